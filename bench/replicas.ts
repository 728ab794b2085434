/**
 * What the shared store costs per call: two replicas on a Redis store against two on the memory
 * store, in the same run, on loopback. One caller in sequence gives the added latency per call;
 * 64 callers give the throughput under load. Needs redis-server on PATH.
 * Run: deno run --lock=tests/deno.lock --frozen --allow-net=127.0.0.1 --allow-env --allow-read
 *   --allow-run=deno,redis-server --allow-write=/tmp bench/replicas.ts
 */
import { LOAD_ARGS, loadRun } from "../tests/replicas/load.ts";
import { withReplicas } from "../tests/replicas/support.ts";

const rows: string[] = [];
for (const store of ["memory", "redis"] as const) {
  await withReplicas({ count: 2, store, args: LOAD_ARGS }, async ({ bases }) => {
    await loadRun(bases, 8, 20);
    const sequential = await loadRun(bases, 1, 300);
    const loaded = await loadRun(bases, 64, 20);
    const errors = sequential.errors.length + loaded.errors.length;
    rows.push(
      `| ${store} | ${sequential.meanLatencyMs.toFixed(2)} | ${loaded.meanLatencyMs.toFixed(1)} | ${
        (1000 / loaded.msPerCall).toFixed(0)
      } | ${errors} |`,
    );
  });
}
console.log("| store | ms per call, 1 caller | ms per call, 64 callers | calls/s, 64 callers | errors |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
