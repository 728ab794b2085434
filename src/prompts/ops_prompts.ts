/** The prompts about delivery: approvals, deployments and environments, CI/CD variables. */
import { proj, type PromptArgs, type PromptSpec } from "./prompt_spec.ts";

const mr = (a: PromptArgs) => ({ ...proj(a), merge_request_iid: a.merge_request_iid });

/** Prompts by name; definitions.ts lists them. */
export const OPS_PROMPTS: Record<string, PromptSpec> = {
  mr_approval_status: {
    title: "Merge request approval status",
    description: "Who has approved a merge request, which rules still need approvals, and who can give them.",
    args: "project_id* merge_request_iid*",
    uses: ["merge_request.approval_state", "merge_request.approvals"],
    ask:
      "Say whether the merge request is approved. If not, list each rule still short of approvals with how many it needs and who may approve it, and suggest whom to ask. Name who has approved already.",
    steps: [
      { action: "merge_request.approval_state", params: mr },
      { action: "merge_request.approvals", params: mr },
    ],
  },
  deployment_overview: {
    title: "Deployment overview",
    description: "What is deployed where: a project's environments and its latest deployments.",
    args: "project_id*",
    uses: ["environment.list", "deployment.list"],
    ask:
      "Give a table of environments with what is deployed in each (ref, short SHA, status, when, by whom). Point out failed or running deployments, environments that have not been deployed to in a long time, and review apps that look stale and could be stopped (environment.stop_stale).",
    steps: [
      { action: "environment.list", params: (a) => ({ ...proj(a), states: "available", per_page: 50 }) },
      {
        action: "deployment.list",
        params: (a) => ({ ...proj(a), order_by: "updated_at", sort: "desc", per_page: 20 }),
      },
    ],
  },
  ci_variables_audit: {
    title: "CI/CD variables audit",
    description: "Review a project's CI/CD variables for risky settings, without reading their values.",
    args: "project_id*",
    uses: ["variable.list"],
    ask:
      "Audit the variables: secrets that are not masked or not protected, variables scoped to every environment (*) that look environment-specific, file-type variables, raw versus expanded values, and names that look like duplicates. Values are left out on purpose: do not ask for them. Suggest concrete changes with variable.update.",
    // Keys and flags only: an unmasked variable's value can still be a credential.
    steps: [{
      action: "variable.list",
      params: (a) => ({ ...proj(a), per_page: 100 }),
      fields: ["key", "variable_type", "environment_scope", "protected", "masked", "hidden", "raw", "description"],
    }],
  },
};
