/**
 * Secret fields in GitLab's answers (a CI/CD variable's `value`): withheld from both halves of a result
 * unless the call sends `show_values: true`, so a masked or hidden secret never reaches the model by accident.
 * Credentials a call sends (a pipeline trigger token) are removed from everything that call returns or throws;
 * every secret value it sends (a variable's value too) is removed from its errors, which GitLab may quote.
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

/** Keys that name a credential: a value under one is a secret whether or not GitLab masks it. */
const CREDENTIAL_KEY =
  /secret|token|passw(or)?d|passwd|(^|_)pass(_|$)|pwd|private|credential|api_?key|access_?key|(^|_)o?auth(_|$)|authorization|(^|_)certs?(_|$)|kubeconfig|dsn|connection_?string|webhook_?url|signing|_key$|^key_/i;

/** Values shaped like a credential: known token prefixes, PEM blocks, JWTs, URLs with a password. */
const CREDENTIAL_VALUE =
  /^(glpat|gldt|glptt|glrt|glcbt|gloas|ghp|gho|ghs|github_pat|xox[abprs]|sk|rk|pk|AKIA|ASIA|AIza|npm|pypi)[-_A-Za-z0-9]{8,}|-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)|^eyJ[\w-]{8,}\.[\w-]{8,}\.|^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/;

/** Whether a variable named `key` holding `value` reads as a credential. */
export function credentialShaped(key: unknown, value: unknown): boolean {
  return (typeof key === "string" && CREDENTIAL_KEY.test(key)) ||
    (typeof value === "string" && CREDENTIAL_VALUE.test(value.trim()));
}

/** Shorter values are not removed from errors: a 3-letter secret protects nothing and garbles the text. */
const MIN_SECRET = 4;

/**
 * Every secret value a call sends, at any depth: under a key named like a credential or `value` (CI/CD and
 * schedule variables, a job's variables), or shaped like one. GitLab quotes sent values in its 400s, so these
 * are removed from the call's errors.
 */
export function sentSecrets(params: unknown, key = ""): string[] {
  if (typeof params === "string") {
    return params.length >= MIN_SECRET && (SECRET_PARAM.test(key) || credentialShaped(key, params)) ? [params] : [];
  }
  if (Array.isArray(params)) return params.flatMap((v) => sentSecrets(v, key));
  if (!params || typeof params !== "object") return [];
  return Object.entries(params).flatMap(([k, v]) => sentSecrets(v, k));
}

/**
 * Which field holds the secret and, when given, why one item's is secret (undefined: that item's is not);
 * without `reason` every value is.
 */
export interface SecretSpec {
  field: string;
  reason?: (item: Record<string, unknown>) => string | undefined;
}

/** What a call just wrote is never echoed back: the caller sent it (CI/CD and schedule variables alike). */
export const writtenValue: SecretSpec = { field: "value" };

export const showValuesParam = {
  [SHOW_VALUES]: z.boolean().optional().describe(
    "Show secret values (masked or hidden variables) in the result. Default false: they are withheld. Only set when the user asks for the value itself.",
  ),
};

/** Why this item's field is secret, "secret" when every value is. */
function reasonFor(spec: SecretSpec, item: Record<string, unknown>): string | undefined {
  return spec.reason ? spec.reason(item) : "secret";
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
