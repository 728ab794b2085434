/** Repository branches and protected branches (GitLab Branches API and Protected branches API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

const branchName = z.string().min(1).describe(
  'Branch name exactly as in Git, e.g. "main" or "feature/login" (slashes are encoded for you).',
);

const protectedName = z.string().min(1).describe(
  'Protected branch name or wildcard pattern exactly as configured, e.g. "main" or "release/*".',
);

const accessLevel = (what: string) =>
  z.union([z.literal(0), z.literal(30), z.literal(40), z.literal(60)]).optional().describe(
    `${what}: 0 no one, 30 Developers + Maintainers, 40 Maintainers (default), 60 Administrators.`,
  );

/** One entry of allowed_to_push / allowed_to_merge / allowed_to_unprotect (Premium and Ultimate). */
const accessEntry = z.object({
  access_level: z.number().int().optional().describe("A role level: 0, 30, 40 or 60."),
  user_id: z.number().int().positive().optional().describe("A user who must have access to the project."),
  group_id: z.number().int().positive().optional().describe("A group the project is shared with."),
  deploy_key_id: z.number().int().positive().optional().describe(
    "A deploy key with write access (allowed_to_push only).",
  ),
}).describe("Give exactly one of access_level, user_id, group_id or deploy_key_id.");

const accessList = (what: string) =>
  z.array(accessEntry).optional().describe(
    `${what}, each {"access_level": 30}, {"user_id": 2}, {"group_id": 3}. Premium and Ultimate only.`,
  );

const BRANCH_SUMMARY = ["name", "merged", "protected", "default", "can_push", "web_url"];
const PROTECTED_SUMMARY = ["id", "name", "push_access_levels", "merge_access_levels", "allow_force_push"];

