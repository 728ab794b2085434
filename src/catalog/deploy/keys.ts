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
      "list the deploy keys of acme/web",
      "which SSH deploy keys can access backend-api?",
      "do any of the deploy keys have write access to data-etl?",
      "show deploy keys and their fingerprints for infra/terraform",
      "which machines can clone mobile-app over ssh?",
      "list deploy keys in payments",
      "are there expired deploy keys in acme/sdk?",
      "show repo deploy keys (like GitHub deploy keys) for ops/ansible",
      "all deploy keys enabled in project 2201",
      "list keys that can push to docs-site",
      "how many deploy keys does billing have?",
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
      "show deploy key 11 of acme/web",
      "what's the fingerprint of deploy key 12?",
      "can deploy key 7 push to backend-api?",
      "get the public key of deploy key 3 in data-etl",
      "expiry date of deploy key 21 in infra/terraform?",
      "details of ssh deploy key 5 in mobile-app",
      "check deploy key 14 in payments",
      "is the single deploy key 9 read-only or can it push?",
      "show me deploy key 30 with its full public key",
      "who is deploy key 2 in acme/sdk for (title)?",
      "look up deploy key id 40 in billing",
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
      "add this ssh-ed25519 public key as a read-only deploy key to acme/web",
      "give the build server a new ssh deploy key to clone backend-api",
      "add a new deploy key with push access for the release bot in data-etl",
      "register our ArgoCD ssh public key as a deploy key on infra/terraform",
      "add deploy key 'jenkins' to mobile-app, read only",
      "add a deploy key that can push to payments",
      "add this public key to acme/sdk so the mirror can pull",
      "add a new deploy key that expires end of the year in ops/ansible",
      "like GitHub deploy keys: add this key to docs-site",
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
      "give deploy key 11 write access in acme/web",
      "make deploy key 12 read-only again",
      "rename deploy key 7 to 'build-server-2' in backend-api",
      "let the existing deploy key 3 push to data-etl (can_push true)",
      "take push access away from deploy key 21 in infra/terraform but keep the key",
      "change the title of deploy key 5",
      "update deploy key 14 in payments: can_push false",
      "the release bot key 9 needs to push tags, turn on write access",
      "set deploy key 30 title to 'mirror'",
      "downgrade deploy key 2 to read-only",
      "edit deploy key 40 in billing",
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
      "delete deploy key 13 from acme/web",
      "remove the old jenkins deploy key 7 from backend-api",
      "revoke ssh deploy key 3 in data-etl, the server was decommissioned",
      "remove deploy key 21 from infra/terraform entirely",
      "delete deploy key 5 in mobile-app",
      "the private key of deploy key 14 leaked, remove it",
      "remove deploy key 9 from payments",
      "get rid of unused deploy keys 30 in acme/sdk",
      "drop deploy key 2 from ops/ansible",
      "disable and remove deploy key 18 from docs-site",
      "delete deploy key 40 from billing",
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
      "enable deploy key 12 in acme/web",
      "reuse the build server's deploy key 7 for backend-api too",
      "share deploy key 3 from data-etl with data-ingest",
      "turn on existing deploy key 21 in infra/modules",
      "enable the public deploy key 5 for mobile-app",
      "let deploy key 14 from another repo also clone payments",
      "enabel deploy key 9 here",
      "enable the same ssh deploy key 30 we use elsewhere in acme/sdk",
      "activate deploy key 2 in ops/ansible",
      "key 18 is already a deploy key in docs; enable it on docs-site as well",
      "enable deploy key 40, it already exists on another project, in billing",
    ],
  }),
];
