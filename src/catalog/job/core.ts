/** CI/CD jobs: listing, logs, artifacts and job control (GitLab Jobs and Job artifacts APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { pipelineId, projectId } from "../fields.ts";
import { JOB_STATUSES, jobId } from "./fields.ts";
import { jobArtifactActions } from "./artifacts.ts";
import { SHAPES } from "../shapes.ts";

const scope = z.union([z.enum(JOB_STATUSES), z.array(z.enum(JOB_STATUSES)).min(1)]).optional().describe(
  'Only jobs with this status, or any of several, e.g. "failed" or ["pending","running"]. All jobs when omitted.',
);

/** Fields shown per job. */
export const JOB_SUMMARY = ["id", "name", "stage", "status", "failure_reason", "ref", "duration", "web_url"];

export const jobParams = z.object({ project_id: projectId, job_id: jobId });

export const jobActions = [
  defineAction({
    id: "job.list",
    title: "List pipeline jobs",
    description:
      "List the jobs of one pipeline (newest first), e.g. to find the failed job and its ID for job.trace. Retried attempts are hidden unless include_retried is true.",
    method: "GET",
    shape: SHAPES.job,
    path: "/projects/{project_id}/pipelines/{pipeline_id}/jobs",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_id: pipelineId,
        scope,
        include_retried: z.boolean().optional().describe(
          "Also list earlier, retried attempts of jobs (default false).",
        ),
      }),
    aliases: ["pipeline jobs", "failed jobs in a pipeline", "stages"],
    examples: [
      "list jobs in pipeline 48211",
      "which job failed in pipeline 7731?",
      "show the jobs and stages of pipeline 30552 in acme/web",
      "which jobs of pipeline 1209 are still running?",
      "which job broke pipeline 5521? list its jobs",
      "list the manual jobs waiting in pipeline 66102",
      "show all attempts, including retried jobs, for pipeline 88410",
      "jobs for pipeline 4410",
      "list the jobs in the test stage of pipeline 2203",
      "list the steps of workflow run 9120 in the api repo",
      "which builds in pipeline 15533 were skipped?",
      "get all job IDs from pipeline 7012 in infra/terraform",
      "every job in pipeline 7788 with its stage and status",
      "jobs belonging to https://gitlab.example.com/acme/web/-/pipelines/9001",
      "pipeline 5120: what jobs does it have?",
    ],
    summary: ["id", "name", "stage", "status", "failure_reason", "web_url"],
  }),
  defineAction({
    id: "job.list_project",
    title: "List project jobs",
    description:
      "List jobs across all pipelines of a project, newest first; filter by status with scope. Use job.list for one pipeline's jobs.",
    method: "GET",
    shape: SHAPES.job,
    path: "/projects/{project_id}/jobs",
    kind: "list",
    params: () => z.object({ project_id: projectId, scope }),
    aliases: ["all jobs", "recent jobs", "project jobs", "jobs across pipelines"],
    examples: [
      "list recent jobs in acme/web",
      "show all failed jobs in backend-api across pipelines",
      "which jobs are pending in infra/terraform right now?",
      "list running jobs for the whole project, any pipeline",
      "show the last 20 jobs in data-etl",
      "any stuck pending or running jobs anywhere in payments?",
      "all canceled jobs in mobile-app this week",
      "list project jobs with status manual in ops/ansible",
      "show me every failed build in the project, not just one pipeline",
      "recent jbos in the docs repo",
      "what CI jobs ran in billing today?",
      "list the project's jobs across all pipelines",
      "show all jobs of the repo from today",
      "list jobs in acme/shop",
      "jobs of gitlab-org/gitlab-runner, newest first",
      "which jobs failed in acme/api today, no matter which pipeline?",
      "jobs in ops/ansible filtered by scope running",
      "project jobs for platform/api",
      "all jobs in the project data-etl, latest first",
      "jobs with scope failed for the ops/ansible project",
    ],
    summary: ["id", "name", "stage", "status", "ref", "web_url"],
  }),
  defineAction({
    id: "job.get",
    title: "Get job",
    description:
      "Get one job by ID: status, stage, failure reason, runner, timings, artifacts list and its pipeline. Use job.trace for its log.",
    method: "GET",
    shape: SHAPES.job,
    path: "/projects/{project_id}/jobs/{job_id}",
    params: () => jobParams,
    aliases: ["job status", "build"],
    examples: [
      "show job 8812",
      "what's the status of job 123 in acme/web?",
      "why did job 55120 fail? just the failure reason, not the log",
      "which runner picked up job 90211?",
      "how long did job 4410 run?",
      "get https://gitlab.example.com/acme/web/-/jobs/77120",
      "which pipeline and commit does job 12009 belong to?",
      "details for build 6621 in infra/terraform",
      "when did job 1402 start and finish?",
      "is job 2291 still running?",
      "what stage is job 5531 in?",
      "show job 70412's status, stage and runner",
      "did job 5566 succeed? details only",
      "get the job metadata of job 3312: duration, user, ref",
      "give me the web_url and failure_reason of job 3391, not its log",
      "job 8080 sat in the queue forever: when was it created vs started?",
    ],
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
    params: () => jobParams,
    aliases: ["job log", "build log", "console output", "why did the job fail", "ci logs"],
    examples: [
      "show the log of job 8812",
      "why did job 123 fail? show me its output",
      "read the build log for job 55120 in acme/web",
      "last 200 lines of job 90211's trace",
      "console output of https://gitlab.example.com/acme/api/-/jobs/4410",
      "what error is at the end of job 3312's log?",
      "get the CI logs for the failed rspec job 12009",
      "tail the log of the running deploy job 6621",
      "show the job trace of job 1402 from the first line",
      "print the stderr output of job 2291",
      "logs for job 5531 plz, the lint step broke",
      "show the jbo log for 7702",
      "tail the last 100 log lines of job 8080",
      "print job 5566's console output",
    ],
  }),
  defineAction({
    id: "job.artifacts",
    title: "Read job artifact file",
    description:
      "Read one file from a job's artifacts archive as text, e.g. a report or coverage summary; give its path inside the archive. Whole archives (zip) are binary and not returned.",
    method: "GET",
    path: "/projects/{project_id}/jobs/{job_id}/artifacts/{+artifact_path}",
    kind: "text",
    params: () =>
      z.object({
        project_id: projectId,
        job_id: jobId,
        artifact_path: z.string().min(1).describe(
          'Path of the file inside the artifacts archive, e.g. "coverage.txt" (as listed under artifacts:paths).',
        ),
      }),
    aliases: ["download artifact", "build output", "report file"],
    examples: [
      "read lcov-summary.txt from job 8812's artifacts",
      "show the file reports/eslint.json in job 55120's artifacts",
      "open build/summary.json from the artifacts of job 123",
      "print dist/version.txt from the artifacts of job 90211",
      "show the contents of the artifact file lint-report.txt from job 4410",
      "show me the gosec report job 3312 produced (security/gosec.txt)",
      "read the artifact out/tfplan.txt of terraform job 12009",
      "get gl-code-quality-report.json from job 6621",
      "cat artifact logs/test.log from job 1402",
      "read the artifact file audit.csv from job 2291",
      "fetch the perf-results.md that job 5531 uploaded as an artifact",
      "what does the file metrics.txt in job 7702's artifacts say?",
      "job 3391 uploaded a coverage summary, paste the text of coverage/summary.txt here",
    ],
  }),
  ...jobArtifactActions,
];
