/** The stdio protocol gate's opening rules, in-process: which era a connection's first messages pin. */
import assert from "node:assert/strict";
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { ProtocolGate } from "../../src/stdio/protocol_gate.ts";
import { envelope, MODERN } from "./raw_stdio.ts";

let nextId = 1;
function request(method: string, params: Record<string, unknown> = {}): JSONRPCMessage {
  return { jsonrpc: "2.0", id: nextId++, method, params } as JSONRPCMessage;
}

Deno.test("protocol gate: a server/discover probe pins nothing; an initialize after it opens a 2025 connection", () => {
  const gate = new ProtocolGate();
  assert.equal(gate.inbound(request("server/discover", { _meta: envelope() })), undefined);
  const init = request("initialize", { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: {} });
  assert.equal(gate.inbound(init), undefined);
  gate.outbound({ jsonrpc: "2.0", id: (init as { id: number }).id, result: { protocolVersion: "2025-03-26" } });
  const refused = gate.inbound(request("tools/list", { _meta: envelope() }));
  assert.equal(refused?.error.code, -32022);
  assert.deepEqual(refused?.error.data, { supported: ["2025-03-26"], requested: MODERN });
});

Deno.test("protocol gate: a malformed opening envelope (left to the SDK) pins nothing", () => {
  const gate = new ProtocolGate();
  const bad = { "io.modelcontextprotocol/protocolVersion": MODERN };
  assert.equal(gate.inbound(request("tools/list", { _meta: bad })), undefined);
  assert.equal(gate.inbound(request("tools/list", { _meta: envelope("2099-01-01") })), undefined, "still opening");
  assert.equal(gate.inbound(request("tools/list", { _meta: envelope() })), undefined);
  assert.equal(gate.inbound(request("tools/list", { _meta: envelope("2099-01-01") }))?.error.code, -32022);
});

Deno.test("protocol gate: a refused cursor pins nothing and the revision check comes first", () => {
  const gate = new ProtocolGate();
  assert.equal(gate.inbound(request("tools/list", { cursor: "x", _meta: envelope() }))?.error.code, -32602);
  assert.equal(gate.inbound(request("ping")), undefined, "the claimless ping opens a 2025 connection");
  const both = gate.inbound(request("tools/list", { cursor: "x", _meta: envelope() }));
  assert.equal(both?.error.code, -32022);
});
