/**
 * The sandbox worker bundle (src/generated/worker_source.json) the sandbox tests run. `deno task test`
 * builds it once before any test starts and says so in SANDBOX_BUNDLE_BUILT; a test file run on its own
 * builds it once itself, so it never tests a bundle of older sources.
 */
import assert from "node:assert/strict";
import { BUNDLE_WORKER_ARGS } from "../../scripts/bundle_worker.ts";
import { ROOT } from "./paths.ts";

async function build(): Promise<void> {
  const out = await new Deno.Command("deno", { args: BUNDLE_WORKER_ARGS, cwd: ROOT, stdout: "null", stderr: "piped" })
    .output();
  assert(out.success, new TextDecoder().decode(out.stderr));
}

let ready: Promise<void> | undefined;

/** Resolves once the bundle of the current sources is in place. */
export function ensureBundle(): Promise<void> {
  ready ??= Deno.env.get("SANDBOX_BUNDLE_BUILT") === "1" ? Promise.resolve() : build();
  return ready;
}
