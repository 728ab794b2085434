/**
 * One HTTP server in front of two GitLab instances (`--gitlab-url A,B`), through the real server process: each
 * request's GITLAB-URL header picks the instance its call reaches; a missing one is 400 and one outside the list
 * 403, with nothing sent to either; rate limits, the credential check and the memory of a rejected token are per
 * instance; /health lists both; stdio refuses two in one line.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { recordingGitLab, startHttpServer } from "../adversarial/support.ts";
import { textOf } from "../support/harness.ts";
import type { FakeGitLab } from "../support/fake_gitlab.ts";
import { childEnv } from "../support/spawn_env.ts";
import { ROOT } from "../support/paths.ts";

const TOKEN = "glpat-instances-0001";
const GET = { name: "gitlab_execute_action", arguments: { action: "project.get", params: { project_id: 7 } } };

function project(name: string) {
  return () => ({ status: 200, body: { id: 7, name, path_with_namespace: `acme/${name}` } });
}

async function caller(base: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: "instances", version: "1.0.0" });
  const requestInit = { headers: { "private-token": TOKEN, ...headers } };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit }));
  return client;
}

async function withTwo(args: string[], fn: (a: FakeGitLab, b: FakeGitLab, base: string) => Promise<void>) {
  const a = recordingGitLab(project("alpha"));
  const b = recordingGitLab(project("beta"));
  const server = await startHttpServer(`${a.url},${b.url}`, args);
  try {
    await fn(a, b, server.base);
  } finally {
    await server.stop();
    await a.close();
    await b.close();
  }
}

function post(base: string, headers: Record<string, string>) {
  return fetch(`${base}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: GET }),
  });
}

Deno.test("several instances: GITLAB-URL picks the instance a call reaches; none or another is refused", async () => {
  await withTwo([], async (a, b, base) => {
    const client = await caller(base, { "GITLAB-URL": `${b.url}/` });
    assert.match(textOf(await client.callTool(GET)), /beta/);
    await client.close();
    assert.equal(a.requests.length, 0);
    assert.equal(b.requests.length, 1);
    assert.equal(b.requests[0]!.headers.get("private-token"), TOKEN);
    const none = await post(base, { "private-token": TOKEN });
    assert.equal(none.status, 400);
    assert.match(await none.text(), /Cannot pick a GitLab instance: this server fronts 2/);
    const other = await post(base, { "private-token": TOKEN, "gitlab-url": "https://gitlab.evil.example" });
    assert.equal(other.status, 403);
    assert.match(await other.text(), /is not one of the GitLab instances this server fronts/);
    assert.equal(a.requests.length + b.requests.length, 1);
    const health = await (await fetch(`${base}/health`)).json();
    assert.deepEqual(health.config.gitlab_urls, [`${a.url}/`, `${b.url}/`].map((u) => new URL(u).href));
  });
});

Deno.test("several instances: a token's rate limit and its rejection are kept per instance", async () => {
  await withTwo(["--rate-limit-rps", "0.01", "--rate-limit-burst", "2"], async (a, b, base) => {
    const onA = await caller(base, { "GITLAB-URL": a.url });
    await onA.callTool(GET);
    await onA.callTool(GET);
    assert.match(textOf(await onA.callTool(GET)), /rate limit for this credential is reached/);
    const onB = await caller(base, { "GITLAB-URL": b.url });
    assert.match(textOf(await onB.callTool(GET)), /beta/);
    await onA.close();
    await onB.close();
  });
  const a = recordingGitLab(() => ({ status: 401, body: { message: "401 Unauthorized" } }));
  a.credentialCheck = () => ({ status: 401, body: { message: "401 Unauthorized" } });
  const b = recordingGitLab(project("beta"));
  const server = await startHttpServer(`${a.url},${b.url}`);
  try {
    const onA = await caller(server.base, { "GITLAB-URL": a.url });
    await onA.callTool(GET).catch(() => undefined);
    await onA.close().catch(() => undefined);
    const onB = await caller(server.base, { "GITLAB-URL": b.url });
    assert.match(textOf(await onB.callTool(GET)), /beta/);
    await onB.close();
    // Each instance checked the new credential itself: A's verdict was never asked of B, nor B's of A.
    assert.equal(a.credentialChecks.length, 1);
    assert.equal(b.credentialChecks.length, 1);
  } finally {
    await server.stop();
    await a.close();
    await b.close();
  }
});

Deno.test("several instances over stdio: one line saying to name one or serve HTTP, exit 2", async () => {
  const out = await new Deno.Command("deno", {
    args: ["run", "--allow-net=127.0.0.1", "--allow-env", "src/main.ts"],
    cwd: ROOT,
    env: childEnv({ GITLAB_URL: "http://127.0.0.1:1,http://127.0.0.1:2", GITLAB_TOKEN: TOKEN }),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 2);
  const lines = new TextDecoder().decode(out.stderr).trim().split("\n");
  assert.equal(lines.length, 1);
  assert.match(lines[0]!, /Cannot serve 2 GitLab instances over stdio: name one in GITLAB_URL, or add --http/);
});
