/** Acting on one existing pipeline: retry its failed jobs, cancel it, delete it (GitLab Pipelines API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { pipelineId, projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";
import { PIPELINE_SUMMARY } from "./core.ts";

export const pipelineRetryCancelDeleteActions = [
  defineAction({
    id: "pipeline.retry",
    title: "Retry pipeline",
    description:
      "Retry the failed or canceled jobs of a pipeline (no effect when none failed). To retry one job use job.retry.",
    method: "POST",
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipelines/{pipeline_id}/retry",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    aliases: ["rerun pipeline", "restart failed jobs"],
    examples: [
      "retry pipeline 48211",
      "rerun the failed jobs in pipeline 7731",
      "pipeline 30552 failed on flaky tests, retry all the failed jobs",
      "restart the canceled pipeline 5521 in acme/web",
      "re-run failed jobs for https://gitlab.example.com/acme/api/-/pipelines/90211",
      "retry the whole pipeline 66102, not just one job",
      "retry pipeline 1209 please",
      "the nightly pipeline 8812 timed out, give it another go",
      "re-run all failed jobs in workflow run 4410",
      "rerun pipeline 2203 in ops/ansible",
      "every job in pipeline 15533 that failed should run again",
      "retry pipeline 9001",
      "retry all failed jobs of pipeline 6120",
      "rerun the entire pipeline 7788, every failed job",
      "the runner is fixed now, retry everything that failed in pipeline 8080",
    ],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.cancel",
    title: "Cancel pipeline",
    description:
      "Cancel all running and pending jobs of a pipeline. GitLab answers 200 whatever the pipeline's state; retry it later with pipeline.retry.",
    method: "POST",
    shape: SHAPES.pipeline,
    path: "/projects/{project_id}/pipelines/{pipeline_id}/cancel",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    idempotent: true,
    aliases: ["stop pipeline", "abort pipeline"],
    examples: [
      "cancel pipeline 48211",
      "stop the running pipeline 7731 in acme/web",
      "abort pipeline 30552, I pushed the wrong branch",
      "kill the whole pipeline 5521, not only the deploy job",
      "cancel all jobs in pipeline 1209",
      "please stop CI run 66102, it's hogging the runners",
      "halt pipeline 88410 in infra/terraform",
      "cancel pipeline 4410",
      "cancel workflow run 9120 in the api repo",
      "pipeline 15533 is stuck pending forever, cancel it",
      "we need to cancel pipeline 7012 before it deploys to prod",
      "cancel the pipeline 9001 that's running on main",
      "cancel the entire pipeline 6120 with all its jobs",
      "stop pipeline 7788 completely",
    ],
    summary: PIPELINE_SUMMARY,
  }),
  defineAction({
    id: "pipeline.delete",
    title: "Delete pipeline",
    description:
      "Delete a pipeline with its jobs, logs and artifacts. Cannot be undone; child pipelines are not deleted.",
    method: "DELETE",
    path: "/projects/{project_id}/pipelines/{pipeline_id}",
    params: () => z.object({ project_id: projectId, pipeline_id: pipelineId }),
    destructive: true,
    aliases: ["remove pipeline"],
    examples: [
      "delete pipeline 48211 from acme/web",
      "remove pipeline 7731 together with its jobs and artifacts",
      "permanently delete CI run 30552, its logs leaked a secret",
      "get rid of the old pipeline 1209 entirely",
      "purge pipeline 5521 from the project's pipeline list",
      "delete the pipeline record 66102 in infra/terraform",
      "delete pipeline 88410",
      "delete workflow run 2203 in the docs repo",
      "remove the broken pipeline 9120 so it stops showing up",
      "can you delete pipeline 15533? not cancel it, actually delete it",
      "delete pipeline 9001 and all its job logs",
      "delete pipeline 6120 from the history",
      "remove pipeline 7788 permanently",
    ],
  }),
];
