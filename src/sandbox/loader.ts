/**
 * The sandbox worker's own module, started from a blob: URL before the bundled
 * server is even loaded, so the worker boots while the main realm reads the
 * bundle. It compiles the bundle (a function-wrapped classic script, see
 * scripts/bundle_worker.ts) with node:vm and V8's recorded code cache: a
 * 1 MB blob: module would be parsed for Deno's module graph on every start
 * and could not be cached.
 */

/**
 * Node built-ins the bundle may `require`; scripts/bundle_worker.ts refuses a bundle that needs others.
 * node:diagnostics_channel: npm graphql's parser names its tracing channels there (inert without subscribers).
 */
export const SANDBOX_BUILTINS = [
  "node:crypto",
  "node:diagnostics_channel",
  "node:http",
  "node:process",
  "node:util",
] as const;

/**
 * What the Redis client (src/store/redis_connection.ts) requires besides: imported only for a
 * configuration with a Redis store, before the bundle runs, so a memory-store start loads none of them.
 */
export const STORE_BUILTINS = [
  "node:assert",
  "node:async_hooks",
  "node:diagnostics_channel",
  "node:dns/promises",
  "node:events",
  "node:net",
  "node:perf_hooks",
  "node:stream",
  "node:timers/promises",
  "node:tls",
  "node:url",
] as const;

/** The script's name in stack traces; its code cache is recorded and used under this name. */
export const SANDBOX_SCRIPT_NAME = "gitlab-mcp-server-sandbox.js";

/** What the main realm posts first: the bundle, its code cache (empty when none was recorded), whether a store needs the client's built-ins. */
export type LoadMessage = { source: string; codeCache: Uint8Array; store: boolean };

/**
 * The loader's source. It answers {type: "loaded"} once the bundle's top
 * level ran (so its own message handler is in place), saying whether V8
 * took the code cache.
 */
export function sandboxLoader(): string {
  const imports = SANDBOX_BUILTINS.map((name, i) => `import * as m${i} from ${JSON.stringify(name)};`);
  const table = SANDBOX_BUILTINS.map((name, i) => `${JSON.stringify(name)}: m${i}.default ?? m${i}`);
  return [
    `import vm from "node:vm";`,
    ...imports,
    `const builtins = { ${table.join(", ")} };`,
    `const require = (name) => {`,
    `  if (Object.hasOwn(builtins, name)) return builtins[name];`,
    '  throw new Error(`Cannot load "${name}": the sandbox loader does not provide it`);',
    `};`,
    `self.onmessage = async (e) => {`,
    `  self.onmessage = null;`,
    `  const { source, codeCache, store } = e.data;`,
    `  if (store) for (const name of ${JSON.stringify(STORE_BUILTINS)}) {`,
    `    const m = await import(name);`,
    `    builtins[name] = m.default ?? m;`,
    `  }`,
    `  const cachedData = codeCache.length ? codeCache : undefined;`,
    `  const script = new vm.Script(source, { filename: ${JSON.stringify(SANDBOX_SCRIPT_NAME)}, cachedData });`,
    `  script.runInThisContext()(require);`,
    `  const used = !cachedData ? "none" : script.cachedDataRejected ? "rejected" : "accepted";`,
    `  self.postMessage({ type: "loaded", codeCache: used });`,
    `};`,
  ].join("\n");
}
