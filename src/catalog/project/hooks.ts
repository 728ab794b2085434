/** Project webhooks (GitLab Project webhooks API) and pull mirroring (Pull mirroring API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { HOOK_SUMMARY, hookId } from "./fields.ts";

const event = (what: string) => z.boolean().optional().describe(`Trigger on ${what}.`);

/** Everything a webhook can be created or edited with, except url. */
const hookSettings = {
  name: z.string().optional().describe("Name of the webhook."),
  description: z.string().optional().describe("Description of the webhook."),
  token: z.string().optional().describe(
    "Secret token sent in X-Gitlab-Token so the receiver can verify payloads; never returned by GitLab.",
  ),
  push_events: event("push events"),
  push_events_branch_filter: z.string().optional().describe(
    'Only push events for branches matching this filter, e.g. "main" or "release/*".',
  ),
  branch_filter_strategy: z.enum(["wildcard", "regex", "all_branches"]).optional().describe(
    "How push_events_branch_filter is read: wildcard (default), regex or all_branches.",
  ),
  tag_push_events: event("tag push events"),
  issues_events: event("issue events"),
  confidential_issues_events: event("confidential issue events"),
  merge_requests_events: event("merge request events"),
  note_events: event("comment (note) events"),
  confidential_note_events: event("confidential comment events"),
  job_events: event("job events"),
  pipeline_events: event("pipeline events"),
  wiki_page_events: event("wiki page events"),
  deployment_events: event("deployment events"),
  releases_events: event("release events"),
  feature_flag_events: event("feature flag events"),
  resource_access_token_events: event("project access token expiry events"),
  enable_ssl_verification: z.boolean().optional().describe("Verify the receiver's TLS certificate (default true)."),
  custom_webhook_template: z.string().optional().describe("Custom template for the request payload."),
};

const MIRROR_SUMMARY = [
  "enabled",
  "url",
  "update_status",
  "last_successful_update_at",
  "last_update_at",
  "last_error",
  "mirror_trigger_builds",
  "only_mirror_protected_branches",
  "mirror_overwrites_diverged_branches",
  "mirror_branch_regex",
];

export const projectHookActions = [
  defineAction({
    id: "project.hook_list",
    title: "List project webhooks",
    description:
      "List a project's webhooks with their URLs and the events that trigger them. Needs the Maintainer role.",
    method: "GET",
    path: "/projects/{project_id}/hooks",
    kind: "list",
    params: z.object({ project_id: projectId }),
    aliases: ["webhooks", "web hooks", "integrations", "callbacks"],
    summary: ["id", "url", "name", "push_events", "merge_requests_events", "alert_status"],
  }),
  defineAction({
    id: "project.hook_get",
    title: "Get project webhook",
    description: "Get one project webhook by ID, with its URL, enabled events and status.",
    method: "GET",
    path: "/projects/{project_id}/hooks/{hook_id}",
    params: z.object({ project_id: projectId, hook_id: hookId }),
    aliases: ["webhook details"],
    summary: HOOK_SUMMARY,
  }),
  defineAction({
    id: "project.hook_add",
    title: "Add project webhook",
    description:
      "Add a webhook that POSTs to url when the chosen events happen (push_events, merge_requests_events, pipeline_events, …). Needs the Maintainer role.",
    method: "POST",
    path: "/projects/{project_id}/hooks",
    params: z.object({
      project_id: projectId,
      url: z.string().min(1).describe('URL that receives the webhook POSTs, e.g. "https://ci.example.com/hook".'),
      ...hookSettings,
    }),
    aliases: ["create webhook", "new webhook", "add integration"],
    summary: HOOK_SUMMARY,
  }),
  defineAction({
    id: "project.hook_edit",
    title: "Edit project webhook",
    description:
      "Change a project webhook's URL, events, token or name. Only the params given are changed; changing url resets the secret token.",
    method: "PUT",
    path: "/projects/{project_id}/hooks/{hook_id}",
    params: z.object({
      project_id: projectId,
      hook_id: hookId,
      url: z.string().min(1).optional().describe("New webhook URL (resets the secret token unless token is sent)."),
      ...hookSettings,
    }),
    aliases: ["update webhook"],
    summary: HOOK_SUMMARY,
  }),
  defineAction({
    id: "project.hook_delete",
    title: "Delete project webhook",
    description: "Delete a project webhook by ID; its secret token and recent event log are lost.",
    method: "DELETE",
    path: "/projects/{project_id}/hooks/{hook_id}",
    params: z.object({ project_id: projectId, hook_id: hookId }),
    destructive: true,
    aliases: ["remove webhook"],
  }),
  defineAction({
    id: "project.pull_mirror_get",
    title: "Get pull mirror",
    description:
      "Get a project's pull-mirror configuration and status: source URL, whether it is enabled, last update and last error (Premium/Ultimate).",
    method: "GET",
    path: "/projects/{project_id}/mirror/pull",
    params: z.object({ project_id: projectId }),
    aliases: ["mirroring status", "repository mirror", "sync from remote"],
    summary: MIRROR_SUMMARY,
  }),
  defineAction({
    id: "project.pull_mirror_configure",
    title: "Configure pull mirror",
    description:
      "Set up, change or turn off (enabled false) pulling a project's repository from a remote URL, with optional credentials and branch rules (Premium/Ultimate).",
    method: "PUT",
    path: "/projects/{project_id}/mirror/pull",
    params: z.object({
      project_id: projectId,
      enabled: z.boolean().optional().describe("true turns pull mirroring on, false turns it off."),
      url: z.string().min(1).optional().describe(
        'URL of the remote repository to mirror from, e.g. "https://github.com/org/repo.git".',
      ),
      auth_user: z.string().optional().describe("Username for the remote repository."),
      auth_password: z.string().optional().describe("Password or access token for the remote repository."),
      mirror_trigger_builds: z.boolean().optional().describe("Run pipelines for mirror updates."),
      only_mirror_protected_branches: z.boolean().optional().describe("Mirror only protected branches."),
      mirror_overwrites_diverged_branches: z.boolean().optional().describe(
        "Overwrite local branches that diverged from the remote.",
      ),
      mirror_branch_regex: z.string().optional().describe(
        "Mirror only branches matching this regex (needs only_mirror_protected_branches false).",
      ),
    }),
    aliases: ["mirroring", "set up mirror", "import from github", "sync repository"],
    summary: MIRROR_SUMMARY,
  }),
];
