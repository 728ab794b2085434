/** The failed-credential rule on a fake clock (src/limits/auth_failures.ts) and the gate that applies it. */
import assert from "node:assert/strict";
import {
  AuthFailures,
  CHECK_LEASE_MS,
  FREE_PER_ADDRESS,
  PACE_MS,
  type Verdict,
  WINDOW_MS,
} from "../../src/limits/auth_failures.ts";
import { localAuth } from "../../src/store/memory.ts";
import { CredentialGate } from "../../src/http/credential_gate.ts";

Deno.test("auth rule: rejections fill an address's places for a minute; then one check a second, none refused", () => {
  let now = 1_000_000;
  const auth = new AuthFailures({ now: () => now });
  for (let i = 0; i < FREE_PER_ADDRESS; i++) {
    assert.equal(auth.admit("10.0.0.1", `junk-${i}`).kind, "check");
    auth.settle("10.0.0.1", `junk-${i}`, { kind: "rejected" });
  }
  assert.equal(auth.admit("10.0.0.1", "junk-3").kind, "rejected", "answered here from now on");
  assert.equal(auth.admit("10.0.0.9", "junk-3").kind, "rejected", "from any address");
  assert.equal(auth.admit("10.0.0.1", "new-a").kind, "check", "the first paced check goes at once");
  const waiting = auth.admit("10.0.0.1", "new-b");
  assert.deepEqual(waiting, { kind: "wait", retryAfterS: 1 });
  assert.equal(auth.admit("10.0.0.2", "new-b").kind, "check", "another address has its own places");
  now += PACE_MS;
  assert.equal(auth.admit("10.0.0.1", "new-c").kind, "check");
  now += WINDOW_MS;
  assert.equal(auth.isRejected("junk-0"), false, "a rejection is forgotten after the window");
  for (let i = 0; i < FREE_PER_ADDRESS; i++) assert.equal(auth.admit("10.0.0.1", `later-${i}`).kind, "check");
});

Deno.test("auth rule: an accepted check gives its place back; a check that never settled does after its lease", () => {
  let now = 1_000_000;
  const auth = new AuthFailures({ now: () => now });
  for (let i = 0; i < FREE_PER_ADDRESS; i++) assert.equal(auth.admit("a", `good-${i}`).kind, "check");
  auth.settle("a", "good-0", { kind: "accepted", user: { id: 5, username: "bo" } });
  assert.deepEqual(auth.admit("b", "good-0"), { kind: "ok", user: { id: 5, username: "bo" } });
  assert.equal(auth.admit("a", "next").kind, "check", "the accepted one's place is free");
  auth.admit("a", "paced");
  now += CHECK_LEASE_MS;
  assert.equal(auth.admit("a", "after-lease").kind, "check");
  auth.settle("a", "after-lease", { kind: "unknown" });
  assert.equal(auth.admit("a", "after-lease").kind, "check", "GitLab did not answer: nothing remembered");
  now += 11 * 60 * 60_000;
  assert.equal(auth.admit("z", "good-0").kind, "ok", "an accepted token is remembered for hours");
});

function gate(verdicts: Record<string, Verdict>, opts: { waitMs?: number } = {}) {
  const auth = new AuthFailures();
  const checked: string[] = [];
  const g = new CredentialGate(localAuth(auth), async (c) => {
    checked.push(c.token);
    await new Promise((r) => setTimeout(r, 20));
    return verdicts[c.token] ?? { kind: "unknown" };
  }, { waitMs: opts.waitMs ?? 30_000, sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 5))) });
  return { g, auth, checked };
}

Deno.test("credential gate: concurrent first calls of one token share one check", async () => {
  const { g, checked } = gate({ t1: { kind: "accepted", user: { id: 1, username: "u" } } });
  const answers = await Promise.all(Array.from({ length: 10 }, () => g.pass("a", { kind: "private", token: "t1" })));
  assert.deepEqual(checked, ["t1"]);
  assert.ok(answers.every((a) => a.kind === "ok"));
  await g.pass("a", { kind: "private", token: "t1" });
  assert.deepEqual(checked, ["t1"], "remembered");
});

Deno.test("credential gate: past the wait, a paced check answers limited with when to retry", async () => {
  const junk = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`j${i}`, { kind: "rejected" } as Verdict]));
  const { g } = gate(junk, { waitMs: 50 });
  for (let i = 0; i < FREE_PER_ADDRESS + 1; i++) {
    assert.equal((await g.pass("a", { kind: "private", token: `j${i}` })).kind, "rejected");
  }
  const limited = await g.pass("a", { kind: "private", token: "fresh" });
  assert.equal(limited.kind, "limited");
  assert.ok(limited.kind === "limited" && limited.retryAfterS >= 1);
  assert.equal((await g.pass("b", { kind: "private", token: "fresh" })).kind, "ok", "unknown verdict lets it go on");
});
