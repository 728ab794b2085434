/**
 * What a value may be before it fills a path placeholder. URL parsing resolves `.` and `..` segments
 * (and GitLab decodes `%2e`), so a value such as ".." would address another GitLab endpoint; each
 * placeholder name therefore has a kind, checked by GitLab's own naming rules, before anything is sent.
 */
import { clip } from "../text/bounds.ts";
import { decodeFully, hasDecodedDotPart } from "../gitlab/url_guard.ts";

/** How a path value is checked. */
export type PathKind =
  | "id"
  | "namespace"
  | "username"
  | "ref"
  | "ref_pattern"
  | "revision"
  | "label"
  | "file"
  | "slug"
  | "archive_path"
  | "hex"
  | "variable_key";

/** Kinds by placeholder name; every other placeholder is a numeric ID. */
const KINDS: Record<string, PathKind> = {
  project_id: "namespace",
  group_id: "namespace",
  // GraphQL rows' namespace paths: sent as variables, refused alike so a "." or ".." part never reaches GitLab.
  full_path: "namespace",
  parent_path: "namespace",
  id_or_username: "username",
  branch: "ref",
  tag_name: "ref",
  name: "ref_pattern",
  sha: "revision",
  label_id: "label",
  file_path: "file",
  submodule: "file",
  slug: "slug",
  artifact_path: "archive_path",
  discussion_id: "hex",
  key: "variable_key",
};

/** The kind of a path placeholder. */
export function pathKind(name: string): PathKind {
  return KINDS[name] ?? "id";
}

/** What to send instead, per kind. */
const SEND: Record<PathKind, string> = {
  id: "a positive whole number such as 42",
  namespace:
    'a numeric ID such as 42 or the full path such as "my-group/my-project", unencoded (letters, digits, "_", "-" and "." in each part)',
  username: 'a numeric user ID or a username such as "john_smith"',
  ref: 'the branch or tag name exactly as in Git, e.g. "main" or "feature/login"',
  ref_pattern: 'the branch or tag name, or a wildcard pattern, exactly as protected, e.g. "main", "release/*" or "v*"',
  revision: 'a commit SHA, or a branch or tag name, e.g. "main" or "a1b2c3d"',
  label: "the label's numeric ID or its exact name",
  file: 'the path inside the repository with "/" between its parts, e.g. "src/app.ts"',
  slug: 'the page slug as in its URL, e.g. "home" or "dir/page"',
  archive_path: 'the path inside the artifacts archive with "/" between its parts, e.g. "coverage/index.html"',
  hex: "the thread's hexadecimal ID as GitLab shows it",
  variable_key: 'the CI/CD variable key: letters, digits and "_" only, e.g. "DATABASE_URL"',
};

// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A namespace or project path part (GitLab's PathRegex): starts with a letter, digit, "_" or ".". */
const PATH_PART = /^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/;
/** GitLab's Namespace::URL_MAX_LENGTH. */
const PATH_PART_MAX = 255;
const DIGITS = /^[1-9][0-9]*$/;

/** Problems every string kind shares: control characters and dot parts, even percent-encoded. */
function sharedProblem(value: string): string | null {
  if (value === "") return "is empty";
  if (!value.isWellFormed()) return "is not valid Unicode (an unpaired surrogate)";
  const decoded = decodeFully(value);
  if (CONTROL.test(decoded)) return "contains a control character (line break, NUL, tab…)";
  if (hasDecodedDotPart(decoded)) {
    return 'is or contains a "." or ".." part, which would address another GitLab endpoint';
  }
  return null;
}

function idProblem(value: string): string | null {
  return DIGITS.test(value) && Number.isSafeInteger(Number(value)) ? null : "is not a positive whole number";
}

function namespaceProblem(value: string, single: boolean): string | null {
  if (DIGITS.test(value)) return idProblem(value);
  const parts = value.split("/");
  if (single && parts.length > 1) return 'contains "/"';
  if (parts.some((p) => p === "")) return 'has an empty part (a leading, trailing or doubled "/")';
  const bad = parts.find((p) => !PATH_PART.test(p));
  if (bad !== undefined) return `has a part ${JSON.stringify(bad.slice(0, 40))} that GitLab paths cannot contain`;
  if (parts.some((p) => p.length > PATH_PART_MAX)) return `has a part longer than ${PATH_PART_MAX} characters`;
  return null;
}

/** git check-ref-format, as GitLab applies it; `extra` are characters also allowed (wildcards, `~^`). */
function refProblem(value: string, extra: string): string | null {
  const forbidden = [" ", "~", "^", ":", "?", "*", "[", "\\"].filter((c) => !extra.includes(c));
  const found = forbidden.find((c) => value.includes(c));
  if (found) return `contains ${JSON.stringify(found)}, which Git does not allow in a ref name`;
  const sequence = ["..", "@{"].find((q) => value.includes(q));
  if (sequence || value === "@") {
    return `${sequence ? `contains "${sequence}"` : 'is "@"'}, which Git does not allow in a ref name`;
  }
  const parts = value.split("/");
  if (parts.some((p) => p === "")) return 'has an empty part (a leading, trailing or doubled "/")';
  if (parts.some((p) => p.startsWith(".") || p.endsWith(".lock"))) {
    return 'has a part starting with "." or ending in ".lock"';
  }
  if (value.endsWith(".")) return 'ends with "."';
  return null;
}

function filePartsProblem(value: string): string | null {
  return value.split("/").some((p) => p === "") ? 'has an empty part (a leading, trailing or doubled "/")' : null;
}

const CHECKS: Record<PathKind, (value: string) => string | null> = {
  id: idProblem,
  namespace: (v) => namespaceProblem(v, false),
  username: (v) => namespaceProblem(v, true),
  ref: (v) => refProblem(v, ""),
  ref_pattern: (v) => refProblem(v, "*"),
  revision: (v) => refProblem(v, "~^"),
  label: (v) => v.includes(",") ? 'contains ",", which GitLab label names cannot contain' : null,
  file: filePartsProblem,
  slug: filePartsProblem,
  archive_path: filePartsProblem,
  hex: (v) => /^[0-9a-f]{1,64}$/i.test(v) ? null : "is not a hexadecimal ID",
  // GitLab's own rule for variable keys.
  variable_key: (v) => /^[A-Za-z0-9_]{1,255}$/.test(v) ? null : "is not a CI/CD variable key",
};

/** Why `value` cannot fill placeholder `name`, or null when it can. */
export function pathValueProblem(name: string, value: unknown): string | null {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value > 0 ? null : "is not a positive whole number";
  }
  if (typeof value !== "string") return "is neither a string nor a number";
  return sharedProblem(value) ?? CHECKS[pathKind(name)](value);
}

/** The refusal for `value` in placeholder `name`, naming what to send instead; null when it can be sent. */
export function pathValueRefusal(actionId: string, name: string, value: unknown): string | null {
  const problem = pathValueProblem(name, value);
  if (!problem) return null;
  const json = JSON.stringify(value) ?? String(value);
  return `Cannot run "${actionId}": param "${name}" ${clip(json, 59)} ${problem}; send ${
    SEND[pathKind(name)]
  }. Nothing was sent to GitLab.`;
}

/** The first refusal among a call's given path values, checked before any guard asks or anything is sent. */
export function pathParamsRefusal(action: { id: string; pathParams: string[] }, params: Record<string, unknown>) {
  for (const name of action.pathParams) {
    const refusal = params[name] === undefined ? null : pathValueRefusal(action.id, name, params[name]);
    if (refusal) return refusal;
  }
  return null;
}
