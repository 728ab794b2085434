/** Pipeline schedules: create, edit, take over, delete, and the pipelines one started (Pipeline schedules API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, optional, projectId } from "../fields.ts";
import { PIPELINE_STATUSES, PIPELINE_SUMMARY } from "./core.ts";
import { scheduleId } from "./reports_and_schedules.ts";
import { SHAPES } from "../shapes.ts";

const SCHEDULE_PATH = "/projects/{project_id}/pipeline_schedules/{pipeline_schedule_id}";
const SUMMARY = ["id", "description", "ref", "cron", "cron_timezone", "next_run_at", "active"];

const cron = z.string().min(1).describe(
  'Cron expression (5 fields) in the schedule\'s time zone, e.g. "0 1 * * *" for 01:00 every day or "0 6 * * 1" for Mondays at 06:00.',
);
const cronTimezone = z.string().min(1).describe(
  'Time zone of the cron, e.g. "UTC", "Europe/Berlin" or "Pacific Time (US & Canada)". Default on create: UTC.',
);
const ref = z.string().min(1).describe(
  'Branch or tag the pipeline runs on, e.g. "main" or "refs/tags/v1.0". A short name is expanded to its full ref; GitLab refuses one that names both a branch and a tag.',
);
const active = z.boolean().describe("Whether the schedule runs (false: paused). Default on create: true.");

/** Who owns the schedule now: its pipelines run as that user. */
function ownerLine(data: unknown): string[] {
  const owner = (data as { owner?: { username?: string } } | null)?.owner;
  return owner?.username ? [`Owner: @${owner.username} (its pipelines run as this user)`] : [];
}

