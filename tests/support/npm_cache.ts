/**
 * The npm packages the tests run (the README's npx command, the npm package's `deno` dependency, the mcpb CLI),
 * fetched once by `deno task test:prefetch` (.ci/run does it before the tests) into a cache inside the checkout.
 * A test then runs npm and npx offline against it: no test reaches the registry.
 */
import { ROOT } from "./paths.ts";
import { childEnv } from "./spawn_env.ts";

/** npm's cache for the tests (gitignored). */
export const NPM_CACHE = `${ROOT}tests/.npm_cache`;
/** The test-local npm project that holds the mcpb CLI (tests/tools/package.json). */
export const TOOLS = `${ROOT}tests/tools`;

/** The environment for an npm or npx child: the test cache, offline, no update notice. */
export function npmEnv(extra: Record<string, string> = {}): Record<string, string> {
  return childEnv({
    npm_config_cache: NPM_CACHE,
    npm_config_offline: "true",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
    ...extra,
  });
}

/** Why a test that needs the prefetched packages cannot run, or "" when it can. */
export function missingPrefetch(): string {
  try {
    Deno.statSync(`${NPM_CACHE}/prefetched`);
    return "";
  } catch {
    return "the npm packages the test runs are not fetched: run `deno task test:prefetch` (needs the npm registry)";
  }
}

/** Runs `command` (cwd: the checkout, npm offline against the test cache); returns its stdout, failing loudly. */
export async function runOk(command: string, args: string[], extra: Record<string, string> = {}): Promise<string> {
  const out = await new Deno.Command(command, { args, cwd: ROOT, env: npmEnv(extra), stdin: "null" }).output();
  const dec = new TextDecoder();
  if (!out.success) throw new Error(`Cannot run ${command} ${args.join(" ")}: ${dec.decode(out.stderr)}`);
  return dec.decode(out.stdout);
}

/** Runs `fn` with a fresh temporary folder, removed after (made by a child deno: tests may not write). */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const make = "console.log(Deno.makeTempDirSync({ prefix: 'gitlab-mcp-npm-' }))";
  const dir = (await runOk("deno", ["eval", make])).trim();
  try {
    return await fn(dir);
  } finally {
    await runOk("deno", ["eval", "Deno.removeSync(Deno.args[0], { recursive: true })", dir]);
  }
}
