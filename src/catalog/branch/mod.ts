/** Branches and protected branches. */
import { defineDomain } from "../../engine/domain.ts";
import { branchActions as ACTIONS } from "./core.ts";

export const branchDomain = defineDomain({
  name: "branch",
  toolset: "repository",
  title: "Branches and protected branches",
  short: "branch",
  actions: ACTIONS,
});