export const pipelineScheduleWriteActions = [
  defineAction({
    id: "pipeline.schedule_create",
    title: "Create pipeline schedule",
    description:
      "Create a pipeline schedule: run a branch or tag's pipeline on a cron (e.g. nightly). The caller becomes its owner. Add variables afterwards with pipeline.schedule_variable_create.",
    method: "POST",
    path: "/projects/{project_id}/pipeline_schedules",
    params: () =>
      z.object({
        project_id: projectId,
        description: z.string().min(1).describe('What the schedule is for, e.g. "Nightly build".'),
        ref,
        cron,
        cron_timezone: optional(cronTimezone),
        active: optional(active),
      }),
    aliases: ["schedule pipeline", "cron job", "nightly build", "scheduled workflow"],
    examples: [
      "create a nightly pipeline schedule on main at 2am in acme/web",
      "schedule a pipeline every Monday 6:00 Europe/Berlin for develop",
      "add a cron job 0 3 * * * that runs the release branch in data-etl",
      "set up a new weekly dependency scan schedule on main",
      "new pipeline schedule 'Nightly build', cron 0 1 * * *, ref main",
      "make a scheduled workflow like GitHub's on: schedule for backend-api",
      "create an hourly schedule on main, inactive for now",
      "create a schedule for tag v2.0 running daily at midnight UTC",
      "can you schedule CI to run on main every weekday at 7?",
      "add a cron trigger for the docs repo that builds main at 04:30 Pacific Time",
      "create pipeline schedule for branch staging every 15 minutes",
      "set up a nightly scheduled pipeline in infra/terraform",
      "I want the pipeline to run automatically every Sunday night, please add a schedule",
      "create a pipeline schedule in ops/ansible for main, cron 30 2 * * 1",
      "add a new schedule that runs develop every night at 1am",
      "create schedule: description 'weekly cleanup', cron 0 0 * * 0, ref main",
      "set up a cron schedule for acme/web that runs main every 6 hours",
      "create a pipeline schedule in zinc/runbooks: cron 0 5 * * 1-5, ref main, description 'weekday smoke'",
      "schedule a nightly run of main for kestrel/api at 23:00 Europe/Paris",
      "we need a new schedule (like on: schedule in GitHub) that builds release/2.x every Sunday",
    ],
    summary: SUMMARY,
    notes: ownerLine,
  }),
  defineAction({
    id: "pipeline.schedule_update",
    title: "Update pipeline schedule",
    description:
      "Change a pipeline schedule's cron, time zone, ref, description, or pause/resume it with active. GitLab reschedules the next run. Only its owner can edit it: take ownership first with pipeline.schedule_take_ownership.",
    method: "PUT",
    path: SCHEDULE_PATH,
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_schedule_id: scheduleId,
        description: z.string().min(1).optional().describe("New description."),
        ref: optional(ref),
        cron: optional(cron),
        cron_timezone: optional(cronTimezone),
        active: optional(active),
      }),
    aliases: ["edit schedule", "pause schedule", "disable cron", "reschedule"],
    examples: [
      "change pipeline schedule 12 to run at 3am instead",
      "pause the nightly schedule 7 in acme/web",
      "disable scheduled pipeline 19, we don't need it during the freeze",
      "re-enable pipeline schedule 4 (set it active)",
      "point schedule 31 at the develop branch instead of main",
      "set the timezone of schedule 8 to America/New_York",
      "edit the cron of schedule 27 to 0 */6 * * *",
      "rename schedule 15 to 'Weekly security scan'",
      "update schedule 22 so it runs on weekdays only",
      "deactivate the cron job 11 in infra/terraform",
      "switch schedule 14's ref to refs/tags/v3.1",
      "change the description and cron of schedule 5 in payments",
      "reschedule pipeline schedule 26 to every 2 hours",
      "update pipeline schedule 18: change its cron to 0 4 * * *",
      "change the description of schedule 5 to 'Nightly e2e'",
      "make schedule 29 run on branch release/5.0 from now on",
      "edit schedule 44 in acme/web and set active to false",
      "change the cron of the existing pipeline schedule 37 to 0 2 * * * (don't create a new one)",
      "pause pipeline schedule 18 in zinc/runbooks, set active=false",
      "schedule 23 should use timezone UTC and ref develop from now on, edit it",
    ],
    summary: SUMMARY,
    notes: ownerLine,
  }),
  defineAction({
    id: "pipeline.schedule_take_ownership",
    title: "Take ownership of pipeline schedule",
    description:
      "Make the caller the owner of a pipeline schedule, so its pipelines run as them (needed when the owner left or lost access, and before editing someone else's schedule). Needs Maintainer role.",
    method: "POST",
    path: `${SCHEDULE_PATH}/take_ownership`,
    params: () => z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    idempotent: true,
    aliases: ["take over schedule", "change schedule owner", "become schedule owner"],
    examples: [
      "take ownership of pipeline schedule 12",
      "the owner of schedule 7 left the company, make me the owner",
      "schedule 19 fails because its owner was blocked, take it over",
      "become owner of the nightly schedule 3 in acme/web",
      "transfer ownership of pipeline schedule 31 to me",
      "I need to edit schedule 4 but it's Bob's, take ownership first",
      "make my account the owner of cron schedule 8 so it runs with my permissions",
      "take ownershp of schedule 22",
      "claim ownership of pipeline schedule 27 in data-etl",
      "set myself as owner of schedule 15",
      "schedule 11 in infra/terraform should be owned by me from now on",
      "the scheduled pipeline 6 runs as a deactivated user; take it over as me",
      "take over schedule 29, I'm its new owner",
      "make me owner of cron schedule 2 in backend-api",
      "take ownership of pipeline schedule 37 in zinc/runbooks",
      "@mkovacs left the team; claim schedule 18 so it runs under my account",
      "I'm the new maintainer, make me the owner of scheduled pipeline 23 in kestrel/api",
    ],
    summary: SUMMARY,
    notes: ownerLine,
  }),
  defineAction({
    id: "pipeline.schedule_delete",
    title: "Delete pipeline schedule",
    description:
      "Delete a pipeline schedule and its variables; pipelines it already ran stay. Cannot be undone: to stop it for a while, set active false with pipeline.schedule_update instead.",
    method: "DELETE",
    path: SCHEDULE_PATH,
    params: () => z.object({ project_id: projectId, pipeline_schedule_id: scheduleId }),
    destructive: true,
    aliases: ["remove schedule", "delete cron job"],
    examples: [
      "delete pipeline schedule 12 in acme/web",
      "remove the nightly schedule 7, we moved to GitHub Actions",
      "get rid of the old cron job, schedule 19",
      "drop scheduled pipeline 31 in data-etl for good",
      "delete the weekly scan schedule (id 4)",
      "remove pipeline schedule 8 permanently",
      "destroy schedule 27 completely",
      "we don't need schedule 15 anymore, delete it",
      "delete the cron schedule 22",
      "remove the unused pipeline schedule 11 from infra/terraform",
      "remove schedule 9 entirely, not just pause it",
      "delete all trace of the nightly schedule 40 in payments, not its variables only",
      "remove cron schedule 5 and its variables from data-etl",
      "delete pipeline schedule 37 in zinc/runbooks, the whole schedule",
      "remove schedule 18 itself from kestrel/api, nobody needs that cron any more",
      "rm cron schedule 23 from kestrel/api",
      "delete https://gitlab.example.com/acme/web/-/pipeline_schedules/41",
    ],
  }),
  defineAction({
    id: "pipeline.schedule_pipelines",
    title: "List pipelines of a schedule",
    description:
      "List the pipelines a pipeline schedule has started, newest first, with status and ref: the run history of a cron job. Filter by status or time.",
    method: "GET",
    path: `${SCHEDULE_PATH}/pipelines`,
    kind: "list",
    shape: SHAPES.pipeline,
    // GitLab lists oldest first by default: the latest runs are what people ask for.
    fixed: { sort: "desc" },
    params: () =>
      z.object({
        project_id: projectId,
        pipeline_schedule_id: scheduleId,
        status: z.enum(PIPELINE_STATUSES).optional().describe('Only pipelines with this status, e.g. "failed".'),
        created_after: optional(isoTime("Only pipelines created after this time")),
        created_before: optional(isoTime("Only pipelines created before this time")),
        updated_after: optional(isoTime("Only pipelines updated after this time")),
        updated_before: optional(isoTime("Only pipelines updated before this time")),
        sort: z.enum(["asc", "desc"]).optional().describe("desc (default here: newest first) or asc (oldest first)."),
      }),
    aliases: ["schedule history", "scheduled runs", "cron history", "pipelines of a schedule"],
    examples: [
      "which pipelines did schedule 12 trigger?",
      "pipelines created by the nightly schedule 7 in acme/web",
      "did the scheduled pipeline 19 fail last night? show its pipelines",
      "list all pipelines started by pipeline schedule 31",
      "show past pipelines of cron job 4",
      "how often has schedule 8 failed recently?",
      "pipelines triggered by schedule 27",
      "list the pipelines the weekly scan schedule 15 produced",
      "show me every pipeline that schedule 22 kicked off in data-etl",
      "history of pipelines from scheduled workflow 11",
      "statuses of the last pipelines of schedule 9",
      "last few pipelines created by the cron schedule 14",
      "run history of pipeline schedule 5 in data-etl",
      "show the pipelines that cron schedule 29 has started so far",
      "last 5 runs of schedule 44: did they pass?",
      "list the pipelines pipeline schedule 37 has run, with their status",
      "did the last runs of the nightly schedule 18 pass? list its pipelines",
      "run history (pipelines) of schedule 23 in zinc/runbooks",
      "pipelines started by cron schedule 6, newest first",
    ],
    summary: PIPELINE_SUMMARY,
  }),
];
