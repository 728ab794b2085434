/**
 * job.trace's views of a log: one section, the error lines, the lines holding a text, the first or last N lines;
 * each view shows GitLab's line numbers, so start_line can page to the context around a line found.
 */
import { collapseRepeats, type LogLine, looksLikeError, parseLog } from "../text/job_log.ts";
import { ParamError } from "./validate.ts";

const FILTERS = ["section", "errors_only", "grep"];

/** Whether the call asks for a view rather than the log as it is. */
export function wantsLogView(params: Record<string, unknown>): boolean {
  return FILTERS.some((k) => params[k] !== undefined && params[k] !== false);
}

/** Error lines and the line after each, in order, without duplicates. */
function withContext(lines: LogLine[]): LogLine[] {
  const keep = new Set<number>();
  lines.forEach((l, i) => {
    if (looksLikeError(l.text)) [i, i + 1].forEach((j) => j < lines.length && keep.add(j));
  });
  return lines.filter((_, i) => keep.has(i));
}

function inSection(lines: LogLine[], name: string): LogLine[] {
  const found = lines.filter((l) => l.section === name);
  if (found.length) return found;
  const names = [...new Set(lines.flatMap((l) => l.section ? [l.section] : []))];
  throw new ParamError(
    `Cannot read section "${name}": the log has ${
      names.length ? `only ${names.slice(0, 20).join(", ")}` : "no sections"
    }.`,
  );
}

/** The view's text, one line each prefixed with its line number in GitLab's log. */
export function logView(raw: string, params: Record<string, unknown>): string {
  let lines = parseLog(raw);
  if (typeof params.section === "string") lines = inSection(lines, params.section);
  if (params.errors_only === true) lines = withContext(lines);
  if (typeof params.grep === "string") {
    const needle = params.grep.toLowerCase();
    lines = lines.filter((l) => l.text.toLowerCase().includes(needle));
  }
  if (!lines.length) return "(no line of the log matched this view)";
  return collapseRepeats(lines).map((l) => `${l.n}: ${l.text}`).join("\n");
}
