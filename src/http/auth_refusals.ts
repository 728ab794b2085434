/**
 * The HTTP answers for credentials that failed lately (limits/auth_failures.ts), given before the
 * SDK or GitLab sees the call: a token GitLab just rejected gets 401 here, and an address trying
 * too many unverified tokens gets 429 with Retry-After.
 */
import type { Credential } from "../gitlab/client.ts";
import { WINDOW_MS } from "../limits/auth_failures.ts";
import type { AuthMemory } from "../store/mod.ts";
import { rpcError } from "./jsonrpc.ts";

/** The methods that may call GitLab with the caller's credential (and so may wait on it). */
export const REACHES_GITLAB = new Set(["tools/call", "prompts/get", "resources/read", "completion/complete"]);

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
    return rpcError(
      401,
      -32001,
      `Cannot run ${method}: GitLab rejected this credential less than ${
        WINDOW_MS / 1000
      } s ago (HTTP 401), so it was not sent again. Send a valid token as PRIVATE-TOKEN: <token> or Authorization: Bearer <token>`,
      { id, headers: { "www-authenticate": 'Bearer realm="gitlab-mcp-server", error="invalid_token"' } },
    );
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
