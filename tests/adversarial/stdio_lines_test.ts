/**
 * Raw lines into the real stdio server process (`deno run --allow-net=127.0.0.1 --allow-env src/main.ts`):
 * every bad line gets its JSON-RPC error (-32700 for malformed JSON, -32600 for an invalid message or
 * an oversized line) and the next valid request is still served. One test per case, so an SDK
 * upgrade that changes how stdio lines are read is noticed.
 */
import assert from "node:assert/strict";
import { type Msg, RawStdio } from "../stdio/raw_stdio.ts";
import { recordingGitLab, rssKiB } from "./support.ts";

/** The process is alive and serving: tools/list answers. */
async function assertServing(s: RawStdio): Promise<void> {
  const reply = await s.request("tools/list");
  assert.ok(Array.isArray((reply.result as Msg)?.tools), JSON.stringify(reply));
}

/** Resident memory of the server process, in bytes. */
async function rss(s: RawStdio): Promise<number> {
  return await rssKiB(s.pid) * 1024;
}

async function withStdio(fn: (s: RawStdio) => Promise<void>): Promise<void> {
  const gitlab = recordingGitLab();
  const stdio = new RawStdio(gitlab.url);
  try {
    await fn(stdio);
    assert.equal(gitlab.requests.length, 0, "no bad line reaches GitLab");
  } finally {
    await stdio.stop();
    await gitlab.close();
  }
}

function assertError(reply: Msg | undefined, code: number, id: unknown): void {
  assert.ok(reply, "a reply comes");
  assert.equal(reply.jsonrpc, "2.0");
  assert.equal(reply.id, id, JSON.stringify(reply));
  assert.equal((reply.error as Msg)?.code, code, JSON.stringify(reply));
  assert.match(String((reply.error as Msg).message), /^Cannot /);
}

Deno.test("stdio lines: malformed JSON is answered -32700 with id null, before and after initialize", async () => {
  await withStdio(async (s) => {
    await s.writeText('{"jsonrpc":"2.0","id":1,"method":\n');
    assertError(await s.readLine(), -32700, null);
    await s.initialize();
    await s.writeText("not json at all\n");
    assertError(await s.readLine(), -32700, null);
    await assertServing(s);
  });
});

Deno.test("stdio lines: a batch is answered -32600 with id null", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    await s.writeText('[{"jsonrpc":"2.0","id":2,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"ping"}]\n');
    assertError(await s.readLine(), -32600, null);
    await s.writeText("[]\n");
    assertError(await s.readLine(), -32600, null);
    await assertServing(s);
  });
});

Deno.test("stdio lines: a wrong jsonrpc version is answered -32600 with the request's id", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    await s.writeText('{"jsonrpc":"1.0","id":7,"method":"ping"}\n');
    assertError(await s.readLine(), -32600, 7);
    await assertServing(s);
  });
});

Deno.test("stdio lines: a message without method (nor result/error) is answered -32600", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    await s.writeText('{"jsonrpc":"2.0","id":"x-8","params":{}}\n');
    assertError(await s.readLine(), -32600, "x-8");
    await s.writeText('{"jsonrpc":"2.0","id":null,"method":"ping"}\n');
    assertError(await s.readLine(), -32600, null);
    await s.writeText("42\n");
    assertError(await s.readLine(), -32600, null);
    await assertServing(s);
  });
});

Deno.test("stdio lines: a line over the limit is refused with -32600, skipped without buffering, and serving goes on", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    // A request the stdio front door leaves to the server, so the server is loaded before memory is read.
    assert.ok((await s.request("ping")).result);
    const before = await rss(s);
    const chunk = "a".repeat(1024 * 1024);
    // 160 MB in one line, then a newline: far over the 4 MB limit and the SDK's own 10 MB buffer.
    await s.writeText('{"jsonrpc":"2.0","id":9,"method":"ping","params":{"pad":"');
    for (let i = 0; i < 160; i++) await s.writeText(chunk);
    await s.writeText('"}}\n');
    assertError(await s.readLine(), -32600, null);
    const grown = (await rss(s)) - before;
    // Transient garbage shows up (about 70 MB measured, the same for 48 MB and 192 MB lines); a kept line would not fit.
    assert.ok(grown < 100 * 1024 * 1024, `resident memory grew by ${Math.round(grown / 1024 / 1024)} MB`);
    await assertServing(s);
    // A line just under the limit is still read whole and served.
    const pad = "b".repeat(3 * 1024 * 1024);
    await s.writeText(JSON.stringify({ jsonrpc: "2.0", id: 10, method: "ping", params: { _meta: { pad } } }) + "\n");
    const reply = await s.readLine();
    assert.equal(reply?.id, 10, JSON.stringify(reply)?.slice(0, 200));
    assert.ok(reply?.result, JSON.stringify(reply)?.slice(0, 200));
  });
});

Deno.test("stdio lines: blank lines and CRLF endings are tolerated", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    await s.writeText("\n\r\n   \n");
    await s.writeText(JSON.stringify({ jsonrpc: "2.0", id: 11, method: "ping" }) + "\r\n");
    const reply = await s.readLine();
    assert.equal(reply?.id, 11, JSON.stringify(reply));
    await assertServing(s);
  });
});
