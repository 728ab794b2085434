/**
 * The HTTP answers for a missing credential and for credentials that failed lately (limits/auth_failures.ts),
 * given before the SDK or GitLab sees the call: a token GitLab just rejected is refused here, and a new one is
 * checked first (credential_gate.ts); only an address whose paced checks kept it waiting WAIT_MS gets 429.
 *
 * Neither refusal is HTTP 401. In legacy mode (the default) the server has no OAuth (the caller's own GitLab token is
 * the credential, docs/security.md), and OAuth-capable clients (the official SDK's, mcp-remote, Claude Code) answer any 401 by
 * starting an OAuth flow that cannot work here, so the user sees "Dynamic Client Registration rejected" and never
 * the message. A JSON-RPC error on HTTP 200 is what those clients show as it is: it names the header to send, and
 * no WWW-Authenticate advertises an authorization that is not there.
 */
import type { Credential } from "../gitlab/client.ts";
import { WINDOW_MS } from "../limits/auth_failures.ts";
import { FIND } from "../surfaces/dynamic.ts";
import type { CredentialGate } from "./credential_gate.ts";
import { rpcError } from "./jsonrpc.ts";
import { countRefusal } from "../metrics/mod.ts";

/** The methods that may call GitLab with the caller's credential (and so may wait on it). */
export const REACHES_GITLAB = new Set(["tools/call", "prompts/get", "resources/read", "completion/complete"]);

/** What to add, said the same way in every refusal. */
const SEND_TOKEN =
  "add the header PRIVATE-TOKEN: <your GitLab token> (or Authorization: Bearer <token>) to this server's entry in your MCP client's configuration; this server runs without OAuth sign-in (--auth-mode=legacy)";

/** A call or session that needs the caller's own GitLab credential came without one. */
export function missingCredential(what: string, id: unknown): Response {
  countRefusal("missing_credential");
  return rpcError(200, -32001, `Cannot ${what} without a GitLab credential: ${SEND_TOKEN}`, { id });
}

/** Whether a message may call GitLab: gitlab_find_action never does, so no credential rule applies to it. */
export function reachesGitLab(method: string, params: unknown): boolean {
  return REACHES_GITLAB.has(method) && !(method === "tools/call" && (params as { name?: unknown })?.name === FIND);
}

/** The refusal to send for `credential` from `address`, or undefined when the call may go on. */
export async function refuseFailedAuth(
  gate: CredentialGate | undefined,
  address: string,
  credential: Credential,
  msg: { method: string; params?: unknown; id?: unknown },
): Promise<Response | undefined> {
  const { method, id } = msg;
  if (!gate || !reachesGitLab(method, msg.params)) return undefined;
  const verdict = await gate.pass(address, credential);
  if (verdict.kind === "rejected") {
    countRefusal("rejected_credential");
    const message = `Cannot run ${method}: GitLab rejected this credential less than ${
      WINDOW_MS / 1000
    } s ago (HTTP 401), so it was not sent again. To use a valid token, ${SEND_TOKEN}`;
    return rpcError(200, -32001, message, { id });
  }
  if (verdict.kind === "limited") {
    countRefusal("paced_credential");
    return rpcError(
      429,
      -32000,
      `Cannot run ${method}: GitLab rejected many different credentials from this address lately, so its new ones are checked one at a time, and this one's turn did not come; nothing was sent to GitLab. Try again in ${verdict.retryAfterS} s.`,
      { id, headers: { "retry-after": String(verdict.retryAfterS) } },
    );
  }
  return undefined;
}
