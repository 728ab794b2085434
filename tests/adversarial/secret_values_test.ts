/**
 * Secret values a call sends or GitLab stores: a 400 that quotes the sent value back, a schedule variable's
 * written value, and unmasked variables that still hold credentials (file-type ones such as KUBECONFIG, keys or
 * values shaped like a credential). None reaches text, structuredContent or an error unless show_values asks.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

const P = "/api/v4/projects/acme%2Fweb";

async function call(action: string, params: Record<string, unknown>, exchanges: Exchange[]) {
  const gitlab = new FakeGitLab().expect(...exchanges);
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
    gitlab.assertDone();
    return { r, out: textOf(r) + JSON.stringify(r.structuredContent ?? {}) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("a GitLab 400 quoting a sent variable value back never shows the value", async () => {
  const value = "hunter2-Sup3rS3cret-value";
  const message = { value: [`'${value}' is invalid: it does not meet the masking requirements`] };
  const body = { key: "DB_PASS", value, masked: true };
  const { r, out } = await call("variable.create", { project_id: "acme/web", ...body }, [
    { request: { method: "POST", path: `${P}/variables`, body }, response: { status: 400, body: { message } } },
  ]);
  assert.equal(r.isError, true);
  assert(!out.includes(value), out);
  assert.match(out, /masking requirements/);
});

Deno.test("a job's and a pipeline's sent variable values are not quoted back in errors either", async () => {
  const value = "AKIAIOSFODNN7EXAMPLE";
  const variables = [{ key: "AWS_ACCESS_KEY_ID", value }];
  const { out } = await call("pipeline.create", { project_id: "acme/web", ref: "main", variables }, [
    {
      request: { method: "POST", path: `${P}/pipeline`, body: { ref: "main", variables } },
      response: { status: 400, body: { message: { base: [`variable ${value} is not allowed`] } } },
    },
  ]);
  assert(!out.includes(value), out);
});

Deno.test("a pipeline schedule variable's written value is echoed neither in text nor in structuredContent", async () => {
  for (const id of ["pipeline.schedule_variable_create", "pipeline.schedule_variable_update"]) {
    const fx = await loadFixture(id);
    const sent = String(fx.call.params.value);
    const { r, out } = await call(id, fx.call.params, fx.exchanges);
    assert.notEqual(r.isError, true, out);
    assert(!out.includes(sent), `${id} echoed the value:\n${out}`);
    assert(out.includes("value_withheld"), out);
  }
});

Deno.test("unmasked file-type and credential-shaped variables are withheld unless show_values is true", async () => {
  const listed = [
    { key: "KUBECONFIG", value: "apiVersion: v1\nkind: Config\nusers: [{token: abc}]\n", variable_type: "file" },
    { key: "AWS_SECRET_ACCESS_KEY", value: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", variable_type: "env_var" },
    { key: "DEPLOY_HOOK", value: "glpat-abcdefghijklmnopqrst", variable_type: "env_var" },
    { key: "DEPLOY_REGION", value: "eu-west-1", variable_type: "env_var" },
  ].map((v) => ({ ...v, protected: false, masked: false, hidden: false, raw: false, environment_scope: "*" }));
  const list: Exchange = {
    request: { method: "GET", path: `${P}/variables`, query: { page: "1", per_page: "20" } },
    response: { status: 200, body: listed },
  };
  const hidden = await call("variable.list", { project_id: "acme/web" }, [list]);
  for (const v of listed.slice(0, 3)) {
    for (const line of v.value.split("\n").filter((l) => l.length > 3)) assert(!hidden.out.includes(line), hidden.out);
  }
  assert(hidden.out.includes("eu-west-1"), "an ordinary unmasked value is still shown");
  assert.match(hidden.out, /value_withheld: file/);
  assert.match(hidden.out, /value_withheld: looks like a credential/);
  const shown = await call("variable.list", { project_id: "acme/web", show_values: true }, [list]);
  assert(shown.out.includes("glpat-abcdefghijklmnopqrst"), shown.out);
});
