/** Commit comments on a diff line need the file; commit statuses take GitLab's states only. */
import assert from "node:assert/strict";
import { validateParams } from "../../src/engine/validate.ts";
import { served } from "./served.ts";

const base = { project_id: "acme/web", sha: "18f3e63d" };

Deno.test("repository.commit_comment_create refuses a line without the file it is on", () => {
  const action = served("repository.commit_comment_create");
  assert.throws(
    () => validateParams(action, { ...base, note: "x", line: 11, line_type: "new" }),
    /line and line_type need path/,
  );
  assert.doesNotThrow(() =>
    validateParams(action, { ...base, note: "x", path: "README.md", line: 11, line_type: "new" })
  );
});

Deno.test("repository.commit_status_set takes GitLab's states only", () => {
  const action = served("repository.commit_status_set");
  assert.doesNotThrow(() => validateParams(action, { ...base, state: "skipped" }));
  assert.throws(() => validateParams(action, { ...base, state: "error" }), /must be one of/);
});
