/**
 * Secret fields in GitLab's answers (a CI/CD variable's `value`): withheld from both halves of a result
 * unless the call sends `show_values: true`, so a masked or hidden secret never reaches the model by accident.
 * Credentials a call sends (a pipeline trigger token) are removed from everything that call returns or throws.
 */
import { z } from "zod";

/** The local param that asks for secret values to be shown. */
export const SHOW_VALUES = "show_values";

/** Param names that carry a credential: high-entropy values, so removing them wherever they appear garbles nothing. */
export const CREDENTIAL_PARAM = /password|token|secret/i;

/** Param names whose values errors and confirmation questions never repeat (a CI/CD variable's `value` too). */
export const SECRET_PARAM = new RegExp(`${CREDENTIAL_PARAM.source}|^value$`, "i");

/**
 * The credentials a call sends (its top-level string params named like one), which GitLab may echo back in
 * an error or an answer. A variable's `value` is not one: it is withheld by field, since removing a word such
 * as "production" everywhere would garble the rest of the answer.
 */
export function sentCredentials(params: Record<string, unknown>): string[] {
  return Object.entries(params)
    .filter(([k, v]) => CREDENTIAL_PARAM.test(k) && typeof v === "string")
    .map(([, v]) => v as string);
}

/** Which field holds the secret and, when given, the flags of which one true makes it secret (else: always). */
export interface SecretSpec {
  field: string;
  flags?: string[];
}

export const showValuesParam = {
  [SHOW_VALUES]: z.boolean().optional().describe(
    "Show secret values (masked or hidden variables) in the result. Default false: they are withheld. Only set when the user asks for the value itself.",
  ),
};

/** The first flag that makes this item's field secret, "secret" when every value is. */
function reasonFor(spec: SecretSpec, item: Record<string, unknown>): string | undefined {
  if (!spec.flags) return "secret";
  return spec.flags.find((f) => item[f] === true);
}

function withholdOne(spec: SecretSpec, item: unknown): unknown {
  if (!item || typeof item !== "object" || Array.isArray(item)) return item;
  const o = item as Record<string, unknown>;
  const reason = reasonFor(spec, o);
  if (!reason || !(spec.field in o)) return item;
  const { [spec.field]: _secret, ...rest } = o;
  return { ...rest, [`${spec.field}_withheld`]: reason };
}

/** GitLab's data with each secret field replaced by `<field>_withheld: <reason>`, unless `show_values` is true. */
export function withholdSecrets(spec: SecretSpec | undefined, data: unknown, params: Record<string, unknown>): unknown {
  if (!spec || params[SHOW_VALUES] === true) return data;
  return Array.isArray(data) ? data.map((i) => withholdOne(spec, i)) : withholdOne(spec, data);
}
