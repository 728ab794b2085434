/**
 * The caller's own GitLab credential, from PRIVATE-TOKEN or Authorization:
 * Bearer. Never from the query string (it would land in proxy logs), never
 * GITLAB_TOKEN: an HTTP caller only ever acts as themselves.
 */
import type { Credential } from "../gitlab/client.ts";

export type CredentialRead = { credential?: Credential; error?: string };

const QUERY_TOKENS = ["private_token", "access_token"];

/** Reads the credential a request carries; `error` when it carries one the wrong way. */
export function readCredential(req: Request): CredentialRead {
  const url = new URL(req.url);
  const inQuery = QUERY_TOKENS.find((k) => url.searchParams.has(k));
  if (inQuery) {
    return {
      error:
        `Cannot accept a token in the query string ("${inQuery}"): send it in the PRIVATE-TOKEN header or as Authorization: Bearer <token>`,
    };
  }
  const pat = req.headers.get("private-token")?.trim();
  if (pat) return { credential: { kind: "private", token: pat } };
  const auth = req.headers.get("authorization")?.trim();
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  if (auth && !m) return { error: 'Cannot use the Authorization header: expected "Bearer <token>"' };
  return m ? { credential: { kind: "bearer", token: m[1]! } } : {};
}
