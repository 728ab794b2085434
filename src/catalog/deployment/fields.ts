/** Params and result lines the deployment rows share. */
import { intId } from "../fields.ts";

export const deploymentId = intId(
  "Deployment ID: the global id GitLab returns (deployment.list shows it beside the project-scoped iid).",
);

/** Fields shown per deployment in lists. */
export const DEPLOYMENT_ROW = ["id", "iid", "status", "ref", "sha", "created_at", "updated_at"];

type Named = {
  name?: string;
  username?: string;
  id?: number;
  external_url?: string | null;
  status?: string;
  finished_at?: string | null;
} | null;

/** Where, by whom and by which job: GitLab nests these, so they get a line each. */
export function deploymentLines(data: unknown): string[] {
  const d = (data ?? {}) as { environment?: Named; user?: Named; deployable?: Named & { pipeline?: Named } };
  const lines: string[] = [];
  if (d.environment) {
    const url = d.environment.external_url ? ` ${d.environment.external_url}` : "";
    lines.push(`Environment: ${d.environment.name} (id ${d.environment.id})${url}`);
  }
  if (d.user?.username) lines.push(`Deployed by: @${d.user.username}`);
  if (d.deployable) {
    const pipeline = d.deployable.pipeline ? `, pipeline ${d.deployable.pipeline.id}` : "";
    const finished = d.deployable.finished_at ? `, finished ${d.deployable.finished_at}` : "";
    lines.push(`Job: ${d.deployable.name} (id ${d.deployable.id}) [${d.deployable.status}]${pipeline}${finished}`);
  }
  return lines;
}

/** The environments a page of deployments went to, counted: the row fields cannot show the nested name. */
export function deploymentListLines(data: unknown): string[] {
  if (!Array.isArray(data) || data.length === 0) return [];
  const counts = new Map<string, number>();
  for (const d of data as Array<{ environment?: Named }>) {
    const name = d?.environment?.name ?? "unknown";
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [`Environments on this page: ${[...counts].map(([name, n]) => `${name} ×${n}`).join(", ")}`];
}

type Rule = { access_level_description?: string; required_approvals?: number; deployment_approvals?: unknown[] };

/** Approval rules (Premium/Ultimate) as "who: given/required", when GitLab sends them. */
export function approvalLines(data: unknown): string[] {
  const d = (data ?? {}) as { approval_summary?: { rules?: Rule[] }; pending_approval_count?: number };
  const rules = d.approval_summary?.rules ?? [];
  const lines = rules.map((r) =>
    `Approval rule ${r.access_level_description}: ${r.deployment_approvals?.length ?? 0}/${r.required_approvals}`
  );
  if (typeof d.pending_approval_count === "number") lines.push(`Pending approvals: ${d.pending_approval_count}`);
  return lines;
}
