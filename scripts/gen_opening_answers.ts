/**
 * Records what the real server answers to a connection's opening (`initialize`, then `tools/list`) on every tool
 * surface, in src/stdio/opening_answers/<surface>.json, for the stdio front door (src/stdio/opening.ts), which
 * then answers both without loading the SDK, zod or the catalog. `deno task docs` runs it;
 * tests/stdio/opening_answers_test.ts fails when the files are out of date. One tool per line keeps diffs readable.
 */
import { InMemoryTransport, type JSONRPCMessage } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { parseConfig } from "../src/config/mod.ts";
import { createApp } from "../src/server/app.ts";
import { ENVELOPE_KEYS, LEGACY_REVISIONS, MODERN_REVISION } from "../src/protocol/revisions.ts";
import type { SurfaceAnswers } from "../src/stdio/opening_answers.ts";

type Msg = Record<string, unknown>;

export const SURFACES = ["dynamic", "meta", "individual"] as const;
export const CAPABILITIES = ["full", "minimal"] as const;
export const READ_ONLY = ["false", "true"] as const;

export const answersFile = (surface: string) => `src/stdio/opening_answers/${surface}.json`;

/** Plain `initialize` params asking for `revision`. */
export function initParams(revision: string): Msg {
  return { protocolVersion: revision, capabilities: {}, clientInfo: { name: "opening", version: "1" } };
}

/**
 * Sends `messages` to a fresh server for one environment over an in-memory pipe, and returns its answers by
 * request id, as on the wire (the pipe passes objects, with keys set to undefined that JSON leaves out).
 */
async function exchange(env: Record<string, string>, messages: Msg[]) {
  const config = parseConfig([], { GITLAB_URL: "http://127.0.0.1:9", ...env });
  const { factory } = createApp(config);
  const [client, server] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: server });
  const answers = new Map<unknown, Msg>();
  client.onmessage = (m: JSONRPCMessage) => void answers.set((m as Msg).id, JSON.parse(JSON.stringify(m)));
  await client.start();
  for (const message of messages) await client.send(message as JSONRPCMessage);
  const expected = messages.filter((m) => "id" in m).length;
  for (let i = 0; i < 500 && answers.size < expected; i++) await new Promise((r) => setTimeout(r, 1));
  await client.close();
  await handle.close();
  if (answers.size < expected) throw new Error(`Cannot record the opening for ${JSON.stringify(env)}: no answer`);
  return { answers, config };
}

/** The server's own answers to initialize (with `params`) and tools/list, for one environment. */
export async function serverOpening(env: Record<string, string>, params: Msg) {
  const { answers, config } = await exchange(env, [
    { jsonrpc: "2.0", id: 1, method: "initialize", params },
    { jsonrpc: "2.0", method: "notifications/initialized" },
    { jsonrpc: "2.0", id: 2, method: "tools/list" },
  ]);
  const init = answers.get(1)!;
  return { init: init.result as Msg | undefined, initError: init.error, list: answers.get(2)!.result as Msg, config };
}

/** A 2026-07-28 `tools/list` `_meta` envelope. */
export function envelope(capabilities: Msg = {}): Msg {
  return {
    [ENVELOPE_KEYS.protocolVersion]: MODERN_REVISION,
    [ENVELOPE_KEYS.clientInfo]: { name: "opening", version: "1" },
    [ENVELOPE_KEYS.clientCapabilities]: capabilities,
  };
}

/** The server's answer to a 2026-07-28 connection's first request, `tools/list` with `meta` as its envelope. */
export async function serverModernList(env: Record<string, string>, meta: Msg) {
  const { answers, config } = await exchange(env, [
    { jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } },
  ]);
  const answer = answers.get(1)!;
  return { result: answer.result as Msg | undefined, error: answer.error, config };
}

/** A surface's answers: initialize per capability surface, tools/list per read-only setting, the 2026-07-28 additions. */
export async function recordedSurface(surface: string): Promise<SurfaceAnswers> {
  const answers = { initialize: {}, tools: {}, modern: {} } as SurfaceAnswers;
  for (const capability of CAPABILITIES) {
    const env = { GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_CAPABILITY_SURFACE: capability };
    const { init } = await serverOpening(env, initParams(LEGACY_REVISIONS[0]!));
    if (!init) throw new Error(`Cannot record the opening for ${JSON.stringify(env)}: initialize failed`);
    const { protocolVersion: _negotiated, ...initialize } = init;
    answers.initialize[capability] = initialize;
  }
  for (const readOnly of READ_ONLY) {
    const env = { GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_READ_ONLY: readOnly };
    answers.tools[readOnly] = (await serverOpening(env, initParams(LEGACY_REVISIONS[0]!))).list;
  }
  const { result } = await serverModernList({ GITLAB_MCP_TOOL_SURFACE: surface }, envelope());
  const { tools, ...added } = result ?? {};
  if (JSON.stringify(tools) !== JSON.stringify(answers.tools.false.tools)) {
    throw new Error(`Cannot record the 2026-07-28 opening of ${surface}: its tools differ from the 2025 list`);
  }
  answers.modern = added;
  return answers;
}

/** The file's text: JSON with each tool on a line of its own. */
export function answersText(answers: SurfaceAnswers): string {
  const lists = READ_ONLY.map((readOnly) => {
    const { tools, ...rest } = answers.tools[readOnly] as { tools: unknown[] };
    if (Object.keys(rest).length) {
      throw new Error(`Cannot record tools/list: it has more than tools (${Object.keys(rest)})`);
    }
    return `${JSON.stringify(readOnly)}:{"tools":[\n${tools.map((t) => JSON.stringify(t)).join(",\n")}\n]}`;
  });
  const head = `{"initialize":${JSON.stringify(answers.initialize)},\n"modern":${JSON.stringify(answers.modern)},`;
  return `${head}\n"tools":{\n${lists.join(",\n")}\n}}\n`;
}

if (import.meta.main) {
  for (const surface of SURFACES) {
    const text = answersText(await recordedSurface(surface));
    await Deno.writeTextFile(new URL(`../${answersFile(surface)}`, import.meta.url), text);
    console.log(`wrote ${answersFile(surface)} (${text.length} bytes)`);
  }
}
