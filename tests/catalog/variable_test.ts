/** CI/CD variable values are secrets: masked and hidden ones are withheld unless asked for, written ones never echoed. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { pathValueProblem } from "../../src/engine/path_values.ts";

const MASKED = "npm_Xk29fLq8RtYvB3nWm7Pz";
const PLAIN = "eu-west-1";

/** Runs `id` against its fixture's exchange with `params` (local params such as show_values are not sent). */
async function run(id: string, params: Record<string, unknown>): Promise<{ text: string; json: string }> {
  const fx = await loadFixture(id);
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const result = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action: id, params } });
    const text = textOf(result);
    assert(!result.isError, text);
    gitlab.assertDone();
    return { text, json: JSON.stringify(result.structuredContent) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("variable.list withholds a masked value from text and structured content by default", async () => {
  const { text, json } = await run("variable.list", { project_id: "acme/web" });
  for (const out of [text, json]) {
    assert(!out.includes(MASKED), `masked value leaked:\n${out}`);
    assert(out.includes(PLAIN), "an unmasked value is still shown");
    assert(out.includes("masked"), "says why the value is withheld");
  }
});

Deno.test("variable.list shows masked values with show_values: true (not sent to GitLab)", async () => {
  const { text, json } = await run("variable.list", { project_id: "acme/web", show_values: true });
  assert(text.includes(MASKED) && json.includes(MASKED));
});

Deno.test("variable.group_get withholds a masked variable's value unless show_values is true", async () => {
  const fx = await loadFixture("variable.group_list");
  const sonar = (fx.exchanges[0]!.response.body as Array<Record<string, unknown>>)[1]!;
  const secret = String(sonar.value);
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    for (const show of [false, true]) {
      gitlab.expect({
        request: { method: "GET", path: "/api/v4/groups/acme/variables/SONAR_TOKEN" },
        response: { status: 200, body: sonar },
      });
      const params = { group_id: "acme", key: "SONAR_TOKEN", ...(show && { show_values: true }) };
      const result = await h.client.callTool({
        name: "gitlab_execute_action",
        arguments: { action: "variable.group_get", params },
      });
      const out = textOf(result) + JSON.stringify(result.structuredContent);
      assert.equal(out.includes(secret), show, out);
    }
    gitlab.assertDone();
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("variable.create and variable.update never echo the value in text", async () => {
  for (const id of ["variable.create", "variable.update", "variable.group_create", "variable.group_update"]) {
    const fx = await loadFixture(id);
    const sent = String(fx.call.params.value);
    const { text, json } = await run(id, fx.call.params);
    assert(!text.includes(sent), `${id} echoed the value:\n${text}`);
    assert(!json.includes(sent), `${id} echoed the value in structured content`);
    assert(text.includes("value_withheld"), text);
  }
});

Deno.test("a wrong-typed variable value is not repeated in the error", async () => {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const params = { project_id: "acme/web", key: "PIN", value: 987654321 };
    const result = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "variable.create", params },
    });
    assert(result.isError);
    assert(!textOf(result).includes("987654321"), textOf(result));
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("a variable key in the path is checked by GitLab's key rule before anything is sent", () => {
  assert.equal(pathValueProblem("key", "DATABASE_URL"), null);
  for (const bad of ["..", "A/B", "KEY-1", "%2e%2e"]) assert.notEqual(pathValueProblem("key", bad), null, bad);
});
