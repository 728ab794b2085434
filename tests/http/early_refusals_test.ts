/** Refusals the handler makes before the SDK parses anything of the request. */
import assert from "node:assert/strict";
import { handlerFor, message, rpc } from "./support.ts";
import { recordingGitLab } from "../adversarial/support.ts";

Deno.test("http: a resources/read URI over 8,192 characters is refused -32602 before the SDK parses it", async () => {
  const gitlab = recordingGitLab();
  const handler = handlerFor(gitlab.url);
  try {
    for (const length of [9_000, 1_100_000]) {
      const uri = `gitlab://project/${"a".repeat(length)}`;
      for (const modern of [false, true]) {
        const res = await handler.fetch(
          rpc("resources/read", { uri }, { modern, headers: { "private-token": "glpat-early-0001", "mcp-name": uri } }),
        );
        const msg = await message(res);
        const error = msg.error as { code: number; message: string };
        assert.equal(error?.code, -32602, JSON.stringify(msg).slice(0, 300));
        assert.match(error.message, new RegExp(`the URI is ${uri.length} characters; send at most 8192`));
        assert.ok(error.message.length < 300, "the URI is not echoed whole");
      }
    }
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await handler.drain(100);
    await gitlab.close();
  }
});
