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
  examples?: string[];
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
    examples: s.examples,
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
    examples: [
      "find projects named payments",
      "search for a project called billing-service",
      "is there a repo for the terraform modules somewhere?",
      "which projects mention kafka in their description?",
      "search the acme group for projects matching 'api'",
      "serch projects for web-shop",
      "I don't know the path, find the project for the mobile checkout",
      "look for any repository with 'ios' in its name across the instance",
      "find the project id of design-tokens",
      "search within group platform for projects containing 'gateway'",
      "keyword search the whole instance for projects matching 'ledger'",
      "search GitLab for repos with 'kafka' in the name, not just the ones I belong to",
      "use search to find projects named 'portal' in the acme group",
    ],
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
    examples: [
      "search issues for 'memory leak'",
      "find the bug about 'timeout on upload' in acme/web",
      "any issues mentioning OAuth across the platform group?",
      "search all issues on the instance for SAML",
      "is there already a ticket about dark mode?",
      "serach issues for 'null pointer' in mobile/android",
      "full-text search closed issues in billing for VAT",
      "find issues whose description contains 'segfault' in group infra",
      "search confidential issues for CVE-2026",
      "look for a duplicate before I file it: issues about 'login redirect loop'",
      "keyword search every project's issues for 'flaky test'",
      "keyword search issues for 'deadlock' in acme/portal",
      "search issue titles and descriptions for 'CSV export' across the instance",
      "full-text find tickets mentioning 'Stripe webhook' in group platform",
    ],
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
    examples: [
      "search merge requests for 'rate limit'",
      "find the MR about upgrading React in acme/web",
      "any merged PRs mentioning CVE-2026-1234 in the platform group?",
      "search all MRs on the instance for 'migration'",
      "find merge reqeusts with 'feature flag' in the title",
      "keyword search open MRs in billing for 'invoice'",
      "was there ever a merge request that talked about removing jQuery?",
      "search the infra group's merge requests for 'terraform 1.9'",
      "find pull requests with 'hotfix' in the description",
      "look up the MR for the login refactor, I don't remember its number",
      "keyword search merge requests for 'deadlock' in acme/portal",
      "search MR titles for 'bump lodash' across all projects",
      "find PRs whose description mentions 'Stripe webhook' in group platform",
    ],
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
    examples: [
      "grep for API_KEY in acme/web",
      "search code for 'def retry_with_backoff' across the platform group",
      "where is the function parseConfig defined in platform/api?",
      "find files containing 'TODO: remove' in mobile/ios on branch develop",
      "search the codebase for process.env.DATABASE_URL extension:ts",
      "seach code for deprecated_api in billing",
      "which repos on the instance still use log4j?",
      "find usages of the FeatureFlag class under path:src/ in web-shop",
      "look for aws_s3_bucket in filename:main.tf across the infra group",
      "search the code at tag v1.4.2 of acme/cli for legacyMode",
      "where do we hard-code gitlab.example.com in our projects?",
      "search the source code of acme/portal for 'fetchUser('",
      "grep all reops in group platform for 'X-Api-Version'",
      "find code containing GITLAB_VERSION in data/warehouse",
    ],
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
    examples: [
      "search commits for 'fix race condition' in acme/web",
      "find the commit that mentions JIRA-1234",
      "which commit message says 'revert login change' in platform/api?",
      "search commit messages across the mobile group for crashlytics",
      "find comits mentioning hotfix on branch release/2.3",
      "git log --grep 'bump version' for billing",
      "when did someone commit 'remove feature flag checkout_v2'? search the commits",
      "search all commits on the instance for CVE-2026-0042",
      "find commits whose message references #42 in acme/web",
      "look for commit messages about 'migrate to postgres 16' in the data group",
    ],
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
    examples: [
      "search users for maria",
      "find members of acme/web named alex",
      "who in the platform group is called Chen?",
      "find a person named Kowalski anywhere on GitLab",
      "serch for user dana in the mobile group",
      "is there someone with a username like 'jsm' in project billing?",
      "look up people in infra/k8s matching 'ops'",
      "search the data-eng group's members for tomas",
      "find a collaborator named Priya on the acme/cli repo",
      "search for a user by name: 'Nguyen'",
      "search the members of project acme/portal for 'lucia'",
      "find a user matching 'kenji' within the payments group",
      "search for people named Silva among data/warehouse's members",
    ],
    summary: ["id", "username", "name", "state", "web_url"],
  }),
  searchAction({
    name: "milestones",
    title: "Search milestones",
    scope: "milestones",
    levels: ["project", "group", "instance"],
    description: "Find milestones by title or description in a project (project_id), a group (group_id) or everywhere.",
    aliases: ["find milestone", "find sprint"],
    examples: [
      "find the milestone called 'Sprint 42'",
      "search milestones for Q3 in acme/web",
      "which milestone mentions 'GA launch' in the platform group?",
      "search all milestones on the instance for v2.0",
      "serach milestones 'release 3' in billing",
      "find the sprint named Hardening in the mobile group",
      "look for a milestone with 'beta' in its title or description",
      "what's the id of the milestone 'December freeze' in infra/k8s?",
      "keyword search milestones for hackweek",
      "is there a milestone about the API deprecation anywhere?",
      "serch milestones matching 'Sprint 2' in acme/portal",
      "find an existing milestone with 'freeze' in its name across the instance",
      "look up milestones containing '2027' in the platform group, search only",
    ],
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
    examples: [
      "search the wiki for onboarding",
      "find wiki pages about deployment in acme/web",
      "where in our wikis do we document the VPN setup?",
      "search wiki contents across the platform group for 'runbook'",
      "serch wiki for 'on-call rotation' in ops/oncall",
      "is there a wiki page mentioning SSO anywhere on the instance?",
      "grep the billing project wiki for 'refund policy'",
      "look through the docs wiki for 'release checklist'",
      "find the wiki page that talks about database backups in infra/k8s",
      "which wiki page explains how to rotate the staging certs?",
      "search wiki pages for 'backup' in acme/portal",
      "full-text search of the wikis in the data group for 'retention'",
      "find which wiki page mentions PagerDuty in ops/oncall",
    ],
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
    examples: [
      "search comments for LGTM in acme/web",
      "find the comment where someone mentioned 'flaky' in platform/api",
      "who commented about the staging outage in the infra group?",
      "search discussions across all projects for CVE-2026-1234",
      "serach notes for 'rollback plan' in billing",
      "find review comments mentioning 'N+1 query' in the backend group",
      "someone posted the crash log link in an issue or MR comment in mobile/ios, find it",
      "search all comments on the instance for 'deprecated'",
      "look for notes saying 'blocked on legal' in data/etl",
      "find the comment thread that mentions 'feature freeze' somewhere",
    ],
    summary: ["id", "noteable_type", "noteable_iid", "project_id", "body"],
  }),
];
