/** The HTTP handler tested with Request objects: no sockets but the fake GitLab's. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { BASE, handlerFor, message, rpc } from "./support.ts";

const TAG_LIST = {
  name: "gitlab_execute_action",
  arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
};

async function withGitLab(fn: (g: FakeGitLab) => Promise<void>) {
  const g = new FakeGitLab();
  try {
    await fn(g);
  } finally {
    await g.close();
  }
}

Deno.test("http: /health reports status, version and a config digest without secrets", async () => {
  const h = handlerFor("http://127.0.0.1:9", [], {
    GITLAB_TOKEN: "glpat-never-shown",
    GITLAB_MCP_STATE_KEY: btoa("k".repeat(32)),
  });
  const res = await h.fetch(new Request(`${BASE}/health`));
  assert.equal(res.status, 200);
  const text = await res.text();
  const body = JSON.parse(text);
  assert.equal(body.status, "ok");
  assert.equal(typeof body.config.digest, "string");
  assert.equal(body.config.auth_mode, "legacy", "replicas can tell a legacy deployment from an oauth one");
  assert(!text.includes("glpat-never-shown") && !text.includes(btoa("k".repeat(32))));
  await h.drain(100);
  const after = await h.fetch(new Request(`${BASE}/health`));
  assert.equal(after.status, 503);
  assert.equal((await after.json()).status, "draining");
  assert.equal((await h.fetch(rpc("tools/list"))).status, 503);
});

Deno.test("http: stateless GET and DELETE on /mcp answer 405 with Allow: POST; unknown paths 404", async () => {
  const h = handlerFor("http://127.0.0.1:9");
  for (const method of ["GET", "DELETE"]) {
    const res = await h.fetch(new Request(`${BASE}/mcp`, { method }));
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "POST");
    await res.body?.cancel();
  }
  assert.equal((await h.fetch(new Request(`${BASE}/other`))).status, 404);
});

Deno.test("http: both credential headers reach GitLab as the caller's own; GITLAB_TOKEN never does", async () => {
  await withGitLab(async (g) => {
    const fx = await loadFixture("tag.list");
    g.expect(...fx.exchanges, ...fx.exchanges);
    const h = handlerFor(g.url, [], { GITLAB_TOKEN: "glpat-operator" });
    const a = await message(
      await h.fetch(rpc("tools/call", TAG_LIST, { headers: { "private-token": "glpat-alice" } })),
    );
    const b = await message(
      await h.fetch(rpc("tools/call", TAG_LIST, { modern: true, headers: { authorization: "Bearer oauth-bob" } })),
    );
    assert(!(a.result as { isError?: boolean }).isError && !(b.result as { isError?: boolean }).isError);
    g.assertDone();
    assert.equal(g.requests[0]!.headers.get("private-token"), "glpat-alice");
    assert.equal(g.requests[1]!.headers.get("authorization"), "Bearer oauth-bob");
    assert(!g.requests.some((r) => r.headers.get("private-token") === "glpat-operator"));
  });
});

Deno.test("http: calls without a credential get a JSON-RPC error naming the header, no 401 or challenge; listing works; query tokens are refused", async () => {
  await withGitLab(async (g) => {
    const h = handlerFor(g.url, [], { GITLAB_TOKEN: "glpat-operator" });
    for (
      const [method, params] of [["tools/call", TAG_LIST], ["prompts/get", { name: "review_mr" }], ["resources/read", {
        uri: "gitlab://user/current",
      }]] as const
    ) {
      const res = await h.fetch(rpc(method, params));
      assert.equal(res.status, 200, method);
      assert.equal(res.headers.get("www-authenticate"), null, method);
      assert.match(
        ((await res.json()).error as { message: string }).message,
        /PRIVATE-TOKEN: <your GitLab token> \(or Authorization: Bearer <token>\)/,
      );
    }
    const list = await h.fetch(rpc("tools/list", {}, { modern: true }));
    assert.equal(list.status, 200);
    const q = await h.fetch(new Request(`${BASE}/mcp?private_token=glpat-x`, { method: "POST", body: "{}" }));
    assert.equal(q.status, 400);
    assert.match((await q.json()).error.message, /query string \("private_token"\)/);
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("http: malformed input gets the right JSON-RPC error and status, never a crash", async () => {
  const h = handlerFor("http://127.0.0.1:9");
  const post = (body: string, headers: Record<string, string> = {}) =>
    h.fetch(
      new Request(`${BASE}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body,
      }),
    );
  const bad = await post("{not json");
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).error.code, -32700);
  const batch = await post(JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "ping" }]));
  assert.equal(batch.status, 400);
  assert.equal((await batch.json()).error.code, -32600);
  const big = await post(
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { x: "y".repeat(5 * 1024 * 1024) } }),
  );
  assert.equal(big.status, 413);
  const unknownLegacy = await message(await h.fetch(rpc("no/such_method", {})));
  assert.equal((unknownLegacy.error as { code: number }).code, -32601);
  const unknownModern = await h.fetch(rpc("no/such_method", {}, { modern: true }));
  assert.equal(unknownModern.status, 404);
  assert.equal(((await message(unknownModern)).error as { code: number }).code, -32601);
});

Deno.test("http: Origin and Host are checked (DNS rebinding)", async () => {
  const h = handlerFor("http://127.0.0.1:9", ["--trusted-origins", "https://app.example.com"]);
  const evil = await h.fetch(rpc("tools/list", {}, { modern: true, headers: { origin: "https://evil.example" } }));
  assert.equal(evil.status, 403);
  assert.equal((await evil.json()).jsonrpc, "2.0");
  assert.equal(
    (await h.fetch(rpc("tools/list", {}, { modern: true, headers: { origin: "https://app.example.com" } }))).status,
    200,
  );
  assert.equal(
    (await h.fetch(rpc("tools/list", {}, { modern: true, headers: { origin: "http://localhost:3000" } }))).status,
    200,
  );
  const host = await h.fetch(rpc("tools/list", {}, { modern: true, base: "http://evil.example:8080" }));
  assert.equal(host.status, 403);
  await host.body?.cancel();
});

Deno.test("http: 2026-07-28 header mismatch is -32020 and server/discover answers with resultType", async () => {
  const h = handlerFor("http://127.0.0.1:9");
  const mismatch = await h.fetch(rpc("tools/list", {}, { modern: true, headers: { "mcp-method": "prompts/list" } }));
  assert.equal(mismatch.status, 400);
  assert.equal(((await message(mismatch)).error as { code: number }).code, -32020);
  const discover = await message(await h.fetch(rpc("server/discover", {}, { modern: true })));
  const result = discover.result as Record<string, unknown>;
  assert((result.supportedVersions as string[]).includes("2026-07-28"));
  assert.equal(result.resultType, "complete");
});

Deno.test("http: a stateless legacy client cannot be asked: wizards fall back, destructive actions need confirm", async () => {
  await withGitLab(async (g) => {
    const h = handlerFor(g.url, ["--tool-surface", "meta"]);
    const auth = { headers: { "private-token": "glpat-alice" } };
    const wizard = await message(
      await h.fetch(
        rpc("tools/call", { name: "gitlab_interactive_issue_create", arguments: { project_id: "a/b" } }, auth),
      ),
    );
    const w = wizard.result as { isError: boolean; content: Array<{ text: string }> };
    assert.equal(w.isError, true);
    assert.match(w.content[0]!.text, /sessionless HTTP.*--stateless=false.*gitlab_issue \{"action":"create"/);
    const del = await message(
      await h.fetch(
        rpc("tools/call", {
          name: "gitlab_tag",
          arguments: { action: "delete", params: { project_id: "a/b", tag_name: "v1" } },
        }, auth),
      ),
    );
    assert.match((del.result as { content: Array<{ text: string }> }).content[0]!.text, /"confirm": true/);
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("http: 2026-07-28 wizards ask through input_required on stateless HTTP", async () => {
  const h = handlerFor("http://127.0.0.1:9");
  const r = await message(
    await h.fetch(
      rpc("tools/call", {
        name: "gitlab_execute_action",
        arguments: { action: "interactive.issue_create", params: { project_id: "a/b" } },
      }, {
        modern: true,
        caps: { elicitation: {} },
        headers: { "private-token": "glpat-alice" },
      }),
    ),
  );
  const result = r.result as Record<string, unknown>;
  assert.equal(result.resultType, "input_required");
  assert.deepEqual(Object.keys(result.inputRequests as object), ["title"]);
  assert.equal(typeof result.requestState, "string");
});

Deno.test("http: the rate limit is per credential: one caller's burst does not throttle another", async () => {
  await withGitLab(async (g) => {
    const h = handlerFor(g.url, ["--rate-limit-rps", "0.001", "--rate-limit-burst", "2"]);
    const call = (token: string) =>
      h.fetch(
        rpc("tools/call", { name: "gitlab_find_action", arguments: { query: "tag" } }, {
          headers: { "private-token": token },
        }),
      ).then(message);
    const texts = [];
    for (let i = 0; i < 3; i++) {
      texts.push((await call("glpat-alice")).result as { isError?: boolean; content: Array<{ text: string }> });
    }
    assert.equal(texts[0]!.isError, undefined);
    assert.equal(texts[2]!.isError, true);
    assert.match(texts[2]!.content[0]!.text, /rate limit for this credential is reached.*Wait/);
    const bob = (await call("glpat-bob")).result as { isError?: boolean };
    assert.equal(bob.isError, undefined);
  });
});

Deno.test("http: the in-flight cap answers excess calls 'server busy'", async () => {
  await withGitLab(async (g) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => release = r);
    const fx = await loadFixture("tag.list");
    g.fallback = async () => {
      await gate;
      return fx.exchanges[0]!.response;
    };
    const h = handlerFor(g.url, ["--max-inflight", "1"]);
    const auth = { headers: { "private-token": "glpat-alice" } };
    const first = h.fetch(rpc("tools/call", TAG_LIST, auth)).then(message);
    while (g.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    const second = (await message(await h.fetch(rpc("tools/call", TAG_LIST, { ...auth, id: 2 })))).result as {
      isError: boolean;
      content: Array<{ text: string }>;
    };
    assert.equal(second.isError, true);
    assert.match(second.content[0]!.text, /server is busy/);
    release();
    assert.notEqual(((await first).result as { isError?: boolean }).isError, true);
  });
});

Deno.test("http: closing the response stream cancels the in-flight GitLab call (2026-07-28)", async () => {
  await withGitLab(async (g) => {
    let reached!: () => void;
    const seen = new Promise<void>((r) => reached = r);
    const cancelled = new Promise<boolean>((resolve) => {
      g.fallback = (rec) =>
        new Promise((done) => {
          reached();
          const timer = setTimeout(() => (resolve(false), done({ status: 200, body: [] })), 5000);
          rec.signal.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve(true);
            done({ status: 599 });
          });
        });
    });
    const h = handlerFor(g.url);
    const ctl = new AbortController();
    const pending = h.fetch(
      rpc("tools/call", TAG_LIST, { modern: true, headers: { "private-token": "glpat-alice" }, signal: ctl.signal }),
    );
    await seen;
    ctl.abort();
    assert.equal(await cancelled, true, "GitLab saw the call cancelled");
    const res = await pending.catch(() => undefined);
    await res?.body?.cancel().catch(() => {});
  });
});

Deno.test("http: on 2026-07-28 a header mismatch is answered -32020 before the credential check", async () => {
  const h = handlerFor("http://127.0.0.1:9");
  const call = { name: "gitlab_find_action", arguments: { query: "tag" } };
  const missingName = await h.fetch(rpc("tools/call", call, { modern: true, headers: { "mcp-name": "" } }));
  assert.equal(missingName.status, 400);
  assert.equal(((await message(missingName)).error as { code: number }).code, -32020);
  const other = await h.fetch(
    rpc("tools/call", call, { modern: true, headers: { "mcp-name": "gitlab_execute_action" } }),
  );
  assert.equal(other.status, 400);
  await other.body?.cancel();
  const spaced = await h.fetch(
    rpc("tools/call", call, { modern: true, headers: { "mcp-name": "  gitlab_find_action  " } }),
  );
  assert.equal(((await message(spaced)).error as { code: number }).code, -32001, "well-formed headers, no credential");
});
