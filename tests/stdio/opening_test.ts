/**
 * The stdio front door (src/stdio/opening.ts) on in-memory input and output: what it answers, what it leaves
 * to the server, and that every byte it does not consume reaches the server in order.
 */
import assert from "node:assert/strict";
import { type Handover, openConnection } from "../../src/stdio/opening.ts";
import type { OpeningAnswer } from "../../src/stdio/opening_answers.ts";
import { CarriedInput } from "../../src/stdio/carried_input.ts";
import { LEGACY_REVISIONS } from "../../src/protocol/revisions.ts";

const ANSWER: OpeningAnswer = {
  initialize: { capabilities: { tools: {} }, serverInfo: { name: "s", version: "1" } },
  tools: { tools: [{ name: "t" }] },
  modernTools: { tools: [{ name: "t" }], resultType: "complete" },
};

/** Input whose chunks a test releases when it likes: a read waits until the next chunk or the end. */
class ScriptedInput {
  #chunks: (Uint8Array | null)[] = [];
  #waiter?: () => void;
  reads = 0;

  push(text: string | null): void {
    this.#chunks.push(text === null ? null : new TextEncoder().encode(text));
    this.#waiter?.();
  }

  /** The most reads ever waiting at once: stdin must never be read twice at once. */
  maxWaiting = 0;
  #waiting = 0;

  async read(into: Uint8Array): Promise<number | null> {
    this.reads++;
    this.maxWaiting = Math.max(this.maxWaiting, ++this.#waiting);
    while (this.#chunks.length === 0) await new Promise<void>((r) => this.#waiter = r);
    this.#waiting--;
    const chunk = this.#chunks.shift()!;
    if (chunk === null) return null;
    const n = Math.min(into.length, chunk.length);
    into.set(chunk.subarray(0, n));
    if (n < chunk.length) this.#chunks.unshift(chunk.subarray(n));
    return n;
  }
}

function output() {
  const lines: Record<string, unknown>[] = [];
  let text = "";
  return {
    lines,
    write(bytes: Uint8Array): Promise<number> {
      text += new TextDecoder().decode(bytes);
      for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n")) {
        lines.push(JSON.parse(text.slice(0, nl)));
        text = text.slice(nl + 1);
      }
      return Promise.resolve(bytes.length);
    },
  };
}

const line = (m: Record<string, unknown>) => JSON.stringify(m) + "\n";
const PV = "io.modelcontextprotocol/protocolVersion";
const CAPS = "io.modelcontextprotocol/clientCapabilities";
const MODERN_META = {
  [PV]: "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "c", version: "1" },
  [CAPS]: { elicitation: {} },
};
const INIT_PARAMS = { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "c", version: "1" } };
const INIT = line({ jsonrpc: "2.0", id: 1, method: "initialize", params: INIT_PARAMS });
const INITIALIZED = line({ jsonrpc: "2.0", method: "notifications/initialized" });
const LIST = line({ jsonrpc: "2.0", id: 2, method: "tools/list" });
const CALL = line({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "t", arguments: {} } });

/** Everything the server would read after the handover, up to the end of input. */
async function drain(h: Handover, input: ScriptedInput): Promise<string> {
  const carried = new CarriedInput(h, input);
  let text = "";
  const buf = new Uint8Array(7); // small on purpose: carried bytes span several reads
  for (let n = await carried.read(buf); n !== null; n = await carried.read(buf)) {
    text += new TextDecoder().decode(buf.subarray(0, n));
  }
  return text;
}

