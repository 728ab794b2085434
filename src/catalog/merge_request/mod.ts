/** Merge requests: list, create, update, merge, approve, history, time tracking, context commits. */
import { defineDomain } from "../../engine/domain.ts";
import { mergeRequestListActions } from "./lists.ts";
import { mergeRequestActions } from "./core.ts";
import { mergeRequestRelatedActions } from "./related.ts";
import { mergeRequestHistoryActions } from "./history.ts";
import { mergeRequestTimeTrackingActions } from "./time_tracking.ts";
import { mergeRequestContextCommitActions } from "./context_commits.ts";

const ACTIONS = [
  ...mergeRequestListActions,
  ...mergeRequestActions,
  ...mergeRequestRelatedActions,
  ...mergeRequestHistoryActions,
  ...mergeRequestTimeTrackingActions,
  ...mergeRequestContextCommitActions,
];

export const mergeRequestDomain = defineDomain({
  name: "merge_request",
  toolset: "merge_requests",
  title: "Merge requests: list, create, update, merge, approve, history, time tracking, context commits",
  short: "mr",
  actions: ACTIONS,
});
