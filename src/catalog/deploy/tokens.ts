/**
 * Deploy tokens of a project (project_id) or group (group_id) (Deploy tokens API): a username and token
 * that clone repositories and pull or push registry images and packages. GitLab returns the token value
 * only in the create answer.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, isoTime, optional } from "../fields.ts";

/** A project's deploy tokens when project_id is given, else the group's. */
const PATHS = ["/projects/{project_id}/deploy_tokens", "/groups/{group_id}/deploy_tokens"];
const SUMMARY = ["id", "name", "username", "token", "scopes", "expires_at", "expired", "revoked"];

const target = {
  project_id: z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
    'Project ID or full path, e.g. 42 or "my-group/my-project", for its deploy tokens. Give this or group_id.',
  ),
  group_id: z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
    'Group ID or full path, e.g. 7 or "my-group", for its deploy tokens (usable in all its projects). Used when project_id is not given.',
  ),
};

/** The only answer that carries the token value. */
function shownOnce(data: unknown): string[] {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || token === "") return [];
  return [
    "The token value above is shown once: store it now with its username (e.g. in a secret store or masked CI/CD variables); it is not shown again.",
  ];
}

export const deployTokenActions = [
  defineAction({
    id: "deploy.token_list",
    title: "List deploy tokens",
    description:
      "List a project's (project_id) or group's (group_id) deploy tokens: name, username, scopes, expiry, expired or revoked. Token values are never listed. Needs Maintainer.",
    method: "GET",
    path: PATHS,
    kind: "list",
    params: () =>
      z.object({
        ...target,
        active: z.boolean().optional().describe("true: only tokens neither expired nor revoked."),
      }),
    summary: SUMMARY,
    aliases: ["deploy tokens", "registry credentials", "read_repository token"],
    examples: [
      "list the deploy tokens of sierra/infra-live",
      "which deploy tokens does the platform group have?",
      "show active deploy tokens in lumen/ios",
      "which deploy tokens can pull from the container registry of pico/sdk-python?",
      "are there expired deploy tokens in shop/storefront?",
      "list group deploy tokens for acme with their usernames",
      "which deploy token does Kubernetes use to pull images in heron/mailer? list them",
      "list deploy tokens of vector/ml-models",
      "show deploy tokens with write_registry scope in willow/helpdesk",
      "any revoked deploy tokens left in opal/tools?",
      "what registry credentials (deploy tokens) exist for willow/helpdesk?",
      "list all deploy tokens of the acme group with their scopes and expiry",
      "which registry pull credentials already exist in sierra/infra-live? list the deploy tokens",
      "show all existing deploy tokens in pebble/firmware and their scopes",
      "which deploy tokens in the nimbus group have expired or been revoked?",
      "list only the active deploy tokens of granite/ledger",
      "ls deploy tokens kestrel/api",
    ],
  }),
  defineAction({
    id: "deploy.token_create",
    title: "Create deploy token",
    description:
      "Create a deploy token for a project (project_id) or group (group_id): a username and token for cloning (read_repository) or registry/package access, without a user's login. The result shows the token once. Asks for confirmation.",
    method: "POST",
    path: PATHS,
    params: () =>
      z.object({
        ...target,
        name: z.string().min(1).describe('Name of the deploy token, e.g. "k8s-image-pull".'),
        scopes: z.array(z.enum([
          "read_repository",
          "read_registry",
          "write_registry",
          "read_package_registry",
          "write_package_registry",
          "read_virtual_registry",
          "write_virtual_registry",
        ])).min(1).describe('Scopes, e.g. ["read_registry"] to pull images or ["read_repository"] to clone.'),
        expires_at: optional(isoTime("When the token expires; omit for one that never expires")),
        username: z.string().min(1).optional().describe("Username for the token. Default: gitlab+deploy-token-{n}."),
      }),
    summary: SUMMARY,
    notes: shownOnce,
    aliases: ["new deploy token", "registry pull secret", "image pull token"],
    examples: [
      "create a deploy token to pull images from helios/web's registry",
      "I need new deploy token credentials so Kubernetes can pull from the container registry of ridge/tf-modules",
      "make a read_repository deploy token for the build server in delta/warehouse",
      "create a group deploy token for acme that can read packages",
      "new deploy token 'argocd' with read_repository and read_registry",
      "generate a deploy token with write_registry for the image mirror job",
      "create a deploy token for granite/ledger so Atlantis can clone it",
      "create a registry pull secret (deploy token) for docker pull in acme/platform/auth",
      "add a deploy token for the npm package registry of sierra/infra-live",
      "create a deploy token with custom username ci-puller in heron/mailer",
      "give the Helm chart repo a read-only deploy token in sierra/infra-live",
      "new deploy token for helios/web that expires in 90 days, read_registry only",
      "create deploy token credentials (username + token) so docker login works against the registry of shop/storefront",
      "create a new deploy token gitlab-runner-pull with read_registry in orbit/android",
      "generate deploy credentials for the nimbus group's registry so the cluster can pull images",
      "I need a fresh deploy token for cloning pebble/firmware on the build box",
      "mint a deploy token with read_package_registry for our Maven consumer in granite/ledger, expires 2027-06-30",
    ],
  }),
  defineAction({
    id: "deploy.token_delete",
    title: "Delete deploy token",
    description:
      "Delete (revoke) a project (project_id) or group (group_id) deploy token: clones and registry pulls using it fail at once. Cannot be undone.",
    method: "DELETE",
    path: PATHS.map((p) => `${p}/{token_id}`),
    params: () => z.object({ ...target, token_id: intId("Deploy token ID, as listed by deploy.token_list.") }),
    destructive: true,
    aliases: ["revoke deploy token"],
    examples: [
      "delete deploy token 13 in saffron/checkout",
      "revoke the leaked deploy token 7 of tango/integrations",
      "remove group deploy token 21 from acme",
      "the k8s pull token 4 is no longer needed in finance/payroll-api, delete it",
      "revoke deploy token 9, it was committed to a repo",
      "delete deploy token 30 from mosaic/ui-kit",
      "kill registry credentials 18 in nimbus/k8s-manifests",
      "remove the old deploy token 2 of edu/course-site",
      "revoke the argocd deploy token 11",
      "get rid of deploy token 5 in the platform group",
      "revoke deploy token 12 of orbit/android so registry pulls with it stop",
      "delete group deploy token 8 from nimbus",
      "remove deploy token id 19 from pebble/firmware, it leaked",
      "deploy token 6 in granite/ledger is obsolete, delete it",
    ],
  }),
];
