/** The destructive guard's four paths, with a fake GitLab that records whether a DELETE was sent. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

const PARAMS = { project_id: "my-group/my-project", tag_name: "v1.0.0" };

async function run(opts: {
  surface: "dynamic" | "meta" | "individual";
  env?: Record<string, string>;
  confirm?: boolean;
  era?: "legacy" | "modern";
  reply?: ElicitReply;
  expectDelete: boolean;
}) {
  const fx = await loadFixture("tag.delete");
  const gitlab = new FakeGitLab();
  if (opts.expectDelete) gitlab.expect(...fx.exchanges);
  const asked: Array<{ message: string; requestedSchema: Record<string, unknown> }> = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    env: { GITLAB_MCP_TOOL_SURFACE: opts.surface, ...opts.env },
    era: opts.era,
    elicit: opts.reply ? (p) => (asked.push(p), opts.reply!) : undefined,
  });
  const confirm = opts.confirm ? { confirm: true } : {};
  const call = opts.surface === "dynamic"
    ? { name: "gitlab_execute_action", arguments: { action: "tag.delete", params: PARAMS, ...confirm } }
    : opts.surface === "meta"
    ? { name: "gitlab_tag", arguments: { action: "delete", params: PARAMS, ...confirm } }
    : { name: "gitlab_tag_delete", arguments: { ...PARAMS, ...confirm } };
  try {
    const result = await h.client.callTool(call);
    gitlab.assertDone();
    assert.equal(gitlab.requests.filter((r) => r.method === "DELETE").length, opts.expectDelete ? 1 : 0);
    return { result, text: textOf(result), asked };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("guard: YOLO mode (or AUTOPILOT when it is unset) skips confirmation", async () => {
  const a = await run({ surface: "meta", env: { GITLAB_MCP_YOLO_MODE: "true" }, expectDelete: true });
  assert(!a.result.isError);
  const b = await run({ surface: "dynamic", env: { AUTOPILOT: "1" }, expectDelete: true });
  assert(!b.result.isError);
  const c = await run({ surface: "dynamic", env: { GITLAB_MCP_YOLO_MODE: "0", AUTOPILOT: "1" }, expectDelete: false });
  assert.equal(c.result.isError, true);
});

Deno.test("guard: confirm: true runs the action on every surface", async () => {
  for (const surface of ["dynamic", "meta", "individual"] as const) {
    const r = await run({ surface, confirm: true, expectDelete: true });
    assert(!r.result.isError, r.text);
  }
});

Deno.test("guard: meta and individual ask a yes/no that starts at no, on both protocol paths", async () => {
  for (const era of ["legacy", "modern"] as const) {
    for (const surface of ["meta", "individual"] as const) {
      const yes = await run({
        surface,
        era,
        reply: { action: "accept", content: { confirm: true } },
        expectDelete: true,
      });
      assert(!yes.result.isError, yes.text);
      assert.equal(yes.asked.length, 1);
      const prop = (yes.asked[0]!.requestedSchema.properties as Record<string, Record<string, unknown>>).confirm!;
      assert.equal(prop.type, "boolean");
      assert.equal(prop.default, false);
      assert.match(yes.asked[0]!.message, /\(tag\.delete\) with project_id=my-group\/my-project, tag_name=v1\.0\.0\?$/);
      for (
        const reply of [{ action: "accept", content: { confirm: false } }, { action: "decline" }, {
          action: "cancel",
        }] as ElicitReply[]
      ) {
        const no = await run({ surface, era, reply, expectDelete: false });
        assert.equal(no.result.isError, true);
        assert.match(no.text, /Cancelled by user/);
      }
    }
  }
});

Deno.test("guard: without elicitation or confirm the call is refused with a confirm hint", async () => {
  for (const surface of ["dynamic", "meta", "individual"] as const) {
    const r = await run({ surface, expectDelete: false });
    assert.equal(r.result.isError, true);
    assert.match(r.text, /resend the same call with "confirm": true/);
  }
});

Deno.test("guard: the dynamic surface never asks, even a client that supports elicitation", async () => {
  const r = await run({
    surface: "dynamic",
    reply: { action: "accept", content: { confirm: true } },
    expectDelete: false,
  });
  assert.equal(r.result.isError, true);
  assert.equal(r.asked.length, 0);
});

Deno.test("guard: an answer that does not fit the question is an error, not a cancellation", async () => {
  const r = await run({
    surface: "meta",
    reply: { action: "accept", content: { confirm: "yes" } },
    expectDelete: false,
  });
  assert.equal(r.result.isError, true);
  assert.match(r.text, /Cannot use the answer to "confirm": expected true or false/);
  assert.doesNotMatch(r.text, /Cancelled/);
});
