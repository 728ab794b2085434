/**
 * A confirmed multi-round-trip flow (2026-07-28 `inputResponses` + signed `requestState`) writes at
 * most once per process: against the real HTTP process, the final round of a destructive
 * confirmation or of the issue wizard sent again (in sequence or at once) is refused and sends
 * nothing, and so is an earlier round of a finished flow.
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";
import { message, rpc } from "../http/support.ts";
import type { Recorded } from "../support/fake_gitlab.ts";
import { FlowLedger } from "../../src/protocol/flow_ledger.ts";

const TOKEN = "glpat-adversarial-replay-0001";
type Msg = Record<string, unknown>;

function gitlabReply(req: Recorded) {
  if (req.method === "DELETE") return { status: 204 };
  if (req.method === "POST") return { status: 201, body: { id: 11, iid: 5, web_url: "http://gitlab/a/b/-/issues/5" } };
  return { status: 200, body: {} };
}

async function call(base: string, name: string, args: Msg, extra: Msg = {}): Promise<Msg> {
  const req = rpc("tools/call", { name, arguments: args, ...extra }, {
    modern: true,
    base,
    caps: { elicitation: {} },
    headers: { "private-token": TOKEN },
  });
  return await message(await fetch(req));
}

const result = (m: Msg) => (m.result ?? {}) as Msg;
const text = (m: Msg) => ((result(m).content ?? []) as Array<{ text: string }>).map((c) => c.text).join("\n");

/** The answer a test user gives: yes to yes/no questions, "x" to text. */
function answerFor(m: Msg, key: string): Msg {
  const request = (result(m).inputRequests as Msg)[key] as { params: { requestedSchema: Msg } };
  const prop = (request.params.requestedSchema.properties as Msg)[key] as { type: string };
  return { [key]: { action: "accept", content: { [key]: prop.type === "boolean" ? true : "x" } } };
}

/** Answers every question up to the final confirmation; returns each round's params, the final one last. */
async function roundsToFinal(base: string, name: string, args: Msg): Promise<Msg[]> {
  const rounds: Msg[] = [];
  let reply = await call(base, name, args);
  for (let i = 0; i < 12; i++) {
    assert.equal(result(reply).resultType, "input_required", JSON.stringify(reply));
    const key = Object.keys(result(reply).inputRequests as Msg)[0]!;
    const params = { inputResponses: answerFor(reply, key), requestState: result(reply).requestState };
    rounds.push(params);
    if (key === "confirm") return rounds;
    reply = await call(base, name, args, params);
  }
  throw new Error("no final confirmation within 12 rounds");
}

async function withServer(fn: (base: string, gitlab: ReturnType<typeof recordingGitLab>) => Promise<void>) {
  const gitlab = recordingGitLab(gitlabReply);
  const server = await startHttpServer(gitlab.url, ["--tool-surface", "meta"]);
  try {
    await fn(server.base, gitlab);
  } finally {
    await server.stop();
    await gitlab.close();
  }
}

function assertRefusedReplay(reply: Msg): void {
  assert.equal(result(reply).isError, true, JSON.stringify(reply));
  assert.match(text(reply), /already/i);
  assert.match(text(reply), /Nothing was sent to GitLab/);
  assert.match(text(reply), /start (it )?again|start over/i);
}

const DELETE_ISSUE = { action: "delete", params: { project_id: "a/b", issue_iid: 1 } };

Deno.test("replay: the confirmed final round of a destructive call, sent three times, deletes once", async () => {
  await withServer(async (base, gitlab) => {
    const rounds = await roundsToFinal(base, "gitlab_issue", DELETE_ISSUE);
    const final = rounds.at(-1)!;
    const first = await call(base, "gitlab_issue", DELETE_ISSUE, final);
    assert.notEqual(result(first).isError, true, text(first));
    for (let i = 0; i < 2; i++) assertRefusedReplay(await call(base, "gitlab_issue", DELETE_ISSUE, final));
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
  });
});

Deno.test("replay: three copies of the final round sent at once delete once", async () => {
  await withServer(async (base, gitlab) => {
    const final = (await roundsToFinal(base, "gitlab_issue", DELETE_ISSUE)).at(-1)!;
    const replies = await Promise.all([0, 1, 2].map(() => call(base, "gitlab_issue", DELETE_ISSUE, final)));
    assert.equal(replies.filter((r) => result(r).isError !== true).length, 1, JSON.stringify(replies));
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, 1);
  });
});

Deno.test("replay: the issue wizard's finale, replayed, creates one issue; an earlier round of it is refused too", async () => {
  await withServer(async (base, gitlab) => {
    const listed = await message(await fetch(rpc("tools/list", {}, { modern: true, base })));
    const tools = (result(listed).tools as Array<{ name: string }>).map((t) => t.name);
    const wizard = tools.find((n) => n.includes("issue_create") && n.includes("interactive"));
    assert.ok(wizard, tools.join(", "));
    const args = { project_id: "a/b" };
    const rounds = await roundsToFinal(base, wizard, args);
    assert.ok(rounds.length >= 3, "the wizard asks several questions");
    const created = await call(base, wizard, args, rounds.at(-1)!);
    assert.notEqual(result(created).isError, true, text(created));
    for (let i = 0; i < 2; i++) assertRefusedReplay(await call(base, wizard, args, rounds.at(-1)!));
    assertRefusedReplay(await call(base, wizard, args, rounds[1]));
    assert.equal(gitlab.requests.filter((r) => r.method === "POST").length, 1);
  });
});

Deno.test("replay: an unfinished flow's round may be resent (a retry after a lost answer) and still finishes once", async () => {
  await withServer(async (base, gitlab) => {
    const args = { project_id: "a/b" };
    const listed = await message(await fetch(rpc("tools/list", {}, { modern: true, base })));
    const wizard = (result(listed).tools as Array<{ name: string }>).map((t) => t.name)
      .find((n) => n.includes("issue_create") && n.includes("interactive"))!;
    const rounds = await roundsToFinal(base, wizard, args);
    const again = await call(base, wizard, args, rounds[0]);
    assert.equal(result(again).resultType, "input_required", "an intermediate round is not spent");
    await call(base, wizard, args, rounds.at(-1)!);
    assert.equal(gitlab.requests.filter((r) => r.method === "POST").length, 1);
  });
});

Deno.test("replay: the ledger of finished flows is bounded and forgets a flow once its states expired", () => {
  const ledger = new FlowLedger(3);
  for (const flow of ["a", "b", "c"]) {
    assert.equal(ledger.claim(flow, 0), "ok");
    ledger.release(flow, true, 1_000);
  }
  assert.equal(ledger.claim("a", 10), "finished");
  assert.equal(ledger.claim("d", 10), "full", "full: refuse rather than forget a live entry");
  assert.equal(ledger.claim("a", 1_000), "ok", "after every state of it expired, the entry is gone");
  assert.equal(ledger.claim("a", 1_001), "running");
  ledger.release("a", false, 5_000);
  assert.equal(ledger.claim("a", 1_002), "ok", "an unfinished round leaves the flow open");
});
