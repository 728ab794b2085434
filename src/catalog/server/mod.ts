/** The GitLab instance itself. */
import { defineDomain } from "../../engine/domain.ts";
import { serverActions as ACTIONS } from "./core.ts";

export const serverDomain = defineDomain({
  name: "server",
  toolset: "projects",
  title: "The GitLab instance itself",
  short: "server",
  actions: ACTIONS,
});
