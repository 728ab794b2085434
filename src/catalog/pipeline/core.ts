/** CI/CD pipelines and pipeline schedules (GitLab Pipelines and Pipeline schedules APIs). */
import { pipelineId } from "../fields.ts";
import { pipelineReportAndScheduleActions } from "./reports_and_schedules.ts";
import { pipelineTestReportActions } from "./test_report.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, optional, projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

export const PIPELINE_STATUSES = [
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
export const PIPELINE_SUMMARY = ["id", "iid", "status", "ref", "sha", "source", "duration", "created_at", "web_url"];

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
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipelines",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        status: z.enum(PIPELINE_STATUSES).optional().describe(
          "Only pipelines with this status, e.g. failed or running.",
        ),
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
    examples: [
      "list pipelines in acme/web",
      "show the last 10 failed pipelines for backend-api",
      "are any pipelines running right now in platform/infra?",
      "which pipelines ran on the release/2.3 branch yesterday?",
      "list the pipelines jdoe started this week",
      "list the pipelines for commit 3f2a9c1",
      "show recent workflow runs for the mobile-app repo",
      "list failed pipelines on main from the past 3 days",
      "all pipelines for tag v1.4.2 in acme/sdk",
      "list pipelins with status canceled in acme/web",
      "how many pipelines were created via the API in payments-service since Monday?",
      "pipelines of acme/api with status failed",
      "list all pipelines of acme/web, not just the latest",
      "every CI run on develop this week",
      "show pipelines with source=schedule in data-etl",
      "pipeline runs of https://gitlab.example.com/acme/shop updated after 2026-11-01",
      "show me the pipeline history of backend-api for the last week",
      "list pipelines for sha 3f2a9c1 in acme/web",
      "GitHub Actions tab equivalent: list all workflow runs of acme/cli",
      "ls pipelines northwind/portal, status failed, newest first",
    ],
    summary: ["id", "status", "ref", "sha", "source", "created_at", "web_url"],
  }),
  defineAction({
    id: "pipeline.get",
    title: "Get pipeline",
    description:
      "Get one pipeline by its ID: status, ref, commit, who triggered it, timings and coverage. Works for child pipelines too.",
    method: "GET",
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipelines/{pipeline_id}",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["pipeline status", "ci run"],
    examples: [
      "show pipeline 48211 in acme/web",
      "what's the status of pipeline 9120?",
      "get details of https://gitlab.example.com/acme/web/-/pipelines/48211",
      "did pipeline 7731 pass? how long did it take?",
      "who triggered pipeline 30552 in billing?",
      "what test coverage did pipeline 1209 report?",
      "check pipeline 88410 for yaml errors",
      "is pipeline 5521 still running or has it finished?",
      "details for the CI run with id 66102 in infra/terraform",
      "which commit and branch did pipeline 4410 build?",
      "get pipeline 2203 from ops/ansible",
      "workflow run 3391 in the api repo: what's its status?",
      "show pipeline 6120: status, ref, duration",
      "details of CI run 7788 in acme/api",
      "get pipeline 9001 by its id",
      "pipeline 5120 in acme/shop: status?",
      "look at pipeline 8080 and tell me whether it succeeded",
      "who started pipeline 7702 and on which ref?",
      "https://gitlab.example.com/kestrel/api/-/pipelines/120334 what's the overall result and how long did it run?",
      "pipeline #70021 in zinc/runbooks: when did it finish, and what coverage % did it report?",
    ],
    summary: [...PIPELINE_SUMMARY, "finished_at", "coverage", "yaml_errors"],
  }),
  defineAction({
    id: "pipeline.latest",
    title: "Get latest pipeline",
    description:
      "Get the latest pipeline for the most recent commit on a branch or tag (default branch when ref is omitted). GitLab answers 403 when that commit has no pipeline.",
    method: "GET",
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipelines/latest",
    params: () =>
      z.object({
        project_id: projectId,
        ref: z.string().min(1).optional().describe("Branch or tag to check; defaults to the default branch."),
      }),
    aliases: ["last pipeline", "current pipeline status", "is main green"],
    examples: [
      "is main green in acme/web?",
      "latest pipeline on the default branch of backend-api",
      "did the most recent build on develop pass?",
      "what's the current CI status of the release/3.1 branch?",
      "hey, could you check whether the deploy pipeline on main passed?",
      "last pipeline for tag v2.0.1 in acme/sdk",
      "is the head of feature/login-form passing CI?",
      "show me the newest pipeline on master for payments",
      "status of the latest run on the staging branch",
      "has the latest commit on main been built yet?",
      "is the build broken on main right now?",
      "latest pipeline for the hotfix branch in mobile-app",
      "what's the most recent workflow run on main for infra-tools?",
      "what's the latest pipeline on main in acme/web?",
      "newest CI run for develop, just the most recent one",
      "did the last pipeline on the release/3.2 branch pass?",
      "current build status of main in payments",
      "latest pipeline for ref v3.0.0 in acme/sdk",
      "grab only the newest pipeline for branch release/4.0, not the list",
      "quick sanity check before I merge: is the tip of main in kestrel/api green? only the newest pipeline",
    ],
    summary: [...PIPELINE_SUMMARY, "finished_at", "coverage"],
  }),
  defineAction({
    id: "pipeline.create",
    title: "Run pipeline",
    description:
      "Start a new pipeline on a branch or tag, optionally with CI/CD variables or pipeline inputs. For merge request pipelines use the merge request actions instead.",
    method: "POST",
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipeline",
    params: () =>
      z.object({
        project_id: projectId,
        ref: z.string().min(1).describe('Branch or tag to run the pipeline on, e.g. "main" (not a commit SHA).'),
        variables: z.array(ciVariable).optional().describe(
          'CI/CD variables for this run, e.g. [{"key":"DEPLOY_ENV","value":"staging"}].',
        ),
        inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional()
          .describe('Pipeline inputs (spec:inputs) as name → value, e.g. {"environment":"staging"}. GitLab 17.10+.'),
      }),
    aliases: ["trigger pipeline", "run ci", "start pipeline", "new pipeline"],
    examples: [
      "run a pipeline on main in acme/web",
      "trigger a new pipeline on develop with DEPLOY_ENV=staging",
      "start CI for branch feature/search-v2",
      "kick off a build on tag v1.8.0",
      "start a brand-new pipeline on main, don't retry the old one",
      "trigger a pipeline in infra/terraform on main with input environment=production",
      "run ci on the release-2.4 branch with RUN_E2E=true",
      "please start a new pipeline for hotfix/timeout",
      "dispatch the workflow on main for the docs repo",
      "manually trigger a pipeline for payments-service on master",
      "rebuild the default branch of data-etl from scratch with a fresh pipeline",
      "run the deploy pipeline on main with variable TARGET=eu-west-1",
      "run a fresh pipeline on main with variable DEPLOY=true",
      "trigger a new CI pipeline on feature/dark-mode",
      "start a pipeline for ref v2.4.0 now",
      "new pipeline for ref develop in acme/api",
      "run a pipeline on branch hotfix/login in mobile-app, pass input deploy_target=staging",
      "GitHub's 'Run workflow' button: start a pipeline on main of acme/cli",
      "CI didn't start after my push to fix/nullptr in lumen/ledger, please start a pipeline on that branch",
      "create a pipeline for branch feat/billing-v2 in zinc/payments under my own account",
    ],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.variables",
    title: "Get pipeline variables",
    description:
      "List the variables a pipeline was started with (those passed when it was run or triggered), not the project's CI/CD settings variables.",
    method: "GET",
    path: "/projects/{project_id}/pipelines/{pipeline_id}/variables",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["pipeline parameters", "run variables"],
    examples: [
      "what variables was pipeline 48211 run with?",
      "show the variables passed to pipeline 7731",
      "which DEPLOY_ENV did pipeline 30552 use?",
      "list the run-time variables of pipeline 1209, not the project's CI/CD settings",
      "show the trigger variables of pipeline 66102 in infra/terraform",
      "did someone pass SKIP_TESTS=true to pipeline 88410?",
      "pipeline 4410 variables",
      "what parameters was the manually started pipeline 2203 given?",
      "show me the vars used by pipeline 9120",
      "check which env vars the triggered pipeline 15533 received",
      "show pipeline 9001's variables",
      "list the variables pipeline 6120 was triggered with",
      "what CI variables did pipeline 7788 receive?",
      "what variables did the API-triggered pipeline 8080 get?",
      "pipeline 5120 was run with which custom variables?",
      "which variables (KEY=value) was pipeline 60213 launched with?",
      "pipeline 77310 in zinc/runbooks: the variables it was started with, not the ones in Settings > CI/CD",
      "was RELEASE_TAG passed to the run of pipeline 4902 in kestrel/api? show that pipeline's variables",
      "workflow run 8124's dispatch inputs / variables, what were they?",
    ],
    notes: variableLines,
  }),
  ...pipelineReportAndScheduleActions,
  ...pipelineTestReportActions,
];
