/** A pipeline's full unit test report, and its trigger (bridge) jobs (GitLab Pipelines and Jobs APIs). */
import { JOB_STATUSES } from "../job/fields.ts";
import { pipelineId } from "../fields.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { oneLine } from "../../text/bounds.ts";
import { SHAPES } from "../shapes.ts";

/** Failed cases listed under a report; the rest are counted, so a broken suite cannot flood the result. */
const FAILED_SHOWN = 25;

interface TestCase {
  status?: string;
  name?: string;
  classname?: string;
  file?: string | null;
  system_output?: string | null;
  recent_failures?: { count?: number; base_branch?: string } | null;
}
interface TestSuite {
  name?: string;
  failed_count?: number;
  error_count?: number;
  suite_error?: string | null;
  test_cases?: TestCase[];
}

function caseLine(suite: string, c: TestCase): string {
  const where = [c.classname, c.file].filter(Boolean).join(", ");
  const output = c.system_output ? ` — ${oneLine(c.system_output, 120)}` : "";
  const recent = c.recent_failures?.count
    ? ` (failed ${c.recent_failures.count} times recently on ${c.recent_failures.base_branch})`
    : "";
  return `${c.status} [${suite}] ${oneLine(c.name, 120)}${where ? ` (${where})` : ""}${recent}${output}`;
}

/** Per suite totals, then the failed and errored cases (at most FAILED_SHOWN), each with its first output. */
function testReportNotes(data: unknown): string[] {
  const suites = (data as { test_suites?: TestSuite[] })?.test_suites ?? [];
  const lines = suites.flatMap((s) => s.suite_error ? [`suite ${s.name} could not be read: ${s.suite_error}`] : []);
  const failed = suites.flatMap((s) =>
    (s.test_cases ?? []).filter((c) => c.status === "failed" || c.status === "error").map((c) =>
      caseLine(`${s.name}`, c)
    )
  );
  const more = failed.length - FAILED_SHOWN;
  return [
    ...lines,
    ...failed.slice(0, FAILED_SHOWN),
    ...(more > 0 ? [`${more} more failed cases not shown; see test_suites in the structured result`] : []),
  ];
}

/** Each trigger job's downstream pipeline, which a row's flat fields cannot show. */
function downstreamLines(data: unknown): string[] {
  const bridges = Array.isArray(data) ? (data as Array<Record<string, unknown>>) : [];
  return bridges.slice(0, 100).map((b) => {
    const d = b.downstream_pipeline as { id?: number; status?: string; web_url?: string } | null | undefined;
    return d ? `${b.name} → pipeline ${d.id} [${d.status}] ${d.web_url}` : `${b.name} → no downstream pipeline yet`;
  });
}

export const pipelineTestReportActions = [
  defineAction({
    id: "pipeline.test_report",
    title: "Get pipeline test report",
    description:
      "Get a pipeline's full unit test report from its JUnit artifacts: totals, each suite, and every test case; the failed and errored cases are listed with their class, file and output. Use pipeline.test_report_summary for the counts only.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/test_report",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["failed tests", "which tests failed", "junit report", "test cases", "flaky tests"],
    examples: [
      "which tests failed in pipeline 48211?",
      "show the failing test cases of pipeline 7731 with their errors",
      "full junit report for pipeline 30552",
      "list the failed specs in pipeline 1209 in acme/web, with stack output",
      "what broke in the test stage of pipeline 5521? names of the failing tests please",
      "give me every test case and its status from pipeline 66102",
      "which rspec examples errored in pipeline 88410?",
      "names of failed tests in CI run 4410",
      "show test failures for pipeline 2203",
      "why is pipeline 9120 red? list the failed test cases",
      "which test files have failures in pipeline 15533?",
      "test report with details (not just totals) for pipeline 9001",
      "did the flaky checkout_spec fail again in pipeline 6120?",
      "list each failing test case with its error message in pipeline 3391",
      "stack traces of the failed tests in pipeline 5120",
      "list every failing test by name with its error output for pipeline 70021",
      "which specific test cases failed in pipeline 55190? give me class and file of each",
      "the PR checks say 3 tests are failing in pipeline 31877, which ones exactly and why?",
      "is spec/models/user_spec.rb among the failed test cases of pipeline 6402?",
      "dump the failed junit cases (name, file, system output) of pipeline 8124 in zinc/runbooks",
    ],
    summary: ["total_count", "success_count", "failed_count", "skipped_count", "error_count", "total_time"],
    notes: testReportNotes,
  }),
  defineAction({
    id: "pipeline.bridges",
    title: "List pipeline trigger jobs",
    description:
      "List a pipeline's trigger (bridge) jobs, the ones that start child or multi-project downstream pipelines, with each downstream pipeline's ID and status. Use job.list for ordinary jobs.",
    method: "GET",
    shape: SHAPES.job,
    path: "/projects/{project_id}/pipelines/{pipeline_id}/bridges",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_id: pipelineId,
        scope: z.union([z.enum(JOB_STATUSES), z.array(z.enum(JOB_STATUSES)).min(1)]).optional().describe(
          'Only trigger jobs with this status, or any of several, e.g. "failed" or ["pending","running"].',
        ),
      }),
    aliases: ["trigger jobs", "bridge jobs", "downstream pipelines", "child pipelines", "multi-project pipelines"],
    examples: [
      "list the trigger jobs of pipeline 48211",
      "which downstream pipelines did pipeline 7731 start?",
      "show the child pipelines of pipeline 30552 and their status",
      "did the multi-project trigger in pipeline 1209 fail?",
      "bridge jobs in pipeline 5521 in acme/web",
      "what's the ID of the downstream deploy pipeline triggered by pipeline 66102?",
      "list failed trigger jobs in pipeline 88410",
      "which child pipeline is still running in pipeline 4410?",
      "show downstrem pipelines for pipeline 2203",
      "pipeline 9120 triggered the infra/terraform pipeline, which one?",
      "list the bridges of pipeline 15533",
      "parent pipeline 9001: show its trigger jobs, not the normal jobs",
      "which child pipelines did pipeline 5120 spawn?",
      "pipeline 70021 has trigger: jobs, list them with the downstream pipeline each one started",
      "which bridge job in pipeline 55190 kicked off the deploy child pipeline, and is that child green?",
      "multi-project links of pipeline 31877 in kestrel/api: trigger jobs and downstream pipeline ids",
      "ls bridges pipeline 6402",
      "hey, our monorepo pipeline 88123 fans out to a child pipeline per service, which of those downstreams failed?",
      "trigger jobs for pipline 4471 pls",
    ],
    summary: ["id", "name", "stage", "status", "web_url"],
    notes: downstreamLines,
  }),
];
