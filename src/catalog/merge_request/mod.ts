/** Merge requests: list, create, update, merge, approve. */
import { defineDomain } from "../../engine/domain.ts";
import { mergeRequestActions as ACTIONS } from "./core.ts";

export const mergeRequestDomain = defineDomain({
  name: "merge_request",
  title: "Merge requests: list, create, update, merge, approve",
  short: "mr",
  actions: ACTIONS,
});
