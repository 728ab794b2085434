/**
 * RSS growth under load: 20,000 read tool calls spread over 500 distinct tokens (40 each). Ours: stateless,
 * each call carries its token. The peer: one session per token (its HTTP mode binds a token to a session at
 * initialize), so its figure includes 500 open sessions. VmRSS 1 s after start vs 2 s after the last call.
 *
 * Each token's first call runs at most 8 at a time (ours admits at most 10 not-yet-verified tokens per client
 * address a minute, and every bench caller is 127.0.0.1); the other 19,500 run 64 at a time.
 */
import type { Side } from "./servers.ts";
import { type Caller, openCaller } from "./http_client.ts";
import { rssKiB, sleep } from "./stats.ts";

export interface RssSample {
  beforeKiB: number;
  afterKiB: number;
  growthKiB: number;
}

export const TOKENS = 500;
export const CALLS = 20_000;

/** Runs fn(0..n-1) with at most `concurrency` in flight. */
async function pool(n: number, concurrency: number, fn: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) await fn(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function rssGrowth(side: Side, base: string, pid: number): Promise<RssSample> {
  const client = Deno.createHttpClient({ poolMaxIdlePerHost: 64 });
  try {
    await sleep(1000);
    const beforeKiB = await rssKiB(pid);
    const callers: Caller[] = [];
    await pool(TOKENS, 8, async (t) => {
      const caller = await openCaller(side, client, base, `glpat-bench-rss-${String(t).padStart(6, "0")}`);
      callers[t] = caller;
      await caller.call();
    });
    await pool(CALLS - TOKENS, 64, (i) => callers[i % TOKENS]!.call());
    await sleep(2000);
    const afterKiB = await rssKiB(pid);
    return { beforeKiB, afterKiB, growthKiB: afterKiB - beforeKiB };
  } finally {
    client.close();
  }
}
