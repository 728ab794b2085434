/**
 * The failed-credential rule against the real HTTP process (limits/auth_failures.ts): a new credential is checked
 * with GitLab once (GET /user, answered apart by the fake GitLab, which records each check), a rejected one is
 * answered locally for a while, and an address whose new credentials GitLab keeps rejecting has its further checks
 * paced, never refused: a valid user is served whatever junk others sent from the same address. The fake GitLab's
 * /user answer is hand-written after the Users API docs (doc/api/users.md, "Get the current user": id, username).
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";
import { message, rpc } from "../http/support.ts";
import type { FakeGitLab } from "../support/fake_gitlab.ts";
import { FREE_PER_ADDRESS, PACE_MS } from "../../src/limits/auth_failures.ts";

type Msg = Record<string, unknown>;
const isGood = (token: string | null) => token?.startsWith("glpat-good-") ?? false;

/** GitLab accepts tokens named glpat-good-*; /user says who each belongs to and when it was asked. */
function gitlab() {
  const g = recordingGitLab((req) =>
    isGood(req.headers.get("private-token"))
      ? { status: 200, body: { id: 1, username: "alice" } }
      : { status: 401, body: { message: "401 Unauthorized" } }
  );
  const checkedAt: number[] = [];
  g.credentialCheck = (req) => {
    checkedAt.push(Date.now());
    const token = req.headers.get("private-token");
    return isGood(token)
      ? { status: 200, body: { id: 100, username: `user-${token!.slice(-4)}` } }
      : { status: 401, body: { message: "401 Unauthorized" } };
  };
  return Object.assign(g, { checkedAt });
}

interface Answer {
  status: number;
  body: Msg;
}

async function call(base: string, token: string, headers: Record<string, string> = {}, name = "whoami") {
  const params = name === "find"
    ? { name: "gitlab_find_action", arguments: { query: "list my merge requests" } }
    : { name: "gitlab_execute_action", arguments: { action: "user.current", params: {} } };
  const res = await fetch(
    rpc("tools/call", params, { modern: true, base, headers: { "private-token": token, ...headers } }),
  );
  return { status: res.status, body: await message(res) } as Answer;
}

const served = (a: Answer) => a.status === 200 && !a.body.error && (a.body.result as Msg)?.isError !== true;
const junk = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `glpat-junk-${tag}-${i}`);

async function withServer(
  args: string[],
  fn: (base: string, g: ReturnType<typeof gitlab>) => Promise<void>,
): Promise<void> {
  const g = gitlab();
  const server = await startHttpServer(g.url, args);
  try {
    await fn(server.base, g);
  } finally {
    await server.stop();
    await (g as FakeGitLab).close();
  }
}

Deno.test("auth failures: 200 valid tokens from one address right after a start are all served", async () => {
  await withServer([], async (base, g) => {
    const tokens = Array.from({ length: 200 }, (_, i) => `glpat-good-${String(i).padStart(4, "0")}`);
    const answers = await Promise.all(tokens.map((t) => call(base, t)));
    const refused = answers.filter((a) => !served(a));
    assert.equal(refused.length, 0, JSON.stringify(refused[0]));
    assert.equal(g.credentialChecks.length, 200, "each new token is checked once");
  });
});

Deno.test("auth failures: the first calls of one new token share one check", async () => {
  await withServer([], async (base, g) => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(base, "glpat-good-same")));
    assert.ok(answers.every(served));
    assert.equal(g.credentialChecks.length, 1);
    assert.ok(served(await call(base, "glpat-good-same")));
    assert.equal(g.credentialChecks.length, 1, "an accepted token is not checked again");
  });
});

