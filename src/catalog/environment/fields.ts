/** Params and summaries the environment rows share. */
import { z } from "zod";
import { intId } from "../fields.ts";

export { optional } from "../fields.ts";

/** An environment by its numeric ID: the API takes no name here. */
export const environmentId = intId(
  "Environment ID: the number in its URL (/-/environments/12 → 12), as returned by environment.list; not its name.",
);

const tier = z.enum(["production", "staging", "testing", "development", "other"]).describe(
  "Deployment tier of the environment: production, staging, testing, development or other.",
);

const autoStopSetting = z.enum(["always", "with_action"]).describe(
  "When the environment auto-stops: always (default on create), or with_action (only when a stop job runs).",
);

/** Settings GitLab accepts on both create and update (the name is fixed once created). */
export const environmentSettings = {
  description: z.string().optional().describe("Description of the environment."),
  external_url: z.string().optional().describe(
    'URL the environment is reachable at, e.g. "https://staging.example.com".',
  ),
  tier: tier.optional().describe(tier.description ?? ""),
  auto_stop_setting: autoStopSetting.optional().describe(autoStopSetting.description ?? ""),
};

/** Kubernetes links; on update each accepts null to remove it. */
export const clusterLinks = {
  cluster_agent_id: z.number().int().positive().describe("ID of the GitLab agent for Kubernetes to associate."),
  kubernetes_namespace: z.string().min(1).describe('Kubernetes namespace to associate, e.g. "review-apps".'),
  flux_resource_path: z.string().min(1).describe(
    'Full Flux resource path, e.g. "helm.toolkit.fluxcd.io/v2/namespaces/gitlab-agent/helmreleases/gitlab-agent".',
  ),
};

/** A cluster link that update also accepts as null (removes it); zod 4 drops the description on .nullable(). */
export function removableLink<T extends z.ZodType>(field: T) {
  const text = `${field.description ?? ""} null removes it.`;
  return field.nullable().optional().describe(text);
}

/** Fields shown per environment in lists. */
export const ENVIRONMENT_ROW = ["id", "name", "state", "tier", "external_url", "auto_stop_at"];

/** Fields shown first for one environment. */
export const ENVIRONMENT_SUMMARY = [
  "id",
  "name",
  "state",
  "tier",
  "external_url",
  "description",
  "auto_stop_at",
  "auto_stop_setting",
  "updated_at",
];
