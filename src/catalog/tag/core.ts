/** Repository tags (GitLab Tags API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

const tagName = z.string().min(1).describe('Tag name, e.g. "v1.2.0".');

export const tagActions = [
  defineAction({
    id: "tag.list",
    title: "List tags",
    description:
      "List a project's repository tags, newest first by default; filter by name with search (^v1 matches prefixes).",
    method: "GET",
    path: "/projects/{project_id}/repository/tags",
    kind: "list",
    params: z.object({
      project_id: projectId,
      search: z.string().optional().describe("Filter tags by name; ^term matches the start, term$ the end."),
      order_by: z.enum(["name", "updated", "version"]).optional().describe("Sort field (default updated)."),
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc)."),
    }),
    aliases: ["releases versions", "git tags"],
    summary: ["name", "target", "message"],
  }),
  defineAction({
    id: "tag.get",
    title: "Get tag",
    description: "Get one repository tag with its commit and release notes.",
    method: "GET",
    path: "/projects/{project_id}/repository/tags/{tag_name}",
    params: z.object({ project_id: projectId, tag_name: tagName }),
    summary: ["name", "target", "message", "protected"],
  }),
  defineAction({
    id: "tag.create",
    title: "Create tag",
    description: "Create a tag at a branch, tag or commit. Give a message to make it an annotated tag.",
    method: "POST",
    path: "/projects/{project_id}/repository/tags",
    params: z.object({
      project_id: projectId,
      tag_name: tagName,
      ref: z.string().min(1).describe("Branch, tag or commit SHA the tag points at."),
      message: z.string().optional().describe("Annotation message; makes an annotated tag."),
    }),
    summary: ["name", "target", "message"],
  }),
  defineAction({
    id: "tag.delete",
    title: "Delete tag",
    description: "Delete a repository tag. Cannot be undone from here (the commit stays, the tag name is gone).",
    method: "DELETE",
    path: "/projects/{project_id}/repository/tags/{tag_name}",
    params: z.object({ project_id: projectId, tag_name: tagName }),
    destructive: true,
  }),
];
