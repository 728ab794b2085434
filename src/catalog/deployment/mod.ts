/** Deployments: what was deployed where, what it shipped, and deployment approvals. */
import { defineDomain } from "../../engine/domain.ts";
import { deploymentActions as ACTIONS } from "./core.ts";

export const deploymentDomain = defineDomain({
  name: "deployment",
  toolset: "deployments",
  title: "Deployments (deploy history and approvals)",
  short: "deployment",
  actions: ACTIONS,
});
