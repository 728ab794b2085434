/** Protected branches: list, get, protect and unprotect. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

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

const PROTECTED_SUMMARY = ["id", "name", "push_access_levels", "merge_access_levels", "allow_force_push"];

export const branchProtectionActions = [
  defineAction({
    id: "branch.list_protected",
    title: "List protected branches",
    description:
      "List a project's protected branch rules as configured (wildcards such as release/* are returned as patterns), with who may push and merge.",
    method: "GET",
    path: "/projects/{project_id}/protected_branches",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        search: z.string().optional().describe("Only rules whose name contains this."),
      }),
    aliases: ["branch protection", "protection rules"],
    examples: [
      "list protected branches in acme/platform/auth",
      "which branches are protected in northwind/orders?",
      "show the branch protection rules for shop/storefront",
      "who can push or merge to which protected branches in this project? list them",
      "list protection rules including wildcards like release/*",
      "what branch protections are configured in cobalt/notifications?",
      "show all protected branch rules matching 'release'",
      "protected brances in lumen/ios",
      "list the branch protection settings in the repo",
      "list all protected branches in willow/helpdesk",
      "what protected branches does raven/scanner have?",
      "every protected branch pattern in raven/scanner, with push and merge levels",
      "hey, which of our branches are locked down in acme/platform/auth?",
      "all branch protection rules of https://gitlab.example.com/acme/shop",
      "list all protected branches in nova/platform with their push and merge levels",
      "which branches are protected in wren/crm? list every rule",
      "ls protected branches umber/infra",
      "list the protected branch rules in vale/marketplace with allowed to push and allowed to merge",
      "which branch patterns have branch protection in willowbrook/portal? every rule, like GitHub's branch protection rules page",
    ],
    summary: PROTECTED_SUMMARY,
  }),
  defineAction({
    id: "branch.get_protected",
    title: "Get protected branch",
    description: "Get one protected branch rule (exact name or wildcard) with its push, merge and force-push settings.",
    method: "GET",
    path: "/projects/{project_id}/protected_branches/{name}",
    params: () => z.object({ project_id: projectId, name: protectedName }),
    aliases: ["branch protection"],
    examples: [
      "show the protection rule for main",
      "who is allowed to push to main in delta/warehouse?",
      "get protected branch release/* settings",
      "is force push allowed on the protected branch develop?",
      "what are the merge access levels for main in opal/tools?",
      "does the protected branch main require code owner approval?",
      "show the branch protection for production",
      "check protection details of release/2.x",
      "get protectd branch main rules",
      "who can merge into release/2.1 in lumen/ios?",
      "show the protected branch settings for main in pebble/firmware",
      "get the protection rule of hotfix/*",
      "what does the one protection rule on release/* allow?",
      "push and merge access levels for the protected branch develop",
      "get the single protected-branch rule for production in delta/warehouse",
      "main's branch protection in lumen/ios, like GitHub branch protection: show it",
      "show the single protected-branch rule for main in quartz/backend: push level, merge level, code owners",
      "get only the develop protection entry in corvid/cli, not the whole list",
      "get the protected branch rule named release/* in yew/graphql: push, merge and unprotect access",
      "for just the main branch protection in zest/checkout, is allow_force_push on?",
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
    params: () =>
      z.object({
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
      "add branch protection to develop in lotus/payments-api",
      "make production a protected branch with no one allowed to push, maintainers merge",
      "lock down main: no direct pushes, developers can merge",
      "protect branch staging and allow force push",
      "require code owner approval on main",
      "set up a protection rule for hotfix/* in wren/crm",
      "protect the default branch of sierra/infra-live",
      "protcet branch release/2.1",
      "protect branch main in pico/sdk-python: developers push, maintainers merge",
      "add a protection rule for release/2.x",
      "turn on protection for the branch release/3.x",
      "create a protection rule for staging that blocks force push",
      "make main protected in orbit/android",
      "hey, can you stop people pushing straight to main in cobalt/notifications? protect it",
      "protect the branch staging in helios/web: maintainers push, developers merge",
      "set up branch protection for release/* in kite/mobile, nobody force-pushes",
      "protect branch main in acorn/devtools: no one pushes, maintainers merge, no force push",
      "protect release/* in bramble/reports with push access level 40 and merge access level 30",
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
    params: () => z.object({ project_id: projectId, name: protectedName }),
    destructive: true,
    aliases: ["remove branch protection"],
    examples: [
      "unprotect main",
      "remove the branch protection from develop",
      "unprotect release/* in games/matchmaker",
      "delete the protection rule for staging, keep the branch",
      "drop protection on branch hotfix/1.4.3 so I can delete it",
      "make feature/legacy an ordinary unprotected branch",
      "turn off branch protection for production in quill/docs",
      "I need to force-push to develop, unprotect it",
      "unprotct branch main",
      "unprotect the branch release/2.1 in brick/monorepo",
      "remove the protection rule for branch hotfix/*",
      "delete the branch protection for main in tango/integrations",
      "lift the branch protection on release/3.x",
      "remove protection from main in meadow/cms so it's a normal branch",
      "unprotect branch legacy in onyx/gateway, the rule is no longer needed",
      "remove the branch protection from feature/* in ember/search",
      "unprotect branch release/* in clover/chat",
      "delete the protected branch rule develop in delta-ops/k8s; the branch itself stays",
      "we're archiving the legacy flow in elm/web-shop, remove branch protection from 1.x",
      "unprotect release/2.x in fern/notebook, its protection blocks my force-push",
    ],
  }),
];
