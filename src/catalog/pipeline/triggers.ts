/**
 * Pipeline trigger tokens (Pipeline trigger tokens API). A token starts pipelines without a user's login,
 * so it is a secret: list, get and update withhold it unless show_values is true; create shows it once.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import type { SecretSpec } from "../../engine/secret_values.ts";
import { intId, isoTime, optional, projectId } from "../fields.ts";

const TRIGGERS_PATH = "/projects/{project_id}/triggers";
const SUMMARY = ["id", "description", "token", "token_withheld", "last_used", "expires_at", "created_at"];

/** Every trigger token is a credential. */
const triggerToken: SecretSpec = { field: "token" };

const triggerId = intId("Trigger token ID, as returned by pipeline.trigger_list (not the token itself).");

/** The only answer that carries a new token the caller has never seen. */
function storeItNow(): string[] {
  return [
    "This is the new trigger token, shown once here: store it now (e.g. in a secret store or a masked CI/CD variable). pipeline.trigger_list and pipeline.trigger_get withhold it unless show_values is true.",
  ];
}

export const pipelineTriggerActions = [
  defineAction({
    id: "pipeline.trigger_list",
    title: "List pipeline trigger tokens",
    description:
      "List a project's pipeline trigger tokens (description, owner, last used, expiry). Token values are withheld unless show_values is true; GitLab itself shows only the first 4 characters of tokens other users created.",
    method: "GET",
    path: TRIGGERS_PATH,
    kind: "list",
    params: () => z.object({ project_id: projectId }),
    secret: triggerToken,
    summary: SUMMARY,
    aliases: ["trigger tokens", "pipeline triggers", "webhook triggers"],
    examples: [
      "list the pipeline trigger tokens of acme/web",
      "which trigger tokens exist in data-etl?",
      "show all CI trigger tokens for backend-api and when they were last used",
      "are there any unused pipeline triggers in infra/terraform?",
      "who created the trigger tokens in payments?",
      "list triggers that let other systems start pipelines in acme/sdk",
      "show the trigger tokens, including their values, for docs-site",
      "list pipeline triggers in ops/ansible",
      "which of the trigger tokens in mobile-app expire soon?",
      "what external triggers (repository_dispatch style) does acme/web have?",
      "all pipeline trigger tokens of project 2201",
      "how many pipeline triggers are configured in the billing repo?",
      "which pipeline trigger tokens exist in platform/api?",
      "show every trigger token in data-etl with its owner",
      "list all triggers configured for billing",
      "ls trigger tokens zinc/runbooks",
      "which trigger tokens does kestrel/api have? list them all with owner and last used",
      "which pipeline trigger tokens are already set up in lumen/ledger?",
      "audit: list every trigger token in northwind/portal and when each expires",
    ],
  }),
  defineAction({
    id: "pipeline.trigger_get",
    title: "Get pipeline trigger token",
    description:
      "Get one pipeline trigger token's details by ID (description, owner, last used, expiry). The token value is withheld unless show_values is true.",
    method: "GET",
    path: `${TRIGGERS_PATH}/{trigger_id}`,
    params: () => z.object({ project_id: projectId, trigger_id: triggerId }),
    secret: triggerToken,
    summary: [...SUMMARY, "updated_at"],
    aliases: ["trigger token details"],
    examples: [
      "show trigger token 10 in acme/web",
      "when was pipeline trigger 7 last used?",
      "who owns trigger token 12 in data-etl?",
      "details of pipeline trigger 3: description and expiry",
      "get trigger 15 of backend-api",
      "does pipeline trigger token 4 have an expiry date?",
      "show me the actual value of trigger token 9, I need to configure the webhook",
      "look up pipeline trigger 21 in infra/terraform",
      "is trigger 8 still in use? when did it last fire?",
      "trigger token id 30: what is it for?",
      "what's the description of the pipeline trigger 16 in payments?",
      "details of pipeline trigger 7 in billing: owner, description, last used",
      "when was trigger token 21 in platform/api last used?",
      "show pipeline trigger 44 in zinc/runbooks",
      "get trigger token id 18's details: owner, last_used, expires_at",
      "trigger 23 in kestrel/api: who created it and has it expired?",
      "look up the one trigger token with id 6 in ops/ansible",
      "which trigger is id 27 in northwind/portal, and when did it last fire?",
    ],
  }),
  defineAction({
    id: "pipeline.trigger_create",
    title: "Create pipeline trigger token",
    description:
      "Create a pipeline trigger token that lets another system start this project's pipelines (pipeline.trigger_run). The result shows the new token once: store it then.",
    method: "POST",
    path: TRIGGERS_PATH,
    params: () =>
      z.object({
        project_id: projectId,
        description: z.string().min(1).describe('What the token is for, e.g. "Deploy from Jenkins".'),
        expires_at: optional(isoTime("When the token expires; omit for one that does not expire")),
      }),
    summary: SUMMARY,
    notes: storeItNow,
    aliases: ["new trigger token", "create trigger", "api trigger"],
    examples: [
      "create a pipeline trigger token for Jenkins in acme/web",
      "I need a new trigger token so our deploy bot can start pipelines in backend-api",
      "add a trigger token 'upstream docs build' to docs-site",
      "make a new CI trigger token in data-etl that expires at the end of the year",
      "set up a webhook trigger token for infra/terraform",
      "generate a pipeline trigger token for the mobile-app release job",
      "new trigger token for payments, description: nightly sync",
      "create a trigger token in ops/ansible",
      "give the other repo a way to trigger our pipeline: create a trigger token (repository_dispatch equivalent)",
      "create a token to trigger pipelines via curl in acme/sdk",
      "add a pipeline trigger token for Zapier",
      "register a new pipeline trigger for the ERP system in billing",
      "new pipeline trigger token for the release bot, description 'release bot'",
      "add a trigger token to ops/ansible so Jenkins can call the trigger API",
      "generate a new CI trigger token for platform/api",
      "make me a trigger token for data-etl",
      "create trigger token 'deploy-bot' in backend-api",
      "I need a fresh pipeline trigger token for billing, please create one",
      "create a new pipeline trigger token in zinc/runbooks for Argo CD to use",
      "generate a trigger token so GitHub Actions can start our pipelines in kestrel/api",
    ],
  }),
  defineAction({
    id: "pipeline.trigger_update",
    title: "Update pipeline trigger token",
    description:
      "Change a pipeline trigger token's description. The token itself cannot be changed (delete and create a new one to rotate it); it is withheld unless show_values is true.",
    method: "PUT",
    path: `${TRIGGERS_PATH}/{trigger_id}`,
    params: () =>
      z.object({
        project_id: projectId,
        trigger_id: triggerId,
        description: z.string().min(1).optional().describe("New description of the trigger token."),
      }),
    secret: triggerToken,
    summary: SUMMARY,
    aliases: ["rename trigger token", "edit trigger description"],
    examples: [
      "rename trigger token 10 to 'Bamboo deploy'",
      "change the description of pipeline trigger 7 in acme/web",
      "update trigger 12's description to say it's used by the docs build",
      "relabel trigger token 3 as 'deprecated, do not use'",
      "edit pipeline trigger 15 description: hourly import from SAP",
      "update the trigger token 4 description",
      "trigger 9 is now used by ArgoCD, update its name",
      "set the description of CI trigger 21 in infra/terraform to 'tf apply'",
      "rename pipeline trigger 8",
      "fix the typo in trigger token 30's description",
      "change what trigger token 16 in payments is called",
      "update the description of trigger token 5 in acme/web",
      "edit pipeline trigger 8 in data-etl: new description 'ERP sync'",
      "change trigger 44's description in zinc/runbooks to 'nightly import'",
      "update the description of pipeline trigger token 18",
      "rename CI trigger 23 in kestrel/api to 'Jenkins (legacy)'",
      "edit trigger token 6: its description should read 'ArgoCD sync'",
    ],
  }),
  defineAction({
    id: "pipeline.trigger_delete",
    title: "Delete pipeline trigger token",
    description:
      "Delete (revoke) a pipeline trigger token: systems using it can no longer start pipelines. Cannot be undone; a new token has a new value.",
    method: "DELETE",
    path: `${TRIGGERS_PATH}/{trigger_id}`,
    params: () => z.object({ project_id: projectId, trigger_id: triggerId }),
    destructive: true,
    aliases: ["revoke trigger token"],
    examples: [
      "delete trigger token 10 in acme/web",
      "revoke pipeline trigger 7, it leaked in a log",
      "remove the unused trigger token 12 from data-etl",
      "we dropped TeamCity, delete its trigger 3",
      "revoke the CI trigger 15 in backend-api",
      "delete pipeline trigger 4",
      "get rid of trigger token 9 for good",
      "remove trigger 21 from infra/terraform",
      "the token of trigger 8 was exposed, kill it",
      "delete the old webhook trigger 30",
      "revoke pipeline trigger 8 in data-etl, Jenkins is gone",
      "delete pipeline trigger token 44 in zinc/runbooks",
      "revoke trigger 18, nobody uses it anymore",
      "remove the leaked trigger token (id 23) from kestrel/api",
      "rm trigger 6 in ops/ansible",
      "security says trigger token 12 in lumen/ledger was pasted in Slack, revoke it",
      "delte trigger 31",
    ],
  }),
];
