/** Releases and their asset links. */
import { defineDomain } from "../../engine/domain.ts";
import { releaseActions as ACTIONS } from "./core.ts";

export const releaseDomain = defineDomain({
  name: "release",
  toolset: "repository",
  title: "Releases and their asset links",
  short: "release",
  actions: ACTIONS,
});
