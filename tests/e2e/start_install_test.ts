/**
 * A fresh checkout's first start installs only what the server imports. `deno task` installs every npm
 * package deno.lock resolves before it runs any task, so the test-only packages (the MCP client, fast-check)
 * are mapped for tests/, bench/ and scripts/ only (deno.json "scopes") and resolved in tests/deno.lock,
 * which the test, check and bench tasks name; the root deno.lock resolves the server's packages alone.
 * A plain `deno run … src/main.ts` (the command the client configurations spawn) is checked too.
 */
import assert from "node:assert/strict";
import { childEnv } from "../support/spawn_env.ts";
import { ROOT } from "../support/paths.ts";

const TEST_ONLY = /^(@modelcontextprotocol\+client|fast-check|pure-rand)@/;

/** Runs `deno eval` (this test may not write files itself); returns its trimmed stdout. */
async function denoEval(code: string, args: string[] = []): Promise<string> {
  const out = await new Deno.Command("deno", { args: ["eval", code, ...args], stderr: "inherit" }).output();
  assert(out.success, "deno eval failed");
  return new TextDecoder().decode(out.stdout).trim();
}

/** A fresh checkout: the files `git clone` gives (no node_modules, no generated bundle). */
const COPY = `
const [from, to] = Deno.args;
async function copy(rel) {
  const info = await Deno.stat(from + rel);
  if (!info.isDirectory) return Deno.copyFile(from + rel, to + rel);
  await Deno.mkdir(to + rel, { recursive: true });
  for await (const e of Deno.readDir(from + rel)) if (e.name !== "generated") await copy(rel + "/" + e.name);
}
for (const rel of ["deno.json", "deno.lock", "src", "scripts"]) await copy(rel);`;

async function installedAfter(args: string[]): Promise<string[]> {
  const dir = await denoEval("console.log(Deno.makeTempDirSync({ prefix: 'gitlab-mcp-fresh-' }))");
  try {
    await denoEval(COPY, [ROOT, dir + "/"]);
    const out = await new Deno.Command("deno", {
      args,
      cwd: dir,
      env: childEnv({ NO_COLOR: "1", GITLAB_URL: "https://gitlab.example.com" }),
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    assert.equal(out.code, 0, dec.decode(out.stderr));
    assert.match(dec.decode(out.stdout), /^gitlab-mcp-server /);
    return [...Deno.readDirSync(`${dir}/node_modules/.deno`)].map((e) => e.name).sort();
  } finally {
    await denoEval("await Deno.remove(Deno.args[0], { recursive: true })", [dir]);
  }
}

Deno.test("start install: the first deno task start in a fresh checkout installs no test-only package", async () => {
  const installed = await installedAfter(["task", "-q", "start", "--version"]);
  assert(installed.includes("@modelcontextprotocol+server@2.4.0"), installed.join(" "));
  assert.deepEqual(installed.filter((n) => TEST_ONLY.test(n)), [], installed.join(" "));
});

Deno.test("start install: a first plain deno run of the server installs no test-only package", async () => {
  const installed = await installedAfter([
    "run",
    "--cached-only",
    "--no-prompt",
    "--allow-net=gitlab.example.com",
    "--allow-env",
    "src/main.ts",
    "--version",
  ]);
  assert(installed.includes("@modelcontextprotocol+server@2.4.0"), installed.join(" "));
  assert.deepEqual(installed.filter((n) => TEST_ONLY.test(n)), [], installed.join(" "));
});

Deno.test("start install: the root deno.lock resolves no test-only package (tests use tests/deno.lock)", async () => {
  const lock = JSON.parse(await Deno.readTextFile(new URL("../../deno.lock", import.meta.url)));
  const resolved = Object.keys(lock.npm ?? {}).filter((n) => TEST_ONLY.test(n.replace("/", "+")));
  assert.deepEqual(resolved, [], "run tests through `deno task test` (it names --lock=tests/deno.lock)");
});
