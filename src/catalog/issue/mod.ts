/** Issues and everything hanging off them: comments, threads, links, time tracking, related merge requests. */
import { defineDomain } from "../../engine/domain.ts";
import { issueListActions } from "./lists.ts";
import { issueCoreActions } from "./core.ts";
import { issueCommentActions } from "./comments.ts";
import { issueThreadActions } from "./threads.ts";
import { issueRelationActions } from "./relations.ts";
import { issueTimeTrackingActions } from "./time_tracking.ts";
import { issueHistoryActions } from "./history.ts";

const ACTIONS = [
  ...issueListActions,
  ...issueCoreActions,
  ...issueCommentActions,
  ...issueThreadActions,
  ...issueRelationActions,
  ...issueTimeTrackingActions,
  ...issueHistoryActions,
];

export const issueDomain = defineDomain({
  name: "issue",
  toolset: "issues",
  title: "Issues, their notes, discussions, links and time tracking",
  short: "issue",
  actions: ACTIONS,
});
