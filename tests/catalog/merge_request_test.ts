/** Merge request create/update take a milestone by title (GitLab's `milestone`) or by ID, never both. */
import assert from "node:assert/strict";
import { validateParams } from "../../src/engine/validate.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { served } from "./served.ts";

const create = { project_id: "acme/web", source_branch: "feat/x", target_branch: "main", title: "X" };
const update = { project_id: "acme/web", merge_request_iid: 7 };

Deno.test("merge_request.create and update send a milestone title as GitLab's milestone", () => {
  for (const [id, base] of [["merge_request.create", create], ["merge_request.update", update]] as const) {
    const action = served(id);
    const body = buildCall(action, validateParams(action, { ...base, milestone: "v2.0" })).body;
    assert.equal((body as Record<string, unknown>).milestone, "v2.0", id);
  }
});

Deno.test("merge_request.create and update refuse milestone and milestone_id together", () => {
  for (const [id, base] of [["merge_request.create", create], ["merge_request.update", update]] as const) {
    assert.throws(
      () => validateParams(served(id), { ...base, milestone: "v2.0", milestone_id: 12 }),
      new RegExp(`Cannot run "${id}": send milestone_id or milestone \\(its title\\), not both`),
    );
  }
});
