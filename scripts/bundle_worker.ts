/**
 * Bundles src/worker_main.ts into one function-wrapped classic script, records
 * V8's code cache for it, and writes both to src/generated/worker_source.json,
 * which the entry point posts to the sandbox loader (src/sandbox/loader.ts).
 * Why not a 1 MB blob: module: Deno parses one for its module graph on every
 * start and V8 cannot cache it (~420 ms against ~170 ms this way).
 *   deno run --v8-flags=--heap-growing-percent=50 --allow-run=deno --allow-read --allow-write=src/generated --allow-env scripts/bundle_worker.ts
 */
import vm from "node:vm";
import type { WorkerBundle } from "../src/sandbox/confine.ts";
import { SANDBOX_BUILTINS, SANDBOX_SCRIPT_NAME, STORE_BUILTINS } from "../src/sandbox/loader.ts";
import { HTTP_V8_FLAGS } from "../src/config/runtime_flags.ts";

/**
 * `deno` arguments that run this script with exactly the permissions it needs (compile.ts and tests use them),
 * and the V8 flag the binary runs with: V8 rejects a code cache recorded under other flags.
 */
export const BUNDLE_WORKER_ARGS = [
  "run",
  HTTP_V8_FLAGS,
  "--allow-run=deno",
  "--allow-read",
  "--allow-write=src/generated",
  "--allow-env",
  "scripts/bundle_worker.ts",
];

/** The Node built-ins a bundle may `require` (esbuild turns `import "node:x"` into `require("node:x")` in an IIFE). */
export function requiredBuiltins(source: string): string[] {
  return [...new Set([...source.matchAll(/"(node:[a-z_/]+)"/g)].map((m) => m[1]!))].sort();
}

/** Those the sandbox loader cannot provide: the bundle would fail at its first `require` of one. */
export function missingBuiltins(source: string): string[] {
  const provided: readonly string[] = [...SANDBOX_BUILTINS, ...STORE_BUILTINS];
  return requiredBuiltins(source).filter((name) => !provided.includes(name));
}

/**
 * Deno's bundler sometimes swaps esbuild's `require` shim for an ES import of `createRequire` from node:module
 * (whether it does depends on the name the minifier gives the shim). An import cannot run in a script, and the
 * loader hands the bundle its own `require`, so the shim becomes that `require`.
 */
export function useLoaderRequire(iife: string): string {
  return iife.replace(
    /import\s*\{\s*createRequire as __deno_internal_createRequire\s*\}\s*from\s*"node:module";\s*var ([\w$]+)\s*=\s*__deno_internal_createRequire\(import\.meta\.url\);/,
    "var $1=require;",
  );
}

/** The bundle as a script whose value is a function taking `require`, so it can run under vm.Script. */
export function wrapScript(iife: string): string {
  return `(function (require) {\n${iife}\n})`;
}

/** V8's code cache for the script after its top level ran, so the functions it compiled on the way are included. */
export async function recordCodeCache(source: string, builtins: string[]): Promise<Uint8Array> {
  const modules = new Map<string, unknown>();
  for (const name of builtins) {
    const mod = await import(name);
    modules.set(name, mod.default ?? mod);
  }
  const script = new vm.Script(source, { filename: SANDBOX_SCRIPT_NAME });
  script.runInThisContext()((name: string) => modules.get(name));
  return script.createCachedData();
}

async function bundle(root: URL): Promise<string> {
  // Relative to root (a URL's pathname is not a Windows path), and this run's own: builds may overlap.
  const tmp = `src/generated/worker_bundle.${Deno.pid}.js`;
  const args = ["bundle", "--quiet", "--minify", "--platform=deno", "--format=iife", "src/worker_main.ts"];
  const result = await new Deno.Command("deno", {
    args: [...args, "-o", tmp],
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!result.success) {
    console.error("Cannot bundle the sandbox worker: deno bundle failed (see above)");
    Deno.exit(1);
  }
  const iife = await Deno.readTextFile(new URL(tmp, root));
  await Deno.remove(new URL(tmp, root));
  return useLoaderRequire(iife);
}

/**
 * The bundle is reproducible, and a server whose bundle is rewritten, even touched, while it starts runs
 * unconfined (Deno then wants read permission for the import): an unchanged bundle is left alone, and a
 * changed one is written aside and renamed, so no reader sees half of it. `deno task compile` in a test
 * run then writes nothing.
 */
async function writeIfChanged(file: URL, text: string): Promise<void> {
  const old = await Deno.readTextFile(file).catch(() => undefined);
  if (old === text) return;
  const partial = new URL(`${file.href}.${Deno.pid}`);
  await Deno.writeTextFile(partial, text);
  await Deno.rename(partial, file);
}

if (import.meta.main) {
  const root = new URL("../", import.meta.url);
  const out = new URL("src/generated/", root);
  await Deno.mkdir(out, { recursive: true });
  const iife = await bundle(root);
  const missing = missingBuiltins(iife);
  if (missing.length) {
    console.error(
      `Cannot bundle the sandbox worker: it requires ${missing.join(", ")}, which the loader does not provide; ` +
        "add them to SANDBOX_BUILTINS in src/sandbox/loader.ts",
    );
    Deno.exit(1);
  }
  const source = wrapScript(iife);
  const builtins = requiredBuiltins(iife);
  const cache = await recordCodeCache(source, builtins);
  const result: WorkerBundle = { generatedFrom: "src/worker_main.ts", source, codeCache: cache.toBase64() };
  // JSON, not a JS module: the main realm only needs the text, and JSON is neither analysed nor compiled.
  await writeIfChanged(new URL("worker_source.json", out), JSON.stringify(result));
  console.error(
    `bundled the sandbox worker: ${source.length} bytes, code cache ${cache.length} bytes, built-ins ${
      builtins.join(", ")
    }`,
  );
  Deno.exit(0); // the bundle's top level ran here to record its cache; nothing of it should keep this process alive
}
