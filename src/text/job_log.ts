/**
 * A CI job log as a person reads it: GitLab's collapsible-section markers turned into a section name per line,
 * progress lines rewritten with `\r` reduced to what the terminal finally showed, colours removed, runs of the
 * same line collapsed, and the lines that look like errors found.
 */

export interface LogLine {
  /** 1-based line number in the log as GitLab sent it. */
  n: number;
  text: string;
  /** The innermost section the line is in (`step_script`, `prepare_executor`, …), if any. */
  section?: string;
}

// deno-lint-ignore no-control-regex
const MARKER = /(?:\x1b\[0K)?section_(start|end):\d+:([A-Za-z0-9_.-]+)(?:\[[^\]\r\n]*\])?\r?(?:\x1b\[0K)?/g;
// deno-lint-ignore no-control-regex
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;

/** What a terminal would show of one raw line: the text after its last carriage return, without colours. */
function shown(raw: string): string {
  const parts = raw.replace(/\r+$/, "").split("\r");
  return (parts.at(-1) ?? "").replace(ANSI, "");
}

/**
 * The end of a section whose start was not read (a log read from its end): the lines before it that have no
 * section were in it.
 */
function claimBack(out: LogLine[], name: string): void {
  for (let i = out.length - 1; i >= 0 && out[i]!.section === undefined; i--) out[i]!.section = name;
}

/** The log's lines with their sections; markers themselves are not lines of their own. */
export function parseLog(raw: string): LogLine[] {
  const stack: string[] = [];
  const out: LogLine[] = [];
  raw.split("\n").forEach((line, i) => {
    let opened: string | undefined;
    const rest = line.replace(MARKER, (_, kind: string, name: string) => {
      if (kind === "start") stack.push(opened = name);
      else if (stack.includes(name)) stack.splice(stack.lastIndexOf(name));
      else claimBack(out, name);
      return "";
    });
    const text = shown(rest);
    // A section's header line belongs to it; an end marker alone leaves nothing to show.
    if (text === "" && rest.trim() === "" && line !== "") return;
    out.push({ n: i + 1, text, section: opened ?? stack.at(-1) });
  });
  if (out.at(-1)?.text === "" && raw.endsWith("\n")) out.pop();
  return out;
}

/** Runs of the same text become their first line with "(repeated N times)". */
export function collapseRepeats(lines: LogLine[]): LogLine[] {
  const firsts: LogLine[] = [];
  const times: number[] = [];
  for (const line of lines) {
    if (firsts.at(-1)?.text === line.text) times[times.length - 1]!++;
    else firsts.push(line), times.push(1);
  }
  return firsts.map((l, i) => times[i]! > 1 ? { ...l, text: `${l.text} (repeated ${times[i]} times)` } : l);
}

const ERROR =
  /\b(error|errors|failed|failure|fatal|exception|traceback|panic|assertion|segmentation fault|denied|not found|cannot|offen[cs]es?|unable to|undefined reference|exit (code|status) [1-9]\d*)\b|ERR!|✗|✖/i;
/** GitLab's own closing lines, which say a job failed but not why. */
const RUNNER_VERDICT = /^(ERROR: Job failed|Cleaning up project directory|Uploading artifacts)/;

/** Whether a line reads like an error (and is not the runner's closing verdict). */
export function looksLikeError(text: string): boolean {
  return ERROR.test(text) && !RUNNER_VERDICT.test(text);
}

/** What the runner does after the script, whatever its outcome: never where a job failed. */
const HOUSEKEEPING = /^(cleanup_|upload_artifacts|archive_cache|download_artifacts_on_failure)/;

/**
 * The section the job failed in: the one holding the last error-looking line, else the last section (before the
 * runner's verdict) that is not the runner's housekeeping.
 */
export function failingSection(lines: LogLine[]): string | undefined {
  const verdict = lines.findLastIndex((l) => RUNNER_VERDICT.test(l.text) && l.text.startsWith("ERROR"));
  const before = (verdict < 0 ? lines : lines.slice(0, verdict)).filter((l) =>
    l.section !== undefined && !HOUSEKEEPING.test(l.section) && l.text.trim() !== ""
  );
  return (before.findLast((l) => looksLikeError(l.text)) ?? before.at(-1))?.section;
}