Deno.test("opening: a plain opening in one chunk is answered; the server sees initialize, initialized, then the rest", async () => {
  const input = new ScriptedInput();
  const out = output();
  input.push(INIT + INITIALIZED + LIST + CALL);
  input.push(null);
  const h = await openConnection(ANSWER, { input, output: out });
  assert.deepEqual(out.lines, [
    { result: { protocolVersion: "2025-06-18", ...ANSWER.initialize }, jsonrpc: "2.0", id: 1 },
    { result: ANSWER.tools, jsonrpc: "2.0", id: 2 },
  ]);
  assert.match(h.hiddenId!, /^opening-/);
  assert.equal(h.negotiated, "2025-06-18");
  assert.deepEqual(h.replay, [
    { jsonrpc: "2.0", id: h.hiddenId, method: "initialize", params: INIT_PARAMS },
    { jsonrpc: "2.0", method: "notifications/initialized" },
  ]);
  assert.equal(await drain(h, input), CALL);
});

Deno.test("opening: initialize negotiates as the SDK does (the client's revision when served, else the newest)", async () => {
  for (
    const [asked, got] of [["2025-03-26", "2025-03-26"], ["2099-01-01", LEGACY_REVISIONS[0]], ["", LEGACY_REVISIONS[0]]]
  ) {
    const input = new ScriptedInput();
    const out = output();
    input.push(
      line({ jsonrpc: "2.0", id: "a", method: "initialize", params: { ...INIT_PARAMS, protocolVersion: asked } }),
    );
    input.push(null);
    const h = await openConnection(ANSWER, { input, output: out });
    assert.equal((out.lines[0]!.result as Record<string, unknown>).protocolVersion, got);
    assert.equal(out.lines[0]!.id, "a");
    assert.equal(h.negotiated, got);
  }
});

Deno.test("opening: lines split across reads, byte by byte, are answered the same", async () => {
  const input = new ScriptedInput();
  const out = output();
  for (const ch of INIT + INITIALIZED + LIST + CALL) input.push(ch);
  input.push(null);
  const h = await openConnection(ANSWER, { input, output: out });
  assert.equal(out.lines.length, 2);
  assert.equal(await drain(h, input), CALL);
});

Deno.test("opening: a first message it does not serve is left to the server untouched, nothing answered", async () => {
  const modern = { _meta: MODERN_META };
  const firsts = [
    line({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...MODERN_META, [PV]: "2099-01-01" } } }),
    line({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { ...modern, cursor: "x" } }),
    line({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...MODERN_META, progressToken: 1 } } }),
    line({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: { ...MODERN_META, [CAPS]: { roots: 1 } } } }),
    line({ jsonrpc: "2.0", id: 1, method: "prompts/list", params: modern }),
    line({ jsonrpc: "2.0", id: 1, method: "server/discover", params: modern }),
    line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { ...INIT_PARAMS, _meta: {} } }),
    line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { ...INIT_PARAMS, capabilities: { roots: "x" } } }),
    line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { ...INIT_PARAMS, capabilities: { tasks: {} } } }),
    line({ jsonrpc: "2.0", id: 1, method: "initialize", params: { ...INIT_PARAMS, clientInfo: { name: "c" } } }),
    line({ jsonrpc: "2.0", id: 1.5, method: "initialize", params: INIT_PARAMS }),
    line({ jsonrpc: "1.0", id: 1, method: "initialize", params: INIT_PARAMS }),
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"__proto__":{},"protocolVersion":"x"}}\n',
    "[" + INIT.trim() + "]\n",
    "{not json\n",
  ];
  for (const first of firsts) {
    const input = new ScriptedInput();
    const out = output();
    input.push(first + LIST);
    input.push(null);
    const h = await openConnection(ANSWER, { input, output: out });
    assert.deepEqual(out.lines, [], first);
    assert.deepEqual(h.replay, []);
    assert.equal(h.hiddenId, undefined);
    assert.equal(await drain(h, input), first + LIST, first);
  }
});

