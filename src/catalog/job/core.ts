/** CI/CD jobs: listing, logs, artifacts and job control (GitLab Jobs and Job artifacts APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";

const jobId = intId("Job ID: the number in the job's URL (/-/jobs/8 → 8).");
const pipelineId = intId("Pipeline ID: the number in the pipeline's URL (/-/pipelines/287 → 287), not its IID.");

const JOB_STATUSES = [
  "created",
  "pending",
  "running",
  "failed",
  "success",
  "canceled",
  "skipped",
  "waiting_for_resource",
  "manual",
] as const;

const scope = z.union([z.enum(JOB_STATUSES), z.array(z.enum(JOB_STATUSES)).min(1)]).optional().describe(
  'Only jobs with this status, or any of several, e.g. "failed" or ["pending","running"]. All jobs when omitted.',
);

/** Fields shown per job. */
const JOB_SUMMARY = ["id", "name", "stage", "status", "failure_reason", "ref", "duration", "web_url"];

const jobParams = z.object({ project_id: projectId, job_id: jobId });

export const jobActions = [
  defineAction({
    id: "job.list",
    title: "List pipeline jobs",
    description:
      "List the jobs of one pipeline (newest first), e.g. to find the failed job and its ID for job.trace. Retried attempts are hidden unless include_retried is true.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/jobs",
    kind: "list",
    params: z.object({
      project_id: projectId,
      pipeline_id: pipelineId,
      scope,
      include_retried: z.boolean().optional().describe("Also list earlier, retried attempts of jobs (default false)."),
    }),
    aliases: ["pipeline jobs", "builds", "stages", "failed jobs"],
    summary: ["id", "name", "stage", "status", "failure_reason", "web_url"],
  }),
  defineAction({
    id: "job.list_project",
    title: "List project jobs",
    description:
      "List jobs across all pipelines of a project, newest first; filter by status with scope. Use job.list for one pipeline's jobs.",
    method: "GET",
    path: "/projects/{project_id}/jobs",
    kind: "list",
    params: z.object({ project_id: projectId, scope }),
    aliases: ["all jobs", "recent jobs", "builds"],
    summary: ["id", "name", "stage", "status", "ref", "web_url"],
  }),
  defineAction({
    id: "job.get",
    title: "Get job",
    description:
      "Get one job by ID: status, stage, failure reason, runner, timings, artifacts list and its pipeline. Use job.trace for its log.",
    method: "GET",
    path: "/projects/{project_id}/jobs/{job_id}",
    params: jobParams,
    aliases: ["job status", "build"],
    summary: [...JOB_SUMMARY, "started_at", "finished_at", "pipeline"],
  }),
  defineAction({
    id: "job.trace",
    title: "Get job log",
    description:
      "Read a job's log (trace) as text. Shows the last lines by default, where failures are; use start_line/max_lines to page through it.",
    method: "GET",
    path: "/projects/{project_id}/jobs/{job_id}/trace",
    kind: "text",
    log: true,
    params: jobParams,
    aliases: ["job log", "build log", "console output", "why did the job fail", "ci logs"],
  }),
  defineAction({
    id: "job.retry",
    title: "Retry job",
    description:
      "Retry one job; GitLab creates a new job (new ID) and returns it. Use pipeline.retry for all failed jobs.",
    method: "POST",
    path: "/projects/{project_id}/jobs/{job_id}/retry",
    params: jobParams,
    aliases: ["rerun job", "restart job"],
    summary: JOB_SUMMARY,
  }),
  defineAction({
    id: "job.cancel",
    title: "Cancel job",
    description: "Cancel one running or pending job. It can be started again with job.retry.",
    method: "POST",
    path: "/projects/{project_id}/jobs/{job_id}/cancel",
    params: jobParams,
    aliases: ["stop job", "abort job"],
    summary: JOB_SUMMARY,
  }),
  defineAction({
    id: "job.play",
    title: "Run manual job",
    description:
      "Start a manual job (status manual, e.g. a deploy step), optionally with extra CI/CD variables for that run.",
    method: "POST",
    path: "/projects/{project_id}/jobs/{job_id}/play",
    params: z.object({
      project_id: projectId,
      job_id: jobId,
      job_variables_attributes: z.array(z.object({
        key: z.string().min(1).describe("Variable name, e.g. DEPLOY_TARGET."),
        value: z.string().describe("Variable value."),
      })).optional().describe('Variables for this run, e.g. [{"key":"DEPLOY_TARGET","value":"eu-1"}].'),
    }),
    aliases: ["trigger manual job", "start manual action", "deploy"],
    summary: JOB_SUMMARY,
  }),
  defineAction({
    id: "job.erase",
    title: "Erase job",
    description:
      "Erase a finished job's log and artifacts (the job record stays). Cannot be undone; archived jobs cannot be erased.",
    method: "POST",
    path: "/projects/{project_id}/jobs/{job_id}/erase",
    params: jobParams,
    destructive: true,
    aliases: ["delete job log", "remove artifacts", "clear job"],
    summary: JOB_SUMMARY,
  }),
  defineAction({
    id: "job.artifacts",
    title: "Read job artifact file",
    description:
      "Read one file from a job's artifacts archive as text, e.g. a report or coverage summary; give its path inside the archive. Whole archives (zip) are binary and not returned.",
    method: "GET",
    path: "/projects/{project_id}/jobs/{job_id}/artifacts/{+artifact_path}",
    kind: "text",
    params: z.object({
      project_id: projectId,
      job_id: jobId,
      artifact_path: z.string().min(1).describe(
        'Path of the file inside the artifacts archive, e.g. "coverage.txt" (as listed under artifacts:paths).',
      ),
    }),
    aliases: ["download artifact", "build output", "report file"],
  }),
];
