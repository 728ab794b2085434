/**
 * What an operator reads, against the real HTTP process: GET /metrics (--metrics, on the MCP address or on
 * --metrics-addr) in Prometheus text format whose labels carry no token, user name or free text; one audit line per
 * write on stderr naming the user the credential's check learned; /ready only once GitLab answered.
 * The fake GitLab's answers are hand-written after the Users and Issues API docs (doc/api/users.md "Get the current
 * user", doc/api/issues.md "New issue": the fields read here only).
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "../adversarial/support.ts";
import { freePort, message, rpc } from "./support.ts";

const TOKEN = "glpat-operator-secret-0001";
const USER = "grace-operator";
const FREE_TEXT = "please list the merge requests of Grace";

function gitlab() {
  const g = recordingGitLab((req) =>
    req.method === "POST"
      ? { status: 201, body: { id: 900, iid: 12, title: "Audited", web_url: "http://gitlab.example/x/-/issues/12" } }
      : { status: 200, body: { id: 77, username: USER } }
  );
  g.credentialCheck = () => ({ status: 200, body: { id: 77, username: USER } });
  return g;
}

const callTool = (base: string, args: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(rpc("tools/call", args, { modern: true, base, headers: { "private-token": TOKEN, ...headers } }));

/** The label values of every sample line of an exposition. */
function labelValues(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.includes("{")) continue;
    for (const [, name, value] of line.slice(line.indexOf("{")).matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (!out.has(name!)) out.set(name!, new Set());
      out.get(name!)!.add(value!);
    }
  }
  return out;
}

const ALLOWED: Record<string, RegExp> = {
  method: /^([a-z]+(\/[a-zA-Z]+)*|other|(GET|POST|DELETE|OTHER) \/(mcp|health|ready|metrics|other))$/,
  status: /^(\d{3}|error)$/,
  action: /^[a-z_]+\.[a-z_]+$/,
  outcome: /^(ok|error|cancelled|refused)$/,
  reason: /^(missing_credential|rejected_credential|paced_credential|rate_limited|overloaded|draining|origin)$/,
  le: /^(\d+(\.\d+)?|\+Inf)$/,
};

