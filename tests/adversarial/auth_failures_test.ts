/**
 * Rejected credentials are not relayed to GitLab again and again (GitLab's per-IP throttle would charge
 * every user of this server for them): against the real HTTP process, a token GitLab rejected is
 * answered locally for a while, and one client address may try only a few unverified credentials a
 * minute. A token GitLab accepted keeps working from that address meanwhile.
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";
import { message, rpc } from "../http/support.ts";
import type { Recorded } from "../support/fake_gitlab.ts";
import { AuthFailures, MAX_TRIES_PER_ADDRESS } from "../../src/limits/auth_failures.ts";

const GOOD = "glpat-adversarial-good-0001";
const OTHER_GOOD = "glpat-adversarial-good-0002";
type Msg = Record<string, unknown>;

function gitlab() {
  return recordingGitLab((req: Recorded) => {
    const token = req.headers.get("private-token");
    return token === GOOD || token === OTHER_GOOD
      ? { status: 200, body: { id: 1, username: "alice" } }
      : { status: 401, body: { message: "401 Unauthorized" } };
  });
}

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Msg;
}

async function whoAmI(base: string, token: string): Promise<Answer> {
  const req = rpc("tools/call", {
    name: "gitlab_execute_action",
    arguments: { action: "user.current", params: {} },
  }, { modern: true, base, headers: { "private-token": token } });
  const res = await fetch(req);
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await message(res) };
}

const succeeded = (a: Answer) => a.status === 200 && !a.body.error && (a.body.result as Msg)?.isError !== true;
const toGitLab = (g: ReturnType<typeof gitlab>, token: string) =>
  g.requests.filter((r) => r.headers.get("private-token") === token).length;

async function withServer(fn: (base: string, g: ReturnType<typeof gitlab>) => Promise<void>): Promise<void> {
  const g = gitlab();
  const server = await startHttpServer(g.url);
  try {
    await fn(server.base, g);
  } finally {
    await server.stop();
    await g.close();
  }
}

Deno.test("auth failures: 200 junk tokens from one address reach GitLab a bounded number of times", async () => {
  await withServer(async (base, g) => {
    const answers: Answer[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const tokens = Array.from({ length: 20 }, (_, i) => `glpat-junk-${batch}-${i}`);
      answers.push(...await Promise.all(tokens.map((t) => whoAmI(base, t))));
    }
    assert.equal(answers.length, 200);
    assert.ok(g.requests.length <= MAX_TRIES_PER_ADDRESS, `GitLab received ${g.requests.length} requests`);
    const limited = answers.filter((a) => a.status === 429);
    assert.ok(limited.length >= 200 - MAX_TRIES_PER_ADDRESS, `${limited.length} answered 429`);
    for (const a of limited) {
      const wait = Number(a.retryAfter);
      assert.ok(wait >= 1 && wait <= 60, `Retry-After ${a.retryAfter}`);
      assert.match(String((a.body.error as Msg).message), /^Cannot .*rejected.*try again in \d+ s/i);
    }
    assert.equal(answers.filter(succeeded).length, 0);
  });
});

Deno.test("auth failures: completions with junk tokens are bounded the same way", async () => {
  await withServer(async (base, g) => {
    const complete = (token: string) =>
      fetch(rpc("completion/complete", {
        ref: { type: "ref/prompt", name: "review_mr" },
        argument: { name: "project_id", value: "mcp" },
      }, { modern: true, base, headers: { "private-token": token } })).then((r) => r.body?.cancel());
    for (let i = 0; i < 30; i++) await complete(`glpat-junk-complete-${i}`);
    assert.ok(g.requests.length >= 1, "completions do reach GitLab");
    assert.ok(g.requests.length <= MAX_TRIES_PER_ADDRESS, `GitLab received ${g.requests.length} requests`);
  });
});

Deno.test("auth failures: the same rejected token twice costs GitLab one 401", async () => {
  await withServer(async (base, g) => {
    const first = await whoAmI(base, "glpat-junk-same");
    const second = await whoAmI(base, "glpat-junk-same");
    assert.equal(toGitLab(g, "glpat-junk-same"), 1);
    assert.ok(!succeeded(first) && !succeeded(second));
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.match(String((second.body.error as Msg).message), /rejected this credential .*not sent again/);
    assert.ok(succeeded(await whoAmI(base, GOOD)), "another token is not affected");
  });
});

Deno.test("auth failures: a token GitLab accepted keeps working from an address that is being limited", async () => {
  await withServer(async (base, g) => {
    assert.ok(succeeded(await whoAmI(base, GOOD)));
    for (let i = 0; i < MAX_TRIES_PER_ADDRESS + 5; i++) await whoAmI(base, `glpat-junk-flood-${i}`);
    const upstreamBefore = g.requests.length;
    const good = await whoAmI(base, GOOD);
    assert.ok(succeeded(good), JSON.stringify(good.body));
    assert.equal(g.requests.length, upstreamBefore + 1);
    // A token never seen before waits out the window (at most a minute), like any other unverified one.
    const fresh = await whoAmI(base, OTHER_GOOD);
    assert.equal(fresh.status, 429);
    assert.equal(toGitLab(g, OTHER_GOOD), 0);
  });
});

Deno.test("auth failures: the limit per address lifts once its oldest rejection is a minute old", async () => {
  let now = 1_000_000;
  const auth = new AuthFailures({ now: () => now });
  for (let i = 0; i < MAX_TRIES_PER_ADDRESS; i++) {
    const key = await auth.keyOf({ kind: "private", token: `junk-${i}` });
    assert.equal(auth.admit("10.0.0.1", key).kind, "ok");
    auth.saw(key, 401);
    now += 1_000;
  }
  const fresh = await auth.keyOf({ kind: "private", token: "fresh" });
  const limited = auth.admit("10.0.0.1", fresh);
  assert.equal(limited.kind, "limited");
  assert.equal(limited.kind === "limited" && limited.retryAfterS, 50);
  assert.equal(auth.admit("10.0.0.2", fresh).kind, "ok", "another address is not limited");
  const junk0 = await auth.keyOf({ kind: "private", token: "junk-0" });
  assert.equal(auth.admit("10.0.0.2", junk0).kind, "rejected", "a rejected token is refused from any address");
  now += 51_000;
  assert.equal(auth.admit("10.0.0.1", fresh).kind, "ok");
  assert.equal(auth.isRejected(junk0), false, "a rejection is forgotten after a minute");
});