Deno.test("opening: after initialize, anything but initialized or a first-page tools/list ends its part there", async () => {
  const nexts = [
    line({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { cursor: "x" } }),
    line({ jsonrpc: "2.0", id: 2, method: "prompts/list" }),
    line({ jsonrpc: "2.0", id: 2, method: "ping" }),
    line({ jsonrpc: "2.0", method: "notifications/initialized", params: { extra: 1 } }),
  ];
  for (const next of nexts) {
    const input = new ScriptedInput();
    const out = output();
    input.push(INIT + next + LIST);
    input.push(null);
    const h = await openConnection(ANSWER, { input, output: out });
    assert.equal(out.lines.length, 1, next);
    assert.equal(h.replay.length, 1);
    assert.equal(await drain(h, input), next + LIST, next);
  }
});

Deno.test("opening: a client that goes quiet after initialize is handed over, and the read in flight is not lost", async () => {
  const input = new ScriptedInput();
  const out = output();
  input.push(INIT);
  const h = await openConnection(ANSWER, { input, output: out }, 20);
  assert.equal(out.lines.length, 1);
  assert.equal(input.reads, 2, "the second read is still waiting");
  const later = drain(h, input);
  input.push(LIST);
  input.push(null);
  assert.equal(await later, LIST, "the server reads what the waiting read brings");
  assert.equal(input.maxWaiting, 1, "and stdin was never read twice at once");
});

Deno.test("opening: a long unfinished line is handed over whole, not buffered here", async () => {
  const input = new ScriptedInput();
  const out = output();
  const long = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":"' + "a".repeat(70_000);
  input.push(long);
  const h = await openConnection(ANSWER, { input, output: out });
  assert.deepEqual(out.lines, []);
  input.push('"}}\n');
  input.push(null);
  assert.equal(await drain(h, input), long + '"}}\n');
});

Deno.test("opening: when stdout fails it answers nothing more and hands over", async () => {
  const input = new ScriptedInput();
  input.push(INIT + LIST);
  input.push(null);
  const broken = { write: () => Promise.reject(new Error("Broken pipe")) };
  const h = await openConnection(ANSWER, { input, output: broken });
  assert.deepEqual(h.replay, []);
  assert.equal(await drain(h, input), INIT + LIST);
});

Deno.test("opening: without an idle wait it waits for the client, and never leaves a read in flight", async () => {
  const input = new ScriptedInput();
  const out = output();
  input.push(INIT);
  const handed = openConnection(ANSWER, { input, output: out }, null);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(out.lines.length, 1, "initialize answered");
  input.push(INITIALIZED + LIST + CALL);
  const h = await handed;
  assert.equal(h.inflight, undefined);
  assert.equal(new TextDecoder().decode(h.rest), CALL);
  input.push(null);
  assert.equal(await drain(h, input), CALL);
});

Deno.test("opening: a long line trickled in small reads is handed over whole once past the bound", async () => {
  const input = new ScriptedInput();
  const out = output();
  const long = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"pad":"' + "b".repeat(70_000);
  for (let at = 0; at < long.length; at += 1000) input.push(long.slice(at, at + 1000));
  const h = await openConnection(ANSWER, { input, output: out });
  assert.deepEqual(out.lines, []);
  assert.ok(h.rest.length > 64 * 1024 && h.rest.length <= 66 * 1024, `${h.rest.length} bytes held`);
  input.push('"}}\n');
  input.push(null);
  assert.equal(await drain(h, input), long + '"}}\n');
});

Deno.test("opening: a 2026-07-28 first tools/list is answered; the server sees it again under the private id", async () => {
  const input = new ScriptedInput();
  const out = output();
  const params = { _meta: MODERN_META };
  input.push(line({ jsonrpc: "2.0", id: "m1", method: "tools/list", params }) + CALL);
  input.push(null);
  const h = await openConnection(ANSWER, { input, output: out });
  assert.deepEqual(out.lines, [{ result: ANSWER.modernTools, jsonrpc: "2.0", id: "m1" }]);
  assert.match(h.hiddenId!, /^opening-/);
  assert.equal(h.negotiated, undefined);
  assert.deepEqual(h.replay, [{ jsonrpc: "2.0", id: h.hiddenId, method: "tools/list", params }]);
  assert.equal(await drain(h, input), CALL);
});
