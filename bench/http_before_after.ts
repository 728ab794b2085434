/**
 * Our HTTP service alone, before and after a change, in the same run (deno task bench:http-ab). BEFORE names a
 * checkout of the earlier version (`git archive <rev> | tar -x -C <dir>`); rounds alternate before and after, so
 * the machine's drift hits both alike. Calls/s and p99 at 8 and 64 keep-alive callers against a fake GitLab with
 * 5 ms latency, and the ratio after/before of each median. ROUNDS, SECONDS and CALLERS (8,64) change the runs.
 */
import { HTTP_V8_FLAGS } from "../src/config/runtime_flags.ts";
import { ROOT } from "../tests/support/paths.ts";
import { childEnv } from "../tests/support/spawn_env.ts";
import { fakeGitLab } from "./side_by_side/fake.ts";
import { freePort } from "./side_by_side/servers.ts";
import { throughput, type ThroughputSample } from "./side_by_side/http_throughput.ts";
import { cpuMs, sleep, spread } from "./side_by_side/stats.ts";

const num = (name: string, fallback: number) => Number(Deno.env.get(name) ?? fallback);
const ROUNDS = num("ROUNDS", 5);
const SECONDS = num("SECONDS", 5);
const CALLERS = (Deno.env.get("CALLERS") ?? "8,64").split(",").map(Number);

interface Sample extends ThroughputSample {
  /** Server CPU (user + system) per call, warm-up calls included. */
  cpuMsPerCall: number;
}

async function measure(v: Variant, gitlabUrl: string, callers: number): Promise<Sample> {
  const srv = await start(v, gitlabUrl);
  try {
    const cpu0 = await cpuMs(srv.pid);
    const t = await throughput("ours", srv.base, callers, SECONDS);
    const calls = t.callsPerSecond * SECONDS + 2 * callers;
    return { ...t, cpuMsPerCall: ((await cpuMs(srv.pid)) - cpu0) / calls };
  } finally {
    await srv.stop();
  }
}

interface Variant {
  name: string;
  root: string;
}

async function start(variant: Variant, gitlabUrl: string) {
  const port = freePort();
  const env = { GITLAB_URL: gitlabUrl, GITLAB_MCP_LOG_LEVEL: "error", GITLAB_MCP_RATE_LIMIT_RPS: "0" };
  const child = new Deno.Command("deno", {
    args: [
      "run",
      HTTP_V8_FLAGS,
      "--allow-net=127.0.0.1",
      "--allow-env",
      "src/main.ts",
      "--http",
      "--http-addr",
      `127.0.0.1:${port}`,
    ],
    cwd: variant.root,
    env: childEnv(env),
    clearEnv: true,
    stdin: "null",
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  for (let i = 0; i < 400; i++) {
    const up = await Deno.connect({ hostname: "127.0.0.1", port }).then((c) => (c.close(), true), () => false);
    if (up) break;
    await sleep(25);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => (child.kill("SIGTERM"), await child.status),
  };
}

/** BEFORE and this tree; or TREES=name=dir,name=dir,… (the first is the baseline the others are divided by). */
function variants(): Variant[] {
  const trees = Deno.env.get("TREES");
  if (trees) {
    return trees.split(",").map((t) => t.split("=")).map(([name, root]) => ({ name: name!, root: root! }));
  }
  const before = Deno.env.get("BEFORE");
  if (!before) throw new Error("Cannot compare: set BEFORE to a checkout of the earlier version (or TREES)");
  return [{ name: "before", root: before }, { name: "after", root: ROOT }];
}

function line(callers: number, name: string, samples: Sample[]): string {
  const cps = spread(samples.map((s) => s.callsPerSecond));
  const p99 = spread(samples.map((s) => s.p99Ms));
  const cpu = spread(samples.map((s) => s.cpuMsPerCall));
  return `${callers} callers ${name}: ${cps.median.toFixed(0)} calls/s (${cps.min.toFixed(0)}–${
    cps.max.toFixed(0)
  }), ` +
    `p99 ${p99.median.toFixed(1)} ms (${p99.min.toFixed(1)}–${p99.max.toFixed(1)}), ` +
    `CPU ${cpu.median.toFixed(3)} ms/call (${cpu.min.toFixed(3)}–${cpu.max.toFixed(3)})`;
}

async function main(): Promise<void> {
  const gitlab = fakeGitLab(5);
  const all = variants();
  try {
    for (const callers of CALLERS) {
      const samples = new Map<string, Sample[]>(all.map((v) => [v.name, []]));
      for (let r = 0; r < ROUNDS; r++) {
        for (const v of r % 2 ? [...all].reverse() : all) {
          samples.get(v.name)!.push(await measure(v, gitlab.url, callers));
          gitlab.requests.length = 0;
        }
      }
      for (const v of all) console.log(line(callers, v.name, samples.get(v.name)!));
      const median = (name: string, f: (s: Sample) => number) => spread(samples.get(name)!.map(f)).median;
      for (const v of all.slice(1)) {
        const cps = median(v.name, (s) => s.callsPerSecond) / median(all[0]!.name, (s) => s.callsPerSecond);
        const p99 = median(v.name, (s) => s.p99Ms) / median(all[0]!.name, (s) => s.p99Ms);
        const cpu = median(v.name, (s) => s.cpuMsPerCall) / median(all[0]!.name, (s) => s.cpuMsPerCall);
        console.log(
          `${callers} callers ${v.name}/before: calls/s ${cps.toFixed(2)}, p99 ${p99.toFixed(2)}, CPU ${
            cpu.toFixed(2)
          }`,
        );
      }
    }
  } finally {
    await gitlab.close();
  }
}

if (import.meta.main) await main();
