/** Params and result settings shared by project and group CI/CD variable rows. */
import { z } from "zod";
import { credentialShaped, type SecretSpec } from "../../engine/secret_values.ts";

export const variableKey = z.string().min(1).max(255).describe(
  'Variable key: letters, digits and underscores only, e.g. "DATABASE_URL".',
);

export const environmentFilter = z.string().optional().describe(
  'Environment scope of the variable to pick when several share the key, e.g. "production".',
);

/** Get and delete name the scope to pick `environment_scope`; GitLab reads it as `filter[environment_scope]`. */
export const pickScope = { environment_scope: "filter[environment_scope]" };

/**
 * Update already sends `environment_scope` as the variable's new scope, so the scope that picks which
 * variable to change is `filter_environment_scope` there.
 */
export const updateFilter = {
  filter_environment_scope: environmentFilter.describe(
    'Environment scope of the variable to change when several share the key, e.g. "production"; to move it to another scope, send environment_scope too.',
  ),
};
export const pickScopeOnUpdate = { filter_environment_scope: "filter[environment_scope]" };

/**
 * A masked or hidden variable's value is withheld unless asked for, and so is a file's (KUBECONFIG and the like
 * hold whole credentials unmasked, since GitLab cannot mask multi-line values) and one that reads as a credential.
 */
export const maskedValue: SecretSpec = {
  field: "value",
  reason: (v) =>
    v.masked === true
      ? "masked"
      : v.hidden === true
      ? "hidden"
      : v.variable_type === "file"
      ? "file"
      : credentialShaped(v.key, v.value)
      ? "looks like a credential"
      : undefined,
};

export const SUMMARY = ["key", "value", "value_withheld", "variable_type", "environment_scope", "protected", "masked"];

/** Settings a create or update may send. */
export const variableSettings = {
  variable_type: z.enum(["env_var", "file"]).optional().describe("env_var (default) or file."),
  protected: z.boolean().optional().describe("Only exported to pipelines on protected branches and tags."),
  masked: z.boolean().optional().describe("Masked in job logs; the value must meet GitLab's masking requirements."),
  raw: z.boolean().optional().describe("Treat the value as raw: $ references are not expanded."),
  environment_scope: z.string().optional().describe('Environments it applies to, e.g. "production" or "*" (default).'),
  description: z.string().optional().describe("What the variable is for."),
};

export const secretValue = z.string().describe("The variable's value. Never repeated in results or questions.");
