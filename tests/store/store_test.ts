/**
 * The store's contract, the same cases through both implementations: the memory store (one process)
 * and the Redis store against a real redis-server on loopback. Two Redis stores on one server stand
 * for two replicas of one deployment.
 */
import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { openStore, type StateStore } from "../../src/store/mod.ts";
import { redisTest, startRedis } from "../support/redis_server.ts";

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
const NOW = () => Date.now();

function configFor(store: string, extra: string[] = []) {
  return parseConfig(["--http", "--state-store", store, "--rate-limit-rps=1", "--rate-limit-burst=3", ...extra], {
    GITLAB_URL: "http://127.0.0.1:9",
    GITLAB_MCP_STATE_KEY: KEY,
  });
}

/** Runs `fn` with two stores that share state: the same memory store twice, or two Redis stores on one server. */
async function withStores(kind: "memory" | "redis", fn: (a: StateStore, b: StateStore) => Promise<void>) {
  if (kind === "memory") {
    const store = openStore(configFor("memory"));
    return await fn(store, store);
  }
  const redis = await startRedis();
  const [a, b] = [openStore(configFor(redis.url)), openStore(configFor(redis.url))];
  try {
    await Promise.all([a.unready(), b.unready()]);
    await fn(a, b);
  } finally {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
  }
}

for (const kind of ["memory", "redis"] as const) {
  (kind === "redis" ? redisTest : Deno.test)(
    `store (${kind}): a flow's round is claimed once at a time, and none after it finished`,
    async () => {
      await withStores(kind, async (a, b) => {
        const issued = NOW();
        assert.equal(await a.flows.claim("f1", NOW(), issued), "ok");
        assert.equal(await b.flows.claim("f1", NOW(), issued), "running");
        await a.flows.release("f1", false, NOW() + 60_000);
        assert.equal(await b.flows.claim("f1", NOW(), issued), "ok", "an unfinished round leaves the flow open");
        await b.flows.release("f1", true, NOW() + 60_000);
        assert.equal(await a.flows.claim("f1", NOW(), issued), "finished");
        assert.equal(await b.flows.claim("f1", NOW(), issued), "finished");
      });
    },
  );

  (kind === "redis" ? redisTest : Deno.test)(
    `store (${kind}): the burst is shared, a refund gives one back, and another credential has its own`,
    async () => {
      await withStores(kind, async (a, b) => {
        const taken = [];
        for (const store of [a, b, a, b]) taken.push(await store.limits.calls.allow("cred-1"));
        assert.deepEqual(taken, [true, true, true, false]);
        await a.limits.calls.refund("cred-1");
        assert.equal(await b.limits.calls.allow("cred-1"), true);
        assert.equal(await b.limits.calls.allow("cred-2"), true);
        assert.equal(await a.limits.completions.allow("cred-1"), true, "completions have their own bucket");
      });
    },
  );

  (kind === "redis" ? redisTest : Deno.test)(
    `store (${kind}): a credential GitLab rejected is refused everywhere; an address's new checks are paced`,
    async () => {
      await withStores(kind, async (a, b) => {
        const bad = { kind: "private" as const, token: "glpat-bad" };
        await a.limits.auth.watch(bad)!.saw(401);
        assert.deepEqual(await b.limits.auth.admit("10.0.0.1", b.limits.auth.keyOf(bad)), { kind: "rejected" });
        const verdicts = [];
        for (let i = 0; i < a.limits.auth.perAddress + 2; i++) {
          verdicts.push((await [a, b][i % 2]!.limits.auth.admit("10.0.0.2", `unknown-${i}`)).kind);
        }
        // Every free place, then one paced check, then a wait: shared by both replicas.
        assert.equal(verdicts.filter((v) => v === "check").length, a.limits.auth.perAddress + 1);
        assert.equal(verdicts.at(-1), "wait");
        assert.equal((await b.limits.auth.admit("10.0.0.3", "unknown-x")).kind, "check", "another address is free");
        const good = { kind: "private" as const, token: "glpat-good" };
        await b.limits.auth.watch(good)!.saw(200);
        assert.deepEqual(await a.limits.auth.admit("10.0.0.2", a.limits.auth.keyOf(good)), { kind: "ok" });
      });
    },
  );

  (kind === "redis" ? redisTest : Deno.test)(
    `store (${kind}): a checked credential's user is known on every replica; an acceptance frees its place`,
    async () => {
      await withStores(kind, async (a, b) => {
        const key = a.limits.auth.keyOf({ kind: "private", token: "glpat-new-user" });
        assert.equal((await a.limits.auth.admit("10.0.0.4", key)).kind, "check");
        assert.equal((await b.limits.auth.admit("10.0.0.4", key)).kind, "wait", "one check at a time per credential");
        await a.limits.auth.settle("10.0.0.4", key, { kind: "accepted", user: { id: 7, username: "ada" } });
        assert.deepEqual(await b.limits.auth.admit("10.0.0.9", key), { kind: "ok", user: { id: 7, username: "ada" } });
        assert.deepEqual(await b.limits.auth.userOf(key), { id: 7, username: "ada" });
        for (let i = 0; i < a.limits.auth.perAddress; i++) {
          assert.equal((await b.limits.auth.admit("10.0.0.4", `fresh-${i}`)).kind, "check", `place ${i} is free`);
        }
        await a.limits.auth.settle("10.0.0.4", "fresh-0", { kind: "rejected" });
        assert.deepEqual(await b.limits.auth.admit("10.0.0.1", "fresh-0"), { kind: "rejected" });
      });
    },
  );

  (kind === "redis" ? redisTest : Deno.test)(
    `store (${kind}): cached values expire, and the store answers /ready`,
    async () => {
      await withStores(kind, async (a, b) => {
        await a.tokenInfo.set("tok-hash", '{"scopes":["api"]}', 200);
        assert.equal(await b.tokenInfo.get("tok-hash"), '{"scopes":["api"]}');
        await new Promise((r) => setTimeout(r, 250));
        assert.equal(await b.tokenInfo.get("tok-hash"), undefined);
        assert.equal(await a.unready(), undefined);
      });
    },
  );
}

