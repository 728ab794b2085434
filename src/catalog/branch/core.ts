/** Repository branches and protected branches (GitLab Branches API and Protected branches API). */
import { branchProtectionActions } from "./protection.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const branchName = z.string().min(1).describe(
  'Branch name exactly as in Git, e.g. "main" or "feature/login" (slashes are encoded for you).',
);

const BRANCH_SUMMARY = ["name", "merged", "protected", "default", "can_push", "web_url"];

export const branchActions = [
  defineAction({
    id: "branch.list",
    title: "List branches",
    description:
      "List a project's repository branches, sorted by name, with merged/protected/default flags and the head commit. Filter by name with search (^term prefix, term$ suffix) or an re2 regex, not both.",
    method: "GET",
    shape: SHAPES.branch,
    path: "/projects/{project_id}/repository/branches",
    kind: "list",
    params: () =>
      z.object({
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
      "list branches in xenon/build-tools",
      "what branches exist in the shop/storefront repo?",
      "show all git branches of edu/course-site",
      "branches starting with feature/ in cascade/etl",
      "which branches in vector/ml-models match ^release-.*?",
      "find branches with 'login' in the name",
      "list branches and tell me which are already merged",
      "show me the branches of the repo, not the tags",
      "how many branches does helios/web have?",
      "any stale branchs ending in -old in opal/tools?",
      "list every branch in xenon/build-tools, protected or not",
      "https://gitlab.example.com/acme/web/-/branches — list them",
      "branch names in opal/tools that contain 'fix'",
      "hey, can you pull up all the open branches on our GitHub-style repo ridge/tf-modules?",
      "list the branches of project 3950 sorted by name",
    ],
    summary: BRANCH_SUMMARY,
  }),
  defineAction({
    id: "branch.get",
    title: "Get branch",
    description:
      "Get one repository branch: its head commit, whether it is merged, protected or the default, and whether you can push to it.",
    method: "GET",
    shape: SHAPES.branch,
    path: "/projects/{project_id}/repository/branches/{branch}",
    params: () => z.object({ project_id: projectId, branch: branchName }),
    examples: [
      "show the main branch of sierra/infra-live",
      "get branch feature/login",
      "what's the latest commit on develop?",
      "is the branch release/2.1 protected?",
      "has feature/search been merged already?",
      "does the branch hotfix/1.4.3 exist in health/patient-portal?",
      "is main the default branch of acme/platform/auth?",
      "can I push to branch staging?",
      "head commit of feature/checkout in topaz/reporting",
      "details of brnach fix/null-check",
      "show branch develop in drift/analytics",
      "is feature/payments behind or merged into main?",
      "show branch feature/dark-mode: head commit and merged flag",
      "info on the branch hotfix-22 in sierra/infra-live",
      "is the develop branch merged into main, and what's its last commit?",
      "get the branch named renovate/lodash-4.x in acme/platform/auth, does it still exist?",
    ],
    summary: BRANCH_SUMMARY,
  }),
  defineAction({
    id: "branch.create",
    title: "Create branch",
    description: "Create a new branch from an existing branch, tag or commit SHA (ref).",
    method: "POST",
    shape: SHAPES.branch,
    path: "/projects/{project_id}/repository/branches",
    params: () =>
      z.object({
        project_id: projectId,
        branch: z.string().min(1).describe('Name of the new branch, e.g. "feature/login".'),
        ref: z.string().min(1).describe("Branch name, tag name or commit SHA to create the branch from."),
      }),
    aliases: ["new branch", "checkout -b"],
    examples: [
      "create branch feature/login from main",
      "make a new branch hotfix/1.4.3 off tag v1.4.2",
      "branch off develop as feature/search in media/transcoder",
      "create a branch called release/2.1 from commit 3f2a9c1",
      "git checkout -b fix/timeout from master on the server",
      "start a new branch for issue #42 from main",
      "cut a release branch release/3.0 from develop",
      "create branch experiment/cache in quill/docs from main (don't open an MR)",
      "new branch docs-update based on the default branch",
      "crreate a branch called bugfix/typo from main",
      "create a new branch feature/payments from develop in falcon/edge",
      "make a branch from the v2.0.0 tag called support/2.0",
      "new branch fix/cors from main, just the branch",
      "create git branch spike/rust-parser off develop",
      "branch off main into feature/audit-log",
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
    params: () => z.object({ project_id: projectId, branch: branchName }),
    destructive: true,
    aliases: ["remove branch"],
    examples: [
      "delete branch feature/login",
      "remove the branch fix/null-check from media/transcoder",
      "delete the old-ui branch in the repo",
      "drop branch experiment/cache now that the MR is merged",
      "get rid of remote branch hotfix/1.4.3",
      "delete just the one branch feature/search, not all merged ones",
      "git push --delete origin wip/spike",
      "remove branch renovate/lodash-4.x in quill/docs",
      "delte branch tmp-test",
      "delete the branch feature/payments in falcon/edge",
      "remove branch support/1.x from the repository",
      "delete git branch spike/graphql",
      "delete the single branch spike/rust-parser",
      "remove branch fix/cors, only that one",
      "delete remote branch feature/dark-mode (a branch, not a tag)",
    ],
  }),
  defineAction({
    id: "branch.delete_merged",
    title: "Delete merged branches",
    description:
      "Delete every branch already merged into the project's default branch (protected branches are kept). GitLab runs it in the background and answers 202 Accepted.",
    method: "DELETE",
    path: "/projects/{project_id}/repository/merged_branches",
    params: () => z.object({ project_id: projectId }),
    destructive: true,
    aliases: ["clean up branches", "prune merged branches"],
    examples: [
      "delete all merged branches in fjord/data-pipeline",
      "clean up branches already merged into main",
      "prune merged branches from cobalt/notifications",
      "remove every branch that has been merged into the default branch",
      "bulk delete stale merged branches in vector/ml-models",
      "tidy up the repo: delete all the merged feature branches",
      "our repo has hundreds of merged branches, clear them out",
      "delete mergd branches in pebble/firmware",
      "purge all branches merged to master (keep protected ones)",
      "delete merged branches in raven/scanner",
      "clear out all branches already merged into the default branch of juniper/website",
      "run the 'delete merged branches' cleanup on the repo",
    ],
  }),
  ...branchProtectionActions,
];
