/**
 * Records what the real server answers to a connection's opening (`initialize`, then `tools/list`) for every
 * configuration the stdio front door (src/stdio/opening.ts) serves, in src/stdio/opening_answers.json: a start
 * then answers both without loading the SDK, zod or the catalog. `deno task docs` runs it;
 * tests/stdio/opening_answers_test.ts fails when the file is out of date.
 */
import { InMemoryTransport, type JSONRPCMessage } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { parseConfig } from "../src/config/mod.ts";
import { createApp } from "../src/server/app.ts";
import { LEGACY_REVISIONS } from "../src/protocol/revisions.ts";
import { OPENING_SURFACES, type OpeningAnswers, openingKey } from "../src/stdio/opening_key.ts";

export const ANSWERS_FILE = "src/stdio/opening_answers.json";

type Msg = Record<string, unknown>;

/** Every combination of the settings an opening's answers depend on (the key names them). */
export function openingEnvs(): Record<string, string>[] {
  const envs: Record<string, string>[] = [];
  for (const surface of OPENING_SURFACES) {
    for (const capability of ["full", "minimal"]) {
      for (const readOnly of ["false", "true"]) {
        envs.push({
          GITLAB_MCP_TOOL_SURFACE: surface,
          GITLAB_MCP_CAPABILITY_SURFACE: capability,
          GITLAB_MCP_READ_ONLY: readOnly,
        });
      }
    }
  }
  return envs;
}

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
  for (let i = 0; i < 100 && answers.size < 2; i++) await new Promise((r) => setTimeout(r, 1));
  await client.close();
  await handle.close();
  const init = answers.get(1);
  const list = answers.get(2)?.result as Msg | undefined;
  if (!init || !list) {
    throw new Error(`Cannot record the opening for ${JSON.stringify(env)}: the server did not answer`);
  }
  return { init: init.result as Msg | undefined, initError: init.error, list, config };
}

/** The answers file's content: one entry per key; the initialize result without its negotiated version. */
export async function recordedOpening(): Promise<OpeningAnswers> {
  const answers: OpeningAnswers = {};
  for (const env of openingEnvs()) {
    const { init, list, config } = await serverOpening(env, initParams(LEGACY_REVISIONS[0]!));
    if (!init) throw new Error(`Cannot record the opening for ${JSON.stringify(env)}: initialize failed`);
    const { protocolVersion: _negotiated, ...initialize } = init;
    answers[openingKey(config)!] = { initialize, tools: list };
  }
  return answers;
}

if (import.meta.main) {
  const answers = await recordedOpening();
  await Deno.writeTextFile(new URL(`../${ANSWERS_FILE}`, import.meta.url), JSON.stringify(answers) + "\n");
  console.log(`wrote ${ANSWERS_FILE} (${Object.keys(answers).length} configurations)`);
}
