/** What an audit of the catalog's newer rows found GitLab would refuse, ignore or misread; each row fixed. */
import assert from "node:assert/strict";
import { validateParams } from "../../src/engine/validate.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { createView } from "../../src/surfaces/view.ts";
import { actionAnnotations } from "../../src/surfaces/annotations.ts";
import { served } from "./served.ts";

function call(id: string, params: Record<string, unknown>) {
  const built = buildCall(served(id), validateParams(served(id), params));
  return { ...built, query: built.query ?? {}, body: (built.body ?? {}) as Record<string, unknown> };
}
const project = { project_id: "acme/web" };
const FULL_SHA = "6104942438c14ec7bd21c6cd5bd995272b3faff6";

Deno.test("merge request lists send approved_by_usernames as an array and draft as wip, which every GitLab reads", () => {
  const lists: Array<[string, Record<string, unknown>]> = [
    ["merge_request.list", project],
    ["merge_request.list_group", { group_id: "acme" }],
    ["merge_request.list_global", {}],
  ];
  for (const [id, where] of lists) {
    const { query } = call(id, { ...where, approved_by_usernames: ["alice", "bob"], draft: "yes" });
    assert.deepEqual(query.approved_by_usernames, ["alice", "bob"], id);
    assert.equal(query.wip, "yes", id);
    assert.equal(query.draft, undefined, id);
    assert.throws(
      () => validateParams(served(id), { ...where, approved_by_usernames: "alice" }),
      /approved_by_usernames/,
    );
  }
});

Deno.test("deployment.merge_requests does not take approved_by_usernames", () => {
  const params = { ...project, deployment_id: 42, approved_by_usernames: ["alice"] };
  assert.throws(() => validateParams(served("deployment.merge_requests"), params), /approved_by_usernames/);
  assert.equal(call("deployment.merge_requests", { ...project, deployment_id: 42, draft: "no" }).query.wip, "no");
});

Deno.test("snippet.create needs visibility, as GitLab does", () => {
  const files = [{ file_path: "a.txt", content: "x" }];
  assert.throws(() => validateParams(served("snippet.create"), { ...project, title: "t", files }), /visibility/);
  assert.equal(
    call("snippet.create", { ...project, title: "t", files, visibility: "private" }).body.visibility,
    "private",
  );
});

Deno.test("repository.commit_statuses asks for the full SHA GitLab matches on, never lists nothing for a short one", () => {
  for (const sha of ["6104942", "main", "v1.2.0"]) {
    assert.throws(
      () => validateParams(served("repository.commit_statuses"), { ...project, sha }),
      /full 40-character commit SHA/,
      sha,
    );
  }
  assert.match(call("repository.commit_statuses", { ...project, sha: FULL_SHA }).path, new RegExp(FULL_SHA));
});

Deno.test("pipeline.schedule_pipelines lists the latest runs first and takes GitLab's filters", () => {
  const base = { ...project, pipeline_schedule_id: 13 };
  assert.equal(call("pipeline.schedule_pipelines", base).query.sort, "desc");
  const asked = call("pipeline.schedule_pipelines", { ...base, sort: "asc", status: "failed" }).query;
  assert.equal(asked.sort, "asc");
  assert.equal(asked.status, "failed");
});

Deno.test("ci.lint only validates: read-only, served in read-only mode with readOnlyHint", () => {
  const lint = served("ci.lint");
  assert.equal(lint.readOnly, true);
  assert.equal(actionAnnotations(lint).readOnlyHint, true);
  assert(createView({ readOnly: true, exclude: [] }).has("ci.lint"));
});

Deno.test("deployment.list says finished_after/finished_before need status success before GitLab's 400", () => {
  const since = { ...project, finished_after: "2026-11-01T00:00:00Z" };
  assert.throws(() => validateParams(served("deployment.list"), since), /only work with status "success"/);
  assert.throws(
    () => validateParams(served("deployment.list"), { ...since, status: "failed" }),
    /only work with status/,
  );
  assert.equal(call("deployment.list", { ...since, status: "success" }).query.status, "success");
});

Deno.test("access_token.create: expires_at optional as in GitLab, Security Manager (25) accepted", () => {
  const body = call("access_token.create", { ...project, name: "ci", scopes: ["read_api"], access_level: 25 }).body;
  assert.deepEqual(body, { name: "ci", scopes: ["read_api"], access_level: 25 });
});

Deno.test("group.delete: permanently_remove on a top-level group is refused with what GitLab allows", () => {
  const forGood = { permanently_remove: true, full_path: "acme" };
  assert.throws(
    () => validateParams(served("group.delete"), { group_id: "acme", ...forGood }),
    /subgroups only.*retention period/,
  );
  for (const group_id of ["acme/tmp", 42]) {
    assert.doesNotThrow(() => validateParams(served("group.delete"), { group_id, ...forGood }));
  }
});
