import assert from "node:assert/strict";
import { compileArgs, explainFailure, TARGETS } from "../../scripts/compile.ts";
import { ENV_NAMES } from "../../src/config/env.ts";

Deno.test("compile: the binary gets only net, our env vars and worker options, from the same entry point", () => {
  const args = compileArgs("x86_64-unknown-linux-gnu", "dist/gitlab-mcp-server-x86_64-unknown-linux-gnu");
  assert.deepEqual(args.filter((a) => a.startsWith("--allow") || a.startsWith("--unstable")), [
    "--unstable-worker-options",
    "--allow-net",
    `--allow-env=${ENV_NAMES.join(",")}`,
  ]);
  assert(args.includes("--no-prompt") && args.includes("--frozen"));
  assert.equal(args[args.length - 1], "src/main.ts");
  assert(!args.some((a) => /allow-(read|write|run|ffi|sys|all)|^-A$/.test(a)));
  assert.equal(TARGETS.length, 5);
});

Deno.test("compile: an offline machine gets a sentence naming DENORT_BIN", () => {
  const offline =
    "error: Writing deno compile executable\n    3: dns error\n    4: failed to lookup address information: Name or service not known";
  assert.match(explainFailure("dist/x", undefined, offline, undefined), /could not be downloaded.*Set DENORT_BIN/);
  assert.doesNotMatch(explainFailure("dist/x", undefined, offline, "/opt/denort"), /Set DENORT_BIN/);
  assert.match(explainFailure("dist/x", undefined, "TS2322 type error", undefined), /^Cannot compile dist\/x:\nTS2322/);
});
