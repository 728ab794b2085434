/** The quick-action line detector and the fields it applies to. */
import assert from "node:assert/strict";
import { findQuickActions, QUICK_ACTION_NAMES } from "../../src/guard/quick_actions.ts";
import { quickActionFields } from "../../src/engine/quick_action_fields.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { LOCAL_PARAMS } from "../../src/engine/build_request.ts";

const lines = (text: string) => findQuickActions(text).map((h) => h.line);

Deno.test("a known command on its own line is found, with its line number and text", () => {
  const hits = findQuickActions("Looks good.\n/merge\n/approve\n/assign @root");
  assert.deepEqual(hits, [
    { line: 2, text: "/merge" },
    { line: 3, text: "/approve" },
    { line: 4, text: "/assign @root" },
  ]);
});

Deno.test("commands are found in any case, with up to three leading spaces, after CR line ends, at the very end", () => {
  assert.deepEqual(lines("/MERGE"), [1]);
  assert.deepEqual(lines("a\r\n   /Approve\r\nb"), [2]);
  assert.deepEqual(lines("a\n\r/merge"), [2], "a CR is dropped as GitLab drops it, so it cannot hide a command");
  assert.deepEqual(lines("x\n/label ~bug\t\n/close"), [2, 3]);
  assert.deepEqual(lines("/title\tnew"), [1]);
});

Deno.test("paths and unknown names in prose are not commands", () => {
  assert.deepEqual(lines("see /docs/setup for more"), []);
  assert.deepEqual(lines("/usr/local/bin is where it goes\n/docs\n/etc/hosts"), []);
  assert.deepEqual(lines("/merge-now\n/merge.\n/mergeable\n/label_x"), []);
  assert.deepEqual(lines("> /merge\n- /approve\n`/merge`"), []);
  assert.deepEqual(lines("    /merge\n\t/approve"), [], "indented code: GitLab only runs column-0 lines");
});

Deno.test("``` fenced blocks are skipped the way GitLab skips them; ~~~ fences are not", () => {
  assert.deepEqual(lines("```\n/merge\n```\n/approve"), [4]);
  assert.deepEqual(lines("```sh\n/merge\n```"), []);
  assert.deepEqual(lines("~~~\n/merge\n~~~"), [2], "GitLab runs quick actions inside ~~~ fences");
  assert.deepEqual(lines("```\n/merge"), [2], "an unclosed fence hides nothing");
  assert.deepEqual(lines("```\n/merge\n``` "), [2], "a closing line with trailing space does not close in GitLab");
  assert.deepEqual(lines(" ```\n/merge\n```"), [2], "an indented opener is not GitLab's code block");
  // A bare ``` cannot be closed by the very next line (GitLab's `.+?`), so the third line opens nothing.
  assert.deepEqual(lines("```\n```\n/merge\n```\n/approve"), [5]);
  // After an HTML block or >>> quote starts, fences are no longer trusted.
  assert.deepEqual(lines("<div>\n```\n</div>\n/merge\n```"), [4]);
  assert.deepEqual(lines(">>>\n```\n>>>\n/merge\n```"), [4]);
});

Deno.test("the names include GitLab's documented commands and aliases", () => {
  for (
    const n of ["merge", "approve", "assign", "close", "label", "labels", "unlabel", "remove_label", "draft", "ready"]
  ) {
    assert.ok(QUICK_ACTION_NAMES.has(n), n);
  }
  for (const n of ["submit_review", "rebase", "target_branch", "reviewer", "request_review", "tag", "spend_time"]) {
    assert.ok(QUICK_ACTION_NAMES.has(n), n);
  }
  assert.ok(!QUICK_ACTION_NAMES.has("usr") && !QUICK_ACTION_NAMES.has("docs"));
});

Deno.test("fields: note bodies always, descriptions only of issues/MRs/epics, never titles or commit messages", () => {
  const paths = ["/projects/{project_id}/issues/{issue_iid}"];
  assert.deepEqual(quickActionFields("PUT", paths, ["title", "description"]), ["description"]);
  assert.deepEqual(quickActionFields("POST", ["/projects/{project_id}/merge_requests"], ["description"]), [
    "description",
  ]);
  assert.deepEqual(quickActionFields("POST", ["/projects"], ["description"]), []);
  assert.deepEqual(quickActionFields("POST", ["/projects/{project_id}/releases"], ["description"]), []);
  assert.deepEqual(quickActionFields("POST", ["/projects/{project_id}/repository/commits"], ["commit_message"]), []);
  assert.deepEqual(quickActionFields("POST", ["/x/{id}/notes"], ["body"]), ["body"]);
  assert.deepEqual(quickActionFields("GET", paths, ["description"]), []);
});

Deno.test("allow_quick_actions is in the schema of exactly the actions with such a field, and never sent", () => {
  const withParam = SERVED_ACTIONS.filter((a) => "allow_quick_actions" in a.schema.shape).map((a) => a.id);
  for (
    const id of ["issue.create", "issue.update", "issue.note_create", "merge_request.create", "mr_review.note_create"]
  ) {
    assert.ok(withParam.includes(id), id);
  }
  for (const id of ["project.create", "release.create", "repository.commit_create", "wiki.create", "issue.list"]) {
    assert.ok(!withParam.includes(id), id);
  }
  assert.ok(withParam.length < 30, `only the fields that need it, got ${withParam.length}`);
  assert.ok(LOCAL_PARAMS.has("allow_quick_actions"));
});

Deno.test("many unclosed fences cost linear time, and the command after them is still found", () => {
  const text = "```x\n".repeat(200_000) + "/merge";
  const started = performance.now();
  assert.deepEqual(lines(text), [200_001]);
  const ms = performance.now() - started;
  assert.ok(ms < 1000, `took ${ms.toFixed(0)} ms`);
});
