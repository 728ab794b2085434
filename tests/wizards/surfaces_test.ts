/** The wizards on each tool surface: without elicitation, through execute_action, and registered by name. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { accept, drive, ERAS, ISSUE, MR, PROJECT, RELEASE } from "./cases.ts";

Deno.test("wizard: without elicitation the wizard names its fallback action with the call shape for the surface", async () => {
  const shapes: Record<string, RegExp> = {
    dynamic:
      /Use "issue\.create".*gitlab_execute_action \{"action":"issue\.create","params":\{"project_id":"my-group\/my-project","title":"<title>"\}\}/,
    meta: /gitlab_issue \{"action":"create","params":\{"project_id":"my-group\/my-project","title":"<title>"\}\}/,
    individual: /gitlab_issue_create \{"project_id":"my-group\/my-project","title":"<title>"\}/,
  };
  for (const era of ERAS) {
    for (const [surface, re] of Object.entries(shapes)) {
      const r = await drive(ISSUE, era, null, false, surface);
      assert.equal(r.result.isError, true);
      assert.match(r.text, /does not support elicitation/);
      assert.match(r.text, re);
    }
  }
  for (
    const [c, name] of [[MR, "merge_request.create"], [RELEASE, "release.create"], [PROJECT, "project.create"]] as const
  ) {
    const r = await drive(c, "modern", null, false, "meta");
    assert.match(r.text, new RegExp(`Use "${name.replace(".", "\\.")}"`));
  }
});

Deno.test("wizard: reachable on the dynamic surface through execute_action and found by find_action", async () => {
  const r = await drive(ISSUE, "modern", accept(ISSUE), true, "dynamic");
  assert(!r.result.isError, r.text);
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const found = await h.client.callTool({
      name: "gitlab_find_action",
      arguments: { query: "interactive issue wizard" },
    });
    assert.match(textOf(found), /interactive\.issue_create/);
    const tools = (await h.client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(tools.sort(), ["gitlab_execute_action", "gitlab_find_action"]);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("wizard: registered by name on meta and individual, with an output schema", async () => {
  for (const surface of ["meta", "individual"]) {
    const gitlab = new FakeGitLab();
    const h = await startHarness({ gitlabUrl: gitlab.url, env: { GITLAB_MCP_TOOL_SURFACE: surface } });
    try {
      const tools = (await h.client.listTools()).tools;
      for (const name of [ISSUE.tool, MR.tool, RELEASE.tool, PROJECT.tool]) {
        const t = tools.find((x) => x.name === name);
        assert(t, `${surface}: ${name}`);
        assert.equal(t.outputSchema?.type, "object");
      }
      assert(!tools.some((t) => t.name === "gitlab_interactive"));
    } finally {
      await h.close();
      await gitlab.close();
    }
  }
});
