/**
 * Which catalog rows mint, widen or share a credential, read off the row itself (its method, path and params),
 * so a new row of that kind asks first without anyone remembering to list it. Whoever holds a minted token, an
 * added SSH key or a trigger token acts without the user's login, and one prompt-injected call hands it over
 * with nothing left to exfiltrate: such a call asks on every surface, or is refused with the `confirm` hint.
 */
import type { Action } from "../engine/action.ts";
import type { HttpMethod } from "../gitlab/client.ts";

/** What a call does to a credential. */
export type CredentialEffect = "mints" | "widens" | "shares";

/**
 * Path segments naming a collection of credentials: tokens, SSH and GPG keys that act for someone, pipeline
 * trigger tokens, runners (their authentication token), service accounts and members (a role is what every
 * credential of the project's is minted from).
 */
const CREDENTIAL_COLLECTIONS = new Set([
  "access_tokens",
  "personal_access_tokens",
  "impersonation_tokens",
  "deploy_tokens",
  "deploy_keys",
  "keys",
  "gpg_keys",
  "triggers",
  "runners",
  "service_accounts",
  "members",
]);

/** Trailing verbs that act on one credential of a collection. */
const VERBS: Record<string, CredentialEffect> = {
  rotate: "mints",
  self_rotate: "mints",
  enable: "shares",
  reset_authentication_token: "mints",
  reset_registration_token: "mints",
};

/** Params whose value, when it widens, turns an update of a credential into a grant (`can_push: true` and the like). */
const WIDENING_PARAMS = ["can_push", "scopes", "access_level"];

/** The literal segments of a path template, without its `{placeholders}`. */
function segments(path: string): string[] {
  return path.split("/").filter((s) => s !== "" && !s.startsWith("{"));
}

/**
 * The effect one write on one path has, if that path is a credential collection or one of its items. `params`
 * is read only for an item's update, so listing tools does not build every row's params.
 */
function effectOfPath(method: HttpMethod, path: string, params: () => string[]): CredentialEffect | undefined {
  const parts = segments(path);
  const last = parts.at(-1) ?? "";
  const verb = VERBS[last];
  const collection = verb ? parts.at(-2) : last;
  if (collection === undefined || !CREDENTIAL_COLLECTIONS.has(collection)) return undefined;
  if (verb) return verb;
  const item = path.trimEnd().endsWith("}");
  if (method === "POST" && !item) return collection === "members" ? "widens" : "mints";
  if (method === "PUT" || method === "POST") {
    return params().some((p) => WIDENING_PARAMS.includes(p)) ? "widens" : undefined;
  }
  return undefined;
}

/** What the row does to a credential, or undefined; reads (and DELETEs, which narrow) never do. */
export function credentialEffect(action: Action): CredentialEffect | undefined {
  if (action.readOnly || action.method === "DELETE" || action.method === "GET") return undefined;
  const params = () => Object.keys(action.params.shape);
  return action.paths.map((p) => effectOfPath(action.method, p, params)).find((e) => e !== undefined);
}

/** Roles from which a member can mint every credential of the project: Maintainer and Owner. */
const GRANTING_ROLE = 40;

/**
 * Whether this call's arguments widen: a push flag turned on, scopes given, a role from which credentials can be
 * minted. A call that only renames or narrows is not asked about.
 */
export function widensNow(params: Record<string, unknown>): boolean {
  if (params.can_push === true) return true;
  if (Array.isArray(params.scopes) && params.scopes.length > 0) return true;
  return typeof params.access_level === "number" && params.access_level >= GRANTING_ROLE;
}