Deno.test("metrics: /metrics counts requests, tool calls, GitLab calls and refusals, with no caller text in labels", async () => {
  const g = gitlab();
  const server = await startHttpServer(g.url, ["--metrics"]);
  try {
    const base = server.base;
    await (await callTool(base, { name: "gitlab_execute_action", arguments: { action: "user.current", params: {} } }))
      .body?.cancel();
    await (await callTool(base, { name: "gitlab_find_action", arguments: { query: FREE_TEXT } })).body?.cancel();
    const unknown = { action: `issue.${TOKEN}`, params: { title: FREE_TEXT } };
    await (await callTool(base, { name: "gitlab_execute_action", arguments: unknown })).body?.cancel();
    await (await fetch(rpc(`x/${TOKEN}`, {}, { base, headers: { "private-token": TOKEN } }))).body?.cancel();
    await (await fetch(rpc("tools/call", { name: "gitlab_execute_action", arguments: {} }, { base }))).body?.cancel();
    const res = await fetch(`${base}/metrics`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    assert.match(text, /gitlab_mcp_http_requests_total\{method="tools\/call",status="200"\} [1-9]/);
    assert.match(text, /gitlab_mcp_tool_calls_total\{action="user\.current",outcome="ok"\} 1/);
    assert.match(text, /gitlab_mcp_gitlab_requests_total\{status="200"\} 1/);
    assert.match(text, /gitlab_mcp_gitlab_request_duration_seconds_count 1/);
    assert.match(text, /gitlab_mcp_refusals_total\{reason="missing_credential"\} 1/);
    assert.match(text, /gitlab_mcp_http_requests_in_flight 1/, "the scrape itself is in flight");
    assert.match(text, /gitlab_mcp_state_store_up 1/);
    assert.match(text, /gitlab_mcp_sessions 0/);
    assert.match(text, /gitlab_mcp_tool_call_duration_seconds_bucket\{le="0.005",action="user.current"\}/);
    for (const secret of [TOKEN, USER, FREE_TEXT, "Grace", "x/"]) assert.ok(!text.includes(secret), secret);
    for (const [name, values] of labelValues(text)) {
      const allowed = ALLOWED[name];
      assert.ok(allowed, `unexpected label ${name}`);
      for (const v of values) assert.match(v, allowed, `${name}="${v}"`);
    }
  } finally {
    await server.stop();
    await g.close();
  }
});

Deno.test("metrics: off by default; with --metrics-addr only there, and the MCP address does not serve it", async () => {
  const g = gitlab();
  const port = freePort();
  const off = await startHttpServer(g.url);
  const apart = await startHttpServer(g.url, ["--metrics", `--metrics-addr=127.0.0.1:${port}`]);
  try {
    assert.equal((await fetch(`${off.base}/metrics`).then((r) => (r.body?.cancel(), r))).status, 404);
    assert.equal((await fetch(`${apart.base}/metrics`).then((r) => (r.body?.cancel(), r))).status, 404);
    let res: Response | undefined;
    for (let i = 0; i < 50 && !res; i++) {
      res = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => undefined);
      if (!res) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(res?.status, 200);
    assert.match(await res!.text(), /# TYPE gitlab_mcp_http_requests_total counter/);
    const other = await fetch(`http://127.0.0.1:${port}/mcp`, { method: "POST", body: "{}" });
    assert.equal(other.status, 404, "the metrics address serves nothing else");
    await other.body?.cancel();
  } finally {
    await Promise.all([off.stop(), apart.stop()]);
    await g.close();
  }
});

Deno.test("audit: one JSON line per write, naming the GitLab user, never the token", async () => {
  const g = gitlab();
  const server = await startHttpServer(g.url, [], { stderr: true });
  try {
    const write = { action: "issue.create", params: { project_id: 42, title: "Audited" } };
    const res = await callTool(server.base, { name: "gitlab_execute_action", arguments: write });
    const requestId = res.headers.get("x-request-id");
    const answer = await message(res);
    assert.ok(!answer.error, JSON.stringify(answer));
    const read = { action: "user.current", params: {} };
    await (await callTool(server.base, { name: "gitlab_execute_action", arguments: read })).body?.cancel();
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.stderr().split("\n").filter((l) => l.includes('"level":"audit"'));
    assert.equal(lines.length, 1, server.stderr());
    const line = JSON.parse(lines[0]!);
    assert.equal(line.msg, "write");
    assert.ok(!Number.isNaN(Date.parse(line.ts)));
    assert.equal(line.user, USER);
    assert.equal(line.user_id, 77);
    assert.equal(line.action, "issue.create");
    assert.equal(line.target, "POST /api/v4/projects/42/issues");
    assert.equal(line.outcome, "ok");
    assert.equal(line.status, 201);
    assert.match(requestId ?? "", /^[0-9a-f-]{36}$/);
    assert.equal(line.request_id, requestId);
    assert.ok(!server.stderr().includes(TOKEN));
    assert.equal(g.credentialChecks.length, 1, "the user came from the credential's one check");
  } finally {
    await server.stop();
    await g.close();
  }
});

Deno.test("ready: /ready is 503 until GitLab answered once, then 200", async () => {
  const port = freePort();
  const server = await startHttpServer(`http://127.0.0.1:${port}`);
  try {
    const before = await fetch(`${server.base}/ready`);
    assert.equal(before.status, 503);
    assert.equal((await before.json()).status, "gitlab_unanswered");
    const health = await fetch(`${server.base}/health`);
    assert.equal(health.status, 200, "alive all the same");
    await health.body?.cancel();
    const g = gitlab();
    const late = Deno.serve(
      { hostname: "127.0.0.1", port, onListen: () => {} },
      (req) => fetch(g.url + new URL(req.url).pathname, { headers: req.headers }),
    );
    try {
      let status = 0;
      for (let i = 0; i < 40 && status !== 200; i++) {
        const res = await fetch(`${server.base}/ready`);
        status = res.status;
        await res.body?.cancel();
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal(status, 200);
      assert.equal(g.checks.length, 1, "the check that found GitLab was the start-up check's User-Agent");
    } finally {
      await late.shutdown();
      await g.close();
    }
  } finally {
    await server.stop();
  }
});
