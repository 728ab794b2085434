/** `--healthcheck`, the image's probe: exit 0 when /health on --http-addr answers 200, 1 otherwise. */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "../adversarial/support.ts";
import { freePort } from "../http/support.ts";
import { childEnv } from "../support/spawn_env.ts";
import { ROOT } from "../support/paths.ts";

async function probe(addr: string): Promise<number> {
  const out = await new Deno.Command("deno", {
    args: ["run", "--allow-net=127.0.0.1", "--allow-env", "src/main.ts", "--healthcheck", "--http-addr", addr],
    cwd: ROOT,
    env: childEnv({}),
    stdout: "null",
    stderr: "null",
  }).output();
  return out.code;
}

Deno.test("healthcheck: 0 against a serving process, 1 where nothing listens", async () => {
  const gitlab = recordingGitLab();
  const server = await startHttpServer(gitlab.url);
  try {
    assert.equal(await probe(new URL(server.base).host), 0);
    assert.equal(await probe(`127.0.0.1:${freePort()}`), 1);
  } finally {
    await server.stop();
    await gitlab.close();
  }
});
