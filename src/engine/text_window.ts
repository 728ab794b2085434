/** Bounds large text (job traces, raw files) to a line window and a byte cap, and says when it cut. */
import type { BodyCut } from "../gitlab/body_reader.ts";
import type { Action } from "./action.ts";
import type { Rendered } from "./rendered.ts";
import { fenced } from "../text/sanitize.ts";
import { TEXT_SHOWN_BYTES } from "../text/bounds.ts";

const DEFAULT_LINES = 400;

/** The structured half of a windowed text result. */
export interface TextWindow {
  content: string;
  total_lines: number;
  start_line: number;
  end_line: number;
  truncated: boolean;
  bytes: number;
  /** Set when GitLab sent more than the server reads: which end was kept. */
  read?: { kept: "head" | "tail"; limit_bytes: number; total_bytes: number | null };
}

/** A job log is read from its end, where failures are, unless a start_line from the top is asked for. */
export function readsFromEnd(action: Action, params: Record<string, unknown>): boolean {
  const start = params.start_line;
  return action.log && params.head === undefined && !(typeof start === "number" && start > 0);
}

/** Says what part of a body too long to read whole was read, and how to reach the rest. */
function cutNote(cut: BodyCut, lines: number, log: boolean): string {
  const mib = `${Math.round(cut.limit / (1024 * 1024))} MiB`;
  const size = cut.total === null ? "" : ` of ${cut.total} bytes`;
  if (cut.kept === "tail") {
    return `> Only the last ${mib}${size} was read; line numbers count from there. Send start_line=1 (and up) to read from the start.`;
  }
  const rest = log
    ? "leave start_line out (or send it negative) to read the log's end"
    : "the rest is out of reach here";
  return `> Only the first ${mib}${size} was read (${lines} lines); ${rest}.`;
}

/** Removes colour codes and runner section markers from a job log. */
export function stripTerminal(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/section_(start|end):\d+:[^\r\n\x1b]*\r?(\x1b\[0K)?/g, "").replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
    .replace(/\r\n/g, "\n");
}

/**
 * Job traces default to their last lines, where failures are; other text to its first. `text` comes
 * cleaned (render.ts); it is shown in a fence it cannot close.
 */
export function windowText(action: Action, text: string, params: Record<string, unknown>, cut?: BodyCut): Rendered {
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const total = lines.length;
  const { head: first, tail: last } = params as { head?: number; tail?: number };
  const max = Number(first ?? last ?? params.max_lines ?? DEFAULT_LINES);
  const tailFirst = action.log;
  // head and tail are windows of their own: the first or last N lines of what was read (or of a log view).
  const startParam = first !== undefined ? 1 : last !== undefined ? -last : params.start_line as number | undefined;
  let start = startParam === undefined
    ? (tailFirst ? Math.max(total - max, 0) : 0)
    : startParam < 0
    ? Math.max(total + startParam, 0)
    : Math.max(startParam - 1, 0);
  start = Math.min(start, total);
  let slice = lines.slice(start, start + max).join("\n");
  let bytesCut = false;
  const encoded = new TextEncoder().encode(slice);
  if (encoded.length > TEXT_SHOWN_BYTES) {
    slice = new TextDecoder().decode(encoded.slice(0, TEXT_SHOWN_BYTES)).replace(/\uFFFD$/, "");
    bytesCut = true;
  }
  const end = start + slice.split("\n").length;
  const truncated = bytesCut || start > 0 || end < total || cut !== undefined;
  const structured: TextWindow = {
    content: slice,
    total_lines: total,
    start_line: start + 1,
    end_line: end,
    truncated,
    bytes: encoded.length,
    ...(cut && { read: { kept: cut.kept, limit_bytes: cut.limit, total_bytes: cut.total } }),
  };
  const head = `${action.title}: lines ${start + 1}-${end} of ${total}${
    truncated ? " (truncated; use start_line/max_lines for more)" : ""
  }`;
  const note = cut ? `\n${cutNote(cut, total, action.log)}` : "";
  return { text: `${head}\n${fenced(slice)}${note}`, structured: { ...structured }, raw: { ...structured } };
}
