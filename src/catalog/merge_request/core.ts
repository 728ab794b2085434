/** Merge requests (GitLab Merge requests API): read, create, change, delete; lists are in lists.ts, the rest in flow.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, labels, mrIid, projectId } from "../fields.ts";
import { MR_SUMMARY, optional, userIds } from "./fields.ts";
import { mergeRequestFlowActions } from "./flow.ts";
import { mergeRequestApprovalActions } from "./approvals.ts";
import { SHAPES } from "../shapes.ts";

const mrWriteFields = {
  description: z.string().optional().describe("Description in Markdown (up to 1,048,576 characters)."),
  assignee_ids: optional(userIds("User IDs to assign; [] or [0] unassigns everyone.")),
  reviewer_ids: optional(userIds("User IDs to request a review from; [] or [0] removes all reviewers.")),
  milestone_id: z.number().int().nonnegative().optional().describe(
    "Global ID of a milestone; 0 removes the milestone.",
  ),
  milestone: z.string().min(1).max(255).optional().describe(
    'Title of a project or ancestor-group milestone, e.g. "v2.0", instead of milestone_id (recent GitLab; older versions ignore it).',
  ),
  merge_after: z.string().optional().describe(
    "Earliest time the merge request may be merged (ISO 8601), e.g. 2026-12-24T00:00:00Z.",
  ),
  remove_source_branch: z.boolean().optional().describe("Delete the source branch when the merge request is merged."),
  squash: z.boolean().optional().describe("Squash all commits into one on merge (project settings may override)."),
  allow_collaboration: z.boolean().optional().describe(
    "Allow members who can merge into the target branch to push to the source branch (forks).",
  ),
};

/** GitLab refuses milestone_id and milestone together (mutually exclusive). */
function oneMilestone(params: Record<string, unknown>): string | undefined {
  return params.milestone_id !== undefined && params.milestone !== undefined
    ? "send milestone_id or milestone (its title), not both"
    : undefined;
}

