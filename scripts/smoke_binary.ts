/**
 * Release smoke test of a compiled binary over stdio against a fake GitLab on
 * loopback: initialize, tools/list, one tools/call, then the same call against
 * a GitLab over HTTPS behind a private CA with DENO_CERT. The binary must report
 * that it confined itself, and says whether V8 took the sandbox's code cache (a
 * rejected cache only slows startup, so it warns instead of failing).
 *   deno run --allow-run --allow-read --allow-net=127.0.0.1 --allow-env scripts/smoke_binary.ts dist/gitlab-mcp-server
 */
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { FakeGitLab } from "../tests/support/fake_gitlab.ts";
import { loadFixture } from "../tests/support/fixtures.ts";
import { privateCaGitLab, TEST_CA } from "../tests/support/private_ca.ts";

function fail(message: string): never {
  console.error(`Smoke test failed: ${message}`);
  Deno.exit(1);
}

/** One session: tools/list and tag.list; returns the tool count and the binary's log. */
async function session(binary: string, gitlab: FakeGitLab, env: Record<string, string>) {
  const fx = await loadFixture("tag.list");
  gitlab.expect(...fx.exchanges);
  const client = new Client({ name: "smoke", version: "1" });
  const transport = new StdioClientTransport({
    command: binary,
    env: { GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-smoke", GITLAB_MCP_LOG_LEVEL: "debug", ...env },
    stderr: "pipe",
  });
  let log = "";
  transport.stderr?.on("data", (d: Uint8Array) => log += new TextDecoder().decode(d));
  await client.connect(transport);
  const tools = (await client.listTools()).tools.map((t) => t.name);
  const result = await client.callTool({
    name: "gitlab_execute_action",
    arguments: { action: "tag.list", params: fx.call.params },
  });
  await client.close();
  await gitlab.close();
  gitlab.assertDone();
  if (!tools.includes("gitlab_execute_action") || result.isError) {
    fail(`${gitlab.url}: tools ${tools.join(",")}; result ${JSON.stringify(result).slice(0, 300)}`);
  }
  if (!log.includes('"msg":"confined"')) fail(`the binary did not confine itself; its log:\n${log.slice(0, 2000)}`);
  return { tools: tools.length, log };
}

const binary = Deno.args[0];
if (!binary) {
  console.error("Cannot smoke-test: pass the binary's path");
  Deno.exit(2);
}
const plain = await session(binary, new FakeGitLab(), {});
await session(binary, await privateCaGitLab(), { DENO_CERT: TEST_CA });
const cache = /"code_cache":"(\w+)"/.exec(plain.log)?.[1] ?? "unreported";
if (cache !== "accepted") console.log(`::warning::the sandbox code cache was ${cache}: startup is ~50 ms slower`);
console.log(
  `smoke test passed: ${plain.tools} tools, tag.list answered over HTTP and over HTTPS with a private CA, confined, code cache ${cache}`,
);
