/**
 * GitLab's GraphQL `errors[]` as one GitLabError: a field the instance lacks (its version or tier), permission
 * denied, not found, or a malformed document, each with what to try next, and which part failed when GitLab sent
 * data beside the errors.
 */
import { clip } from "../text/bounds.ts";
import { GitLabError, type GitLabErrorKind } from "./errors.ts";

const MAX_SHOWN = 3;
const MAX_MESSAGE = 240;

interface GraphqlError {
  message?: unknown;
  path?: unknown;
  extensions?: { code?: unknown; fieldName?: unknown; typeName?: unknown };
}

const DENIED = /don't have permission|not have permission|not authorized|access denied|forbidden/i;
const MISSING =
  /doesn't exist on type|undefinedField|undefinedType|No such type|Unknown argument|isn't a defined input type|is not defined/i;

/** Fields and types only GitLab's paid tiers have: a Free instance's schema lacks them, so it names them missing. */
const TIER: Array<[RegExp, string]> = [
  [/^(progress|healthStatus)$|Progress|HealthStatus/, "Ultimate"],
  [
    /^(iterations?|iterationCadences?|customFields?|epics?|weight|status)$|Iteration|CustomField|Weight|Status$/,
    "Premium",
  ],
];

/** "<name> needs GitLab <tier>" when the missing field or type is a paid tier's, from GitLab's extensions or words. */
function tierOf(e: GraphqlError): string | undefined {
  const named = e.extensions?.fieldName ?? e.extensions?.typeName ??
    /(?:Field|type) '?(\w+)'?/.exec(String(e.message ?? ""))?.[1];
  const name = typeof named === "string" ? named : "";
  const hit = TIER.find(([re]) => re.test(name));
  return hit ? `"${name}" needs GitLab ${hit[1]} (a Free instance's schema lacks it) or a newer GitLab` : undefined;
}
const NOT_FOUND = /does not exist|not found|couldn't find/i;

/** The kind and advice for one error, from GitLab's own words and code. */
function classify(e: GraphqlError): [GitLabErrorKind, string] {
  const text = `${String(e.message ?? "")} ${String(e.extensions?.code ?? "")}`;
  if (MISSING.test(text)) {
    const tier = tierOf(e);
    if (tier) return ["not_capable", tier];
    return [
      "not_capable",
      "this GitLab instance's schema lacks it: its version is older or its tier lacks the feature (epics, iterations and custom fields need Premium; objectives, key results and statuses Ultimate or a newer GitLab)",
    ];
  }
  if (DENIED.test(text)) {
    return ["forbidden", "the token's user may not see or change it, or it does not exist; check the path and IDs"];
  }
  if (NOT_FOUND.test(text)) return ["not_found", "check the path, IID or global ID"];
  return ["bad_request", "check the params against the action's input_schema"];
}

function where(e: GraphqlError): string {
  return Array.isArray(e.path) && e.path.length ? ` at ${e.path.map(String).join(".")}` : "";
}

/** The parts of `data` GitLab did answer, named, so a partial answer says what was withheld. */
function answered(data: unknown): string {
  if (!data || typeof data !== "object") return "";
  const keys = Object.entries(data).filter(([, v]) => v !== null).map(([k]) => k);
  return keys.length
    ? ` GitLab sent data for ${keys.join(", ")} beside the errors; it is not shown as a whole answer.`
    : "";
}

/** The failure `errors` describe, or undefined when there are none. */
export function errorsFailure(action: string, errors: unknown, data: unknown): GitLabError | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const list = errors as GraphqlError[];
  const [kind, advice] = classify(list[0]!);
  const shown = list.slice(0, MAX_SHOWN).map((e) => `"${clip(String(e.message ?? "error"), MAX_MESSAGE)}"${where(e)}`);
  const more = list.length > MAX_SHOWN ? ` (and ${list.length - MAX_SHOWN} more)` : "";
  return new GitLabError(
    kind,
    `Cannot ${action}: GitLab's GraphQL answered ${shown.join("; ")}${more}: ${advice}.${answered(data)}`,
  );
}

/** A mutation's own `errors: [String]` in its payload (validation failures), or undefined. */
export function payloadFailure(action: string, payload: unknown): GitLabError | undefined {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const shown = errors.slice(0, MAX_SHOWN).map((e) => clip(String(e), MAX_MESSAGE)).join("; ");
  return new GitLabError("unprocessable", `Cannot ${action}: GitLab refused the change: ${shown}.`);
}
