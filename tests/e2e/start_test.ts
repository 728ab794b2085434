/**
 * The README's start command for any GITLAB_URL, and a start whose --allow-net does not cover the
 * configured GitLab host or listen address: one line naming the missing entry, exit status 2.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { childEnv } from "../support/spawn_env.ts";
import { freePort } from "../http/support.ts";
import { ROOT } from "../support/paths.ts";

async function run(flags: string[], args: string[], env: Record<string, string>) {
  const out = await new Deno.Command("deno", {
    args: ["run", ...flags, "src/main.ts", ...args],
    cwd: ROOT,
    env: childEnv(env),
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

function assertOneLine(r: { code: number; stdout: string; stderr: string }, entry: string) {
  assert.equal(r.code, 2, r.stderr);
  assert.equal(r.stdout, "");
  assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  assert(r.stderr.includes(`--allow-net=${entry} `), r.stderr);
  assert.doesNotMatch(r.stderr, /sandbox|\n\s+at /);
}

Deno.test("start: deno task start serves a self-managed GITLAB_URL with no other change", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  let stderr = "";
  const transport = new StdioClientTransport({
    command: "deno",
    args: ["task", "start"],
    cwd: ROOT,
    env: childEnv({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-start", GITLAB_MCP_LOG_LEVEL: "info" }),
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Uint8Array) => void (stderr += new TextDecoder().decode(chunk)));
  const client = new Client({ name: "start", version: "1.0.0" });
  await client.connect(transport);
  try {
    const result = await client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
    });
    assert(!result.isError, textOf(result));
    assert.match(textOf(result), /v1\.0\.0/);
    gitlab.assertDone();
    assert.equal(gitlab.requests[0]!.headers.get("private-token"), "glpat-start");
  } finally {
    await client.close();
    await gitlab.close();
  }
  assert.doesNotMatch(stderr, /unconfined/);
  assert(!stderr.includes("glpat-start"));
});

Deno.test("start: a GitLab host missing from --allow-net exits 2 with one line naming the entry", async () => {
  const port = freePort();
  const explicit = await run(["--allow-net=gitlab.com", "--allow-env"], [], {
    GITLAB_URL: `http://127.0.0.1:${port}`,
  });
  assertOneLine(explicit, `127.0.0.1:${port}`);
  assert.match(explicit.stderr, /^Cannot start: .*http:\/\/127\.0\.0\.1:\d+/);
  // No port in the URL: the entry is the bare host, as the README writes it.
  const bare = await run(["--allow-net=gitlab.com", "--allow-env"], [], { GITLAB_URL: "https://gitlab.example.com" });
  assertOneLine(bare, "gitlab.example.com");
});

Deno.test("start: an HTTP listen address missing from --allow-net exits 2 with one line naming it", async () => {
  const gitlabPort = freePort();
  const listenPort = freePort();
  const r = await run(
    [`--allow-net=127.0.0.1:${gitlabPort}`, "--allow-env"],
    ["--http", "--http-addr", `127.0.0.1:${listenPort}`],
    { GITLAB_URL: `http://127.0.0.1:${gitlabPort}` },
  );
  assertOneLine(r, `127.0.0.1:${listenPort}`);
  assert.match(r.stderr, new RegExp(`listen on 127\\.0\\.0\\.1:${listenPort}`));
});

Deno.test(
  "start: deno task start --http grants the listen address and stops on SIGTERM",
  // Windows has no SIGTERM: Deno's kill() there ends the process at once (exit 1), so no drain to observe.
  { ignore: Deno.build.os === "windows" },
  async () => {
    const port = freePort();
    const child = new Deno.Command("deno", {
      args: ["task", "start", "--http", "--http-addr", `127.0.0.1:${port}`],
      cwd: ROOT,
      env: childEnv({ GITLAB_URL: "http://127.0.0.1:9", GITLAB_MCP_LOG_LEVEL: "info" }),
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const stderr = new Response(child.stderr).text();
    let health: Response | undefined;
    for (let i = 0; i < 300 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(health?.status, 200);
    await health?.body?.cancel();
    child.kill("SIGTERM");
    const status = await child.status;
    const log = await stderr;
    assert.equal(status.code, 0, log);
    assert.match(log, /"msg":"stopped"/);
  },
);
