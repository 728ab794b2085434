/** pipeline.failures as Markdown: one section per failed job, the failed tests, what changed, what to do next. */
import type { Action, CallContext } from "../engine/action.ts";
import { fenced } from "../text/sanitize.ts";

type Rec = Record<string, unknown>;
/** The answer's cap, however large the logs: the text cap every result has. */
export const MAX_TEXT = 64 * 1024;

function jobLines(j: Rec): string[] {
  const facts = [
    `stage ${j.stage}`,
    `failure: ${j.failure_reason ?? "unknown"}`,
    j.allow_failure ? "allowed to fail" : "may not fail",
    ...(j.retried_before ? ["retried before"] : []),
    ...(j.duration_s !== null ? [`${j.duration_s} s`] : []),
    ...(j.runner ? [`runner ${j.runner}`] : []),
  ];
  const tail = j.tail as string[];
  const errors = j.errors as string[];
  return [
    `## Job ${j.name} (#${j.id}): ${facts.join(", ")}`,
    `Last lines${j.section ? ` of section ${j.section}` : ""}:`,
    fenced(tail.join("\n") || "(empty log)"),
    ...(errors.length ? ["Error lines elsewhere in the log:", fenced(errors.join("\n"))] : []),
  ];
}

function testLines(tests: Rec[]): string[] {
  if (!tests.length) return [];
  return [
    `## Failed tests (${tests.length}${tests.length >= 20 ? "+" : ""})`,
    ...tests.map((t) =>
      `- ${t.suite} › ${t.classname ? `${t.classname} › ` : ""}${t.name}: ${String(t.message).split("\n")[0]}`
    ),
  ];
}

function sinceLines(since: Rec): string[] {
  const green = since.last_green as Rec | null;
  if (!green) return ["## Since the last green pipeline", "- no successful pipeline on this ref to compare with"];
  const commits = since.commits as Rec[];
  return [
    `## Since the last green pipeline #${green.id} (${String(green.sha).slice(0, 8)}): ${commits.length} commit(s)`,
    ...commits.map((c) => `- ${c.short_id} ${c.title} (${c.author})`),
    ...(Number(since.more_commits) > 0 ? [`- and ${since.more_commits} earlier`] : []),
  ];
}

function nextSteps(s: Rec, p: Rec, ctx: CallContext, catalog: readonly Action[]): string[] {
  const row = (id: string) => catalog.find((a) => a.id === id);
  const [retry, trace] = [row("job.retry"), row("job.trace")];
  const first = (s.failed_jobs as Rec[])[0];
  if (!first || !retry || !trace) return [];
  const job = { project_id: p.project_id, job_id: first.id };
  return [
    "## Next steps",
    `- retry job ${first.name}: ${ctx.callFor(retry, job)}`,
    `- read its full log around the failure: ${
      ctx.callFor(trace, { ...job, section: first.section ?? "step_script" })
    }`,
  ];
}

export function failuresText(s: Rec, p: Rec, ctx: CallContext, catalog: readonly Action[]): string {
  const pl = s.pipeline as Rec;
  const jobs = s.failed_jobs as Rec[];
  const unread = s.not_read as Rec[];
  const text = [
    `Pipeline #${pl.id} (${pl.status}) on ${pl.ref} at ${String(pl.sha).slice(0, 8)}: ${
      jobs.length + unread.length
    } failed job(s)`,
    ...jobs.flatMap(jobLines),
    ...(unread.length ? [`Not read (raise max_jobs): ${unread.map((j) => `${j.name} (#${j.id})`).join(", ")}`] : []),
    ...testLines(s.failed_tests as Rec[]),
    ...sinceLines(s.since as Rec),
    ...nextSteps(s, p, ctx, catalog),
  ].join("\n");
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n> (cut at ${MAX_TEXT} characters)` : text;
}
