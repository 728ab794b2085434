/**
 * Finished flows are single use across replicas: two or three server processes share a Redis store
 * and the state key, and a finished confirmation or wizard replayed to another replica (in turn or at
 * once) is refused there and sends nothing. Without the store each replica knows only its own flows.
 */
import assert from "node:assert/strict";
import { redisTest } from "../support/redis_server.ts";
import { call, DELETE_ISSUE, result, roundsToFinal, text, withReplicas, wizardName } from "./support.ts";

const STORE = (Deno.env.get("REPLICAS_TEST_STORE") ?? "redis") as "redis" | "memory";

function assertRefusedReplay(reply: Record<string, unknown>): void {
  assert.equal(result(reply).isError, true, JSON.stringify(reply));
  assert.match(text(reply), /already ran to its end|another request is answering/);
  assert.match(text(reply), /Nothing was sent to GitLab/);
}

redisTest("replicas: a confirmed delete replayed to the other replicas deletes once", async () => {
  await withReplicas({ count: 3, store: STORE }, async ({ bases, gitlab }) => {
    const final = (await roundsToFinal(bases, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
    const first = await call(bases[0]!, "gitlab_issue", DELETE_ISSUE, final);
    assert.notEqual(result(first).isError, true, text(first));
    for (const base of [bases[1]!, bases[2]!, bases[0]!]) {
      assertRefusedReplay(await call(base, "gitlab_issue", DELETE_ISSUE, final));
    }
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
  });
});

redisTest("replicas: the same final round sent to every replica at once deletes once", async () => {
  await withReplicas({ count: 3, store: STORE }, async ({ bases, gitlab }) => {
    const final = (await roundsToFinal(bases, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
    const replies = await Promise.all(bases.map((base) => call(base, "gitlab_issue", DELETE_ISSUE, final)));
    assert.equal(replies.filter((r) => result(r).isError !== true).length, 1, JSON.stringify(replies));
    for (const reply of replies.filter((r) => result(r).isError === true)) assertRefusedReplay(reply);
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
  });
});

redisTest("replicas: a finished issue wizard replayed on the other replica creates one issue", async () => {
  await withReplicas({ count: 2, store: STORE }, async ({ bases, gitlab }) => {
    const wizard = await wizardName(bases[0]!);
    const args = { project_id: "a/b" };
    const rounds = await roundsToFinal(bases, wizard, args);
    const created = await call(bases[0]!, wizard, args, rounds.at(-1)!);
    assert.notEqual(result(created).isError, true, text(created));
    assertRefusedReplay(await call(bases[1]!, wizard, args, rounds.at(-1)!));
    assertRefusedReplay(await call(bases[1]!, wizard, args, rounds[1]));
    assert.equal(gitlab.requests.filter((r) => r.method === "POST").length, 1);
  });
});
