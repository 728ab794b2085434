/** Param definitions and result helpers shared by the issue domain's files. */
import { oneLine } from "../../text/bounds.ts";
import { z } from "zod";
import { isoTime, issueIid, labels, optional, projectId, search } from "../fields.ts";

export { optional } from "../fields.ts";

/** A note (comment) ID, global, as returned by the notes and discussions APIs. */
export const noteId = z.number().int().positive().describe(
  "Note (comment) ID, from issue.note_list or a discussion's notes[].id.",
);

/** A discussion (thread) ID: a 40-character hex string, not a number. */
export const discussionId = z.string().min(1).describe(
  'Discussion (thread) ID: the hex string from issue.discussion_list, e.g. "6a9c1750b37d513a43987b574953fceb50b03ce7".',
);

/** Markdown body of a comment. */
export const noteBody = z.string().min(1).describe(
  "Comment text in GitLab Markdown (max 1,000,000 characters). Quick actions such as /label ~bug work.",
);

/** A duration in GitLab's human-readable format. */
export const duration = (what: string) =>
  z.string().min(1).describe(`${what} in GitLab's human format, e.g. "3h30m", "1d 2h" or "45m".`);

/** Filters shared by the project, group and instance-wide issue lists. */
export const issueListFilters = {
  state: z.enum(["opened", "closed", "all"]).optional().describe("Issue state to return (default all)."),
  labels: labels.optional().describe(
    'Comma-separated label names; issues must have all of them. "None" = no labels, "Any" = at least one label.',
  ),
  milestone: z.string().optional().describe(
    'Milestone title, e.g. "v1.0". "None" = no milestone, "Any" = any milestone.',
  ),
  milestone_id: z.enum(["None", "Any", "Upcoming", "Started"]).optional().describe(
    "Milestone timebox filter (not a numeric ID). Do not combine with milestone.",
  ),
  iids: z.array(z.number().int().positive()).optional().describe(
    "Only these issue IIDs, e.g. [42, 43] (sent as iids[]).",
  ),
  assignee_id: z.union([z.number().int().positive(), z.enum(["None", "Any"])]).optional().describe(
    'Assignee user ID; "None" = unassigned, "Any" = has an assignee. Do not combine with assignee_username.',
  ),
  assignee_username: z.string().optional().describe('Assignee username, e.g. "jsmith" (without @).'),
  author_id: z.number().int().positive().optional().describe(
    "Author user ID. Do not combine with author_username.",
  ),
  author_username: z.string().optional().describe('Author username, e.g. "jsmith" (without @).'),
  search: optional(search),
  in: z.string().optional().describe('Where search looks: "title", "description" or "title,description" (default).'),
  confidential: z.boolean().optional().describe("true = only confidential issues, false = only public ones."),
  issue_type: z.enum(["issue", "incident", "test_case", "task"]).optional().describe("Only issues of this type."),
  due_date: z.enum(["0", "any", "today", "tomorrow", "overdue", "week", "month", "next_month_and_previous_two_weeks"])
    .optional().describe('Due-date filter: "0" = no due date, "overdue", "week" = due this week, etc.'),
  my_reaction_emoji: z.string().optional().describe(
    'Issues the current user reacted to with this emoji, e.g. "thumbsup"; "None" or "Any".',
  ),
  created_after: optional(isoTime("Only issues created on or after this time")),
  created_before: optional(isoTime("Only issues created on or before this time")),
  updated_after: optional(isoTime("Only issues updated on or after this time")),
  updated_before: optional(isoTime("Only issues updated on or before this time")),
  order_by: z.enum([
    "created_at",
    "updated_at",
    "priority",
    "due_date",
    "relative_position",
    "label_priority",
    "milestone_due",
    "popularity",
    "weight",
    "title",
  ]).optional().describe("Sort field (default created_at)."),
  sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc)."),
  with_labels_details: z.boolean().optional().describe(
    "true = labels come back as objects with color and description instead of names.",
  ),
};

/** Fields shown for one issue object. */
export const ISSUE_SUMMARY = ["iid", "id", "title", "state", "labels", "due_date", "web_url"];

/** Fields shown for one note object. */
export const NOTE_SUMMARY = ["id", "body", "system", "internal", "created_at"];

/** One line for one note: ID, author and the start of its body. */
export function noteLine(note: unknown): string {
  const n = (note ?? {}) as { author?: { username?: string }; body?: unknown; id?: unknown };
  return `note ${n.id} @${n.author?.username ?? "?"}: ${oneLine(n.body, 100)}`;
}

/** One line per discussion: its ID, size and first note, so a model can pick one to reply to. */
export function discussionLines(data: unknown): string[] {
  const list = Array.isArray(data) ? data : data && typeof data === "object" ? [data] : [];
  return list.map((d) => {
    const disc = d as { id?: string; individual_note?: boolean; notes?: unknown[] };
    const notes = Array.isArray(disc.notes) ? disc.notes : [];
    const kind = disc.individual_note ? "single comment" : `thread of ${notes.length} note(s)`;
    return `discussion ${disc.id} (${kind}); first ${noteLine(notes[0])}`;
  });
}

/** The two params that name one issue. */
export const projectIssue = { project_id: projectId, issue_iid: issueIid };
