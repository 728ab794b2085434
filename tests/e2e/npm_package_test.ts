/**
 * The npm package (npm/, laid out by scripts/stage_npm.ts) as a user gets it: `npm pack`, an install of the
 * tarball (offline: its `deno` dependency comes from the test cache), then its `gitlab-mcp-server` command
 * driven over stdio against a fake GitLab. The server must run under the narrow flags of `deno task start`.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { missingPrefetch, npmEnv, runOk, withTempDir } from "../support/npm_cache.ts";

const missing = missingPrefetch();
if (missing) console.warn(`npm package: skipped, ${missing}`);

/** Stages, packs and installs the package under `dir`; returns the install prefix. */
async function install(dir: string): Promise<string> {
  const stage = ["run", "--allow-read", `--allow-write=${dir}`, "--allow-run=deno", "--allow-env"];
  await runOk("deno", [...stage, "scripts/stage_npm.ts", `${dir}/package`]);
  const tarball = (await runOk("npm", ["pack", `${dir}/package`, "--pack-destination", dir])).trim().split("\n").at(-1);
  await runOk("npm", ["install", "--prefix", `${dir}/prefix`, `${dir}/${tarball}`]);
  return `${dir}/prefix`;
}

Deno.test({
  name: "npm package: packed, installed offline, its command serves tag.list for GITLAB_URL",
  ignore: missing !== "",
  fn: () =>
    withTempDir(async (dir) => {
      const prefix = await install(dir);
      const fx = await loadFixture("tag.list");
      const gitlab = new FakeGitLab().expect(...fx.exchanges);
      let stderr = "";
      const transport = new StdioClientTransport({
        command: "npm",
        args: ["exec", "--prefix", prefix, "--", "gitlab-mcp-server"],
        env: npmEnv({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-npm", GITLAB_MCP_LOG_LEVEL: "info" }),
        stderr: "pipe",
      });
      transport.stderr?.on("data", (chunk: Uint8Array) => void (stderr += new TextDecoder().decode(chunk)));
      const client = new Client({ name: "npm-package", version: "1.0.0" });
      try {
        await client.connect(transport);
        const result = await client.callTool({
          name: "gitlab_execute_action",
          arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
        });
        assert(!result.isError, textOf(result));
        assert.match(textOf(result), /v1\.0\.0/);
        gitlab.assertDone();
        assert.equal(gitlab.requests[0]!.headers.get("private-token"), "glpat-npm");
      } finally {
        await client.close();
        await gitlab.close();
      }
      // Broad permissions would make the server warn that it runs unconfined.
      assert.match(stderr, /serving MCP over stdio/);
      assert.doesNotMatch(stderr, /unconfined/);
    }),
});
