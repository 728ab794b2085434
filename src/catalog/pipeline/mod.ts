/** CI/CD pipelines, pipeline schedules and pipeline trigger tokens. */
import { defineDomain } from "../../engine/domain.ts";
import { pipelineActions as ACTIONS } from "./core.ts";
import { pipelineRetryCancelDeleteActions } from "./retry_cancel_delete.ts";
import { pipelineScheduleWriteActions } from "./schedule_writes.ts";
import { pipelineScheduleVariableActions } from "./schedule_variables.ts";
import { pipelineTriggerActions } from "./triggers.ts";
import { pipelineTriggerRunActions } from "./trigger_run.ts";

export const pipelineDomain = defineDomain({
  name: "pipeline",
  toolset: "ci",
  title: "CI/CD pipelines, pipeline schedules and trigger tokens",
  short: "pipeline",
  actions: [
    ...ACTIONS,
    ...pipelineRetryCancelDeleteActions,
    ...pipelineScheduleWriteActions,
    ...pipelineScheduleVariableActions,
    ...pipelineTriggerActions,
    ...pipelineTriggerRunActions,
  ],
});
