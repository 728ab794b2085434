/**
 * The first `deno run … src/main.ts` in a fresh checkout (the command every client configuration in the
 * README spawns) installs only what the server imports: the test client and fast-check stay out of
 * node_modules (deno.json's "npm-lazy-caching"; Deno otherwise installs every npm package in deno.lock).
 * `deno task` itself still caches all of deno.lock before running any task (Deno 2.9.6), so this checks
 * the plain command. Packages come from Deno's cache only (--cached-only), filled by this test run.
 */
import assert from "node:assert/strict";
import { childEnv } from "../support/spawn_env.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

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
for (const rel of ["deno.json", "deno.lock", "src"]) await copy(rel);`;

Deno.test("start install: a first deno run of the server installs the server's packages, not the tests'", async () => {
  const dir = await denoEval("console.log(Deno.makeTempDirSync({ prefix: 'gitlab-mcp-fresh-' }))");
  try {
    await denoEval(COPY, [ROOT, dir + "/"]);
    const out = await new Deno.Command("deno", {
      args: [
        "run",
        "--cached-only",
        "--no-prompt",
        "--allow-net=gitlab.com",
        "--allow-env",
        "src/main.ts",
        "--version",
      ],
      cwd: dir,
      env: childEnv({ NO_COLOR: "1" }),
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    assert.equal(out.code, 0, dec.decode(out.stderr));
    assert.match(dec.decode(out.stdout), /^gitlab-mcp-server /);
    const installed = [...Deno.readDirSync(`${dir}/node_modules/.deno`)].map((e) => e.name).sort();
    assert(installed.includes("@modelcontextprotocol+server@2.4.0"), installed.join(" "));
    const testOnly = installed.filter((n) => /^(@modelcontextprotocol\+client|fast-check|pure-rand)@/.test(n));
    assert.deepEqual(testOnly, [], installed.join(" "));
  } finally {
    await denoEval("await Deno.remove(Deno.args[0], { recursive: true })", [dir]);
  }
});
