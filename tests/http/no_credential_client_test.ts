/**
 * A client set up without a token, as an OAuth-capable client (mcp-remote, Claude Code) connects by default:
 * the official SDK v2 client with an OAuth provider. It connects and lists, and its first call must show the
 * server's message naming the header to send, never start an OAuth flow this server cannot complete (a 401
 * sent it to discovery and "Dynamic Client Registration rejected (HTTP 404)").
 */
import assert from "node:assert/strict";
import { Client, type OAuthClientProvider, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { handlerFor } from "./support.ts";

/** An OAuth provider holding no tokens that records every step of a flow begun with it. */
function recordingProvider(steps: string[]): OAuthClientProvider {
  return {
    redirectUrl: "http://127.0.0.1:1/callback",
    clientMetadata: { redirect_uris: ["http://127.0.0.1:1/callback"], client_name: "oauth-test" },
    clientInformation: () => undefined,
    saveClientInformation: () => void steps.push("register"),
    tokens: () => undefined,
    saveTokens: () => void steps.push("tokens"),
    redirectToAuthorization: () => void steps.push("redirect"),
    saveCodeVerifier: () => void steps.push("verifier"),
    codeVerifier: () => "verifier",
  } as unknown as OAuthClientProvider;
}

async function withServer(run: (base: string, paths: string[]) => Promise<void>, args: string[] = []) {
  const g = new FakeGitLab();
  const handler = handlerFor(g.url, args);
  const paths: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    paths.push(`${req.method} ${new URL(req.url).pathname}`);
    return handler.fetch(req);
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}`, paths);
    assert.equal(g.requests.length, 0, "nothing reached GitLab");
  } finally {
    await handler.drain(1000);
    await server.shutdown();
    await g.close();
  }
}

async function oauthClient(base: string, steps: string[], modern: boolean): Promise<Client> {
  const client = new Client(
    { name: "oauth-test", version: "1.0.0" },
    modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } as never : {},
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: recordingProvider(steps) }),
  );
  return client;
}

for (const modern of [false, true]) {
  const revision = modern ? "2026-07-28" : "2025-11-25";
  Deno.test(`http: without a token the SDK client with OAuth shows the message naming the header (${revision})`, async () => {
    await withServer(async (base, paths) => {
      const steps: string[] = [];
      const client = await oauthClient(base, steps, modern);
      try {
        assert.ok((await client.listTools()).tools.length > 0, "connected and listed");
        const err = await client.callTool({ name: "gitlab_find_action", arguments: { query: "tags" } }).then(
          () => assert.fail("the call needs a credential"),
          (e: Error) => e,
        );
        assert.match(err.message, /without a GitLab credential: add the header PRIVATE-TOKEN: <your GitLab token>/);
        assert.match(err.message, /Authorization: Bearer <token>/);
        assert.deepEqual(steps, [], "no OAuth step was taken");
        assert.deepEqual(paths.filter((p) => !p.endsWith(" /mcp")), [], "no OAuth discovery or registration");
      } finally {
        await client.close();
      }
    });
  });
}

Deno.test("http: session mode without a token refuses initialize with the same message, no OAuth flow", async () => {
  await withServer(async (base, paths) => {
    const steps: string[] = [];
    const err = await oauthClient(base, steps, false).then(() => assert.fail("initialize needs one"), (e: Error) => e);
    assert.match(err.message, /Cannot use a session without a GitLab credential: add the header PRIVATE-TOKEN/);
    assert.deepEqual(steps, []);
    assert.deepEqual(paths.filter((p) => !p.endsWith(" /mcp")), []);
  }, ["--stateless=false"]);
});
