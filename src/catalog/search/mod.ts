/** Search across GitLab, a group or a project. */
import { defineDomain } from "../../engine/domain.ts";
import { searchActions as ACTIONS } from "./core.ts";

export const searchDomain = defineDomain({
  name: "search",
  toolset: "projects",
  title: "Search across GitLab, a group or a project",
  short: "search",
  actions: ACTIONS,
});
