/** Merge request threads and draft notes (GitLab Discussions and Draft Notes APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId } from "../fields.ts";
import { discussionId, MR_PATH, mrParams, position, threadNotes } from "./fields.ts";

const DISCUSSIONS = `${MR_PATH}/discussions`;
const DRAFTS = `${MR_PATH}/draft_notes`;
const DRAFT_SUMMARY = ["id", "note", "discussion_id", "resolve_discussion", "commit_id"];

export const mrReviewThreadActions = [
  defineAction({
    id: "mr_review.discussion_list",
    title: "List merge request threads",
    description:
      "List a merge request's discussion threads with their notes, diff positions and resolved state. Thread IDs feed discussion_reply and discussion_resolve.",
    method: "GET",
    path: DISCUSSIONS,
    kind: "list",
    params: mrParams,
    aliases: ["threads", "review comments", "diff comments", "unresolved threads"],
    notes: threadNotes,
  }),
  defineAction({
    id: "mr_review.discussion_get",
    title: "Get merge request thread",
    description: "Get one discussion thread of a merge request with all its notes, by thread ID.",
    method: "GET",
    path: `${DISCUSSIONS}/{discussion_id}`,
    params: mrParams.extend({ discussion_id: discussionId }),
    summary: ["id", "individual_note"],
    notes: threadNotes,
  }),
  defineAction({
    id: "mr_review.discussion_create",
    title: "Start merge request thread",
    description:
      "Start a resolvable thread on a merge request. Give position to comment on a diff line (SHAs from mr_review.diff_versions_list, paths and line numbers); omit it for a general thread.",
    method: "POST",
    path: DISCUSSIONS,
    params: mrParams.extend({
      body: z.string().min(1).describe("Comment text in Markdown; ```suggestion blocks propose a change."),
      position: position.optional().describe("Where on the diff to comment; omit for a thread on the overview."),
      commit_id: z.string().optional().describe(
        "SHA of a commit to start the thread on, for a comment on that commit.",
      ),
    }),
    aliases: ["diff comment", "line comment", "inline comment", "code review comment", "suggestion"],
    summary: ["id", "individual_note"],
    notes: threadNotes,
  }),
  defineAction({
    id: "mr_review.discussion_reply",
    title: "Reply to merge request thread",
    description: "Add a reply note to an existing merge request thread, by thread ID.",
    method: "POST",
    path: `${DISCUSSIONS}/{discussion_id}/notes`,
    params: mrParams.extend({
      discussion_id: discussionId,
      body: z.string().min(1).describe("Reply text in Markdown."),
    }),
    aliases: ["answer thread", "reply to comment"],
    summary: ["id", "type", "body", "resolvable", "resolved", "created_at"],
  }),
  defineAction({
    id: "mr_review.discussion_resolve",
    title: "Resolve merge request thread",
    description: "Resolve (resolved true) or reopen (resolved false) a merge request thread, by thread ID.",
    method: "PUT",
    path: `${DISCUSSIONS}/{discussion_id}`,
    params: mrParams.extend({
      discussion_id: discussionId,
      resolved: z.boolean().describe("true to resolve the thread, false to unresolve it."),
    }),
    aliases: ["unresolve thread", "mark resolved", "close thread"],
    summary: ["id", "individual_note"],
    notes: threadNotes,
  }),
  defineAction({
    id: "mr_review.draft_note_list",
    title: "List draft notes",
    description: "List your pending (unpublished) review comments on a merge request; only you can see them.",
    method: "GET",
    path: DRAFTS,
    kind: "list",
    params: mrParams,
    aliases: ["pending review", "unpublished comments", "review draft"],
    summary: DRAFT_SUMMARY,
  }),
  defineAction({
    id: "mr_review.draft_note_create",
    title: "Add draft note",
    description:
      "Add a pending review comment, visible only to you until mr_review.draft_note_publish_all. Give position for a diff line, or in_reply_to_discussion_id to reply to a thread.",
    method: "POST",
    path: DRAFTS,
    params: mrParams.extend({
      note: z.string().min(1).describe("Comment text in Markdown."),
      position: position.optional().describe("Where on the diff to comment; omit for a general comment."),
      in_reply_to_discussion_id: z.string().optional().describe("Thread ID this draft replies to."),
      resolve_discussion: z.boolean().optional().describe("Resolve the replied-to thread when the draft is published."),
      commit_id: z.string().optional().describe("SHA of a commit to attach the draft to."),
    }),
    aliases: ["start review", "pending comment", "batch review"],
    summary: DRAFT_SUMMARY,
  }),
  defineAction({
    id: "mr_review.draft_note_delete",
    title: "Delete draft note",
    description: "Delete one of your unpublished draft notes by its ID. Cannot be undone.",
    method: "DELETE",
    path: `${DRAFTS}/{draft_note_id}`,
    params: mrParams.extend({ draft_note_id: intId("Draft note ID from mr_review.draft_note_list.") }),
    destructive: true,
    aliases: ["discard draft"],
  }),
  defineAction({
    id: "mr_review.draft_note_publish_all",
    title: "Submit review",
    description:
      "Publish all your pending draft notes on a merge request at once (submit the review), optionally with a summary comment.",
    method: "POST",
    path: `${DRAFTS}/bulk_publish`,
    kind: "none",
    params: mrParams.extend({
      note: z.string().optional().describe("Summary comment added with the review."),
      reviewer_state: z.enum(["reviewed", "requested_changes"]).optional().describe(
        "Set your reviewer state after publishing (does not approve; use merge_request.approve).",
      ),
    }),
    aliases: ["publish review", "submit review", "bulk publish", "finish review"],
  }),
];
