/**
 * Each client snippet in the README, read the way its client reads it, then used as written against a fake
 * GitLab: the stdio form is started exactly as it says (command, args, env; gitlab.example.com swapped for the
 * fake's address, the checkout's path and deno's filled in), the HTTP form's URL and header are sent to the
 * HTTP service on loopback. Either way a tool call must reach the fake GitLab with the snippet's token.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { Transport } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { childEnv } from "../support/spawn_env.ts";
import { ROOT } from "../support/paths.ts";
import { CLIENTS, httpTarget, snippet, stdioLaunch } from "../support/client_snippets.ts";
import { startHttpServer } from "../adversarial/support.ts";

const TOKEN = "glpat-snippet";

/** `deno` as the PATH finds it: the absolute path a Claude Desktop user writes (`which deno`); else this one. */
function whichDeno(): string {
  const sep = Deno.build.os === "windows" ? ";" : ":";
  const name = Deno.build.os === "windows" ? "deno.exe" : "deno";
  for (const dir of (Deno.env.get("PATH") ?? "").split(sep)) {
    try {
      if (Deno.statSync(`${dir}/${name}`).isFile) return `${dir}/${name}`;
    } catch {
      // Not in this folder.
    }
  }
  return Deno.execPath();
}

/** The README's placeholders made real: the fake GitLab, this checkout, this deno, the test's token. */
function localize(value: string, gitlabUrl: string): string {
  return value.replaceAll("https://gitlab.example.com", gitlabUrl)
    .replaceAll("gitlab.example.com", new URL(gitlabUrl).host)
    .replaceAll("/path/to/gitlab-mcp-server/", ROOT)
    .replaceAll("/absolute/path/to/deno", whichDeno())
    .replaceAll("glpat-…", TOKEN);
}

/** Connects, runs tag.list on whatever surface the snippet picked, and checks the fake saw the token. */
async function callTagList(transport: Transport, gitlab: FakeGitLab): Promise<void> {
  const client = new Client({ name: "readme-snippet", version: "1.0.0" });
  await client.connect(transport);
  try {
    const names = (await client.listTools()).tools.map((t) => t.name);
    const params = { project_id: "my-group/my-project", search: "^v1" };
    const call = names.includes("gitlab_execute_action")
      ? { name: "gitlab_execute_action", arguments: { action: "tag.list", params } }
      : { name: "gitlab_tag", arguments: { action: "list", params } };
    const result = await client.callTool(call);
    assert(!result.isError, textOf(result));
    assert.match(textOf(result), /v1\.0\.0/);
    gitlab.assertDone();
    // A PRIVATE-TOKEN is passed on as one, a bearer token as one.
    const sent = gitlab.requests.at(-1)!.headers;
    assert.equal(sent.get("private-token") ?? sent.get("authorization")?.replace(/^Bearer /, ""), TOKEN);
  } finally {
    await client.close();
  }
}

for (const client of CLIENTS) {
  Deno.test(`readme ${client} stdio snippet: names GITLAB_URL and serves the GitLab it names`, async () => {
    const fx = await loadFixture("tag.list");
    const gitlab = new FakeGitLab().expect(...fx.exchanges);
    const launch = stdioLaunch(client, TOKEN);
    assert(launch.env.GITLAB_URL, `${client}: the snippet does not set GITLAB_URL`);
    const env = Object.fromEntries(Object.entries(launch.env).map(([k, v]) => [k, localize(v, gitlab.url)]));
    const transport = new StdioClientTransport({
      command: localize(launch.command, gitlab.url),
      args: launch.args.map((a) => localize(a, gitlab.url)),
      env: childEnv({ GITLAB_MCP_LOG_LEVEL: "error", ...env }),
      stderr: "pipe",
    });
    try {
      await callTagList(transport, gitlab);
    } finally {
      await gitlab.close();
    }
  });
}

Deno.test("readme HTTP snippets: each client's URL and token header reach GitLab through the service", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab();
  const srv = await startHttpServer(gitlab.url);
  try {
    for (const client of CLIENTS) {
      const target = httpTarget(client, TOKEN);
      assert.equal(new URL(target.url).pathname, "/mcp", client);
      const headers = Object.fromEntries(Object.entries(target.headers).map(([k, v]) => [k, localize(v, gitlab.url)]));
      assert(headers["PRIVATE-TOKEN"] ?? headers.Authorization, `${client}: no token header`);
      gitlab.expect(...fx.exchanges);
      const url = new URL(target.url.replace("https://mcp.example.com", srv.base));
      await callTagList(new StreamableHTTPClientTransport(url, { requestInit: { headers } }), gitlab);
    }
  } finally {
    await srv.stop();
    await gitlab.close();
  }
});

Deno.test("readme snippets: every stdio snippet grants the host its GITLAB_URL names", () => {
  for (const client of CLIENTS) {
    const launch = stdioLaunch(client, TOKEN);
    const allow = launch.args.find((a) => a.startsWith("--allow-net="));
    assert.equal(allow, `--allow-net=${new URL(launch.env.GITLAB_URL!).host}`, client);
    assert.match(snippet(client, "stdio").body, /glpat-…|\$\{input:/, client);
  }
});
