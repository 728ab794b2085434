/**
 * gitlab_find_action ranking latency in-process (ours only; the peer has no such tool): searchActions over the
 * served catalog for every evaluation request, as bench/find_accuracy.ts does; p50/p99 after one warm-up pass.
 */
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { searchActions } from "../../src/find/rank.ts";
import { loadRequests } from "../find_accuracy.ts";
import { percentile } from "./stats.ts";

export async function findLatency(rounds: number): Promise<{ p50Ms: number; p99Ms: number; n: number }> {
  const requests = await loadRequests();
  for (const r of requests) searchActions(SERVED_ACTIONS, r.q, 5);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const r of requests) {
      const t = performance.now();
      searchActions(SERVED_ACTIONS, r.q, 5);
      times.push(performance.now() - t);
    }
  }
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), n: times.length };
}
