/** Catalog-wide rules that every row must keep, whoever adds it. */
import assert from "node:assert/strict";
import type { z } from "zod";
import { SERVED_ACTIONS, SERVED_DOMAINS } from "../../src/surfaces/inventory.ts";
import { individualToolName, metaToolName } from "../../src/surfaces/names.ts";
import { createView } from "../../src/surfaces/view.ts";
import { createSurface, TOOL_NAME } from "../../src/surfaces/surface.ts";
import { fixturePath } from "../support/fixtures.ts";
import { provenanceProblem } from "../../scripts/provenance.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";

/** The IDs users and prompts rely on (the reference server's catalog). */
const REQUIRED: Record<string, string> = {
  project:
    "list get create update delete fork list_forks archive unarchive star unstar languages members member_get member_add member_edit member_delete label_list label_get label_create label_update label_delete milestone_list milestone_get milestone_create milestone_update milestone_delete milestone_issues milestone_merge_requests hook_list hook_get hook_add hook_edit hook_delete pull_mirror_get pull_mirror_configure",
  issue:
    "list list_all list_group get create update delete move subscribe unsubscribe participants note_list note_get note_create note_update note_delete discussion_list discussion_get discussion_create discussion_add_note link_list link_create link_delete time_stats_get spent_time_add time_estimate_set mrs_closing mrs_related close reopen",
  merge_request:
    "list list_global list_group get create update delete merge approve unapprove rebase commits pipelines participants reviewers subscribe unsubscribe issues_closed cancel_auto_merge create_pipeline",
  mr_review:
    "changes_get raw_diffs diff_versions_list note_list note_create note_update note_delete discussion_list discussion_get discussion_create discussion_reply discussion_resolve draft_note_list draft_note_create draft_note_delete draft_note_publish_all",
  branch: "list get create delete delete_merged list_protected get_protected protect unprotect",
  tag: "list get create delete",
  release: "list get get_latest create update delete link_list link_create link_delete",
  pipeline:
    "list get latest create retry cancel delete variables test_report_summary schedule_list schedule_get schedule_run",
  job: "list list_project get trace retry cancel play erase artifacts",
  repository:
    "tree file_get file_raw file_create file_update file_delete file_blame commit_list commit_get commit_diff commit_create commit_refs commit_cherry_pick commit_revert compare contributors merge_base",
  group:
    "list get create update delete subgroups projects members group_label_list group_label_create group_milestone_list group_milestone_get group_milestone_create",
  user: "current list get todo_list todo_mark_done todo_mark_all_done get_status set_status",
  wiki: "list get create update delete",
  search: "projects issues merge_requests code commits users milestones wiki notes",
  server: "status",
};

const ids = SERVED_ACTIONS.map((a) => a.id);

Deno.test("catalog: every required action exists", () => {
  const missing = Object.entries(REQUIRED).flatMap(([d, names]) => names.split(" ").map((n) => `${d}.${n}`)).filter((
    id,
  ) => !ids.includes(id));
  assert.deepEqual(missing, []);
});

Deno.test("catalog: IDs are unique, well-formed and in a known domain", () => {
  assert.equal(new Set(ids).size, ids.length);
  for (const a of SERVED_ACTIONS) {
    assert.match(a.id, /^[a-z_]+\.[a-z_]+$/);
    assert(SERVED_DOMAINS.some((d) => d.name === a.domain), `${a.id}: unknown domain`);
  }
});

Deno.test("catalog: every tool name on every surface is valid and unique", () => {
  const names = [...SERVED_ACTIONS.map(individualToolName), ...SERVED_DOMAINS.map((d) => metaToolName(d.name))];
  for (const n of names) assert.match(n, TOOL_NAME);
  assert.equal(new Set(SERVED_ACTIONS.map(individualToolName)).size, SERVED_ACTIONS.length);
});

Deno.test("catalog: every param has a description and path params are declared", () => {
  for (const a of SERVED_ACTIONS) {
    for (const [name, schema] of Object.entries(a.schema.shape)) {
      assert((schema as z.ZodType).description, `${a.id}: param ${name} has no description`);
    }
    for (const p of a.pathParams) assert(p in a.schema.shape, `${a.id}: path param ${p} is not a param`);
    assert(a.description.length >= 20, `${a.id}: description too short`);
  }
});

