/**
 * Issue 10 §3: whether a request needs a GitLab credential is decided from the JSON-RPC body alone, and
 * Mcp-Method/Mcp-Name headers that disagree with the body are refused (400, -32020) in every protocol era.
 * Raw fetch against the real `--http` server process; the recording GitLab must receive nothing for a call
 * that carries no credential.
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";

const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

type Target = { method: string; params: Record<string, unknown>; name: string };

/** The three methods that act on GitLab with the caller's credential, each with a body that would call GitLab. */
const TARGETS: Target[] = [
  {
    method: "tools/call",
    params: { name: "gitlab_execute_action", arguments: { action: "user.current", params: {} } },
    name: "gitlab_execute_action",
  },
  { method: "prompts/get", params: { name: "my_open_mrs", arguments: {} }, name: "my_open_mrs" },
  { method: "resources/read", params: { uri: "gitlab://user/current" }, name: "gitlab://user/current" },
];

function b64(text: string): string {
  return `=?base64?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`;
}

function meta() {
  return {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": { name: "gate-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
}

/** One raw POST /mcp: `modern` adds the per-request envelope; `headers` are sent exactly as given. */
function post(
  base: string,
  t: Target,
  opts: { modern: boolean; headers: Record<string, string> },
): Promise<Response> {
  const params = opts.modern ? { ...t.params, _meta: meta() } : t.params;
  return fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": opts.modern ? MODERN : LEGACY,
      ...opts.headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: t.method, params }),
  });
}

async function errorOf(res: Response): Promise<{ code: number; message: string }> {
  const text = await res.text();
  const line = text.split("\n").find((l) => l.startsWith("data: "));
  const msg = JSON.parse(line ? line.slice(6) : text);
  return msg.error;
}

async function withServer(fn: (base: string, gitlab: ReturnType<typeof recordingGitLab>) => Promise<void>) {
  const gitlab = recordingGitLab(() => ({ status: 200, body: { id: 1, username: "someone" } }));
  const server = await startHttpServer(gitlab.url);
  try {
    await fn(server.base, gitlab);
  } finally {
    await server.stop();
    await gitlab.close();
  }
}

/** Header sets that disagree with each target's body, named for the failure message. */
function mismatches(t: Target): [string, boolean, Record<string, string>][] {
  const other = t.method === "tools/call" ? "tools/list" : "tools/call";
  return [
    ["legacy + mismatched Mcp-Method", false, { "mcp-method": other }],
    ["legacy + mismatched Mcp-Name", false, { "mcp-method": t.method, "mcp-name": "something-else" }],
    ["legacy + Mcp-Name only, mismatched", false, { "mcp-name": "something-else" }],
    ["modern + mismatched Mcp-Method", true, { "mcp-method": other, "mcp-name": t.name }],
    ["modern + mismatched Mcp-Name", true, { "mcp-method": t.method, "mcp-name": "something-else" }],
    ["modern + base64 Mcp-Name not matching", true, { "mcp-method": t.method, "mcp-name": b64("something-else") }],
    ["legacy + base64 Mcp-Name not matching", false, { "mcp-method": t.method, "mcp-name": b64("something-else") }],
    ["modern + invalid base64 Mcp-Name", true, { "mcp-method": t.method, "mcp-name": "=?base64?%%%?=" }],
    ["modern + non-ASCII Mcp-Name", true, { "mcp-method": t.method, "mcp-name": `${t.name}\u00e9` }],
  ];
}

Deno.test("credential gate: headers that disagree with the body are refused 400/-32020, GitLab gets nothing", async () => {
  await withServer(async (base, gitlab) => {
    for (const t of TARGETS) {
      for (const [label, modern, headers] of mismatches(t)) {
        for (const cred of [{}, { "private-token": "glpat-gate-0001" }] as Record<string, string>[]) {
          const res = await post(base, t, { modern, headers: { ...headers, ...cred } });
          const what = `${t.method}: ${label}${"private-token" in cred ? " (with credential)" : ""}`;
          const err = await errorOf(res);
          assert.equal(gitlab.requests.length, 0, `${what}: GitLab received a request`);
          assert.equal(res.status, 400, what);
          assert.equal(err.code, -32020, what);
          assert.match(err.message, /^Cannot serve|[Hh]eader/, what);
        }
      }
    }
    assert.equal(gitlab.requests.length, 0, "GitLab received a request for a refused call");
  });
});

