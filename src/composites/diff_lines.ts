/**
 * The lines of one file's unified diff, numbered the way GitLab numbers them (Gitlab::Diff::Parser): each line
 * keeps the old and new counters at its place, so an added line's `old` is the old line it comes before, and
 * a line's line_code is `<sha1 of the path>_<old>_<new>`.
 */

export type LineType = "added" | "removed" | "context";

export interface DiffLine {
  type: LineType;
  old: number;
  new: number;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/**
 * Every line of the diff's hunks, in order; a "\ No newline" marker, text outside hunks and the empty string after
 * the diff's last newline are skipped (an unchanged empty line is a lone space).
 */
export function diffLines(diff: string): DiffLine[] {
  const out: DiffLine[] = [];
  let old = 0;
  let now = 0;
  let inHunk = false;
  for (const line of diff.split("\n")) {
    const hunk = HUNK.exec(line);
    if (hunk) {
      [old, now, inHunk] = [Number(hunk[1]), Number(hunk[2]), true];
      continue;
    }
    if (!inHunk || line.startsWith("\\")) continue;
    const mark = line[0];
    if (mark === "+") out.push({ type: "added", old, new: now++ });
    else if (mark === "-") out.push({ type: "removed", old: old++, new: now });
    else if (mark === " ") out.push({ type: "context", old: old++, new: now++ });
  }
  return out;
}

/** The line a side's number names: new side, an added or unchanged line; old side, a removed or unchanged one. */
export function lineAt(lines: DiffLine[], side: "new" | "old", n: number): DiffLine | undefined {
  return lines.find((l) => side === "new" ? l.type !== "removed" && l.new === n : l.type !== "added" && l.old === n);
}

/** The numbers on that side the diff does show, nearest to `n` first (at most `max`), as "12 (added)". */
export function nearestLines(lines: DiffLine[], side: "new" | "old", n: number, max = 6): string[] {
  const shown = lines.filter((l) => side === "new" ? l.type !== "removed" : l.type !== "added");
  return shown
    .map((l) => ({ at: side === "new" ? l.new : l.old, type: l.type }))
    .sort((a, b) => Math.abs(a.at - n) - Math.abs(b.at - n) || a.at - b.at)
    .slice(0, max)
    .sort((a, b) => a.at - b.at)
    .map((l) => `${l.at} (${l.type === "context" ? "unchanged" : l.type})`);
}

/** GitLab's line_code: the SHA-1 of the file's path, then the line's old and new numbers. */
export async function lineCode(path: string, line: DiffLine): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(path));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex}_${line.old}_${line.new}`;
}
