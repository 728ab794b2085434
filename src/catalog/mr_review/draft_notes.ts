/** Merge request draft notes (GitLab Draft Notes API): pending review comments, published together. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId } from "../fields.ts";
import { MR_PATH, mrParams, position } from "./fields.ts";

const DRAFTS = `${MR_PATH}/draft_notes`;
const DRAFT_SUMMARY = ["id", "note", "discussion_id", "resolve_discussion", "commit_id"];

export const mrReviewDraftNoteActions = [
  defineAction({
    id: "mr_review.draft_note_list",
    title: "List draft notes",
    description: "List your pending (unpublished) review comments on a merge request; only you can see them.",
    method: "GET",
    path: DRAFTS,
    kind: "list",
    params: () => mrParams,
    aliases: ["pending review", "unpublished comments", "review draft"],
    examples: [
      "list my draft notes on !318",
      "show my pending review comments on merge request 42",
      "what unpublished comments do I have on PR 204?",
      "which of my review drafts on !87 are still unpublished?",
      "let me see my pending review on !412 first",
      "list draft comments on MR !99",
      "did I leave any unsent review notes on !150?",
      "drafts for !230",
      "show pendng review comments on !61",
      "show my unsubmitted review comments on pull request 45",
      "list the pending drafts I have on !333",
      "what's in my review draft for !310?",
      "what's still pending in my draft review on PR 72?",
      "show my unsent draft comments on !58",
      "list pending drafts on MR 140",
      "list my pending draft notes on merge request !512 in orbit/android",
      "what's in my unsubmitted review on MR !301 in quartz/backend?",
      "show my draft comments on PR !61 in ridge/tf-modules",
    ],
    summary: DRAFT_SUMMARY,
  }),
  defineAction({
    id: "mr_review.draft_note_create",
    title: "Add draft note",
    description:
      "Add a pending review comment, visible only to you until mr_review.draft_note_publish_all. Give position for a diff line, or in_reply_to_discussion_id to reply to a thread.",
    method: "POST",
    path: DRAFTS,
    params: () =>
      mrParams.extend({
        note: z.string().min(1).describe("Comment text in Markdown."),
        position: position.optional().describe("Where on the diff to comment; omit for a general comment."),
        in_reply_to_discussion_id: z.string().optional().describe("Thread ID this draft replies to."),
        resolve_discussion: z.boolean().optional().describe(
          "Resolve the replied-to thread when the draft is published.",
        ),
        commit_id: z.string().optional().describe("SHA of a commit to attach the draft to."),
      }),
    aliases: ["start review", "pending comment", "batch review"],
    examples: [
      "add a draft comment on !318: nit, rename this var",
      "start a review on merge request 42 with a pending comment on src/app.ts line 12",
      "queue a review comment on PR 204 without publishing it yet",
      "add a pending note to !87 in reply to thread 3f2a9c1e0b7d4a6f8e2c1d0b9a8f7e6d5c4b3a21",
      "draft a comment on line 88 of lib/auth.rb in !412, I'll submit later",
      "batch review: add a draft note on !99 saying 'needs tests'",
      "leave an unpublished comment on !150 and resolve that thread when published",
      "add draft note to !230",
      "save a review comment for !61 as pending, don't post it",
      "start reviewing !77: first draft comment on the README change",
      "add a pending review comment on pull request 45",
      "add to my review on !333 a draft comment on line 3 of Makefile",
      "add a pending comment to my review on !58, publish later",
      "draft note on MR 140: 'consider a constant here', dont send yet",
      "put a review draft on PR 72 line 30 of src/api.ts, not posted",
      "add a draft note to merge request !512 in orbit/android: rename this method",
      "add a pending review comment on line 40 of lib/sync.kt in MR !301 in quartz/backend",
      "queue a draft comment on PR !61 in ridge/tf-modules, I'll submit the review later",
      "draft a reply to thread 107f80e222f828767efc2f91624a8940f1f836f9 on !14 in zinc/runbooks, publish it with my review later",
      "add another comment to my pending review on !8",
    ],
    summary: DRAFT_SUMMARY,
  }),
  defineAction({
    id: "mr_review.draft_note_delete",
    title: "Delete draft note",
    description: "Delete one of your unpublished draft notes by its ID. Cannot be undone.",
    method: "DELETE",
    path: `${DRAFTS}/{draft_note_id}`,
    params: () => mrParams.extend({ draft_note_id: intId("Draft note ID from mr_review.draft_note_list.") }),
    destructive: true,
    aliases: ["discard draft"],
    examples: [
      "delete draft note 4412 on !318",
      "discard my pending comment on merge request 42",
      "remove the unpublished review comment 908 from PR 204",
      "throw away one of my draft notes on !87",
      "drop draft 1201 on MR !412 before I submit",
      "delete the pending review note I wrote on !99 about naming",
      "discard draft comment 77 on !150 (it was never published)",
      "delete my drfat note 3030 on !230",
      "discard a pending review comment on pull request 45",
      "delete draft note 505 on !333",
      "remove one comment from my unsubmitted review on !310",
      "throw away draft 88 on !77, keep the others",
      "remove my pending draft comment on PR 72",
      "delete one of my unpublished drafts on !58, id 77",
      "discard draft 912 on MR 140",
      "delete draft note 6612 on merge request !512 in orbit/android",
      "discard my unpublished draft on MR !301 in quartz/backend",
      "remove pending draft comment 4410 from PR !61 in ridge/tf-modules",
    ],
  }),
  defineAction({
    id: "mr_review.draft_note_publish_all",
    title: "Submit review",
    description:
      "Publish all your pending draft notes on a merge request at once (submit the review), optionally with a summary comment.",
    method: "POST",
    path: `${DRAFTS}/bulk_publish`,
    kind: "none",
    params: () =>
      mrParams.extend({
        note: z.string().optional().describe("Summary comment added with the review."),
        internal: z.boolean().optional().describe(
          "Make the summary note internal, visible only to project members (default false; only with note).",
        ),
        reviewer_state: z.enum(["reviewed", "requested_changes"]).optional().describe(
          "Set your reviewer state after publishing (does not approve; use merge_request.approve).",
        ),
      }),
    check: (p) =>
      p.internal !== undefined && p.note === undefined
        ? "internal applies to the summary note; send note too"
        : undefined,
    aliases: ["publish review", "submit review", "bulk publish", "finish review"],
    examples: [
      "submit my review on !318",
      "publish all my draft notes on merge request 42",
      "submit my pending review comments on PR 204",
      "finish the review on !87 and submit it with summary 'a few nits, otherwise fine'",
      "submit review on !412 and request changes",
      "publish my review of !99 as reviewed",
      "publish all pending comments on !150 at once",
      "I'm done reviewing !230, submit everything",
      "bulk publish drafts on MR !61",
      "submitt my review for !77",
      "submit my pending review on pull request 45",
      "publish the drafts on !333 and set me as requested changes",
      "I'm finished, submit my review on !58",
      "submit my review on !140 with an internal summary note: 'security concern, see threads'",
      "publish every queued draft comment on PR 72",
      "submit my review on merge request !512 in orbit/android",
      "publish all my pending draft notes on MR !301 in quartz/backend",
      "finish my review of PR !61 in ridge/tf-modules with 'LGTM with nits' and publish it",
      "publish my drafted comments on !14 in zinc/runbooks now, I'm done reviewing",
    ],
  }),
];
