/**
 * gitlab_find_action over stdio: the server process started as users start it (deno run src/main.ts), the
 * official client calling the tool for every held-out request; p50/p99 round trip. No GitLab call is made.
 */
import { Client } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../tests/support/fake_gitlab.ts";
import { spawnServer } from "../tests/support/spawn_env.ts";
import { loadRequests } from "./find_accuracy.ts";

const requests = (await loadRequests()).filter((r) => r.heldOut);
const gitlab = new FakeGitLab();
const client = new Client({ name: "bench-find", version: "1.0.0" });
await client.connect(spawnServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-bench-0001" }, []));
const call = (query: string) => client.callTool({ name: "gitlab_find_action", arguments: { query, limit: 5 } });
for (const r of requests.slice(0, 30)) await call(r.q);
const times: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const r of requests) {
    const t = performance.now();
    await call(r.q);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2);
console.log(`stdio round trip, ${times.length} calls on held-out queries: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
await client.close();
await gitlab.close();
