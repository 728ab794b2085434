/** Params and GraphQL selections shared by the work item, epic and iteration rows. */
import { z } from "zod";
import { optional } from "../fields.ts";

export const fullPath = z.string().min(1).max(255).describe(
  "Full path of the project or group that holds the work item, e.g. acme/web or acme.",
);
export const groupPath = z.string().min(1).max(255).describe("Full path of the group, e.g. acme or acme/platform.");
export const iid = z.number().int().min(1).describe("Work item IID, the number after # (or & for an epic).");
export const optionalIid = optional(iid);
export const workItemId = z.union([z.number().int().min(1), z.string().regex(/^gid:\/\/gitlab\/WorkItem\/\d+$/)])
  .optional().describe("Global ID (gid://gitlab/WorkItem/123) or numeric ID; instead of full_path + iid.");
export const TYPES = [
  "issue",
  "task",
  "incident",
  "test_case",
  "requirement",
  "objective",
  "key_result",
  "epic",
  "ticket",
] as const;
export const workItemType = z.enum(TYPES).describe(
  "Work item type (epic needs Premium; objective, key_result Ultimate).",
);
const numericIds = (what: string) =>
  z.array(z.number().int().min(1)).max(100).optional().describe(`Numeric ${what} IDs.`);
export const assigneeIds = numericIds("user");
export const labelIds = numericIds("label");
export const isoDate = (what: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe(`${what} (YYYY-MM-DD).`);
export const isoTime = (what: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/).optional().describe(`${what} (ISO 8601).`);

/** A work item named by path + IID or by ID; either is required. */
export const target = { full_path: optional(fullPath), iid: optionalIid, id: workItemId };

export function targetCheck(params: Record<string, unknown>): string | undefined {
  if (params.id !== undefined) return undefined;
  return params.full_path !== undefined && params.iid !== undefined ? undefined : "send full_path and iid, or id";
}

/** The work item itself is `id`, looked up from full_path + iid when not given. */
export const TARGET_REF = { iid: "iid", to: "id" };

/** The fields every work item answer selects. */
export const CORE = `id iid title state confidential webUrl createdAt updatedAt closedAt
  workItemType { id name }
  author { username }`;

/** Widgets a list row shows. */
export const LIST_WIDGETS = `widgets {
    type
    ... on WorkItemWidgetAssignees { assignees { nodes { username } } }
    ... on WorkItemWidgetLabels { labels { nodes { title } } }
    ... on WorkItemWidgetMilestone { milestone { title } }
    ... on WorkItemWidgetHierarchy { parent { iid title } }
    ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
    ... on WorkItemWidgetIteration { iteration { id title } }
    ... on WorkItemWidgetStatus { status { id name } }
  }`;

/** Page params as GraphQL variables. */
export function pageVars(params: Record<string, unknown>): Record<string, unknown> {
  return { first: params.per_page ?? 20, after: params.cursor ?? null };
}

/** `full_path`'s value, and each param the filter sends, under GitLab's names, unset ones left out. */
export function renamed(params: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(names).filter(([k]) => params[k] !== undefined).map(([k, v]) => [v, params[k]]),
  );
}

/** What the text of one work item shows, in this order (the structured result has every field). */
export const ITEM_SUMMARY = [
  "iid",
  "title",
  "type",
  "state",
  "status",
  "health_status",
  "progress",
  "assignees",
  "labels",
  "milestone",
  "iteration",
  "start_date",
  "due_date",
  "weight",
  "children_closed",
  "children_open",
  "web_url",
  "description",
];
