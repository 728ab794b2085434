/** Project milestones (GitLab Project milestones API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, projectId } from "../fields.ts";
import { isoDate, MILESTONE_SUMMARY, milestoneId, optional } from "./fields.ts";

export const projectMilestoneActions = [
  defineAction({
    id: "project.milestone_list",
    title: "List project milestones",
    description:
      "List a project's milestones; filter by state (active/closed), exact title or search text. The `id` of each is what the other milestone actions take.",
    method: "GET",
    path: "/projects/{project_id}/milestones",
    kind: "list",
    params: z.object({
      project_id: projectId,
      state: z.enum(["active", "closed"]).optional().describe("Only active or only closed milestones."),
      title: z.string().optional().describe('Only the milestone with exactly this title, e.g. "v2.0".'),
      search: z.string().optional().describe("Only milestones whose title or description contains this text."),
      iids: z.array(z.number().int().positive()).optional().describe("Only milestones with these project-scoped IIDs."),
      include_ancestors: z.boolean().optional().describe("Also include milestones of all parent groups."),
      updated_after: optional(isoTime("Only milestones updated after this time")),
      updated_before: optional(isoTime("Only milestones updated before this time")),
    }),
    aliases: ["sprints", "iterations", "release plan", "versions"],
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "project.milestone_get",
    title: "Get project milestone",
    description: "Get one project milestone by its ID (not IID): title, dates, state.",
    method: "GET",
    path: "/projects/{project_id}/milestones/{milestone_id}",
    params: z.object({ project_id: projectId, milestone_id: milestoneId }),
    summary: [...MILESTONE_SUMMARY, "description"],
  }),
  defineAction({
    id: "project.milestone_create",
    title: "Create project milestone",
    description: "Create a milestone in a project with a title and optional description, start date and due date.",
    method: "POST",
    path: "/projects/{project_id}/milestones",
    params: z.object({
      project_id: projectId,
      title: z.string().min(1).describe('Milestone title, e.g. "v2.0" or "Sprint 14".'),
      description: z.string().optional().describe("Milestone description (Markdown)."),
      start_date: optional(isoDate("Start date")),
      due_date: optional(isoDate("Due date")),
    }),
    aliases: ["new milestone", "new sprint"],
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "project.milestone_update",
    title: "Update project milestone",
    description:
      'Change a project milestone\'s title, description or dates, or close/reopen it with state_event ("close" or "activate").',
    method: "PUT",
    path: "/projects/{project_id}/milestones/{milestone_id}",
    params: z.object({
      project_id: projectId,
      milestone_id: milestoneId,
      title: z.string().min(1).optional().describe("New title."),
      description: z.string().optional().describe("New description (Markdown)."),
      start_date: optional(isoDate("New start date")),
      due_date: optional(isoDate("New due date")),
      state_event: z.enum(["close", "activate"]).optional().describe(
        "close to close the milestone, activate to reopen it.",
      ),
    }),
    aliases: ["edit milestone", "close milestone", "reopen milestone"],
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "project.milestone_delete",
    title: "Delete project milestone",
    description:
      "Delete a project milestone by ID; its issues and merge requests lose the milestone. To keep it, close it with project.milestone_update instead.",
    method: "DELETE",
    path: "/projects/{project_id}/milestones/{milestone_id}",
    params: z.object({ project_id: projectId, milestone_id: milestoneId }),
    destructive: true,
    aliases: ["remove milestone"],
  }),
  defineAction({
    id: "project.milestone_issues",
    title: "List milestone issues",
    description: "List the issues assigned to a project milestone (milestone ID, not IID).",
    method: "GET",
    path: "/projects/{project_id}/milestones/{milestone_id}/issues",
    kind: "list",
    params: z.object({ project_id: projectId, milestone_id: milestoneId }),
    aliases: ["milestone progress", "issues in sprint"],
  }),
  defineAction({
    id: "project.milestone_merge_requests",
    title: "List milestone merge requests",
    description: "List the merge requests assigned to a project milestone (milestone ID, not IID).",
    method: "GET",
    path: "/projects/{project_id}/milestones/{milestone_id}/merge_requests",
    kind: "list",
    params: z.object({ project_id: projectId, milestone_id: milestoneId }),
    aliases: ["MRs in milestone", "merge requests in sprint"],
  }),
];
