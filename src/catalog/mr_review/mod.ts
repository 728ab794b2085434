/** Merge request review: diffs, notes, discussions, draft notes. */
import { defineDomain } from "../../engine/domain.ts";
import { mrReviewActions } from "./core.ts";
import { mrReviewDraftNoteActions } from "./draft_notes.ts";

const ACTIONS = [
  ...mrReviewActions,
  ...mrReviewDraftNoteActions,
];

export const mrReviewDomain = defineDomain({
  name: "mr_review",
  toolset: "merge_requests",
  title: "Merge request review: diffs, notes, discussions, draft notes",
  short: "mr_review",
  actions: ACTIONS,
});
