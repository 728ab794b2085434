/** Params and summaries shared by the merge_request actions. */
import { z } from "zod";
import { isoTime, labels, mrIid, optional, projectId, search } from "../fields.ts";

export { optional } from "../fields.ts";

/** A list of user IDs (assignees, reviewers). */
export const userIds = (what: string) => z.array(z.number().int().nonnegative()).describe(what);

/** Filters accepted by every merge request list (project, group and instance-wide). */
export const mrListFilters = {
  state: z.enum(["opened", "closed", "locked", "merged", "all"]).optional().describe(
    "Only merge requests in this state (default all).",
  ),
  scope: z.enum(["created_by_me", "assigned_to_me", "reviews_for_me", "all"]).optional().describe(
    "Whose merge requests: created_by_me, assigned_to_me, reviews_for_me (waiting on your review), or all (default here).",
  ),
  labels: optional(labels).describe(
    'Comma-separated label names the merge requests must all have, e.g. "bug,backend"; "None" for no label, "Any" for at least one.',
  ),
  milestone: z.string().optional().describe('Milestone title; "None" for no milestone, "Any" for any milestone.'),
  source_branch: z.string().optional().describe("Only merge requests from this source branch."),
  target_branch: z.string().optional().describe('Only merge requests into this target branch, e.g. "main".'),
  author_id: z.number().int().positive().optional().describe("Only merge requests created by this user ID."),
  author_username: z.string().optional().describe("Only merge requests created by this username."),
  assignee_id: z.union([z.number().int().positive(), z.enum(["None", "Any"])]).optional().describe(
    'Only merge requests assigned to this user ID; "None" for unassigned, "Any" for assigned.',
  ),
  assignee_username: z.string().optional().describe("Only merge requests assigned to this username."),
  reviewer_id: z.union([z.number().int().positive(), z.enum(["None", "Any"])]).optional().describe(
    'Only merge requests with this user ID as reviewer; "None" for no reviewer, "Any" for any reviewer.',
  ),
  reviewer_username: z.string().optional().describe(
    'Only merge requests with this username as reviewer; "None" for no reviewer, "Any" for any reviewer.',
  ),
  approved_by_usernames: z.array(z.string().min(1)).min(1).max(5).optional().describe(
    'Usernames that all approved, at most 5, e.g. ["alice"] (Premium and Ultimate); ["None"] for no approval, ["Any"] for at least one. Sent as approved_by_usernames[].',
  ),
  search: optional(search).describe("Text to search for in merge request titles and descriptions."),
  in: z.enum(["title", "description", "title,description"]).optional().describe(
    "Where search looks (default title,description).",
  ),
  draft: z.enum(["yes", "no"]).optional().describe(
    'Draft filter: "yes" only drafts, "no" only non-drafts. Sent as GitLab\'s wip, which every version honours (draft exists only from GitLab 19.0).',
  ),
  created_after: optional(isoTime("Only merge requests created on or after this time")),
  created_before: optional(isoTime("Only merge requests created on or before this time")),
  updated_after: optional(isoTime("Only merge requests updated on or after this time")),
  updated_before: optional(isoTime("Only merge requests updated on or before this time")),
  order_by: z.enum([
    "created_at",
    "updated_at",
    "merged_at",
    "title",
    "label_priority",
    "priority",
    "milestone_due",
    "popularity",
  ]).optional().describe("Sort field (default created_at)."),
  sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc)."),
};

/** GitLab before 19.0 ignores `draft` (and would list every MR); `wip` means the same everywhere. */
export const mrListSentAs = { draft: "wip" };

/** Fields shown per merge request in lists. */
export const MR_ROW = ["iid", "title", "state", "source_branch", "target_branch", "web_url"];

/** Fields shown first for one merge request. */
export const MR_SUMMARY = [
  "iid",
  "title",
  "state",
  "draft",
  "detailed_merge_status",
  "has_conflicts",
  "source_branch",
  "target_branch",
  "sha",
  "web_url",
];

/** The params and path that name one merge request. */
export const mrParams = z.object({ project_id: projectId, merge_request_iid: mrIid });
/** "@name" of a user object in an answer (approvers, reviewers), "@?" when GitLab sent none. */
export const username = (u: unknown): string => `@${(u as Record<string, unknown> | null)?.username ?? "?"}`;

export const MR_PATH = "/projects/{project_id}/merge_requests/{merge_request_iid}";
