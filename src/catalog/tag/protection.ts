/** Protected tags: list, get, protect and unprotect (GitLab Protected tags API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const protectedName = z.string().min(1).describe(
  'Protected tag name or wildcard pattern exactly as configured, e.g. "v1.0.0", "v*" or "*-stable".',
);

const createAccessLevel = z.union([z.literal(0), z.literal(30), z.literal(40), z.literal(60)]).optional().describe(
  "Who may create matching tags: 0 no one, 30 Developers + Maintainers, 40 Maintainers (default), 60 instance administrators (self-managed only).",
);

/** One entry of allowed_to_create (Premium and Ultimate for users and groups). */
const createEntry = z.object({
  access_level: z.number().int().optional().describe("A role level: 0, 30, 40 or 60."),
  user_id: z.number().int().positive().optional().describe("A user who must have access to the project."),
  group_id: z.number().int().positive().optional().describe("A group the project is shared with."),
  deploy_key_id: z.number().int().positive().optional().describe("A deploy key enabled for the project."),
}).describe("Give exactly one of access_level, user_id, group_id or deploy_key_id.");

export const tagProtectionActions = [
  defineAction({
    id: "tag.list_protected",
    title: "List protected tags",
    description:
      "List a project's protected tag rules as configured (wildcards such as v* are returned as patterns), with who may create matching tags. For the tags themselves use tag.list; for branches, branch.list_protected.",
    method: "GET",
    path: "/projects/{project_id}/protected_tags",
    kind: "list",
    params: () => z.object({ project_id: projectId }),
    aliases: ["protection rules", "locked version patterns"],
    examples: [
      "list protected tags in acme/web",
      "which tags are protected in platform/api?",
      "show all the tag protection rules for ops/terraform",
      "what tag protections are configured in mobile/ios-app?",
      "protected tags of project 2201 and the roles allowed on each",
      "hey, which tag patterns are locked down in acme/design-system?",
      "list tag protection rules, not branch ones, in data/etl-jobs",
      "show every protected tag pattern in acme/cli with its create access level",
      "are any tags protected in team-rocket/backend?",
      "list the protetced tags in acme/sdk-js",
      "which version tag patterns can only maintainers create in acme/portal? list all the rules",
      "all protected tags for https://gitlab.example.com/acme/billing",
      "how many protected tag rules does platform/payments have?",
      "our tag rulesets in acme/web, like GitHub's tag protection: list them",
      "who is allowed to create tags at all in acme/web? list the tag protection rules",
    ],
    shape: SHAPES.protected_tag,
  }),
  defineAction({
    id: "tag.get_protected",
    title: "Get protected tag",
    description:
      "Get one protected tag rule by exact name or wildcard (e.g. v*) with who may create matching tags. Not the tag itself: that is tag.get.",
    method: "GET",
    path: "/projects/{project_id}/protected_tags/{name}",
    params: () => z.object({ project_id: projectId, name: protectedName }),
    aliases: ["protection rule"],
    examples: [
      "show the protection rule for tag pattern v* in acme/web",
      "get the protected tag v* in platform/api: maintainers only, or developers too?",
      "get the protected tag release-1-0 in ops/terraform with its allowed roles",
      "what's the create access level on the protected tag *-stable in acme/billing?",
      "can developers push tags matching v2.* in mobile/ios-app? show that one rule",
      "is tag v2.0.0 protected in acme/web? show its protection rule",
      "details of the protected tag rule 'release-*' in data/etl-jobs",
      "is the protection on tag v* maintainers-only in acme/cli?",
      "get one protected-tag rule: rc-* in team-rocket/backend",
      "which users or deploy keys does the protected tag rule v* allow in acme/sdk-js?",
      "show protected tag v3.* in acme/portal, the rule not the tag",
      "tag protecion rule for *-stable in platform/payments: which roles does it allow?",
      "hey, what exactly does the v* tag protection in acme/web allow?",
      "who can create v* tags in platform/api?",
      "look up the protected tag entry v1.0.0 in project 2201",
    ],
    shape: SHAPES.protected_tag,
  }),
  defineAction({
    id: "tag.protect",
    title: "Protect tag",
    description:
      "Protect a tag name or wildcard pattern (e.g. v*) so only the given roles, users, groups or deploy keys may create, update or delete matching tags. Does not create a tag (tag.create does).",
    method: "POST",
    path: "/projects/{project_id}/protected_tags",
    params: () =>
      z.object({
        project_id: projectId,
        name: protectedName,
        create_access_level: createAccessLevel,
        allowed_to_create: z.array(createEntry).optional().describe(
          'Extra create rules, each {"access_level": 30}, {"user_id": 2}, {"group_id": 3} or {"deploy_key_id": 4}. Users and groups need Premium or Ultimate.',
        ),
      }),
    aliases: ["add tag protection", "lock tags"],
    examples: [
      "protect tags matching v* in acme/web",
      "protect the tag pattern release-* so only maintainers can create them in platform/api",
      "add tag protection for *-stable in ops/terraform, developers may create",
      "lock down version tags v* in acme/billing: no one may create them",
      "protect the existing tag v1.0.0 in project 2201 so nobody can move or delete it",
      "hey, can you set up tag protection for rc-* in data/etl-jobs? maintainers only",
      "protect tags v* in acme/cli and let deploy key 17 create them",
      "protect release tags v* in team-rocket/backend so only user 42 may create them",
      "protect tag pattern 'v*' (not a branch) in acme/design-system",
      "porotect the tags v3.* in acme/portal",
      "turn on tag protection for *-release in platform/payments, developers and maintainers",
      "protect v2.* tags in mobile/ios-app so they can't be overwritten",
      "create a protected tag rule for v* in acme/sdk-js",
      "only release managers should push v* tags in acme/web, protect them",
    ],
    shape: SHAPES.protected_tag,
  }),
  defineAction({
    id: "tag.unprotect",
    title: "Unprotect tag",
    description:
      "Remove a protected tag rule (exact name or wildcard). Matching tags stay but anyone with push access may then create, move or delete them; re-protecting needs the settings again. Does not delete a tag (tag.delete does).",
    method: "DELETE",
    path: "/projects/{project_id}/protected_tags/{name}",
    params: () => z.object({ project_id: projectId, name: protectedName }),
    destructive: true,
    aliases: ["remove tag protection", "turn off tag protection"],
    examples: [
      "unprotect tags v* in acme/web",
      "remove the tag protection rule *-stable from platform/api",
      "unprotect the tag v1.0.0 in ops/terraform, keep the tag",
      "drop the protected tag pattern release-* in acme/billing",
      "turn off tag protection for v2.* in mobile/ios-app",
      "delete the protection rule for tags rc-* in project 2201, not the tags",
      "I need to re-tag v0.9.2 in data/etl-jobs, unprotect it first",
      "hey, can you make v* tags unprotected again in acme/design-system?",
      "remove protection from tag pattern v3.* in acme/cli",
      "unprotect tag *-release (the rule, not a branch) in team-rocket/backend",
      "unprotet the tags v5.* in acme/sdk-js",
      "stop protecting version tags v* in acme/portal",
      "lift the tag protection on v* in platform/payments so developers can push tags",
      "tags are locked in acme/web, unprotect the v2.* pattern",
    ],
  }),
];
