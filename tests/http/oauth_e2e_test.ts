/**
 * --auth-mode=oauth end to end on loopback: the real server process, a fake GitLab that also plays GitLab's OAuth
 * authorization server (support/fake_oauth.ts), and the official SDK client's OAuth provider. Discovery from the
 * 401, the authorization code flow with PKCE and the `resource` parameter, the token reaching GitLab, the
 * read-only surface of a read_api token and its step-up on a write, and the refusal of expired and revoked tokens.
 */
import assert from "node:assert/strict";
import {
  Client,
  type OAuthClientInformationMixed,
  type OAuthClientProvider,
  type OAuthTokens,
  StreamableHTTPClientTransport,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { CLIENT_ID, FakeAuthorizationServer } from "../support/fake_oauth.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { startHttpServer } from "../adversarial/support.ts";
import { freePort, rpc } from "./support.ts";

const REDIRECT = "http://127.0.0.1:1/callback";

/** A client that was given the pre-registered application id, keeping its tokens in memory. */
class MemoryProvider implements OAuthClientProvider {
  authorizationUrl?: URL;
  #tokens?: OAuthTokens;
  #verifier = "";
  constructor(tokens?: OAuthTokens) {
    this.#tokens = tokens;
  }
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata() {
    return { redirect_uris: [REDIRECT], client_name: "oauth-e2e", token_endpoint_auth_method: "none" };
  }
  clientInformation(): OAuthClientInformationMixed {
    return { client_id: CLIENT_ID };
  }
  tokens() {
    return this.#tokens;
  }
  saveTokens(tokens: OAuthTokens) {
    this.#tokens = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.#verifier = verifier;
  }
  codeVerifier() {
    return this.#verifier;
  }
}

/** What the user's browser does: open the authorization URL, GitLab approves and redirects back with a code. */
async function approve(provider: MemoryProvider): Promise<string> {
  assert.ok(provider.authorizationUrl, "the client was sent to authorize");
  const res = await fetch(provider.authorizationUrl, { redirect: "manual" });
  await res.body?.cancel();
  assert.equal(res.status, 302);
  const code = new URL(res.headers.get("location")!).searchParams.get("code");
  assert.ok(code);
  provider.authorizationUrl = undefined;
  return code;
}

async function withOAuthServer(
  run: (ctx: { as: FakeAuthorizationServer; base: string; paths: () => string[] }) => Promise<void>,
  args: string[] = [],
) {
  const as = new FakeAuthorizationServer();
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const srv = await startHttpServer(as.url, ["--auth-mode=oauth", "--public-url", base, ...args], { port });
  try {
    await run({ as, base, paths: () => as.gitlab.requests.map((r) => `${r.method} ${r.path}`) });
  } finally {
    await srv.stop();
    await as.close();
  }
}

async function tagFixture() {
  const fx = await loadFixture("tag.list");
  return fx.exchanges[0]!.response;
}

function transportFor(base: string, provider: MemoryProvider): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: provider });
}

function newClient(modern = false): Client {
  const pin = modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } as never : {};
  return new Client({ name: "oauth-e2e", version: "1.0.0" }, pin);
}

const TAGS = {
  name: "gitlab_execute_action",
  arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
};
const CREATE = {
  name: "gitlab_execute_action",
  arguments: { action: "issue.create", params: { project_id: "my-group/my-project", title: "From OAuth" } },
};

const SERVINGS = [
  { what: "sessionless 2025-11-25", modern: false, args: [] },
  { what: "sessionless 2026-07-28", modern: true, args: [] },
  { what: "--stateless=false sessions", modern: false, args: ["--stateless=false"] },
];

