/**
 * The two sources a GitLab fixture (fixtures/gitlab/<domain>/<action>.json) may name, and the check
 * tests/catalog/invariants_test.ts applies. One module, so the recorder writes exactly what the check accepts:
 * - hand-written: cites the GitLab docs page it follows and does not claim to be recorded;
 * - recorded: the host and ISO date of a real answer, written only by scripts/record_fixtures.ts.
 */

const RECORDER = "scripts/record_fixtures.ts";
const RECORDED = /^Recorded from ([a-z0-9.-]+(?::\d{1,5})?) on (\d{4}-\d{2}-\d{2}) by scripts\/record_fixtures\.ts$/;
const DOCS_PAGE = /\bGitLab\b.*\bdocs\b.*\(https:\/\/docs\.gitlab\.com\/[^\s)]+\)/i;

/** The source scripts/record_fixtures.ts writes for an answer it got from `host` at `when`. */
export function recordedSource(host: string, when: Date): string {
  return `Recorded from ${host.toLowerCase()} on ${when.toISOString().slice(0, 10)} by ${RECORDER}`;
}

function isIsoDate(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** Why a fixture's source is neither legal shape, or undefined when it is one of them. */
export function provenanceProblem(source: unknown): string | undefined {
  if (typeof source !== "string" || source.trim() === "") return "it names no source";
  const recorded = RECORDED.exec(source);
  if (recorded) return isIsoDate(recorded[2]!) ? undefined : `"${recorded[2]}" is not a calendar date`;
  if (!DOCS_PAGE.test(source)) {
    return "a hand-written source must cite the GitLab docs page (https://docs.gitlab.com/…)";
  }
  if (/\brecorded\b/i.test(source.replace(/not recorded/gi, ""))) {
    return `a hand-written source must not claim to be recorded (only ${RECORDER} writes "Recorded from <host> on <date>")`;
  }
  return undefined;
}
