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
      "list protected tags in orbit/android",
      "which tags are protected in sable/design-tokens?",
      "show all the tag protection rules for juniper/website",
      "what tag protections are configured in quartz/backend?",
      "hey, which tag patterns are locked down in tundra/auth-service?",
      "list tag protection rules, not branch ones, in onyx/gateway",
      "are any tags protected in yarrow/analytics-sdk?",
      "list the protetced tags in saffron/checkout",
      "which version tag patterns can only maintainers create in brick/monorepo? list all the rules",
      "all protected tags for https://gitlab.example.com/acme/billing",
      "how many protected tag rules does aurora/frontend have?",
      "our tag rulesets in orbit/android, like GitHub's tag protection: list them",
      "who is allowed to create tags at all in orbit/android? list the tag protection rules",
      "list the protected tags of project 8386 and the roles allowed on each",
      "list every protected tag pattern in harbor/registry-proxy with each one's create access level",
      "give me an overview of all tag protection rules in sable/design-tokens, every pattern",
      "ls protected tags glade/metrics",
      "audit: list all protected tags in heather/sso with their create access levels, for our compliance doc",
      "which tag names or patterns have protection in indigo/media? all of them",
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
      "show the protection rule for tag pattern v* in drift/analytics",
      "get the single protected tag rule v* in willow/helpdesk: maintainer-only or developer too?",
      "get the protected tag release-1-0 in zinc/runbooks and who it allows",
      "what's the create access level on the protected tag *-stable in cobalt/notifications?",
      "show just the one rule that covers v2.* in retail/pos-sync: can a developer push such a tag?",
      "is tag v2.0.0 protected in drift/analytics? show its protection rule",
      "details of the protected tag rule 'release-*' in kite/mobile",
      "look at the one protection rule on tag v* in pebble/firmware: is it maintainer-only?",
      "get one protected-tag rule: rc-* in orbit/android",
      "which users or deploy keys does the protected tag rule v* allow in nova/platform?",
      "show protected tag v3.* in raven/scanner, the rule not the tag",
      "tag protecion rule for *-stable in garnet/admin-panel: what does that single rule allow?",
      "hey, what exactly does the v* tag protection in drift/analytics allow?",
      "who can create a v* tag in willow/helpdesk? show me that rule",
      "look up the protected tag entry v1.0.0 in project 3301",
      "I only care about the rule named *-rc in heron/mailer: who may create a matching tag?",
      "get protected tag v* in juniper-labs/ml",
      "fetch the protected_tags entry named release-* for kiln/build, I just need that one rule's create access levels",
      "for the single protected tag pattern *-stable in loam/data-lake, who may create such tags? don't list the other rules",
      "inspect the single tag protection v2.* in maple-corp/hr and tell me what that one rule permits",
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
      "protect tags matching v* in prism/observability",
      "protect the tag pattern release-* so only maintainers can create them in xenon/build-tools",
      "add tag protection for *-stable in pico/sdk-python, developers may create",
      "lock down version tags v* in opal/tools: no one may create them",
      "protect the existing tag v1.0.0 in project 6383 so nobody can move or delete it",
      "hey, can you set up tag protection for rc-* in shop/storefront? maintainers only",
      "protect tags v* in sierra/infra-live and let deploy key 17 create them",
      "protect release tags v* in willow/helpdesk so only user 42 may create them",
      "protect tag pattern 'v*' (not a branch) in wren/crm",
      "porotect the tags v3.* in lumen/ios",
      "turn on tag protection for *-release in health/patient-portal, developers and maintainers",
      "protect v2.* tags in drift/analytics so they can't be overwritten",
      "create a protected tag rule for v* in northwind/orders",
      "only release managers should push v* tags in prism/observability, protect them",
      "enable tag protection on v* in granite/ledger so only maintainers can create those tags",
      "new tag protection rule in lotus/payments-api: *-stable, create access level 30",
      "add a protected tag for release-* in mobile/android and allow group 12 to create them",
      "protect v* tags in nimbus-io/edge, maintainers only",
      "add a new protected tag pattern release-* to opal-team/sdk-go with create access level 40",
      "devs keep pushing tags like v1.2 in poplar/invoices; make v* a protected tag so only maintainers can create it",
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
      "unprotect tags v* in zinc/runbooks",
      "remove the tag protection rule *-stable from retail/pos-sync",
      "unprotect the tag v1.0.0 in onyx/gateway, keep the tag",
      "drop the protected tag pattern release-* in yarrow/analytics-sdk",
      "turn off tag protection for v2.* in brick/monorepo",
      "delete the protection rule for tags rc-* in project 7092, not the tags",
      "I need to re-tag v0.9.2 in harbor/registry-proxy, unprotect it first",
      "hey, can you make v* tags unprotected again in media/transcoder?",
      "remove protection from tag pattern v3.* in games/matchmaker",
      "unprotect tag *-release (the rule, not a branch) in juniper/website",
      "unprotet the tags v5.* in tundra/auth-service",
      "stop protecting version tags v* in ember/search",
      "lift the tag protection on v* in quill/docs so developers can push tags",
      "tags are locked in zinc/runbooks, unprotect the v2.* pattern",
      "remove the obsolete tag protection on v1.* in topaz/reporting",
      "delete the *-rc protection rule in harbor/registry-proxy so devs can retag",
      "get rid of the v* tag protection in quill/docs, keep the tags themselves",
      "unprotect tag v* in quill-hq/editor",
      "remove the protected tag rule release-* in rowan/crm-sync, leave the tags alone",
      "we're retiring the *-stable scheme in spruce/analytics, delete that tag protection so devs can push those tags",
    ],
  }),
];
