/**
 * Calls that mint a credential (an access token or a deploy token, created or rotated): whoever holds the
 * value acts without a user's login, so the user confirms each one. The arguments alone settle it, so
 * GitLab is not read first.
 */
import { escapeValue } from "../elicitation/escape.ts";

/** A risk check (risks.ts) that needs no GitLab read: the arguments alone say what is minted. */
type MintCheck = (p: Record<string, unknown>) => Promise<string>;

const ROLES: Record<number, string> = {
  10: "Guest",
  15: "Planner",
  20: "Reporter",
  30: "Developer",
  40: "Maintainer",
  50: "Owner",
};

/** "project acme/web" or "group acme", as the call names it. */
function owner(p: Record<string, unknown>): string {
  return p.project_id !== undefined ? `project ${escapeValue(p.project_id)}` : `group ${escapeValue(p.group_id)}`;
}

function scopesOf(p: Record<string, unknown>): string {
  return Array.isArray(p.scopes) ? p.scopes.map((s) => escapeValue(s, 40)).join(", ") : "none given";
}

/** A new project or group access token: a bot user with these scopes and role. */
export const accessTokenCreate: MintCheck = (p) => {
  const role = ROLES[Number(p.access_level ?? 40)] ?? escapeValue(p.access_level);
  return Promise.resolve(
    `This creates a new access token ${escapeValue(p.name, 80)} for ${owner(p)} with scopes ${
      scopesOf(p)
    } and the ${role} role, expiring ${
      escapeValue(p.expires_at)
    }: a credential that acts on its own; its value is shown once`,
  );
};

/** Rotation revokes the old value at once: everything still using it stops working. */
export const accessTokenRotate: MintCheck = (p) =>
  Promise.resolve(
    `This revokes access token ${escapeValue(p.token_id)} of ${
      owner(p)
    } at once and issues a new credential: anything still using the old value stops working, and the new value is shown once`,
  );

/** A new deploy token: clones, pulls or pushes images and packages without a user's login. */
export const deployTokenCreate: MintCheck = (p) =>
  Promise.resolve(
    `This creates a new deploy token ${escapeValue(p.name, 80)} for ${owner(p)} with scopes ${scopesOf(p)}, ${
      p.expires_at === undefined ? "never expiring" : `expiring ${escapeValue(p.expires_at)}`
    }: a credential that acts on its own; its value is shown once`,
  );
