/**
 * Slow clients cannot hold connections open (security issue: 40 of 40 header-trickling connections were still
 * open after 15 s, since Deno.serve has no header deadline). Against the real `--http` server process on
 * loopback, with the deadlines shortened by their settings: connections trickling their headers a byte a second
 * are answered 408 and closed within --header-timeout-seconds (plus node:http's 1 s check) while a normal client
 * is served; a kept-alive connection left idle is closed after --idle-timeout-seconds, but an answer that takes
 * longer than both is not cut; past --max-connections a new connection is closed at once. Bounded: every
 * connection is read for at most READ_MS.
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";

const DEADLINE_S = 2;
/** node:http looks for expired connections once a second; the rest is for a loaded machine. */
const MARGIN_MS = 2_500;
const READ_MS = 12_000;
const TRICKLERS = 40;

const enc = new TextEncoder();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Closed {
  /** ms from `since` until the server closed the connection (or READ_MS, when it did not). */
  ms: number;
  text: string;
}

/** Reads `conn` until the server closes it, for at most READ_MS; closes it then. */
async function untilClosed(conn: Deno.Conn, since: number): Promise<Closed> {
  const buf = new Uint8Array(4096);
  const dec = new TextDecoder();
  let text = "";
  const stop = setTimeout(() => conn.close(), READ_MS);
  try {
    for (;;) {
      const n = await conn.read(buf).catch(() => null);
      if (n === null) return { ms: Date.now() - since, text };
      text += dec.decode(buf.subarray(0, n), { stream: true });
    }
  } finally {
    clearTimeout(stop);
    try {
      conn.close();
    } catch {
      // closed by the timer above
    }
  }
}

/** Writes `bytes` one byte a second until the connection refuses or `live()` says stop. */
async function trickle(conn: Deno.Conn, bytes: Uint8Array, live: () => boolean): Promise<void> {
  for (let i = 0; i < bytes.length && live(); i++) {
    if (await conn.write(bytes.subarray(i, i + 1)).then(() => false, () => true)) return;
    await sleep(1000);
  }
}

const connect = (base: string) => Deno.connect({ hostname: "127.0.0.1", port: Number(new URL(base).port) });
const listRequest = (base: string) =>
  fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
  });

Deno.test("slow headers: 40 connections trickling a byte a second are answered 408 and closed at the deadline while a normal client is served", async () => {
  const gitlab = recordingGitLab();
  const srv = await startHttpServer(gitlab.url, ["--header-timeout-seconds", String(DEADLINE_S)]);
  let live = true;
  try {
    const header = enc.encode(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(60)}`);
    const opened = await Promise.all(Array.from({ length: TRICKLERS }, () => connect(srv.base)));
    const since = Date.now();
    const closed = Promise.all(opened.map((c) => untilClosed(c, since)));
    const trickling = Promise.all(opened.map((c) => trickle(c, header, () => live)));
    await sleep(1000);
    const res = await listRequest(srv.base);
    assert.equal(res.status, 200, "a whole request is served while 40 connections trickle");
    assert.match(await res.text(), /gitlab_find_action/);
    const results = await closed;
    live = false;
    await trickling;
    const slowest = Math.max(...results.map((r) => r.ms));
    console.log(
      `${TRICKLERS} trickling connections closed after ${Math.min(...results.map((r) => r.ms))}–${slowest} ms`,
    );
    assert.ok(slowest <= DEADLINE_S * 1000 + MARGIN_MS, `the last was closed after ${slowest} ms`);
    for (const r of results) assert.match(r.text, /^HTTP\/1\.1 408 /, `answered ${JSON.stringify(r.text)}`);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    live = false;
    await srv.stop();
    await gitlab.close();
  }
});

Deno.test("idle connections: kept alive and idle, or silent from the start, they are closed; a long answer is not cut", async () => {
  // GitLab answers after longer than both deadlines: the connection carrying that call must stay.
  const gitlab = recordingGitLab(async () => {
    await sleep((DEADLINE_S + 2) * 1000);
    return { status: 200, body: { id: 1, username: "someone" } };
  });
  const args = ["--header-timeout-seconds", String(DEADLINE_S), "--idle-timeout-seconds", String(DEADLINE_S)];
  const srv = await startHttpServer(gitlab.url, args);
  try {
    const [idle, silent, kept] = await Promise.all([connect(srv.base), connect(srv.base), connect(srv.base)]);
    const since = Date.now();
    await idle.write(enc.encode("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "gitlab_execute_action", arguments: { action: "user.current", params: {} } },
    });
    await kept.write(enc.encode(
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nPRIVATE-TOKEN: glpat-idle-0001\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    ));
    const [i, s, k] = await Promise.all([
      untilClosed(idle, since),
      untilClosed(silent, since),
      untilClosed(kept, since),
    ]);
    assert.match(i.text, /^HTTP\/1\.1 200 /);
    // node:http keeps an idle connection its timeout plus 1 s, which it does not advertise, then checks each second.
    assert.ok(i.ms <= DEADLINE_S * 1000 + 1000 + MARGIN_MS, `the idle connection was closed after ${i.ms} ms`);
    assert.ok(s.ms <= DEADLINE_S * 1000 + MARGIN_MS, `the silent connection was closed after ${s.ms} ms`);
    assert.match(k.text, /^HTTP\/1\.1 200 [\s\S]*"id":7/, "the long call's answer arrived whole");
    assert.ok(k.ms > (DEADLINE_S + 2) * 1000, `the connection with a call running was closed after ${k.ms} ms`);
  } finally {
    await srv.stop();
    await gitlab.close();
  }
});

/** Whether the server closes `conn` within `ms`. */
async function closedWithin(conn: Deno.Conn, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = conn.read(new Uint8Array(1024)).then((n) => n === null, () => true);
  const late = new Promise<false>((r) => timer = setTimeout(() => r(false), ms));
  return await Promise.race([read, late]).finally(() => clearTimeout(timer));
}

Deno.test("connection cap: past --max-connections a new connection is closed at once; once some close, requests are served", async () => {
  const gitlab = recordingGitLab();
  const srv = await startHttpServer(gitlab.url, ["--max-connections", "20"]);
  const conns: Deno.Conn[] = [];
  try {
    for (let i = 0; i < 21; i++) conns.push(await connect(srv.base));
    const closed = await Promise.all(conns.map((c) => closedWithin(c, 500)));
    // The fetch that waited for /health may still hold a kept-alive connection: 19 or 20 of ours are open.
    const open = closed.indexOf(true);
    assert.ok(open === 19 || open === 20, `the first connection closed at once was #${open + 1}`);
    assert.ok(closed.slice(open).every((c) => c), "every connection past the cap was closed at once");
    for (const c of conns.splice(0)) c.close();
    await sleep(200);
    const res = await listRequest(srv.base);
    assert.equal(res.status, 200);
    await res.body?.cancel();
  } finally {
    for (const c of conns) c.close();
    await srv.stop();
    await gitlab.close();
  }
});