Deno.test("credential gate: without a credential every body-named GitLab call is refused (200, -32001, no challenge), however the headers look", async () => {
  await withServer(async (base, gitlab) => {
    for (const t of TARGETS) {
      const cases: [string, boolean, Record<string, string>][] = [
        ["legacy, no mirror headers", false, {}],
        ["legacy, matching headers", false, { "mcp-method": t.method, "mcp-name": t.name }],
        ["legacy, base64 Mcp-Name matching", false, { "mcp-method": t.method, "mcp-name": b64(t.name) }],
        ["modern, matching headers", true, { "mcp-method": t.method, "mcp-name": t.name }],
        ["modern, base64 Mcp-Name matching", true, { "mcp-method": t.method, "mcp-name": b64(t.name) }],
        ["modern, no mirror headers", true, {}],
        ["modern, no Mcp-Name", true, { "mcp-method": t.method }],
      ];
      for (const [label, modern, headers] of cases) {
        const res = await post(base, t, { modern, headers });
        const what = `${t.method}: ${label}`;
        assert.equal(gitlab.requests.length, 0, `${what}: GitLab received an anonymous request`);
        if (modern && !("mcp-name" in headers)) {
          // 2026-07-28 requires Mcp-Name: refused as a header mismatch before the credential is looked at.
          assert.equal(res.status, 400, what);
          assert.equal((await errorOf(res)).code, -32020, what);
          continue;
        }
        // Not 401: OAuth-capable clients would start an OAuth flow this server has no part in (auth_refusals.ts).
        assert.equal(res.status, 200, what);
        assert.equal(res.headers.get("www-authenticate"), null, `${what}: no OAuth is advertised`);
        const err = await errorOf(res);
        assert.match(err.message, /PRIVATE-TOKEN: <your GitLab token> \(or Authorization: Bearer <token>\)/, what);
      }
    }
    assert.equal(gitlab.requests.length, 0, "GitLab received an anonymous request");
  });
});

Deno.test("credential gate: with a credential, matching (plain or base64) headers are served and GitLab sees the token", async () => {
  await withServer(async (base, gitlab) => {
    const t = TARGETS[0]!;
    const cases: [boolean, Record<string, string>][] = [
      [false, {}],
      [false, { "mcp-method": t.method, "mcp-name": b64(t.name) }],
      [true, { "mcp-method": t.method, "mcp-name": t.name }],
      [true, { "mcp-method": t.method, "mcp-name": b64(t.name) }],
    ];
    for (const [i, [modern, headers]] of cases.entries()) {
      const res = await post(base, t, { modern, headers: { ...headers, "private-token": "glpat-gate-0002" } });
      const what = `${modern ? "modern" : "legacy"} ${JSON.stringify(headers)}`;
      assert.equal(res.status, 200, what);
      const text = await res.text();
      assert.match(text, /someone/, what);
      assert.equal(gitlab.requests.length, i + 1, what);
    }
    assert.equal(gitlab.requests.length, cases.length);
    assert(gitlab.requests.every((r) => r.headers.get("private-token") === "glpat-gate-0002"));
    // Modern and credentialed but missing the required Mcp-Name: still refused, still nothing sent.
    const missing = await post(base, t, {
      modern: true,
      headers: { "mcp-method": t.method, "private-token": "x-1234" },
    });
    assert.equal(missing.status, 400);
    assert.equal((await errorOf(missing)).code, -32020);
    assert.equal(gitlab.requests.length, cases.length);
  });
});
