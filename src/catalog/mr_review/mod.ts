/** Merge request review: diffs, notes, discussions, draft notes. */
import { defineDomain } from "../../engine/domain.ts";
import { mrReviewActions as ACTIONS } from "./core.ts";

export const mrReviewDomain = defineDomain({
  name: "mr_review",
  title: "Merge request review: diffs, notes, discussions, draft notes",
  short: "mr_review",
  actions: ACTIONS,
});
