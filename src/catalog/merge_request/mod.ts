/** Merge requests: list, create, update, merge, approve. */
import { defineDomain } from "../../engine/domain.ts";
import { mergeRequestActions } from "./core.ts";
import { mergeRequestHistoryActions } from "./history.ts";

export const mergeRequestDomain = defineDomain({
  name: "merge_request",
  title: "Merge requests: list, create, update, merge, approve",
  short: "mr",
  actions: [...mergeRequestActions, ...mergeRequestHistoryActions],
});
