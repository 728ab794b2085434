/** Environments (GitLab Environments API): list, read, create and change; stopping and deleting are in lifecycle.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import {
  clusterLinks,
  ENVIRONMENT_ROW,
  ENVIRONMENT_SUMMARY,
  environmentId,
  environmentSettings,
  optional,
  removableLink,
} from "./fields.ts";
import { environmentLifecycleActions } from "./lifecycle.ts";
import { SHAPES } from "../shapes.ts";

/** What is deployed now: the environment's last deployment, in one line (the API nests it). */
function lastDeploymentNote(data: unknown): string[] {
  const d = (data as { last_deployment?: Record<string, unknown> | null })?.last_deployment;
  if (!d) return [];
  const user = (d.user as { username?: string } | undefined)?.username;
  const sha = typeof d.sha === "string" ? d.sha.slice(0, 8) : "";
  return [
    `Last deployment: #${d.iid} (id ${d.id}) of ${d.ref} at ${sha} [${d.status}]${
      user ? ` by @${user}` : ""
    }, ${d.created_at}`,
  ];
}

export const environmentActions = [
  defineAction({
    id: "environment.list",
    title: "List environments",
    description:
      "List a project's environments (production, staging, review apps…) with state, tier and URL; filter by exact name, a search term or state. Use environment.get for what is deployed in one.",
    method: "GET",
    shape: SHAPES.environment,
    path: "/projects/{project_id}/environments",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        name: z.string().optional().describe('Only the environment with exactly this name, e.g. "review/fix-foo".'),
        search: z.string().min(3).optional().describe(
          "Environments whose name matches this term (at least 3 characters); not with name.",
        ),
        states: z.enum(["available", "stopping", "stopped"]).optional().describe(
          "Only environments in this state (default all).",
        ),
      }),
    aliases: ["deploy targets", "review apps", "stages"],
    examples: [
      "list environments in acme/web",
      "which environments does platform/api have?",
      "show the available environments of ops/terraform",
      "list stopped review apps in acme/shop",
      "what review/* environments are still running in mobile/backend?",
      "hey, can you show me every environment we deploy acme/billing to?",
      "search environments matching 'review' in data/etl-jobs",
      "is there an environment called staging in acme/portal? list them",
      "list enviroments for project 2201",
      "which deploy targets exist for team-rocket/backend, and their URLs?",
      "show all envs (prod, staging, dev) in acme/design-system",
      "environments currently stopping in infra/k8s-apps",
      "what environments are defined in https://gitlab.example.com/acme/sdk-js?",
      "list the environments of acme/web",
      "what environments exist in platform/api?",
      "ls envs zinc/runbooks",
      "which environments exist in kestrel/api, with their state and external URL?",
      "all review apps (environments) of northwind/portal that are still available",
      "list the environments of lumen/ledger named like 'review'",
    ],
    summary: ENVIRONMENT_ROW,
  }),
  defineAction({
    id: "environment.get",
    title: "Get environment",
    description:
      "Get one environment by ID with its state, URL, auto-stop time, Kubernetes agent and last deployment (what is deployed there now).",
    method: "GET",
    shape: SHAPES.environment,
    path: "/projects/{project_id}/environments/{environment_id}",
    params: () => z.object({ project_id: projectId, environment_id: environmentId }),
    aliases: ["environment details", "what is deployed"],
    examples: [
      "show environment 12 in acme/web",
      "what's currently deployed to environment 7 of platform/api?",
      "details of the production environment (id 3) in acme/billing",
      "which commit is live on env 41 in mobile/backend?",
      "when does review app environment 388 in acme/shop auto-stop?",
      "who deployed last to environment 9 in ops/terraform?",
      "hey, what's the URL of environment 15 in acme/portal?",
      "is environment 22 in data/etl-jobs available or stopped?",
      "get environment 5 from project 2201",
      "which Kubernetes agent and namespace is environment 30 in infra/k8s-apps linked to?",
      "last deploy on staging env 4 in team-rocket/backend: ref, sha, status",
      "show env 18 of acme/sdk-js, not its deployment list",
      "get environment 12 in acme/web",
      "show environment staging (id 7) in platform/api and its last deployment",
      "get environment 44 in zinc/runbooks",
      "what's live on environment 18 right now, which sha was deployed last?",
      "env 23 of kestrel/api: state, URL and auto_stop_at",
      "show environment 6 in lumen/ledger with its last deployment",
    ],
    summary: ENVIRONMENT_SUMMARY,
    notes: lastDeploymentNote,
  }),
  defineAction({
    id: "environment.create",
    title: "Create environment",
    description:
      "Create an environment in a project by name, optionally with its URL, tier, description, auto-stop setting and Kubernetes agent, namespace and Flux resource.",
    method: "POST",
    shape: SHAPES.environment,
    path: "/projects/{project_id}/environments",
    params: () =>
      z.object({
        project_id: projectId,
        name: z.string().min(1).describe('Environment name, e.g. "staging" or "review/fix-login".'),
        ...environmentSettings,
        cluster_agent_id: optional(clusterLinks.cluster_agent_id),
        kubernetes_namespace: optional(clusterLinks.kubernetes_namespace),
        flux_resource_path: optional(clusterLinks.flux_resource_path),
      }),
    aliases: ["new environment", "add deploy target"],
    examples: [
      "create an environment called staging in acme/web",
      "add a production environment to platform/api with URL https://api.example.com",
      "new environment qa in acme/billing, tier testing",
      "create a new env review/login-fix in acme/shop pointing at https://login-fix.review.example.com",
      "hey, can you set up a new 'preview' environment for acme/portal?",
      "create a staging environment in ops/terraform linked to agent 4 and namespace staging",
      "add deploy target canary to mobile/backend, tier production",
      "create environment perf-test in data/etl-jobs",
      "create environment demo in project 2201",
      "add a new environment eu-prod to infra/k8s-apps with a Flux resource path",
      "add a new env 'sandbox' with description 'customer demos' to acme/sdk-js",
      "create the development environment dev in team-rocket/backend",
      "we don't have an uat environment yet in payments, create one",
      "add a new environment named qa to acme/web",
      "create environment review/feature-x with url https://x.review.acme.dev",
      "new environment production in platform/api",
      "create a new environment 'staging-eu' in zinc/runbooks with url https://eu.stg.example.com",
      "add environment load-test to kestrel/api, tier testing",
      "set up a new environment named review/pr-7 in northwind/portal",
      "make a new env canary in lumen/ledger, it doesn't exist yet",
    ],
    summary: ENVIRONMENT_SUMMARY,
  }),
  defineAction({
    id: "environment.update",
    title: "Update environment",
    description:
      "Change an existing environment's URL, tier, description, auto-stop setting or Kubernetes links (null removes a link). Its name cannot be changed.",
    method: "PUT",
    shape: SHAPES.environment,
    path: "/projects/{project_id}/environments/{environment_id}",
    params: () =>
      z.object({
        project_id: projectId,
        environment_id: environmentId,
        ...environmentSettings,
        cluster_agent_id: removableLink(clusterLinks.cluster_agent_id),
        kubernetes_namespace: removableLink(clusterLinks.kubernetes_namespace),
        flux_resource_path: removableLink(clusterLinks.flux_resource_path),
      }),
    aliases: ["edit environment", "change environment url"],
    examples: [
      "change the URL of environment 12 in acme/web to https://staging.acme.dev",
      "set environment 7 of platform/api to tier production",
      "update the description of env 3 in acme/billing to 'Main EU production'",
      "unlink the Kubernetes agent from environment 30 in infra/k8s-apps",
      "change review env 388 in acme/shop to auto-stop only with its stop action",
      "hey, the staging URL moved: environment 4 in team-rocket/backend is now https://stg.rocket.io",
      "update the kubernetes namespace of environment 9 in ops/terraform to ops-staging",
      "edit environment 15 of acme/portal: external url https://portal-preview.acme.dev",
      "change env 22 in data/etl-jobs to tier other",
      "update environment 5 of project 2201 to use agent 17",
      "clear the Flux resource path on the existing environment 41 in mobile/backend",
      "update env 18 settings in acme/sdk-js, don't create a new one",
      "rename environment 12 in acme/web to pre-prod",
      "change the external url of environment 7 in platform/api to https://staging.acme.dev",
      "update environment 44 in zinc/runbooks: external url is now https://runbooks.example.com",
      "change the tier of the existing env 18 to staging",
      "edit environment 23 of kestrel/api: new description, and auto-stop should be never",
      "set the kubernetes namespace of environment 6 in lumen/ledger to ledger-prod",
    ],
    summary: ENVIRONMENT_SUMMARY,
  }),
  ...environmentLifecycleActions,
];
