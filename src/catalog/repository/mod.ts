/** Repository files, trees, commits and comparisons. */
import { defineDomain } from "../../engine/domain.ts";
import { repositoryActions as ACTIONS } from "./core.ts";

export const repositoryDomain = defineDomain({
  name: "repository",
  title: "Repository files, trees, commits and comparisons",
  short: "repository",
  actions: ACTIONS,
});
