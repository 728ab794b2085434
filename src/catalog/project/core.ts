/** Projects themselves (GitLab Projects, Project forks and Project starring APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, projectId } from "../fields.ts";
import {
  accessLevel,
  optional,
  PROJECT_ROW,
  PROJECT_SUMMARY,
  projectOrderBy,
  projectSettings,
  sortDir,
  visibility,
} from "./fields.ts";

/** Filters shared by GET /projects and GET /projects/:id/forks. */
const listFilters = {
  search: z.string().optional().describe(
    "Match projects whose path, name or description contains this text (case-insensitive).",
  ),
  owned: z.boolean().optional().describe("Only projects explicitly owned by the current user."),
  membership: z.boolean().optional().describe("Only projects the current user is a member of."),
  starred: z.boolean().optional().describe("Only projects starred by the current user."),
  visibility: optional(visibility),
  archived: z.boolean().optional().describe("true: only archived projects; false: only non-archived ones."),
  min_access_level: optional(accessLevel),
  order_by: optional(projectOrderBy),
  sort: optional(sortDir),
  simple: z.boolean().optional().describe("Return only a few fields per project (faster, smaller)."),
  statistics: z.boolean().optional().describe("Include storage and commit statistics (Reporter role or higher)."),
  with_issues_enabled: z.boolean().optional().describe("Only projects with issues enabled."),
  with_merge_requests_enabled: z.boolean().optional().describe("Only projects with merge requests enabled."),
};

