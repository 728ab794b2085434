import assert from "node:assert/strict";
import vm from "node:vm";
import { missingBuiltins, requiredBuiltins, wrapScript } from "../../scripts/bundle_worker.ts";

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
