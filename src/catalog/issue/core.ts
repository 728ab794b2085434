/** Issues themselves (GitLab Issues API): list, read, create, update, close, move, delete, subscribe. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, intId, issueIid, labels, projectId } from "../fields.ts";
import { ISSUE_SUMMARY, issueListFilters } from "./fields.ts";

const projectIssue = { project_id: projectId, issue_iid: issueIid };

/** Writable fields shared by create and update. */
const issueFields = {
  description: z.string().optional().describe("Issue body in GitLab Markdown (max 1,048,576 characters)."),
  assignee_ids: z.array(z.number().int().min(0)).optional().describe(
    "User IDs to assign, e.g. [12]. GitLab Free keeps only one assignee. On update, [] or [0] unassigns everyone.",
  ),
  milestone_id: z.number().int().min(0).optional().describe(
    "Global milestone ID (not its title or IID). On update, 0 removes the milestone.",
  ),
  confidential: z.boolean().optional().describe("true makes the issue visible only to project members with access."),
  due_date: z.string().optional().describe('Due date as YYYY-MM-DD, e.g. "2026-03-31".'),
  issue_type: z.enum(["issue", "incident", "test_case", "task"]).optional().describe("Issue type (default issue)."),
  weight: z.number().int().min(0).optional().describe("Weight, 0 or more (Premium/Ultimate only)."),
};

