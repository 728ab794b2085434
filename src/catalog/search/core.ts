/**
 * Search (GitLab Search API). Each action is one scope, searched in a project,
 * a group or the whole instance depending on which of project_id / group_id is
 * given. Only the levels GitLab offers for the scope are listed.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";

type Level = "project" | "group" | "instance";

const PATHS: Record<Level, string> = {
  project: "/projects/{project_id}/search",
  group: "/groups/{group_id}/search",
  instance: "/search",
};

const term = z.string().min(1).describe("The search term.");

const projectScope = z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
  'Search only this project (ID or full path, e.g. "my-group/my-project"). Takes precedence over group_id.',
);

const groupScope = z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
  'Search only this group and its subgroups (ID or full path, e.g. "my-group"). Omit both to search the instance.',
);

const ref = z.string().optional().describe(
  "Branch or tag to search (project searches only; default branch otherwise).",
);

const order = {
  order_by: z.enum(["created_at"]).optional().describe(
    "Sort by creation time; by default basic search sorts newest first and advanced search by relevance.",
  ),
  sort: z.enum(["asc", "desc"]).optional().describe("Sort direction, with order_by."),
};

const ADVANCED = "Group and instance-wide searches need advanced search (Premium) enabled.";

interface ScopeSpec {
  name: string;
  title: string;
  scope: string;
  levels: Level[];
  description: string;
  extra?: z.ZodRawShape;
  aliases?: string[];
  summary?: string[];
}

function searchAction(s: ScopeSpec) {
  const where = {
    ...(s.levels.includes("project") ? { project_id: projectScope } : {}),
    ...(s.levels.includes("group") ? { group_id: groupScope } : {}),
  };
  return defineAction({
    id: `search.${s.name}`,
    title: s.title,
    description: s.description,
    method: "GET",
    path: s.levels.map((l) => PATHS[l]),
    kind: "list",
    fixed: { scope: s.scope },
    params: z.object({ search: term, ...where, ...s.extra }),
    aliases: s.aliases,
    summary: s.summary,
  });
}

export const searchActions = [
  searchAction({
    name: "projects",
    title: "Search projects",
    scope: "projects",
    levels: ["group", "instance"],
    description: "Find projects by name, path or description across the instance, or within one group with group_id.",
    aliases: ["find project", "find repository"],
    summary: ["id", "path_with_namespace", "description", "web_url"],
  }),
  searchAction({
    name: "issues",
    title: "Search issues",
    scope: "issues",
    levels: ["project", "group", "instance"],
    description:
      "Full-text search of issue titles and descriptions in a project (project_id), a group (group_id) or everywhere you can see.",
    extra: {
      state: z.enum(["all", "opened", "closed"]).optional().describe("Only issues in this state."),
      confidential: z.boolean().optional().describe("Only confidential (true) or only public (false) issues."),
      ...order,
    },
    aliases: ["find issue", "find bug"],
  }),
  searchAction({
    name: "merge_requests",
    title: "Search merge requests",
    scope: "merge_requests",
    levels: ["project", "group", "instance"],
    description:
      "Full-text search of merge request titles and descriptions in a project (project_id), a group (group_id) or everywhere.",
    extra: {
      state: z.enum(["all", "opened", "closed", "merged"]).optional().describe("Only merge requests in this state."),
      ...order,
    },
    aliases: ["find mr", "find merge request", "find pull request"],
  }),
  searchAction({
    name: "code",
    title: "Search code",
    scope: "blobs",
    levels: ["project", "group", "instance"],
    description:
      `Search file contents (code) in a project's repository (project_id), a group's projects or the instance. Narrow with filename:, path: or extension: in the term. ${ADVANCED}`,
    extra: {
      ref,
      search_type: z.enum(["basic", "advanced", "zoekt"]).optional().describe(
        "Search engine to use; zoekt is exact code search, where available.",
      ),
    },
    aliases: ["grep", "find in files", "blobs", "find code"],
    summary: ["project_id", "path", "startline", "ref", "data"],
  }),
  searchAction({
    name: "commits",
    title: "Search commits",
    scope: "commits",
    levels: ["project", "group", "instance"],
    description: `Search commit messages in a project (project_id), a group or the instance. ${ADVANCED}`,
    extra: { ref },
    aliases: ["find commit", "git log grep"],
    summary: ["short_id", "title", "author_name", "committed_date", "project_id"],
  }),
  searchAction({
    name: "users",
    title: "Search users",
    scope: "users",
    levels: ["project", "group", "instance"],
    description:
      "Find users by name or username: members of a project (project_id), of a group (group_id), or anyone on the instance.",
    aliases: ["find user", "find member", "find person"],
    summary: ["id", "username", "name", "state", "web_url"],
  }),
  searchAction({
    name: "milestones",
    title: "Search milestones",
    scope: "milestones",
    levels: ["project", "group", "instance"],
    description: "Find milestones by title or description in a project (project_id), a group (group_id) or everywhere.",
    aliases: ["find milestone", "find sprint"],
    summary: ["id", "iid", "project_id", "title", "state", "due_date"],
  }),
  searchAction({
    name: "wiki",
    title: "Search wiki",
    scope: "wiki_blobs",
    levels: ["project", "group", "instance"],
    description: `Search wiki page names and contents in a project (project_id), a group or the instance. ${ADVANCED}`,
    extra: { ref },
    aliases: ["find wiki page", "documentation search"],
    summary: ["project_id", "path", "data"],
  }),
  searchAction({
    name: "notes",
    title: "Search comments",
    scope: "notes",
    levels: ["project", "group", "instance"],
    description:
      `Search comments (notes) on issues, merge requests, commits and snippets in a project (project_id), a group or the instance. ${ADVANCED}`,
    aliases: ["find comment", "search discussions"],
    summary: ["id", "noteable_type", "noteable_iid", "project_id", "body"],
  }),
];
