/** The npm package's command runs the launcher with exactly the flags of deno.json's start task (no drift). */
import assert from "node:assert/strict";
const ROOT = new URL("../../", import.meta.url);

Deno.test("npm launcher: its deno flags are the start task's", async () => {
  const tasks = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT))).tasks as Record<string, string>;
  const startFlags = tasks.start!.match(/--[a-z-]+(=\S+)?/g)!.filter((f) =>
    f.startsWith("--allow") || f === "--no-prompt"
  );
  const bin = await Deno.readTextFile(new URL("npm/bin/gitlab-mcp-server.mjs", ROOT));
  const binFlags = [...bin.matchAll(/"(--[a-z-]+(?:=[^"]*)?)"/g)].map((m) => m[1]);
  assert.deepEqual(binFlags, startFlags);
});
