/**
 * The domains in catalog order, with the names each surface derives from them:
 * the meta tool (`gitlab_<domain>`) and the individual tools' prefix (the
 * reference server shortens merge_request to `mr`: `gitlab_mr_create`).
 */
export interface Domain {
  name: string;
  title: string;
  /** Prefix of individual tool names. */
  short: string;
}

export const DOMAINS: Domain[] = [
  { name: "project", title: "Projects, their members, labels, milestones and webhooks", short: "project" },
  { name: "issue", title: "Issues, their notes, discussions, links and time tracking", short: "issue" },
  { name: "merge_request", title: "Merge requests: list, create, update, merge, approve", short: "mr" },
  { name: "mr_review", title: "Merge request review: diffs, notes, discussions, draft notes", short: "mr_review" },
  { name: "branch", title: "Branches and protected branches", short: "branch" },
  { name: "tag", title: "Repository tags", short: "tag" },
  { name: "release", title: "Releases and their asset links", short: "release" },
  { name: "pipeline", title: "CI/CD pipelines and pipeline schedules", short: "pipeline" },
  { name: "job", title: "CI/CD jobs, their logs and artifacts", short: "job" },
  { name: "repository", title: "Repository files, trees, commits and comparisons", short: "repository" },
  { name: "group", title: "Groups, subgroups, members, group labels and milestones", short: "group" },
  { name: "user", title: "Users, the current user, to-dos and status", short: "user" },
  { name: "wiki", title: "Project wiki pages", short: "wiki" },
  { name: "search", title: "Search across GitLab, a group or a project", short: "search" },
  { name: "server", title: "The GitLab instance itself", short: "server" },
  { name: "interactive", title: "Step-by-step creation wizards that ask the user each field", short: "interactive" },
];
