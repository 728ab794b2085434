/** Signed multi-round-trip state on the wire, and which protocol version governs. */
import assert from "node:assert/strict";
import { InvalidStateError, StateSigner } from "../../src/protocol/request_state.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { envelope, MODERN, type RawPeer, startRaw } from "../support/raw_client.ts";

const ELICIT = { elicitation: {} };
const WIZARD = (project = "my-group/my-project") => ({
  name: "gitlab_execute_action",
  arguments: { action: "interactive.issue_create", params: { project_id: project } },
});
type Msg = Record<string, unknown>;

async function round(peer: RawPeer, extra: Msg = {}, call = WIZARD()): Promise<Msg> {
  return await peer.request("tools/call", { ...call, ...extra, _meta: envelope(ELICIT) });
}
const result = (m: Msg) => m.result as Msg;
const askedKey = (m: Msg) => Object.keys((result(m).inputRequests ?? {}) as Msg)[0];
const answer = (key: string, value: unknown) => ({
  inputResponses: { [key]: { action: "accept", content: { [key]: value } } },
});

async function withPeers<T>(fn: (g: FakeGitLab) => Promise<T>): Promise<T> {
  const g = new FakeGitLab();
  try {
    return await fn(g);
  } finally {
    await g.close();
  }
}

Deno.test("state signer: round trip, and a changed byte or another key is refused", async () => {
  const a = new StateSigner(new Uint8Array(32).fill(1));
  const payload = { t: "x", d: "d", c: "", e: 1, a: [], p: "title", f: "flow" };
  const state = await a.mint(payload);
  assert.deepEqual(await a.open(state), payload);
  const flipped = state.slice(0, -2) + (state.endsWith("A") ? "BB" : "AA");
  await assert.rejects(a.open(flipped), InvalidStateError);
  await assert.rejects(new StateSigner().open(state), InvalidStateError);
  await assert.rejects(a.open("not-a-state"), InvalidStateError);
});

Deno.test("2026-07-28: one question per round, state replayed, resultType on every result", async () => {
  await withPeers(async (g) => {
    const peer = await startRaw(g.url);
    try {
      const r1 = await round(peer);
      assert.equal(result(r1).resultType, "input_required");
      assert.equal(askedKey(r1), "title");
      assert.equal(Object.keys(result(r1).inputRequests as Msg).length, 1);
      const r2 = await round(peer, { ...answer("title", "Hello"), requestState: result(r1).requestState });
      assert.equal(askedKey(r2), "description");
      const plain = await peer.request("tools/call", {
        name: "gitlab_find_action",
        arguments: { query: "tag" },
        _meta: envelope(),
      });
      assert.equal(result(plain).resultType, "complete");
      assert.equal(g.requests.length, 0);
    } finally {
      await peer.close();
    }
  });
});

Deno.test("2026-07-28: a tampered state, or one from before a restart, is a JSON-RPC error", async () => {
  await withPeers(async (g) => {
    const first = await startRaw(g.url);
    const r1 = await round(first);
    await first.close();
    const state = String(result(r1).requestState);
    const restarted = await startRaw(g.url);
    try {
      const stale = await round(restarted, { ...answer("title", "x"), requestState: state });
      assert.equal((stale.error as Msg).code, -32602);
      const r = await round(restarted);
      const s = String(result(r).requestState);
      const tampered = s.slice(0, 10) + (s[10] === "a" ? "b" : "a") + s.slice(11);
      const bad = await round(restarted, { ...answer("title", "x"), requestState: tampered });
      assert.equal((bad.error as Msg).code, -32602);
    } finally {
      await restarted.close();
    }
  });
});

Deno.test("2026-07-28: expired state, or state for another call or caller, is ignored and the questions start again", async () => {
  await withPeers(async (g) => {
    let now = Date.now();
    const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)));
    const peer = await startRaw(g.url, { GITLAB_MCP_STATE_KEY: key }, { now: () => now });
    const other = await startRaw(g.url, { GITLAB_MCP_STATE_KEY: key, GITLAB_TOKEN: "glpat-someone-else" });
    try {
      const r1 = await round(peer);
      const state = result(r1).requestState;
      const foreign = await round(peer, { ...answer("title", "x"), requestState: state }, WIZARD("other/project"));
      assert.equal(askedKey(foreign), "title", "state for other arguments is ignored");
      const caller = await round(other, { ...answer("title", "x"), requestState: state });
      assert.equal(askedKey(caller), "title", "state for another credential is ignored");
      now += 10 * 60 * 1000 + 1;
      const expired = await round(peer, { ...answer("title", "x"), requestState: state });
      assert.equal(askedKey(expired), "title", "state older than 10 minutes is ignored");
      assert.equal(g.requests.length, 0);
    } finally {
      await peer.close();
      await other.close();
    }
  });
});

Deno.test("2026-07-28: replicas sharing GITLAB_MCP_STATE_KEY continue each other's flows", async () => {
  await withPeers(async (g) => {
    const key = btoa(String.fromCharCode(...new Uint8Array(48).fill(3)));
    const a = await startRaw(g.url, { GITLAB_MCP_STATE_KEY: key });
    const b = await startRaw(g.url, { GITLAB_MCP_STATE_KEY: key });
    try {
      const r1 = await round(a);
      const r2 = await round(b, { ...answer("title", "Hello"), requestState: result(r1).requestState });
      assert.equal(askedKey(r2), "description");
    } finally {
      await a.close();
      await b.close();
    }
  });
});

Deno.test("version governs: a session that asked for 2026-07-28 in initialize gets the legacy shapes", async () => {
  await withPeers(async (g) => {
    const peer = await startRaw(g.url);
    try {
      const init = await peer.request("initialize", {
        protocolVersion: MODERN,
        capabilities: ELICIT,
        clientInfo: { name: "raw", version: "1" },
      });
      assert.notEqual(result(init).protocolVersion, MODERN);
      await peer.notify("notifications/initialized");
      peer.onRequest = () => ({ action: "cancel" });
      const r = await peer.request("tools/call", WIZARD());
      assert.equal(peer.serverRequests.length, 1, "the question travels as a synchronous elicitation/create");
      assert.equal(peer.serverRequests[0]!.method, "elicitation/create");
      assert.equal(result(r).resultType, undefined);
      assert.equal(result(r).inputRequests, undefined);
      assert.equal(result(r).isError, true);
      const plain = await peer.request("tools/call", { name: "gitlab_find_action", arguments: { query: "tag" } });
      assert.equal(result(plain).resultType, undefined, "legacy results carry no resultType");
    } finally {
      await peer.close();
    }
  });
});
