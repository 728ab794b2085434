/**
 * The stdio front door in the real process (`deno run --allow-net=127.0.0.1 --allow-env src/main.ts`) with the
 * SDK's client: the opening it answers is the server's, and the server it hands over to knows the client (its
 * capabilities reach the wizard's elicitation).
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { assertJsonLines, textOf } from "../support/harness.ts";
import { spawnServer } from "../support/spawn_env.ts";
import { loadSurfaceAnswers, openingAnswer } from "../../src/stdio/opening_answers.ts";
import { parseConfig } from "../../src/config/mod.ts";
import { ROOT } from "../support/paths.ts";
import { wizardClient } from "../support/wizard_client.ts";

async function session(gitlab: FakeGitLab, client: Client, body: (client: Client) => Promise<void>): Promise<string> {
  const transport = spawnServer({ GITLAB_MCP_LOG_LEVEL: "debug", GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-door" });
  let stderr = "";
  transport.stderr?.on("data", (d: Uint8Array) => stderr += new TextDecoder().decode(d));
  await client.connect(transport);
  try {
    await body(client);
  } finally {
    await client.close();
    await gitlab.close();
  }
  assertJsonLines(stderr);
  return stderr;
}

Deno.test("stdio opening: tools/list answered before the server loads is the server's list, and calls follow", async () => {
  const gitlab = new FakeGitLab();
  const stderr = await session(gitlab, new Client({ name: "door", version: "1" }), async (client) => {
    const listed = await client.listTools();
    assert.deepEqual(JSON.parse(JSON.stringify(listed)), (await loadSurfaceAnswers("dynamic")).tools.false);
    const found = await client.callTool({ name: "gitlab_find_action", arguments: { query: "create tag" } });
    assert.match(textOf(found), /tag\.create/);
    assert.ok((await client.listPrompts()).prompts.length > 0);
  });
  assert.match(stderr, /"msg":"stdio opening handed to the server","answered":\["initialize","tools\/list"\]/);
});

Deno.test("stdio opening: on the individual surface too, the list is the server's and its tools run", async () => {
  const gitlab = new FakeGitLab();
  gitlab.fallback = () => ({ status: 200, body: { id: 1, name: "web", path_with_namespace: "acme/web" } });
  const transport = spawnServer({ GITLAB_URL: gitlab.url, GITLAB_MCP_TOOL_SURFACE: "individual" });
  const client = new Client({ name: "door-individual", version: "1" });
  await client.connect(transport);
  try {
    const listed = await client.listTools();
    assert.deepEqual(JSON.parse(JSON.stringify(listed)), (await loadSurfaceAnswers("individual")).tools.false);
    const r = await client.callTool({ name: "gitlab_project_get", arguments: { project_id: "1" } });
    assert(!r.isError, textOf(r));
    assert.match(textOf(r), /acme\/web/);
  } finally {
    await client.close();
    await gitlab.close();
  }
});

for (const era of ["legacy", "modern"] as const) {
  const opening = era === "modern" ? "a 2026-07-28 tools/list" : "initialize and tools/list";
  Deno.test(`stdio opening: after ${opening}, the server knows the client's capabilities (a wizard elicits)`, async () => {
    const fx = await loadFixture("issue.create");
    const path = "/api/v4/projects/my-group%2Fmy-project/issues";
    const gitlab = new FakeGitLab().expect({
      request: { method: "POST", path, body: { title: "Opened", confidential: false } },
      response: fx.exchanges[0]!.response,
    });
    const answers: Record<string, unknown> = { title: "Opened", confidential: false, confirm: true };
    const modern = era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {};
    const client = wizardClient("door-wizard", answers, modern);
    const stderr = await session(gitlab, client, async (c) => {
      const listed = await c.listTools();
      const recorded = await openingAnswer(parseConfig([], { GITLAB_URL: gitlab.url }));
      assert.deepEqual(JSON.parse(JSON.stringify(listed.tools)), recorded!.tools.tools);
      const r = await c.callTool({
        name: "gitlab_execute_action",
        arguments: { action: "interactive.issue_create", params: { project_id: "my-group/my-project" } },
      });
      assert(!r.isError, textOf(r));
      gitlab.assertDone();
    });
    const answered = era === "modern" ? '\\["tools\\/list"\\]' : '\\["initialize","tools\\/list"\\]';
    assert.match(stderr, new RegExp(`"msg":"stdio opening handed to the server","answered":${answered}`));
    assert(!stderr.includes("glpat-door"));
  });
}

Deno.test("stdio opening: what runs before it is answered loads no npm package (no SDK, no zod) and no catalog", async () => {
  const out = await new Deno.Command("deno", { args: ["info", "--json", "src/main.ts"], cwd: ROOT, stdout: "piped" })
    .output();
  type Dep = { code?: { specifier: string }; isDynamic?: boolean };
  const info = JSON.parse(new TextDecoder().decode(out.stdout)) as {
    modules: { specifier: string; dependencies?: Dep[] }[];
  };
  const bySpecifier = new Map(info.modules.map((m) => [m.specifier, m]));
  const main = info.modules.find((m) => m.specifier.endsWith("/src/main.ts"))!.specifier;
  // Static imports only: start.ts, which loads the server, is a dynamic import made after the opening.
  const seen = new Set([main]);
  for (const at of seen) {
    for (const dep of bySpecifier.get(at)?.dependencies ?? []) {
      if (dep.code && !dep.isDynamic) seen.add(dep.code.specifier);
    }
  }
  const heavy = [...seen].filter((s) =>
    !(s.startsWith("file:") || s.startsWith("node:")) || s.includes("/src/catalog/") || s.includes("/src/find/")
  );
  assert.deepEqual(heavy, []);
  assert.ok([...seen].some((s) => s.endsWith("/src/stdio/opening.ts")), "the front door is on the start path");
});
