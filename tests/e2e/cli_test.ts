/** The entry point's command line: --help, --version and exit status 2 on bad settings. */
import assert from "node:assert/strict";
import { VERSION } from "../../src/config/version.ts";
import { ROOT } from "../support/paths.ts";

async function run(args: string[], env: Record<string, string> = {}) {
  const out = await new Deno.Command("deno", {
    args: ["run", "--allow-net=127.0.0.1", "--allow-env", "src/main.ts", ...args],
    cwd: ROOT,
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

Deno.test("cli: --help lists every flag and env var with its default", async () => {
  const r = await run(["--help"]);
  assert.equal(r.code, 0);
  for (
    const word of [
      "--gitlab-url",
      "GITLAB_URL",
      "GITLAB_TOKEN",
      "--tool-surface",
      "GITLAB_MCP_TOOL_SURFACE",
      "--capability-surface",
      "--exclude-tools",
      "--read-only",
      "GITLAB_MCP_YOLO_MODE",
      "AUTOPILOT",
      "--rate-limit-rps",
      "--rate-limit-burst",
      "--max-inflight",
      "--trusted-origins",
      "GITLAB_MCP_STATE_KEY",
      "--http",
      "--http-addr",
      "--stateless",
      "--version",
      "default https://gitlab.com",
      "default 127.0.0.1:8080",
      "default 40",
      "default 64",
    ]
  ) assert(r.stdout.includes(word), `--help lacks ${word}`);
});

Deno.test("cli: --version prints this project's version", async () => {
  const r = await run(["--version"]);
  assert.equal(r.code, 0);
  assert.equal(r.stdout.trim(), `gitlab-mcp-server ${VERSION}`);
});

Deno.test("cli: a bad setting exits 2 with one line naming it, and nothing on stdout", async () => {
  const cases: Array<[string[], Record<string, string>, RegExp]> = [
    [["--tool-surface=fancy"], {}, /--tool-surface="fancy": expected one of dynamic, meta, individual/],
    [[], { GITLAB_MCP_RATE_LIMIT_RPS: "lots" }, /GITLAB_MCP_RATE_LIMIT_RPS="lots"/],
    [[], { GITLAB_URL: "::nope" }, /GITLAB_URL="::nope"/],
  ];
  for (const [args, env, re] of cases) {
    const r = await run(args, env);
    assert.equal(r.code, 2);
    assert.match(r.stderr, re);
    assert.equal(r.stderr.trim().split("\n").length, 1);
    assert.equal(r.stdout, "");
  }
});
