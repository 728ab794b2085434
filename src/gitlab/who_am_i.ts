/**
 * One check of a caller's credential with GitLab: GET /user (the Users API's "current user", which any user's
 * token may read), once per new credential (http/credential_gate.ts). It learns who the token belongs to, which the
 * audit line names, and whether GitLab rejects it (401) before a real call is relayed. It has a User-Agent of its
 * own, so a GitLab log (or a test's fake GitLab) tells it from the calls it precedes; it never follows a redirect,
 * so the credential goes to the configured origin only.
 */
import { SERVER_NAME, VERSION } from "../config/version.ts";
import type { Credential } from "./client.ts";

/** The GitLab user a credential belongs to, as GitLab's /user named it. */
export interface Identity {
  id: number;
  username: string;
}

/** What checking a credential with GitLab found; `unknown`: GitLab did not answer (nothing is remembered). */
export type Verdict = { kind: "accepted"; user?: Identity } | { kind: "rejected" } | { kind: "unknown" };

export const CREDENTIAL_CHECK_USER_AGENT = `${SERVER_NAME}/${VERSION} (credential check)`;
const TIMEOUT_MS = 10_000;
const MAX_BODY = 64 * 1024;

/** 401 is a rejection; another 4xx (a 403 for a token without a user-reading scope) is not one; 5xx decides nothing. */
export async function whoAmI(apiBase: string, credential: Credential, fetchFn: typeof fetch = fetch): Promise<Verdict> {
  const headers: Record<string, string> = { "user-agent": CREDENTIAL_CHECK_USER_AGENT, accept: "application/json" };
  if (credential.kind === "bearer") headers.authorization = `Bearer ${credential.token}`;
  else headers["private-token"] = credential.token;
  let res: Response;
  try {
    res = await fetchFn(`${apiBase}/user`, { headers, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return { kind: "unknown" };
  }
  if (res.status === 401) return await res.body?.cancel(), { kind: "rejected" };
  if (res.status < 200 || res.status >= 500 || (res.status >= 300 && res.status < 400)) {
    return await res.body?.cancel(), { kind: "unknown" };
  }
  if (res.status >= 400) return await res.body?.cancel(), { kind: "accepted" };
  return { kind: "accepted", user: identityOf(await res.text().catch(() => "")) };
}

function identityOf(text: string): Identity | undefined {
  if (text.length > MAX_BODY) return undefined;
  try {
    const user = JSON.parse(text) as { id?: unknown; username?: unknown } | null;
    return typeof user?.id === "number" && typeof user.username === "string"
      ? { id: user.id, username: user.username.slice(0, 255) }
      : undefined;
  } catch {
    return undefined;
  }
}
