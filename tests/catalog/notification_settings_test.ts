/** user.notification_settings_*: global, project or group by the params given; notification_email is global only. */
import assert from "node:assert/strict";
import { type ExpectedRequest, FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { validateParams } from "../../src/engine/validate.ts";
import { served } from "./served.ts";

/** Calls `action` with `params`, expects `request` and answers it with `body`; returns the result's text. */
async function call(action: string, params: Record<string, unknown>, request: ExpectedRequest, body: unknown) {
  const gitlab = new FakeGitLab().expect({ request, response: { status: 200, body } });
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
    assert.notEqual(r.isError, true, textOf(r));
    gitlab.assertDone();
    return textOf(r);
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const GET = "user.notification_settings_get";

Deno.test("user.notification_settings_get reads the global settings without project_id or group_id", async () => {
  const body = { level: "participating", notification_email: "admin@example.com" };
  const text = await call(GET, {}, { method: "GET", path: "/api/v4/notification_settings" }, body);
  assert.match(text, /admin@example\.com/);
});

Deno.test("user.notification_settings_get reads a project's or a group's settings", async () => {
  const project = { method: "GET", path: "/api/v4/projects/acme%2Fweb/notification_settings" };
  assert.match(await call(GET, { project_id: "acme/web" }, project, { level: "watch" }), /watch/);
  const group = { method: "GET", path: "/api/v4/groups/5/notification_settings" };
  assert.match(await call(GET, { group_id: 5 }, group, { level: "mention" }), /mention/);
});

Deno.test("user.notification_settings_update sends the level and events to the group's settings", async () => {
  const sent = { level: "custom", failed_pipeline: true, success_pipeline: false };
  const text = await call(
    "user.notification_settings_update",
    { group_id: "platform", ...sent },
    { method: "PUT", path: "/api/v4/groups/platform/notification_settings", body: sent },
    { level: "custom", events: { failed_pipeline: true, success_pipeline: false, new_note: null } },
  );
  assert.match(text, /custom/);
});

Deno.test("user.notification_settings_* refuse project_id and group_id together", () => {
  for (const id of ["user.notification_settings_get", "user.notification_settings_update"]) {
    assert.throws(
      () => validateParams(served(id), { project_id: "acme/web", group_id: "acme" }),
      /send project_id or group_id, not both.*Nothing was sent to GitLab/,
    );
  }
});

Deno.test("user.notification_settings_update takes notification_email for the global settings only", () => {
  const action = served("user.notification_settings_update");
  const email = { notification_email: "me@example.com" };
  assert.throws(
    () => validateParams(action, { ...email, project_id: 8 }),
    /notification_email is a global setting only; send it without project_id/,
  );
  assert.throws(
    () => validateParams(action, { ...email, group_id: "acme" }),
    /notification_email is a global setting only; send it without group_id/,
  );
  assert.doesNotThrow(() => validateParams(action, { ...email, level: "watch" }));
  assert.doesNotThrow(() => validateParams(action, { project_id: 8, level: "mention", new_release: true }));
});

Deno.test("user.notification_settings_update takes GitLab's levels and documented events only", () => {
  const action = served("user.notification_settings_update");
  assert.throws(() => validateParams(action, { level: "everything" }), /must be one of/);
  assert.throws(() => validateParams(action, { new_comment: true }), /unknown param/);
  for (const event of ["approver", "change_reviewer_merge_request", "new_release", "merge_when_pipeline_succeeds"]) {
    assert.doesNotThrow(() => validateParams(action, { level: "custom", [event]: true }), event);
  }
});
