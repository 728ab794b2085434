/** CI/CD jobs, their logs and artifacts. */
import { defineDomain } from "../../engine/domain.ts";
import { jobActions as ACTIONS } from "./core.ts";
import { jobControlActions } from "./control.ts";

export const jobDomain = defineDomain({
  name: "job",
  toolset: "ci",
  title: "CI/CD jobs, their logs and artifacts",
  short: "job",
  actions: [...ACTIONS, ...jobControlActions],
});
