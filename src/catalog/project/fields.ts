/** Param definitions local to the project domain (Projects, Members, Labels, Milestones, Webhooks APIs). */
import { z } from "zod";
import { optional } from "../fields.ts";

export { optional } from "../fields.ts";

/** Project visibility level. */
export const visibility = z.enum(["private", "internal", "public"]).describe(
  "Visibility: private (explicit members only), internal (any signed-in user) or public (everyone).",
);

/** A member role as GitLab's numeric access level. */
export const accessLevel = z.literal([5, 10, 15, 20, 25, 30, 40, 50]).describe(
  "Role as a number: 5 Minimal access, 10 Guest, 15 Planner (GitLab 17.7+), 20 Reporter, 25 Security Manager (recent GitLab, where enabled), 30 Developer, 40 Maintainer, 50 Owner.",
);

/** A project feature's visibility (issues, merge requests, wiki, …). */
export const featureAccess = (feature: string) =>
  z.enum(["disabled", "private", "enabled"]).describe(
    `Who can use ${feature}: disabled, private (project members only) or enabled (everyone with access).`,
  );

/** Sort fields shared by project listings. */
export const projectOrderBy = z.enum([
  "id",
  "name",
  "path",
  "created_at",
  "updated_at",
  "star_count",
  "last_activity_at",
]).describe("Sort field (default created_at).");

export const sortDir = z.enum(["asc", "desc"]).describe("Sort direction (default desc).");

/** A user's numeric ID, as in member endpoints. */
export const userId = z.number().int().positive().describe(
  "Numeric user ID of the member (find it with project.members or the users API), not the username.",
);

/** A milestone's global ID (not its IID). */
export const milestoneId = z.number().int().positive().describe(
  "Milestone ID: the global `id` from project.milestone_list, not the project-scoped `iid` shown in the UI.",
);

/** A label by numeric ID or by name. */
export const labelId = z.union([z.number().int().positive(), z.string().min(1)]).describe(
  'Label ID or label name, e.g. 12 or "bug".',
);

/** A project webhook's ID. */
export const hookId = z.number().int().positive().describe("Webhook ID, from project.hook_list.");

/** Date in YYYY-MM-DD. */
export const isoDate = (what: string) => z.string().describe(`${what} (YYYY-MM-DD, e.g. 2026-03-31).`);

/** Fields shown for a project object or row. */
export const PROJECT_SUMMARY = [
  "id",
  "path_with_namespace",
  "description",
  "visibility",
  "default_branch",
  "archived",
  "web_url",
  "last_activity_at",
];

/** Fields shown for each project in a listing. */
export const PROJECT_ROW = ["id", "path_with_namespace", "visibility", "last_activity_at", "web_url"];

/** Fields shown for a member. */
export const MEMBER_SUMMARY = ["id", "username", "name", "state", "access_level", "expires_at"];

/** Fields shown for a label. */
export const LABEL_SUMMARY = ["id", "name", "color", "description", "priority", "is_project_label"];

/** Fields shown for a milestone. */
export const MILESTONE_SUMMARY = ["id", "iid", "title", "state", "start_date", "due_date", "expired"];

/** Fields shown for a webhook. */
export const HOOK_SUMMARY = [
  "id",
  "url",
  "name",
  "push_events",
  "merge_requests_events",
  "issues_events",
  "pipeline_events",
  "enable_ssl_verification",
  "alert_status",
];

/**
 * Settings shared by project.create and project.update (GitLab's names).
 * Pull-mirror settings (mirror, import_url on update, mirror_*) are left out on purpose:
 * project.pull_mirror_configure is the one way to set them.
 */
export const projectSettings = {
  description: z.string().optional().describe("Short project description."),
  visibility: optional(visibility),
  topics: z.array(z.string()).optional().describe(
    'Topics for the project; replaces the existing list, e.g. ["api", "backend"].',
  ),
  merge_method: z.enum(["merge", "rebase_merge", "ff"]).optional().describe(
    "Merge method: merge (merge commit), rebase_merge (merge commit, semi-linear history) or ff (fast-forward only).",
  ),
  squash_option: z.enum(["never", "always", "default_on", "default_off"]).optional().describe(
    "Squash commits when merging: never, always, default_on or default_off.",
  ),
  only_allow_merge_if_pipeline_succeeds: z.boolean().optional().describe(
    'Merge requests can only merge with a successful pipeline ("Pipelines must succeed").',
  ),
  only_allow_merge_if_all_discussions_are_resolved: z.boolean().optional().describe(
    "Merge requests can only merge when all discussions are resolved.",
  ),
  allow_merge_on_skipped_pipeline: z.boolean().optional().describe(
    "Allow merging when the pipeline was skipped.",
  ),
  remove_source_branch_after_merge: z.boolean().optional().describe(
    '"Delete source branch" is checked by default on new merge requests.',
  ),
  resolve_outdated_diff_discussions: z.boolean().optional().describe(
    "Automatically resolve diff discussions on lines changed by a push.",
  ),
  autoclose_referenced_issues: z.boolean().optional().describe(
    "Close issues referenced by merge requests/commits when they reach the default branch.",
  ),
  issues_access_level: optional(featureAccess("issues")),
  merge_requests_access_level: optional(featureAccess("merge requests")),
  builds_access_level: optional(featureAccess("CI/CD pipelines")),
  wiki_access_level: optional(featureAccess("the wiki")),
  snippets_access_level: optional(featureAccess("snippets")),
  repository_access_level: optional(featureAccess("the repository")),
  container_registry_access_level: optional(featureAccess("the container registry")),
  lfs_enabled: z.boolean().optional().describe("Enable Git LFS."),
  request_access_enabled: z.boolean().optional().describe("Allow users to request member access."),
  shared_runners_enabled: z.boolean().optional().describe("Enable instance (shared) runners."),
  auto_devops_enabled: z.boolean().optional().describe("Enable Auto DevOps."),
  ci_config_path: z.string().optional().describe('Path to the CI configuration file (default ".gitlab-ci.yml").'),
  build_timeout: z.number().int().positive().optional().describe("Maximum job run time, in seconds."),
  emails_enabled: z.boolean().optional().describe("Send email notifications for this project."),
  issue_branch_template: z.string().optional().describe(
    'Template for branch names created from issues, e.g. "feature/%{id}-%{title}".',
  ),
};

/** The filters of project lists (the user's projects and a project's forks). */
export const projectListFilters = {
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
