import assert from "node:assert/strict";
import { createView } from "../../src/surfaces/view.ts";
import { createSurface } from "../../src/surfaces/surface.ts";
import { actionOfCall } from "../../src/surfaces/call_target.ts";

const view = createView({ readOnly: false, exclude: [] });
const surfaces = Object.fromEntries(
  (["dynamic", "meta", "individual"] as const).map((name) => [name, createSurface(name, view)]),
);

Deno.test("call target: each surface's call names the action it runs, read or write", () => {
  const cases: [keyof typeof surfaces, string, Record<string, unknown>, string | undefined][] = [
    ["dynamic", "gitlab_execute_action", { action: "issue.create" }, "issue.create"],
    ["dynamic", "gitlab_execute_action", { action: "tag.list" }, "tag.list"],
    ["dynamic", "gitlab_find_action", { query: "create an issue" }, undefined],
    ["dynamic", "gitlab_execute_action", { action: "interactive.issue_create" }, "interactive.issue_create"],
    ["meta", "gitlab_issue", { action: "create" }, "issue.create"],
    ["meta", "gitlab_tag", { action: "list" }, "tag.list"],
    ["meta", "gitlab_interactive_issue_create", {}, "interactive.issue_create"],
    ["meta", "gitlab_issue", { action: "no_such" }, undefined],
    ["individual", "gitlab_issue_create", {}, "issue.create"],
    ["individual", "gitlab_interactive_issue_create", {}, "interactive.issue_create"],
    ["individual", "gitlab_issue", { action: "create" }, undefined],
  ];
  for (const [name, tool, args, id] of cases) {
    assert.equal(actionOfCall(surfaces[name]!, view, tool, args)?.id, id, `${name} ${tool} ${JSON.stringify(args)}`);
  }
  assert.equal(
    actionOfCall(surfaces.dynamic!, view, "gitlab_execute_action", { action: "issue.create" })?.readOnly,
    false,
  );
});

Deno.test("call target: every tool of the meta and individual surfaces that writes is recognized as writing", () => {
  const readView = createView({ readOnly: true, exclude: [] });
  for (const name of ["meta", "individual"] as const) {
    const readTools = new Set(createSurface(name, readView).tools.map((t) => t.name));
    for (const tool of surfaces[name]!.tools.filter((t) => !readTools.has(t.name))) {
      const action = actionOfCall(surfaces[name]!, view, tool.name, {});
      assert.ok(action && !action.readOnly, `${name}: ${tool.name} is a write tool the check must see`);
    }
  }
});
