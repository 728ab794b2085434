/**
 * The Origin check against the real HTTP process listening on loopback: only a real loopback host
 * (127.0.0.0/8 dotted quad, localhost, [::1]) passes without --trusted-origins; a DNS name that merely
 * starts with "127." is refused before the SDK or GitLab sees anything.
 */
import assert from "node:assert/strict";
import { recordingGitLab, startHttpServer } from "./support.ts";
import { message, rpc } from "../http/support.ts";

async function status(base: string, origin: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(rpc("tools/list", {}, { base, headers: { origin } }));
  return { status: res.status, body: await message(res) };
}

Deno.test("origin: only real loopback origins pass; 127.attacker.example and friends are refused", async () => {
  const gitlab = recordingGitLab();
  const server = await startHttpServer(gitlab.url);
  try {
    for (const origin of ["http://127.0.0.1:3000", "http://localhost:5173", "http://[::1]:8080", "http://127.9.8.7"]) {
      const { status: code, body } = await status(server.base, origin);
      assert.equal(code, 200, `${origin} should pass: ${JSON.stringify(body)}`);
      assert.ok(body.result, origin);
    }
    for (
      const origin of [
        "http://127.attacker.example",
        "http://127.0.0.1.attacker.example",
        "https://127.0.0.1.nip.io",
        "http://localhost.attacker.example",
        "http://127-0-0-1.attacker.example",
        "null",
      ]
    ) {
      const { status: code, body } = await status(server.base, origin);
      assert.equal(code, 403, `${origin} should be refused`);
      assert.match(String((body.error as { message: string }).message), /not trusted/);
    }
    assert.equal(gitlab.requests.length, 0, "nothing reaches GitLab");
  } finally {
    await server.stop();
    await gitlab.close();
  }
});
