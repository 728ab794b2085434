/**
 * Protocol edges on the real stdio server process, with raw JSON-RPC lines: list cursors this server
 * never issued, a request naming a revision other than the connection's, and what `server/discover`
 * advertises. One test per case, so an SDK upgrade that fixes or breaks them is noticed.
 */
import assert from "node:assert/strict";
import { recordingGitLab } from "../adversarial/support.ts";
import { envelope, MODERN, type Msg, RawStdio } from "./raw_stdio.ts";

const LEGACY = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
const LISTS = ["tools/list", "prompts/list", "resources/list", "resources/templates/list"];
const BAD_CURSORS: unknown[] = ["garbage", "", 42, null];

async function withStdio(fn: (s: RawStdio) => Promise<void>): Promise<void> {
  const gitlab = recordingGitLab();
  const stdio = new RawStdio(gitlab.url);
  try {
    await fn(stdio);
    assert.equal(gitlab.requests.length, 0, "nothing here reaches GitLab");
  } finally {
    await stdio.stop();
    await gitlab.close();
  }
}

function errorOf(reply: Msg): Msg {
  assert.ok(reply.error, `an error reply: ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.error as Msg;
}

function assertCursorRefused(reply: Msg, method: string): void {
  const error = errorOf(reply);
  assert.equal(error.code, -32602, `${method}: ${JSON.stringify(error)}`);
  assert.match(String(error.message), /^Invalid params: Cannot list with cursor .*not one this server issued/);
  assert.match(String(error.message), /without a cursor/);
}

function assertRevisionRefused(reply: Msg, supported: string[], requested: string): void {
  const error = errorOf(reply);
  assert.equal(error.code, -32022, JSON.stringify(error));
  assert.deepEqual(error.data, { supported, requested });
}

Deno.test("stdio protocol: a list cursor this server never issued is -32602 on a 2026-07-28 connection", async () => {
  await withStdio(async (s) => {
    for (const method of LISTS) {
      for (const cursor of BAD_CURSORS) {
        assertCursorRefused(await s.request(method, { cursor, _meta: envelope() }), method);
      }
      const listed = await s.request(method, { _meta: envelope() });
      assert.ok(listed.result, `${method} without a cursor lists: ${JSON.stringify(listed).slice(0, 200)}`);
      assert.equal((listed.result as Msg).nextCursor, undefined, `${method} does not paginate`);
    }
  });
});

Deno.test("stdio protocol: a list cursor this server never issued is -32602 on an initialized connection", async () => {
  await withStdio(async (s) => {
    await s.initialize();
    for (const method of LISTS) assertCursorRefused(await s.request(method, { cursor: "garbage" }), method);
    assert.ok((await s.request("tools/list")).result);
  });
});

Deno.test("stdio protocol: after a 2026-07-28 request, one naming another revision is refused -32022", async () => {
  await withStdio(async (s) => {
    assert.ok((await s.request("tools/list", { _meta: envelope() })).result);
    for (const requested of ["2099-01-01", "2025-11-25"]) {
      const reply = await s.request("tools/list", { _meta: envelope(requested) });
      assertRevisionRefused(reply, [MODERN], requested);
      assert.match(String(errorOf(reply).message), /^Cannot serve protocol revision/);
    }
    assert.ok((await s.request("tools/list", { _meta: envelope() })).result, "the connection goes on");
  });
});

Deno.test("stdio protocol: an initialized (2025) connection refuses a request naming 2026-07-28 with -32022", async () => {
  await withStdio(async (s) => {
    await s.initialize("2025-06-18");
    for (const requested of [MODERN, "2099-01-01"]) {
      assertRevisionRefused(await s.request("tools/list", { _meta: envelope(requested) }), ["2025-06-18"], requested);
    }
    assertRevisionRefused(await s.request("server/discover", { _meta: envelope() }), ["2025-06-18"], MODERN);
    assert.ok((await s.request("tools/list")).result, "requests without the claim are served");
  });
});

Deno.test("stdio protocol: server/discover lists every revision the process serves, each negotiable", async () => {
  let advertised: string[] = [];
  await withStdio(async (s) => {
    const reply = await s.request("server/discover", { _meta: envelope() });
    advertised = (reply.result as Msg).supportedVersions as string[];
    assert.deepEqual(advertised, [MODERN, ...LEGACY]);
  });
  for (const version of advertised.filter((v) => v !== MODERN)) {
    await withStdio(async (s) => {
      const init = await s.initialize(version);
      assert.equal((init.result as Msg).protocolVersion, version, "initialize negotiates what discover lists");
    });
  }
  await withStdio(async (s) => {
    const init = await s.initialize("2024-10-07");
    assert.equal((init.result as Msg).protocolVersion, LEGACY[0], "a revision discover does not list is not served");
  });
});
