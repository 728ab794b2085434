/** Compact results: shapes, trimming, `raw: true`, text without absent values, and outputSchema on the wire. */
import assert, { deepStrictEqual as assertEquals } from "node:assert/strict";
import { z } from "zod";
import { defineAction } from "../../src/engine/action.ts";
import { render } from "../../src/engine/render.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { project } from "../../src/engine/shape.ts";
import { trimmed } from "../../src/engine/compact.ts";
import { SHAPES } from "../../src/catalog/shapes.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { hasRisk } from "../../src/guard/destructive.ts";
import { loadFixture } from "../support/fixtures.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness } from "../support/harness.ts";

const ISSUE = {
  id: 41,
  iid: 7,
  project_id: 3,
  title: "Login fails",
  description: "Steps:\n1. open /login",
  state: "opened",
  labels: ["bug", "p1"],
  assignees: [{ id: 1, username: "ann", avatar_url: "https://x/a.png" }],
  author: { id: 2, username: "bob", web_url: "https://x/bob" },
  milestone: null,
  due_date: null,
  confidential: false,
  references: { short: "#7", full: "acme/web#7" },
  updated_at: "2026-11-30T10:24:31.123Z",
  web_url: "https://gitlab.example.com/acme/web/-/issues/7",
  _links: { self: "https://gitlab.example.com/api/v4/projects/3/issues/7" },
};

const reply = (data: unknown) => ({ status: 200, headers: new Headers(), data });
const row = {
  description: "test row",
  method: "GET" as const,
  path: "/projects/{project_id}/issues",
  shape: SHAPES.issue,
  params: z.object({ project_id: z.string() }),
};
const listAction = defineAction({ ...row, id: "issue.list", title: "List issues", kind: "list" });
const getAction = defineAction({ ...row, id: "issue.get", title: "Get issue", kind: "object" });

Deno.test("shape: a list row keeps the triage fields, users as usernames, absent and detail fields left out", () => {
  assertEquals(project(SHAPES.issue, ISSUE, false), {
    iid: 7,
    title: "Login fails",
    state: "opened",
    reference: "acme/web#7",
    labels: ["bug", "p1"],
    assignees: ["ann"],
    author: "bob",
    confidential: false,
    project_id: 3,
    updated_at: "2026-11-30T10:24:31.123Z",
    web_url: "https://gitlab.example.com/acme/web/-/issues/7",
  });
  const whole = project(SHAPES.issue, ISSUE, true) as Record<string, unknown>;
  assertEquals([whole.id, whole.description], [41, "Steps:\n1. open /login"]);
});

Deno.test("shape: list text is one line per item with @users, a short timestamp and no absent value", () => {
  const out = render(listAction, reply([ISSUE]), { project_id: "acme/web" });
  const row = out.text.split("\n")[1]!;
  assert(row.startsWith("- #7 Login fails [opened] · reference: acme/web#7 · labels: bug, p1 · assignees: @ann"), row);
  assert(row.includes("updated_at: 2026-11-30 10:24Z"), row);
  assert(!/null|milestone|due_date|avatar/.test(out.text), out.text);
});

Deno.test("shape: one object shows its description as a fenced block and keeps it whole in structured content", () => {
  const out = render(getAction, reply(ISSUE), { project_id: "acme/web" });
  assert(out.text.includes("description:\n```\nSteps:\n1. open /login\n```"), out.text);
  assertEquals(out.structured.description, ISSUE.description);
  assertEquals(out.structured.milestone, undefined);
});

Deno.test("raw: true returns GitLab's JSON under raw, with the page's pagination, and is never sent to GitLab", () => {
  const list = render(listAction, reply([ISSUE]), { project_id: "acme/web", raw: true });
  assertEquals(list.structured.raw, [ISSUE]);
  assertEquals((list.structured.pagination as { page: number }).page, 1);
  assertEquals(render(getAction, reply(ISSUE), { project_id: "a", raw: true }).structured, { raw: ISSUE });
  const call = buildCall(listAction, { project_id: "acme/web", raw: true });
  assert(!("raw" in (call.query ?? {})), JSON.stringify(call.query));
});

Deno.test("raw: an object GitLab sends with its own `items` key is one object, not a page of items", () => {
  const odd = { ...ISSUE, items: [{ iid: "x" }], pagination: "p" };
  assertEquals(render(getAction, reply(odd), { project_id: "a", raw: true }).structured, { raw: odd });
  assertEquals(render(getAction, reply(odd), { project_id: "a" }).structured, project(SHAPES.issue, odd, true));
});

Deno.test("shape: a value of another type than the field's is left out; an item that is no object has no fields", () => {
  const odd = { iid: 1.5, id: "41", title: { t: 1 }, labels: "bug", user_notes_count: JSON.parse("1e999") };
  assertEquals(project(SHAPES.issue, odd, true), {});
  const list = render(listAction, reply(["text", 7, null, [ISSUE], ISSUE]), { project_id: "a" }).structured;
  assertEquals((list.items as unknown[]).slice(0, 4), [{}, {}, {}, {}]);
});

Deno.test("raw: a row whose GitLab API has its own `raw` param sends it (CI/CD variables)", () => {
  const create = SERVED_ACTIONS.find((a) => a.id === "variable.create")!;
  const call = buildCall(create, { project_id: 1, key: "K", value: "v", raw: true });
  assertEquals((call.body as Record<string, unknown>).raw, true);
});

Deno.test("trimmed: drops nulls, empty values, links and avatars at every depth, keeps false and 0", () => {
  assertEquals(
    trimmed({ a: null, b: "", c: [], d: { _links: { x: 1 }, avatar_url: "u", e: 0, f: false }, g: [{ h: null }] }),
    { d: { e: 0, f: false }, g: [{}] },
  );
});

Deno.test("pagination in structured content carries no null", () => {
  const out = render(listAction, reply([ISSUE]), { project_id: "acme/web" });
  assert(!Object.values(out.structured.pagination as object).includes(null), JSON.stringify(out.structured));
});

Deno.test("code search: each hit is path:line with its lines as a fenced block, indentation kept", () => {
  const search = SERVED_ACTIONS.find((a) => a.id === "search.code")!;
  const hit = { path: "src/app.ts", startline: 12, ref: "main", project_id: 6, data: "if (x) {\n    run();\n}\n" };
  const text = render(search, reply([hit]), { project_id: 6, search: "run" }).text;
  assert(
    text.includes("- src/app.ts:12 · ref: main · project_id: 6\n  ```\n  if (x) {\n      run();\n  }\n  ```"),
    text,
  );
});

Deno.test("outputSchema: every shaped action's compact result validates in the official client (individual surface)", async () => {
  const shaped = SERVED_ACTIONS.filter((a) => a.outputSchema && !a.run);
  assert(shaped.length > 100, `${shaped.length} shaped actions`);
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url, env: { GITLAB_MCP_TOOL_SURFACE: "individual" } });
  try {
    const { tools } = await h.client.listTools();
    for (const action of shaped) {
      const fx = await loadFixture(action.id);
      gitlab.expect(...fx.exchanges);
      const tool = tools.find((t) => t.outputSchema && t.title === action.title)!;
      const args = { ...fx.call.params, ...(action.destructive || hasRisk(action) ? { confirm: true } : {}) };
      const result = await h.client.callTool({ name: tool.name, arguments: args });
      assert(!result.isError && result.structuredContent, `${action.id}: ${JSON.stringify(result.content)}`);
      gitlab.assertDone();
    }
  } finally {
    await h.close();
    await gitlab.close();
  }
});