export const projectCoreActions = [
  defineAction({
    id: "project.list",
    title: "List projects",
    description:
      "List projects visible to the current user; narrow with membership/owned/starred, search text, visibility or archived. Use this to find a project's ID or full path.",
    method: "GET",
    path: "/projects",
    kind: "list",
    params: z.object({
      ...listFilters,
      search_namespaces: z.boolean().optional().describe("Also match the search text against the group path."),
      topic: z.string().optional().describe('Comma-separated topics; only projects having all of them, e.g. "api,go".'),
      with_programming_language: z.string().optional().describe('Only projects using this language, e.g. "Go".'),
      last_activity_after: optional(isoTime("Only projects with activity after this time")),
      last_activity_before: optional(isoTime("Only projects with activity before this time")),
    }),
    aliases: ["repositories", "repos", "find project", "my projects", "search projects"],
    summary: PROJECT_ROW,
  }),
  defineAction({
    id: "project.get",
    title: "Get project",
    description:
      "Get one project's details (ID, full path, default branch, visibility, settings, URLs) by numeric ID or full path.",
    method: "GET",
    path: "/projects/{project_id}",
    params: z.object({
      project_id: projectId,
      statistics: z.boolean().optional().describe("Include storage and commit statistics (Reporter role or higher)."),
      license: z.boolean().optional().describe("Include the detected license."),
    }),
    aliases: ["project details", "repository info", "project settings"],
    summary: [...PROJECT_SUMMARY, "open_issues_count", "forks_count", "star_count", "created_at"],
  }),
  defineAction({
    id: "project.create",
    title: "Create project",
    description:
      "Create a new project in the current user's namespace or in a group (namespace_id). Give name and/or path; set initialize_with_readme to start with a README.",
    method: "POST",
    path: "/projects",
    params: z.object({
      name: z.string().min(1).optional().describe("Project name. Required unless path is given."),
      path: z.string().min(1).optional().describe(
        "URL path (slug) of the project. Required unless name is given; derived from name by default.",
      ),
      namespace_id: z.number().int().positive().optional().describe(
        "Numeric ID of the group or subgroup to create it in (default: your personal namespace).",
      ),
      initialize_with_readme: z.boolean().optional().describe(
        "Create the repository with a README.md (default false).",
      ),
      default_branch: z.string().optional().describe(
        'Default branch name, e.g. "main". Only applies with initialize_with_readme true.',
      ),
      import_url: z.string().optional().describe(
        "One-time import of an existing Git repository from this URL (do not combine with initialize_with_readme).",
      ),
      template_name: z.string().optional().describe('Built-in project template to start from, e.g. "rails".'),
      ...projectSettings,
    }),
    aliases: ["new project", "new repository", "create repo"],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.update",
    title: "Update project",
    description:
      "Change a project's settings: name, path, description, visibility, default branch, topics, merge rules, feature access. Only the params given are changed. To archive use project.archive.",
    method: "PUT",
    path: "/projects/{project_id}",
    params: z.object({
      project_id: projectId,
      name: z.string().min(1).optional().describe("New project name."),
      path: z.string().min(1).optional().describe("New URL path (slug); changes the project's URLs."),
      default_branch: z.string().optional().describe('Default branch, e.g. "main" (the branch must exist).'),
      ...projectSettings,
      ci_default_git_depth: z.number().int().min(0).optional().describe("Default shallow-clone depth for CI jobs."),
      printing_merge_request_link_enabled: z.boolean().optional().describe(
        "Show the create/view merge request link when pushing from the command line.",
      ),
      mr_default_target_self: z.boolean().optional().describe(
        "For forks: merge requests target this fork by default instead of the upstream project.",
      ),
      merge_commit_template: z.string().optional().describe("Template for merge commit messages."),
      squash_commit_template: z.string().optional().describe("Template for squash commit messages."),
      suggestion_commit_message: z.string().optional().describe("Commit message used when applying suggestions."),
      service_desk_enabled: z.boolean().optional().describe("Enable Service Desk."),
      issues_template: z.string().optional().describe("Default issue description (Premium/Ultimate)."),
      merge_requests_template: z.string().optional().describe(
        "Default merge request description (Premium/Ultimate).",
      ),
    }),
    aliases: ["edit project", "rename project", "project settings", "change visibility", "set default branch"],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.delete",
    title: "Delete project",
    description:
      "Delete a project with its repository, issues and merge requests. Usually it is marked for deletion and removed after the retention period; permanently_remove deletes one already marked at once.",
    method: "DELETE",
    path: "/projects/{project_id}",
    params: z.object({
      project_id: projectId,
      permanently_remove: z.boolean().optional().describe(
        "Immediately delete a project that is already marked for deletion (needs full_path; not on GitLab.com).",
      ),
      full_path: z.string().optional().describe(
        'Full path of the project, e.g. "my-group/my-project"; required with permanently_remove.',
      ),
    }),
    destructive: true,
    aliases: ["remove project", "destroy repository"],
  }),
  defineAction({
    id: "project.fork",
    title: "Fork project",
    description:
      "Fork a project into your personal namespace or another namespace (namespace_id or namespace_path). Forking runs in the background; check import_status of the new project.",
    method: "POST",
    path: "/projects/{project_id}/fork",
    params: z.object({
      project_id: projectId,
      namespace_id: z.number().int().positive().optional().describe("Numeric ID of the namespace to fork into."),
      namespace_path: z.string().optional().describe('Path of the namespace to fork into, e.g. "my-group".'),
      name: z.string().optional().describe("Name of the fork (default: the source project's name)."),
      path: z.string().optional().describe("URL path (slug) of the fork."),
      description: z.string().optional().describe("Description of the fork."),
      visibility: optional(visibility),
      branches: z.string().optional().describe("Branches to fork (empty for all branches)."),
      mr_default_target_self: z.boolean().optional().describe(
        "Merge requests from the fork target the fork itself instead of the upstream project.",
      ),
    }),
    aliases: ["copy project", "fork repository"],
    summary: [...PROJECT_SUMMARY, "import_status"],
  }),
  defineAction({
    id: "project.list_forks",
    title: "List forks",
    description: "List the forks of a project that you can see, with the same filters as project.list.",
    method: "GET",
    path: "/projects/{project_id}/forks",
    kind: "list",
    params: z.object({ project_id: projectId, ...listFilters }),
    aliases: ["forks of project", "forked copies"],
    summary: PROJECT_ROW,
  }),
  defineAction({
    id: "project.archive",
    title: "Archive project",
    description:
      "Archive a project: it becomes read-only and is hidden from default lists. Undo with project.unarchive. Needs the Owner role.",
    method: "POST",
    path: "/projects/{project_id}/archive",
    params: z.object({ project_id: projectId }),
    idempotent: true,
    aliases: ["make read-only", "freeze project"],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.unarchive",
    title: "Unarchive project",
    description: "Unarchive an archived project so it can be changed again. Needs the Owner role.",
    method: "POST",
    path: "/projects/{project_id}/unarchive",
    params: z.object({ project_id: projectId }),
    idempotent: true,
    aliases: ["restore archived project"],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.star",
    title: "Star project",
    description: "Star a project for the current user (nothing changes if it is already starred).",
    method: "POST",
    path: "/projects/{project_id}/star",
    params: z.object({ project_id: projectId }),
    idempotent: true,
    aliases: ["favorite", "bookmark project"],
    summary: ["id", "path_with_namespace", "star_count", "web_url"],
  }),
  defineAction({
    id: "project.unstar",
    title: "Unstar project",
    description: "Remove the current user's star from a project (nothing changes if it is not starred).",
    method: "POST",
    path: "/projects/{project_id}/unstar",
    params: z.object({ project_id: projectId }),
    idempotent: true,
    aliases: ["unfavorite", "remove star"],
    summary: ["id", "path_with_namespace", "star_count", "web_url"],
  }),
  defineAction({
    id: "project.languages",
    title: "Project languages",
    description: "Get the programming languages used in a project's repository, as percentages.",
    method: "GET",
    path: "/projects/{project_id}/languages",
    params: z.object({ project_id: projectId }),
    aliases: ["programming languages", "tech stack", "language breakdown"],
  }),
];
