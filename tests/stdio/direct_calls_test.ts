/**
 * The stdio direct path (src/stdio/direct_calls.ts) against the SDK's own serving of the same connection: two
 * connections of one configuration, one with the direct path and one without, get the same lines, and what
 * they write back must agree byte for byte. Requests the direct path must leave to the SDK are checked to reach
 * it; a cancelled call drops its GitLab request and gets no answer; a client that can be asked is asked.
 */
import assert from "node:assert/strict";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import { GuardedStdioTransport } from "../../src/stdio/transport.ts";
import type { ByteInput, ByteOutput } from "../../src/stdio/byte_io.ts";
import type { ConnectionToolCall } from "../../src/server/direct_tool_call.ts";
import { FakeGitLab, type Recorded } from "../support/fake_gitlab.ts";
import {
  type Body,
  call,
  directGitLab,
  execute,
  NOT_SHOWN,
  SERVED_CALLS,
  TOKEN,
  UNSERVED_CALLS,
} from "../support/direct_cases.ts";

/** Lines written to the connection as a client writes them, read as Deno.stdin is. */
class Lines implements ByteInput {
  #queue: Uint8Array[] = [];
  #waiting?: () => void;
  #ended = false;

  /** Several messages go in one read, as a client's quick writes may arrive. */
  write(...messages: Body[]): void {
    this.#queue.push(new TextEncoder().encode(messages.map((m) => JSON.stringify(m) + "\n").join("")));
    this.#waiting?.();
  }

  end(): void {
    this.#ended = true;
    this.#waiting?.();
  }

  async read(into: Uint8Array): Promise<number | null> {
    while (!this.#queue.length && !this.#ended) await new Promise<void>((r) => this.#waiting = r);
    const next = this.#queue.shift();
    if (!next) return null;
    into.set(next);
    return next.length;
  }
}

/** What the connection writes, line by line. */
class Written implements ByteOutput {
  lines: string[] = [];
  #text = "";

  write(bytes: Uint8Array): Promise<number> {
    this.#text += new TextDecoder().decode(bytes);
    const parts = this.#text.split("\n");
    this.#text = parts.pop()!;
    this.lines.push(...parts);
    return Promise.resolve(bytes.length);
  }

  /** The `n`th line (from 0), waiting up to `ms` for it; undefined if it does not come. */
  async line(n: number, ms = 5_000): Promise<string | undefined> {
    for (const end = Date.now() + ms; this.lines.length <= n && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 2));
    }
    return this.lines[n];
  }
}

function connection(url: string, direct: boolean, env: Record<string, string> = {}) {
  const config = parseConfig([], { GITLAB_URL: url, GITLAB_TOKEN: TOKEN, GITLAB_MCP_LOG_LEVEL: "error", ...env });
  const app = createApp(config);
  let called = 0;
  const counted: ConnectionToolCall | undefined = direct
    ? {
      serves: app.connection!.serves,
      open: (client) => {
        const inner = app.connection!.open(client);
        return (...args) => (called++, inner(...args));
      },
    }
    : undefined;
  const input = new Lines();
  const output = new Written();
  const transport = new GuardedStdioTransport(() => {}, input, output, undefined, counted);
  const handle = serveStdio(app.factory, { transport, onerror: () => {} });
  return { input, output, called: () => called, limits: app.limits, close: () => (input.end(), handle.close()) };
}

type Connection = ReturnType<typeof connection>;

const INITIALIZE = (capabilities: Body = {}) => ({
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities, clientInfo: { name: "direct-test", version: "1.0.0" } },
});

/** Both connections opened the 2025 way; the answers to initialize agree. */
async function opened(pair: Connection[], capabilities: Body = {}) {
  for (const c of pair) c.input.write(INITIALIZE(capabilities));
  const answers = await Promise.all(pair.map((c) => c.output.line(0)));
  assert.ok(answers[0]?.includes('"protocolVersion"'), answers[0]);
  assert.equal(new Set(answers).size, 1);
  for (const c of pair) c.input.write({ jsonrpc: "2.0", method: "notifications/initialized" });
}

