/** Bounds large text (job traces, raw files) to a line window and a byte cap, and says when it cut. */
import type { Action } from "./types.ts";
import type { Rendered } from "./render.ts";

const DEFAULT_LINES = 400;
const MAX_BYTES = 64 * 1024;

/** The structured half of a windowed text result. */
export interface TextWindow {
  content: string;
  total_lines: number;
  start_line: number;
  end_line: number;
  truncated: boolean;
  bytes: number;
}

/** Removes colour codes and runner section markers from a job log. */
export function stripTerminal(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/section_(start|end):\d+:[^\r\n\x1b]*\r?(\x1b\[0K)?/g, "").replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
    .replace(/\r\n/g, "\n");
}

/** Job traces default to their last lines, where failures are; other text to its first. */
export function windowText(action: Action, raw: string, params: Record<string, unknown>): Rendered {
  const text = action.id === "job.trace" ? stripTerminal(raw) : raw;
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const total = lines.length;
  const max = Number(params.max_lines ?? DEFAULT_LINES);
  const tailFirst = action.id === "job.trace";
  const startParam = params.start_line as number | undefined;
  let start = startParam === undefined
    ? (tailFirst ? Math.max(total - max, 0) : 0)
    : startParam < 0
    ? Math.max(total + startParam, 0)
    : Math.max(startParam - 1, 0);
  start = Math.min(start, total);
  let slice = lines.slice(start, start + max).join("\n");
  let bytesCut = false;
  const encoded = new TextEncoder().encode(slice);
  if (encoded.length > MAX_BYTES) {
    slice = new TextDecoder().decode(encoded.slice(0, MAX_BYTES)).replace(/\uFFFD$/, "");
    bytesCut = true;
  }
  const end = start + slice.split("\n").length;
  const truncated = bytesCut || start > 0 || end < total;
  const structured: TextWindow = {
    content: slice,
    total_lines: total,
    start_line: start + 1,
    end_line: end,
    truncated,
    bytes: encoded.length,
  };
  const head = `${action.title}: lines ${start + 1}-${end} of ${total}${
    truncated ? " (truncated; use start_line/max_lines for more)" : ""
  }`;
  return { text: `${head}\n\`\`\`\n${slice}\n\`\`\``, structured: { ...structured } };
}