export const mergeRequestActions = [
  defineAction({
    id: "merge_request.get",
    title: "Get merge request",
    description:
      "Get one merge request by IID: state, branches, mergeability (detailed_merge_status), head pipeline, diff_refs SHAs and reviewers.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: () =>
      z.object({
        project_id: projectId,
        merge_request_iid: mrIid,
        include_diverged_commits_count: z.boolean().optional().describe(
          "Also return how many commits the source branch is behind the target.",
        ),
        include_rebase_in_progress: z.boolean().optional().describe("Also return whether a rebase is running."),
        render_html: z.boolean().optional().describe("Also return title and description rendered as HTML."),
      }),
    aliases: ["show merge request", "mr details", "pull request"],
    examples: [
      "show !318 in acme/web",
      "get merge request 42 in billing-service",
      "what's the status of MR !87?",
      "is !318 mergeable or is it blocked?",
      "does merge request !55 have conflicts?",
      "details for https://gitlab.example.com/acme/web/-/merge_requests/318",
      "is PR 204 still a draft? show its details",
      "what's the target branch of !412?",
      "is MR 77 in mobile/android merged, closed or still open?",
      "what's the head pipeline status of !318?",
      "how many commits is !93 behind main? (diverged commits count)",
      "get the diff_refs SHAs of merge request !120",
      "open mr 318 detials",
      "who is the author of !58? just show the MR, don't merge",
      "summarize MR !140: title, description, state and labels",
      "what's the detailed merge status of !72?",
      "single merge request acme/api!19",
      "gh pr view 204 in acme/web",
      "show me MR !204 in acme/web: title, state, author and target branch",
      "pull up just that one merge request, !77 in mobile/android, I want its details",
    ],
    summary: [...MR_SUMMARY, "changes_count", "merge_error"],
  }),
  defineAction({
    id: "merge_request.create",
    title: "Create merge request",
    description:
      'Open a merge request from source_branch into target_branch with a title. To open it as a draft, start the title with "Draft: ".',
    method: "POST",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/merge_requests",
    params: () =>
      z.object({
        project_id: projectId,
        source_branch: z.string().min(1).describe("Branch with the changes."),
        target_branch: z.string().min(1).describe('Branch to merge into, e.g. "main".'),
        title: z.string().min(1).describe('Title; prefix with "Draft: " to create a draft merge request.'),
        labels: optional(labels).describe("Comma-separated labels to set; missing labels are created."),
        ...mrWriteFields,
        target_project_id: optional(intId("Numeric ID of the target project, when merging from a fork.")),
      }),
    check: oneMilestone,
    aliases: ["open merge request", "new pull request", "open PR"],
    examples: [
      "open an MR from feature/login into main in acme/web",
      "create a merge request for branch fix/null-check",
      "open a PR from hotfix/1.4.3 to release/1.4 titled 'Fix crash on startup'",
      "create a draft merge request from feature/search into develop",
      "please open a new merge request from my branch add-metrics to main and assign it to @priya",
      "create MR: source feat/api-v2, target main, title 'API v2 endpoints', label ~backend",
      "raise a pull request from the docs-update branch to main",
      "create a merge request from my fork's branch patch-1 to upstream main",
      "new MR from refactor/db-pool into main, squash and delete source branch on merge",
      "create a merge request for feature/x and request review from kim.o",
      "creat a merge request from bugfix/timeout into master",
      'new merge request for the renovate/lodash-4.x branch, milestone %"v2.0"',
      "branch fix/cors is pushed, now open a merge request into main",
      "I want to merge feature/dark-mode into develop: create the merge request",
      "open a new PR from release-prep to main with description 'Prep for 2.4'",
      "gh pr create --base main --head feature/login",
      "create a merge request from feature/login into main in acme/web",
      "open an MR in platform/api: source fix/timeout, target develop, title Fix request timeout",
      "gh pr create --base develop --head fix/oom in orbit/android",
      "open a merge request in quartz/backend from feature/retry-budget to main titled 'Retry budget'",
    ],
    summary: MR_SUMMARY,
  }),
  defineAction({
    id: "merge_request.update",
    title: "Update merge request",
    description:
      'Change a merge request\'s title, description, target branch, labels, assignees, reviewers or milestone, or close/reopen it with state_event. Mark draft/ready by adding/removing "Draft: " in the title.',
    method: "PUT",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: () =>
      z.object({
        project_id: projectId,
        merge_request_iid: mrIid,
        title: z.string().min(1).optional().describe('New title; add or remove a "Draft: " prefix to toggle draft.'),
        target_branch: z.string().min(1).optional().describe("New target branch."),
        state_event: z.enum(["close", "reopen"]).optional().describe("close or reopen the merge request."),
        labels: optional(labels).describe(
          "Replace all labels with this comma-separated list; empty string removes all.",
        ),
        add_labels: optional(labels).describe("Comma-separated labels to add; missing labels are created."),
        remove_labels: optional(labels).describe("Comma-separated labels to remove."),
        discussion_locked: z.boolean().optional().describe("Lock comments to project members only."),
        ...mrWriteFields,
      }),
    check: oneMilestone,
    aliases: [
      "edit merge request",
      "close merge request",
      "reopen merge request",
      "assign reviewer",
      "mark ready",
      "label merge request",
      "set milestone",
    ],
    examples: [
      "close !318",
      "close MR 42 without merging it",
      "reopen merge request !204",
      "mark !87 as ready",
      "mark MR 55 as draft again",
      "change the title of !412 to 'Add SSO login'",
      "retarget !318 to the release/2.1 branch instead of main",
      "add @maria as reviewer on merge request !99",
      "add the ~needs-qa label to !140 and remove ~wip",
      'set the milestone of PR 66 to %"v3.0"',
      "unassign everyone from merge request !230",
      "update the description of !318 with the testing steps",
      "lock the discussion on MR !512 so only members can comment",
      "asign !71 to jsmith",
      "edit !58: new title 'Cache user sessions' and add ~perf",
      "change the assignee of MR 140 from tom to zoe",
      "close merge request !72, we won't merge it",
      "hey, could you close PR 45 in acme/api? we're not doing it",
      "rename !204 to 'Fix login redirect' and put it on ~backend",
      "change the title of !42 in acme/web to Add dark mode",
    ],
    summary: MR_SUMMARY,
  }),
  defineAction({
    id: "merge_request.delete",
    title: "Delete merge request",
    description:
      "Permanently delete a merge request with its comments (administrators and project owners only). To just close it, use merge_request.update with state_event close.",
    method: "DELETE",
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: () => z.object({ project_id: projectId, merge_request_iid: mrIid }),
    examples: [
      "delete merge request !318 permanently",
      "remove MR 42 from acme/web entirely, not just close it",
      "permanently delete the spam PR !901",
      "delete merge request !77 along with all its comments",
      "MR !13 was created by mistake; delete it for good",
      "destroy merge request 250 in the sandbox project",
      "admin: delete !64 in infra/terraform",
      "I need MR !808 gone completely, not closed",
      "delte merge request !19",
      "erase the duplicate merge request 512",
      "an admin asked me to purge MR !333 from acme/web, delete it",
      "hard-delete pull request 45 (closing is not enough)",
      "delete merge request !58 itself, it's junk",
      "the MR !140 has to disappear from the project, delete it (admin)",
      "permanently remove merge request 72, closing isn't enough",
      "delete merge request !512 in orbit/android, the whole MR",
      "permanently delete MR !301 in quartz/backend (I'm the owner), closing isn't enough",
      "remove pull request !61 from ridge/tf-modules entirely",
      "delete the MR itself: !14 in zinc/runbooks",
      "that test MR !8 in sable/design-tokens should be deleted, not just closed",
    ],
    destructive: true,
  }),
  ...mergeRequestFlowActions,
  ...mergeRequestApprovalActions,
];