for (const { what, modern, args } of SERVINGS) {
  Deno.test(`oauth e2e: the SDK client discovers GitLab from the 401, signs in with PKCE and its token reaches GitLab (${what})`, async () => {
    await withOAuthServer(async ({ as, base, paths }) => {
      const tags = await tagFixture();
      as.api = (req) => req.path.endsWith("/repository/tags") ? tags : { status: 404, body: {} };
      const provider = new MemoryProvider();
      await assert.rejects(newClient(modern).connect(transportFor(base, provider)), UnauthorizedError);
      const code = await approve(provider);
      const authorize = as.authorizations[0]!;
      assert.equal(authorize.resource, `${base}/mcp`, "the resource parameter names this server's MCP endpoint");
      assert.equal(authorize.code_challenge_method, "S256");
      assert.equal(authorize.scope, "api", "the scope the challenge asked for");
      const transport = transportFor(base, provider);
      await transport.finishAuth(code);
      assert.equal(as.tokenRequests[0]!.resource, `${base}/mcp`);
      assert.ok(as.tokenRequests[0]!.code_verifier, "PKCE verifier sent");
      const client = newClient(modern);
      await client.connect(transport);
      try {
        const tools = (await client.listTools()).tools.map((t) => t.name).sort();
        assert.deepEqual(tools, ["gitlab_execute_action", "gitlab_find_action"]);
        const r = await client.callTool(TAGS);
        assert(!r.isError, textOf(r));
        const call = as.gitlab.requests.find((q) => q.path.endsWith("/repository/tags"))!;
        assert.equal(
          call.headers.get("authorization"),
          "Bearer oauth-access-1",
          "the caller's own token reached GitLab",
        );
        assert.equal(paths().filter((p) => p === "GET /oauth/token/info").length, 1, "verified once, then cached");
      } finally {
        await client.close();
      }
    }, args);
  });
}

Deno.test("oauth e2e: discovery documents name GitLab, and a 401 names them", async () => {
  await withOAuthServer(async ({ as, base }) => {
    const res = await fetch(rpc("tools/list", {}, { base }));
    await res.body?.cancel();
    assert.equal(res.status, 401);
    assert.equal(
      res.headers.get("www-authenticate"),
      `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp", scope="api"`,
    );
    for (const [path, resource] of [["/mcp", `${base}/mcp`], ["", base]]) {
      const meta = await (await fetch(`${base}/.well-known/oauth-protected-resource${path}`)).json();
      assert.equal(meta.resource, resource);
      assert.deepEqual(meta.authorization_servers, [as.url]);
      assert.deepEqual(meta.scopes_supported, ["api", "read_api"]);
      assert.deepEqual(meta.bearer_methods_supported, ["header"]);
      const help = await fetch(meta.resource_documentation);
      assert.match(await help.text(), /signs you in with your GitLab account/);
    }
  });
});

Deno.test("oauth e2e: a read_api token gets the read-only surface; a write steps up to api and then runs", async () => {
  await withOAuthServer(async ({ as, base }) => {
    const created = (await loadFixture("issue.create")).exchanges[0]!.response;
    as.api = (req) => req.method === "POST" && req.path.endsWith("/issues") ? created : { status: 404, body: {} };
    as.tokens.set("oauth-read", { scope: ["read_api"], uid: CLIENT_ID, expiresAt: Date.now() + 3600_000 });
    const provider = new MemoryProvider({ access_token: "oauth-read", token_type: "Bearer", scope: "read_api" });
    const client = newClient();
    await client.connect(transportFor(base, provider));
    try {
      const stepUp = await client.callTool(CREATE).then(() => assert.fail("needs api"), (e: Error) => e);
      assert.ok(stepUp instanceof UnauthorizedError, String(stepUp));
      assert.equal(as.gitlab.requests.filter((r) => r.path.endsWith("/issues")).length, 0, "nothing sent to GitLab");
      const code = await approve(provider);
      const asked = (as.authorizations[0]!.scope ?? "").split(" ");
      assert.ok(asked.includes("api") && asked.includes("read_api"), "the step-up asks for the union of scopes");
      await (client.transport as StreamableHTTPClientTransport).finishAuth(code);
      const r = await client.callTool(CREATE);
      assert(!r.isError, textOf(r));
      const post = as.gitlab.requests.find((q) => q.method === "POST" && q.path.endsWith("/issues"))!;
      assert.equal(post.headers.get("authorization"), "Bearer oauth-access-1");
    } finally {
      await client.close();
    }
  });
});