/** DELETEs whose opposite restores what they remove: an emoji reaction is given again by the matching add. */
const UNDOABLE_DELETES = new Set([
  "emoji.issue_remove",
  "emoji.mr_remove",
  "merge_request.context_commits_remove",
]);
/** POSTs that only validate and change nothing: reads, though GitLab takes the YAML in a body. */
const READ_ONLY_POSTS = new Set(["ci.lint"]);

/** Anthropic's API refuses a tool whose input schema has a property name outside this pattern; some clients do too. */
const PARAM_NAME = /^[a-zA-Z0-9_.-]{1,64}$/;

/** Every property name at any depth of a JSON Schema. */
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== "object") return [];
  return Object.entries(schema as Record<string, unknown>).flatMap(([k, v]) =>
    k === "properties" && v && typeof v === "object"
      ? [...Object.keys(v), ...Object.values(v).flatMap(propertyNames)]
      : propertyNames(v)
  );
}

Deno.test("catalog: every param name and every tool input property name is accepted by strict clients", () => {
  const bad = SERVED_ACTIONS.flatMap((a) =>
    Object.keys(a.schema.shape).filter((n) => !PARAM_NAME.test(n)).map((n) => `${a.id}: ${n}`)
  );
  const view = createView({ readOnly: false, exclude: [] });
  for (const surface of ["dynamic", "meta", "individual"] as const) {
    for (const t of createSurface(surface, view).tools) {
      bad.push(...propertyNames(t.inputSchema).filter((n) => !PARAM_NAME.test(n)).map((n) => `${t.name}: ${n}`));
    }
  }
  assert.deepEqual(bad, []);
});

Deno.test("catalog: destructive flags follow the rule", () => {
  for (const a of SERVED_ACTIONS) {
    if (UNDOABLE_DELETES.has(a.id)) assert(!a.destructive, `${a.id}: what it removes, its opposite adds back`);
    else if (a.method === "DELETE" || /(^|_)(delete|erase|unprotect)($|_)/.test(a.name)) {
      assert(a.destructive, `${a.id} should be destructive`);
    }
    if (a.destructive) assert(!a.readOnly, `${a.id}: destructive cannot be read-only`);
    if (a.readOnly && !READ_ONLY_POSTS.has(a.id)) {
      assert(
        a.method === "GET" || a.graphql?.mutation === false,
        `${a.id}: read-only must be a GET or a GraphQL query`,
      );
    }
    if (a.graphql) {
      assert.equal(a.readOnly, !a.graphql.mutation, `${a.id}: a GraphQL row reads exactly when it is a query`);
    }
  }
});

Deno.test("catalog: every action has a fixture that names its source", async () => {
  for (const a of SERVED_ACTIONS.filter((x) => !x.run)) {
    const fx = JSON.parse(await Deno.readTextFile(fixturePath(a.id)));
    const problem = provenanceProblem(fx.source);
    assert(!problem, `Cannot accept the source of ${a.id}'s fixture: ${problem}`);
  }
});

Deno.test("surfaces: every tool has annotations and an object input schema without top-level combinators", () => {
  const view = createView({ readOnly: false, exclude: [] });
  for (const surface of ["dynamic", "meta", "individual"] as const) {
    for (const t of createSurface(surface, view).tools) {
      assert.match(t.name, TOOL_NAME);
      assert.equal(t.inputSchema.type, "object", `${t.name}: input schema must be an object`);
      for (const k of ["anyOf", "oneOf", "allOf"]) assert(!(k in t.inputSchema), `${t.name}: top-level ${k}`);
      for (const k of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
        assert.equal(typeof t.annotations[k], "boolean", `${t.name}: ${k}`);
      }
    }
  }
});

Deno.test("guard: every destructive action is refused without confirmation and nothing is sent", async () => {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    for (const a of SERVED_ACTIONS.filter((x) => x.destructive)) {
      const fx = JSON.parse(await Deno.readTextFile(fixturePath(a.id)));
      const r = await h.client.callTool({
        name: "gitlab_execute_action",
        arguments: { action: a.id, params: fx.call.params },
      });
      assert.equal(r.isError, true, `${a.id} ran without confirmation`);
      assert.match(textOf(r), /confirm": true/);
    }
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});
