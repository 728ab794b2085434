/** Emoji reactions on a merge request or on one of its comments (Emoji reactions API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { mrIid, projectId } from "../fields.ts";
import { awardId, emojiName, noteId, reactionTally, SUMMARY } from "./fields.ts";

const MR = "/projects/{project_id}/merge_requests/{merge_request_iid}";
/** A comment's reactions when note_id is given, else the merge request's own. */
const PATHS = [`${MR}/notes/{note_id}/award_emoji`, `${MR}/award_emoji`];
const target = { project_id: projectId, merge_request_iid: mrIid, note_id: noteId };

export const mergeRequestEmojiActions = [
  defineAction({
    id: "emoji.mr_list",
    title: "List merge request emoji reactions",
    description:
      "List the emoji reactions (award emoji) on a merge request, or on one of its comments with note_id: which emoji, and who gave each. Reactions are not approvals (see merge_request.get).",
    method: "GET",
    path: PATHS,
    kind: "list",
    params: () => z.object(target),
    summary: SUMMARY,
    notes: reactionTally,
    aliases: ["award emoji", "reactions", "emoji votes"],
    examples: [
      "who reacted to !34 in acme/web?",
      "list the emoji reactions on merge request 17",
      "how many thumbs up does MR !311 have?",
      "show the award emoji on !8 in data-etl",
      "which reactions did comment 9921 on !42 get?",
      "who gave a :rocket: to the PR !56?",
      "count the upvotes and downvotes on merge request !1203 in backend-api",
      "list reactions on note 5512 of MR 7",
      "did anyone 👍 my merge request !64?",
      "emoji reacions on mr 230",
      "list the reactions on pull request !88",
      "list the award emojis of MR !15 in infra/terraform",
      "which emoji votes does !99 have, and from whom?",
      "list the reactions on !42",
      "show emoji reactions on MR !12 in acme/web",
      "list award emoji of merge request !8 in data-etl",
      "list the emoji reactions on merge request !512 in orbit/android",
      "who gave a thumbs up to MR !301 in quartz/backend?",
      "show the reactions on comment 44120 of MR !61 in ridge/tf-modules",
    ],
  }),
  defineAction({
    id: "emoji.mr_add",
    title: "Add emoji reaction to merge request",
    description:
      "React with an emoji on a merge request, or on one of its comments with note_id (as the token's user). A thumbs up is not an approval: use merge_request.approve for that. Undo with emoji.mr_remove.",
    method: "POST",
    path: PATHS,
    params: () => z.object({ ...target, name: emojiName }),
    summary: SUMMARY,
    aliases: ["award emoji", "react", "upvote", "thumbs up", "+1"],
    examples: [
      "thumbs up !34 in acme/web",
      "add a :tada: reaction to merge request 17",
      "upvote MR !311 (just a reaction, don't approve it)",
      "react with 👀 on !8 so the author knows I'm reviewing",
      "react +1 to the comment 9921 on !42",
      "add a rocket emoji reaction to the PR !56",
      "thumbsdown merge request !1203 in backend-api",
      "add a heart reaction to note 5512 of MR 7",
      "give !64 a thumbs up",
      "reatc with :white_check_mark: on mr 230",
      "award emoji 100 to merge request !88",
      "leave a 👍 on MR !15 in infra/terraform",
      "vote for !99 with a thumbsup reaction, not an approval",
      "react to !42 with :rocket:",
      "add a :thumbsup: reaction to MR !7 in acme/web",
      "give merge request !311 an :eyes: emoji",
      "add a thumbs up reaction to merge request !512 in orbit/android",
      "react to MR !301 in quartz/backend with :rocket:",
      "react with 🎉 to comment 44120 of MR !61 in ridge/tf-modules",
      "+1 PR !14 in zinc/runbooks with a thumbsup emoji",
    ],
  }),
  defineAction({
    id: "emoji.mr_remove",
    title: "Remove emoji reaction from merge request",
    description:
      "Remove an emoji reaction, by its award ID (from emoji.mr_list), from a merge request or, with note_id, from one of its comments. Only its author or an admin can; add it again with emoji.mr_add.",
    method: "DELETE",
    path: PATHS.map((p) => `${p}/{award_id}`),
    params: () => z.object({ ...target, award_id: awardId }),
    aliases: ["unreact", "remove upvote", "take back thumbs up"],
    examples: [
      "remove my thumbs up (award 344) from !34",
      "take back the :tada: reaction 12 on merge request 17",
      "remove my upvote from MR !311, reaction id 98",
      "remove the 👀 reaction 77 from !8 in data-etl",
      "delete award emoji 345 on comment 9921 of !42",
      "undo my rocket reaction 5 on the PR !56",
      "remove reaction 1203 from merge request !4 in backend-api",
      "unreact 61 on note 5512 of MR 7",
      "remove my thumbsdown reaction 22 from !64",
      "remvoe emoji 230 from mr 19",
      "delete my 👍 award on MR !88",
      "remove my :rocket: reaction from !42",
      "undo my thumbs-up on MR !7",
      "take back the 🎉 emoji I left on merge request !19",
      "remove my thumbs up reaction from merge request !512 in orbit/android (award 7781)",
      "delete award emoji 4410 from MR !301 in quartz/backend",
      "take back my :rocket: reaction 91 on PR !61 in ridge/tf-modules",
      "remove reaction 3310 from comment 44120 of MR !14 in zinc/runbooks",
    ],
  }),
];
