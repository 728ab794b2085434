/**
 * A bounded load run (64 callers on loopback) through two replicas sharing a Redis store, and the
 * same through two memory-store replicas in the same run: no call fails in either.
 */
import assert from "node:assert/strict";
import { redisTest } from "../support/redis_server.ts";
import { LOAD_ARGS, loadRun } from "./load.ts";
import { withReplicas } from "./support.ts";

for (const store of ["redis", "memory"] as const) {
  redisTest(`replicas: 64 callers through two replicas (${store} store) get no error`, async () => {
    await withReplicas({ count: 2, store, args: LOAD_ARGS }, async ({ bases, gitlab }) => {
      const run = await loadRun(bases, 64, 5);
      assert.deepEqual(run.errors, []);
      assert.equal(gitlab.requests.length, run.calls);
    });
  });
}
