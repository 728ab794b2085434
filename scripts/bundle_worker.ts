/**
 * Bundles src/worker_main.ts into one self-contained module and writes its text
 * to src/generated/worker_source.json, which the entry point
 * loads into a blob: worker (no read permission needed, also when compiled).
 *   deno run --allow-run=deno --allow-read --allow-write=src/generated --allow-env scripts/bundle_worker.ts
 */
/** `deno` arguments that run this script with exactly the permissions it needs (compile.ts and tests use them). */
export const BUNDLE_WORKER_ARGS = [
  "run",
  "--allow-run=deno",
  "--allow-read",
  "--allow-write=src/generated",
  "--allow-env",
  "scripts/bundle_worker.ts",
];

if (import.meta.main) {
  const root = new URL("../", import.meta.url);
  const out = new URL("src/generated/", root);
  await Deno.mkdir(out, { recursive: true });
  const tmp = new URL("worker_bundle.js", out);
  const bundle = await new Deno.Command("deno", {
    args: ["bundle", "--quiet", "--minify", "--platform=deno", "src/worker_main.ts", "-o", tmp.pathname],
    cwd: root.pathname,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!bundle.success) {
    console.error("Cannot bundle the sandbox worker: deno bundle failed (see above)");
    Deno.exit(1);
  }
  const source = await Deno.readTextFile(tmp);
  await Deno.remove(tmp);
  // JSON, not a JS module: the main realm only needs the text, and JSON is neither analysed nor compiled.
  await Deno.writeTextFile(
    new URL("worker_source.json", out),
    JSON.stringify({ generatedFrom: "src/worker_main.ts", source }),
  );
  console.error(`bundled the sandbox worker: ${source.length} bytes`);
}
