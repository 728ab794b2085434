/**
 * Protocol edges on the real HTTP server process (stateless, and `--stateless=false`), with raw
 * fetch: list cursors this server never issued, revisions it does not serve, and what
 * `server/discover` advertises. One test per case, so an SDK upgrade that fixes or breaks them is noticed.
 */
import assert from "node:assert/strict";
import { type HttpServerProcess, recordingGitLab, startHttpServer } from "../adversarial/support.ts";

const MODERN = "2026-07-28";
const LEGACY = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
const LISTS = ["tools/list", "prompts/list", "resources/list", "resources/templates/list"];
const BAD_CURSORS: unknown[] = ["garbage", "", 42, null];
const TOKEN = "glpat-protocol-http-0001";
type Msg = Record<string, unknown>;

function envelope(version = MODERN): Msg {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": { name: "raw-http", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
}

/** One POST /mcp; `version` set: a 2026-era request (envelope plus mirrored headers). */
async function post(
  base: string,
  method: string,
  params: Msg,
  opts: { version?: string; session?: string } = {},
): Promise<{ status: number; body: Msg; session: string | null }> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "private-token": TOKEN,
    "mcp-protocol-version": opts.version ?? "2025-11-25",
    ...(opts.version ? { "mcp-method": method } : {}),
    ...(opts.session ? { "mcp-session-id": opts.session } : {}),
  };
  const withMeta = opts.version ? { ...params, _meta: envelope(opts.version) } : params;
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: withMeta }),
  });
  const text = await res.text();
  const sse = text.split("\n").find((l) => l.startsWith("data: "));
  return {
    status: res.status,
    body: JSON.parse(sse ? sse.slice(6) : text),
    session: res.headers.get("mcp-session-id"),
  };
}

async function withServer(args: string[], fn: (base: string) => Promise<void>): Promise<void> {
  const gitlab = recordingGitLab();
  let server: HttpServerProcess | undefined;
  try {
    server = await startHttpServer(gitlab.url, args);
    await fn(server.base);
    assert.equal(gitlab.requests.length, 0, "nothing here reaches GitLab");
  } finally {
    await server?.stop();
    await gitlab.close();
  }
}

function initialize(base: string, version: string) {
  return post(base, "initialize", {
    protocolVersion: version,
    capabilities: {},
    clientInfo: { name: "raw-http", version: "1.0.0" },
  });
}

function assertCursorRefused(reply: { status: number; body: Msg }, method: string): void {
  const error = reply.body.error as Msg | undefined;
  assert.equal(error?.code, -32602, `${method}: ${JSON.stringify(reply.body).slice(0, 300)}`);
  assert.equal(reply.status, 200, "an in-band JSON-RPC error, as the SDK answers invalid params");
  assert.match(String(error.message), /^Invalid params: Cannot list with cursor .*not one this server issued/);
  assert.match(String(error.message), /without a cursor/);
}

Deno.test("http protocol: a list cursor this server never issued is -32602 (stateless, both eras)", async () => {
  await withServer([], async (base) => {
    for (const method of LISTS) {
      for (const cursor of BAD_CURSORS) {
        assertCursorRefused(await post(base, method, { cursor }, { version: MODERN }), method);
      }
      assertCursorRefused(await post(base, method, { cursor: "garbage" }), method);
      const listed = await post(base, method, {}, { version: MODERN });
      assert.ok(listed.body.result, `${method} without a cursor lists`);
      assert.equal((listed.body.result as Msg).nextCursor, undefined, `${method} does not paginate`);
    }
  });
});

Deno.test("http protocol: a list cursor this server never issued is -32602 in a --stateless=false session", async () => {
  await withServer(["--stateless=false"], async (base) => {
    const init = await initialize(base, "2025-11-25");
    assert.ok(init.session, JSON.stringify(init.body));
    for (const method of LISTS) {
      assertCursorRefused(await post(base, method, { cursor: "garbage" }, { session: init.session! }), method);
    }
    assert.ok((await post(base, "tools/list", {}, { session: init.session! })).body.result);
  });
});

Deno.test("http protocol: a revision the deployment does not serve is -32022 with supported and requested", async () => {
  await withServer([], async (base) => {
    const reply = await post(base, "tools/list", {}, { version: "2099-01-01" });
    assert.equal(reply.status, 400);
    assert.equal((reply.body.error as Msg)?.code, -32022);
    assert.deepEqual((reply.body.error as Msg).data, { supported: [MODERN], requested: "2099-01-01" });
  });
});

Deno.test("http protocol: stateless server/discover lists every revision served, each negotiable", async () => {
  await withServer([], async (base) => {
    const reply = await post(base, "server/discover", {}, { version: MODERN });
    const advertised = (reply.body.result as Msg)?.supportedVersions as string[];
    assert.deepEqual(advertised, [MODERN, ...LEGACY], JSON.stringify(reply.body).slice(0, 300));
    for (const version of LEGACY) {
      const init = await initialize(base, version);
      assert.equal((init.body.result as Msg)?.protocolVersion, version, "initialize negotiates what discover lists");
    }
    const older = await initialize(base, "2024-10-07");
    assert.equal((older.body.result as Msg)?.protocolVersion, LEGACY[0], "a revision discover does not list");
  });
});

Deno.test("http protocol: --stateless=false answers server/discover -32022 naming exactly the revisions it negotiates", async () => {
  await withServer(["--stateless=false"], async (base) => {
    const reply = await post(base, "server/discover", {}, { version: MODERN });
    assert.equal(reply.status, 400);
    assert.equal((reply.body.error as Msg)?.code, -32022);
    assert.deepEqual((reply.body.error as Msg).data, { supported: LEGACY, requested: MODERN });
    for (const version of [...LEGACY, "2024-10-07"]) {
      const init = await initialize(base, version);
      const expected = LEGACY.includes(version) ? version : LEGACY[0];
      assert.equal((init.body.result as Msg)?.protocolVersion, expected, `initialize at ${version}`);
    }
  });
});
