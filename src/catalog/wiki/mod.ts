/** Project wiki pages. */
import { defineDomain } from "../../engine/domain.ts";
import { wikiActions as ACTIONS } from "./core.ts";

export const wikiDomain = defineDomain({
  name: "wiki",
  toolset: "wiki",
  title: "Project wiki pages",
  short: "wiki",
  actions: ACTIONS,
});
