/** Filters the three event lists share (GitLab's EventsHelpers), and the detail lines their rows lack. */
import { z } from "zod";
import { oneLine } from "../../text/bounds.ts";

/** GitLab's Event::ACTIONS keys, the values `action` accepts. */
const EVENT_ACTIONS = [
  "created",
  "updated",
  "closed",
  "reopened",
  "pushed",
  "commented",
  "merged",
  "joined",
  "left",
  "destroyed",
  "expired",
  "approved",
] as const;

/** The documented target types, plus wiki and design, which GitLab's Event::TARGET_TYPES also accepts. */
const TARGET_TYPES = [
  "epic",
  "issue",
  "merge_request",
  "milestone",
  "note",
  "project",
  "snippet",
  "user",
  "wiki",
  "design",
] as const;

/** GitLab compares whole days and excludes the day given, on both ends. */
const day = (what: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe(
    `${what} (YYYY-MM-DD). The day itself is excluded: for December 1 only, send after=2026-11-30 and before=2026-12-02.`,
  );

export const eventFilters = {
  action: z.enum(EVENT_ACTIONS).optional().describe(
    'Only events of this action, e.g. "pushed", "commented", "merged", "approved", "closed", "created".',
  ),
  target_type: z.enum(TARGET_TYPES).optional().describe(
    'Only events on this kind of object, e.g. "issue", "merge_request", "note" (comments), "milestone".',
  ),
  before: day("Only events created before this day"),
  after: day("Only events created after this day"),
  sort: z.enum(["asc", "desc"]).optional().describe('"desc" newest first (default) or "asc" oldest first.'),
};

/** Fields shown per event. */
export const EVENT_SUMMARY = [
  "created_at",
  "author_username",
  "action_name",
  "target_type",
  "target_iid",
  "target_title",
  "project_id",
];

/** Push and comment details are the point of a stand-up; they sit in nested objects a row does not show. */
const DETAILS_SHOWN = 20;

interface EventData {
  id?: number;
  author_username?: string;
  push_data?: { commit_count?: number; ref_type?: string; ref?: string | null; commit_title?: string | null };
  note?: { body?: string; noteable_type?: string; noteable_iid?: number | null };
}

function detail(e: EventData): string | undefined {
  const who = `event ${e.id} @${e.author_username}`;
  const push = e.push_data;
  if (push) {
    const title = push.commit_title ? `: ${oneLine(push.commit_title, 80)}` : "";
    return `${who} pushed ${push.commit_count ?? 0} commit(s) to ${push.ref_type} ${
      push.ref ?? "(several refs)"
    }${title}`;
  }
  const note = e.note;
  if (note?.body) {
    const sign = note.noteable_type === "MergeRequest" ? "!" : "#";
    const on = [note.noteable_type, note.noteable_iid ? `${sign}${note.noteable_iid}` : ""].filter(Boolean).join(" ");
    return `${who} commented${on ? ` on ${on}` : ""}: "${oneLine(note.body, 80)}"`;
  }
  return undefined;
}

/** One line per push or comment among the events (at most DETAILS_SHOWN), saying what was pushed or said. */
export function eventDetails(data: unknown): string[] {
  const events = Array.isArray(data) ? (data as EventData[]) : [];
  const lines = events.map(detail).filter((l): l is string => l !== undefined);
  const more = lines.length - DETAILS_SHOWN;
  return more > 0 ? [...lines.slice(0, DETAILS_SHOWN), `${more} more push/comment details not shown`] : lines;
}
