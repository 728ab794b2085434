/**
 * Issue 10 §5: `--stateless=false` sessions hold memory, so opening one needs a GitLab credential, their
 * number is capped (--max-sessions) and an idle one is closed (--session-idle-seconds) by a sweep that
 * never keeps the process alive. In-process handler tests with Request objects; GitLab is a recording
 * fake that must receive nothing here.
 */
import assert from "node:assert/strict";
import { handlerFor, message, rpc } from "../http/support.ts";
import { recordingGitLab } from "./support.ts";

const TOKEN = "glpat-sessions-0001";
const INIT = { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "sessions-test", version: "1" } };

function init(headers: Record<string, string> = { "private-token": TOKEN }): Request {
  return rpc("initialize", INIT, { headers });
}

function inSession(sid: string, method = "tools/list"): Request {
  return rpc(method, {}, { headers: { "private-token": TOKEN, "mcp-session-id": sid } });
}

async function health(h: ReturnType<typeof handlerFor>): Promise<{ sessions: number }> {
  return await (await h.fetch(new Request("http://127.0.0.1:8080/health"))).json();
}

async function open(h: ReturnType<typeof handlerFor>): Promise<string> {
  const res = await h.fetch(init());
  assert.equal(res.status, 200);
  await res.body?.cancel();
  return res.headers.get("mcp-session-id")!;
}

Deno.test("sessions: initialize without a credential is refused like tools/call, and opens nothing", async () => {
  const gitlab = recordingGitLab();
  const h = handlerFor(gitlab.url, ["--stateless=false"]);
  try {
    const res = await h.fetch(init({}));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("www-authenticate"), null);
    assert.equal(res.headers.get("mcp-session-id"), null);
    const body = await message(res);
    const error = body.error as { code: number; message: string };
    assert.equal(error.code, -32001);
    assert.match(error.message, /^Cannot use a session without a GitLab credential: add the header PRIVATE-TOKEN/);
    assert.equal((await health(h)).sessions, 0);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.drain(1000);
    await gitlab.close();
  }
});

Deno.test("sessions: past --max-sessions initialize gets 503 with a clear error; ending one frees a place", async () => {
  const gitlab = recordingGitLab();
  const h = handlerFor(gitlab.url, ["--stateless=false", "--max-sessions", "2"]);
  try {
    const first = await open(h);
    await open(h);
    const refused = await h.fetch(init());
    assert.equal(refused.status, 503);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);
    const error = (await message(refused)).error as { code: number; message: string };
    assert.match(error.message, /^Cannot open a session: 2 are open, the most this server keeps \(--max-sessions\)/);
    assert.equal((await health(h)).sessions, 2);
    const ended = await h.fetch(
      new Request("http://127.0.0.1:8080/mcp", {
        method: "DELETE",
        headers: { "private-token": TOKEN, "mcp-session-id": first, "mcp-protocol-version": "2025-11-25" },
      }),
    );
    assert.equal(ended.status, 200);
    await ended.body?.cancel();
    await open(h);
    assert.equal((await health(h)).sessions, 2);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.drain(1000);
    await gitlab.close();
  }
});

Deno.test("sessions: one idle past --session-idle-seconds is closed; one in use stays", async () => {
  const gitlab = recordingGitLab();
  const h = handlerFor(gitlab.url, ["--stateless=false", "--session-idle-seconds", "1"]);
  try {
    const idle = await open(h);
    const busy = await open(h);
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 300));
      const res = await h.fetch(inSession(busy));
      assert.equal(res.status, 200, `busy session answered ${res.status} after ${(i + 1) * 300} ms`);
      await res.body?.cancel();
    }
    const gone = await h.fetch(inSession(idle));
    assert.equal(gone.status, 404);
    assert.match(((await message(gone)).error as { message: string }).message, /^Cannot find session/);
    assert.equal((await health(h)).sessions, 1);
  } finally {
    await h.drain(1000);
    await gitlab.close();
  }
});

Deno.test("sessions: the idle sweep does not keep the process alive on its own", async () => {
  const handler = new URL("../http/support.ts", import.meta.url).href;
  const code = `
    const { handlerFor, rpc } = await import(${JSON.stringify(handler)});
    const h = handlerFor("http://127.0.0.1:9", ["--stateless=false"]);
    const res = await h.fetch(rpc("initialize", ${JSON.stringify(INIT)}, { headers: { "private-token": "t" } }));
    await res.body?.cancel();
    console.log(res.status, res.headers.get("mcp-session-id") ? "open" : "none");
  `;
  const started = Date.now();
  const out = await new Deno.Command("deno", {
    args: ["eval", "--allow-env", "--allow-read", code],
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(20_000),
  }).output();
  assert.equal(new TextDecoder().decode(out.stdout).trim(), "200 open", new TextDecoder().decode(out.stderr));
  assert.ok(out.success);
  assert.ok(Date.now() - started < 15_000, "the process exited by itself with a session still open");
});
