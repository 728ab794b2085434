/**
 * Access tokens and deploy tokens: the value appears only in the answer that creates or rotates it, with a
 * note to store it now; reads never show one or the note.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

async function run(action: string) {
  const fx = await loadFixture(action);
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action, params: fx.call.params, confirm: true },
    });
    assert.notEqual(r.isError, true, textOf(r));
    return { text: textOf(r), structured: JSON.stringify(r.structuredContent), fx };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const STORE_NOW = /shown once: store it now.*it is not shown again/;

Deno.test("create and rotate show the new token value once, with a note to store it now", async () => {
  for (const action of ["access_token.create", "access_token.rotate", "deploy.token_create"]) {
    const { text, structured, fx } = await run(action);
    const token = (fx.exchanges[0]!.response.body as { token: string }).token;
    assert(text.includes(`token: ${token}`), `${action}:\n${text}`);
    assert(structured.includes(token), `${action}: structured result carries the value`);
    assert.match(text, STORE_NOW);
  }
});

Deno.test("token reads and deletes show no token value and no store-it note", async () => {
  for (const action of ["access_token.list", "access_token.get", "access_token.revoke", "deploy.token_list"]) {
    const { text } = await run(action);
    assert(!/^- token:|\| token:/m.test(text), `${action}:\n${text}`);
    assert.doesNotMatch(text, /store it now/);
  }
});
