/** Issue comments: notes (Notes API) and threads (Discussions API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { issueIid, projectId } from "../fields.ts";
import { discussionId, discussionLines, NOTE_SUMMARY, noteBody, noteId, noteLine } from "./fields.ts";

const projectIssue = { project_id: projectId, issue_iid: issueIid };

export const issueCommentActions = [
  defineAction({
    id: "issue.note_list",
    title: "List issue comments",
    description:
      "List an issue's notes (comments and system notes such as label or state changes), newest first by default.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/notes",
    kind: "list",
    params: z.object({
      ...projectIssue,
      order_by: z.enum(["created_at", "updated_at"]).optional().describe("Sort field (default created_at)."),
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc; asc = oldest first)."),
    }),
    aliases: ["issue comments", "issue notes", "read comments"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "issue.note_get",
    title: "Get issue comment",
    description: "Get one note (comment) of an issue by its note_id.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/notes/{note_id}",
    params: z.object({ ...projectIssue, note_id: noteId }),
    aliases: ["show comment"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "issue.note_create",
    title: "Comment on issue",
    description:
      "Add a top-level comment to an issue. Use issue.discussion_create to start a thread others can reply to, or issue.discussion_add_note to reply in one.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/notes",
    params: z.object({
      ...projectIssue,
      body: noteBody,
      internal: z.boolean().optional().describe(
        "true makes an internal note, visible only to project members with Reporter access or more.",
      ),
    }),
    aliases: ["add comment", "reply to issue", "post note", "comment"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "issue.note_update",
    title: "Edit issue comment",
    description: "Replace the text of an existing issue note (comment) by its note_id.",
    method: "PUT",
    path: "/projects/{project_id}/issues/{issue_iid}/notes/{note_id}",
    params: z.object({ ...projectIssue, note_id: noteId, body: noteBody }),
    aliases: ["edit comment", "change comment"],
    summary: NOTE_SUMMARY,
  }),
  defineAction({
    id: "issue.note_delete",
    title: "Delete issue comment",
    description: "Permanently delete an issue note (comment) by its note_id.",
    method: "DELETE",
    path: "/projects/{project_id}/issues/{issue_iid}/notes/{note_id}",
    params: z.object({ ...projectIssue, note_id: noteId }),
    destructive: true,
    aliases: ["remove comment"],
  }),
  defineAction({
    id: "issue.discussion_list",
    title: "List issue threads",
    description:
      "List an issue's discussions (threads and single comments), each with its notes; gives the discussion_id needed to reply.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/discussions",
    kind: "list",
    params: z.object(projectIssue),
    aliases: ["issue discussions", "threads", "conversation"],
    summary: ["id", "individual_note"],
    notes: discussionLines,
  }),
  defineAction({
    id: "issue.discussion_get",
    title: "Get issue thread",
    description: "Get one discussion (thread) of an issue with all its notes, by its hex discussion_id.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}",
    params: z.object({ ...projectIssue, discussion_id: discussionId }),
    aliases: ["show thread"],
    summary: ["id", "individual_note"],
    notes: (data) => {
      const notes = (data as { notes?: unknown[] } | null)?.notes;
      return Array.isArray(notes) ? notes.map(noteLine) : [];
    },
  }),
  defineAction({
    id: "issue.discussion_create",
    title: "Start issue thread",
    description:
      "Start a new discussion (thread) on an issue; unlike a plain note, others can reply to it with issue.discussion_add_note.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/discussions",
    params: z.object({ ...projectIssue, body: noteBody }),
    aliases: ["new thread", "start discussion"],
    summary: ["id", "individual_note"],
    notes: discussionLines,
  }),
  defineAction({
    id: "issue.discussion_add_note",
    title: "Reply in issue thread",
    description:
      "Reply to an existing issue discussion (thread) by discussion_id; replying to a single comment turns it into a thread.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/discussions/{discussion_id}/notes",
    params: z.object({ ...projectIssue, discussion_id: discussionId, body: noteBody }),
    aliases: ["reply to thread", "reply to comment", "answer discussion"],
    summary: ["id", "type", "body", "created_at"],
  }),
];
