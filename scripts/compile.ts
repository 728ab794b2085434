/**
 * The one place that knows how the binary is built:
 *   deno task compile                      # this machine's platform → dist/gitlab-mcp-server
 *   deno task compile --target x86_64-unknown-linux-gnu   # → dist/gitlab-mcp-server-x86_64-unknown-linux-gnu
 *   deno task compile --target all         # every release target
 * It bundles the sandbox worker, compiles src/main.ts with the smallest permission
 * set, and for a native build checks that the binary's --version is this
 * project's (a wrong runtime yields a plain Deno CLI). Honours DENORT_BIN.
 */
import { parseArgs } from "node:util";
import { GRANTED_ENV } from "../src/config/env.ts";
import { HTTP_V8_FLAGS } from "../src/config/runtime_flags.ts";
import { VERSION } from "../src/config/version.ts";
import { BUNDLE_WORKER_ARGS } from "./bundle_worker.ts";

export const TARGETS = [
  "x86_64-unknown-linux-gnu",
  "aarch64-unknown-linux-gnu",
  "x86_64-apple-darwin",
  "aarch64-apple-darwin",
  "x86_64-pc-windows-msvc",
];

/**
 * Baked into the binary: net to any host (narrowed at run time to GITLAB_URL's), our env vars, worker
 * options, and request.signal aborting only when a client goes away (Deno's legacy behaviour also writes
 * a warning that is not a JSON log line), and the HTTP service's heap flag (one binary serves both modes).
 * deno.json enables both features too; here they are explicit.
 * The sandbox tests and the startup benchmark run `deno run` with exactly these.
 */
export const BAKED_FLAGS = [
  "--unstable-worker-options",
  "--unstable-no-legacy-abort",
  "--allow-net",
  `--allow-env=${GRANTED_ENV.join(",")}`,
  HTTP_V8_FLAGS,
];

/**
 * Files inside reached npm packages that the server never loads and `deno compile` cannot embed: bintrees
 * (prom-client → tdigest) ships a 2 MB test fixture, test/perf/100k, on which deno compile 2.9 overflows its stack.
 * Paths under each registry folder of Deno's npm cache.
 */
const UNEMBEDDABLE = ["bintrees/1.0.2/test/perf"];

/** Where UNEMBEDDABLE lies in this machine's npm cache (`deno info --json` names the cache). */
export async function unembeddable(): Promise<string[]> {
  const info = await run(["info", "--json"]);
  const cache = (JSON.parse(info.text) as { npmCache?: string }).npmCache;
  if (!info.ok || !cache) fail("Cannot compile: `deno info --json` did not name the npm cache");
  const found: string[] = [];
  for await (const registry of Deno.readDir(cache)) {
    for (const path of UNEMBEDDABLE) {
      const full = `${cache}/${registry.name}/${path}`;
      if (registry.isDirectory && await Deno.stat(full).then(() => true, () => false)) found.push(full);
    }
  }
  return found;
}

/**
 * npm packages come from Deno's cache, only those the entry point reaches: the project's node_modules
 * (test client, tools a developer ran) and any node_modules above it stay out.
 */
export function compileArgs(target: string | undefined, output: string, excluded: string[] = []): string[] {
  return [
    "compile",
    "--no-prompt",
    "--frozen",
    "--node-modules-dir=none",
    "--exclude-unused-npm",
    ...excluded.flatMap((path) => ["--exclude", path]),
    ...BAKED_FLAGS,
    ...(target ? ["--target", target] : []),
    "--output",
    output,
    "src/main.ts",
  ];
}

/** A URL, not a path string: `.pathname` would read "/D:/…" on Windows. */
const root = new URL("../", import.meta.url);

async function run(args: string[]): Promise<{ ok: boolean; text: string }> {
  const out = await new Deno.Command("deno", { args, cwd: root, stdout: "piped", stderr: "piped" }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { ok: out.success, text };
}

function fail(message: string): never {
  console.error(message);
  Deno.exit(1);
}

/** One clear sentence for a failed `deno compile`, naming DENORT_BIN when the runtime could not be fetched. */
export function explainFailure(
  output: string,
  target: string | undefined,
  text: string,
  denortBin: string | undefined,
): string {
  if (!denortBin && /dns error|failed to lookup|error sending request|download|dl\.deno\.land|denort/i.test(text)) {
    return `Cannot compile ${output}: the Deno runtime (denort) for ${
      target ?? "this platform"
    } could not be downloaded (offline machine?). Set DENORT_BIN to a denort ${Deno.version.deno} binary for that target and run again.`;
  }
  return `Cannot compile ${output}:\n${text}`;
}

async function build(target: string | undefined): Promise<void> {
  const output = `dist/gitlab-mcp-server${target ? `-${target}` : ""}`;
  const r = await run(compileArgs(target, output, await unembeddable()));
  if (!r.ok) fail(explainFailure(output, target, r.text, Deno.env.get("DENORT_BIN")));
  console.log(r.text.trim()); // deno compile's tree of embedded files
  if (!target || target === Deno.build.target) {
    const exe = new URL(`${output}${Deno.build.os === "windows" ? ".exe" : ""}`, root);
    const v = await new Deno.Command(exe, { args: ["--version"], stdout: "piped", stderr: "null" }).output();
    const said = new TextDecoder().decode(v.stdout).trim();
    if (said !== `gitlab-mcp-server ${VERSION}`) {
      await Deno.remove(exe);
      fail(
        `Cannot use ${output}: its --version printed "${
          said.slice(0, 80)
        }", not "gitlab-mcp-server ${VERSION}" (wrong runtime?)`,
      );
    }
  }
  console.log(`built ${output}`);
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { target: { type: "string" } } });
  const targets = values.target === "all" ? TARGETS : [values.target];
  if (values.target && values.target !== "all" && !TARGETS.includes(values.target)) {
    fail(`Cannot compile for "${values.target}": expected one of ${TARGETS.join(", ")} or all`);
  }
  const bundled = await run(BUNDLE_WORKER_ARGS);
  if (!bundled.ok) fail(`Cannot compile: bundling the sandbox worker failed:\n${bundled.text}`);
  for (const t of targets) await build(t);
}
