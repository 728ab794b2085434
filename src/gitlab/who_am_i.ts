/**
 * One check of a caller's credential with GitLab: GET /user (the Users API's "current user", which any token of a
 * user answers), once per new credential (http/credential_gate.ts). It learns who the token belongs to, which the
 * audit line names, and whether GitLab rejects it (401) before a real call is relayed.
 */
import { GitLabError } from "./errors.ts";
import type { GitLabClient } from "./client.ts";

/** The GitLab user a credential belongs to, as GitLab's /user named it. */
export interface Identity {
  id: number;
  username: string;
}

/** What checking a credential with GitLab found; `unknown`: GitLab did not answer (nothing is remembered). */
export type Verdict = { kind: "accepted"; user?: Identity } | { kind: "rejected" } | { kind: "unknown" };

/** 401 is a rejection; any other answer GitLab gave (a 403 for a token without read_user, say) is not one. */
export async function whoAmI(client: GitLabClient): Promise<Verdict> {
  try {
    const reply = await client.request({ action: "check the credential", method: "GET", path: "/user", retry: false });
    return { kind: "accepted", user: identityOf(reply.data) };
  } catch (err) {
    const status = err instanceof GitLabError ? err.status : undefined;
    if (status === 401) return { kind: "rejected" };
    return status !== undefined && status >= 400 && status < 500 ? { kind: "accepted" } : { kind: "unknown" };
  }
}

function identityOf(data: unknown): Identity | undefined {
  const user = data as { id?: unknown; username?: unknown } | null;
  return typeof user?.id === "number" && typeof user.username === "string"
    ? { id: user.id, username: user.username.slice(0, 255) }
    : undefined;
}
