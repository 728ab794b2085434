/**
 * The "Try:" part of a 401 or 404 that fits the call: a rejected token is fixed differently when the
 * caller sends it per request (HTTP) than when the server was started with it (stdio), and a 404 names
 * the very params that located the missing object, derived from the path's placeholders.
 */

/** Where the credential comes from: the caller's request headers (http) or GITLAB_TOKEN (stdio). */
export type Transport = "stdio" | "http";

const PLACEHOLDER = /\{\+?(\w+)\}/g;

/** Parsed templates: every call asks again, and the catalog's templates are a fixed set. */
const PARSED = new Map<string, readonly string[]>();

/** Placeholder names of a path template, in order, e.g. ["project_id", "job_id"]. */
export function placeholdersOf(template: string): readonly string[] {
  let names = PARSED.get(template);
  if (!names) {
    names = Object.freeze([...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))]);
    PARSED.set(template, names);
  }
  return names;
}

/** What locates a call's target: its template's placeholders, plus `ref` when one was sent. */
export function lookupOf(template: string, params: Record<string, unknown>): readonly string[] {
  const names = placeholdersOf(template);
  return params.ref !== undefined && !names.includes("ref") ? [...names, "ref"] : names;
}

/** How to fix a token GitLab rejected, for where the token comes from. */
export function unauthorizedHint(transport: Transport): string {
  return transport === "http"
    ? "send a valid GitLab token with each request, as PRIVATE-TOKEN: <token> (a personal access token with the api scope) or Authorization: Bearer <token> (an OAuth token); this server uses the caller's own token and has none of its own"
    : "set GITLAB_TOKEN to a valid personal access token with the api scope and restart the MCP client that starts this server (or the server itself)";
}

/** Placeholders named for what they are rather than by a common suffix. */
const NAMED: Record<string, string> = {
  project_id:
    'the project\'s full path such as "group/project" or its numeric ID; project.list or search.projects find it',
  group_id: "the group's full path or numeric ID; group.list finds it",
  file_path: "the file's path in the repository, present at the ref read; without a ref, the default branch",
  ref: "a branch, tag or commit SHA that exists in this project",
  branch: "the branch name exactly as in Git; branch.list finds it",
  tag_name: "the tag name exactly as in Git; tag.list finds it",
  name: "the protected branch's name or wildcard pattern exactly as protected",
  sha: "a commit SHA, branch or tag that exists in this project",
  slug: "the wiki page's slug as in its URL",
  submodule: "the submodule's path as in .gitmodules, on the branch sent",
  artifact_path: "the path inside the job's artifacts archive, which the job must have kept",
  id_or_username: "the user's numeric ID or username",
  label_id: "the label's numeric ID or exact name",
  discussion_id: "the thread's ID as GitLab shows it",
  key:
    "the variable's key exactly as defined; a CI/CD variable whose key several environment scopes share also needs its scope; variable.list or variable.group_list finds it",
};

/** "merge_request_iid" → "merge request". */
function noun(name: string, suffix: string): string {
  return name.slice(0, -suffix.length).replaceAll("_", " ");
}

/** One placeholder and what a valid value for it is. */
function describe(name: string): string {
  const known = NAMED[name];
  if (known) return `${name} (${known})`;
  if (name.endsWith("_iid")) {
    return `${name} (the ${noun(name, "_iid")}'s IID, the number the project shows, not its global ID)`;
  }
  if (name.endsWith("_id")) return `${name} (the ${noun(name, "_id")}'s numeric ID)`;
  return name;
}

/**
 * What to check after a 404, naming only the params `lookup` lists (none known: a generic hint). `wrongBase`: the
 * base URL that answered 404 even for /api/v4/version at start-up (instance.ts), which is then the likely cause.
 */
export function notFoundHint(lookup?: readonly string[], wrongBase?: string): string {
  const hint = paramsHint(lookup);
  if (wrongBase === undefined) return hint;
  return `check GITLAB_URL first: ${wrongBase} answered 404 even for /api/v4/version at start-up, so every path is missing there (give GitLab's own address, with its path when it is served under one); otherwise ${hint}`;
}

function paramsHint(lookup?: readonly string[]): string {
  if (lookup === undefined) {
    return "check the project or group path or ID (project.list or search.projects find it) and the other IDs or names sent, and that the token can see them";
  }
  if (lookup.length === 0) return "check that this GitLab version has this endpoint and that the token may use it";
  const parts = lookup.map(describe);
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `check ${listed}, and that the token can see it`;
}
