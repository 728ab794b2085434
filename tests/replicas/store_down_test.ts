/**
 * The store killed mid-run: a final (writing) round is refused with the documented error and nothing
 * reaches GitLab, reads are served, /ready and the log say so; once the store is back each replica
 * reconnects by itself, a flow begun before the restart must start over, and a new one runs once.
 */
import assert from "node:assert/strict";
import { redisTest } from "../support/redis_server.ts";
import { call, DELETE_ISSUE, GET_ISSUE, result, roundsToFinal, text, waitReady, withReplicas } from "./support.ts";

redisTest(
  "replicas: with the store down, finales fail closed and reads are served; after its restart all recovers",
  async () => {
    await withReplicas({ count: 2, stderr: true }, async ({ bases, servers, gitlab, redis }) => {
      const final = (await roundsToFinal(bases, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
      await redis!.kill();
      const refused = await call(bases[1]!, "gitlab_issue", DELETE_ISSUE, final);
      assert.equal(result(refused).isError, true);
      assert.match(text(refused), /the state store is unreachable/);
      assert.match(text(refused), /Nothing was sent to GitLab/);
      assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 0);
      const read = await call(bases[0]!, "gitlab_issue", GET_ISSUE);
      assert.notEqual(result(read).isError, true, text(read));
      const ready = await fetch(`${bases[0]}/ready`);
      assert.equal(ready.status, 503);
      assert.equal((await ready.json()).status, "store_unreachable");
      assert.match(servers[1]!.stderr(), /state store unreachable/);

      await redis!.start();
      for (const base of bases) await waitReady(base);
      const stale = await call(bases[0]!, "gitlab_issue", DELETE_ISSUE, final);
      assert.match(text(stale), /the state store restarted after this flow began/);
      assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 0);
      const again = (await roundsToFinal(bases, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
      const done = await call(bases[1]!, "gitlab_issue", DELETE_ISSUE, again);
      assert.notEqual(result(done).isError, true, text(done));
      assert.equal(result(await call(bases[0]!, "gitlab_issue", DELETE_ISSUE, again)).isError, true);
      assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
    });
  },
);
