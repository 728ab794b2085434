/**
 * The binary's way: with its broad flags each replica confines itself to a sandbox worker whose net
 * permission names GitLab, the listen address and the store (and nothing else), loads the Redis
 * client's built-ins there, and still runs a replayed finale once across replicas.
 */
import assert from "node:assert/strict";
import { redisTest } from "../support/redis_server.ts";
import { ensureBundle } from "../support/bundle.ts";
import { BAKED_FLAGS } from "../../scripts/compile.ts";
import { call, DELETE_ISSUE, result, roundsToFinal, text, withReplicas } from "./support.ts";

redisTest("replicas: confined replicas reach the store from their sandbox and delete once", async () => {
  await ensureBundle();
  await withReplicas({ count: 2, flags: BAKED_FLAGS, stderr: true }, async ({ bases, servers, gitlab }) => {
    const final = (await roundsToFinal(bases, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
    const first = await call(bases[0]!, "gitlab_issue", DELETE_ISSUE, final);
    assert.notEqual(result(first).isError, true, text(first));
    assert.equal(result(await call(bases[1]!, "gitlab_issue", DELETE_ISSUE, final)).isError, true);
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
    // GITLAB_MCP_LOG_LEVEL=error keeps the "confined" line out; the store must be reached from inside.
    assert.doesNotMatch(servers[0]!.stderr(), /running unconfined|NotCapable/);
  });
});
