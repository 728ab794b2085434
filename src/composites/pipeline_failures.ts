/**
 * Why a pipeline failed, read in one call: the pipeline (given, or the latest of a ref or merge request), its
 * failed jobs (at most `maxJobs`, one trace read each), the failed test cases, and the commits since the last
 * green pipeline on its ref. Each read is bounded, so the answer stays small however large the logs are.
 */
import type { CallContext } from "../engine/action.ts";
import { encodeSegment } from "../gitlab/query.ts";
import { ParamError } from "../engine/validate.ts";
import { clip } from "../text/bounds.ts";
import { collapseRepeats, failingSection, type LogLine, looksLikeError, parseLog } from "../text/job_log.ts";

type Rec = Record<string, unknown>;
const ACTION = "explain the pipeline's failures";
const TAIL_LINES = 15;
const ERROR_LINES = 12;
const LINE_CHARS = 300;
const MAX_TESTS = 20;
const MAX_COMMITS = 20;

export interface Reads {
  get(path: string, query?: Record<string, string | number | string[]>): Promise<unknown>;
  trace(path: string): Promise<string>;
}

/** GETs for the composite, its errors named for it; traces read from their end, as job.trace reads them. */
export function readsFor(ctx: CallContext): Reads {
  return {
    get: async (path, query) =>
      (await ctx.client.request({ action: ACTION, method: "GET", path, query, signal: ctx.signal })).data,
    trace: async (path) =>
      String(
        (await ctx.client.request({ action: ACTION, method: "GET", path, text: true, tail: true, signal: ctx.signal }))
          .data ?? "",
      ),
  };
}

const projectPath = (p: Rec) => `/projects/${encodeSegment(p.project_id as string | number)}`;

/** The pipeline named, or the latest of the ref or merge request named. */
export async function pipelineOf(p: Rec, reads: Reads): Promise<Rec> {
  const base = projectPath(p);
  if (p.pipeline_id !== undefined) return await reads.get(`${base}/pipelines/${p.pipeline_id}`) as Rec;
  const list = p.merge_request_iid !== undefined
    ? await reads.get(`${base}/merge_requests/${p.merge_request_iid}/pipelines`, { per_page: 1 })
    : await reads.get(`${base}/pipelines`, { ref: String(p.ref), per_page: 1, order_by: "id", sort: "desc" });
  const latest = (list as Rec[])[0];
  if (!latest) throw new ParamError(`Cannot ${ACTION}: no pipeline found for ${describeTarget(p)}.`);
  return await reads.get(`${base}/pipelines/${latest.id}`) as Rec;
}

function describeTarget(p: Rec): string {
  return p.merge_request_iid !== undefined ? `merge request !${p.merge_request_iid}` : `ref "${p.ref}"`;
}

/** The lines that explain a failed job: the end of the section it failed in, and the error-looking lines. */
export function explainingLines(raw: string): { section?: string; tail: string[]; errors: string[] } {
  const lines = collapseRepeats(parseLog(raw)).filter((l) => l.text.trim() !== "");
  const section = failingSection(lines);
  const inSection = section ? lines.filter((l) => l.section === section) : lines;
  const tail = inSection.slice(-TAIL_LINES);
  const shown = new Set(tail.map((l) => l.n));
  const errors = lines.filter((l) => looksLikeError(l.text) && !shown.has(l.n)).slice(-ERROR_LINES);
  const line = (l: LogLine) => `${l.n}: ${clip(l.text, LINE_CHARS)}`;
  return { section, tail: tail.map(line), errors: errors.map(line) };
}

/** One failed job as the answer shows it. */
export async function failedJob(job: Rec, p: Rec, reads: Reads): Promise<Rec> {
  const raw = await reads.trace(`${projectPath(p)}/jobs/${job.id}/trace`);
  const runner = job.runner as Rec | null | undefined;
  return {
    id: job.id,
    name: job.name,
    stage: job.stage,
    failure_reason: job.failure_reason ?? null,
    allow_failure: job.allow_failure === true,
    retried_before: job.retried === true,
    duration_s: typeof job.duration === "number" ? Math.round(job.duration) : null,
    runner: runner ? runner.description ?? runner.id ?? null : null,
    web_url: job.web_url,
    ...explainingLines(raw),
  };
}

/** Failed and errored test cases, with the first lines of each trace; none when the pipeline has no report. */
export async function failedTests(pipelineId: unknown, p: Rec, reads: Reads): Promise<Rec[]> {
  const report = await reads.get(`${projectPath(p)}/pipelines/${pipelineId}/test_report`).catch(() => undefined);
  const suites = ((report as Rec | undefined)?.test_suites ?? []) as Rec[];
  return suites.flatMap((s) =>
    ((s.test_cases ?? []) as Rec[]).filter((c) => c.status === "failed" || c.status === "error").map((c) => ({
      suite: s.name,
      name: c.name,
      classname: c.classname ?? null,
      message: clip(String(c.system_output ?? c.stack_trace ?? "").split("\n").slice(0, 4).join("\n"), 600),
    }))
  ).slice(0, MAX_TESTS);
}

/** Commits between the last successful pipeline on the ref and this one (none when there was no green run). */
export async function sinceGreen(pipeline: Rec, p: Rec, reads: Reads): Promise<Rec> {
  const base = projectPath(p);
  const green = (await reads.get(`${base}/pipelines`, {
    ref: String(pipeline.ref),
    status: "success",
    per_page: 1,
    order_by: "id",
    sort: "desc",
  }) as Rec[])[0];
  if (!green) return { last_green: null, commits: [] };
  const compare = await reads.get(`${base}/repository/compare`, { from: String(green.sha), to: String(pipeline.sha) });
  const commits = ((compare as Rec).commits ?? []) as Rec[];
  return {
    last_green: { id: green.id, sha: green.sha, web_url: green.web_url },
    commits: commits.slice(-MAX_COMMITS).map((c) => ({ short_id: c.short_id, title: c.title, author: c.author_name })),
    more_commits: Math.max(commits.length - MAX_COMMITS, 0),
  };
}
