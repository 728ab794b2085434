/** Params and result helpers shared by the mr_review actions. */
import { oneLine } from "../../text/bounds.ts";
import { z } from "zod";
import { mrIid, projectId } from "../fields.ts";

export const mrParams = z.object({ project_id: projectId, merge_request_iid: mrIid });
export const MR_PATH = "/projects/{project_id}/merge_requests/{merge_request_iid}";

export const discussionId = z.string().min(1).describe(
  'Thread (discussion) ID: the 40-character hex "id" from mr_review.discussion_list, not a note ID.',
);

const lineRef = (which: string) =>
  z.strictObject({
    line_code: z.string().describe(
      "Line code <sha1 of the file path>_<old line>_<new line>, e.g. adc83b19e793491b1c6ea0fd8b46cd9f32e292fc_5_5.",
    ),
    type: z.enum(["new", "old"]).describe('"new" for a line added by the change, otherwise "old".'),
    old_line: z.number().int().positive().optional().describe("Old line number."),
    new_line: z.number().int().positive().optional().describe("New line number."),
  }).describe(`${which} line of a multi-line comment.`);

/** Where a diff comment goes; the three SHAs come from the latest diff version. */
export const position = z.strictObject({
  base_sha: z.string().min(7).describe(
    "base_commit_sha of the latest version from mr_review.diff_versions_list (or diff_refs.base_sha of merge_request.get).",
  ),
  start_sha: z.string().min(7).describe("start_commit_sha of the latest version (or diff_refs.start_sha)."),
  head_sha: z.string().min(7).describe("head_commit_sha of the latest version (or diff_refs.head_sha)."),
  position_type: z.enum(["text", "file", "image"]).describe(
    "text for a comment on a line (usual), file for a comment on a whole file, image for an image diff.",
  ),
  old_path: z.string().optional().describe(
    "File path before the change (required for text; equals new_path unless renamed).",
  ),
  new_path: z.string().optional().describe("File path after the change (required for text)."),
  old_line: z.number().int().positive().optional().describe(
    "Line number in the old file: alone for a removed line, together with new_line for an unchanged line.",
  ),
  new_line: z.number().int().positive().optional().describe(
    "Line number in the new file: alone for an added line, together with old_line for an unchanged line.",
  ),
  line_range: z.strictObject({ start: lineRef("First"), end: lineRef("Last") }).optional().describe(
    "For a comment spanning several lines: its first and last line (also set old_line/new_line to the last line).",
  ),
});

type Rec = Record<string, unknown>;

/** `@username` of a user object. */
export const username = (u: unknown): string => `@${(u as Rec | null)?.username ?? "?"}`;

const MAX_NOTES_PER_THREAD = 5;

/** Lines describing one thread: where, how many notes, resolved or not, then who said what. */
export function threadLines(thread: unknown): string[] {
  const d = (thread ?? {}) as Rec;
  const notes = (Array.isArray(d.notes) ? d.notes : []) as Rec[];
  const pos = notes[0]?.position as Rec | undefined;
  const where = pos
    ? ` on ${pos.new_path ?? pos.old_path}${pos.new_line ?? pos.old_line ? `:${pos.new_line ?? pos.old_line}` : ""}`
    : "";
  const resolvable = notes.filter((n) => n.resolvable);
  const state = resolvable.length ? (resolvable.every((n) => n.resolved) ? ", resolved" : ", unresolved") : "";
  const kind = notes[0]?.system ? " (system)" : "";
  const lines = [`Thread ${d.id}${where}${kind}: ${notes.length} note(s)${state}`];
  for (const n of notes.slice(0, MAX_NOTES_PER_THREAD)) {
    lines.push(`  ${username(n.author)} (note ${n.id}): ${oneLine(n.body, 160)}`);
  }
  if (notes.length > MAX_NOTES_PER_THREAD) lines.push(`  … ${notes.length - MAX_NOTES_PER_THREAD} more note(s)`);
  return lines;
}

/** Thread lines for a list of threads or one thread. */
export function threadNotes(data: unknown): string[] {
  return Array.isArray(data) ? data.flatMap(threadLines) : data && typeof data === "object" ? threadLines(data) : [];
}

function fileLabel(c: Rec): string {
  if (c.new_file) return `${c.new_path} (added)`;
  if (c.deleted_file) return `${c.old_path} (deleted)`;
  if (c.renamed_file) return `${c.old_path} → ${c.new_path}`;
  return String(c.new_path ?? c.old_path);
}

const MAX_FILES = 50;

/** Lists the changed files and warns when GitLab's diff limits hid part of the diff (a /diffs page or a /changes object). */
export function changesNotes(data: unknown): string[] {
  const o = (Array.isArray(data) ? {} : data ?? {}) as Rec;
  const changes = (Array.isArray(data) ? data : Array.isArray(o.changes) ? o.changes : []) as Rec[];
  const out: string[] = [];
  if (changes.length) {
    const more = changes.length > MAX_FILES ? `, … ${changes.length - MAX_FILES} more` : "";
    out.push(`Changed files (${changes.length}): ${changes.slice(0, MAX_FILES).map(fileLabel).join(", ")}${more}`);
  }
  if (o.overflow === true) {
    out.push(
      `Diff overflowed (overflow: true, changes_count ${
        o.changes_count ?? "?"
      }): GitLab's diff limits left files or lines out. Read mr_review.raw_diffs for the whole diff.`,
    );
  }
  const hidden = changes.filter((c) => c.collapsed === true || c.too_large === true);
  if (hidden.length) {
    const names = hidden.map((c) => `${c.new_path ?? c.old_path}${c.too_large ? " (too large)" : " (collapsed)"}`);
    out.push(
      `${hidden.length} file(s) have no diff text here: ${names.join(", ")}. Read them with mr_review.raw_diffs.`,
    );
  }
  return out;
}
