/**
 * mr_review.comment_on_line: a review comment on a line the way a person names it (file, line, side, or a range),
 * with GitLab's position computed from the merge request's latest diff version, then posted through
 * mr_review.discussion_create, so the write takes the catalog's one path (validation, guard, rendering).
 */
import { z } from "zod";
import type { CallContext } from "../engine/action.ts";
import { mrIid, projectId } from "../catalog/fields.ts";
import { encodeSegment } from "../gitlab/query.ts";
import { ParamError } from "../engine/validate.ts";
import { type DiffLine, diffLines, lineAt, lineCode, nearestLines } from "./diff_lines.ts";

type Rec = Record<string, unknown>;
type Side = "new" | "old";

export const commentOnLineParams = z.object({
  project_id: projectId,
  merge_request_iid: mrIid,
  file_path: z.string().min(1).max(4096).describe(
    "The file's path, as the diff shows it (either name of a renamed file).",
  ),
  line: z.number().int().positive().describe("The line to comment on (the first line of a range)."),
  end_line: z.number().int().positive().optional().describe("The last line, for a comment on a range of lines."),
  side: z.enum(["new", "old"]).optional().describe(
    'Which version the numbers count in: "new" (default: the changed file; added or unchanged lines) or "old" (removed or unchanged lines).',
  ),
  body: z.string().min(1).max(1_000_000).describe("The comment, in Markdown."),
  suggestion: z.string().max(1_000_000).optional().describe(
    "Replacement text for the line(s), written as GitLab's suggestion block (new side only).",
  ),
});

const ACTION = "comment on a merge request line";

async function read(ctx: CallContext, path: string): Promise<unknown> {
  const reply = await ctx.client.request({ action: ACTION, method: "GET", path, expect: "object", signal: ctx.signal });
  return reply.data;
}

/** The latest diff version: its three SHAs and every file's diff. */
async function latestVersion(p: Rec, ctx: CallContext): Promise<Rec> {
  const mr = `/projects/${encodeSegment(p.project_id as string)}/merge_requests/${p.merge_request_iid}`;
  const list = await ctx.client.request({
    action: ACTION,
    method: "GET",
    path: `${mr}/versions`,
    expect: "list",
    signal: ctx.signal,
  });
  const latest = (list.data as Rec[])[0];
  if (!latest) throw new ParamError(`Cannot ${ACTION}: merge request !${p.merge_request_iid} has no diff yet.`);
  return await read(ctx, `${mr}/versions/${latest.id}`) as Rec;
}

/** The diff entry for the path: either side's name, so a renamed file is found by its old or new path. */
function fileOf(version: Rec, path: string, mrIid: unknown): Rec {
  const diffs = (Array.isArray(version.diffs) ? version.diffs : []) as Rec[];
  const file = diffs.find((d) => d.new_path === path) ?? diffs.find((d) => d.old_path === path);
  if (file) return file;
  const names = diffs.slice(0, 10).map((d) => String(d.new_path)).join(", ");
  throw new ParamError(
    `Cannot ${ACTION}: "${path}" is not changed in !${mrIid}'s latest diff. Changed: ${names || "none"}.`,
  );
}

/** The diff line a number names on that side, or a refusal listing the nearest lines the diff shows. */
function pick(lines: DiffLine[], side: Side, n: number, path: string): DiffLine {
  const found = lineAt(lines, side, n);
  if (found) return found;
  const near = nearestLines(lines, side, n);
  throw new ParamError(
    `Cannot ${ACTION}: ${side} line ${n} of ${path} is not in the diff, so GitLab cannot place a comment there. ${
      near.length ? `Nearest ${side} lines the diff shows: ${near.join(", ")}.` : "The diff shows no line on that side."
    }`,
  );
}

/** GitLab's rule: an added line has new_line only, a removed one old_line only, an unchanged one both. */
function numbers(line: DiffLine): Rec {
  if (line.type === "added") return { new_line: line.new };
  if (line.type === "removed") return { old_line: line.old };
  return { old_line: line.old, new_line: line.new };
}

async function lineRef(path: string, line: DiffLine): Promise<Rec> {
  return { line_code: await lineCode(path, line), type: line.type === "added" ? "new" : "old", ...numbers(line) };
}

/** The suggestion block replacing the commented line(s): `-N+0` reaches back to a range's first line. */
function withSuggestion(p: Rec, span: number): string {
  if (p.suggestion === undefined) return p.body as string;
  if ((p.side ?? "new") !== "new") {
    throw new ParamError(`Cannot ${ACTION}: a suggestion replaces new lines; send side "new" (or leave side out).`);
  }
  const fence = "`".repeat(Math.max(3, ...[...String(p.suggestion).matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${p.body}\n\n${fence}suggestion:-${span}+0\n${p.suggestion}\n${fence}`;
}

/** The discussion_create params for this comment: position from the latest version, body with any suggestion. */
export async function lineCommentParams(p: Rec, ctx: CallContext): Promise<Rec> {
  const side = (p.side ?? "new") as Side;
  const end = (p.end_line ?? p.line) as number;
  if (end < (p.line as number)) throw new ParamError(`Cannot ${ACTION}: end_line ${end} comes before line ${p.line}.`);
  const version = await latestVersion(p, ctx);
  const file = fileOf(version, p.file_path as string, p.merge_request_iid);
  if (typeof file.diff !== "string" || file.diff === "") {
    throw new ParamError(`Cannot ${ACTION}: GitLab did not send the diff of ${file.new_path} (too large or binary).`);
  }
  const lines = diffLines(file.diff);
  const path = String(file.new_path || file.old_path);
  const [first, last] = [pick(lines, side, p.line as number, path), pick(lines, side, end, path)];
  const position: Rec = {
    position_type: "text",
    base_sha: version.base_commit_sha,
    start_sha: version.start_commit_sha,
    head_sha: version.head_commit_sha,
    old_path: file.old_path,
    new_path: file.new_path,
    ...numbers(last),
    ...(end !== p.line && { line_range: { start: await lineRef(path, first), end: await lineRef(path, last) } }),
  };
  const body = withSuggestion(p, end - (p.line as number));
  return { project_id: p.project_id, merge_request_iid: p.merge_request_iid, body, position };
}
