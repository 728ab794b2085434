/** gitlab://tools and gitlab://tools/{id}: the visible surface as data, per tool surface, without GitLab calls. */
import assert from "node:assert/strict";
import type { Harness } from "../support/harness.ts";
import { ERAS, rpcError, run, SURFACES } from "../prompts/helpers.ts";

interface Row {
  id: string;
  title: string;
  tool: string;
  required_params: string[];
  destructive: boolean;
}

async function readJson<T>(h: Harness, uri: string): Promise<T> {
  const { contents } = await h.client.readResource({ uri });
  const c = contents[0] as { mimeType: string; text: string };
  assert.equal(c.mimeType, "application/json");
  return JSON.parse(c.text) as T;
}

const TOOL = {
  dynamic: { "issue.create": "gitlab_execute_action", "interactive.issue_create": "gitlab_execute_action" },
  meta: { "issue.create": "gitlab_issue", "interactive.issue_create": "gitlab_interactive_issue_create" },
  individual: { "issue.create": "gitlab_issue_create", "interactive.issue_create": "gitlab_interactive_issue_create" },
};

const TAG_PARAMS = { project_id: "my-group/my-project", tag_name: "<tag_name>" };
const TAG_DELETE = {
  dynamic: `gitlab_execute_action ${JSON.stringify({ action: "tag.delete", params: TAG_PARAMS })}`,
  meta: `gitlab_tag ${JSON.stringify({ action: "delete", params: TAG_PARAMS })}`,
  individual: `gitlab_tag_delete ${JSON.stringify(TAG_PARAMS)}`,
};

for (const surface of SURFACES) {
  Deno.test(`gitlab://tools (${surface}): every visible action with the tool that runs it`, async () => {
    await run({ env: { GITLAB_MCP_TOOL_SURFACE: surface } }, async (h, g) => {
      const manifest = await readJson<{ tool_surface: string; count: number; actions: Row[] }>(h, "gitlab://tools");
      assert.equal(manifest.tool_surface, surface);
      assert.equal(manifest.count, manifest.actions.length);
      const byId = new Map(manifest.actions.map((r) => [r.id, r]));
      for (const [id, tool] of Object.entries(TOOL[surface])) assert.equal(byId.get(id)?.tool, tool, id);
      assert.deepEqual(byId.get("tag.delete"), {
        id: "tag.delete",
        title: byId.get("tag.delete")!.title,
        tool: surface === "dynamic" ? "gitlab_execute_action" : surface === "meta" ? "gitlab_tag" : "gitlab_tag_delete",
        required_params: ["project_id", "tag_name"],
        destructive: true,
      });
      assert.equal(byId.get("tag.list")?.destructive, false);
      const tools = new Set((await h.client.listTools()).tools.map((t) => t.name));
      for (const r of manifest.actions) assert(tools.has(r.tool), `${r.id} → ${r.tool} is not a listed tool`);
      if (surface === "individual") assert.equal(manifest.count, tools.size);
      assert.equal(g.requests.length, 0);
    });
  });

  Deno.test(`gitlab://tools/{id} (${surface}): input schema and the exact call`, async () => {
    await run({ env: { GITLAB_MCP_TOOL_SURFACE: surface } }, async (h, g) => {
      const sheet = await readJson<Record<string, unknown>>(h, "gitlab://tools/tag.delete");
      assert.equal(sheet.id, "tag.delete");
      assert.equal(sheet.destructive, true);
      assert.equal(sheet.read_only, false);
      assert.equal(sheet.call, TAG_DELETE[surface]);
      assert.match(String(sheet.confirm), /"confirm": true/);
      const schema = sheet.input_schema as { type: string; properties: Record<string, unknown>; required: string[] };
      assert.equal(schema.type, "object");
      assert.deepEqual(schema.required, ["project_id", "tag_name"]);
      const list = await readJson<Record<string, unknown>>(h, "gitlab://tools/tag.list");
      assert.equal(list.confirm, undefined);
      assert.equal(list.read_only, true);
      assert.ok((list.input_schema as { properties: Record<string, unknown> }).properties.per_page);
      const wizard = await readJson<Record<string, unknown>>(h, "gitlab://tools/interactive.issue_create");
      const wizardCall = surface === "dynamic"
        ? `gitlab_execute_action ${
          JSON.stringify({ action: "interactive.issue_create", params: { project_id: "my-group/my-project" } })
        }`
        : `gitlab_interactive_issue_create ${JSON.stringify({ project_id: "my-group/my-project" })}`;
      assert.equal(wizard.call, wizardCall);
      assert.equal(g.requests.length, 0);
    });
  });
}

Deno.test("tools resources follow read-only mode and exclusions", async () => {
  await run({ env: { GITLAB_MCP_READ_ONLY: "true", GITLAB_MCP_EXCLUDE_TOOLS: "tag.list" } }, async (h) => {
    const manifest = await readJson<{ actions: Row[] }>(h, "gitlab://tools");
    const ids = manifest.actions.map((r) => r.id);
    assert(ids.includes("tag.get"));
    for (const gone of ["tag.list", "tag.delete", "issue.create", "interactive.issue_create"]) {
      assert(!ids.includes(gone), gone);
    }
    assert(manifest.actions.every((r) => !r.destructive));
    for (const uri of ["gitlab://tools/tag.list", "gitlab://tools/tag.delete"]) {
      const err = await rpcError(h.client.readResource({ uri }));
      assert.equal(err.code, -32602);
      assert.deepEqual(err.data, { uri });
    }
  });
});

for (const era of ERAS) {
  Deno.test(`gitlab://tools/{id} (${era}): an unknown ID is -32602 with the nearest IDs`, async () => {
    await run({ era, env: { GITLAB_MCP_CAPABILITY_SURFACE: "minimal" } }, async (h, g) => {
      const err = await rpcError(h.client.readResource({ uri: "gitlab://tools/tag.delte" }));
      assert.equal(err.code, -32602);
      assert.match(
        err.message,
        /Cannot read resource "gitlab:\/\/tools\/tag\.delte": no action "tag\.delte".*"tag\.delete"/,
      );
      const sheet = await readJson<{ id: string }>(h, "gitlab://tools/issue.get");
      assert.equal(sheet.id, "issue.get");
      assert.equal(g.requests.length, 0);
    });
  });
}
