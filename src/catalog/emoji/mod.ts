/** Emoji reactions (award emoji) on issues, merge requests and their comments. */
import { defineDomain } from "../../engine/domain.ts";
import { issueEmojiActions } from "./issue.ts";
import { mergeRequestEmojiActions } from "./merge_request.ts";

export const emojiDomain = defineDomain({
  name: "emoji",
  toolset: "issues",
  title: "Emoji reactions on issues, merge requests and comments",
  short: "emoji",
  actions: [...issueEmojiActions, ...mergeRequestEmojiActions],
});
