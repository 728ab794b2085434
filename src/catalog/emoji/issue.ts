/** Emoji reactions on an issue or on one of its comments (Emoji reactions API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { issueIid, projectId } from "../fields.ts";
import { awardId, emojiName, noteId, reactionTally, SUMMARY } from "./fields.ts";

const ISSUE = "/projects/{project_id}/issues/{issue_iid}";
/** A comment's reactions when note_id is given, else the issue's own. */
const PATHS = [`${ISSUE}/notes/{note_id}/award_emoji`, `${ISSUE}/award_emoji`];
const target = { project_id: projectId, issue_iid: issueIid, note_id: noteId };

export const issueEmojiActions = [
  defineAction({
    id: "emoji.issue_list",
    title: "List issue emoji reactions",
    description:
      "List the emoji reactions (award emoji) on an issue, or on one of its comments with note_id: which emoji, and who gave each.",
    method: "GET",
    path: PATHS,
    kind: "list",
    params: () => z.object(target),
    summary: SUMMARY,
    notes: reactionTally,
    aliases: ["award emoji", "reactions", "emoji votes"],
    examples: [
      "who reacted to issue #42 in acme/web?",
      "list the emoji reactions on issue 17",
      "how many thumbs up does #311 have, and from whom?",
      "show the award emoji on issue #8 in data-etl",
      "which reactions did comment 9921 on issue #42 get?",
      "who gave a :rocket: to issue 56?",
      "count the upvotes and downvotes on #1203 in backend-api",
      "list reactions on the note 5512 of issue #7",
      "did anyone 👍 issue #64?",
      "emoji reactons on issue 230 pls",
      "who +1'd the bug report #88? list the reactions",
      "list the award emojis of issue #15 in infra/terraform",
      "how popular is issue #99? list its emoji votes",
      "list the reactions on issue #42 in acme/web",
      "list award emoji on #19 in design/tokens",
      "which emoji reactions does ticket #8 have?",
      "list the emoji reactions on issue #512 in orbit/android",
      "who gave a thumbs up to issue #301 in quartz/backend?",
      "show the reactions on comment 44120 of issue #61 in ridge/tf-modules",
    ],
  }),
  defineAction({
    id: "emoji.issue_add",
    title: "Add emoji reaction to issue",
    description:
      "React with an emoji on an issue, or on one of its comments with note_id (as the token's user). Undo with emoji.issue_remove.",
    method: "POST",
    path: PATHS,
    params: () => z.object({ ...target, name: emojiName }),
    summary: SUMMARY,
    aliases: ["award emoji", "react", "upvote", "thumbs up", "+1"],
    examples: [
      "thumbs up issue #42 in acme/web",
      "add a :tada: reaction to issue 17",
      "upvote #311 for me",
      "react with 👀 on issue #8 so they know I'm looking",
      "react +1 to the comment 9921 on issue #42",
      "add a rocket emoji reaction to issue 56",
      "downvote issue #1203 in backend-api (thumbsdown)",
      "add heart reaction to note 5512 of issue #7",
      "give issue #64 a thumbs up",
      "raect with :white_check_mark: on issue 230",
      "award the emoji 100 to issue #88",
      "leave a 👍 on issue #15 in infra/terraform",
      "vote for issue #99 with a thumbsup reaction",
      "react to issue #42 in acme/web with :tada:",
      "add a :thumbsup: reaction to issue #7",
      "give #311 in acme/web a 🎉 reaction",
      "add a thumbs up reaction to issue #512 in orbit/android",
      "react to issue #301 in quartz/backend with :eyes:",
      "react with 🎉 to comment 44120 of issue #61 in ridge/tf-modules",
      "+1 issue #14 in zinc/runbooks with a thumbsup emoji",
    ],
  }),
  defineAction({
    id: "emoji.issue_remove",
    title: "Remove emoji reaction from issue",
    description:
      "Remove an emoji reaction, by its award ID (from emoji.issue_list), from an issue or, with note_id, from one of its comments. Only its author or an admin can; add it again with emoji.issue_add.",
    method: "DELETE",
    path: PATHS.map((p) => `${p}/{award_id}`),
    params: () => z.object({ ...target, award_id: awardId }),
    aliases: ["unreact", "remove upvote", "take back thumbs up"],
    examples: [
      "remove my thumbs up (award 344) from issue #42",
      "take back the :tada: reaction 12 on issue 17",
      "remove my upvote from #311, reaction id 98",
      "remove the 👀 reaction 77 from issue #8 in data-etl",
      "delete award emoji 345 on comment 9921 of issue #42",
      "undo my rocket reaction 5 on issue 56",
      "remove reaction 1203 from issue #4 in backend-api",
      "unreact 61 on note 5512 of issue #7",
      "remove my thumbsdown reaction 22 from issue #64",
      "remve emoji 230 from issue 19",
      "delete my 👍 award on issue #88",
      "remove my :thumbsup: from issue #42",
      "take back my 🎉 reaction on #12 in docs-site",
      "undo the :eyes: reaction I put on issue #7",
      "remove my thumbs up reaction from issue #512 in orbit/android (award 7781)",
      "delete award emoji 4410 from issue #301 in quartz/backend",
      "take back my :eyes: reaction 91 on issue #61 in ridge/tf-modules",
      "remove reaction 3310 from comment 44120 of issue #14 in zinc/runbooks",
    ],
  }),
];
