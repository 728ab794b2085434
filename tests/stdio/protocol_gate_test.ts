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

/** An initialize declaring `capabilities`, and the answer that accepts it. */
function initialize(capabilities: Record<string, unknown>) {
  const init = request("initialize", { protocolVersion: "2025-11-25", capabilities, clientInfo: {} });
  const id = (init as { id: number }).id;
  return { init, accepted: { jsonrpc: "2.0", id, result: { protocolVersion: "2025-11-25" } } as JSONRPCMessage };
}

Deno.test("protocol gate: the client is the last accepted initialize's, and unknown while one awaits its answer", () => {
  const gate = new ProtocolGate();
  const first = initialize({});
  gate.inbound(first.init);
  assert.equal(gate.legacyClient, undefined);
  gate.outbound(first.accepted);
  assert.deepEqual(gate.legacyClient, { capabilities: {} });
  const second = initialize({ elicitation: {} });
  gate.inbound(second.init);
  assert.equal(gate.legacyClient, undefined, "the SDK may hold the second's capabilities already");
  gate.outbound(second.accepted);
  assert.deepEqual(gate.legacyClient, { capabilities: { elicitation: {} } });
  // One the SDK refuses leaves the client as it was.
  const refused = initialize({ sampling: {} });
  gate.inbound(refused.init);
  const id = (refused.init as { id: number }).id;
  gate.outbound({ jsonrpc: "2.0", id, error: { code: -32602, message: "bad" } } as JSONRPCMessage);
  assert.deepEqual(gate.legacyClient, { capabilities: { elicitation: {} } });
});

Deno.test("protocol gate: past 8 initialize requests awaiting answers, or two with one id, the client stays unknown", () => {
  const twice = initialize({ elicitation: {} });
  const cases: [string, ReturnType<typeof initialize>[]][] = [
    ["nine awaiting", Array.from({ length: 9 }, () => initialize({}))],
    ["two with one id", [twice, twice]],
  ];
  for (const [name, pending] of cases) {
    const gate = new ProtocolGate();
    const opened = initialize({});
    gate.inbound(opened.init);
    gate.outbound(opened.accepted);
    for (const p of pending) gate.inbound(p.init);
    for (const p of pending) gate.outbound(p.accepted);
    assert.equal(gate.legacyClient, undefined, `${name}: which one the SDK accepted last is not known`);
  }
});
