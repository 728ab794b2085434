/** Repository files, trees, commits and comparisons (GitLab Repositories, Repository files and Commits APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { repositoryFileActions } from "./files.ts";
import { repositoryBlameActions } from "./blame.ts";
import { commitFeedbackActions } from "./commit_feedback.ts";
import { diffNotes, repositoryCommitActions } from "./commits.ts";

/** Counts, the commits and changed files of a comparison, and GitLab's own warnings. */
function compareNotes(data: unknown): string[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return [];
  const o = data as Record<string, unknown>;
  const notes: string[] = [];
  if (o.compare_timeout === true) {
    notes.push(
      "compare_timeout: GitLab gave up computing this comparison in time, so commits and diffs are incomplete. Compare closer refs or use repository.commit_list with a range.",
    );
  }
  if (o.compare_same_ref === true) {
    notes.push("compare_same_ref: from and to are the same ref; there is nothing to compare.");
  }
  const commits = Array.isArray(o.commits) ? o.commits as Array<Record<string, unknown>> : [];
  const diffs = Array.isArray(o.diffs) ? o.diffs as Array<Record<string, unknown>> : [];
  notes.push(`${commits.length} commit(s), ${diffs.length} changed file(s).`);
  for (const c of commits.slice(0, 20)) notes.push(`commit ${c.short_id ?? c.id}: ${c.title ?? ""}`);
  if (commits.length > 20) notes.push(`…and ${commits.length - 20} more commit(s)`);
  for (const d of diffs.slice(0, 30)) {
    const flag = d.new_file
      ? " (new)"
      : d.deleted_file
      ? " (deleted)"
      : d.renamed_file
      ? ` (renamed from ${d.old_path})`
      : "";
    notes.push(`file ${d.new_path ?? d.old_path}${flag}`);
  }
  if (diffs.length > 30) notes.push(`…and ${diffs.length - 30} more file(s)`);
  return [...notes, ...diffNotes(diffs)];
}

export const repositoryActions = [
  ...repositoryFileActions,
  ...repositoryBlameActions,
  ...repositoryCommitActions,
  ...commitFeedbackActions,
  defineAction({
    id: "repository.compare",
    title: "Compare refs",
    description:
      "Compare two branches, tags or commits: the commits in `to` that are not in `from` and the file diffs between them (like git diff from...to).",
    method: "GET",
    path: "/projects/{project_id}/repository/compare",
    params: () =>
      z.object({
        project_id: projectId,
        from: z.string().min(1).describe("Base branch, tag or commit SHA."),
        to: z.string().min(1).describe("Head branch, tag or commit SHA."),
        straight: z.boolean().optional().describe(
          "true compares from..to directly; false (default) compares from the merge base (from...to).",
        ),
        from_project_id: z.number().int().positive().optional().describe(
          "Numeric ID of another project (e.g. a fork) that `from` lives in.",
        ),
      }),
    aliases: ["diff branches", "git diff", "changes between", "compare branches"],
    examples: [
      "compare main and develop",
      "diff between v1.3.0 and v1.4.0",
      "what changed between release/2.2 and release/2.3?",
      "what's in feature/login that isn't in main yet? compare them",
      "git diff main...feature/search in prism/observability",
      "compare commits 3f2a9c1 and 9e8d7c6: commits and files changed",
      "what's new on main since the last tag v2.0.1?",
      "compare my fork's main with upstream main",
      "changes between the staging and production branches",
      "how far is develop ahead of master?",
      "comapre v1.4.1 to v1.4.2",
      "list the files changed between tags v3.0.0 and v3.1.0",
      "https://gitlab.example.com/acme/web/-/compare/main...develop",
      "diff between tags v2.3.0 and v2.4.0 in prism/observability",
      "what commits are on release/3.2 but not on main?",
      "compare v2.3.0...v2.4.0 in ivy/docs-site",
      "diff branch develop against main in jasper/queue: commits and changed files",
      "I want to know what will ship: compare the last tag v1.7.0 with main in kelp/ingest",
      "what's different between release/0.4 and release/0.5 in larch/auth?",
      "compare feature/otp in my fork (project 4412) against upstream main of jasper/queue",
    ],
    summary: ["web_url"],
    notes: compareNotes,
  }),
  defineAction({
    id: "repository.contributors",
    title: "List contributors",
    description:
      "List the people who committed to a project's repository with their commit counts (merge commits excluded).",
    method: "GET",
    path: "/projects/{project_id}/repository/contributors",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        ref: z.string().optional().describe("Branch or tag to count on (default: the default branch)."),
        order_by: z.enum(["name", "email", "commits"]).optional().describe("Sort field (default commits)."),
        sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default asc)."),
      }),
    aliases: ["authors", "committers", "who contributed"],
    examples: [
      "list contributors to onyx/gateway",
      "who contributed to quartz/backend and how many commits each?",
      "top committers in juniper/website",
      "show the authors of the repo sorted by commit count",
      "who has committed to the release/2.3 branch?",
      "list everyone who wrote code for yarrow/analytics-sdk",
      "repo contributors for tundra/auth-service",
      "who are the most active committers in finance/payroll-api?",
      "contibutors of the docs repo",
      "how many commits has each person made to main?",
      "who actually committed code here (committers, not project members)?",
      "top contributors of nimbus/k8s-manifests by additions",
      "list the repo's contributors with commit counts",
      "who has committed the most code to onyx/gateway?",
      "contributors of moss/billing-v2",
      "list commit counts per author for nettle/scheduler, sorted by commits",
      "who are the git contributors (by commits, not members) of oak/platform-core on develop?",
      "GitHub-style contributors graph data for pine/mobile-app: names, emails, commits",
    ],
    summary: ["name", "email", "commits"],
  }),
  defineAction({
    id: "repository.merge_base",
    title: "Get merge base",
    description: "Find the common ancestor commit of two or more branches, tags or commits (git merge-base).",
    method: "GET",
    path: "/projects/{project_id}/repository/merge_base",
    params: () =>
      z.object({
        project_id: projectId,
        refs: z.array(z.string().min(1)).min(2).describe(
          'Two or more branches, tags or SHAs, e.g. ["main", "feature"].',
        ),
      }),
    aliases: ["common ancestor", "fork point", "git merge-base"],
    examples: [
      "merge base of main and feature/login",
      "find the common ancestor of develop and release/2.3",
      "where did feature/search branch off main?",
      "git merge-base v1.4.0 main",
      "which commit did my branch fork off from develop?",
      "common ancestor commit of 3f2a9c1 and 9e8d7c6",
      "what's the fork point of hotfix/timeout from master?",
      "merge-base of main, develop and staging",
      "find the branch point of feature/api-v2",
      "merge bsae of release-1.x and main",
      "at which commit did main and next diverge?",
      "where did release/3.2 branch off main?",
      "merge base of develop and feature/dark-mode",
      "find the common ancestor commit of main and release/3.2",
      "merge base main feature/otp in quartzite/etl",
      "find the common ancestor of release/2.3 and main in reed/search-api (git merge-base)",
      "before rebasing, I need the commit where feature/i18n diverged from develop in sage/admin",
      "what is the merge-base SHA of v0.4.0 and v0.5.0 in thistle/cli?",
    ],
    summary: ["id", "title", "author_name", "committed_date", "web_url"],
  }),
];
