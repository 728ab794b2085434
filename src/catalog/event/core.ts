/** Activity events (GitLab Events API): the current user's, one user's contribution events, a project's. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { EVENT_SUMMARY, eventDetails, eventFilters } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

export const eventActions = [
  defineAction({
    id: "event.list_mine",
    title: "List my activity events",
    description:
      "List the current user's own activity (pushes, comments, opened/closed/merged issues and MRs, approvals), newest first, filtered by action, target type and day range: for stand-ups and 'what did I do yesterday'. scope=all adds events in all of the user's projects by anyone. Another user's: event.list_user; one project's: event.list_project.",
    method: "GET",
    shape: SHAPES.event,
    path: "/events",
    kind: "list",
    params: () =>
      z.object({
        ...eventFilters,
        scope: z.enum(["all"]).optional().describe(
          '"all" includes events by anyone across the projects you belong to, not only your own.',
        ),
      }),
    aliases: ["my activity", "my contributions", "what did I do", "standup", "activity feed", "timeline"],
    examples: [
      "what did I do yesterday on GitLab? need it for standup",
      "list my activity since Monday",
      "show my own recent pushes",
      "which MRs did I merge last week? check my own events",
      "my comments from the last 3 days",
      "what issues did I close in November, from my activity?",
      "give me my contributions for the retro, Nov 17 to Nov 28",
      "my activty feed for today",
      "which merge requests did I approve myself this sprint?",
      "what's my activity been since Monday? scope all, including others in my projects",
      "what have I been working on lately? list my events",
      "oldest first: my GitLab activity from 2026-11-01",
      "hey, can you summarize what I pushed and commented on this week for my weekly report?",
      "my GitHub-style contribution history, last 7 days",
      "show me only my own activity",
      "what did I do on Friday?",
    ],
    summary: EVENT_SUMMARY,
    notes: eventDetails,
  }),
  defineAction({
    id: "event.list_user",
    title: "List a user's contribution events",
    description:
      "List another user's contribution events (pushes, comments, opened/closed/merged issues and MRs, approvals) by user ID or username, newest first, filtered by action, target type and day range. Only events in projects you can see. Your own: event.list_mine; a project's: event.list_project.",
    method: "GET",
    shape: SHAPES.event,
    path: "/users/{id_or_username}/events",
    kind: "list",
    params: () =>
      z.object({
        id_or_username: z.union([z.string().min(1), z.number().int().positive()]).describe(
          'User ID or username (GitLab\'s `id`), e.g. 42 or "john_smith", without "@".',
        ),
        ...eventFilters,
      }),
    aliases: ["user activity", "contributions", "what has someone been doing", "contribution events"],
    examples: [
      "what has @priya been working on this week?",
      "show user jsmith's activity since Monday",
      "list the contributions of user 42 in November",
      "what did @marco.rossi push yesterday?",
      "which MRs did the user lena merge last sprint?",
      "show the comments @tomas left in the last 3 days",
      "what issues did user dana.k close this month?",
      "recent activity of user @kenji, newest first",
      "has @sam done anything on GitLab since Friday?",
      "contribution events for user ahmed_h between 2026-11-01 and 2026-11-15",
      "what did teammate @olga approve this week?",
      "show @lucia's contribution timeline",
      "which repos did user 1337 push to recently?",
      "list what user bob commented on today, he's out and someone has to follow up",
      "another user's activity: @wei.chen since Monday",
      "is @nora still active? show her recent contribution events",
    ],
    summary: EVENT_SUMMARY,
    notes: eventDetails,
  }),
  defineAction({
    id: "event.list_project",
    title: "List project activity events",
    description:
      "List a project's activity by everyone (pushes, comments, opened/closed/merged issues and MRs, joins), newest first, filtered by action, target type and day range: for retrospectives and 'what happened in this repo'. One person's: event.list_user or event.list_mine.",
    method: "GET",
    shape: SHAPES.event,
    path: "/projects/{project_id}/events",
    kind: "list",
    params: () => z.object({ project_id: projectId, ...eventFilters }),
    aliases: ["project activity", "activity feed", "what happened", "recent changes", "audit trail"],
    examples: [
      "what happened in acme/web yesterday?",
      "show the activity feed of the backend-api project this week",
      "who pushed to infra/terraform today?",
      "list all merges in the payments repo since Monday",
      "recent comments in project acme/sdk, everyone's",
      "project activity for data-etl from Nov 1 to Nov 14 for the retro",
      "which issues were closed in the mobile-app project last sprint, per its events?",
      "who joined or left the ops/ansible project recently?",
      "show the last 20 events in the docs project, newest first",
      "what's been going on in the api repo? recent project events",
      "list every push to acme/web in the last 3 days",
      "activity in platform/core this month: who created milestones?",
      "show the event log of project 4410, oldest first",
      "repo activity in acme/web, all contributors, since 2026-11-20",
      "what went on in https://gitlab.example.com/acme/web today?",
      "project events for group/project acme/billing, everybody's, this week",
    ],
    summary: EVENT_SUMMARY,
    notes: eventDetails,
  }),
];
