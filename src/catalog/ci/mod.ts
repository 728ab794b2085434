/** CI configuration: validate .gitlab-ci.yml. */
import { defineDomain } from "../../engine/domain.ts";
import { ciActions as ACTIONS } from "./core.ts";

export const ciDomain = defineDomain({
  name: "ci",
  toolset: "ci",
  title: "CI configuration: validate .gitlab-ci.yml",
  short: "ci",
  actions: ACTIONS,
});
