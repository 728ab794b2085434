/** Stopping and deleting environments: one, or every stale one at once. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, projectId } from "../fields.ts";
import { ENVIRONMENT_SUMMARY, environmentId } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

export const environmentLifecycleActions = [
  defineAction({
    id: "environment.stop",
    title: "Stop environment",
    description:
      "Stop one environment: runs its on_stop job (e.g. tears down a review app) and marks it stopped; force skips the on_stop job. A stopped environment can be deleted or redeployed.",
    method: "POST",
    shape: SHAPES.environment,
    path: "/projects/{project_id}/environments/{environment_id}/stop",
    params: () =>
      z.object({
        project_id: projectId,
        environment_id: environmentId,
        force: z.boolean().optional().describe("Stop without running the environment's on_stop job (default false)."),
      }),
    aliases: ["tear down review app", "shut down environment"],
    examples: [
      "stop environment 12 in acme/web",
      "tear down review app environment 388 in acme/shop",
      "shut down the staging environment (id 4) of team-rocket/backend",
      "stop env 41 in mobile/backend without running its stop job",
      "force-stop environment 22 in data/etl-jobs, the on_stop job is broken",
      "hey, can you stop the preview environment 15 in acme/portal? we're done testing",
      "kill review/feature-x (env 301) in platform/api",
      "stop environment 9 in ops/terraform",
      "stop just this one env 5 in project 2201",
      "shut environment 30 in infra/k8s-apps down now",
      "run the stop action for environment 18 of acme/sdk-js",
      "stop the demo env 77 in acme/billing so I can delete it",
      "stop environment 44 in zinc/runbooks",
      "we're done QA-ing the review app for !318, please stop its environment (id 18) so the on_stop job runs",
      "force-stop env 23 in kestrel/api, skip the stop job",
      "stop the single environment review/pr-7 (id 6) in northwind/portal",
    ],
    summary: ENVIRONMENT_SUMMARY,
  }),
  defineAction({
    id: "environment.stop_stale",
    title: "Stop stale environments",
    description:
      "Stop every environment of a project last modified or deployed to before a date (between 10 years and 1 week ago); protected environments are skipped. Stops many at once.",
    method: "POST",
    path: "/projects/{project_id}/environments/stop_stale",
    params: () =>
      z.object({
        project_id: projectId,
        before: isoTime("Stop environments last modified or deployed to before this time; 1 week to 10 years ago"),
      }),
    queryParams: ["before"],
    aliases: ["clean up old environments", "stop old review apps", "bulk stop"],
    examples: [
      "stop all environments in acme/web not deployed since 2026-09-01",
      "clean up stale review apps in acme/shop older than a month",
      "stop every environment of platform/api untouched since June 2026",
      "bulk-stop old environments in mobile/backend, anything before 2026-10-15",
      "hey, we have hundreds of dead review apps in acme/portal, stop the ones older than 2 weeks",
      "stop stale envs in data/etl-jobs last deployed before 2026-01-01",
      "shut down all environments in ops/terraform nobody deployed to this quarter",
      "stop stail environments in project 2201 before 2026-11-01",
      "mass stop of review environments older than 30 days in team-rocket/backend",
      "stop all the old environments, not just one, in infra/k8s-apps (before 2026-08-31)",
      "clean up environments in acme/sdk-js that haven't been touched since last year",
      "auto-stop everything stale in acme/billing older than 2026-10-01",
      "stop all stale environments in zinc/runbooks older than 2026-10-01",
      "bulk stop every env in kestrel/api that nobody deployed to for 3 months",
      "stop_stale for lumen/ledger, before 2026-09-15",
      "clean up all abandoned review apps in northwind/portal at once, anything untouched since August",
      "we have 300 review environments piling up in zinc/runbooks; stop everything not deployed in the last 2 weeks",
    ],
    destructive: true,
  }),
  defineAction({
    id: "environment.delete",
    title: "Delete environment",
    description:
      "Delete one environment and its deployment history. It must be stopped first (environment.stop); cannot be undone.",
    method: "DELETE",
    path: "/projects/{project_id}/environments/{environment_id}",
    params: () => z.object({ project_id: projectId, environment_id: environmentId }),
    aliases: ["remove environment"],
    examples: [
      "delete environment 12 in acme/web",
      "remove the stopped review app environment 388 from acme/shop",
      "get rid of env 77 in acme/billing, it's already stopped",
      "delete the old qa environment (id 22) in data/etl-jobs for good",
      "hey, can you remove environment 15 from acme/portal entirely?",
      "permanently delete env 41 in mobile/backend and its deploy history",
      "drop environment 9 from ops/terraform",
      "delete environment 5 in project 2201",
      "delete, don't just stop, environment 30 in infra/k8s-apps",
      "remove the unused environment 18 in acme/sdk-js",
      "delete environment 301 of platform/api so it vanishes from the environments page",
      "delete environment 44 in zinc/runbooks",
      "remove the stopped env 18 from kestrel/api for good",
      "rm environment 23 in lumen/ledger, it's already stopped",
      "delete review app environment 6 and its deployment history in northwind/portal",
      "delet env 77 from northwind/portal",
      "now that review/pr-7 (env 6) is stopped, remove it completely from lumen/ledger",
    ],
    destructive: true,
  }),
];
