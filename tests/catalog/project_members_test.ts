/** Member roles: every access level GitLab assigns, Planner (15) and Security Manager (25) included. */
import assert from "node:assert/strict";
import { validateParams } from "../../src/engine/validate.ts";
import { served } from "./served.ts";

Deno.test("project.member_add and member_edit accept Planner (15) and Security Manager (25), not made-up levels", () => {
  for (const id of ["project.member_add", "project.member_edit"]) {
    const action = served(id);
    for (const level of [15, 25]) {
      assert.doesNotThrow(() => validateParams(action, { project_id: "acme/web", user_id: 3, access_level: level }));
    }
    assert.throws(() => validateParams(action, { project_id: "acme/web", user_id: 3, access_level: 35 }));
  }
});
