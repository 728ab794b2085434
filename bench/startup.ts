/**
 * Startup time of the confined server (sandbox worker) against the
 * unconfined one: milliseconds from spawn to the initialize response, median
 * of N interleaved runs each. Run: deno task bench:startup (bundles the worker
 * first); BINARY=dist/gitlab-mcp-server adds a compiled binary.
 */
import { BAKED_FLAGS } from "../scripts/compile.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const RUNS = Number(Deno.env.get("RUNS") ?? 15);
const INIT = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
}) + "\n";

async function once(flags: string[], cmd = "deno"): Promise<number> {
  const started = performance.now();
  const child = new Deno.Command(cmd, {
    args: cmd === "deno" ? ["run", ...flags, "src/main.ts"] : flags,
    cwd: ROOT,
    env: { GITLAB_URL: "http://127.0.0.1:9", GITLAB_MCP_LOG_LEVEL: "error" },
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(INIT));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  while (!buf.includes('"id":1')) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += value;
  }
  const ms = performance.now() - started;
  await writer.close();
  await reader.cancel();
  await child.status;
  return ms;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const variants: Array<[string, string[], string?]> = [
  ["unconfined (deno run --allow-net=127.0.0.1 --allow-env)", ["--allow-net=127.0.0.1", "--allow-env"]],
  ["confined (deno run with the binary's flags)", BAKED_FLAGS],
];
const binary = Deno.env.get("BINARY");
if (binary) variants.push(["compiled binary", [], binary]);
// Interleaved, so drift in the machine's load hits every variant alike.
for (const [, flags, cmd] of variants) await once(flags, cmd); // warm the module and code caches
const times: number[][] = variants.map(() => []);
for (let i = 0; i < RUNS; i++) {
  for (const [v, [, flags, cmd]] of variants.entries()) times[v]!.push(await once(flags, cmd));
}
for (const [v, [name]] of variants.entries()) {
  const t = times[v]!;
  console.log(`${name}: median ${median(t).toFixed(1)} ms over ${RUNS} runs (min ${Math.min(...t).toFixed(1)})`);
}
const [a, b] = times.map(median);
console.log(`confinement overhead: ${(b! - a!).toFixed(1)} ms`);
