/** Pipeline test reports, and pipeline schedules: list, get and run one now. */
import { pipelineId } from "../fields.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";

export const scheduleId = intId("Pipeline schedule ID, as returned by pipeline.schedule_list.");

export const pipelineReportAndScheduleActions = [
  defineAction({
    id: "pipeline.test_report_summary",
    title: "Get pipeline test summary",
    description:
      "Get a pipeline's unit test report totals (passed, failed, skipped, errors) per test suite, from its JUnit artifacts.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/test_report_summary",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["test results", "test summary", "test counts", "junit totals"],
    examples: [
      "how many tests failed in pipeline 48211?",
      "test summary for pipeline 7731",
      "show the junit results of pipeline 30552",
      "which test suites failed in pipeline 1209?",
      "pass/fail/skip counts for pipeline 5521 in acme/web",
      "did all unit tests pass in pipeline 66102?",
      "give me the test report totals for CI run 88410",
      "how many tests were skipped in pipeline 4410?",
      "test resutls for pipeline 2203",
      "show the rspec suite totals from pipeline 9120",
      "were there test errors in pipeline 15533, or just failures?",
      "junit totals for pipeline 9001",
      "test report summary of pipeline 6120",
      "passed/failed/skipped test counts for pipeline 7788",
      "counts only: how many tests passed and failed in pipeline 3391?",
      "per-suite overview of test results in pipeline 5120, no individual cases",
    ],
    summary: ["total"],
    notes: (data) => {
      const suites = (data as { test_suites?: Array<Record<string, unknown>> })?.test_suites ?? [];
      return suites.map((s) =>
        `${s.name}: ${s.success_count} passed, ${s.failed_count} failed, ${s.skipped_count} skipped, ${s.error_count} errors`
      );
    },
  }),
  defineAction({
    id: "pipeline.schedule_list",
    title: "List pipeline schedules",
    description: "List a project's pipeline schedules (cron-triggered pipelines) with their ref, cron and next run.",
    method: "GET",
    path: "/projects/{project_id}/pipeline_schedules",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        scope: z.enum(["active", "inactive"]).optional().describe("Only active or only inactive schedules."),
      }),
    aliases: ["scheduled pipelines", "cron jobs", "nightly builds"],
    examples: [
      "list pipeline schedules in acme/web",
      "what cron jobs are set up for data-etl?",
      "show all the nightly build schedules for backend-api",
      "which scheduled pipelines are inactive in infra/terraform?",
      "list all active pipeline schedules in acme/sdk",
      "do we have any scheduled CI on the release branch?",
      "show the cron schedules configured for the mobile-app repo",
      "list sheduled pipelines in ops/ansible",
      "what scheduled workflows (on: schedule) does the docs repo have?",
      "is there a schedule somewhere that runs the weekly dependency scan? list them",
      "which pipeline schedules exist in data/etl?",
      "every scheduled pipeline in the project, with their crons",
      "how many pipeline schedules does payments have and who owns them?",
      "show pipeline schedules of acme/web, active and inactive",
      "list every cron schedule in ops/ansible with its next run time",
    ],
    summary: ["id", "description", "ref", "cron", "cron_timezone", "next_run_at", "active"],
  }),
  defineAction({
    id: "pipeline.schedule_get",
    title: "Get pipeline schedule",
    description: "Get one pipeline schedule with its cron, owner, variables and last pipeline.",
    method: "GET",
    path: "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}",
    params: () => z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    aliases: ["scheduled pipeline", "cron schedule"],
    examples: [
      "show pipeline schedule 12 in acme/web",
      "details of schedule 7: cron, timezone and owner",
      "who owns pipeline schedule 31 in data-etl?",
      "which variables are defined on pipeline schedule 4?",
      "get the nightly schedule (id 3) for backend-api",
      "what's the cron expression of schedule 27?",
      "is pipeline schedule 15 active?",
      "when is the next_run_at of schedule 8 in infra/terraform?",
      "show schedule 22 in payments",
      "which branch is cron schedule 11 configured for?",
      "show the settings of pipeline schedule 14",
      "look up one pipeline schedule by id, 33",
      "what timezone does schedule 16 use?",
      "get the schedule https://gitlab.example.com/acme/web/-/pipeline_schedules/41/edit",
      "show me the details of cron schedule 5 in data-etl",
      "schedule 29: what ref and cron does it have?",
      "get schedule 44's owner, cron and whether it's active",
      "describe nightly schedule 2 in backend-api, its settings only",
      "what does schedule 21 look like: cron, ref, timezone, owner?",
    ],
    summary: ["id", "description", "ref", "cron", "cron_timezone", "next_run_at", "active", "last_pipeline"],
  }),
  defineAction({
    id: "pipeline.schedule_run",
    title: "Run pipeline schedule now",
    description:
      "Start a pipeline from a schedule immediately, with the schedule's ref and variables. The next scheduled run is not affected.",
    method: "POST",
    path: "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}/play",
    params: () => z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    aliases: ["play schedule", "trigger scheduled pipeline"],
    examples: [
      "run pipeline schedule 12 now",
      "trigger the nightly schedule 3 immediately",
      "play schedule 7 in data-etl",
      "kick off the weekly cron job (schedule 19) now instead of waiting for Sunday",
      "run scheduled pipeline 31 right away with its usual variables",
      "can you fire off schedule 4 manually, once, without touching its cron?",
      "trigger the nightly build now for backend-api, schedule id 8",
      "execute pipeline schedule 27 once, right now",
      "start the schedule 15 pipeline now",
      "run the cron schedule 22 in infra/terraform immediately",
      "manually run the scheduled workflow 11 in the docs repo",
      "hit the play button on pipeline schedule 33",
      "trigger schedule 9 immediately, out of its cron",
      "trigger pipeline schedule 5 right away, don't wait for the cron",
    ],
  }),
];
