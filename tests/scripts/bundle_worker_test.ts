import assert from "node:assert/strict";
import vm from "node:vm";
import { missingBuiltins, requiredBuiltins, useLoaderRequire, wrapScript } from "../../scripts/bundle_worker.ts";

Deno.test("bundle_worker: finds the built-ins an IIFE bundle requires, and those the loader lacks", () => {
  const iife =
    `(()=>{var a=x("node:util");var b=x("node:process");var c=x("node:util");var d=x("node:fs/promises")})();`;
  assert.deepEqual(requiredBuiltins(iife), ["node:fs/promises", "node:process", "node:util"]);
  assert.deepEqual(missingBuiltins(iife), ["node:fs/promises"]);
  assert.deepEqual(missingBuiltins(`(()=>{x("node:process")})();`), []);
});

Deno.test("bundle_worker: the wrapped script evaluates to a function that runs the bundle with the given require", () => {
  const fn = new vm.Script(wrapScript(`(()=>{globalThis.__wrapped=require("node:util")})();`)).runInThisContext();
  fn((name: string) => `module ${name}`);
  const g = globalThis as { __wrapped?: string };
  assert.equal(g.__wrapped, "module node:util");
  delete g.__wrapped;
});

Deno.test("bundle_worker: Deno's createRequire import of node:module becomes the loader's require", () => {
  const iife = `(()=>{var a=1;import{createRequire as __deno_internal_createRequire} from "node:module";` +
    `var cw=__deno_internal_createRequire(import.meta.url);var u=cw("node:util");})();`;
  const fixed = useLoaderRequire(iife);
  assert.equal(fixed.includes("node:module"), false);
  assert.ok(fixed.includes("var cw=require;"));
  assert.deepEqual(missingBuiltins(fixed), []);
  assert.doesNotThrow(() => new vm.Script(wrapScript(fixed)));
});

Deno.test("bundle_worker: the bundle task and compile.ts record the code cache under the binary's V8 flag", async () => {
  const { BUNDLE_WORKER_ARGS } = await import("../../scripts/bundle_worker.ts");
  const { BAKED_FLAGS } = await import("../../scripts/compile.ts");
  const { HTTP_V8_FLAGS } = await import("../../src/config/runtime_flags.ts");
  const tasks = JSON.parse(await Deno.readTextFile(new URL("../../deno.json", import.meta.url))).tasks;
  assert(BAKED_FLAGS.includes(HTTP_V8_FLAGS));
  assert(BUNDLE_WORKER_ARGS.includes(HTTP_V8_FLAGS));
  assert(tasks.bundle.includes(` ${HTTP_V8_FLAGS} `), tasks.bundle);
});
