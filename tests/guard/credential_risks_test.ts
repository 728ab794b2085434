/**
 * Calls that mint, widen or share a credential ask first on every surface: access and deploy tokens, deploy keys,
 * trigger tokens, roles from which credentials are minted. Nothing reaches GitLab until the user agrees or the
 * call carries confirm: true.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

/** Each fixture's call hands a credential out (deploy.key_update's turns can_push on, member_edit's makes a Maintainer). */
const MINTING = [
  "access_token.create",
  "access_token.rotate",
  "deploy.token_create",
  "deploy.key_add",
  "deploy.key_update",
  "deploy.key_enable",
  "pipeline.trigger_create",
  "project.member_edit",
];

async function call(
  action: string,
  opts: { reply?: ElicitReply; confirm?: boolean; exchanges: Exchange[]; params?: Record<string, unknown> },
) {
  const fx = await loadFixture(action);
  const gitlab = new FakeGitLab().expect(...opts.exchanges);
  const asked: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    env: { GITLAB_MCP_TOOL_SURFACE: "dynamic" },
    elicit: opts.reply ? (p) => (asked.push(p.message), opts.reply!) : undefined,
  });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action, params: opts.params ?? fx.call.params, ...(opts.confirm && { confirm: true }) },
    });
    gitlab.assertDone();
    return { r, text: textOf(r), asked, requests: gitlab.requests, fx };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("minting a credential is refused without confirmation when the user cannot be asked, and nothing is sent", async () => {
  for (const action of MINTING) {
    const { r, text, requests } = await call(action, { exchanges: [] });
    assert.equal(r.isError, true, `${action} ran unconfirmed`);
    assert.match(text, /"confirm": true/);
    assert.match(text, /Nothing was sent to GitLab/);
    assert.equal(requests.length, 0);
  }
});

Deno.test("minting a credential asks the user, even on the dynamic surface; no sends nothing, yes sends it once", async () => {
  for (const action of MINTING) {
    const fx = await loadFixture(action);
    const no = await call(action, { reply: { action: "accept", content: { confirm: false } }, exchanges: [] });
    assert.equal(no.r.isError, true);
    assert.equal(no.asked.length, 1, `${action} did not ask`);
    assert.equal(no.requests.length, 0);
    const yes = await call(action, {
      reply: { action: "accept", content: { confirm: true } },
      exchanges: fx.exchanges,
    });
    assert.notEqual(yes.r.isError, true, yes.text);
    assert.equal(yes.asked.length, 1);
    assert.equal(yes.requests.length, 1);
  }
});

Deno.test("the question says what is minted: scopes, role and expiry; the old value stops working on rotation", async () => {
  const no: ElicitReply = { action: "accept", content: { confirm: false } };
  const create = await call("access_token.create", { reply: no, exchanges: [] });
  assert.match(
    create.asked[0]!,
    /new access token test for project my-group\/my-project with scopes api, read.repository and the Developer role, expiring 2021-01-31/,
  );
  assert.match(create.asked[0]!, /shown once/);
  const rotate = await call("access_token.rotate", { reply: no, exchanges: [] });
  assert.match(rotate.asked[0]!, /revokes access token 42 of group my-group at once/);
  assert.match(rotate.asked[0]!, /stops working/);
  const deploy = await call("deploy.token_create", { reply: no, exchanges: [] });
  assert.match(deploy.asked[0]!, /new deploy token My deploy token for group my-group with scopes read.repository/);
  const trigger = await call("pipeline.trigger_create", { reply: no, exchanges: [] });
  assert.match(trigger.asked[0]!, /starts pipelines that run this project's CI with its variables/);
  const shared = await call("deploy.key_enable", { reply: no, exchanges: [] });
  assert.match(shared.asked[0]!, /enables deploy key 12 \(another project's key\) in project my-group\/my-project/);
});

Deno.test("confirm: true sends a minting call once without asking", async () => {
  for (const action of MINTING) {
    const fx = await loadFixture(action);
    const { r, text, asked, requests } = await call(action, {
      reply: { action: "accept", content: { confirm: false } },
      confirm: true,
      exchanges: fx.exchanges,
    });
    assert.notEqual(r.isError, true, text);
    assert.equal(asked.length, 0);
    assert.equal(requests.length, 1);
  }
});

Deno.test("a call naming neither project_id nor group_id is refused before the user is asked", async () => {
  const gitlab = new FakeGitLab();
  const asked: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    elicit: (p) => (asked.push(p.message), { action: "accept", content: { confirm: true } }),
  });
  try {
    const calls: Array<[string, Record<string, unknown>, RegExp]> = [
      ["access_token.revoke", { token_id: 42 }, /send project_id \+ token_id, or group_id \+ token_id/],
      [
        "access_token.create",
        { name: "ci", scopes: ["api"], expires_at: "2026-12-31" },
        /send project_id, or group_id/,
      ],
    ];
    for (const [action, params, needs] of calls) {
      const r = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
      assert.equal(r.isError, true);
      assert.match(textOf(r), needs);
    }
    assert.deepEqual(asked, []);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("a deploy key with push access asks on the meta surface too, and says what the key may do", async () => {
  const fx = await loadFixture("deploy.key_add");
  const gitlab = new FakeGitLab();
  const asked: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    env: { GITLAB_MCP_TOOL_SURFACE: "meta" },
    elicit: (p) => (asked.push(p.message), { action: "accept", content: { confirm: false } }),
  });
  try {
    const r = await h.client.callTool({
      name: "gitlab_deploy",
      arguments: { action: "key_add", params: fx.call.params },
    });
    assert.equal(r.isError, true);
    assert.equal(asked.length, 1);
    assert.match(asked[0]!, /clone and push to project my-group\/my-project, never expiring/);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("calls that narrow or only rename a credential are sent without asking", async () => {
  const P = "/api/v4/projects/my-group%2Fmy-project";
  const ok = (method: string, path: string, body: Record<string, unknown>): Exchange => ({
    request: { method, path, body },
    response: { status: 200, body: { id: 11, ...body } },
  });
  const calls: Array<[string, Record<string, unknown>, Exchange]> = [
    ["deploy.key_update", { key_id: 11, title: "ci" }, ok("PUT", `${P}/deploy_keys/11`, { title: "ci" })],
    ["deploy.key_update", { key_id: 11, can_push: false }, ok("PUT", `${P}/deploy_keys/11`, { can_push: false })],
    [
      "pipeline.trigger_update",
      { trigger_id: 10, description: "x" },
      ok("PUT", `${P}/triggers/10`, { description: "x" }),
    ],
    [
      "project.member_add",
      { user_id: 1, access_level: 30 },
      ok("POST", `${P}/members`, { user_id: 1, access_level: 30 }),
    ],
    ["project.member_edit", { user_id: 1, access_level: 20 }, ok("PUT", `${P}/members/1`, { access_level: 20 })],
  ];
  for (const [action, params, exchange] of calls) {
    const { text, asked, requests } = await call(action, {
      reply: { action: "accept", content: { confirm: false } },
      params: { project_id: "my-group/my-project", ...params },
      exchanges: [exchange],
    });
    assert.equal(asked.length, 0, `${action} asked: ${asked[0]}`);
    assert.equal(requests.length, 1, `${action}: ${text}`);
  }
});
