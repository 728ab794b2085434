/**
 * A bounded load run through replicas: `callers` concurrent callers, each sending `perCaller` reads in
 * turn to the replicas round robin; every answer must be a success. Shared by the load test and
 * bench/replicas.ts, which compares the store's cost per call with the memory store's.
 */
import { call, GET_ISSUE, result } from "./support.ts";

export interface LoadResult {
  calls: number;
  errors: string[];
  /** Wall time of the whole run over the number of calls. */
  msPerCall: number;
  /** Mean time one call took, seen by its caller. */
  meanLatencyMs: number;
}

export async function loadRun(bases: string[], callers: number, perCaller: number): Promise<LoadResult> {
  const errors: string[] = [];
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: callers }, async (_, c) => {
    for (let i = 0; i < perCaller; i++) {
      const t = performance.now();
      const reply = await call(bases[(c + i) % bases.length]!, "gitlab_issue", GET_ISSUE).catch((err) => ({
        error: String(err),
      }));
      latencies.push(performance.now() - t);
      if ("error" in reply || result(reply).isError === true) errors.push(JSON.stringify(reply).slice(0, 300));
    }
  }));
  const calls = callers * perCaller;
  const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  return { calls, errors, msPerCall: (performance.now() - started) / calls, meanLatencyMs: mean };
}

/** Limits far above the run, so every call still takes its token from the (shared) bucket. */
export const LOAD_ARGS = ["--rate-limit-rps=100000", "--rate-limit-burst=100000"];
