/**
 * Merge request time tracking mirrors the issue rows (same duration param, same totals); its resets are
 * destructive. Context commits take 1 to GitLab's 20 hex SHAs per add, each once, and a removal sends
 * them as commits[] in the query.
 */
import assert from "node:assert/strict";
import type { z } from "zod";
import { validateParams } from "../../src/engine/validate.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { served } from "./served.ts";

const mr = { project_id: "acme/web", merge_request_iid: 318 };
const SHA = "6d394385cf567f80a8fd85055db1ab4c5295806f";
const MR_PATH = "/api/v4/projects/acme%2Fweb/merge_requests/318";

const paramOf = (id: string, name: string) => served(id).schema.shape[name] as z.ZodType;

Deno.test("merge_request time tracking rows take the issue rows' duration and summary params and show the same totals", () => {
  for (const [mrId, issueId] of [["spent_time_add", "spent_time_add"], ["time_estimate_set", "time_estimate_set"]]) {
    const [m, i] = [`merge_request.${mrId}`, `issue.${issueId}`];
    assert.equal(paramOf(m, "duration").description, paramOf(i, "duration").description, m);
    assert.throws(() => validateParams(served(m), { ...mr, duration: "" }), /param "duration"/);
    const body = buildCall(served(m), validateParams(served(m), { ...mr, duration: "3h30m" })).body;
    assert.deepEqual(body, { duration: "3h30m" }, m);
  }
  assert.equal(
    paramOf("merge_request.spent_time_add", "summary").description,
    paramOf("issue.spent_time_add", "summary").description,
  );
  for (
    const name of ["time_stats_get", "time_estimate_set", "time_estimate_reset", "spent_time_add", "spent_time_reset"]
  ) {
    assert.deepEqual(served(`merge_request.${name}`).summary, served("issue.time_stats_get").summary, name);
  }
});

Deno.test("merge_request time resets are destructive POSTs; setting and logging are not", () => {
  for (const name of ["time_estimate_reset", "spent_time_reset"]) {
    const a = served(`merge_request.${name}`);
    assert.equal(a.method, "POST");
    assert.equal(a.destructive, true, name);
    assert.equal(a.readOnly, false, name);
  }
  for (const name of ["time_estimate_set", "spent_time_add"]) {
    assert.equal(served(`merge_request.${name}`).destructive, false);
  }
  assert.equal(served("merge_request.time_stats_get").readOnly, true);
});

Deno.test("merge_request.spent_time_reset asks for confirmation, then posts and shows the zeroed totals", async () => {
  const zero = { human_time_estimate: "2h", human_total_time_spent: null, time_estimate: 7200, total_time_spent: 0 };
  const gitlab = new FakeGitLab().expect({
    request: { method: "POST", path: `${MR_PATH}/reset_spent_time`, body: {} },
    response: { status: 200, body: zero },
  });
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const call = (confirm: boolean) =>
      h.client.callTool({
        name: "gitlab_execute_action",
        arguments: { action: "merge_request.spent_time_reset", params: mr, ...(confirm && { confirm }) },
      });
    const refused = await call(false);
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /without confirmation.*Nothing was sent to GitLab/);
    assert.equal(gitlab.requests.length, 0);
    const done = await call(true);
    const text = textOf(done);
    assert(!done.isError, text);
    assert.match(text, /total_time_spent: 0/);
    assert.match(text, /human_time_estimate: 2h/);
    assert.doesNotMatch(text, /null/);
    gitlab.assertDone();
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("merge_request.context_commits_add refuses what is not a hex SHA, quoting it", () => {
  const add = served("merge_request.context_commits_add");
  for (const bad of ["xyz1234", "abc12", "a".repeat(65), "HEAD~1", "main", "6d39 4385"]) {
    assert.throws(
      () => validateParams(add, { ...mr, commits: [SHA, bad] }),
      (e: Error) =>
        e.message.startsWith(
          'Cannot run "merge_request.context_commits_add": param "commits.1": must be a commit SHA',
        ) &&
        e.message.includes(JSON.stringify(bad).slice(0, 70)),
      bad,
    );
  }
  for (const ok of ["6d39438", SHA, SHA.toUpperCase(), "b".repeat(64)]) {
    assert.doesNotThrow(() => validateParams(add, { ...mr, commits: [ok] }), ok);
  }
});

Deno.test("merge_request context commits: 1 to 20 SHAs per add (GitLab's limit), each once; removal takes up to 100", () => {
  const add = served("merge_request.context_commits_add");
  const remove = served("merge_request.context_commits_remove");
  const shas = (n: number) => Array.from({ length: n }, (_, i) => i.toString(16).padStart(8, "0"));
  assert.throws(() => validateParams(add, { ...mr, commits: [] }), /param "commits": needs at least one commit SHA/);
  assert.throws(
    () => validateParams(add, { ...mr, commits: shas(21) }),
    /param "commits" has 21 items; send at most 20/,
  );
  assert.doesNotThrow(() => validateParams(add, { ...mr, commits: shas(20) }));
  assert.doesNotThrow(() => validateParams(remove, { ...mr, commits: shas(100) }));
  assert.throws(() => validateParams(remove, { ...mr, commits: shas(101) }), /has 101 items; send at most 100/);
  for (const action of [add, remove]) {
    assert.throws(
      () => validateParams(action, { ...mr, commits: [SHA, "abcdef1", SHA.toUpperCase()] }),
      new RegExp(`Cannot run "${action.id}": commits lists ${SHA} twice; send each SHA once\\. Nothing was sent`),
    );
  }
});

Deno.test("merge_request context commits: add posts a JSON array, remove sends commits[] in the query", () => {
  const add = served("merge_request.context_commits_add");
  const remove = served("merge_request.context_commits_remove");
  const two = [SHA, "4a24d82d"];
  const posted = buildCall(add, validateParams(add, { ...mr, commits: two }));
  assert.equal(posted.method, "POST");
  assert.deepEqual(posted.body, { commits: two });
  const deleted = buildCall(remove, validateParams(remove, { ...mr, commits: two }));
  assert.equal(deleted.method, "DELETE");
  assert.equal(deleted.body, undefined);
  assert.deepEqual(deleted.query, { commits: two });
  // What remove takes out, add puts back: neither is destructive.
  assert.equal(remove.destructive, false);
  assert.equal(add.destructive, false);
});
