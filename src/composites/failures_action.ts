/** The row of pipeline.failures: why a pipeline failed, in one bounded answer (pipeline_failures.ts reads it). */
import { z } from "zod";
import { type Action, type CallContext, defineLocalAction } from "../engine/action.ts";
import { projectId } from "../catalog/fields.ts";
import type { Rendered } from "../engine/rendered.ts";
import { fail, ok } from "../engine/results.ts";
import { encodeSegment } from "../gitlab/query.ts";
import { failuresText } from "./failures_text.ts";
import { failedJob, failedTests, pipelineOf, readsFor, sinceGreen } from "./pipeline_failures.ts";

/** Traces read per call at most: one per failed job, the jobs that may not fail first. */
export const MAX_JOBS = 10;

const params = z.object({
  project_id: projectId,
  pipeline_id: z.number().int().positive().optional().describe("The pipeline; or give ref or merge_request_iid."),
  ref: z.string().min(1).max(255).optional().describe("A branch or tag: its latest pipeline."),
  merge_request_iid: z.number().int().positive().optional().describe("A merge request: its latest pipeline."),
  max_jobs: z.number().int().min(1).max(MAX_JOBS).optional().describe(
    `Failed jobs to read the log of (default 5, at most ${MAX_JOBS}); the rest are listed by name.`,
  ),
});

type Rec = Record<string, unknown>;

async function explain(p: Rec, ctx: CallContext, catalog: readonly Action[]): Promise<Rendered> {
  const reads = readsFor(ctx);
  const pipeline = await pipelineOf(p, reads);
  const base = `/projects/${encodeSegment(p.project_id as string | number)}/pipelines/${pipeline.id}/jobs`;
  const failed = (await reads.get(base, { scope: ["failed"], per_page: 100 }) as Rec[])
    .sort((a, b) => Number(a.allow_failure === true) - Number(b.allow_failure === true));
  const limit = Number(p.max_jobs ?? 5);
  const jobs = [];
  for (const job of failed.slice(0, limit)) jobs.push(await failedJob(job, p, reads));
  const tests = await failedTests(pipeline.id, p, reads);
  const since = await sinceGreen(pipeline, p, reads);
  const unread = failed.slice(limit).map((j) => ({ id: j.id, name: j.name, stage: j.stage }));
  const structured = { pipeline: brief(pipeline), failed_jobs: jobs, not_read: unread, failed_tests: tests, since };
  return { text: failuresText(structured, p, ctx, catalog), structured, raw: structured };
}

function brief(p: Rec): Rec {
  return { id: p.id, status: p.status, ref: p.ref, sha: p.sha, source: p.source ?? null, web_url: p.web_url };
}

function targetProblem(p: Rec): string | undefined {
  const given = ["pipeline_id", "ref", "merge_request_iid"].filter((k) => p[k] !== undefined);
  return given.length === 1 ? undefined : "send exactly one of pipeline_id, ref or merge_request_iid";
}

export function failuresAction(catalog: readonly Action[]): Action {
  return defineLocalAction({
    id: "pipeline.failures",
    title: "Explain pipeline failures",
    description:
      "Why a pipeline failed, in one call: each failed job (stage, failure reason, allowed to fail, retried, duration, runner) with the lines that explain it (the end of the section it failed in and the error lines, cleaned), the failed test cases, the commits since the last green pipeline on the ref, and the calls to retry or read more. Give pipeline_id, or a ref or merge_request_iid for its latest pipeline.",
    params,
    readOnly: true,
    aliases: ["why did the pipeline fail", "ci failure", "broken build", "red pipeline", "failed jobs"],
    examples: [
      "why did pipeline 4521 fail in acme/web?",
      "the build on main is red, what broke?",
      "explain why the CI failed on !318",
      "what's failing in the latest pipeline of feature/login?",
      "summarize the failed jobs and tests of pipeline 88120",
      "why is my MR 42's pipeline failing in platform/api?",
      "which tests failed in the last pipeline on develop, and what changed since it was green?",
      "CI is broken on release/2.3, give me the errors",
      "diagnose pipeline 1203's failure",
      "what made the nightly pipeline 9911 fail?",
      "pipeline failed, show me the error lines of each failed job",
      "why did the latest pipeline of main in data/etl fail after being green yesterday?",
    ],
    run: async (p, ctx) => {
      const problem = targetProblem(p);
      if (problem) return fail(`Cannot run "pipeline.failures": ${problem}.`);
      return ok(await explain(p, ctx, catalog));
    },
  });
}
