/**
 * Pipeline trigger tokens are credentials: list, get and update withhold them unless show_values is true,
 * create shows the new one once, and the token a caller sends to trigger_run never comes back anywhere.
 */
import assert from "node:assert/strict";
import { FakeGitLab, type ScriptedResponse } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { setLogLevel, setLogSink } from "../../src/log/mod.ts";

const CANARY = "glptt-canary-4e8b1d9c0a7f";

/** One call through gitlab_execute_action against `answers`; everything the caller gets, as text. */
async function call(action: string, params: Record<string, unknown>, answers: ScriptedResponse[], confirm = false) {
  const gitlab = new FakeGitLab();
  let n = 0;
  gitlab.fallback = () => answers[n++] ?? { status: 599, body: { message: "unexpected" } };
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const result = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action, params, ...(confirm && { confirm }) },
    });
    return { result, all: textOf(result) + JSON.stringify(result.structuredContent ?? null), gitlab };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("trigger_list, trigger_get and trigger_update withhold the token unless show_values is true", async () => {
  for (const id of ["pipeline.trigger_list", "pipeline.trigger_get", "pipeline.trigger_update"]) {
    const fx = await loadFixture(id);
    const { status, body, headers } = fx.exchanges[0]!.response;
    const token = "6d056f63e50fe6f8c5f8f4aa10edb7";
    for (const show of [false, true]) {
      const params = { ...fx.call.params, ...(show && { show_values: true }) };
      const { result, all, gitlab } = await call(id, params, [{ status, body, headers }]);
      assert(!result.isError, all);
      assert.equal(all.includes(token), show, `${id} show_values=${show}:\n${all}`);
      assert.equal(all.includes("token_withheld"), !show, all);
      assert(!("show_values" in (gitlab.requests[0]!.query)), "show_values is not sent to GitLab");
    }
  }
});

Deno.test("trigger_create shows the new token once and says to store it now", async () => {
  const fx = await loadFixture("pipeline.trigger_create");
  const { status, body } = fx.exchanges[0]!.response;
  // Minting a trigger token asks first (tests/guard/credential_risks_test.ts): confirmed here.
  const { result, all } = await call("pipeline.trigger_create", fx.call.params, [{ status, body }], true);
  assert(!result.isError, all);
  assert(all.includes("6d056f63e50fe6f8c5f8f4aa10edb7"), all);
  assert.match(textOf(result), /shown once here: store it now/);
});

Deno.test("trigger_run: the sent token is absent from results, errors and logs even when GitLab echoes it", async () => {
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  setLogLevel("debug");
  const echo = (status: number): ScriptedResponse => ({ status, body: { message: `token ${CANARY} not valid` } });
  const success: ScriptedResponse = { status: 201, body: { id: 257, status: "created", ref: "main", web_url: CANARY } };
  const outputs: string[] = [];
  try {
    for (const answer of [echo(400), echo(404), echo(403), echo(500), success]) {
      const params = { project_id: "acme/web", ref: "main", token: CANARY, variables: { A: "1" } };
      const { result, all, gitlab } = await call("pipeline.trigger_run", params, [answer]);
      assert.equal((gitlab.requests[0]!.body as { token: string }).token, CANARY, "the token reaches GitLab");
      assert.equal(result.isError === true, answer.status >= 400, all);
      outputs.push(all);
    }
    const wrongType = await call(
      "pipeline.trigger_run",
      { project_id: "acme/web", ref: "main", token: 4242424242 },
      [],
    );
    assert(wrongType.result.isError && !wrongType.all.includes("4242424242"), wrongType.all);
  } finally {
    restore();
    setLogLevel("info");
  }
  for (const out of outputs) assert(!out.includes(CANARY), `token leaked to the caller:\n${out}`);
  assert.match(outputs[0]!, /HTTP 400.*token \[redacted\] not valid/);
  assert(lines.some((l) => l.includes("gitlab call")), "debug logging was on");
  for (const l of lines) assert(!l.includes(CANARY), `token leaked to the log:\n${l}`);
});
