/**
 * Running a pipeline with a trigger token (Pipeline trigger tokens API). The token is a credential the
 * caller sends: like every param named as one, it is removed from the result and any error (engine/execute.ts).
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { PIPELINE_SUMMARY } from "./core.ts";

export const pipelineTriggerRunActions = [
  defineAction({
    id: "pipeline.trigger_run",
    title: "Run pipeline with trigger token",
    description:
      "Start a pipeline with a pipeline trigger token (or a CI/CD job token), as an external system would; the pipeline's source is 'trigger'. Only when the user gives a trigger token: otherwise use pipeline.create.",
    method: "POST",
    path: "/projects/{project_id}/trigger/pipeline",
    params: () =>
      z.object({
        project_id: projectId,
        ref: z.string().min(1).describe('Branch, tag or commit SHA to run the pipeline on, e.g. "main".'),
        token: z.string().min(1).describe(
          "The pipeline trigger token (glptt-…) or a CI/CD job token. Sent to GitLab only: never repeated in results, errors or logs.",
        ),
        variables: z.record(z.string(), z.string()).optional().describe(
          'Pipeline variables as KEY → string value, e.g. {"DEPLOY_ENV":"staging"}.',
        ),
        inputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional()
          .describe('Pipeline inputs (spec:inputs) as name → value, e.g. {"environment":"staging"}. GitLab 17.10+.'),
      }),
    aliases: ["run pipeline with trigger token", "pipeline trigger api with token", "curl trigger token"],
    examples: [
      "trigger a pipeline on main in acme/web with trigger token glptt-0a1b2c3d",
      "use this trigger token to start the deploy pipeline on release-2.4",
      "run the downstream pipeline in docs-site with token glptt-9f8e7d, ref main",
      "fire the trigger for backend-api on tag v1.8.0 with DEPLOY_ENV=staging, here's the token",
      "call the pipeline trigger API like our old CI server does: project 2201, ref develop, token glptt-55aa",
      "start a triggered pipeline (source trigger) on main using my trigger token",
      "curl-style trigger: POST trigger/pipeline for infra/terraform on main with TF_ACTION=plan",
      "trigger pipeline with token glptt-123abc on master",
      "kick off data-etl's pipeline via its trigger token and pass input environment=prod",
      "use the CI job token to trigger the multi-project pipeline in acme/sdk on main",
      "run the repository_dispatch equivalent for payments with the trigger token I pasted",
      "trigger a pipeline in mobile-app on branch beta with the webhook token",
      "run the pipeline of acme/web on main using trigger token glptt-abc123",
      "use this trigger token to start a pipeline on develop in payments",
      "call the trigger API for backend-api on ref main with variable DEPLOY=1",
      "fire the pipeline trigger for data-etl on main, here's my token",
      "POST /trigger/pipeline for zinc/runbooks, ref main, token glptt-7c7c",
      "start a pipeline with trigger token glptt-b00b on tag v2.1.0 in kestrel/api",
      "run the pipeline using the trigger token from our vault, ref develop, with UPSTREAM_SHA=3f2a9c1",
      "I have a trigger token (pasting it next), use it to run ops/ansible's pipeline on main",
    ],
    summary: PIPELINE_SUMMARY,
  }),
];
