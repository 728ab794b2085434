import assert from "node:assert/strict";
import { TokenVerifier } from "../../src/http/oauth_verify.ts";
import { MemoryCache } from "../../src/store/memory.ts";
import { FakeAuthorizationServer } from "../support/fake_oauth.ts";
import { parseConfig } from "../../src/config/mod.ts";
import { openStore } from "../../src/store/mod.ts";
import { redisTest, startRedis } from "../support/redis_server.ts";

function verifierFor(as: FakeAuthorizationServer, cache: MemoryCache, ttlMs = 60_000, clientUids: string[] = []) {
  return new TokenVerifier({ gitlabUrl: new URL(as.url), cache, ttlMs, clientUids });
}

const infoCalls = (as: FakeAuthorizationServer) =>
  as.gitlab.requests.filter((r) => r.path === "/oauth/token/info").length;

Deno.test("oauth verify: concurrent first calls of one token share one verification, later ones the cache", async () => {
  const as = new FakeAuthorizationServer();
  try {
    as.tokens.set("tok-a", { scope: ["read_api"], uid: "app", expiresAt: Date.now() + 3600_000 });
    const cache = new MemoryCache();
    const v = verifierFor(as, cache);
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => v.verify({ kind: "bearer", token: "tok-a" })));
    assert.ok(verdicts.every((d) => d.kind === "valid" && d.scopes.join() === "read_api" && d.uid === "app"));
    await v.verify({ kind: "bearer", token: "tok-a" });
    assert.equal(infoCalls(as), 1);
    // A second replica sharing the store finds the verdict without asking GitLab.
    await verifierFor(as, cache).verify({ kind: "bearer", token: "tok-a" });
    assert.equal(infoCalls(as), 1);
  } finally {
    await as.close();
  }
});

Deno.test("oauth verify: a token is kept no longer than it lives, and a GitLab outage is never cached", async () => {
  const as = new FakeAuthorizationServer();
  try {
    as.tokens.set("tok-short", { scope: ["api"], uid: "app", expiresAt: Date.now() + 1500 });
    const v = verifierFor(as, new MemoryCache());
    assert.equal((await v.verify({ kind: "bearer", token: "tok-short" })).kind, "valid");
    await new Promise((r) => setTimeout(r, 1600));
    assert.equal((await v.verify({ kind: "bearer", token: "tok-short" })).kind, "invalid", "expired before the TTL");
    const down = new FakeAuthorizationServer();
    down.gitlab.fallback = () => ({ status: 502, body: {} });
    const flaky = verifierFor(down, new MemoryCache());
    for (let i = 0; i < 2; i++) assert.equal((await flaky.verify({ kind: "bearer", token: "t" })).kind, "unverifiable");
    assert.equal(infoCalls(down), 2, "asked again: an outage is not a verdict");
    await down.close();
  } finally {
    await as.close();
  }
});

Deno.test("oauth verify: a bearer personal access token is verified through its self endpoint; keys are hashes", async () => {
  const as = new FakeAuthorizationServer();
  try {
    as.pats.set("glpat-x", { scopes: ["api"], active: true });
    as.pats.set("glpat-off", { scopes: ["api"], active: false });
    const seen: string[] = [];
    const cache = new MemoryCache();
    const set = cache.set.bind(cache);
    cache.set = (key, value, ttl) => (seen.push(key + value), set(key, value, ttl));
    const v = verifierFor(as, cache);
    assert.deepEqual(await v.verify({ kind: "bearer", token: "glpat-x" }), { kind: "valid", scopes: ["api"] });
    assert.equal((await v.verify({ kind: "private", token: "glpat-off" })).kind, "invalid");
    assert.deepEqual(as.gitlab.requests.map((r) => r.path), [
      "/oauth/token/info",
      "/api/v4/personal_access_tokens/self",
      "/api/v4/personal_access_tokens/self",
    ]);
    assert.ok(seen.length === 2 && seen.every((s) => !s.includes("glpat")), "no token in the cache");
  } finally {
    await as.close();
  }
});

redisTest("oauth verify: two replicas on one Redis store ask GitLab about a token once between them", async () => {
  const as = new FakeAuthorizationServer();
  const redis = await startRedis();
  const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(3)));
  const config = parseConfig(["--http", "--state-store", redis.url], { GITLAB_URL: as.url, GITLAB_MCP_STATE_KEY: key });
  const [a, b] = [openStore(config), openStore(config)];
  try {
    await Promise.all([a.unready(), b.unready()]);
    as.tokens.set("tok-shared", { scope: ["api"], uid: "app" });
    const [va, vb] = [a, b].map((s) =>
      new TokenVerifier({ gitlabUrl: new URL(as.url), cache: s.tokenInfo, ttlMs: 60_000, clientUids: [] })
    );
    assert.equal((await va!.verify({ kind: "bearer", token: "tok-shared" })).kind, "valid");
    assert.equal((await vb!.verify({ kind: "bearer", token: "tok-shared" })).kind, "valid");
    assert.equal(infoCalls(as), 1, "the second replica found the first one's verdict");
  } finally {
    await Promise.all([a.close(), b.close()]);
    await redis.stop();
    await as.close();
  }
});
