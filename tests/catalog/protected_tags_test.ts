/** tag.*_protected rows: names and wildcards reach GitLab encoded; unprotecting asks first. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { validateParams } from "../../src/engine/validate.ts";
import { served } from "./served.ts";

const P = "/api/v4/projects/acme%2Fweb/protected_tags";

Deno.test("tag.get_protected encodes a slash in the name and keeps a wildcard", async () => {
  const body = {
    name: "release/v*",
    create_access_levels: [{ id: 1, access_level: 0, access_level_description: "No one" }],
  };
  const gitlab = new FakeGitLab().expect({
    request: { method: "GET", path: `${P}/release%2Fv*` },
    response: { status: 200, body },
  });
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.get_protected", params: { project_id: "acme/web", name: "release/v*" } },
    });
    assert.notEqual(r.isError, true, textOf(r));
    assert.match(textOf(r), /No one/);
    gitlab.assertDone();
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("tag.unprotect is refused without confirmation and sends nothing", async () => {
  assert.equal(served("tag.unprotect").destructive, true);
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.unprotect", params: { project_id: "acme/web", name: "v*" } },
    });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /confirm": true/);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("tag.protect takes the protected-tag access levels only", () => {
  const action = served("tag.protect");
  for (const level of [0, 30, 40, 60]) {
    assert.doesNotThrow(() => validateParams(action, { project_id: 5, name: "v*", create_access_level: level }));
  }
  assert.throws(() => validateParams(action, { project_id: 5, name: "v*", create_access_level: 50 }));
  assert.throws(() => validateParams(action, { project_id: 5, name: "v*", push_access_level: 40 }), /unknown param/);
});

Deno.test("tag.get_protected refuses a '..' name before anything is sent, and says to send a tag name or pattern", () => {
  assert.throws(
    () => validateParams(served("tag.get_protected"), { project_id: "acme/web", name: "../../users" }),
    /param "name" .* "\.\." part.*send the branch or tag name, or a wildcard pattern/,
  );
});
