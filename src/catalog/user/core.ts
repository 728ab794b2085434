/** Users, the current user, to-do items and user status (GitLab Users and To-Do List APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId } from "../fields.ts";

const USER_SUMMARY = ["id", "username", "name", "state", "web_url"];
const TODO_SUMMARY = ["id", "action_name", "target_type", "body", "state", "target_url"];
const STATUS_SUMMARY = ["emoji", "availability", "message", "clear_status_at"];

export const userActions = [
  defineAction({
    id: "user.current",
    title: "Current user",
    description:
      "Get the user this token acts as: ID, username, name, email and permissions. Use it to learn who 'me' is before filtering by author or assignee.",
    method: "GET",
    path: "/user",
    params: z.object({}),
    aliases: ["me", "whoami", "my account", "authenticated user"],
    summary: ["id", "username", "name", "email", "state", "is_admin", "web_url"],
  }),
  defineAction({
    id: "user.list",
    title: "List users",
    description:
      "Find users by name, username or public email with search, or look one up by exact username. Filters: active, blocked, external, humans only.",
    method: "GET",
    path: "/users",
    kind: "list",
    params: z.object({
      search: z.string().optional().describe(
        "Fuzzy match on name or username; a public email must match in full.",
      ),
      username: z.string().optional().describe("Exact username (case-insensitive), returns at most one user."),
      active: z.boolean().optional().describe("Only active users (send true; false is not supported)."),
      blocked: z.boolean().optional().describe("Only blocked users (send true; false is not supported)."),
      external: z.boolean().optional().describe("Only external users (send true)."),
      humans: z.boolean().optional().describe("Only regular users, excluding bots and internal users."),
      exclude_internal: z.boolean().optional().describe("Leave out internal users such as the alert bot."),
      without_project_bots: z.boolean().optional().describe("Leave out project and group access-token bots."),
      created_after: z.string().optional().describe("Only users created after this time (ISO 8601)."),
      created_before: z.string().optional().describe("Only users created before this time (ISO 8601)."),
      order_by: z.enum(["id", "name", "username", "created_at", "updated_at"]).optional().describe(
        "Sort field (administrators only; default id).",
      ),
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (administrators only; default desc)."),
    }),
    aliases: ["find user", "people", "accounts", "lookup username"],
    summary: USER_SUMMARY,
  }),
  defineAction({
    id: "user.get",
    title: "Get user",
    description:
      "Get one user's public profile by numeric ID. To find an ID from a username, use user.list with username.",
    method: "GET",
    path: "/users/{user_id}",
    params: z.object({ user_id: intId("Numeric user ID, e.g. 42.") }),
    summary: ["id", "username", "name", "state", "public_email", "job_title", "web_url"],
  }),
  defineAction({
    id: "user.todo_list",
    title: "List to-do items",
    description:
      "List your to-do items (pending by default): mentions, assignments, review requests, failed pipelines. Filter by state, target type or action.",
    method: "GET",
    path: "/todos",
    kind: "list",
    params: z.object({
      state: z.enum(["pending", "done"]).optional().describe("pending (default) or done."),
      type: z.string().optional().describe(
        "Target type: Issue, MergeRequest, Commit, Epic, DesignManagement::Design, AlertManagement::Alert, Project, Namespace or Vulnerability.",
      ),
      action: z.string().optional().describe(
        "Why it was created: assigned, mentioned, build_failed, marked, approval_required, unmergeable, directly_addressed, review_requested, merge_train_removed or member_access_requested.",
      ),
      project_id: z.number().int().positive().optional().describe("Only to-dos of this numeric project ID."),
      group_id: z.number().int().positive().optional().describe("Only to-dos of this numeric group ID."),
      author_id: z.number().int().positive().optional().describe("Only to-dos created by this user ID."),
    }),
    aliases: ["todos", "inbox", "notifications", "my tasks"],
    summary: TODO_SUMMARY,
  }),
  defineAction({
    id: "user.todo_mark_done",
    title: "Mark to-do done",
    description: "Mark one of your pending to-do items as done by its ID (from user.todo_list).",
    method: "POST",
    path: "/todos/{todo_id}/mark_as_done",
    params: z.object({ todo_id: intId("To-do item ID, from user.todo_list.") }),
    idempotent: true,
    aliases: ["dismiss todo", "resolve todo"],
    summary: TODO_SUMMARY,
  }),
  defineAction({
    id: "user.todo_mark_all_done",
    title: "Mark all to-dos done",
    description: "Mark every one of your pending to-do items as done at once. GitLab answers with no content.",
    method: "POST",
    path: "/todos/mark_as_done",
    kind: "none",
    params: z.object({}),
    idempotent: true,
    aliases: ["clear todos", "empty inbox"],
  }),
  defineAction({
    id: "user.get_status",
    title: "Get user status",
    description: "Get a user's status: emoji, message, availability (busy or not) and when it clears.",
    method: "GET",
    path: "/users/{id_or_username}/status",
    params: z.object({
      id_or_username: z.union([z.string().min(1), z.number().int().positive()]).describe(
        'User ID or username, e.g. 42 or "john_smith".',
      ),
    }),
    aliases: ["availability", "busy", "out of office"],
    summary: STATUS_SUMMARY,
  }),
  defineAction({
    id: "user.set_status",
    title: "Set my status",
    description:
      "Set your own user status. Replaces the whole status: any field not sent is cleared, so send everything you want to keep. Send nothing to clear it.",
    method: "PUT",
    path: "/user/status",
    params: z.object({
      emoji: z.string().optional().describe('Emoji name without colons, e.g. "coffee" (default speech_balloon).'),
      message: z.string().max(100).optional().describe("Status message, at most 100 characters; may contain :emoji:."),
      availability: z.enum(["not_set", "busy"]).optional().describe("busy marks you as busy; not_set clears it."),
      clear_status_after: z.enum(["30_minutes", "3_hours", "8_hours", "1_day", "3_days", "7_days", "30_days"])
        .optional().describe("Clear the status automatically after this interval."),
    }),
    aliases: ["set availability", "out of office", "busy"],
    summary: STATUS_SUMMARY,
  }),
];
