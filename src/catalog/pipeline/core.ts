/** CI/CD pipelines and pipeline schedules (GitLab Pipelines and Pipeline schedules APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, isoTime, optional, projectId } from "../fields.ts";

const pipelineId = intId("Pipeline ID: the number in the pipeline's URL (/-/pipelines/287 → 287), not its IID.");
const scheduleId = intId("Pipeline schedule ID, as returned by pipeline.schedule_list.");

const PIPELINE_STATUSES = [
  "created",
  "waiting_for_resource",
  "preparing",
  "pending",
  "running",
  "success",
  "failed",
  "canceled",
  "skipped",
  "manual",
  "scheduled",
] as const;

/** Fields shown for one pipeline. */
const PIPELINE_SUMMARY = ["id", "iid", "status", "ref", "sha", "source", "duration", "created_at", "web_url"];

const ciVariable = z.object({
  key: z.string().min(1).describe("Variable name, e.g. DEPLOY_ENV."),
  value: z.string().describe("Variable value."),
  variable_type: z.enum(["env_var", "file"]).optional().describe(
    'How the job receives it: "env_var" (default) or "file" (value written to a temp file, path in the variable).',
  ),
});

/** Renders pipeline variables as KEY=value lines (the endpoint returns an unpaginated array). */
function variableLines(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  if (!data.length) return ["No variables were passed to this pipeline."];
  return data.map((v: Record<string, unknown>) =>
    `${v.key}=${v.value}${v.variable_type && v.variable_type !== "env_var" ? ` (${v.variable_type})` : ""}`
  );
}

