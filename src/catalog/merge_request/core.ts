/** Merge requests (GitLab Merge requests API): list, read, create, change, delete; the rest is in merge_request_flow.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, intId, labels, mrIid, projectId } from "../fields.ts";
import { MR_ROW, MR_SUMMARY, mrListFilters, optional, userIds } from "./fields.ts";
import { mergeRequestFlowActions } from "./flow.ts";

const mrWriteFields = {
  description: z.string().optional().describe("Description in Markdown (up to 1,048,576 characters)."),
  assignee_ids: optional(userIds("User IDs to assign; [] or [0] unassigns everyone.")),
  reviewer_ids: optional(userIds("User IDs to request a review from; [] or [0] removes all reviewers.")),
  milestone_id: z.number().int().nonnegative().optional().describe(
    "Global ID of a milestone; 0 removes the milestone.",
  ),
  remove_source_branch: z.boolean().optional().describe("Delete the source branch when the merge request is merged."),
  squash: z.boolean().optional().describe("Squash all commits into one on merge (project settings may override)."),
  allow_collaboration: z.boolean().optional().describe(
    "Allow members who can merge into the target branch to push to the source branch (forks).",
  ),
};

export const mergeRequestActions = [
  defineAction({
    id: "merge_request.list",
    title: "List merge requests",
    description:
      "List a project's merge requests, newest first; filter by state, branches, labels, author, reviewer or text. Use merge_request.get for one by IID.",
    method: "GET",
    path: "/projects/{project_id}/merge_requests",
    kind: "list",
    params: z.object({
      project_id: projectId,
      ...mrListFilters,
      iids: z.array(z.number().int().positive()).optional().describe("Only these merge request IIDs, e.g. [42, 43]."),
    }),
    aliases: ["pull requests", "PRs", "MRs", "open merge requests"],
    summary: MR_ROW,
  }),
  defineAction({
    id: "merge_request.list_global",
    title: "List my merge requests",
    description:
      "List merge requests across every project you can see. Defaults to the ones you created; set scope to assigned_to_me or all.",
    method: "GET",
    path: "/merge_requests",
    kind: "list",
    params: z.object({
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
        "Whose merge requests: created_by_me (default), assigned_to_me, or all you can access.",
      ),
      ...mrListFilters,
    }),
    aliases: ["my merge requests", "assigned merge requests", "review requests", "all projects"],
    summary: MR_ROW,
  }),
  defineAction({
    id: "merge_request.list_group",
    title: "List group merge requests",
    description: "List merge requests in a group and all its subgroups' projects; same filters as merge_request.list.",
    method: "GET",
    path: "/groups/{group_id}/merge_requests",
    kind: "list",
    params: z.object({
      group_id: groupId,
      ...mrListFilters,
      non_archived: z.boolean().optional().describe("Only projects that are not archived (default true)."),
    }),
    aliases: ["namespace merge requests"],
    summary: MR_ROW,
  }),
  defineAction({
    id: "merge_request.get",
    title: "Get merge request",
    description:
      "Get one merge request by IID: state, branches, mergeability (detailed_merge_status), head pipeline, diff_refs SHAs and reviewers.",
    method: "GET",
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: z.object({
      project_id: projectId,
      merge_request_iid: mrIid,
      include_diverged_commits_count: z.boolean().optional().describe(
        "Also return how many commits the source branch is behind the target.",
      ),
      include_rebase_in_progress: z.boolean().optional().describe("Also return whether a rebase is running."),
      render_html: z.boolean().optional().describe("Also return title and description rendered as HTML."),
    }),
    aliases: ["show merge request", "mr details", "pull request"],
    summary: [...MR_SUMMARY, "changes_count", "merge_error"],
  }),
  defineAction({
    id: "merge_request.create",
    title: "Create merge request",
    description:
      'Open a merge request from source_branch into target_branch with a title. To open it as a draft, start the title with "Draft: ".',
    method: "POST",
    path: "/projects/{project_id}/merge_requests",
    params: z.object({
      project_id: projectId,
      source_branch: z.string().min(1).describe("Branch with the changes."),
      target_branch: z.string().min(1).describe('Branch to merge into, e.g. "main".'),
      title: z.string().min(1).describe('Title; prefix with "Draft: " to create a draft merge request.'),
      labels: optional(labels).describe("Comma-separated labels to set; missing labels are created."),
      ...mrWriteFields,
      target_project_id: optional(intId("Numeric ID of the target project, when merging from a fork.")),
    }),
    aliases: ["open merge request", "new pull request", "open PR"],
    summary: MR_SUMMARY,
  }),
  defineAction({
    id: "merge_request.update",
    title: "Update merge request",
    description:
      'Change a merge request\'s title, description, target branch, labels, assignees, reviewers or milestone, or close/reopen it with state_event. Mark draft/ready by adding/removing "Draft: " in the title.',
    method: "PUT",
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: z.object({
      project_id: projectId,
      merge_request_iid: mrIid,
      title: z.string().min(1).optional().describe('New title; add or remove a "Draft: " prefix to toggle draft.'),
      target_branch: z.string().min(1).optional().describe("New target branch."),
      state_event: z.enum(["close", "reopen"]).optional().describe("close or reopen the merge request."),
      labels: optional(labels).describe("Replace all labels with this comma-separated list; empty string removes all."),
      add_labels: optional(labels).describe("Comma-separated labels to add; missing labels are created."),
      remove_labels: optional(labels).describe("Comma-separated labels to remove."),
      discussion_locked: z.boolean().optional().describe("Lock comments to project members only."),
      ...mrWriteFields,
    }),
    aliases: ["edit merge request", "close merge request", "reopen merge request", "assign reviewer", "mark ready"],
    summary: MR_SUMMARY,
  }),
  defineAction({
    id: "merge_request.delete",
    title: "Delete merge request",
    description:
      "Permanently delete a merge request with its comments (administrators and project owners only). To just close it, use merge_request.update with state_event close.",
    method: "DELETE",
    path: "/projects/{project_id}/merge_requests/{merge_request_iid}",
    params: z.object({ project_id: projectId, merge_request_iid: mrIid }),
    destructive: true,
  }),
  ...mergeRequestFlowActions,
];
