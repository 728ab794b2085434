/**
 * A project's deploy keys (Deploy keys API): SSH public keys that clone, and with can_push push to,
 * one project's repository. A key can be enabled in several projects.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, isoTime, optional, projectId } from "../fields.ts";

const KEYS = "/projects/{project_id}/deploy_keys";
const SUMMARY = ["id", "title", "fingerprint_sha256", "can_push", "expires_at", "created_at"];

const keyId = intId("Deploy key ID, as listed by deploy.key_list (not the fingerprint).");
const canPush = z.boolean().describe("Whether the key may push to the repository (default false: read-only).");
const title = z.string().min(1).describe('Title of the key, e.g. "build-server".');

export const deployKeyActions = [
  defineAction({
    id: "deploy.key_list",
    title: "List deploy keys",
    description:
      "List the deploy keys enabled in a project: title, fingerprint, whether each can push, expiry. Needs Maintainer.",
    method: "GET",
    path: KEYS,
    kind: "list",
    params: () => z.object({ project_id: projectId }),
    summary: SUMMARY,
    aliases: ["deploy keys", "ssh keys of the repo", "read-only keys"],
    examples: [
      "list the deploy keys of heron/mailer",
      "which SSH deploy keys can access health/patient-portal?",
      "do any of the deploy keys have write access to northwind/orders?",
      "show deploy keys and their fingerprints for wren/crm",
      "which machines can clone pebble/firmware over ssh?",
      "list deploy keys in orbit/android",
      "are there expired deploy keys in vector/ml-models?",
      "show repo deploy keys (like GitHub deploy keys) for cascade/etl",
      "all deploy keys enabled in project 1675",
      "list keys that can push to harbor/registry-proxy",
      "how many deploy keys does billing have?",
      "list every ssh deploy key of opal/tools with its fingerprint",
      "which deploy keys have push rights in heron/mailer? list them all",
    ],
  }),
  defineAction({
    id: "deploy.key_get",
    title: "Get deploy key",
    description: "Get one deploy key of a project by ID: title, public key, fingerprints, push access, expiry.",
    method: "GET",
    path: `${KEYS}/{key_id}`,
    params: () => z.object({ project_id: projectId, key_id: keyId }),
    summary: [...SUMMARY, "fingerprint", "key"],
    aliases: ["deploy key details"],
    examples: [
      "show deploy key 11 of shop/storefront",
      "what's the fingerprint of deploy key 12?",
      "can deploy key 7 push to drift/analytics?",
      "get the public key of deploy key 3 in willow/helpdesk",
      "expiry date of deploy key 21 in pico/sdk-python?",
      "details of ssh deploy key 5 in wren/crm",
      "check deploy key 14 in cascade/etl",
      "is the single deploy key 9 read-only or can it push?",
      "show me deploy key 30 with its full public key",
      "who is deploy key 2 in opal/tools for (title)?",
      "look up deploy key id 40 in opal/tools",
      "show the single deploy key 6 in lumen/ios: title, fingerprint, can_push",
      "fetch deploy key 17 of shop/storefront and tell me when it was created",
    ],
  }),
  defineAction({
    id: "deploy.key_add",
    title: "Add deploy key",
    description:
      "Add an SSH public key as a deploy key of a project, read-only unless can_push is true. If the same key is already a deploy key you can access elsewhere, GitLab enables that one here instead.",
    method: "POST",
    path: KEYS,
    params: () =>
      z.object({
        project_id: projectId,
        title,
        key: z.string().min(1).describe(
          'The SSH public key, e.g. "ssh-ed25519 AAAAC3Nza… build@ci". Never a private key.',
        ),
        can_push: optional(canPush),
        expires_at: optional(isoTime("When the key expires; omit for one that never expires")),
      }),
    summary: SUMMARY,
    aliases: ["add ssh key to repo", "new deploy key"],
    examples: [
      "add this ssh-ed25519 public key as a read-only deploy key to zinc/runbooks",
      "give the build server a new ssh deploy key to clone sable/design-tokens",
      "add a new deploy key with push access for the release bot in cobalt/notifications",
      "register our ArgoCD ssh public key as a deploy key on orbit/android",
      "add deploy key 'jenkins' to nova/platform, read only",
      "add a deploy key that can push to onyx/gateway",
      "add this public key to garnet/admin-panel so the mirror can pull",
      "add a new deploy key that expires end of the year in velvet/marketing",
      "like GitHub deploy keys: add this key to saffron/checkout",
      "paste this ssh-rsa AAAA... key into billing as a deploy key",
      "set up a brand-new ssh deploy key for the staging server",
    ],
  }),
  defineAction({
    id: "deploy.key_update",
    title: "Update deploy key",
    description: "Rename a project's deploy key or change whether it may push (can_push).",
    method: "PUT",
    path: `${KEYS}/{key_id}`,
    params: () =>
      z.object({
        project_id: projectId,
        key_id: keyId,
        title: optional(title),
        can_push: optional(canPush),
      }),
    summary: SUMMARY,
    aliases: ["edit deploy key", "toggle deploy key write access"],
    examples: [
      "give deploy key 11 write access in yarrow/analytics-sdk",
      "make deploy key 12 read-only again",
      "rename deploy key 7 to 'build-server-2' in tundra/auth-service",
      "let the existing deploy key 3 push to aurora/frontend (can_push true)",
      "take push access away from deploy key 21 in quill/docs but keep the key",
      "change the title of deploy key 5",
      "update deploy key 14 in meadow/cms: can_push false",
      "the release bot key 9 needs to push tags, turn on write access",
      "set deploy key 30 title to 'mirror'",
      "downgrade deploy key 2 to read-only",
      "edit deploy key 40 in falcon/edge",
      "update deploy key 6 in media/transcoder: new title 'ci-readonly'",
      "flip can_push to true on deploy key 17 in yarrow/analytics-sdk",
    ],
  }),
  defineAction({
    id: "deploy.key_delete",
    title: "Delete deploy key",
    description:
      "Remove a deploy key from a project; if no other project uses it, GitLab deletes it entirely. Cannot be undone (add the public key again to restore access).",
    method: "DELETE",
    path: `${KEYS}/{key_id}`,
    params: () => z.object({ project_id: projectId, key_id: keyId }),
    destructive: true,
    aliases: ["remove deploy key", "revoke ssh key"],
    examples: [
      "delete deploy key 13 from raven/scanner",
      "remove the old jenkins deploy key 7 from orbit/android",
      "revoke ssh deploy key 3 in sable/design-tokens, the server was decommissioned",
      "remove deploy key 21 from retail/pos-sync entirely",
      "delete deploy key 5 in garnet/admin-panel",
      "the private key of deploy key 14 leaked, remove it",
      "remove deploy key 9 from ember/search",
      "get rid of unused deploy keys 30 in topaz/reporting",
      "drop deploy key 2 from nova/platform",
      "disable and remove deploy key 18 from aurora/frontend",
      "delete deploy key 40 from topaz/reporting",
    ],
  }),
  defineAction({
    id: "deploy.key_enable",
    title: "Enable deploy key",
    description:
      "Enable in this project a deploy key that already exists in another project you can access (by its ID), read-only. Use deploy.key_add for a new public key.",
    method: "POST",
    path: `${KEYS}/{key_id}/enable`,
    params: () => z.object({ project_id: projectId, key_id: keyId }),
    idempotent: true,
    summary: SUMMARY,
    aliases: ["reuse deploy key", "share deploy key", "enable existing deploy key"],
    examples: [
      "enable deploy key 12 in garnet/admin-panel",
      "reuse the build server's deploy key 7 for games/matchmaker too",
      "share deploy key 3 from atlas/infra with data-ingest",
      "turn on existing deploy key 21 in infra/modules",
      "enable the public deploy key 5 for onyx/gateway",
      "let deploy key 14 from another repo also clone payments",
      "enabel deploy key 9 here",
      "enable the same ssh deploy key 30 we use elsewhere in ember/search",
      "activate deploy key 2 in brick/monorepo",
      "key 18 is already a deploy key in docs; enable it on corvid/cli as well",
      "enable deploy key 40, it already exists on another project, in ember/search",
      "enable deploy key 6 from nova/platform on platform/web as well, no new key",
      "turn on the existing deploy key 17 for this project too",
    ],
  }),
];
