/**
 * The Claude Desktop extension: mcpb/manifest.json is the generated one and passes the official `mcpb validate`
 * (tests/tools, offline), and the bundle's folder (scripts/stage_mcpb.ts) serves a tool call when started the
 * way Claude Desktop starts it: the manifest's mcp_config with ${__dirname} and the user's settings filled in.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { childEnv } from "../support/spawn_env.ts";
import { missingPrefetch, runOk, TOOLS, withTempDir } from "../support/npm_cache.ts";
import { MANIFEST_PATH, mcpbManifest } from "../../scripts/gen_mcpb.ts";
import { ROOT } from "../support/paths.ts";

const missing = missingPrefetch();
if (missing) console.warn(`mcpb: skipped, ${missing}`);

Deno.test("mcpb: the manifest is generated from the catalog (run `deno task docs`)", async () => {
  assert.equal(await Deno.readTextFile(`${ROOT}${MANIFEST_PATH}`), mcpbManifest());
});

Deno.test({
  name: "mcpb: the official mcpb CLI validates the manifest",
  ignore: missing !== "",
  fn: async () => {
    const out = await runOk("npm", ["exec", "--prefix", TOOLS, "--", "mcpb", "validate", MANIFEST_PATH]);
    assert.match(out, /validation passes/i);
  },
});

/** The manifest's mcp_config as Claude Desktop fills it in: the bundle's folder and the user's answers. */
function launch(dir: string, answers: Record<string, string>) {
  const { command, args, env } = JSON.parse(mcpbManifest()).server.mcp_config;
  const fill = (v: string) =>
    v.replaceAll("${__dirname}", dir).replace(/\$\{user_config\.(\w+)\}/g, (_, k: string) => answers[k]!);
  const filled = Object.entries(env as Record<string, string>).map(([k, v]) => [k, fill(v)]);
  return { command, args: (args as string[]).map(fill), env: Object.fromEntries(filled) };
}

Deno.test({
  name: "mcpb: the bundle's folder, started as the manifest says, serves the GitLab the user named",
  ignore: missing !== "",
  fn: () =>
    withTempDir(async (dir) => {
      const stage = ["run", "--allow-read", `--allow-write=${dir}`, "--allow-run=deno,npm", "--allow-env"];
      await runOk("deno", [...stage, "scripts/stage_mcpb.ts", `${dir}/bundle`]);
      const gitlab = new FakeGitLab().expect(...(await loadFixture("tag.list")).exchanges);
      const cmd = launch(`${dir}/bundle`, { gitlab_url: gitlab.url, gitlab_token: "glpat-mcpb" });
      const client = new Client({ name: "mcpb", version: "1.0.0" });
      try {
        await client.connect(new StdioClientTransport({ ...cmd, env: childEnv(cmd.env), stderr: "pipe" }));
        const names = (await client.listTools()).tools.map((t) => t.name);
        assert.deepEqual(names, JSON.parse(mcpbManifest()).tools.map((t: { name: string }) => t.name));
        const params = { project_id: "my-group/my-project", search: "^v1" };
        const result = await client.callTool({ name: "gitlab_tag", arguments: { action: "list", params } });
        assert(!result.isError, textOf(result));
        gitlab.assertDone();
        assert.equal(gitlab.requests[0]!.headers.get("private-token"), "glpat-mcpb");
      } finally {
        await client.close();
        await gitlab.close();
      }
    }),
});
