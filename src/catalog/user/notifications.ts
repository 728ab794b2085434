/** Your email notification settings: global, or for one group or project (GitLab Notification settings API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, optional, projectId } from "../fields.ts";

/** A project's settings when project_id is given, a group's with group_id, else your global ones. */
const PATHS = [
  "/projects/{project_id}/notification_settings",
  "/groups/{group_id}/notification_settings",
  "/notification_settings",
];

const target = {
  project_id: optional(projectId).describe(
    'Project ID or full path, e.g. 42 or "my-group/my-project": that project\'s settings. Omit both project_id and group_id for your global settings.',
  ),
  group_id: optional(groupId).describe(
    'Group ID or full path, e.g. 7 or "my-group": that group\'s settings. Omit both for your global settings.',
  ),
};

/** The custom-level email events, as the docs list them, each with when it fires. */
const EVENTS: Record<string, string> = {
  approver: "a merge request you are eligible to approve is created",
  change_reviewer_merge_request: "a merge request's reviewers are changed",
  close_issue: "an issue is closed",
  close_merge_request: "a merge request is closed",
  failed_pipeline: "a pipeline fails",
  fixed_pipeline: "a previously failed pipeline is fixed",
  issue_due: "an issue is due tomorrow",
  merge_merge_request: "a merge request is merged",
  merge_when_pipeline_succeeds: "a merge request is set to auto-merge",
  moved_project: "a project is moved",
  new_epic: "a new epic is created (Premium and Ultimate)",
  new_issue: "a new issue is created",
  new_merge_request: "a new merge request is created",
  new_note: "someone adds a comment",
  new_release: "a new release is published",
  push_to_merge_request: "someone pushes to a merge request",
  reassign_issue: "an issue is reassigned",
  reassign_merge_request: "a merge request is reassigned",
  reopen_issue: "an issue is reopened",
  reopen_merge_request: "a merge request is reopened",
  success_pipeline: "a pipeline completes successfully",
};

const eventParams = Object.fromEntries(
  Object.entries(EVENTS).map(([name, when]) => [
    name,
    z.boolean().optional().describe(`true: email me when ${when}; false: don't. Used by the custom level.`),
  ]),
);

/** Neither or one of project_id and group_id; notification_email is a global setting only. */
export function notificationTargetProblem(p: Record<string, unknown>): string | undefined {
  const project = p.project_id !== undefined;
  const group = p.group_id !== undefined;
  if (project && group) {
    return "send project_id or group_id, not both (or neither for your global settings)";
  }
  if (p.notification_email !== undefined && (project || group)) {
    return `notification_email is a global setting only; send it without ${
      project ? "project_id" : "group_id"
    }, in a separate call`;
  }
  return undefined;
}

const SUMMARY = ["level", "notification_email"];

/** The custom level's events by state: on (true), off (false), and how many follow the default (null). */
export function eventLines(data: unknown): string[] {
  const events = (data as { events?: unknown } | null)?.events;
  if (!events || typeof events !== "object" || Array.isArray(events)) return [];
  const all = Object.entries(events as Record<string, unknown>);
  const named = (v: boolean) => all.filter(([, x]) => x === v).map(([k]) => k).join(", ") || "none";
  const rest = all.filter(([, x]) => typeof x !== "boolean").length;
  return [
    `Events on: ${named(true)}`,
    `Events off: ${named(false)}`,
    ...(rest ? [`${rest} more follow the default`] : []),
  ];
}

export const notificationActions = [
  defineAction({
    id: "user.notification_settings_get",
    title: "Get notification settings",
    description:
      "Read your email notification settings: the global level and notification email, or one project's (project_id) or group's (group_id) level and, for the custom level, which events email you. Not your to-do list (user.todo_list).",
    method: "GET",
    path: PATHS,
    params: () => z.object(target),
    check: notificationTargetProblem,
    aliases: ["watch level", "email preferences", "notification_email"],
    examples: [
      "what are my GitLab notification settings?",
      "show my global notification level and notification email",
      "am I watching acme/web? check my notification level for that project",
      "which email notifications do I get for the platform group?",
      "what notification level is set for project 2201?",
      "which address do GitLab notification emails go to?",
      "did I mute notifications for data/etl-jobs? show the setting",
      "hey, why am I getting so many emails from acme/billing? show my notification settings there",
      "show my custom notification events for mobile/ios-app",
      "is my notification level participating or watch, globally?",
      "like GitHub's watch/unwatch: what's my watch setting on acme/cli?",
      "show my notificaton settings for the group infra, not my to-dos",
      "show my notification settings for mobile/ios-app",
      "get my global notification settings",
      "show my notification level for data/etl-jobs, is it muted?",
      "get the notification setting for group infra",
      "what notification email and level do I have right now?",
      "what notification level do I have on kestrel/api: watch, participating or mention?",
      "read my notification settings for the granite group",
      "which events email me under my custom level on helios/web?",
    ],
    summary: SUMMARY,
    notes: eventLines,
  }),
  defineAction({
    id: "user.notification_settings_update",
    title: "Update notification settings",
    description:
      "Change your email notification settings globally, or for one project (project_id) or group (group_id): the level (watch, participating, mention, custom, disabled, or global to follow your global level) and, for custom, each event on or off. notification_email is global only. Does not touch to-dos.",
    method: "PUT",
    path: PATHS,
    params: () =>
      z.object({
        ...target,
        level: z.enum(["disabled", "participating", "watch", "global", "mention", "custom"]).optional().describe(
          "disabled: none; participating: threads you take part in; watch: most activity; global: follow your global level (groups and projects); mention: only when @mentioned; custom: participating plus the events you turn on.",
        ),
        notification_email: z.string().min(1).optional().describe(
          "Global only: a verified email address of yours to send notifications to. Refused with project_id or group_id.",
        ),
        ...eventParams,
      }),
    check: notificationTargetProblem,
    aliases: ["watch project", "unwatch", "mute project emails", "change watch level"],
    examples: [
      "watch acme/web: set my notification level to watch",
      "mute all notifications from data/etl-jobs",
      "set my global notification level to participating",
      "only notify me when I'm mentioned in the platform group",
      "send my GitLab notification emails to jane@work.example.com",
      "unwatch project 2201, back to my global notification level",
      "custom notifications for acme/billing: email me on failed pipelines and new merge requests only",
      "turn off the successful pipeline emails in mobile/ios-app",
      "hey, can you stop all GitLab email notifications for me? disable them globally",
      "email me whenever a new release is published in acme/cli",
      "like unsubscribing on GitHub: stop watching acme/portal",
      "set notifcation level to mention for group infra",
      "set my notification level for acme/web to watch",
      "change my global notification level to participating",
      "change my notification email to jane@work.example.com",
      "stop watching acme/portal: set its notification level to global",
      "set notification level to disabled for mobile/ios-app",
      "update my notification settings for the platform group: mention only",
      "set my notification level on kestrel/api to custom with only failed_pipeline on",
      "lower my notifications for the granite group to mention-only",
    ],
    summary: SUMMARY,
    notes: eventLines,
  }),
];
