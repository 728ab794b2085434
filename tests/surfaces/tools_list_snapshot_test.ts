/**
 * What a model sees, per surface: tools/list, prompts/list and the resource
 * lists, compared with reviewed snapshot files. Any change to names,
 * descriptions, schemas or annotations fails here until the snapshot is
 * rewritten (deno task snapshots) and the diff is part of the change.
 */
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness } from "../support/harness.ts";
import { assertSnapshot } from "../support/snapshot.ts";

async function listings(env: Record<string, string>) {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url, env });
  try {
    return {
      tools: (await h.client.listTools()).tools,
      prompts: (await h.client.listPrompts()).prompts,
      resources: (await h.client.listResources()).resources,
      templates: (await h.client.listResourceTemplates()).resourceTemplates,
    };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

for (const surface of ["dynamic", "meta", "individual"]) {
  Deno.test(`snapshot: tools/list on the ${surface} surface`, async () => {
    const { tools } = await listings({ GITLAB_MCP_TOOL_SURFACE: surface });
    await assertSnapshot(`tools_${surface}`, tools);
  });
}

Deno.test("snapshot: tools/list on the dynamic surface, read-only", async () => {
  const { tools } = await listings({ GITLAB_MCP_READ_ONLY: "true" });
  await assertSnapshot("tools_dynamic_read_only", tools);
});

Deno.test("snapshot: prompts, resources and resource templates", async () => {
  const { prompts, resources, templates } = await listings({});
  await assertSnapshot("prompts", prompts);
  await assertSnapshot("resources", resources);
  await assertSnapshot("resource_templates", templates);
});
