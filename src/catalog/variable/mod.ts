/** CI/CD variables of projects and groups. */
import { defineDomain } from "../../engine/domain.ts";
import { projectVariableActions } from "./project.ts";
import { groupVariableActions } from "./group.ts";

export const variableDomain = defineDomain({
  name: "variable",
  toolset: "ci",
  title: "CI/CD variables of projects and groups",
  short: "variable",
  actions: [...projectVariableActions, ...groupVariableActions],
});
