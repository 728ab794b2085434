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

/** The server's own answers to initialize (with `params`) and tools/list, for one environment. */
export async function serverOpening(env: Record<string, string>, params: Msg) {
  const config = parseConfig([], { GITLAB_URL: "http://127.0.0.1:9", ...env });
  const { factory } = createApp(config);
  const [client, server] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: server });
  const answers = new Map<number, Msg>();
  // As on the wire: the in-memory pipe passes objects, with keys set to undefined that JSON leaves out.
  client.onmessage = (m: JSONRPCMessage) => void answers.set((m as Msg).id as number, JSON.parse(JSON.stringify(m)));
  await client.start();
  await client.send({ jsonrpc: "2.0", id: 1, method: "initialize", params });
  await client.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  await client.send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
  for (let i = 0; i < 500 && answers.size < 2; i++) await new Promise((r) => setTimeout(r, 1));
  await client.close();
  await handle.close();
  const init = answers.get(1);
  const list = answers.get(2)?.result as Msg | undefined;
  if (!init || !list) {
    throw new Error(`Cannot record the opening for ${JSON.stringify(env)}: the server did not answer`);
  }
  return { init: init.result as Msg | undefined, initError: init.error, list, config };
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
  const config = parseConfig([], { GITLAB_URL: "http://127.0.0.1:9", ...env });
  const { factory } = createApp(config);
  const [client, server] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: server });
  let answer: Msg | undefined;
  client.onmessage = (m: JSONRPCMessage) => void (answer = JSON.parse(JSON.stringify(m)));
  await client.start();
  await client.send({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } });
  for (let i = 0; i < 500 && !answer; i++) await new Promise((r) => setTimeout(r, 1));
  await client.close();
  await handle.close();
  if (!answer) throw new Error(`Cannot record the 2026-07-28 opening for ${JSON.stringify(env)}: no answer`);
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
