/**
 * A fake GitLab that also plays GitLab's OAuth authorization server, on 127.0.0.1: authorization server metadata
 * (RFC 8414) at /.well-known/oauth-authorization-server, /oauth/authorize (auto-approving, as a signed-in user
 * would, and checking PKCE S256), /oauth/token, /oauth/token/info, and /api/v4/personal_access_tokens/self. Shapes
 * are hand-written following GitLab's docs (doc/api/oauth2.md "Retrieve the token information", the web
 * application flow with PKCE; doc/api/personal_access_tokens.md), found with the `search` tool; never recorded.
 * API calls go to `api`, which a test supplies; every request is recorded on the FakeGitLab.
 */
import { FakeGitLab, type Recorded, type Reply } from "./fake_gitlab.ts";

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const CLIENT_ID = "mcp-client-uid-0001";
const GRANTABLE = ["api", "read_api", "read_user"];

interface Grant {
  scope: string[];
  challenge: string;
  redirectUri: string;
  resource?: string;
}

export interface IssuedToken {
  scope: string[];
  expiresAt?: number;
  revoked?: boolean;
  uid: string;
}

export class FakeAuthorizationServer {
  readonly gitlab = new FakeGitLab();
  /** Every token issued (or planted), by token text. */
  readonly tokens = new Map<string, IssuedToken>();
  /** Personal access tokens GitLab knows, by token text. */
  readonly pats = new Map<string, { scopes: string[]; active: boolean }>();
  /** The query of each /oauth/authorize and the form of each /oauth/token request. */
  readonly authorizations: Record<string, string>[] = [];
  readonly tokenRequests: Record<string, string>[] = [];
  /** What API calls answer. */
  api: (req: Recorded) => Reply = () => ({ status: 404, body: { message: "404 Not Found" } });
  #codes = new Map<string, Grant>();
  #issued = 0;

  constructor() {
    this.gitlab.fallback = (req) => this.#serve(req);
  }

  get url(): string {
    return this.gitlab.url;
  }

  #serve(req: Recorded): Reply | Promise<Reply> {
    if (req.path === "/.well-known/oauth-authorization-server") return { status: 200, body: this.#metadata() };
    if (req.path === "/oauth/authorize") return this.#authorize(req);
    if (req.path === "/oauth/token" && req.method === "POST") return this.#token(req);
    if (req.path === "/oauth/token/info") return this.#info(req);
    if (req.path === "/api/v4/personal_access_tokens/self") return this.#patSelf(req);
    return this.api(req);
  }

  #metadata() {
    return {
      issuer: this.url,
      authorization_endpoint: `${this.url}/oauth/authorize`,
      token_endpoint: `${this.url}/oauth/token`,
      revocation_endpoint: `${this.url}/oauth/revoke`,
      introspection_endpoint: `${this.url}/oauth/introspect`,
      scopes_supported: GRANTABLE,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      code_challenge_methods_supported: ["plain", "S256"],
    };
  }

  #authorize(req: Recorded): Reply {
    const q = req.query;
    this.authorizations.push(q);
    if (q.client_id !== CLIENT_ID || q.code_challenge_method !== "S256" || !q.code_challenge || !q.redirect_uri) {
      return { status: 400, body: { error: "invalid_request" } };
    }
    const code = crypto.randomUUID();
    const scope = (q.scope ?? "api").split(" ").filter((s) => GRANTABLE.includes(s));
    this.#codes.set(code, { scope, challenge: q.code_challenge, redirectUri: q.redirect_uri, resource: q.resource });
    const back = new URL(q.redirect_uri);
    back.searchParams.set("code", code);
    if (q.state) back.searchParams.set("state", q.state);
    return new Response(null, { status: 302, headers: { location: back.href } });
  }

  async #token(req: Recorded): Promise<Reply> {
    const form = Object.fromEntries(new URLSearchParams(String(req.body ?? "")));
    this.tokenRequests.push(form);
    const grant = this.#codes.get(form.code ?? "");
    this.#codes.delete(form.code ?? "");
    const verifier = new TextEncoder().encode(form.code_verifier ?? "");
    const challenge = base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", verifier)));
    if (
      form.grant_type !== "authorization_code" || !grant || grant.challenge !== challenge ||
      grant.redirectUri !== form.redirect_uri || form.client_id !== CLIENT_ID
    ) {
      return { status: 400, body: { error: "invalid_grant", error_description: "The provided grant is invalid" } };
    }
    const token = `oauth-access-${++this.#issued}`;
    this.tokens.set(token, { scope: grant.scope, expiresAt: Date.now() + 7200_000, uid: CLIENT_ID });
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: "Bearer",
        expires_in: 7200,
        refresh_token: `oauth-refresh-${this.#issued}`,
        scope: grant.scope.join(" "),
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  }

  #info(req: Recorded): Reply {
    const token = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
    const t = this.tokens.get(token);
    const left = t?.expiresAt === undefined ? null : Math.floor((t.expiresAt - Date.now()) / 1000);
    if (!t || t.revoked || (left !== null && left <= 0)) {
      return { status: 401, body: { error: "invalid_token", error_description: "The access token is invalid" } };
    }
    return {
      status: 200,
      body: {
        resource_owner_id: 7,
        scope: t.scope,
        expires_in: left,
        application: { uid: t.uid },
        created_at: Math.floor(Date.now() / 1000) - 60,
        scopes: t.scope,
        expires_in_seconds: left,
      },
    };
  }

  #patSelf(req: Recorded): Reply {
    const token = req.headers.get("private-token") ??
      /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
    const pat = this.pats.get(token);
    if (!pat) return { status: 401, body: { message: "401 Unauthorized" } };
    return {
      status: 200,
      body: {
        id: 42,
        name: "mcp",
        revoked: !pat.active,
        created_at: "2026-01-01T00:00:00.000Z",
        scopes: pat.scopes,
        user_id: 7,
        last_used_at: null,
        active: pat.active,
        expires_at: "2027-01-01",
      },
    };
  }

  close(): Promise<void> {
    return this.gitlab.close();
  }
}
