/** Project labels (GitLab Labels API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { LABEL_SUMMARY, labelId, optional } from "./fields.ts";

const color = z.string().min(1).describe('Color as 6-digit hex with a leading #, e.g. "#FFAABB", or a CSS color name.');
const priority = z.number().int().min(0).nullable().describe(
  "Priority (0 is highest); null removes the priority.",
);

export const projectLabelActions = [
  defineAction({
    id: "project.label_list",
    title: "List project labels",
    description:
      "List the labels usable in a project, including those inherited from ancestor groups by default. Filter by name with search.",
    method: "GET",
    path: "/projects/{project_id}/labels",
    kind: "list",
    params: z.object({
      project_id: projectId,
      search: z.string().optional().describe("Keyword to filter labels by."),
      with_counts: z.boolean().optional().describe("Include open/closed issue and open merge request counts."),
      include_ancestor_groups: z.boolean().optional().describe("Include labels of ancestor groups (default true)."),
    }),
    aliases: ["issue labels", "tags for issues", "scoped labels"],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "project.label_get",
    title: "Get project label",
    description: "Get one project label by ID or name.",
    method: "GET",
    path: "/projects/{project_id}/labels/{label_id}",
    params: z.object({
      project_id: projectId,
      label_id: labelId,
      include_ancestor_groups: z.boolean().optional().describe("Also look in ancestor groups' labels (default true)."),
    }),
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "project.label_create",
    title: "Create project label",
    description: "Create a label in a project with a name and color; optionally a description and priority.",
    method: "POST",
    path: "/projects/{project_id}/labels",
    params: z.object({
      project_id: projectId,
      name: z.string().min(1).describe('Label name, e.g. "bug" or scoped "priority::high".'),
      color,
      description: z.string().optional().describe("Label description."),
      priority: optional(priority),
    }),
    aliases: ["new label", "add label"],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "project.label_update",
    title: "Update project label",
    description:
      "Rename a project label (new_name) or change its color, description or priority. Give new_name or color.",
    method: "PUT",
    path: "/projects/{project_id}/labels/{label_id}",
    params: z.object({
      project_id: projectId,
      label_id: labelId,
      new_name: z.string().min(1).optional().describe("New label name. Required unless color is given."),
      color: optional(color),
      description: z.string().optional().describe("New description."),
      priority: optional(priority),
    }),
    aliases: ["rename label", "edit label", "recolor label"],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "project.label_delete",
    title: "Delete project label",
    description: "Delete a project label by ID or name; it is removed from every issue and merge request.",
    method: "DELETE",
    path: "/projects/{project_id}/labels/{label_id}",
    params: z.object({ project_id: projectId, label_id: labelId }),
    destructive: true,
    aliases: ["remove label"],
  }),
];
