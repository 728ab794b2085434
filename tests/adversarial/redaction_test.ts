/**
 * Issue 10 §4: each caller's outputs are redacted for that caller's own token (and the server's
 * GITLAB_TOKEN) only; redaction happens on values, so every log line stays JSON; there is no shared,
 * bounded set a flood of tokens could push a caller's token out of. Real server processes (HTTP and
 * stdio) against a recording fake GitLab that echoes the token back in its error bodies.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import type { Recorded, ScriptedResponse } from "../support/fake_gitlab.ts";
import { spawnServer } from "../support/spawn_env.ts";
import { GitLabClient } from "../../src/gitlab/client.ts";
import { setLogLevel, setLogSink } from "../../src/log/mod.ts";
import { recordingGitLab, startHttpServer } from "./support.ts";

type Answer = { status: number; headers: Headers; text: string };

/** One raw legacy JSON-RPC POST /mcp with the caller's PRIVATE-TOKEN; the whole answer as text. */
async function rpc(base: string, token: string, method: string, params: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
      "private-token": token,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function run(base: string, token: string, action: string, params: Record<string, unknown>): Promise<Answer> {
  return rpc(base, token, "tools/call", { name: "gitlab_execute_action", arguments: { action, params } });
}

/** The tool result's text content from a JSON or SSE answer. */
function toolText(a: Answer): string {
  const line = a.text.split("\n").find((l) => l.startsWith("data: "));
  const msg = JSON.parse(line ? line.slice(6) : a.text);
  return (msg.result?.content ?? []).map((c: { text?: string }) => c.text ?? "").join("\n");
}

function echoing(token: (r: Recorded) => string, status = 404): (r: Recorded) => ScriptedResponse {
  return (r) => ({ status, body: { message: `token ${token(r)} cannot see this` } });
}

Deno.test("redaction: one caller's token never changes another caller's output", async () => {
  const gitlab = recordingGitLab(() => ({ status: 404, body: { message: "404 Not Found" } }));
  const server = await startHttpServer(gitlab.url);
  try {
    const first = toolText(await run(server.base, "Cannot", "user.current", {}));
    assert.match(first, /GitLab found nothing/);
    const other = toolText(await run(server.base, "glpat-bbbbbbbbbbbbbbbbbbbb", "user.current", {}));
    assert.match(other, /^Cannot run "user\.current"/, other);
    assert(!other.includes("[redacted]"), other);
    assert.equal(gitlab.requests.at(-1)?.headers.get("private-token"), "glpat-bbbbbbbbbbbbbbbbbbbb");
  } finally {
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("redaction: a token shaped like JSON syntax leaves every debug log line valid JSON", async () => {
  const gitlab = recordingGitLab(() => ({ status: 200, body: { id: 1, username: "someone" } }));
  const server = await startHttpServer(gitlab.url, [], { stderr: true, env: { GITLAB_MCP_LOG_LEVEL: "debug" } });
  try {
    for (const token of ['","ms', '","level', '":"debug', "glpat-cccccccccccccccccccc"]) {
      assert.match(toolText(await run(server.base, token, "user.current", {})), /someone/);
    }
  } finally {
    await server.stop();
    await gitlab.close();
  }
  const lines = server.stderr().split("\n").filter((l) => l.trim() !== "");
  assert(lines.some((l) => l.includes("gitlab call")), "debug lines were written");
  for (const line of lines) {
    assert.doesNotThrow(() => JSON.parse(line), `not JSON: ${line}`);
  }
});

Deno.test("redaction: a caller's token stays redacted after 1,001 other tokens were seen", async () => {
  const victim = "glpat-victim-0123456789abcdef";
  let release = () => {};
  const held = new Promise<void>((r) => release = r);
  let seen = () => {};
  const arrived = new Promise<void>((r) => seen = r);
  const gitlab = recordingGitLab(async (r) => {
    if (r.headers.get("private-token") !== victim) return { status: 200, body: {} };
    seen();
    await held;
    return echoing(() => victim, 401)(r);
  });
  const server = await startHttpServer(gitlab.url, ["--rate-limit-rps", "0"]);
  try {
    const pending = run(server.base, victim, "user.current", {});
    await arrived;
    for (let batch = 0; batch < 41; batch++) {
      const calls = Array.from(
        { length: 25 },
        (_, i) => rpc(server.base, `glpat-flood-${batch}-${i}-pad`, "tools/list", {}),
      );
      for (const a of await Promise.all(calls)) assert.equal(a.status, 200);
    }
    release();
    const answer = await pending;
    const text = toolText(answer);
    assert.match(text, /HTTP 401/);
    assert(!answer.text.includes(victim), text);
    assert.match(text, /\[redacted\]/);
  } finally {
    release();
    await server.stop();
    await gitlab.close();
  }
});

const CANARY = "glpat-CANARY-5e8d1c7a9b3f";
/** 401 comes last: after it the server refuses the same credential for a while without calling GitLab. */
const STATUSES = [400, 403, 404, 405, 409, 422, 429, 500, 502, 503, 504, 401];

/** GitLab echoing the token back: /projects/s<status> answers that status, redir-* redirect, /user is 403. */
function canaryGitLab() {
  return recordingGitLab((r): ScriptedResponse => {
    const echo = `token ${CANARY} (${r.headers.get("private-token")}) rejected`;
    const status = Number(/\/projects\/s(\d{3})/.exec(r.path)?.[1] ?? 403);
    if (r.path.includes("redir-other")) {
      return { status: 302, headers: { location: `http://127.0.0.2:9/api/v4/${CANARY}?private_token=${CANARY}` } };
    }
    if (r.path.includes("redir-write")) return { status: 307, headers: { location: `/api/v4/${CANARY}/issues` } };
    if (status === 500) return { status, body: `Internal error while checking ${CANARY}` };
    return { status, headers: { "retry-after": "0" }, body: { message: echo, error: CANARY } };
  });
}

/** Every error path a caller can drive over one server: GitLab statuses, redirects, invalid input. */
async function sweepHttp(base: string, token: string): Promise<Answer[]> {
  const out: Answer[] = [];
  out.push(await run(base, token, "project.get", { project_id: "redir-other" }));
  out.push(await run(base, token, "issue.create", { project_id: "redir-write", title: "x" }));
  out.push(await run(base, token, "issue.get", { project_id: "g/p", issue_iid: CANARY }));
  out.push(await run(base, token, CANARY, {}));
  out.push(await run(base, token, "user.current", { [CANARY]: CANARY }));
  out.push(
    await rpc(base, token, "tools/call", { name: "gitlab_find_action", arguments: { query: "x", [CANARY]: 1 } }),
  );
  out.push(await rpc(base, token, "resources/read", { uri: "gitlab://user/current" }));
  out.push(await rpc(base, token, "resources/read", { uri: "gitlab://project/s404" }));
  out.push(await rpc(base, token, "resources/read", { uri: `gitlab://tools/${CANARY}` }));
  out.push(await rpc(base, token, "resources/read", { uri: `gitlab://project/g%2Fp/issue/${CANARY}` }));
  out.push(await rpc(base, token, "prompts/get", { name: "my_open_mrs", arguments: {} }));
  out.push(await rpc(base, token, "prompts/get", { name: "summarize_open_mrs", arguments: { project_id: "s404" } }));
  for (const s of STATUSES) out.push(await run(base, token, "project.get", { project_id: `s${s}` }));
  return out;
}

function assertNoCanary(where: string, text: string): void {
  assert(!text.includes(CANARY), `${where} carries the token:\n${text.slice(0, 2000)}`);
}

function assertAnswersClean(answers: Answer[]): void {
  for (const a of answers) {
    assertNoCanary("a response body", a.text);
    assertNoCanary("response headers", JSON.stringify([...a.headers]));
  }
}

Deno.test("redaction: a canary token driven through every HTTP error path shows up nowhere", async () => {
  const gitlab = canaryGitLab();
  const server = await startHttpServer(gitlab.url, ["--rate-limit-rps", "0"], {
    stderr: true,
    env: { GITLAB_MCP_LOG_LEVEL: "debug" },
  });
  let answers: Answer[] = [];
  let health = "";
  try {
    answers = await sweepHttp(server.base, CANARY);
    health = await (await fetch(`${server.base}/health`)).text();
  } finally {
    await server.stop();
    await gitlab.close();
  }
  const texts = answers.map(toolTextOrError).join("\n");
  assert(gitlab.requests.length >= STATUSES.length, `GitLab was reached:\n${texts.slice(0, 3000)}`);
  assert(gitlab.requests.every((r) => r.headers.get("private-token") === CANARY), "the token was sent to GitLab");
  for (const s of [401, 403, 404, 409, 422, 429, 500, 502, 503]) assert.match(texts, new RegExp(`HTTP ${s}\\b`));
  assert.match(texts, /redirected to another origin/);
  assert.match(texts, /writes are not re-sent/);
  assert.match(texts, /\[redacted\]/);
  assertAnswersClean(answers);
  assertNoCanary("/health", health);
  assertNoCanary("stderr", server.stderr());
  assert.match(server.stderr(), /gitlab call/, "debug logging was on");
});

/** The result's texts or the JSON-RPC error message, for asserting which paths were taken. */
function toolTextOrError(a: Answer): string {
  const line = a.text.split("\n").find((l) => l.startsWith("data: "));
  const msg = JSON.parse(line ? line.slice(6) : a.text);
  if (msg.error) return msg.error.message;
  return JSON.stringify(msg.result);
}

Deno.test("redaction: TLS, DNS and refused-connection failures carry no token", async () => {
  const plain = recordingGitLab();
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const closedPort = (closed.addr as Deno.NetAddr).port;
  closed.close();
  const debug = { GITLAB_MCP_LOG_LEVEL: "debug" };
  const servers = [
    await startHttpServer(plain.url.replace("http://", "https://"), [], { stderr: true, env: debug }),
    await startHttpServer("http://nonexistent.invalid", [], {
      stderr: true,
      env: debug,
      flags: ["--allow-net=127.0.0.1,nonexistent.invalid", "--allow-env"],
    }),
    await startHttpServer(`http://127.0.0.1:${closedPort}`, [], { stderr: true, env: debug }),
  ];
  const texts: string[] = [];
  try {
    for (const s of servers) {
      const answers = [
        await run(s.base, CANARY, "project.get", { project_id: CANARY }),
        await rpc(s.base, CANARY, "resources/read", { uri: "gitlab://user/current" }),
      ];
      assertAnswersClean(answers);
      texts.push(...answers.map(toolTextOrError));
    }
  } finally {
    for (const s of servers) await s.stop();
    await plain.close();
  }
  const all = texts.join("\n");
  // A plain-HTTP port answering a TLS hello reads as a failed connection, not a certificate problem.
  assert.match(all, /TLS connection|InvalidContentType/);
  assert.match(all, /could not be resolved \(DNS\)/);
  assert.match(all, /was refused/);
  for (const s of servers) assertNoCanary("stderr", s.stderr());
});

Deno.test("redaction: over stdio, GITLAB_TOKEN echoed by GitLab is redacted in results and stderr", async () => {
  const gitlab = canaryGitLab();
  const transport = spawnServer({ GITLAB_TOKEN: CANARY, GITLAB_URL: gitlab.url, GITLAB_MCP_LOG_LEVEL: "debug" });
  let stderr = "";
  transport.stderr?.on("data", (c: Uint8Array) => void (stderr += new TextDecoder().decode(c)));
  const client = new Client({ name: "redaction", version: "1.0.0" });
  const results: unknown[] = [];
  try {
    await client.connect(transport);
    const call = (action: string, params: Record<string, unknown>) =>
      client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
    for (const s of [403, 404, 422, 500, 503, 401]) results.push(await call("project.get", { project_id: `s${s}` }));
    results.push(await call("issue.get", { project_id: "g/p", issue_iid: CANARY }));
    results.push(await client.readResource({ uri: "gitlab://project/s404" }).catch((e) => String(e)));
  } finally {
    await client.close();
    await gitlab.close();
  }
  assert(gitlab.requests.every((r) => r.headers.get("private-token") === CANARY));
  const text = JSON.stringify(results);
  assert.match(text, /HTTP 401/);
  assertNoCanary("a stdio result", text);
  assertNoCanary("stdio stderr", stderr);
  assert.match(stderr, /gitlab call/);
});

Deno.test("redaction: a timeout and a thrown network error naming the token carry no token (in-process, short timeout)", async () => {
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  setLogLevel("debug");
  const never: typeof fetch = (_u, init) =>
    new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
  const throwing: typeof fetch = () => Promise.reject(new TypeError(`connection reset while sending ${CANARY}`));
  const messages: string[] = [];
  try {
    for (const fetch of [never, throwing]) {
      const client = new GitLabClient({
        baseUrl: new URL("http://127.0.0.1:9"),
        credential: { kind: "private", token: CANARY },
        timeoutMs: 50,
        fetch,
      });
      const err = await client.request({ action: `run "x ${CANARY}"`, method: "GET", path: `/projects/${CANARY}` })
        .then(() => undefined, (e: Error) => e);
      messages.push(String(err?.message));
    }
  } finally {
    restore();
    setLogLevel("info");
  }
  assert.match(messages[0]!, /did not answer in time|timed out|time/);
  assert.match(messages[1]!, /connection reset while sending \[redacted\]/);
  for (const m of messages) assertNoCanary("an error", m);
  for (const l of lines) assertNoCanary("a log line", l);
});
