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
  }),
];
