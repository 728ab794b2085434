/**
 * Reports the catalog size per domain and the tools/list payload in bytes on
 * each surface, as a client receives it (run: deno task bench:size).
 */
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { Client } from "@modelcontextprotocol/client";
import { SERVED_ACTIONS, SERVED_DOMAINS } from "../src/surfaces/inventory.ts";
import { parseConfig } from "../src/config/mod.ts";
import { createApp } from "../src/server/app.ts";
import { setLogSink } from "../src/log/mod.ts";

setLogSink(() => {});
const counts = SERVED_DOMAINS.map((d) => `${d.name} ${SERVED_ACTIONS.filter((a) => a.domain === d.name).length}`);
console.log(`catalog: ${SERVED_ACTIONS.length} actions (${counts.join(", ")})`);

for (const surface of ["dynamic", "meta", "individual"]) {
  const { factory } = createApp(
    parseConfig([], { GITLAB_URL: "http://127.0.0.1:9", GITLAB_MCP_TOOL_SURFACE: surface }),
  );
  const [c, s] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(factory, { transport: s });
  const client = new Client({ name: "size", version: "1" });
  await client.connect(c);
  const { tools } = await client.listTools();
  const bytes = new TextEncoder().encode(JSON.stringify({ tools })).length;
  console.log(`${surface}: ${tools.length} tools, tools/list payload ${bytes} bytes`);
  await client.close();
  await handle.close();
}
