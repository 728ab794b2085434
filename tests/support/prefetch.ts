/**
 * `deno task test:prefetch`: fetches into tests/.npm_cache what the npm tests run offline: the packages of the
 * README's npx command, the npm package's `deno` dependency, and tests/tools (the mcpb CLI). The one step of
 * the tests that needs the npm registry; .ci/run and ci.yml run it before `deno task test`.
 */
import { readmeBlock, shellWords, splitCommand } from "./readme.ts";
import { NPM_CACHE, TOOLS } from "./npm_cache.ts";
import { childEnv } from "./spawn_env.ts";
import { ROOT } from "./paths.ts";

const env = childEnv({ npm_config_cache: NPM_CACHE, npm_config_update_notifier: "false", npm_config_fund: "false" });

async function run(command: string, args: string[]): Promise<void> {
  const out = await new Deno.Command(command, { args, env, stdout: "null", stderr: "inherit" }).output();
  if (!out.success) throw new Error(`Cannot prefetch: ${command} ${args.join(" ")} exited with ${out.code}`);
}

/** The README's npx words up to the program it runs: `-y -p … -p … mcp-inspector`. */
export function npxPackages(): string[] {
  const { argv } = splitCommand(shellWords(readmeBlock(/mcp-inspector/, "sh").body));
  return argv.slice(1, argv.indexOf("mcp-inspector") + 1);
}

if (import.meta.main) {
  await run("npx", [...npxPackages(), "--version"]);
  const pkg = JSON.parse(await Deno.readTextFile(`${ROOT}npm/package.json`));
  await run("npm", ["install", "--no-save", "--prefix", `${NPM_CACHE}/deno`, `deno@${pkg.dependencies.deno}`]);
  await run("npm", ["ci", "--prefix", TOOLS]);
  await Deno.writeTextFile(`${NPM_CACHE}/prefetched`, "");
}
