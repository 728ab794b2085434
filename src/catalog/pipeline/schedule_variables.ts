/** Variables a pipeline schedule passes to every pipeline it starts (Pipeline schedules API, schedule variables). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { writtenValue } from "../../engine/secret_values.ts";
import { projectId } from "../fields.ts";
import { scheduleId } from "./reports_and_schedules.ts";

const VARIABLES_PATH = "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}/variables";
const SUMMARY = ["key", "variable_type", "value", "value_withheld"];

const key = z.string().min(1).max(255).describe(
  'Variable key: letters, digits and underscores only, at most 255 characters, e.g. "DEPLOY_ENV".',
);
const variableType = z.enum(["env_var", "file"]).optional().describe(
  'How jobs receive it: "env_var" (default) or "file" (the value is written to a file whose path the variable holds).',
);

export const pipelineScheduleVariableActions = [
  defineAction({
    id: "pipeline.schedule_variable_create",
    title: "Add pipeline schedule variable",
    description:
      "Add a variable to a pipeline schedule; every pipeline the schedule starts gets it. Only the schedule's owner can (see pipeline.schedule_take_ownership). For a project-wide CI/CD variable use variable.create.",
    method: "POST",
    path: VARIABLES_PATH,
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_schedule_id: scheduleId,
        key,
        value: z.string().describe("The variable's value (visible to anyone who can read the schedule)."),
        variable_type: variableType,
      }),
    aliases: ["schedule variable", "cron variable"],
    examples: [
      "add variable DEPLOY_ENV=staging to pipeline schedule 12",
      "add RUN_E2E=true to the nightly schedule 7 in acme/web",
      "the cron job 19 should also pass SCAN_DEPTH=full, add that variable",
      "add a file variable CONFIG_JSON to schedule 4",
      "give schedule 31 a new variable TARGET=eu-west-1",
      "create schedule variable NIGHTLY=1 for pipeline schedule 8",
      "add var SKIP_CACHE=true to the scheduled pipeline 27 only",
      "new variable BUILD_TYPE=release on schedule 15",
      "add variable LOG_LEVEL=debug to schedule 22",
      "new variable for cron schedule 11 in infra/terraform: TF_WORKSPACE=prod",
      "schedule 9 has no DRY_RUN variable yet, create it with value false",
      "attach an extra variable REGION=ap-south-1 to pipeline schedule 40",
      "create a variable ARTIFACT_TTL=7d on pipeline schedule 18",
      "add new schedule variable NOTIFY_CHANNEL=slack to cron schedule 5",
      "add a new variable SEED=42 to pipeline schedule 37 in zinc/runbooks",
      "schedule 18 needs a variable it doesn't have yet: SLACK_CHANNEL=#ops",
      "create file-type var KUBE_CONFIG on scheduled pipeline 23 only, not project-wide",
      "could you add FULL_SCAN=1 as a variable on the weekly schedule 12 in lumen/ledger?",
    ],
    summary: SUMMARY,
    secret: writtenValue,
  }),
  defineAction({
    id: "pipeline.schedule_variable_update",
    title: "Update pipeline schedule variable",
    description:
      "Change the value or type of an existing variable of a pipeline schedule, by key. Only the schedule's owner can (see pipeline.schedule_take_ownership).",
    method: "PUT",
    path: `${VARIABLES_PATH}/{key}`,
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_schedule_id: scheduleId,
        key,
        value: z.string().optional().describe("New value (visible to anyone who can read the schedule)."),
        variable_type: variableType,
      }),
    aliases: ["edit schedule variable"],
    examples: [
      "change DEPLOY_ENV to production on pipeline schedule 12",
      "update RUN_E2E to false in the nightly schedule 7",
      "update the variable SCAN_DEPTH of schedule 19 to quick",
      "schedule 4's existing CONFIG_JSON should be an env var, not a file",
      "edit the value of TARGET on schedule 31 to us-east-1",
      "bump the schedule variable NIGHTLY to 2 in pipeline schedule 8",
      "the cron job 27 passes the wrong BUILD_TYPE, change it to debug",
      "update variable LOG_LEVEL on schedule 22 to info",
      "modify TF_WORKSPACE of cron schedule 11 in infra/terraform to staging",
      "change the value of schedule 9's DRY_RUN variable to true",
      "schedule 15 already has BUILD_TYPE, overwrite it with release",
      "edit schedule variable REGION of pipeline schedule 40",
      "update schedule variable MAIL_TO on schedule 29 to ops@example.com",
      "change the value of variable RETENTION_DAYS on pipeline schedule 44 to 30",
      "change the value of the schedule variable SEED on schedule 37 to 7 (the variable, not the schedule's cron)",
      "update the existing var SLACK_CHANNEL on pipeline schedule 18 to #alerts",
      "schedule variable TARGET_ENV of schedule 23: set it to qa",
      "edit the value of variable DRY_RUN in cron schedule 6, it should be true now",
    ],
    summary: SUMMARY,
    secret: writtenValue,
  }),
  defineAction({
    id: "pipeline.schedule_variable_delete",
    title: "Delete pipeline schedule variable",
    description:
      "Remove a variable from a pipeline schedule, by key; its value is lost. The schedule's next pipelines run without it.",
    method: "DELETE",
    path: `${VARIABLES_PATH}/{key}`,
    params: () => z.object({ project_id: projectId, pipeline_schedule_id: scheduleId, key }),
    destructive: true,
    aliases: ["remove schedule variable"],
    examples: [
      "remove DEPLOY_ENV from pipeline schedule 12",
      "delete the RUN_E2E variable of the nightly schedule 7",
      "schedule 19 shouldn't pass SCAN_DEPTH any more, delete that variable",
      "delete variable CONFIG_JSON on schedule 4 in acme/web",
      "remove the TARGET variable from cron schedule 31, keep the schedule",
      "get rid of the NIGHTLY variable in pipeline schedule 8",
      "delete var SKIP_CACHE from schedule 27",
      "remove BUILD_TYPE from schedule 15 (only the schedule's variable)",
      "delete the schedule variable LOG_LEVEL of schedule 22",
      "drop variable TF_WORKSPACE from the cron job 11 in infra/terraform",
      "schedule 40 should stop setting REGION, remove the variable",
      "delete schedule variable PURGE_OLD from schedule 29",
      "remove variable CANARY_PCT from pipeline schedule 44, the schedule itself stays",
      "delete variable SEED from pipeline schedule 37, keep the schedule",
      "remove the schedule variable SLACK_CHANNEL of schedule 18",
      "unset TARGET_ENV on scheduled pipeline 23 only",
      "drop var DRY_RUN from cron schedule 6 in zinc/runbooks",
      "hey, schedule 12 in lumen/ledger still passes LEGACY_MODE, please delete that variable from it",
    ],
    summary: SUMMARY,
    secret: writtenValue,
  }),
];
