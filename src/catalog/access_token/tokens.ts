/**
 * Project and group access tokens (Project / Group access tokens API): each row serves a project when
 * project_id is given, else a group. GitLab returns the token value only when it is created or rotated.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional } from "../fields.ts";
import { accessLevel, PATHS, shownOnce, SUMMARY, target, tokenId } from "./fields.ts";

const ONE = PATHS.map((p) => `${p}/{token_id}`);

const isoDate = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe(`${what} (YYYY-MM-DD).`);

export const accessTokenActions = [
  defineAction({
    id: "access_token.list",
    title: "List access tokens",
    description:
      "List a project's (project_id) or group's (group_id) access tokens: name, scopes, role, expiry, last use, active or revoked. Token values are never listed. Needs Maintainer (project) or Owner (group).",
    method: "GET",
    path: PATHS,
    kind: "list",
    params: () =>
      z.object({
        ...target,
        state: z.enum(["active", "inactive"]).optional().describe(
          "Only active or only inactive (revoked or expired) tokens; default both.",
        ),
        search: z.string().optional().describe("Only tokens whose name contains this text."),
        revoked: z.boolean().optional().describe("true: only revoked tokens."),
        expires_before: optional(isoDate("Only tokens expiring before this date")),
        last_used_before: z.string().optional().describe(
          "Only tokens last used before this time (ISO 8601, e.g. 2026-01-31T00:00:00Z): finds stale tokens.",
        ),
        sort: z.enum([
          "created_asc",
          "created_desc",
          "expires_asc",
          "expires_desc",
          "last_used_asc",
          "last_used_desc",
          "name_asc",
          "name_desc",
        ])
          .optional().describe("Order, e.g. expires_asc for the soonest to expire first. Default created_desc."),
      }),
    summary: SUMMARY,
    aliases: ["project access tokens", "group access tokens", "bot tokens", "PAT", "API tokens"],
    examples: [
      "list the project access tokens of kestrel/api",
      "which access tokens does the platform group have?",
      "show all bot tokens in meadow/cms and when they expire",
      "are there project access tokens in zephyr/scheduler that expire this month?",
      "which group access tokens in acme were never used or not used since January?",
      "list active access tokens for nimbus/k8s-manifests",
      "show revoked project access tokens in delta/warehouse",
      "what API tokens exist for project 7681, with their scopes?",
      "list access tokens of the mobile group",
      "is there an access token named ci-bot among prism/observability's tokens?",
      "audit all access tokens with api scope in edu/course-site",
      "group access tokens of acme/platform sorted by expiry",
      "how many project access tokens does billing have?",
      "every project access token in kestrel/api, names and expiry dates only",
      "inventory of all bot tokens across the platform group before the audit",
      "tokens list for edu/course-site: which ones are still active?",
      "like GitHub's fine-grained tokens page: all tokens this project has",
      "which access tokens in zephyr/scheduler expire before 2027-01-01? show all of them",
      "list stale group access tokens in the data group, not used since 2026-06-01",
      "is there a group access token named release-bot in acme? list the tokens, I don't know its id",
    ],
  }),
  defineAction({
    id: "access_token.get",
    title: "Get access token",
    description:
      "Get one project (project_id) or group (group_id) access token by ID: name, scopes, role, expiry, last use and state. The token value is never returned after creation.",
    method: "GET",
    path: ONE,
    params: () => z.object({ ...target, token_id: tokenId }),
    summary: [...SUMMARY, "last_used_ips"],
    aliases: ["access token details", "token expiry"],
    examples: [
      "show access token 42 of yarrow/analytics-sdk",
      "when was project access token 58 last used?",
      "what scopes does group access token 17 in acme have?",
      "is access token 43 in tundra/auth-service still active?",
      "details of bot token 7 in aurora/frontend: role and expiry",
      "expiry date of the group access token 90 of platform?",
      "get project access token 12 in quill/docs",
      "from which IPs was access token 42 used lately?",
      "check token 33 in meadow/cms, is it revoked?",
      "which role does project access token 61 have?",
      "look up the single access token with id 77 in falcon/edge",
      "what is project token 19 in tango/integrations for? show its name and scopes",
      "just token 14 in falcon/edge, not the whole list: scopes, expiry, last used",
      "pull up the one access token with id 52 in mosaic/ui-kit",
      "show me project access token #203 in kestrel/api, just that one",
      "what scopes and role does access token id 64 in the observability group have?",
      "last_used_at of token 31 in nimbus/k8s-manifests?",
      "is bot token 5 of pebble/firmware expired? check that single token",
    ],
  }),
  defineAction({
    id: "access_token.create",
    title: "Create access token",
    description:
      "Create a project (project_id) or group (group_id) access token: a bot user's credential with the given scopes and role. The result shows the token once; it cannot be read again. Asks for confirmation. Needs a personal access token of a Maintainer (project) or Owner (group).",
    method: "POST",
    path: PATHS,
    params: () =>
      z.object({
        ...target,
        name: z.string().min(1).describe('Name of the token, e.g. "ci-release-bot".'),
        scopes: z.array(z.string().min(1)).min(1).describe(
          'Scopes, e.g. ["read_api"], ["read_repository", "write_repository"] or ["api"]. Others: read_registry, write_registry, create_runner, manage_runner, ai_features, k8s_proxy, self_rotate. Grant the fewest needed.',
        ),
        expires_at: optional(isoDate(
          "Expiry date. Optional in GitLab: without one it sets the longest allowed (365 days by default), or none where the instance allows tokens without expiry",
        )),
        access_level: optional(accessLevel),
        description: z.string().optional().describe("What the token is for."),
      }),
    summary: SUMMARY,
    notes: shownOnce,
    aliases: ["new access token", "bot token", "generate token", "create PAT"],
    examples: [
      "create a project access token for the release bot in games/matchmaker with api scope",
      "I need a new read-only API token for ember/search that expires end of year",
      "generate a group access token for acme with read_api, expires 2026-12-31",
      "make a token so CI can push to harbor/registry-proxy (write_repository, Developer)",
      "new project access token 'renovate' in onyx/gateway, scopes api, role Maintainer",
      "create a bot token for our dashboard with read_api on the platform group",
      "add a project access token for the cleanup bot in quartz/backend with api and read_registry",
      "create an access token for saffron/checkout that expires in 30 days",
      "create an access token so our Slack bot can call the GitLab API for juniper/website",
      "issue a fresh API token scoped to just this project",
      "generate a Reporter-level token with read_api for yarrow/analytics-sdk",
      "create a group access token for the automation bot with self_rotate so it can renew itself",
      "set up a new project access token in atlas/infra with read_repository only",
      "create a fine-grained-style project token for dependabot-like updates in games/matchmaker",
      "create a project access token 'backup-bot' with read_repository for kestrel/api, expiring 2027-03-01",
      "I need a new token for our Grafana integration in the observability group: read_api, Reporter",
      "mint a new api-scoped access token for mosaic/ui-kit",
      "add an access token to corvid/cli so the GitHub Actions workflow can push (write_repository)",
    ],
  }),
  defineAction({
    id: "access_token.rotate",
    title: "Rotate access token",
    description:
      "Rotate a project (project_id) or group (group_id) access token: GitLab revokes the old value at once and issues a new one with the same scopes and role, shown once in the result. Everything using the old value must be updated. Asks for confirmation.",
    method: "POST",
    path: ONE.map((p) => `${p}/rotate`),
    params: () =>
      z.object({
        ...target,
        token_id: tokenId,
        expires_at: optional(isoDate(
          "Expiry of the new token. Default: one week after rotation where expiry is enforced, none otherwise",
        )),
      }),
    summary: SUMMARY,
    notes: shownOnce,
    aliases: ["renew token", "regenerate token", "roll token"],
    examples: [
      "rotate project access token 42 in quill/docs",
      "the release bot token 58 leaked, rotate it",
      "renew group access token 17 of acme until 2026-12-31",
      "regenerate access token 43 in saffron/checkout, it expires next week",
      "roll the CI token 7 in falcon/edge and give me the new value",
      "rotate bot token 90 of the platform group",
      "our project token 12 expires tomorrow, extend it by rotating",
      "rotat token 33 in iris/chatbot",
      "swap access token 61 for a new value (the old one stops working)",
      "refresh the renovate token 25 in aurora/frontend with a new secret",
      "get a new value for project access token 8 in tango/integrations, same scopes",
      "token 19 in kestrel/api expired, rotate it so the bot gets a fresh secret",
      "cycle the secret of group token 33, the old value must stop working",
      "rotate token 71 in wren/crm and make the new one expire 2027-06-30",
      "issue a new secret for access token 5 in pebble/firmware, same scopes, old value revoked",
      "our bot's token 88 in helios/web is about to expire, rotate it",
      "roll over group access token 12 in platform: new secret, same scopes",
    ],
  }),
  defineAction({
    id: "access_token.revoke",
    title: "Revoke access token",
    description:
      "Revoke a project (project_id) or group (group_id) access token: it stops working at once and its bot user is removed. Cannot be undone; create a new token instead.",
    method: "DELETE",
    path: ONE,
    params: () => z.object({ ...target, token_id: tokenId }),
    destructive: true,
    aliases: ["delete access token", "disable token"],
    examples: [
      "revoke project access token 42 in acme/platform/auth",
      "the access token 58 was pushed to GitHub, revoke it now",
      "revoke group access token 17 in acme",
      "disable the old CI token 43 in pico/sdk-python",
      "remove bot token 7 from drift/analytics, we don't use that access token anymore",
      "revoke access token 90 of the platform group",
      "revok token 12 in lumen/ios",
      "delete the unused project access token 33 in pebble/firmware",
      "invalidate access token 61 immediately, don't issue a new one",
      "revoke the renovate bot's token 25",
      "kill project access token 8 in heron/mailer for good",
      "revoke access token 14 in heron/mailer, no replacement needed",
      "the intern left, revoke their bot's project token 52 permanently",
      "revoke access token 27 in orbit/android right now so it stops working",
      "permanently deactivate group access token 3 in acme, no new token",
      "a contractor's project token 71 in wren/crm must be revoked today",
      "revoke the ci-bot project access token (id 44) in corvid/cli, no rotation",
    ],
  }),
];
