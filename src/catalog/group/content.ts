/** Group labels and group milestones (GitLab Group labels and Group milestones APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, intId } from "../fields.ts";

const LABEL_SUMMARY = ["id", "name", "color", "description", "open_issues_count"];
const MILESTONE_SUMMARY = ["id", "iid", "title", "state", "start_date", "due_date", "web_url"];

const milestoneId = intId(
  "The milestone's global ID (the id field from group.group_milestone_list), not its iid.",
);

const optionalDate = (what: string) => z.string().optional().describe(`${what} (YYYY-MM-DD).`);

export const groupContentActions = [
  defineAction({
    id: "group.group_label_list",
    title: "List group labels",
    description:
      "List the labels of a group (inherited by all its projects), including ancestor groups' labels by default. Filter by name with search; with_counts adds issue and MR counts.",
    method: "GET",
    path: "/groups/{group_id}/labels",
    kind: "list",
    params: z.object({
      group_id: groupId,
      search: z.string().optional().describe("Only labels whose name or description matches this text."),
      with_counts: z.boolean().optional().describe("Add open/closed issue and open MR counts (default false)."),
      include_ancestor_groups: z.boolean().optional().describe("Include labels of parent groups (default true)."),
      include_descendant_groups: z.boolean().optional().describe("Include labels of subgroups (default false)."),
      only_group_labels: z.boolean().optional().describe(
        "Only group labels (default true); false also returns project labels.",
      ),
    }),
    aliases: ["group tags", "categories"],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "group.group_label_create",
    title: "Create group label",
    description:
      "Create a label on a group so every project in it can use it. Needs name and color (#RRGGBB or a CSS color name).",
    method: "POST",
    path: "/groups/{group_id}/labels",
    params: z.object({
      group_id: groupId,
      name: z.string().min(1).describe('Label name, e.g. "bug" or "priority::high" (scoped label).'),
      color: z.string().min(1).describe('Color as #RRGGBB, e.g. "#FF0000", or a CSS color name.'),
      description: z.string().optional().describe("What the label means."),
    }),
    aliases: ["new group label", "add label"],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "group.group_milestone_list",
    title: "List group milestones",
    description:
      "List a group's milestones (shared by all its projects). Filter by state (active/closed), by exact title, or by text with search.",
    method: "GET",
    path: "/groups/{group_id}/milestones",
    kind: "list",
    params: z.object({
      group_id: groupId,
      state: z.enum(["active", "closed"]).optional().describe("Only active or only closed milestones."),
      search: z.string().optional().describe("Only milestones whose title or description contains this text."),
      title: z.string().optional().describe("Only the milestone with exactly this title (case-sensitive)."),
      iids: z.array(z.number().int().positive()).optional().describe("Only milestones with these iids."),
      include_ancestors: z.boolean().optional().describe("Also list milestones of all parent groups."),
      include_descendants: z.boolean().optional().describe("Also list milestones of subgroups and their projects."),
      updated_after: z.string().optional().describe(
        "Only milestones updated after this time (ISO 8601, e.g. 2026-01-31T00:00:00Z).",
      ),
    }),
    aliases: ["sprints", "iterations", "releases plan"],
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "group.group_milestone_get",
    title: "Get group milestone",
    description: "Get one group milestone by its global ID: title, dates, state and web URL.",
    method: "GET",
    path: "/groups/{group_id}/milestones/{milestone_id}",
    params: z.object({ group_id: groupId, milestone_id: milestoneId }),
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "group.group_milestone_create",
    title: "Create group milestone",
    description: "Create a milestone on a group, usable by every project in it. Needs a title; dates are optional.",
    method: "POST",
    path: "/groups/{group_id}/milestones",
    params: z.object({
      group_id: groupId,
      title: z.string().min(1).describe('Milestone title, e.g. "v2.0" or "Sprint 14".'),
      description: z.string().optional().describe("Milestone description (Markdown)."),
      start_date: optionalDate("Start date"),
      due_date: optionalDate("Due date"),
    }),
    aliases: ["new milestone", "add sprint"],
    summary: MILESTONE_SUMMARY,
  }),
];
