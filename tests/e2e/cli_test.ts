/** The entry point's command line: --help, --version, and exit status 2 with one line for every start-up failure. */
import assert from "node:assert/strict";
import { VERSION } from "../../src/config/version.ts";
import { ROOT } from "../support/paths.ts";

async function run(args: string[], env: Record<string, string> = {}, flags = ["--allow-net=127.0.0.1", "--allow-env"]) {
  const out = await new Deno.Command("deno", {
    args: ["run", ...flags, "src/main.ts", ...args],
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

/** One line on stderr naming the fix, exit status 2, nothing on stdout: never a stack trace. */
function assertOneLine(r: Awaited<ReturnType<typeof run>>, re: RegExp, what: string) {
  assert.equal(r.code, 2, `${what}: ${r.stderr}`);
  assert.equal(r.stderr.trim().split("\n").length, 1, `${what}: ${r.stderr}`);
  assert.match(r.stderr, re, what);
  assert.doesNotMatch(r.stderr, /\bat file:|Uncaught|error: /, what);
  assert.equal(r.stdout, "", what);
}

Deno.test("cli: a listen port already in use is one line and exit 2", async () => {
  const taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    const r = await run(["--http", "--http-addr", `127.0.0.1:${taken.addr.port}`], {
      GITLAB_URL: "http://127.0.0.1:9",
    });
    assertOneLine(r, new RegExp(`127\\.0\\.0\\.1:${taken.addr.port}.*already in use.*--http-addr`), "port in use");
  } finally {
    taken.close();
  }
});

Deno.test("cli: --help and --version answer without --allow-env; a start without it is one line", async () => {
  const help = await run(["--help"], {}, ["--allow-net=127.0.0.1"]);
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /--gitlab-url/);
  const version = await run(["--version"], {}, []);
  assert.equal(version.stdout.trim(), `gitlab-mcp-server ${VERSION}`);
  assertOneLine(
    await run([], {}, ["--allow-net=127.0.0.1"]),
    /Cannot start: .*reading GITLAB_URL.*--allow-env/,
    "no env",
  );
  const narrow = await run([], {}, ["--allow-net=127.0.0.1", "--allow-env=GITLAB_URL"]);
  assertOneLine(narrow, /Cannot start: .*reading GITLAB_TOKEN.*--allow-env=GITLAB_URL,GITLAB_TOKEN,/, "narrow env");
});

Deno.test("cli: other start-up failures are one line and exit 2", async () => {
  const cases: Array<[string[], Record<string, string>, string[], RegExp]> = [
    [["--no-such-flag"], {}, ["--allow-net=127.0.0.1", "--allow-env"], /Cannot parse flags: .*--help/],
    [[], { GITLAB_URL: "https://gitlab.example.com" }, ["--allow-net=127.0.0.1", "--allow-env"], /--allow-net=gitlab/],
    [["--http", "--http-addr", "127.0.0.1:99999"], {}, ["--allow-net=127.0.0.1", "--allow-env"], /--http-addr/],
  ];
  for (const [args, env, flags, re] of cases) assertOneLine(await run(args, env, flags), re, args.join(" "));
});
