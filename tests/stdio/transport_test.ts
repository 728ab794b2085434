/**
 * The stdio transport on byte-level fakes of Deno.stdin/Deno.stdout: reads arrive in one reused buffer, writes
 * may be partial, and neither may cost a message its bytes or order.
 */
import assert from "node:assert/strict";
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { LineSplitter } from "../../src/stdio/line_guard.ts";
import { GuardedStdioTransport } from "../../src/stdio/transport.ts";
import type { ByteInput, ByteOutput } from "../../src/stdio/byte_io.ts";

const encoder = new TextEncoder();

/** Hands out `chunks` one read at a time through the reader's own buffer, as Deno.stdin does, then ends. */
function input(chunks: string[]): ByteInput {
  const queue = chunks.map((c) => encoder.encode(c));
  return {
    read(into: Uint8Array): Promise<number | null> {
      const next = queue.shift();
      if (!next) return Promise.resolve(null);
      into.set(next);
      return Promise.resolve(next.length);
    },
  };
}

/** Takes at most `step` bytes per write, as a full pipe may. */
function output(step: number): ByteOutput & { text(): string } {
  const parts: Uint8Array[] = [];
  return {
    write(bytes: Uint8Array): Promise<number> {
      const n = Math.min(step, bytes.length);
      parts.push(bytes.slice(0, n));
      return new Promise((resolve) => setTimeout(() => resolve(n), 0));
    },
    text: () => new TextDecoder().decode(new Uint8Array(parts.flatMap((p) => [...p]))),
  };
}

Deno.test("line splitter: a line split across reads survives the reader reusing its buffer", () => {
  const lines: string[] = [];
  const splitter = new LineSplitter(1024, (l) => lines.push(new TextDecoder().decode(l)), () => {});
  const buffer = new Uint8Array(16);
  const push = (text: string) => {
    buffer.fill(0x78); // what the next read leaves in the bytes the splitter was handed before
    buffer.set(encoder.encode(text));
    splitter.push(buffer.subarray(0, text.length));
  };
  push('{"a":');
  push('1}\n{"b"');
  push(":2}\n");
  assert.deepEqual(lines, ['{"a":1}', '{"b":2}']);
});

Deno.test("stdio transport: messages split across reads arrive whole and in order; the end of input closes", async () => {
  const got: JSONRPCMessage[] = [];
  let closed = 0;
  const transport = new GuardedStdioTransport(
    () => closed++,
    input([
      '{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0",',
      '"method":"b"}\n\n',
      '{"jsonrpc":"2.0","method":"c"}\n',
    ]),
    output(64),
  );
  transport.onmessage = (m) => got.push(m);
  await transport.start();
  for (let i = 0; i < 10 && closed === 0; i++) await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(got.map((m) => (m as { method: string }).method), ["a", "b", "c"]);
  assert.equal(closed, 1);
});

Deno.test("stdio transport: partial writes complete, and concurrent sends never interleave their lines", async () => {
  const out = output(7);
  const transport = new GuardedStdioTransport(() => {}, input([]), out);
  const messages = [1, 2, 3].map((id) => ({ jsonrpc: "2.0", id, result: { text: "x".repeat(40 * id) } }));
  await Promise.all(messages.map((m) => transport.send(m as JSONRPCMessage)));
  const lines = out.text().split("\n");
  assert.equal(lines.pop(), "");
  assert.deepEqual(lines.map((l) => JSON.parse(l)), messages);
});

Deno.test("stdio transport: a failed write rejects that send and closes the transport", async () => {
  let closed = 0;
  const broken: ByteOutput = { write: () => Promise.reject(new Error("Broken pipe")) };
  const transport = new GuardedStdioTransport(() => closed++, input([]), broken);
  const errors: string[] = [];
  transport.onerror = (e) => errors.push(e.message);
  await assert.rejects(transport.send({ jsonrpc: "2.0", id: 1, result: {} } as JSONRPCMessage), /Broken pipe/);
  assert.deepEqual(errors, ["Broken pipe"]);
  assert.equal(closed, 1);
  await assert.rejects(transport.send({ jsonrpc: "2.0", id: 2, result: {} } as JSONRPCMessage), /closed/);
});

/** One chunk, then a read that never ends: the client stays connected. */
function openEnded(chunk: string): ByteInput {
  const first = input([chunk]);
  let sent = false;
  return { read: (into) => sent ? new Promise(() => {}) : (sent = true, first.read(into)) };
}

Deno.test("stdio transport: after the front door, the server sees the opening first and its answer to it is not sent", async () => {
  const got: JSONRPCMessage[] = [];
  const out = output(1024);
  const init = { jsonrpc: "2.0", id: "opening-x", method: "initialize", params: { protocolVersion: "2025-06-18" } };
  const initialized = { jsonrpc: "2.0", method: "notifications/initialized" };
  const transport = new GuardedStdioTransport(
    () => {},
    openEnded('{"jsonrpc":"2.0","id":7,"method":"ping"}\n'),
    out,
    { replay: [init, initialized], hiddenId: "opening-x", negotiated: "2025-06-18" },
  );
  transport.onmessage = (m) => got.push(m);
  await transport.start();
  for (let i = 0; i < 10 && got.length < 3; i++) await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(got, [init, initialized, { jsonrpc: "2.0", id: 7, method: "ping" }]);
  await transport.send({ jsonrpc: "2.0", id: "opening-x", result: { protocolVersion: "2025-06-18" } } as never);
  await transport.send({ jsonrpc: "2.0", id: 7, result: {} } as never);
  await transport.send({ jsonrpc: "2.0", id: "opening-x", result: {} } as never);
  const lines = out.text().trim().split("\n").map((l) => JSON.parse(l));
  assert.deepEqual(lines, [{ jsonrpc: "2.0", id: 7, result: {} }, { jsonrpc: "2.0", id: "opening-x", result: {} }]);
});
