/** scripts/start.ts (deno task start): the child server gets exactly the net and env the settings name. */
import assert from "node:assert/strict";
import { serverArgs } from "../../scripts/start.ts";
import { GRANTED_ENV } from "../../src/config/env.ts";
import { HTTP_V8_FLAGS } from "../../src/config/runtime_flags.ts";

const ENV = `--allow-env=${GRANTED_ENV.join(",")}`;

Deno.test("start task: net to the GITLAB_URL host:port, plus the listen address with --http", () => {
  assert.deepEqual(serverArgs([], undefined), ["run", "--no-prompt", "--allow-net=gitlab.com:443", ENV, "src/main.ts"]);
  assert.deepEqual(serverArgs(["--http", "--http-addr", "0.0.0.0:9000"], "https://gitlab.example.com:8443/gl"), [
    "run",
    "--no-prompt",
    HTTP_V8_FLAGS,
    "--allow-net=gitlab.example.com:8443,0.0.0.0:9000",
    ENV,
    "src/main.ts",
    "--http",
    "--http-addr",
    "0.0.0.0:9000",
  ]);
  assert.deepEqual(
    serverArgs(["--gitlab-url", "http://10.0.0.5"], "https://ignored.example")[2],
    "--allow-net=10.0.0.5:80",
  );
});

Deno.test("start task: no net when the server will only print help, its version or a bad setting", () => {
  for (const [args, url] of [[["--help"], undefined], [["--version"], undefined], [[], "::nope"]] as const) {
    const out = serverArgs([...args], url);
    assert(!out.some((a) => a.startsWith("--allow-net")), out.join(" "));
    assert(!out.some((a) => /allow-(read|write|run|ffi|sys|all)|^-A$/.test(a)));
  }
});

Deno.test("start task: a Redis state store's host:port joins the net grant", () => {
  const args = serverArgs(["--http"], "https://gitlab.example.com", "redis://redis.internal:6380");
  assert.equal(args[3], "--allow-net=gitlab.example.com:443,127.0.0.1:8080,redis.internal:6380", args.join(" "));
});
