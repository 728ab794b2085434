/**
 * A client that goes away cancels its GitLab call, on both protocol revisions, whichever client it
 * was: curl, Node's fetch, Deno's fetch and a raw socket, each on a FRESH connection (a pooled one
 * hid the bug: Deno noticed a disconnect before the response only when the whole request had come in
 * one packet). Against the real server process, under --max-inflight=1: the fake GitLab's request
 * signal aborts, the slot comes back (a follow-up call is not refused as busy), and the log says
 * "cancelled" once, never at error level.
 */
import assert from "node:assert/strict";
import { FakeGitLab, type Recorded } from "../support/fake_gitlab.ts";
import { childEnv } from "../support/spawn_env.ts";
import { type HttpServerProcess, startHttpServer } from "../adversarial/support.ts";
import { handlerFor, message, rpc } from "./support.ts";

/** How long the fake GitLab holds a call nobody cancels: longer than any wait below. */
const HOLD_MS = 10_000;
/** How soon after the disconnect GitLab must see its request dropped. */
const CANCEL_WITHIN_MS = 2_000;

type Revision = "2026-07-28" | "2025-11-25";
interface Call {
  url: string;
  headers: Record<string, string>;
  body: string;
}
/** Starts a call with one kind of client; the returned function makes that client go away. */
type Disconnecting = (call: Call) => Promise<() => Promise<void>>;

async function callFor(base: string, revision: Revision): Promise<Call> {
  const req = rpc("tools/call", {
    name: "gitlab_execute_action",
    arguments: { action: "tag.list", params: { project_id: "my-group/my-project" } },
  }, { modern: revision === "2026-07-28", base, headers: { "private-token": "glpat-cancel-0001" } });
  return { url: req.url, headers: Object.fromEntries(req.headers), body: await req.text() };
}

type HoldingGitLab = FakeGitLab & { holding: boolean; release: () => void };

