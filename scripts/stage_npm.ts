/**
 * Lays out the npm package (npm/) in a folder ready for `npm pack` or `npm publish`: npm/package.json with the
 * version of deno.json, npm/bin, and what `deno task start` runs, bundled to JavaScript (Deno type-strips no
 * file under node_modules): <dir>/scripts/start.js, <dir>/src/main.js, and a deno.json with the root's unstable features.
 *   deno run --allow-read --allow-write=<dir> --allow-run=deno --allow-env scripts/stage_npm.ts <dir>
 */
const ROOT = new URL("../", import.meta.url);
/** Only the compiled binary's sandbox uses the generated worker bundle; without it the server runs unconfined. */
const WORKER_BUNDLE = "../generated/worker_source.json";

/**
 * Read from Deno's global cache with the lockfile frozen: the tests stage packages while other test processes
 * use the checkout's node_modules/ and deno.lock, and a bundle must neither rearrange nor rewrite them.
 */
async function bundle(entry: string, out: string): Promise<void> {
  const isolated = ["--frozen", "--node-modules-dir=none"];
  const args = ["bundle", "--quiet", ...isolated, "--platform", "deno", "--external", WORKER_BUNDLE, "-o", out, entry];
  const done = await new Deno.Command("deno", { args, cwd: ROOT, stderr: "inherit" }).output();
  if (!done.success) throw new Error(`Cannot stage the npm package: deno bundle ${entry} exited with ${done.code}`);
}

/** Writes the package into `dir` (created). */
export async function stageNpm(dir: string): Promise<void> {
  const pkg = JSON.parse(await Deno.readTextFile(new URL("npm/package.json", ROOT)));
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  await Deno.mkdir(`${dir}/bin`, { recursive: true });
  await Deno.writeTextFile(`${dir}/package.json`, JSON.stringify({ ...pkg, version: config.version }, null, 2) + "\n");
  await Deno.writeTextFile(`${dir}/deno.json`, JSON.stringify({ unstable: config.unstable }, null, 2) + "\n");
  await Deno.copyFile(new URL("npm/bin/gitlab-mcp-server.mjs", ROOT), `${dir}/bin/gitlab-mcp-server.mjs`);
  await bundle("scripts/start.ts", `${dir}/scripts/start.js`);
  await bundle("src/main.ts", `${dir}/src/main.js`);
}

if (import.meta.main) {
  const [dir] = Deno.args;
  if (!dir) throw new Error("Cannot stage the npm package: name the folder to write it to");
  await stageNpm(dir);
}
