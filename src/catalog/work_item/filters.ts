/**
 * The filters of a work item list, as params and as GitLab's `workItems` arguments (Project.workItems and
 * Group.workItems in GitLab's GraphQL reference take the same ones), and the document that sends them.
 */
import { z } from "zod";
import { CORE, isoTime, LIST_WIDGETS, pageVars, renamed } from "./fields.ts";

const SORTS = ["CREATED_DESC", "CREATED_ASC", "UPDATED_DESC", "UPDATED_ASC", "TITLE_ASC", "TITLE_DESC"] as const;

/** Filters as tool params → GitLab's argument names. */
const FILTERS = {
  state: "state",
  search: "search",
  author_username: "authorUsername",
  assignee_usernames: "assigneeUsernames",
  label_names: "labelName",
  milestone_title: "milestoneTitle",
  created_after: "createdAfter",
  created_before: "createdBefore",
  updated_after: "updatedAfter",
  updated_before: "updatedBefore",
  sort: "sort",
  confidential: "confidential",
  closed_after: "closedAfter",
  closed_before: "closedBefore",
  due_after: "dueAfter",
  due_before: "dueBefore",
  weight: "weight",
  assignee_wildcard: "assigneeWildcardId",
  milestone_wildcard: "milestoneWildcardId",
};

/** A filtered work item list below `root` (project or group), its extra arguments given. */
export function listDocument(name: string, root: "project" | "group", extraArgs = ""): string {
  return `query ${name}($fullPath: ID!, $types: [IssueType!], $state: IssuableState, $search: String,
  $authorUsername: String, $assigneeUsernames: [String!], $labelName: [String!], $milestoneTitle: [String!],
  $createdAfter: Time, $createdBefore: Time, $updatedAfter: Time, $updatedBefore: Time,
  $confidential: Boolean, $closedAfter: Time, $closedBefore: Time, $dueAfter: Time, $dueBefore: Time,
  $weight: String, $assigneeWildcardId: AssigneeWildcardId, $milestoneWildcardId: MilestoneWildcardId,
  $sort: WorkItemSort, $first: Int, $after: String) {
  ${root}(fullPath: $fullPath) {
    workItems(types: $types, state: $state, search: $search, authorUsername: $authorUsername,
      assigneeUsernames: $assigneeUsernames, labelName: $labelName, milestoneTitle: $milestoneTitle,
      createdAfter: $createdAfter, createdBefore: $createdBefore, updatedAfter: $updatedAfter,
      updatedBefore: $updatedBefore, confidential: $confidential, closedAfter: $closedAfter,
      closedBefore: $closedBefore, dueAfter: $dueAfter, dueBefore: $dueBefore, weight: $weight,
      assigneeWildcardId: $assigneeWildcardId, milestoneWildcardId: $milestoneWildcardId,
      sort: $sort, first: $first, after: $after${extraArgs}) {
      pageInfo { hasNextPage endCursor }
      nodes { ${CORE} ${LIST_WIDGETS} }
    }
  }
}`;
}

/** The list filters, shared with epic.list and iteration.work_items (which reads them from Group.issues). */
export const listFilters = {
  state: z.enum(["opened", "closed", "all"]).optional().describe("opened (default: all), closed or all."),
  search: z.string().max(255).optional().describe("Words in the title or description."),
  author_username: z.string().max(255).optional().describe("Author's username."),
  assignee_usernames: z.array(z.string().max(255)).max(20).optional().describe("Assignees' usernames."),
  label_names: z.array(z.string().max(255)).max(20).optional().describe("Label names (all must be set)."),
  milestone_title: z.array(z.string().max(255)).max(20).optional().describe("Milestone titles."),
  created_after: isoTime("Created after"),
  created_before: isoTime("Created before"),
  updated_after: isoTime("Updated after"),
  updated_before: isoTime("Updated before"),
  sort: z.enum(SORTS).optional().describe("Order (default CREATED_DESC)."),
};

/** Filters only `workItems` takes (work_item.list, work_item.list_group, epic.list). */
export const workItemFilters = {
  confidential: z.boolean().optional().describe("true: only confidential items; false: none of them."),
  closed_after: isoTime("Closed after"),
  closed_before: isoTime("Closed before"),
  due_after: isoTime("Due after"),
  due_before: isoTime("Due before"),
  weight: z.string().regex(/^(\d{1,9}|none|any)$/).optional().describe(
    'Weight: a number, "none" (no weight) or "any" (Premium).',
  ),
  assignee_wildcard: z.enum(["NONE", "ANY"]).optional().describe(
    "NONE: unassigned items; ANY: assigned to anyone. Not with assignee_usernames.",
  ),
  milestone_wildcard: z.enum(["NONE", "ANY", "STARTED", "UPCOMING"]).optional().describe(
    "NONE: no milestone; ANY: some milestone; STARTED or UPCOMING milestones. Not with milestone_title.",
  ),
};

/** GitLab's variables for a filtered list; `types` upper-cased as GitLab's IssueType. */
export function listVars(params: Record<string, unknown>): Record<string, unknown> {
  const types = (params.types as string[] | undefined)?.map((t) => t.toUpperCase());
  return { fullPath: params.full_path, ...renamed(params, FILTERS), ...(types && { types }), ...pageVars(params) };
}

/** Filter params GitLab documents as incompatible, refused before anything is sent. */
export function filterCheck(params: Record<string, unknown>): string | undefined {
  if (params.assignee_wildcard !== undefined && params.assignee_usernames !== undefined) {
    return "send assignee_usernames or assignee_wildcard, not both";
  }
  if (params.milestone_wildcard !== undefined && params.milestone_title !== undefined) {
    return "send milestone_title or milestone_wildcard, not both";
  }
  return undefined;
}

/** The names of every filter param, for rows that must refuse filters they cannot send. */
export const FILTER_PARAMS = ["types", ...Object.keys(FILTERS)];
