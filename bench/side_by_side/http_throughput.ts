/**
 * HTTP throughput: `callers` concurrent callers (one token each) call a read tool in a loop for a fixed
 * duration against a fake GitLab with 5 ms latency; calls/s and p50/p99 latency.
 */
import type { Side } from "./servers.ts";
import { type Caller, openCaller, type Revision } from "./http_client.ts";
import { percentile } from "./stats.ts";

export interface ThroughputSample {
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function throughput(side: Side, base: string, callers: number, seconds: number, revision?: Revision) {
  const client = Deno.createHttpClient({ poolMaxIdlePerHost: callers });
  try {
    const opened: Caller[] = [];
    for (let i = 0; i < callers; i++) {
      opened.push(await openCaller(side, client, base, `glpat-bench-tput-${String(i).padStart(6, "0")}`, revision));
    }
    for (const c of opened) await c.call(); // each caller's path (and ours: its token accepted) once
    // Then all at once, so both sides' connection pools (the load generator's to the server, the server's to
    // GitLab) hold a connection per caller before the clock starts: otherwise the first timed burst opens them
    // and its 64 calls alone make the p99.
    await Promise.all(opened.map((c) => c.call()));
    const times: number[] = [];
    const t0 = performance.now();
    const end = t0 + seconds * 1000;
    await Promise.all(opened.map(async (c) => {
      while (performance.now() < end) {
        const t = performance.now();
        await c.call();
        times.push(performance.now() - t);
      }
    }));
    const elapsed = (performance.now() - t0) / 1000;
    return { callsPerSecond: times.length / elapsed, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
  } finally {
    client.close();
  }
}