/** Sends `body` to both and returns the one line each writes back, which must agree. */
async function bothAgree(pair: Connection[], name: string, body: Body): Promise<string> {
  const at = pair[0]!.output.lines.length;
  for (const c of pair) c.input.write(body);
  const [direct, sdk] = await Promise.all(pair.map((c) => c.output.line(at)));
  assert.ok(direct !== undefined, `${name}: no answer`);
  assert.equal(direct, sdk, `${name}: the direct path answered differently`);
  assert.ok(!direct.includes(TOKEN), `${name}: the token reached the answer`);
  assert.doesNotMatch(direct, NOT_SHOWN, `${name}: hidden text reached the answer`);
  return direct;
}

async function withPair(env: Record<string, string>, body: (pair: Connection[], g: FakeGitLab) => Promise<void>) {
  const g = await directGitLab();
  const pair = [connection(g.url, true, env), connection(g.url, false, env)];
  try {
    await body(pair, g);
  } finally {
    for (const c of pair) await c.close();
    await g.close();
  }
}

Deno.test("stdio direct calls: answer as the SDK does, byte for byte", async () => {
  await withPair({}, async (pair) => {
    await opened(pair);
    for (const [i, [name, body]] of SERVED_CALLS.entries()) {
      await bothAgree(pair, name, body);
      assert.equal(pair[0]!.called(), i + 1, `${name}: not answered directly`);
    }
  });
});

Deno.test("stdio direct calls: what they do not serve reaches the SDK and is answered as before", async () => {
  await withPair({}, async (pair) => {
    // Before initialize, the connection is the SDK's to open.
    await bothAgree(pair, "a call before initialize", execute("project.get", { project_id: "my-group/my-project" }));
    assert.equal(pair[0]!.called(), 0);
  });
  await withPair({}, async (pair) => {
    await opened(pair);
    for (const [name, body] of UNSERVED_CALLS) await bothAgree(pair, name, body);
    assert.equal(pair[0]!.called(), 0);
  });
});

Deno.test("stdio direct calls: the individual surface's tools, output schemas and all, answer as the SDK's", async () => {
  await withPair({ GITLAB_MCP_TOOL_SURFACE: "individual" }, async (pair) => {
    await opened(pair);
    await bothAgree(pair, "project get", call("gitlab_project_get", { project_id: "my-group/my-project" }));
    await bothAgree(pair, "tag list", call("gitlab_tag_list", { project_id: "my-group/my-project" }));
    await bothAgree(pair, "a 404", call("gitlab_project_get", { project_id: "nobody/nothing" }));
    assert.equal(pair[0]!.called(), 3);
  });
});

Deno.test("stdio direct calls: a client that can be asked is asked by the SDK, and the call counts once", async () => {
  const env = {
    GITLAB_MCP_TOOL_SURFACE: "individual",
    GITLAB_MCP_RATE_LIMIT_RPS: "1",
    GITLAB_MCP_RATE_LIMIT_BURST: "3",
  };
  await withPair(env, async (pair) => {
    await opened(pair, { elicitation: {} });
    // A delete asks to confirm: the direct round that asked is dropped and the SDK asks the client.
    const asked = await bothAgree(
      pair,
      "a delete",
      call("gitlab_project_delete", { project_id: "my-group/my-project" }),
    );
    const request = JSON.parse(asked);
    assert.equal(request.method, "elicitation/create", asked);
    assert.equal(pair[0]!.called(), 1);
    const declined = { jsonrpc: "2.0", id: request.id, result: { action: "decline" } };
    const answer = await bothAgree(pair, "the declined delete", declined);
    assert.match(answer, /"id":7/);
    // A burst of 3, two taken by the SDK's two rounds: the dropped direct round gave its token back, so one more
    // call is allowed here as on the SDK's path.
    const read = call("gitlab_project_get", { project_id: "my-group/my-project" });
    assert.doesNotMatch(await bothAgree(pair, "a read", read), /rate limit/);
    assert.match(await bothAgree(pair, "one past the burst", { ...read, id: 8 }), /rate limit/);
  });
});