export const pipelineActions = [
  defineAction({
    id: "pipeline.list",
    title: "List pipelines",
    description:
      "List a project's CI/CD pipelines, newest first; filter by status, ref, sha, source, triggering user or update time. Child pipelines are only listed with source=parent_pipeline.",
    method: "GET",
    path: "/projects/{project_id}/pipelines",
    kind: "list",
    params: z.object({
      project_id: projectId,
      status: z.enum(PIPELINE_STATUSES).optional().describe("Only pipelines with this status, e.g. failed or running."),
      scope: z.enum(["running", "pending", "finished", "branches", "tags"]).optional().describe(
        "Coarse filter: running, pending, finished, or only branch / tag pipelines.",
      ),
      ref: z.string().min(1).optional().describe("Only pipelines for this branch or tag name."),
      sha: z.string().min(1).optional().describe("Only pipelines for this commit SHA."),
      source: z.string().min(1).optional().describe(
        "Only pipelines started this way: push, web, trigger, schedule, api, merge_request_event, pipeline, parent_pipeline…",
      ),
      name: z.string().min(1).optional().describe("Only pipelines with this pipeline name."),
      username: z.string().min(1).optional().describe("Only pipelines triggered by this username."),
      updated_after: optional(isoTime("Only pipelines updated after this time")),
      updated_before: optional(isoTime("Only pipelines updated before this time")),
      order_by: z.enum(["id", "status", "ref", "updated_at", "user_id"]).optional().describe(
        "Sort field (default id).",
      ),
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc)."),
    }),
    aliases: ["ci runs", "builds", "ci/cd pipelines", "pipeline status"],
    summary: ["id", "status", "ref", "sha", "source", "created_at", "web_url"],
  }),
  defineAction({
    id: "pipeline.get",
    title: "Get pipeline",
    description:
      "Get one pipeline by its ID: status, ref, commit, who triggered it, timings and coverage. Works for child pipelines too.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["pipeline status", "ci run"],
    summary: [...PIPELINE_SUMMARY, "finished_at", "coverage", "yaml_errors"],
  }),
  defineAction({
    id: "pipeline.latest",
    title: "Get latest pipeline",
    description:
      "Get the latest pipeline for the most recent commit on a branch or tag (default branch when ref is omitted). GitLab answers 403 when that commit has no pipeline.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/latest",
    params: z.object({
      project_id: projectId,
      ref: z.string().min(1).optional().describe("Branch or tag to check; defaults to the default branch."),
    }),
    aliases: ["last pipeline", "current pipeline status", "is main green"],
    summary: [...PIPELINE_SUMMARY, "finished_at", "coverage"],
  }),
  defineAction({
    id: "pipeline.create",
    title: "Run pipeline",
    description:
      "Start a new pipeline on a branch or tag, optionally with CI/CD variables or pipeline inputs. For merge request pipelines use the merge request actions instead.",
    method: "POST",
    path: "/projects/{project_id}/pipeline",
    params: z.object({
      project_id: projectId,
      ref: z.string().min(1).describe('Branch or tag to run the pipeline on, e.g. "main" (not a commit SHA).'),
      variables: z.array(ciVariable).optional().describe(
        'CI/CD variables for this run, e.g. [{"key":"DEPLOY_ENV","value":"staging"}].',
      ),
      inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional()
        .describe('Pipeline inputs (spec:inputs) as name → value, e.g. {"environment":"staging"}. GitLab 17.10+.'),
    }),
    aliases: ["trigger pipeline", "run ci", "start pipeline", "new pipeline"],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.retry",
    title: "Retry pipeline",
    description:
      "Retry the failed or canceled jobs of a pipeline (no effect when none failed). To retry one job use job.retry.",
    method: "POST",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/retry",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["rerun pipeline", "restart failed jobs"],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.cancel",
    title: "Cancel pipeline",
    description:
      "Cancel all running and pending jobs of a pipeline. GitLab answers 200 whatever the pipeline's state; retry it later with pipeline.retry.",
    method: "POST",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/cancel",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    idempotent: true,
    aliases: ["stop pipeline", "abort pipeline"],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.delete",
    title: "Delete pipeline",
    description:
      "Delete a pipeline with its jobs, logs and artifacts. Cannot be undone; child pipelines are not deleted.",
    method: "DELETE",
    path: "/projects/{project_id}/pipelines/{pipeline_id}",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    destructive: true,
    aliases: ["remove pipeline"],
  }),
  defineAction({
    id: "pipeline.variables",
    title: "Get pipeline variables",
    description:
      "List the variables a pipeline was started with (those passed when it was run or triggered), not the project's CI/CD settings variables.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/variables",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["pipeline parameters", "run variables"],
    notes: variableLines,
  }),
  defineAction({
    id: "pipeline.test_report_summary",
    title: "Get pipeline test summary",
    description:
      "Get a pipeline's unit test report totals (passed, failed, skipped, errors) per test suite, from its JUnit artifacts.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/test_report_summary",
    params: z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["test results", "junit report", "failed tests"],
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
    params: z.object({
      project_id: projectId,
      scope: z.enum(["active", "inactive"]).optional().describe("Only active or only inactive schedules."),
    }),
    aliases: ["scheduled pipelines", "cron jobs", "nightly builds"],
    summary: ["id", "description", "ref", "cron", "cron_timezone", "next_run_at", "active"],
  }),
  defineAction({
    id: "pipeline.schedule_get",
    title: "Get pipeline schedule",
    description: "Get one pipeline schedule with its cron, owner, variables and last pipeline.",
    method: "GET",
    path: "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}",
    params: z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    aliases: ["scheduled pipeline", "cron schedule"],
    summary: ["id", "description", "ref", "cron", "cron_timezone", "next_run_at", "active", "last_pipeline"],
  }),
  defineAction({
    id: "pipeline.schedule_run",
    title: "Run pipeline schedule now",
    description:
      "Start a pipeline from a schedule immediately, with the schedule's ref and variables. The next scheduled run is not affected.",
    method: "POST",
    path: "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}/play",
    params: z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    aliases: ["play schedule", "trigger scheduled pipeline"],
  }),
];
