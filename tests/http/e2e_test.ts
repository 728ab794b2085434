/**
 * The real entry point serving HTTP under `--allow-net=127.0.0.1 --allow-env`,
 * driven by the official client and by raw fetch.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { assertJsonLines, textOf } from "../support/harness.ts";
import { message, rpc } from "./support.ts";
import { startHttpServer } from "../adversarial/support.ts";

function client(base: string, token: string, modern: boolean, elicit?: (req: never) => unknown) {
  const c = new Client({ name: "e2e-http", version: "1.0.0" }, {
    capabilities: elicit ? { elicitation: { form: {} } } : {},
    ...(modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {}),
  } as never);
  if (elicit) c.setRequestHandler("elicitation/create", elicit as never);
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { "private-token": token } },
  });
  return { c, transport };
}

Deno.test("http e2e: stateless serves a 2025-11-25 client and a 2026-07-28 client with their own tokens", async () => {
  const g = new FakeGitLab();
  const fx = await loadFixture("tag.list");
  g.expect(...fx.exchanges, ...fx.exchanges);
  const srv = await startHttpServer(g.url);
  try {
    for (const [modern, token] of [[false, "glpat-legacy"], [true, "glpat-modern"]] as const) {
      const { c, transport } = client(srv.base, token, modern);
      await c.connect(transport);
      const tools = (await c.listTools()).tools.map((t) => t.name);
      assert.deepEqual(tools.sort(), ["gitlab_execute_action", "gitlab_find_action"]);
      const r = await c.callTool({
        name: "gitlab_execute_action",
        arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
      });
      assert(!r.isError, textOf(r));
      await c.close();
    }
    g.assertDone();
    assert.deepEqual(g.requests.map((r) => r.headers.get("private-token")), ["glpat-legacy", "glpat-modern"]);
  } finally {
    await srv.stop();
    await g.close();
  }
});

Deno.test("http e2e: --stateless=false serves legacy sessions with synchronous elicitation and refuses 2026-07-28 with -32022", async () => {
  const g = new FakeGitLab();
  const fx = await loadFixture("issue.create");
  g.expect({
    request: { method: "POST", path: "/api/v4/projects/my-group%2Fmy-project/issues", body: { title: "Via session" } },
    response: fx.exchanges[0]!.response,
  });
  const srv = await startHttpServer(g.url, ["--stateless=false", "--tool-surface", "meta"]);
  try {
    const answers: Record<string, unknown> = { title: "Via session", confirm: true };
    const { c, transport } = client(
      srv.base,
      "glpat-session",
      false,
      (req: { params: { requestedSchema: { properties: object } } }) => {
        const key = Object.keys(req.params.requestedSchema.properties)[0]!;
        return key in answers ? { action: "accept", content: { [key]: answers[key] } } : { action: "decline" };
      },
    );
    await c.connect(transport);
    const r = await c.callTool({
      name: "gitlab_interactive_issue_create",
      arguments: { project_id: "my-group/my-project" },
    });
    assert(!r.isError, textOf(r));
    g.assertDone();
    await c.close();
    const modern = await fetch(rpc("tools/list", {}, { modern: true, base: srv.base }));
    assert.equal(modern.status, 400);
    const err = (await modern.json()).error;
    assert.equal(err.code, -32022);
    assert.deepEqual(err.data.supported, ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]);
    assert.equal(err.data.requested, "2026-07-28");
  } finally {
    await srv.stop();
    await g.close();
  }
});

Deno.test(
  "http e2e: SIGTERM drains: /health turns 503, the call in flight completes, the process exits 0",
  // Windows has no SIGTERM: Deno's kill() there ends the process at once (exit 1), so no drain to observe.
  { ignore: Deno.build.os === "windows" },
  async () => {
    const g = new FakeGitLab();
    const fx = await loadFixture("tag.list");
    let release!: () => void;
    const held = new Promise<void>((r) => release = r);
    let reached!: () => void;
    const seen = new Promise<void>((r) => reached = r);
    g.fallback = async () => {
      reached();
      await held;
      return fx.exchanges[0]!.response;
    };
    const srv = await startHttpServer(g.url);
    try {
      const call = fetch(
        rpc("tools/call", {
          name: "gitlab_execute_action",
          arguments: { action: "tag.list", params: { project_id: "my-group/my-project" } },
        }, {
          modern: true,
          base: srv.base,
          headers: { "private-token": "glpat-drain" },
        }),
      );
      await seen;
      srv.child.kill("SIGTERM");
      let health = 0;
      for (let i = 0; i < 100 && health !== 503; i++) {
        health = await fetch(`${srv.base}/health`).then(async (r) => (await r.body?.cancel(), r.status)).catch(() => 0);
        if (health !== 503) await new Promise((r) => setTimeout(r, 20));
      }
      assert.equal(health, 503);
      release();
      const res = await call;
      assert.equal(res.status, 200);
      const msg = await message(res);
      assert.notEqual((msg.result as { isError?: boolean }).isError, true);
      assert.equal((await srv.child.status).code, 0);
    } finally {
      await srv.stop();
      await g.close();
    }
  },
);

// On a FRESH connection: a pooled one let Deno see the disconnect early and hid that 2026-07-28 calls were not cancelled.
Deno.test("http e2e: a client that disconnects cancels its GitLab call; stderr holds only JSON log lines", async () => {
  const g = new FakeGitLab();
  let reached!: (signal: AbortSignal) => void;
  const seen = new Promise<AbortSignal>((r) => reached = r);
  g.fallback = (req) => {
    reached(req.signal);
    return new Promise((resolve) => req.signal.addEventListener("abort", () => resolve({ status: 500 })));
  };
  const srv = await startHttpServer(g.url, [], { stderr: true });
  const caller = new AbortController();
  const client = Deno.createHttpClient({});
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const call = fetch(
      rpc("tools/call", {
        name: "gitlab_execute_action",
        arguments: { action: "tag.list", params: { project_id: "my-group/my-project" } },
      }, { modern: true, base: srv.base, headers: { "private-token": "glpat-gone" } }),
      { signal: caller.signal, client },
    ).catch(() => undefined);
    const upstream = await seen;
    caller.abort();
    await call;
    const cancelled = await Promise.race([
      new Promise<boolean>((r) => upstream.aborted ? r(true) : upstream.addEventListener("abort", () => r(true))),
      new Promise<boolean>((r) => timer = setTimeout(() => r(false), 5000)),
    ]);
    assert.equal(cancelled, true, "the server dropped its GitLab call when the client went away");
  } finally {
    clearTimeout(timer);
    client.close();
    await srv.stop();
    await g.close();
  }
  assertJsonLines(srv.stderr());
});
