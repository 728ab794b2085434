/**
 * What the user is told before a call mints, widens or shares a credential (credential_class.ts decides which
 * calls those are, from the row). The arguments alone settle it, so GitLab is not read first.
 */
import type { Action } from "../engine/action.ts";
import { escapeValue } from "../elicitation/escape.ts";
import { type CredentialEffect, credentialEffect, widensNow } from "./credential_class.ts";

/** A risk check that needs no GitLab read: the arguments alone say what is handed out. */
export type CredentialCheck = (p: Record<string, unknown>) => Promise<string | null>;
type Wording = (p: Record<string, unknown>) => string;

const ROLES: Record<number, string> = {
  10: "Guest",
  15: "Planner",
  20: "Reporter",
  25: "Security Manager",
  30: "Developer",
  40: "Maintainer",
  50: "Owner",
};

const ACTS_ALONE = "a credential that acts on its own";

/** "project acme/web" or "group acme", as the call names it. */
function owner(p: Record<string, unknown>): string {
  return p.project_id !== undefined ? `project ${escapeValue(p.project_id)}` : `group ${escapeValue(p.group_id)}`;
}

function scopesOf(p: Record<string, unknown>): string {
  return Array.isArray(p.scopes) ? p.scopes.map((s) => escapeValue(s, 40)).join(", ") : "none given";
}

const roleOf = (level: unknown, fallback: number) => ROLES[Number(level ?? fallback)] ?? escapeValue(level);
const expiry = (at: unknown, none = "never expiring") => at === undefined ? none : `expiring ${escapeValue(at)}`;
const memberOf = (p: Record<string, unknown>) => escapeValue(p.username ?? p.user_id, 80);

/** Rows whose question says more than the generic one: what exactly is handed out, to whom, until when. */
const WORDINGS: Record<string, Wording> = {
  "access_token.create": (p) =>
    `This creates a new access token ${escapeValue(p.name, 80)} for ${owner(p)} with scopes ${scopesOf(p)} and the ${
      roleOf(p.access_level, 40)
    } role, ${
      expiry(p.expires_at, "expiring at the latest date the instance allows")
    }: ${ACTS_ALONE}; its value is shown once`,
  "access_token.rotate": (p) =>
    `This revokes access token ${escapeValue(p.token_id)} of ${
      owner(p)
    } at once and issues a new credential: anything still using the old value stops working, and the new value is shown once`,
  "deploy.token_create": (p) =>
    `This creates a new deploy token ${escapeValue(p.name, 80)} for ${owner(p)} with scopes ${scopesOf(p)}, ${
      expiry(p.expires_at)
    }: ${ACTS_ALONE}; its value is shown once`,
  "deploy.key_add": (p) =>
    `This lets whoever holds the private half of SSH key ${escapeValue(p.title, 80)} ${
      p.can_push === true ? "clone and push to" : "clone"
    } ${owner(p)}, ${expiry(p.expires_at)}: ${ACTS_ALONE}, and nothing here can tell whose key it is`,
  "deploy.key_update": (p) =>
    `This gives deploy key ${escapeValue(p.key_id)} of ${
      owner(p)
    } push access: whoever holds its private key can then push to every unprotected branch`,
  "deploy.key_enable": (p) =>
    `This enables deploy key ${escapeValue(p.key_id)} (another project's key) in ${
      owner(p)
    }: whoever holds its private key can then clone this project too`,
  "pipeline.trigger_create": (p) =>
    `This creates a pipeline trigger token for ${owner(p)}, ${
      expiry(p.expires_at)
    }: whoever holds it starts pipelines that run this project's CI with its variables; its value is shown once`,
  "project.member_add": (p) =>
    `This gives ${memberOf(p)} the ${roleOf(p.access_level, 0)} role in ${
      owner(p)
    }: from it they can create access tokens and deploy keys and read every CI/CD variable`,
  "project.member_edit": (p) =>
    `This raises ${memberOf(p)} to the ${roleOf(p.access_level, 0)} role in ${
      owner(p)
    }: from it they can create access tokens and deploy keys and read every CI/CD variable`,
};

const VERB: Record<CredentialEffect, string> = {
  mints: "creates a new credential",
  widens: "widens what a credential may do",
  shares: "shares an existing credential",
};

/** For a row of the class with no wording of its own (a new one): what it does, in general. */
function generic(action: Action, effect: CredentialEffect): Wording {
  return (p) => `"${action.id}" ${VERB[effect]} for ${owner(p)}: whoever holds it acts without the user's login`;
}

/** The check for a row that mints, widens or shares a credential; undefined for every other row. */
export function credentialCheck(action: Action): CredentialCheck | undefined {
  const effect = credentialEffect(action);
  if (!effect) return undefined;
  const say = WORDINGS[action.id] ?? generic(action, effect);
  return (p) => Promise.resolve(effect === "widens" && !widensNow(p) ? null : say(p));
}