Deno.test("oauth e2e: the step-up answer is 403 insufficient_scope naming api, never GitLab's 403", async () => {
  await withOAuthServer(async ({ as, base }) => {
    as.pats.set("glpat-read", { scopes: ["read_api"], active: true });
    as.pats.set("glpat-write", { scopes: ["api"], active: true });
    const issueActions = async (token: string) => {
      const list = await fetch(rpc("tools/list", {}, { base, headers: { "private-token": token }, modern: true }));
      const tools = (await list.json()).result.tools as { name: string; inputSchema: { properties: never } }[];
      const issue = tools.find((t) => t.name === "gitlab_issue")!;
      return (issue.inputSchema.properties as { action: { enum: string[] } }).action.enum;
    };
    assert.ok((await issueActions("glpat-write")).includes("create"), "an api token is served the writes");
    const readOnly = await issueActions("glpat-read");
    assert.ok(readOnly.includes("list") && !readOnly.includes("create"), "a read_api token only the reads");
    const headers = { "private-token": "glpat-read" };
    const metaCreate = { name: "gitlab_issue", arguments: { action: "create", params: CREATE.arguments.params } };
    const res = await fetch(rpc("tools/call", metaCreate, { base, headers }));
    assert.equal(res.status, 403);
    const challenge = res.headers.get("www-authenticate") ?? "";
    assert.match(challenge, /^Bearer error="insufficient_scope"/);
    assert.match(challenge, /scope="api"/);
    assert.match(challenge, new RegExp(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`));
    assert.match((await res.json()).error.message, /"issue\.create" writes.*nothing was sent to GitLab/);
    assert.deepEqual(as.gitlab.requests.map((r) => r.path), Array(2).fill("/api/v4/personal_access_tokens/self"));
  }, ["--tool-surface", "meta"]);
});

Deno.test("oauth e2e: expired, unknown and revoked tokens get 401 invalid_token; revoked stops within the TTL", async () => {
  await withOAuthServer(async ({ as, base }) => {
    const tags = await tagFixture();
    as.api = () => tags;
    as.tokens.set("oauth-expired", { scope: ["api"], uid: CLIENT_ID, expiresAt: Date.now() - 1000 });
    as.tokens.set("oauth-good", { scope: ["api"], uid: CLIENT_ID });
    const call = (token: string) =>
      fetch(rpc("tools/call", TAGS, { base, headers: { authorization: `Bearer ${token}` } }));
    for (const token of ["oauth-expired", "made-up"]) {
      const res = await call(token);
      await res.body?.cancel();
      assert.equal(res.status, 401, token);
      assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer error="invalid_token"/);
    }
    const ok = await call("oauth-good");
    await ok.body?.cancel();
    assert.equal(ok.status, 200);
    as.tokens.get("oauth-good")!.revoked = true;
    await new Promise((r) => setTimeout(r, 1200));
    const revoked = await call("oauth-good");
    await revoked.body?.cancel();
    assert.equal(revoked.status, 401, "a revoked token stops once its cache entry is older than the TTL");
  }, ["--oauth-cache-ttl", "1"]);
});

Deno.test("oauth e2e: --oauth-client-uid admits only that application's tokens", async () => {
  await withOAuthServer(async ({ as, base }) => {
    as.tokens.set("oauth-other", { scope: ["api"], uid: "another-app" });
    as.pats.set("glpat-any", { scopes: ["api"], active: true });
    const callers: Record<string, string>[] = [{ authorization: "Bearer oauth-other" }, {
      "private-token": "glpat-any",
    }];
    for (const headers of callers) {
      const res = await fetch(rpc("tools/list", {}, { base, headers }));
      assert.equal(res.status, 401);
      assert.match((await res.json()).error.message, /does not admit|not personal access tokens/);
    }
  }, ["--oauth-client-uid", CLIENT_ID]);
});
