/**
 * What building one serving unit costs (one McpServer with its tools, prompts, resources and completions,
 * as every stateless HTTP request does): mean over 2,000 units after 200 warm-up ones.
 * Run: deno run --lock=tests/deno.lock --frozen --allow-read --allow-env bench/serving_unit.ts
 */
import { parseConfig } from "../src/config/mod.ts";
import { createApp } from "../src/server/app.ts";
const config = parseConfig(["--http"], { GITLAB_URL: "http://127.0.0.1:9" });
const { factory } = createApp(config);
const ctx = {
  era: "modern",
  authInfo: { token: "glpat-x", clientId: "gitlab", scopes: [], extra: { kind: "private" } },
} as never;
for (let i = 0; i < 200; i++) await factory(ctx);
const t = performance.now();
for (let i = 0; i < 2000; i++) await factory(ctx);
console.log(`factory: ${((performance.now() - t) / 2000).toFixed(3)} ms per serving unit`);
