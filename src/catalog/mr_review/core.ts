/** Merge request review: diffs and notes (GitLab Merge requests and Notes APIs); threads and drafts are in mr_review_threads.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId } from "../fields.ts";
import { changesNotes, MR_PATH, mrParams } from "./fields.ts";
import { mrReviewThreadActions } from "./threads.ts";

const noteId = intId("Note ID: the numeric id from mr_review.note_list.");
const NOTE_SUMMARY = ["id", "body", "system", "created_at", "author"];

export const mrReviewActions = [
  defineAction({
    id: "mr_review.changes_get",
    title: "Get merge request changes",
    description:
      "Get a merge request with every changed file and its diff (changes[]). Warns when GitLab's diff limits cut the result (overflow) or hid files; then use access_raw_diffs or mr_review.raw_diffs.",
    method: "GET",
    path: `${MR_PATH}/changes`,
    params: mrParams.extend({
      access_raw_diffs: z.boolean().optional().describe(
        "Read diffs from Gitaly instead of the database, avoiding most size limits (slower).",
      ),
      unidiff: z.boolean().optional().describe("Return diffs in unified diff format (GitLab 16.5+)."),
    }),
    aliases: ["diff", "changed files", "code changes", "review changes"],
    summary: ["iid", "title", "state", "source_branch", "target_branch", "changes_count", "overflow"],
    notes: changesNotes,
  }),
  defineAction({
    id: "mr_review.raw_diffs",
    title: "Get merge request raw diff",
    description:
      "Get the whole merge request diff as plain git diff text, read in line windows (start_line/max_lines). Best for large diffs.",
    method: "GET",
    path: `${MR_PATH}/raw_diffs`,
    kind: "text",
    params: mrParams,
    aliases: ["patch", "git diff", "plain diff"],
  }),
  defineAction({
    id: "mr_review.diff_versions_list",
    title: "List merge request diff versions",
    description:
      "List a merge request's diff versions, latest first, with their base/start/head SHAs: the SHAs a diff comment's position needs.",
    method: "GET",
    path: `${MR_PATH}/versions`,
    kind: "list",
    params: mrParams,
    aliases: ["diff refs", "versions", "position shas"],
    summary: ["id", "state", "base_commit_sha", "start_commit_sha", "head_commit_sha", "created_at"],
  }),
  defineAction({
    id: "mr_review.note_list",
    title: "List merge request notes",
    description:
      "List all comments on a merge request, including system notes (pushes, label changes). For threads and diff comments use mr_review.discussion_list.",
    method: "GET",
    path: `${MR_PATH}/notes`,
    kind: "list",
    params: mrParams.extend({
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc, newest first)."),
      order_by: z.enum(["created_at", "updated_at"]).optional().describe("Sort field (default created_at)."),
    }),
    aliases: ["comments", "merge request comments"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "mr_review.note_create",
    title: "Comment on merge request",
    description:
      "Add a general comment to a merge request (not on a diff line; for that use mr_review.discussion_create with position). Quick actions like /approve work in the body.",
    method: "POST",
    path: `${MR_PATH}/notes`,
    params: mrParams.extend({
      body: z.string().min(1).describe("Comment text in Markdown (up to 1,000,000 characters)."),
      internal: z.boolean().optional().describe("Make it an internal note, visible only to project members."),
      merge_request_diff_head_sha: z.string().optional().describe(
        "HEAD SHA of the merge request; required when the body uses the /merge quick action.",
      ),
    }),
    aliases: ["add comment", "reply", "post comment"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "mr_review.note_update",
    title: "Edit merge request note",
    description: "Change the text of an existing merge request comment, by note ID.",
    method: "PUT",
    path: `${MR_PATH}/notes/{note_id}`,
    params: mrParams.extend({
      note_id: noteId,
      body: z.string().min(1).describe("New comment text in Markdown."),
    }),
    aliases: ["edit comment"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "mr_review.note_delete",
    title: "Delete merge request note",
    description: "Delete a merge request comment by note ID. Cannot be undone.",
    method: "DELETE",
    path: `${MR_PATH}/notes/{note_id}`,
    params: mrParams.extend({ note_id: noteId }),
    destructive: true,
    aliases: ["remove comment"],
  }),
  ...mrReviewThreadActions,
];
