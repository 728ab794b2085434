import assert from "node:assert/strict";
import { compileArgs, explainFailure, TARGETS } from "../../scripts/compile.ts";
import { GRANTED_ENV } from "../../src/config/env.ts";
import { ROOT } from "../support/paths.ts";

Deno.test("compile: the binary gets only net, our env vars and two unstable features, from the same entry point", () => {
  const args = compileArgs("x86_64-unknown-linux-gnu", "dist/gitlab-mcp-server-x86_64-unknown-linux-gnu");
  assert.deepEqual(args.filter((a) => a.startsWith("--allow") || a.startsWith("--unstable")), [
    "--unstable-worker-options",
    "--unstable-no-legacy-abort",
    "--allow-net",
    `--allow-env=${GRANTED_ENV.join(",")}`,
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

Deno.test("compile: embeds src and only the npm packages the server reaches, and refuses a wrong runtime", async () => {
  // The Deno CLI stands in for denort: the build succeeds, the result is a plain Deno CLI.
  const out = await new Deno.Command("deno", {
    args: ["task", "compile"],
    cwd: ROOT,
    env: { DENORT_BIN: Deno.realPathSync(Deno.execPath()), NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 1, text);
  const tree = text.slice(text.indexOf("Embedded Files"), text.indexOf("Files:")).split("\n");
  const name = (line: string) => line.replace(/^[\s│├└─┬]+/, "").split(" (")[0];
  const topLevel = tree.filter((l) => /^[├└]/.test(l)).map(name);
  // deno.json is embedded because src/config/version.ts reads the version from it.
  assert.deepEqual(topLevel, [".deno_compile_node_modules", "deno.json", "src"], tree.join("\n"));
  const npm = tree.slice(
    tree.findIndex((l) => l.includes("localhost (")) + 1,
    tree.findIndex((l) => /^├── deno.json/.test(l)),
  );
  assert.deepEqual(npm.map(name), [
    "@modelcontextprotocol",
    "core/*",
    "server/*",
    "@opentelemetry/api/*",
    "@redis/client/*",
    "bintrees/1.0.2/*",
    "graphql/17.1.0/*",
    "prom-client/15.1.3/*",
    "tdigest/0.1.3/*",
    "zod/4.6.7/*",
  ]);
  assert(tree.some((l) => name(l) === "generated/*"), "the sandbox bundle is embedded");
  assert.match(text, /Cannot use dist\/gitlab-mcp-server: its --version printed "deno /);
  assert.throws(() => Deno.statSync(new URL("../../dist/gitlab-mcp-server", import.meta.url)), Deno.errors.NotFound);
});