Deno.test("stdio direct calls: a second initialize's capabilities are the connection's, as the SDK takes them", async () => {
  await withPair({ GITLAB_MCP_TOOL_SURFACE: "individual" }, async (pair) => {
    await opened(pair);
    const remove = (id: number) => ({ ...call("gitlab_project_delete", { project_id: "my-group/my-project" }), id });
    assert.match(await bothAgree(pair, "a delete, not asked", remove(1)), /without confirmation/);
    // The SDK neither refuses a second initialize nor keeps the first's: the client may now be asked.
    const again = { ...INITIALIZE({ elicitation: {} }), id: 2 };
    assert.match(await bothAgree(pair, "a second initialize", again), /"protocolVersion"/);
    const asked = JSON.parse(await bothAgree(pair, "a delete after it", remove(3)));
    assert.equal(asked.method, "elicitation/create");
    await bothAgree(pair, "the declined delete", { jsonrpc: "2.0", id: asked.id, result: { action: "decline" } });
    // And back: a third without elicitation.
    await bothAgree(pair, "a third initialize", { ...INITIALIZE(), id: 4 });
    assert.match(await bothAgree(pair, "a delete after the third", remove(5)), /without confirmation/);
    assert.equal(pair[0]!.called(), 3, "each delete was taken by the direct path first");
  });
});

Deno.test("stdio direct calls: a call sent behind an initialize still unanswered is the SDK's", async () => {
  await withPair({ GITLAB_MCP_TOOL_SURFACE: "individual" }, async (pair) => {
    await opened(pair);
    const at = pair[0]!.output.lines.length;
    // One read: the call comes before the initialize is answered, and after the SDK took its capabilities.
    const remove = call("gitlab_project_delete", { project_id: "my-group/my-project" });
    for (const c of pair) c.input.write({ ...INITIALIZE({ elicitation: {} }), id: 2 }, remove);
    const answers = await Promise.all(pair.map(async (c) => [await c.output.line(at), await c.output.line(at + 1)]));
    assert.deepEqual(answers[0], answers[1]);
    assert.match(answers[0]![1]!, /"elicitation\/create"/);
    assert.equal(pair[0]!.called(), 0);
  });
});

/** A GitLab that holds every request until it is dropped, recording the drop. */
function holdingGitLab() {
  const g = new FakeGitLab();
  const dropped: boolean[] = [];
  g.fallback = (req: Recorded) =>
    new Promise((resolve) => {
      const i = dropped.push(false) - 1;
      req.signal.addEventListener("abort", () => {
        dropped[i] = true;
        resolve({ status: 500, body: {} });
      });
    });
  return { g, dropped };
}

Deno.test("stdio direct calls: a cancelled call drops its GitLab request and gets no answer, as on the SDK's path", async () => {
  for (const direct of [true, false]) {
    const { g, dropped } = holdingGitLab();
    const c = connection(g.url, direct);
    try {
      await opened([c]);
      c.input.write(execute("project.get", { project_id: "my-group/my-project" }));
      for (let i = 0; i < 250 && !dropped.length; i++) await new Promise((r) => setTimeout(r, 20));
      c.input.write({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 7, reason: "user" } });
      for (let i = 0; i < 250 && !dropped[0]; i++) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(dropped, [true], `direct ${direct}: GitLab's request was not dropped`);
      assert.equal(await c.output.line(1, 300), undefined, `direct ${direct}: a cancelled call was answered`);
      assert.equal(c.called(), direct ? 1 : 0);
    } finally {
      await c.close();
      await g.close();
    }
  }
});
