/**
 * The HTTP answers for a missing credential and for credentials that failed lately (limits/auth_failures.ts),
 * given before the SDK or GitLab sees the call: a token GitLab just rejected is refused here, and an address
 * trying too many unverified tokens gets 429 with Retry-After.
 *
 * Neither refusal is HTTP 401. This server has no OAuth (the caller's own GitLab token is the credential,
 * docs/security.md), and OAuth-capable clients (the official SDK's, mcp-remote, Claude Code) answer any 401 by
 * starting an OAuth flow that cannot work here, so the user sees "Dynamic Client Registration rejected" and never
 * the message. A JSON-RPC error on HTTP 200 is what those clients show as it is: it names the header to send, and
 * no WWW-Authenticate advertises an authorization that is not there.
 */
import type { Credential } from "../gitlab/client.ts";
import { WINDOW_MS } from "../limits/auth_failures.ts";
import type { AuthMemory } from "../store/mod.ts";
import { rpcError } from "./jsonrpc.ts";

/** The methods that may call GitLab with the caller's credential (and so may wait on it). */
export const REACHES_GITLAB = new Set(["tools/call", "prompts/get", "resources/read", "completion/complete"]);

/** What to add, said the same way in every refusal. */
const SEND_TOKEN =
  "add the header PRIVATE-TOKEN: <your GitLab token> (or Authorization: Bearer <token>) to this server's entry in your MCP client's configuration; this server does not use OAuth";

/** A call or session that needs the caller's own GitLab credential came without one. */
export function missingCredential(what: string, id: unknown): Response {
  return rpcError(200, -32001, `Cannot ${what} without a GitLab credential: ${SEND_TOKEN}`, { id });
}

/** The refusal to send for `credential` from `address`, or undefined when the call may go on. */
export async function refuseFailedAuth(
  auth: AuthMemory | undefined,
  address: string,
  credential: Credential,
  method: string,
  id: unknown,
): Promise<Response | undefined> {
  if (!auth || !REACHES_GITLAB.has(method)) return undefined;
  const verdict = await auth.admit(address, auth.keyOf(credential));
  if (verdict.kind === "rejected") {
    const message = `Cannot run ${method}: GitLab rejected this credential less than ${
      WINDOW_MS / 1000
    } s ago (HTTP 401), so it was not sent again. To use a valid token, ${SEND_TOKEN}`;
    return rpcError(200, -32001, message, { id });
  }
  if (verdict.kind === "limited") {
    return rpcError(
      429,
      -32000,
      `Cannot run ${method}: GitLab rejected too many different credentials from this address lately (at most ${auth.perAddress} new ones a minute are checked); nothing was sent to GitLab. Try again in ${verdict.retryAfterS} s with a valid token.`,
      { id, headers: { "retry-after": String(verdict.retryAfterS) } },
    );
  }
  return undefined;
}
