/** Merge requests (GitLab Merge requests API): list, read, create, change, delete; the rest is in merge_request_flow.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, intId, labels, mrIid, projectId } from "../fields.ts";
import { MR_ROW, MR_SUMMARY, mrListFilters, optional, userIds } from "./fields.ts";
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
    id: "merge_request.list",
    title: "List merge requests",
    description:
      "List a project's merge requests, newest first; filter by state, branches, labels, author, reviewer or text. Use merge_request.get for one by IID.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/merge_requests",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        ...mrListFilters,
        iids: z.array(z.number().int().positive()).optional().describe("Only these merge request IIDs, e.g. [42, 43]."),
      }),
    aliases: ["pull requests", "PRs", "MRs", "open merge requests"],
    examples: [
      "list open MRs in acme/web-app",
      "show me the merge requests in the billing-service project",
      "which PRs are still open in the platform/api repo?",
      "any open merge requests targeting main in acme/web?",
      "MRs labeled ~bug in mobile/ios that are still opened",
      "list merged merge requests in infra/terraform from last week",
      "what merge requests has @dkowalski opened in this project?",
      "find MRs in acme/web where sarah.lee is the reviewer",
      "show draft merge requests in the payments repo",
      "search the project's MRs for 'rate limit'",
      "list all closed merge reqeusts in data/etl",
      "which MRs come from the feature/checkout branch in acme/shop?",
      "show MRs !101, !102 and !105 in acme/web-app",
      "open MRs in the acme/shop project only, filtered by ~frontend",
      "which merge requests does the payments-api repo have wating to merge?",
      "list this project's MRs, oldest first",
      'show merged PRs of mobile/android for milestone %"4.2"',
    ],
    summary: MR_ROW,
  }),
  defineAction({
    id: "merge_request.list_global",
    title: "List my merge requests",
    description:
      "List merge requests across every project you can see. Defaults to the ones you created; set scope to assigned_to_me, reviews_for_me (waiting on your review) or all.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/merge_requests",
    kind: "list",
    params: () =>
      z.object({
        ...mrListFilters,
        scope: z.enum(["created_by_me", "assigned_to_me", "reviews_for_me", "all"]).optional().describe(
          "Whose merge requests: created_by_me (default), assigned_to_me, reviews_for_me, or all you can access.",
        ),
        non_archived: z.boolean().optional().describe("Only merge requests in projects that are not archived."),
      }),
    aliases: ["my merge requests", "assigned merge requests", "review requests", "all projects"],
    examples: [
      "list my merge requests",
      "what MRs have I opened across all projects?",
      "show merge requests assigned to me",
      "which PRs are waiting for my review anywhere on GitLab?",
      "my open MRs across every repo, please",
      "hey, anything assigned to me to merge this week, in any project?",
      "list all merge requests I created that are still open, instance-wide",
      "show every open MR where I'm the reviewer, not just one project",
      "what pull requests of mine got merged recently?",
      "my draft MRs in all projects",
      "merge requests labeled ~security across everything I can see",
      "list MRs asigned to me that are still open",
      "MRs where I'm assignee, whatever the project",
      "which of my own merge requests still need approvals? all repos",
      "my PR dashboard: everything I authored across GitLab",
      "list MRs waiting on me as reviewer in any project I'm in",
    ],
    summary: MR_ROW,
  }),
  defineAction({
    id: "merge_request.list_group",
    title: "List group merge requests",
    description: "List merge requests in a group and all its subgroups' projects; same filters as merge_request.list.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/groups/{group_id}/merge_requests",
    kind: "list",
    params: () =>
      z.object({
        group_id: groupId,
        ...mrListFilters,
        non_archived: z.boolean().optional().describe("Only projects that are not archived (default true)."),
      }),
    aliases: ["namespace merge requests"],
    examples: [
      "list open merge requests in the acme group",
      "show all MRs across the platform/backend group and its subgroups",
      "which merge requests are open in the whole payments org?",
      "every open PR in group infra, including subgroups",
      "group-level MR list for acme/frontend, merged ones only",
      "what MRs are waiting on review in the data-team group?",
      "MRs with ~release-blocker in any project of the mobile group",
      'list merge requests for milestone %"v3.2" across the acme group',
      "show open merge requests by @jnguyen in group web",
      "give me the MRs across all projects in our namespace acme-corp",
      "group mrege requests opened since Monday in platform",
      "MRs in every project of the acme/backend group",
      "group-wide MR list for payments, open and unasigned",
      "across all repos in the data-eng group, which MRs target main?",
    ],
    summary: MR_ROW,
  }),
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
      "can !318 be merged yet or is it blocked?",
      "does merge request !55 have conflicts?",
      "details for https://gitlab.example.com/acme/web/-/merge_requests/318",
      "who are the reviewers on PR 204 and is it a draft?",
      "what branch does !412 merge into?",
      "is MR 77 in mobile/android merged or still open?",
      "what's the head pipeline status of !318?",
      "how many commits is !93 behind main?",
      "fetch the diff_refs SHAs for merge request !120",
      "open mr 318 detials",
      "look at !58 and tell me who authored it, don't merge anything",
      "sumarize MR !140: title, state, labels and target branch",
      "what's the merge status of !72 right now? just check",
      "single merge request info for acme/api!19",
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
      "make a draft merge request from feature/search into develop",
      "please open a new merge request from my branch add-metrics to main and assign it to @priya",
      "create MR: source feat/api-v2, target main, title 'API v2 endpoints', label ~backend",
      "raise a pull request for the docs-update branch",
      "submit a merge request from my fork's branch patch-1 to upstream main",
      "new MR from refactor/db-pool with squash and delete source branch on merge",
      "open a merge request and request review from kim.o",
      "creat a merge reqest from bugfix/timeout into master",
      'start an MR for the dependency bump branch renovate/lodash-4.x, milestone %"v2.0"',
      "branch fix/cors already exists, open an MR for it into main",
      "propose merging feature/dark-mode into develop via a new merge reqest",
      "open a new PR from release-prep to main with description 'Prep for 2.4'",
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
      "close !318 without merging",
      "reopen merge request !204",
      "mark !87 as ready",
      "convert MR 55 back to draft",
      "change the title of !412 to 'Add SSO login'",
      "retarget !318 to the release/2.1 branch instead of main",
      "add @maria as reviewer on merge request !99",
      "add the ~needs-qa label to !140 and remove ~wip",
      'set the milestone of PR 66 to %"v3.0"',
      "unassign everyone from !230",
      "update the description of !318 with the testing steps",
      "lock the discussion on MR !512",
      "asign !71 to jsmith",
      "edit !58: new title 'Cache user sessions' and add ~perf",
      "swap the assignee on MR 140 from tom to zoe",
      "change the target branch of !72 to develop",
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
      "wipe merge request !77 and all its comments",
      "get rid of MR !13, it was created by mistake; delete it for good",
      "destroy merge request 250 in the sandbox project",
      "admin: delete !64 in infra/terraform",
      "I need MR !808 gone completely, not closed",
      "delte merge request !19",
      "erase the duplicate merge request 512",
      "an admin asked me to purge MR !333 from the history of acme/web, delete it",
      "hard-delete pull request 45 (closing is not enough)",
      "delete merge request !58 itself, it's junk",
      "the MR !140 has to disappear from the project, delete it (admin)",
      "permanently remove merge request 72, closing isn't enough",
    ],
    destructive: true,
  }),
  ...mergeRequestFlowActions,
  ...mergeRequestApprovalActions,
];