export const branchActions = [
  defineAction({
    id: "branch.list",
    title: "List branches",
    description:
      "List a project's repository branches, sorted by name, with merged/protected/default flags and the head commit. Filter by name with search (^term prefix, term$ suffix) or an re2 regex, not both.",
    method: "GET",
    path: "/projects/{project_id}/repository/branches",
    kind: "list",
    params: z.object({
      project_id: projectId,
      search: z.string().optional().describe(
        "Only branches whose name contains this; ^term matches the start, term$ the end. Not with regex.",
      ),
      regex: z.string().optional().describe(
        'Only branches whose name matches this re2 regular expression, e.g. "^feature/.*". Not with search.',
      ),
    }),
    aliases: ["git branches", "refs", "heads"],
    examples: [
      "list branches in acme/web",
      "what branches exist in the billing-service repo?",
      "show all git branches of platform/api",
      "branches starting with feature/ in acme/shop",
      "which branches in mobile/ios match ^release-.*?",
      "find branches with 'login' in the name",
      "list branches and tell me which are already merged",
      "show me the branches of the repo, not the tags",
      "how many branches does infra/terraform have?",
      "any stale branchs ending in -old in data/etl?",
      "list remote heads for the docs project",
    ],
    summary: BRANCH_SUMMARY,
  }),
  defineAction({
    id: "branch.get",
    title: "Get branch",
    description:
      "Get one repository branch: its head commit, whether it is merged, protected or the default, and whether you can push to it.",
    method: "GET",
    path: "/projects/{project_id}/repository/branches/{branch}",
    params: z.object({ project_id: projectId, branch: branchName }),
    examples: [
      "show the main branch of acme/web",
      "get branch feature/login",
      "what's the latest commit on develop?",
      "is the branch release/2.1 protected?",
      "has feature/search been merged already?",
      "does the branch hotfix/1.4.3 exist in billing-service?",
      "is main the default branch of platform/api?",
      "can I push to branch staging?",
      "head commit of feature/checkout in acme/shop",
      "details of brnach fix/null-check",
      "show branch develop in acme/api",
      "is feature/payments behind or merged into main?",
    ],
    summary: BRANCH_SUMMARY,
  }),
  defineAction({
    id: "branch.create",
    title: "Create branch",
    description: "Create a new branch from an existing branch, tag or commit SHA (ref).",
    method: "POST",
    path: "/projects/{project_id}/repository/branches",
    params: z.object({
      project_id: projectId,
      branch: z.string().min(1).describe('Name of the new branch, e.g. "feature/login".'),
      ref: z.string().min(1).describe("Branch name, tag name or commit SHA to create the branch from."),
    }),
    aliases: ["new branch", "checkout -b"],
    examples: [
      "create branch feature/login from main",
      "make a new branch hotfix/1.4.3 off tag v1.4.2",
      "branch off develop as feature/search in acme/web",
      "create a branch called release/2.1 from commit 3f2a9c1",
      "git checkout -b fix/timeout from master on the server",
      "start a new branch for issue #42 from main",
      "cut a release branch release/3.0 from develop",
      "create branch experiment/cache in platform/api from main (don't open an MR)",
      "new branch docs-update based on the default branch",
      "creat a branch called bugfix/typo from main",
      "create a new branch feature/payments from develop in acme/api",
      "make a branch from the v2.0.0 tag called support/2.0",
    ],
    summary: BRANCH_SUMMARY,
  }),
  defineAction({
    id: "branch.delete",
    title: "Delete branch",
    description:
      "Delete one repository branch. The default branch and protected branches cannot be deleted. Commits only on this branch become unreachable.",
    method: "DELETE",
    path: "/projects/{project_id}/repository/branches/{branch}",
    params: z.object({ project_id: projectId, branch: branchName }),
    destructive: true,
    aliases: ["remove branch"],
    examples: [
      "delete branch feature/login",
      "remove the branch fix/null-check from acme/web",
      "delete the old-ui branch in the repo",
      "drop branch experiment/cache now that the MR is merged",
      "get rid of remote branch hotfix/1.4.3",
      "delete just the one branch feature/search, not all merged ones",
      "git push --delete origin wip/spike",
      "remove branch renovate/lodash-4.x in platform/api",
      "delte branch tmp-test",
      "delete the branch feature/payments in acme/api",
      "remove branch support/1.x from the repository",
      "delete git branch spike/graphql",
    ],
  }),
  defineAction({
    id: "branch.delete_merged",
    title: "Delete merged branches",
    description:
      "Delete every branch already merged into the project's default branch (protected branches are kept). GitLab runs it in the background and answers 202 Accepted.",
    method: "DELETE",
    path: "/projects/{project_id}/repository/merged_branches",
    params: z.object({ project_id: projectId }),
    destructive: true,
    aliases: ["clean up branches", "prune merged branches"],
    examples: [
      "delete all merged branches in acme/web",
      "clean up branches already merged into main",
      "prune merged branches from billing-service",
      "remove every branch that has been merged into the default branch",
      "bulk delete stale merged branches in platform/api",
      "tidy up the repo: delete all the merged feature branches",
      "our repo has hundreds of merged branches, clear them out",
      "delete mergd branches in infra/terraform",
      "purge all branches merged to master (keep protected ones)",
      "delete merged branches in acme/api",
      "clear out all branches already merged into the default branch of mobile/ios",
      "run the 'delete merged branches' cleanup on the repo",
    ],
  }),
  defineAction({
    id: "branch.list_protected",
    title: "List protected branches",
    description:
      "List a project's protected branch rules as configured (wildcards such as release/* are returned as patterns), with who may push and merge.",
    method: "GET",
    path: "/projects/{project_id}/protected_branches",
    kind: "list",
    params: z.object({
      project_id: projectId,
      search: z.string().optional().describe("Only rules whose name contains this."),
    }),
    aliases: ["branch protection", "protection rules"],
    examples: [
      "list protected branches in acme/web",
      "which branches are protected in billing-service?",
      "show the branch protection rules for platform/api",
      "who can push or merge to protected branches in this project?",
      "list protection rules including wildcards like release/*",
      "what branch protections are configured in mobile/ios?",
      "show all protected branch rules matching 'release'",
      "protected brances in infra/terraform",
      "list the branch protection settings in the repo",
      "list all protected branches in acme/api",
      "show which branch patterns are protected in the project",
      "what protected branches does data/etl have?",
    ],
    summary: PROTECTED_SUMMARY,
  }),
  defineAction({
    id: "branch.get_protected",
    title: "Get protected branch",
    description: "Get one protected branch rule (exact name or wildcard) with its push, merge and force-push settings.",
    method: "GET",
    path: "/projects/{project_id}/protected_branches/{name}",
    params: z.object({ project_id: projectId, name: protectedName }),
    aliases: ["branch protection"],
    examples: [
      "show the protection rule for main",
      "who is allowed to push to main in acme/web?",
      "get protected branch release/* settings",
      "is force push allowed on the protected branch develop?",
      "what are the merge access levels for main in billing-service?",
      "does main require code owner approval?",
      "show the branch protection for production",
      "check protection details of release/2.x",
      "get protectd branch main rules",
      "who can merge into release/2.1 in acme/api?",
      "show the protected branch settings for main in data/etl",
      "get the protection rule of hotfix/*",
    ],
    summary: [...PROTECTED_SUMMARY, "unprotect_access_levels", "code_owner_approval_required"],
  }),
  defineAction({
    id: "branch.protect",
    title: "Protect branch",
    description:
      "Protect a branch or wildcard pattern (e.g. release/*) and set who may push and merge. Fails with 409 if a rule with that name already exists.",
    method: "POST",
    path: "/projects/{project_id}/protected_branches",
    params: z.object({
      project_id: projectId,
      name: protectedName,
      push_access_level: accessLevel("Who may push"),
      merge_access_level: accessLevel("Who may merge"),
      unprotect_access_level: accessLevel("Who may unprotect (0 is not allowed here)"),
      allow_force_push: z.boolean().optional().describe("Let those who can push also force push (default false)."),
      code_owner_approval_required: z.boolean().optional().describe(
        "Reject pushes that change files with a CODEOWNERS entry (default false). Premium and Ultimate only.",
      ),
      allowed_to_push: accessList("Extra push rules"),
      allowed_to_merge: accessList("Extra merge rules"),
      allowed_to_unprotect: accessList("Extra unprotect rules"),
    }),
    aliases: ["branch protection", "protected branch"],
    examples: [
      "protect the main branch",
      "protect release/* so only maintainers can push",
      "add branch protection to develop in acme/web",
      "make production a protected branch with no one allowed to push, maintainers merge",
      "lock down main: no direct pushes, developers can merge",
      "protect branch staging and allow force push",
      "require code owner approval on main",
      "set up a protection rule for hotfix/* in billing-service",
      "protect the default branch of platform/api",
      "protcet branch release/2.1",
      "protect branch main in acme/api: developers push, maintainers merge",
      "add a protection rule for release/2.x",
    ],
    summary: PROTECTED_SUMMARY,
  }),
  defineAction({
    id: "branch.unprotect",
    title: "Unprotect branch",
    description:
      "Remove a protected branch rule (exact name or wildcard). The branch stays but loses its push, merge and force-push restrictions; re-protecting needs the settings again.",
    method: "DELETE",
    path: "/projects/{project_id}/protected_branches/{name}",
    params: z.object({ project_id: projectId, name: protectedName }),
    destructive: true,
    aliases: ["remove branch protection"],
    examples: [
      "unprotect main",
      "remove the branch protection from develop",
      "unprotect release/* in acme/web",
      "delete the protection rule for staging, keep the branch",
      "drop protection on branch hotfix/1.4.3 so I can delete it",
      "make feature/legacy an ordinary unprotected branch",
      "turn off branch protection for production in billing-service",
      "I need to force-push to develop, remove its protection rule",
      "unprotct branch main",
      "unprotect the branch release/2.1 in acme/api",
      "remove the protection rule for hotfix/*",
      "delete the branch protection for main in data/etl",
    ],
  }),
];