Deno.test("auth failures: ten junk tokens from one address, then a new valid user is served", async () => {
  await withServer([], async (base, g) => {
    for (const token of junk("ten", 10)) {
      const answer = await call(base, token);
      assert.equal(answer.status, 200);
      assert.match(String((answer.body.error as Msg).message), /rejected this credential .*not sent again/);
    }
    assert.equal(g.requests.length, 0, "no junk call was relayed to GitLab");
    const started = Date.now();
    const fresh = await call(base, "glpat-good-new1");
    assert.ok(served(fresh), JSON.stringify(fresh.body));
    assert.ok(Date.now() - started < 5_000, `served after ${Date.now() - started} ms`);
    const again = await call(base, "glpat-junk-ten-3");
    assert.equal(g.credentialChecks.length, 11, "a rejected token is answered here, not checked again");
    assert.match(String((again.body.error as Msg).message), /rejected this credential/);
  });
});

/** How long the checks of the last `n` tokens of a batch spread over (a paced address checks one per PACE_MS). */
const spreadOfLast = (at: number[], n: number) => Math.max(...at.slice(-n)) - Math.min(...at.slice(-n));

Deno.test("auth failures: past ten rejections an address's new tokens are checked one a second", async () => {
  await withServer([], async (base, g) => {
    await Promise.all(junk("first", FREE_PER_ADDRESS).map((t) => call(base, t)));
    const answers = await Promise.all(junk("more", 4).map((t) => call(base, t)));
    assert.equal(g.credentialChecks.length, FREE_PER_ADDRESS + 4);
    assert.ok(spreadOfLast(g.checkedAt, 4) >= 3 * PACE_MS - 200, `spread ${spreadOfLast(g.checkedAt, 4)} ms`);
    assert.ok(answers.every((a) => a.status === 200), "paced, not refused");
  });
});

Deno.test("auth failures: gitlab_find_action never meets the rule (it does not reach GitLab)", async () => {
  await withServer([], async (base, g) => {
    const answers = await Promise.all(junk("find", 40).map((t) => call(base, t, {}, "find")));
    assert.ok(answers.every(served), JSON.stringify(answers.find((a) => !served(a))?.body));
    assert.equal(g.credentialChecks.length, 0);
  });
});

Deno.test("auth failures: X-Forwarded-For from a peer that is not a trusted proxy changes nothing", async () => {
  const args = ["--trusted-proxies=10.0.0.0/8", "--trusted-proxy-header=X-Forwarded-For"];
  await withServer(args, async (base, g) => {
    const spoofed = (i: number) => ({ "x-forwarded-for": `192.0.2.${i}` });
    await Promise.all(junk("spoof", FREE_PER_ADDRESS).map((t, i) => call(base, t, spoofed(i))));
    await Promise.all(junk("spoof-more", 4).map((t, i) => call(base, t, spoofed(100 + i))));
    assert.ok(spreadOfLast(g.checkedAt, 4) >= 3 * PACE_MS - 200, "one address: still paced");
    assert.ok(served(await call(base, "glpat-good-spf1", spoofed(200))));
  });
});

Deno.test("auth failures: a trusted proxy's X-Forwarded-For names the client each rule counts", async () => {
  const args = ["--trusted-proxies=127.0.0.1/32,::1", "--trusted-proxy-header=X-Forwarded-For"];
  await withServer(args, async (base, g) => {
    const from = (ip: string) => ({ "x-forwarded-for": `${ip}, 127.0.0.1` });
    await Promise.all(junk("proxied", FREE_PER_ADDRESS).map((t) => call(base, t, from("198.51.100.7"))));
    // Each new client address has its own free places: nothing paced.
    await Promise.all(junk("others", 4).map((t, i) => call(base, t, from(`198.51.100.${20 + i}`))));
    assert.ok(spreadOfLast(g.checkedAt, 4) < PACE_MS, `spread ${spreadOfLast(g.checkedAt, 4)} ms`);
    await Promise.all(junk("same", 3).map((t) => call(base, t, from("198.51.100.7"))));
    assert.ok(spreadOfLast(g.checkedAt, 3) >= 2 * PACE_MS - 200, "the junk sender's own address is paced");
  });
});
