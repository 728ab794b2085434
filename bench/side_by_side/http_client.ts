/**
 * Tool calls over Streamable HTTP by plain fetch: ours stateless (one POST per call, the caller's token in
 * PRIVATE-TOKEN, no initialize), the peer in its session mode (initialize with the token, then POSTs that carry
 * Mcp-Session-Id), which is what its REMOTE_AUTHORIZATION mode offers.
 *
 * The peer caps /mcp at MAX_REQUESTS_PER_MINUTE (1000 at most) per client IP and per session. So that the
 * bench measures its speed rather than that limit, each peer session presents its own X-Forwarded-For
 * address (the peer runs with MCP_TRUST_PROXY=true) and a caller moves to a new session after SESSION_CALLS.
 */
import type { Side } from "./servers.ts";
import { readCall } from "./stdio_call.ts";
import { ENVELOPE_KEYS, MODERN_REVISION } from "../../src/protocol/revisions.ts";

const VERSION = "2025-11-25";
/** Requests per peer session and address, under its 1000-per-minute cap with initialize counted. */
const SESSION_CALLS = 990;
let addresses = 0;

function headers(extra: Record<string, string>): Record<string, string> {
  return {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": VERSION,
    ...extra,
  };
}

async function post(client: Deno.HttpClient, base: string, body: unknown, extra: Record<string, string>) {
  const res = await fetch(`${base}/mcp`, {
    client,
    method: "POST",
    headers: headers(extra),
    body: JSON.stringify(body),
  });
  return { status: res.status, sid: res.headers.get("mcp-session-id"), text: await res.text() };
}

/** A caller with its own token: `call()` makes one read tool call and fails on anything but a result. */
export interface Caller {
  call(): Promise<void>;
}

function check(side: Side, name: unknown, r: { status: number; text: string }): void {
  if (r.status !== 200 || !r.text.includes('"result"') || r.text.includes('"isError":true')) {
    throw new Error(`Cannot call ${name} over HTTP (${side}): ${r.status} ${r.text.slice(0, 300)}`);
  }
}

/** The protocol revision our callers speak: 2025-11-25 (as the peer), or 2026-07-28 (ours only). */
export type Revision = "2025" | "2026";

export function openCaller(
  side: Side,
  client: Deno.HttpClient,
  base: string,
  token: string,
  revision: Revision = "2025",
): Promise<Caller> {
  return side === "ours" ? Promise.resolve(oursCaller(client, base, token, revision)) : peerCaller(client, base, token);
}

/** A 2026-07-28 call: the envelope in `_meta` and the headers that mirror it. */
function modern(params: Record<string, unknown>) {
  const _meta = {
    [ENVELOPE_KEYS.protocolVersion]: MODERN_REVISION,
    [ENVELOPE_KEYS.clientInfo]: { name: "bench", version: "1.0.0" },
    [ENVELOPE_KEYS.clientCapabilities]: {},
  };
  return {
    params: { ...params, _meta },
    headers: { "mcp-protocol-version": MODERN_REVISION, "mcp-method": "tools/call", "mcp-name": String(params.name) },
  };
}

function oursCaller(client: Deno.HttpClient, base: string, token: string, revision: Revision): Caller {
  const read = readCall("ours");
  const { params, headers } = revision === "2026" ? modern(read) : { params: read, headers: {} };
  const body = { jsonrpc: "2.0", id: 2, method: "tools/call", params };
  const extra = { ...headers, "private-token": token };
  return { call: async () => check("ours", read.name, await post(client, base, body, extra)) };
}

async function peerCaller(client: Deno.HttpClient, base: string, token: string): Promise<Caller> {
  const params = readCall("peer");
  const body = { jsonrpc: "2.0", id: 2, method: "tools/call", params };
  let session = await openSession(client, base, token);
  let used = 0;
  return {
    async call() {
      if (++used > SESSION_CALLS) {
        await closeSession(client, base, session);
        session = await openSession(client, base, token);
        used = 1;
      }
      check("peer", params.name, await post(client, base, body, session));
    },
  };
}

/** Opens a peer session from a fresh address; returns the headers its calls carry. */
async function openSession(client: Deno.HttpClient, base: string, token: string): Promise<Record<string, string>> {
  const n = ++addresses;
  const address = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const init = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: VERSION, capabilities: {}, clientInfo: { name: "bench", version: "1.0.0" } },
  };
  const r = await post(client, base, init, { "private-token": token, ...address });
  if (r.status !== 200 || !r.sid) throw new Error(`Cannot open a peer session: ${r.status} ${r.text.slice(0, 300)}`);
  const session = { "mcp-session-id": r.sid, ...address };
  await post(client, base, { jsonrpc: "2.0", method: "notifications/initialized" }, session);
  return session;
}

async function closeSession(client: Deno.HttpClient, base: string, session: Record<string, string>): Promise<void> {
  const res = await fetch(`${base}/mcp`, { client, method: "DELETE", headers: headers(session) });
  await res.body?.cancel();
}
