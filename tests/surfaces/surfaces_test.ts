/** What each surface shows and how it reports bad calls. */
import assert from "node:assert/strict";
import { createView } from "../../src/surfaces/view.ts";
import { searchActions } from "../../src/find/rank.ts";
import { createSurface } from "../../src/surfaces/surface.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";

async function withServer(
  env: Record<string, string>,
  fn: (h: Awaited<ReturnType<typeof startHarness>>, g: FakeGitLab) => Promise<void>,
) {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url, env });
  try {
    await fn(h, gitlab);
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("find_action: exact IDs, synonyms and typos rank the right action first", () => {
  const view = createView({ readOnly: false, exclude: [] });
  const top = (q: string) => searchActions(view.actions, q, 3)[0]?.action.id;
  assert.equal(top("tag.delete"), "tag.delete");
  assert.equal(top("remove tag"), "tag.delete");
  assert.equal(top("show tag"), "tag.get");
  assert.equal(top("craete tag"), "tag.create");
  assert.equal(top("list tags"), "tag.list");
  assert.deepEqual(searchActions(view.actions, "zzzz qqqq", 5), []);
});

Deno.test("find_action: the top hits carry schema and example, the rest stay brief; confidence; no GitLab call", async () => {
  await withServer({}, async (h, gitlab) => {
    const r = await h.client.callTool({ name: "gitlab_find_action", arguments: { query: "delete a tag", limit: 4 } });
    const found = r.structuredContent as { hits: Array<Record<string, unknown>>; low_confidence: unknown };
    const hits = found.hits;
    assert.equal(hits[0]!.id, "tag.delete");
    assert.equal(hits[0]!.destructive, true);
    assert.deepEqual(hits[0]!.required_params, ["project_id", "tag_name"]);
    assert.equal((hits[0]!.input_schema as Record<string, unknown>).type, "object");
    assert.deepEqual((hits[0]!.example as Record<string, unknown>).arguments, {
      action: "tag.delete",
      params: { project_id: "my-group/my-project", tag_name: "<tag_name>" },
      confirm: true,
    });
    assert.equal(typeof found.low_confidence, "boolean");
    assert(hits.length <= 4);
    for (const h of hits.slice(2)) assert(!("input_schema" in h) && !("example" in h), `${h.id} is brief`);
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("execute_action: unknown action gets did-you-mean, unknown params the nearest valid ones", async () => {
  await withServer({}, async (h, gitlab) => {
    const a = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action: "tag.lsit", params: {} } });
    assert.equal(a.isError, true);
    assert.match(textOf(a), /Cannot run action "tag\.lsit": no such action.*Did you mean "tag\.list"/);
    const b = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.get", params: { project_id: "a/b", tagname: "v1" } },
    });
    assert.equal(b.isError, true);
    assert.match(textOf(b), /unknown param "tagname" \(did you mean "tag_name"\?\)/);
    assert.match(textOf(b), /missing required param "tag_name"/);
    const c = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.get", params: { project_id: "a/b", tag_name: 5 } },
    });
    assert.match(textOf(c), /param "tag_name" must be string, got 5/);
    const d = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action: "tag.get", params: "x" } });
    assert.match(textOf(d), /params must be a JSON object/);
    const e = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.get", project_id: "a/b" },
    });
    assert.match(textOf(e), /unknown argument\(s\) "project_id".*inside "params"/);
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("meta: unknown action names the valid ones", async () => {
  await withServer({ GITLAB_MCP_TOOL_SURFACE: "meta" }, async (h) => {
    const r = await h.client.callTool({ name: "gitlab_tag", arguments: { action: "lst", params: {} } });
    assert.equal(r.isError, true);
    const names = createView({ readOnly: false, exclude: [] }).actions.filter((a) => a.domain === "tag").map((a) =>
      a.name
    );
    assert.match(textOf(r), /Did you mean "list"/);
    assert(textOf(r).endsWith(`Valid actions: ${names.join(", ")}.`), textOf(r));
  });
});

Deno.test("read-only and exclusions remove actions from every surface", () => {
  const ro = createView({ readOnly: true, exclude: [] });
  assert(ro.actions.every((a) => a.readOnly));
  assert(!ro.has("tag.delete") && ro.has("tag.list"));
  for (const entry of ["tag.delete", "gitlab_tag_delete"]) {
    const v = createView({ readOnly: false, exclude: [entry] });
    assert(!v.has("tag.delete") && v.has("tag.create"), entry);
    assert(!createSurface("individual", v).tools.some((t) => t.name === "gitlab_tag_delete"));
  }
  const group = createView({ readOnly: false, exclude: ["gitlab_tag"] });
  assert(!group.actions.some((a) => a.domain === "tag"));
  assert(!createSurface("meta", group).tools.some((t) => t.name === "gitlab_tag"));
});

Deno.test("exclusions: an entry that matches nothing is warned about on stderr", async () => {
  const { setLogSink } = await import("../../src/log/mod.ts");
  const lines: string[] = [];
  const restore = setLogSink((l) => lines.push(l));
  try {
    createView({ readOnly: false, exclude: ["tag.nope"] });
  } finally {
    restore();
  }
  assert(lines.some((l) => l.includes("exclude entry matches nothing") && l.includes("tag.nope")));
});

Deno.test("execute_action: read-only mode refuses write actions, saying read-only hides them", async () => {
  await withServer({ GITLAB_MCP_READ_ONLY: "1" }, async (h, gitlab) => {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.create", params: {} },
    });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /Cannot run action "tag.create": it changes GitLab, and this server is read-only/);
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("find_action: a weak match says so and names the nearest alternatives", async () => {
  await withServer({}, async (h) => {
    const r = await h.client.callTool({ name: "gitlab_find_action", arguments: { query: "the thing from yesterday" } });
    const found = r.structuredContent as {
      low_confidence: boolean;
      alternatives?: string[];
      hits: Array<{ id: string }>;
    };
    assert(found.hits.length >= 3);
    assert.equal(found.low_confidence, true);
    assert.deepEqual(found.alternatives, found.hits.slice(1, 4).map((h) => h.id));
    assert.match(textOf(r), /Weak match: .* nearest alternatives are /);
  });
});

Deno.test("find_action: nothing matching is an empty answer that says what to try", async () => {
  await withServer({}, async (h) => {
    const r = await h.client.callTool({ name: "gitlab_find_action", arguments: { query: "stuff about things" } });
    assert.deepEqual((r.structuredContent as { hits: unknown[] }).hits, []);
    assert.match(textOf(r), /No action matches "stuff about things"\. Try other words/);
  });
});
