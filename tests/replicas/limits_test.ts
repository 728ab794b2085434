/**
 * Limits across replicas sharing a Redis store: a burst of N allows N calls across all replicas
 * together, and a credential GitLab rejected on one replica is answered by another without asking
 * GitLab again.
 */
import assert from "node:assert/strict";
import { redisTest } from "../support/redis_server.ts";
import { call, GET_ISSUE, result, text, withReplicas } from "./support.ts";
import { rpc } from "../http/support.ts";

const BURST = 6;

redisTest("replicas: a rate limit of N allows N calls across all replicas together", async () => {
  const args = [`--rate-limit-burst=${BURST}`, "--rate-limit-rps=0.01"];
  await withReplicas({ count: 3, args }, async ({ bases, gitlab }) => {
    const replies = [];
    for (let i = 0; i < BURST * 2; i++) replies.push(await call(bases[i % bases.length]!, "gitlab_issue", GET_ISSUE));
    const served = replies.filter((r) => result(r).isError !== true);
    const limited = replies.filter((r) => /rate limit for this credential is reached/.test(text(r)));
    assert.equal(served.length, BURST, JSON.stringify(replies.map(text)));
    assert.equal(limited.length, BURST);
    assert.equal(gitlab.requests.length, BURST);
  });
});

redisTest("replicas: a credential rejected on one replica is answered locally on another", async () => {
  await withReplicas({ count: 2 }, async ({ bases, gitlab }) => {
    const first = await call(bases[0]!, "gitlab_issue", GET_ISSUE, {}, "glpat-rejected");
    assert.equal(result(first).isError, true);
    assert.equal(gitlab.requests.length, 1);
    const req = rpc("tools/call", { name: "gitlab_issue", arguments: GET_ISSUE }, {
      modern: true,
      base: bases[1]!,
      headers: { "private-token": "glpat-rejected" },
    });
    const res = await fetch(req);
    // The refusal OAuth-capable clients show as it is: a JSON-RPC error on HTTP 200, no 401 (docs/security.md).
    assert.equal(res.status, 200);
    assert.match(await res.text(), /-32001.*GitLab rejected this credential less than 60 s ago/s);
    assert.equal(gitlab.requests.length, 1, "the second replica did not ask GitLab again");
  });
});