redisTest(
  "store (redis): while the store is down claims fail closed, limits fall back to the process; after a restart old flows are stale",
  async () => {
    const redis = await startRedis();
    const store = openStore(configFor(redis.url));
    try {
      assert.equal(await store.unready(), undefined);
      const before = NOW();
      assert.equal(await store.flows.claim("f-old", NOW(), before), "ok");
      await store.flows.release("f-old", false, NOW() + 60_000);
      await redis.kill();
      assert.equal(await store.flows.claim("f-old", NOW(), before), "unreachable");
      assert.match(await store.unready() ?? "", /state store unreachable at redis:\/\/127\.0\.0\.1:\d+/);
      assert.equal(await store.limits.calls.allow("cred"), true, "reads stay served, limited by this process");
      await redis.start();
      let back = await store.unready();
      for (let i = 0; i < 100 && back !== undefined; i++) {
        await new Promise((r) => setTimeout(r, 50));
        back = await store.unready();
      }
      assert.equal(back, undefined, "reconnected by itself");
      assert.equal(await store.flows.claim("f-old", NOW(), before), "stale", "the store lost what it knew of it");
      assert.equal(await store.flows.claim("f-new", NOW(), NOW()), "ok");
    } finally {
      await store.close();
      await redis.stop();
    }
  },
);

redisTest(
  "store (redis): a restart with persistence still moves the epoch, so a finished flow stays refused",
  async () => {
    const redis = await startRedis({ persist: true });
    const store = openStore(configFor(redis.url));
    try {
      assert.equal(await store.unready(), undefined);
      const issued = NOW();
      assert.equal(await store.flows.claim("f", NOW(), issued), "ok");
      await store.flows.release("f", true, NOW() + 60_000);
      await redis.kill();
      await redis.start();
      for (let i = 0; i < 100 && await store.unready() !== undefined; i++) await new Promise((r) => setTimeout(r, 50));
      assert.notEqual(await store.flows.claim("f", NOW(), issued), "ok");
    } finally {
      await store.close();
      await redis.stop();
    }
  },
);
