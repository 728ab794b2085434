/** Projects themselves (GitLab Projects, Project forks and Project starring APIs). */
import { projectLifecycleActions } from "./lifecycle.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, projectId } from "../fields.ts";
import { optional, PROJECT_ROW, PROJECT_SUMMARY, projectListFilters, projectSettings } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

/** Filters shared by GET /projects and GET /projects/:id/forks. */

export const projectCoreActions = [
  defineAction({
    id: "project.list",
    title: "List projects",
    description:
      "List projects visible to the current user; narrow with membership/owned/starred, search text, visibility or archived. Use this to find a project's ID or full path.",
    method: "GET",
    shape: SHAPES.project,
    path: "/projects",
    kind: "list",
    params: () =>
      z.object({
        ...projectListFilters,
        search_namespaces: z.boolean().optional().describe("Also match the search text against the group path."),
        topic: z.string().optional().describe(
          'Comma-separated topics; only projects having all of them, e.g. "api,go".',
        ),
        with_programming_language: z.string().optional().describe('Only projects using this language, e.g. "Go".'),
        last_activity_after: optional(isoTime("Only projects with activity after this time")),
        last_activity_before: optional(isoTime("Only projects with activity before this time")),
      }),
    aliases: ["repositories", "repos", "find project", "my projects", "search projects"],
    examples: [
      "list my projects",
      "which GitLab projects am I a member of?",
      "show all repos I own",
      "list the projects I've starred",
      "list all public projects on this instance",
      "show archived projects I have access to",
      "which projects have the topic kubernetes?",
      "any Go projects with activity since 2026-10-01?",
      "list repos where I'm at least maintainer",
      "can you show every repo I can see, sorted by last activity?",
      "whats the full path of the payments projct? list projects named payments",
      "list the projects I'm a member of, sorted by last activity",
      "which repos do I own personally?",
      "show my projects, only the private ones where I'm a member",
      "list the projects I can access (projects, not groups)",
      "my repos with issues enabled, updated in the last month",
      "what projects do I have on GitLab?",
    ],
    summary: PROJECT_ROW,
  }),
  defineAction({
    id: "project.get",
    title: "Get project",
    description:
      "Get one project's details (ID, full path, default branch, visibility, settings, URLs) by numeric ID or full path.",
    method: "GET",
    shape: SHAPES.project,
    path: "/projects/{project_id}",
    params: () =>
      z.object({
        project_id: projectId,
        statistics: z.boolean().optional().describe("Include storage and commit statistics (Reporter role or higher)."),
        license: z.boolean().optional().describe("Include the detected license."),
      }),
    aliases: ["project details", "repository info", "project settings"],
    examples: [
      "show project acme/web",
      "what's the default branch of platform/infra?",
      "get the numeric project ID for mobile/ios-app",
      "is data/etl-jobs public or private?",
      "give me the clone URL and web URL for acme/billing-api",
      "how much storage does acme/monorepo use?",
      "how many open issues and stars does ops/terraform have?",
      "which license does acme/sdk-python use?",
      "repo info for https://gitlab.example.com/team-rocket/backend",
      "is acme/legacy-portal archived?",
      "hey, could you pull up the settings of project 4821 for me?",
      "when was the repo marketing/site created?",
      "show me the merge method and squash settings configured on acme/web",
      "deatils of project acme/payments",
      "what's the visibility and default branch of acme/checkout?",
      "give me the general info of project 3390: path, description, created date",
      "show the overview of data/warehouse like the project home page in the UI",
      "get project acme/analytics: id, web_url and ssh clone url",
    ],
    summary: [...PROJECT_SUMMARY, "open_issues_count", "forks_count", "star_count", "created_at"],
  }),
  defineAction({
    id: "project.create",
    title: "Create project",
    description:
      "Create a new project in the current user's namespace or in a group (namespace_id). Give name and/or path; set initialize_with_readme to start with a README.",
    method: "POST",
    shape: SHAPES.project,
    path: "/projects",
    params: () =>
      z.object({
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
    examples: [
      "create a new project called billing-service",
      "make a new private repo named infra-docs with a README",
      "new project analytics-dashboard in namespace 42, internal visibility",
      "create repo 'mobile-sdk' with default branch main",
      "spin up a new GitLab project for the hackathon, public, initialized with a README",
      "import https://github.com/acme/widgets.git as a new project (one-time copy, not a fork)",
      "create a new project from the rails template",
      "can you create a fresh repository called event-bus under my namespace?",
      "create project ml-experiments with topics python and ml",
      "create a new repo for the payments team, path payments-gateway, no wiki",
      "create a porject called status-page",
      "create a new repo called ledger-api inside the finance group, private, all in one go",
      "new project (a repository, not a group) named docs-portal",
      "just create the project infra-playground with defaults, no need to ask me questions",
      "create an empty git repository named ml-notebooks",
      "the acme org needs a new repo called web-next; create it",
    ],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.update",
    title: "Update project",
    description:
      "Change a project's settings: name, path, description, visibility, default branch, topics, merge rules, feature access. Only the params given are changed. To archive use project.archive.",
    method: "PUT",
    shape: SHAPES.project,
    path: "/projects/{project_id}",
    params: () =>
      z.object({
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
    examples: [
      "rename project acme/web-old to web-legacy",
      "make acme/docs public",
      "change the default branch of platform/api to main",
      "set topics api and backend on acme/billing",
      "switch acme/web to fast-forward merges only",
      "require pipelines to succeed before merging in mobile/ios-app",
      "only allow merge when all threads are resolved on acme/core",
      "disable the wiki and snippets for ops/terraform",
      "update the description of data/etl-jobs to 'Nightly ETL pipelines'",
      "turn on 'delete source branch' by default for new MRs in acme/web",
      "set the CI config path of acme/monorepo to ci/main.yml",
      "bump the job timeout for acme/build-tools to 2 hours",
      "could you change the repo's visibility to internal? it's acme/handbook",
      "enable squash by defualt on project 5512",
      "change the project settings of acme/portal: merge method = merge commit",
      "edit acme/web's project description and topics",
      "turn on the project-level 'pipelines must succeed' setting for platform/api",
      "disable the issue tracker in the settings of ops/mirror-only",
    ],
    summary: PROJECT_SUMMARY,
  }),
  defineAction({
    id: "project.delete",
    title: "Delete project",
    description:
      "Delete a project with its repository, issues and merge requests. Usually it is marked for deletion and removed after the retention period; permanently_remove deletes one already marked at once.",
    method: "DELETE",
    path: "/projects/{project_id}",
    params: () =>
      z.object({
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
    examples: [
      "delete project acme/sandbox",
      "remove the repo team-rocket/old-prototype completely",
      "please delete the test project 9931, we don't need it anymore",
      "permanently remove acme/tmp-import, it's already marked for deletion",
      "nuke the repository ops/scratch",
      "delete the whole project, not just a branch: marketing/site-2019",
      "get rid of project data/test-etl entirely, issues and all",
      "I created mobile/android-copy by mistake, can you delete it?",
      "destroy the GitHub-style repo acme/demo-repo",
      "drop repo qa/flaky-experiments for good",
      "delte the project acme/hello-world",
      "delete the entire GitLab project ops/legacy-ci, repo, issues and MRs included",
      "we're decommissioning payments-v1: delete the project itself",
      "remove project 7712 from GitLab for good (the whole project, not one MR or branch)",
      "schedule acme/old-website for deletion",
    ],
  }),
  ...projectLifecycleActions,
];