export const issueCoreActions = [
  defineAction({
    id: "issue.list",
    title: "List project issues",
    description:
      "List a project's issues with filters (state, labels, milestone, assignee/author username, search text, dates). Use issue.list_group for a whole group or issue.list_all across every project.",
    method: "GET",
    path: "/projects/{project_id}/issues",
    kind: "list",
    params: z.object({
      project_id: projectId,
      ...issueListFilters,
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
        "Whose issues: created_by_me, assigned_to_me or all (default all).",
      ),
    }),
    aliases: ["issues", "tickets", "bugs", "backlog", "find issues", "open issues"],
  }),
  defineAction({
    id: "issue.list_all",
    title: "List all my issues",
    description:
      "List issues across every project the current user can see. By default only issues the user created; set scope to assigned_to_me or all.",
    method: "GET",
    path: "/issues",
    kind: "list",
    params: z.object({
      ...issueListFilters,
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
        "Whose issues: created_by_me (default), assigned_to_me or all visible issues.",
      ),
      non_archived: z.boolean().optional().describe("false also includes issues of archived projects (default true)."),
    }),
    aliases: ["my issues", "assigned to me", "issues dashboard", "instance issues"],
  }),
  defineAction({
    id: "issue.list_group",
    title: "List group issues",
    description:
      "List the issues of every project in a group and its subgroups, with the same filters as issue.list. Identify the group by ID or full path.",
    method: "GET",
    path: "/groups/{group_id}/issues",
    kind: "list",
    params: z.object({
      group_id: groupId,
      ...issueListFilters,
      scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
        "Whose issues: created_by_me, assigned_to_me or all (default all).",
      ),
      non_archived: z.boolean().optional().describe("false also includes issues of archived projects (default true)."),
    }),
    aliases: ["group issues", "namespace issues"],
  }),
  defineAction({
    id: "issue.get",
    title: "Get issue",
    description:
      "Get one issue by project and IID (the #number): title, description, state, labels, assignees, milestone, time stats.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}",
    params: z.object(projectIssue),
    aliases: ["show issue", "view issue", "issue details"],
    summary: [...ISSUE_SUMMARY, "description"],
  }),
  defineAction({
    id: "issue.create",
    title: "Create issue",
    description:
      "Open a new issue in a project with a title and optional description, labels, assignees, milestone, due date, confidentiality and weight.",
    method: "POST",
    path: "/projects/{project_id}/issues",
    params: z.object({
      project_id: projectId,
      title: z.string().min(1).describe("Issue title."),
      ...issueFields,
      labels: labels.optional().describe('Comma-separated label names; missing labels are created, e.g. "bug,ui".'),
    }),
    aliases: ["new issue", "open issue", "file bug", "report bug", "add ticket"],
    summary: ISSUE_SUMMARY,
  }),
  defineAction({
    id: "issue.update",
    title: "Update issue",
    description:
      "Change an issue's title, description, labels (replace, add or remove), assignees, milestone, due date, lock or confidentiality, or close/reopen it with state_event. Send at least one field.",
    method: "PUT",
    path: "/projects/{project_id}/issues/{issue_iid}",
    params: z.object({
      ...projectIssue,
      title: z.string().min(1).optional().describe("New title."),
      ...issueFields,
      labels: labels.optional().describe(
        'Comma-separated label names replacing all current labels; "" removes every label.',
      ),
      add_labels: labels.optional().describe("Comma-separated label names to add, keeping the others."),
      remove_labels: labels.optional().describe("Comma-separated label names to remove."),
      discussion_locked: z.boolean().optional().describe("true lets only project members comment."),
      state_event: z.enum(["close", "reopen"]).optional().describe("close or reopen the issue."),
    }),
    aliases: ["edit issue", "assign issue", "label issue", "change issue", "set milestone"],
    summary: ISSUE_SUMMARY,
  }),
  defineAction({
    id: "issue.close",
    title: "Close issue",
    description: "Close an open issue (same as issue.update with state_event close). Undo with issue.reopen.",
    method: "PUT",
    path: "/projects/{project_id}/issues/{issue_iid}",
    params: z.object(projectIssue),
    fixed: { state_event: "close" },
    aliases: ["resolve issue", "mark done", "finish issue"],
    summary: ["iid", "title", "state", "closed_at", "web_url"],
  }),
  defineAction({
    id: "issue.reopen",
    title: "Reopen issue",
    description: "Reopen a closed issue (same as issue.update with state_event reopen).",
    method: "PUT",
    path: "/projects/{project_id}/issues/{issue_iid}",
    params: z.object(projectIssue),
    fixed: { state_event: "reopen" },
    aliases: ["re-open issue", "open again"],
    summary: ["iid", "title", "state", "web_url"],
  }),
  defineAction({
    id: "issue.delete",
    title: "Delete issue",
    description:
      "Permanently delete an issue with its comments (administrators and project owners only). Prefer issue.close unless the issue must vanish.",
    method: "DELETE",
    path: "/projects/{project_id}/issues/{issue_iid}",
    params: z.object(projectIssue),
    destructive: true,
    aliases: ["remove issue", "destroy issue"],
  }),
  defineAction({
    id: "issue.move",
    title: "Move issue",
    description:
      "Move an issue to another project (numeric to_project_id); it gets a new IID there and the original is closed. Labels and milestones carry over when the target has the same names.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/move",
    params: z.object({
      ...projectIssue,
      to_project_id: intId("Numeric ID of the project to move the issue to (not its path)."),
    }),
    aliases: ["transfer issue", "relocate issue"],
    summary: ["iid", "project_id", "title", "state", "web_url"],
  }),
  defineAction({
    id: "issue.subscribe",
    title: "Subscribe to issue",
    description: "Subscribe the current user to an issue's notifications. GitLab answers 304 if already subscribed.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/subscribe",
    params: z.object(projectIssue),
    idempotent: true,
    aliases: ["watch issue", "notifications on", "follow issue"],
    summary: ["iid", "title", "state", "web_url"],
  }),
  defineAction({
    id: "issue.unsubscribe",
    title: "Unsubscribe from issue",
    description: "Stop the current user's notifications for an issue. GitLab answers 304 if not subscribed.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/unsubscribe",
    params: z.object(projectIssue),
    idempotent: true,
    aliases: ["unwatch issue", "notifications off", "mute issue"],
    summary: ["iid", "title", "state", "subscribed", "web_url"],
  }),
  defineAction({
    id: "issue.participants",
    title: "List issue participants",
    description: "List the users taking part in an issue (author, assignees, commenters, mentioned users).",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/participants",
    kind: "list",
    params: z.object(projectIssue),
    aliases: ["issue users", "who is involved"],
    summary: ["id", "username", "name", "state"],
  }),
];
