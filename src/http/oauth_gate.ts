/**
 * The resource server's door (--auth-mode=oauth), before the SDK sees a request: discovery documents, a 401
 * challenge naming the metadata for a request without a token or with one GitLab does not accept, the verified
 * token's scopes carried on to the server factory (which serves a read-only surface to a token without `api`),
 * and a 403 `insufficient_scope` challenge for a write such a token attempts, answered here so nothing is sent to
 * GitLab and no GitLab 403 is relayed. Legacy mode never builds one: its refusals stay off HTTP 401
 * (auth_refusals.ts).
 */
import type { AuthInfo } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { Credential } from "../gitlab/client.ts";
import type { StateStore } from "../store/mod.ts";
import type { Served } from "../server/factory.ts";
import { type Narrowing, readScoped, verifiedAuthInfo } from "../server/auth_info.ts";
import { actionOfCall } from "../surfaces/call_target.ts";
import { rpcError } from "./jsonrpc.ts";
import { challenge, DEFAULT_SCOPE, discoveryAnswer, SCOPES } from "./oauth_metadata.ts";
import { TokenVerifier } from "./oauth_verify.ts";

export type Admission = { authInfo: AuthInfo; refused?: undefined } | { refused: Response };

type Message = { method?: unknown; id?: unknown; params?: unknown };

const SIGN_IN = "sign in through your MCP client's OAuth flow (it starts from this answer) or send a GitLab token";

export class OAuthGate {
  constructor(
    private readonly config: Config,
    /** One verifier per GitLab instance, by base URL href: a token is asked of the instance the request names. */
    private readonly verifiers: ReadonlyMap<string, TokenVerifier>,
    /** The deployment's full surface: what a call names is read on it. */
    private readonly full: Served,
  ) {}

  /** The discovery document or help page at `pathname`, or undefined. */
  discovery(pathname: string): Response | undefined {
    return discoveryAnswer(this.config, pathname);
  }

  /** The caller's verified AuthInfo, or the refusal: 401 without a usable token, 503 when GitLab cannot say. */
  async admit(credential: Credential | undefined, narrowing: Narrowing & { instance: string }): Promise<Admission> {
    if (!credential) return { refused: this.#unauthorized(`Cannot serve this request without signing in: ${SIGN_IN}`) };
    const verifier = this.verifiers.get(narrowing.instance)!;
    const verdict = await verifier.verify(credential);
    if (verdict.kind === "invalid") {
      const refused = this.#unauthorized(`Cannot use this token: ${verdict.reason}; ${SIGN_IN}`, verdict.reason);
      return { refused };
    }
    if (verdict.kind === "unverifiable") {
      const message = `Cannot verify the token: ${verdict.reason}; nothing was sent on. Retry in a moment`;
      return { refused: rpcError(503, -32000, message, { headers: { "retry-after": "5" } }) };
    }
    if (!SCOPES.some((s) => verdict.scopes.includes(s))) {
      return { refused: this.#insufficient(undefined, "the token grants neither api nor read_api") };
    }
    return { authInfo: verifiedAuthInfo(credential, verdict.scopes, verdict.uid, narrowing) };
  }

  /** 403 insufficient_scope for a write a read-scoped token attempts; undefined for anything else. */
  writeRefusal(msg: Message, authInfo: AuthInfo | undefined): Response | undefined {
    if (!readScoped(authInfo) || msg.method !== "tools/call") return undefined;
    const params = (msg.params ?? {}) as { name?: unknown; arguments?: unknown };
    const args = params.arguments && typeof params.arguments === "object" ? params.arguments : {};
    if (typeof params.name !== "string") return undefined;
    const action = actionOfCall(this.full.surface, this.full.view, params.name, args as Record<string, unknown>);
    if (!action || action.readOnly) return undefined;
    return this.#insufficient(msg.id, `"${action.id}" writes, and this token has read_api but not api`);
  }

  #unauthorized(message: string, invalid?: string): Response {
    const error = invalid ? { code: "invalid_token", description: invalid } : undefined;
    return rpcError(401, -32001, message, {
      headers: { "www-authenticate": challenge(this.config, DEFAULT_SCOPE, error) },
    });
  }

  #insufficient(id: unknown, why: string): Response {
    const message = `Cannot run this call: ${why}; nothing was sent to GitLab. Sign in again granting the api scope`;
    return rpcError(403, -32001, message, {
      id,
      headers: {
        "www-authenticate": challenge(this.config, "api", { code: "insufficient_scope", description: why }),
      },
    });
  }
}

/** The gate for an oauth-mode configuration (undefined in legacy mode), its cache the state store's. */
export function oauthGateFor(config: Config, store: StateStore, full: Served): OAuthGate | undefined {
  if (config.authMode !== "oauth") return undefined;
  const verifiers = new Map(config.gitlabUrls.map((gitlabUrl) => [
    gitlabUrl.href,
    new TokenVerifier({
      gitlabUrl,
      cache: store.tokenInfo,
      ttlMs: config.oauthCacheTtl * 1000,
      clientUids: config.oauthClientUids,
    }),
  ]));
  return new OAuthGate(config, verifiers, full);
}
