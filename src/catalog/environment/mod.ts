/** Environments: where a project deploys to. */
import { defineDomain } from "../../engine/domain.ts";
import { environmentActions as ACTIONS } from "./core.ts";

export const environmentDomain = defineDomain({
  name: "environment",
  toolset: "deployments",
  title: "Environments (deploy targets and review apps)",
  short: "environment",
  actions: ACTIONS,
});
