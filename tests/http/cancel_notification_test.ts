/**
 * On sessionless HTTP the official SDK client on a 2025-era revision (like SDK v1 and mcp-remote) cancels a call
 * with a later POST carrying `notifications/cancelled`, keeping the call's own connection open. The named call
 * must stop: the fake GitLab sees its request aborted, the --max-inflight slot comes back, and the log says
 * "cancelled". Another credential naming the same id cancels nothing.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { FakeGitLab, type Recorded } from "../support/fake_gitlab.ts";
import { setLogLevel, setLogSink } from "../../src/log/mod.ts";
import { handlerFor, rpc } from "./support.ts";

const HOLD_MS = 10_000;
const CANCEL_WITHIN_MS = 2_000;
const TAGS = { name: "gitlab_execute_action", arguments: { action: "tag.list", params: { project_id: "g/p" } } };

/** A fake GitLab that holds calls (until dropped, or HOLD_MS) while `holding`, else lists one tag. */
function holdingGitLab(): FakeGitLab & { holding: boolean } {
  const g = Object.assign(new FakeGitLab(), { holding: true });
  g.fallback = (req: Recorded) => {
    if (!g.holding) return { status: 200, body: [{ name: "v1.0.0" }] };
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ status: 500, body: {} }), HOLD_MS);
      req.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve({ status: 500, body: {} });
      });
    });
  };
  return g;
}

async function until(test: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    if (test()) return true;
  }
  return test();
}

/** The official client (2025-11-25, sessionless) with a PRIVATE-TOKEN; `ids` collects the tools/call ids it sends. */
async function officialClient(base: string, token: string, ids: unknown[]): Promise<Client> {
  const fetchSpy: typeof fetch = (input, init) => {
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    if (body?.method === "tools/call") ids.push(body.id);
    return fetch(input, init);
  };
  const client = new Client({ name: "cancel-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { "private-token": token } },
      fetch: fetchSpy,
    }),
  );
  return client;
}

/** A notifications/cancelled POST as another caller would send it. */
async function cancelAs(base: string, token: string, requestId: unknown): Promise<number> {
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
      "private-token": token,
    },
    body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId } }),
  });
  await res.body?.cancel();
  return res.status;
}

Deno.test("http: the official client's notifications/cancelled stops its own sessionless call, another caller's does not", async () => {
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  setLogLevel("info");
  const g = holdingGitLab();
  const handler = handlerFor(g.url, ["--max-inflight", "1"]);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => handler.fetch(req));
  const base = `http://127.0.0.1:${server.addr.port}`;
  const ids: unknown[] = [];
  const client = await officialClient(base, "glpat-cancel-owner-0001", ids);
  try {
    const caller = new AbortController();
    const call = client.callTool(TAGS, { signal: caller.signal });
    call.catch(() => {});
    assert.ok(await until(() => g.requests.length === 1, 10_000), "the call reached GitLab");
    const upstream = g.requests[0]!.signal;
    assert.equal(await cancelAs(base, "glpat-someone-else-0002", ids[0]), 202);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(upstream.aborted, false, "another credential's cancel with the same id changes nothing");
    caller.abort("user pressed stop");
    await assert.rejects(call);
    assert.ok(await until(() => upstream.aborted, CANCEL_WITHIN_MS), "GitLab's request was dropped");
    g.holding = false;
    const next = await client.callTool(TAGS);
    assert.match(JSON.stringify(next), /v1\.0\.0/, "the in-flight slot came back: the next call is served");
    assert.ok(lines.some((l) => /"msg":"tool call".*"outcome":"cancelled"/.test(l)), "logged as cancelled");
  } finally {
    restore();
    setLogLevel("info");
    await client.close();
    await handler.drain(1000);
    await server.shutdown();
    await g.close();
  }
});

Deno.test("http: a cancelled call is logged once, as the call's line with outcome cancelled", async () => {
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  setLogLevel("info");
  const g = holdingGitLab();
  const handler = handlerFor(g.url);
  try {
    const leaving = new AbortController();
    const req = rpc("tools/call", TAGS, {
      headers: { "private-token": "glpat-cancel-log-0001" },
      signal: leaving.signal,
    });
    const res = await handler.fetch(req);
    assert.ok(await until(() => g.requests.length === 1, 10_000), "the call reached GitLab");
    leaving.abort();
    await res.body?.cancel().catch(() => {});
    assert.ok(await until(() => lines.some((l) => /cancel/i.test(l)), CANCEL_WITHIN_MS), "the cancel is logged");
    await new Promise((r) => setTimeout(r, 200));
    const cancels = lines.filter((l) => /cancel/i.test(l));
    assert.equal(cancels.length, 1, `one line:\n${cancels.join("\n")}`);
    assert.match(cancels[0]!, /"level":"info","msg":"tool call","action":"tag\.list".*"outcome":"cancelled"/);
  } finally {
    restore();
    await handler.drain(1000);
    await g.close();
  }
});
