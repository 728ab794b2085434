/** CI/CD pipelines and pipeline schedules. */
import { defineDomain } from "../../engine/domain.ts";
import { pipelineActions as ACTIONS } from "./core.ts";

export const pipelineDomain = defineDomain({
  name: "pipeline",
  title: "CI/CD pipelines and pipeline schedules",
  short: "pipeline",
  actions: ACTIONS,
});