/** A fake GitLab that holds each call until it is dropped, released or HOLD_MS passed; or answers at once. */
function holdingGitLab(): HoldingGitLab {
  const held = new Set<() => void>();
  const g = Object.assign(new FakeGitLab(), { holding: true, release: () => held.forEach((end) => end()) });
  g.fallback = (req: Recorded) => {
    if (!g.holding) return { status: 200, body: [{ name: "v1.0.0" }] };
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        held.delete(end);
        resolve({ status: 500, body: {} });
      };
      const timer = setTimeout(end, HOLD_MS);
      held.add(end);
      req.signal.addEventListener("abort", end);
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

/**
 * Runs `program` (curl, node) through a deno granted only running it: the suite may run nothing but
 * deno. Closing the returned process's stdin sends the program SIGINT, as Ctrl-C would.
 */
function viaDeno(program: string, args: string[]): Deno.ChildProcess {
  const code = `const child = new Deno.Command(${JSON.stringify(program)}, { args: ${JSON.stringify(args)},
    stdin: "null", stdout: "null", stderr: "null" }).spawn();
  (async () => { for await (const _ of Deno.stdin.readable); try { child.kill("SIGINT"); } catch { /* gone */ } })();
  Deno.exit((await child.status).code);`;
  return new Deno.Command("deno", {
    args: ["eval", `--allow-run=${program}`, code],
    env: childEnv({}),
    stdin: "piped",
    stdout: "null",
    stderr: "null",
  }).spawn();
}

/** Whether `program` runs here (CI may lack curl or node). */
async function installed(program: string): Promise<boolean> {
  const code = `try { await new Deno.Command(${JSON.stringify(program)}, { args: ["--version"], stdout: "null",
    stderr: "null" }).output(); } catch { Deno.exit(127); }`;
  const out = await new Deno.Command("deno", {
    args: ["eval", `--allow-run=${program}`, code],
    env: childEnv({}),
    stdout: "null",
    stderr: "null",
  }).output();
  return out.success;
}

function programClient(program: string, argsFor: (call: Call) => string[]): Disconnecting {
  return (call) => {
    const child = viaDeno(program, argsFor(call));
    return Promise.resolve(async () => {
      await child.stdin.close();
      await child.status;
    });
  };
}

const curl = programClient("curl", (call) => [
  "-sS",
  "-X",
  "POST",
  ...Object.entries(call.headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
  "--data-binary",
  call.body,
  call.url,
]);

/** Node's fetch (undici), as the Vercel AI SDK, mcp-remote and MCP Inspector send it; SIGINT aborts it. */
const node = programClient("node", (call) => [
  "-e",
  `const ac = new AbortController();
  process.on("SIGINT", () => ac.abort());
  fetch(${JSON.stringify(call.url)}, { method: "POST", headers: ${JSON.stringify(call.headers)},
    body: ${JSON.stringify(call.body)}, signal: ac.signal }).then((r) => r.text()).catch(() => {});`,
]);

/** Deno's fetch on a client of its own, so no pooled connection. */
const denoFetch: Disconnecting = (call) => {
  const client = Deno.createHttpClient({});
  const caller = new AbortController();
  const done = fetch(call.url, {
    method: "POST",
    headers: call.headers,
    body: call.body,
    signal: caller.signal,
    client,
  })
    .then((r) => r.text()).catch(() => undefined);
  return Promise.resolve(async () => {
    caller.abort();
    await done;
    client.close();
  });
};

/** A raw socket: the head, then the body in a second write (as most clients send them), then close. */
const rawSocket: Disconnecting = async (call) => {
  const url = new URL(call.url);
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  const enc = new TextEncoder();
  const body = enc.encode(call.body);
  const head = Object.entries({ ...call.headers, host: url.host, "content-length": String(body.byteLength) })
    .map(([k, v]) => `${k}: ${v}\r\n`).join("");
  await conn.write(enc.encode(`POST ${url.pathname} HTTP/1.1\r\n${head}\r\n`));
  await conn.write(body);
  return () => Promise.resolve(conn.close());
};

/** One tools/call on a fresh Deno client that must be served (not refused as busy). */
async function followUp(base: string): Promise<Record<string, unknown>> {
  const call = await callFor(base, "2026-07-28");
  const client = Deno.createHttpClient({});
  try {
    return await message(await fetch(call.url, { method: "POST", headers: call.headers, body: call.body, client }));
  } finally {
    client.close();
  }
}

/** One client leaving one call; whatever happens, nothing stays held for the next case. */
async function disconnectCase(srv: HttpServerProcess, g: HoldingGitLab, start: Disconnecting, revision: Revision) {
  try {
    await leaveAndCheck(srv, g, start, revision);
  } finally {
    g.release();
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function leaveAndCheck(srv: HttpServerProcess, g: HoldingGitLab, start: Disconnecting, revision: Revision) {
  g.holding = true;
  const seen = g.requests.length;
  const logFrom = srv.stderr().length;
  const leave = await start(await callFor(srv.base, revision));
  const lines = () => srv.stderr().slice(logFrom).split("\n").filter((l) => l.trim());
  assert.ok(await until(() => g.requests.length > seen, 10_000), `the call reached GitLab:\n${lines().join("\n")}`);
  const upstream = g.requests[seen]!.signal;
  await leave();
  assert.ok(
    await until(() => upstream.aborted, CANCEL_WITHIN_MS),
    `GitLab's request was dropped within ${CANCEL_WITHIN_MS} ms of the client leaving`,
  );
  g.holding = false;
  const next = await followUp(srv.base);
  const text = JSON.stringify(next);
  assert.ok(!/busy/.test(text) && /v1\.0\.0/.test(text), `the slot came back: a follow-up call is served (${text})`);
  assert.equal(g.requests.length, seen + 2, "GitLab saw the abandoned call and the follow-up, nothing else");
  await until(() => lines().some((l) => /cancel/i.test(l)), 1_000);
  assert.deepEqual(lines().filter((l) => /"level":"error"/.test(l)), [], "nothing is logged at error level");
  assert.equal(
    lines().filter((l) => /cancel/i.test(l)).length,
    1,
    `one line says it was cancelled:\n${lines().join("\n")}`,
  );
  assert.ok(
    lines().some((l) => /"msg":"tool call".*"outcome":"cancelled"/.test(l)),
    `the call line's outcome says cancelled:\n${lines().join("\n")}`,
  );
}

Deno.test("http: a client that disconnects on a fresh connection cancels its GitLab call, every client, both revisions", async (t) => {
  const g = holdingGitLab();
  const srv = await startHttpServer(g.url, ["--max-inflight", "1"], {
    stderr: true,
    env: { GITLAB_MCP_LOG_LEVEL: "info" },
  });
  const clients: [string, Disconnecting, string | undefined][] = [
    ["curl", curl, "curl"],
    ["node fetch", node, "node"],
    ["deno fetch (new client)", denoFetch, undefined],
    ["raw socket", rawSocket, undefined],
  ];
  try {
    for (const [name, start, program] of clients) {
      if (program && !(await installed(program))) {
        console.warn(`SKIPPED: ${name} cases: "${program}" is not installed on this machine`);
        continue;
      }
      for (const revision of ["2026-07-28", "2025-11-25"] as const) {
        await t.step(`${name}, ${revision}`, () => disconnectCase(srv, g, start, revision));
      }
    }
  } finally {
    await srv.stop();
    await g.close();
  }
});

Deno.test("http: a 2026-07-28 call that may wait on GitLab streams at once when the client takes SSE, JSON otherwise", async () => {
  const g = holdingGitLab();
  g.holding = false;
  const handler = handlerFor(g.url);
  try {
    for (
      const [accept, type] of [["application/json, text/event-stream", "text/event-stream"], [
        "application/json",
        "application/json",
      ]] as const
    ) {
      const res = await handler.fetch(rpc("tools/call", {
        name: "gitlab_execute_action",
        arguments: { action: "tag.list", params: { project_id: "my-group/my-project" } },
      }, { modern: true, headers: { "private-token": "glpat-cancel-0001", accept } }));
      assert.equal(res.headers.get("content-type"), type, `Accept: ${accept}`);
      assert.match(JSON.stringify(await message(res)), /v1\.0\.0/);
    }
    const list = await handler.fetch(rpc("tools/list", {}, { modern: true }));
    assert.equal(list.headers.get("content-type"), "application/json", "answers that never wait on GitLab stay JSON");
    await list.body?.cancel();
    assert.equal(g.requests.length, 2);
  } finally {
    await handler.drain(1000);
    await g.close();
  }
});
