/**
 * The sandbox loader: compiles the posted script with its code cache inside a
 * worker holding the sandbox's permissions, hands it the built-ins, and says
 * whether V8 took the cache.
 */
import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { type LoadMessage, sandboxLoader } from "../../src/sandbox/loader.ts";
import { workerPermissions } from "../../src/sandbox/permissions.ts";
import { recordCodeCache } from "../../scripts/bundle_worker.ts";

/** A bundle stand-in: answers each message with what its `require`s gave it. */
const SCRIPT = `(function (require) {
  const util = require("node:util");
  self.onmessage = (e) => {
    let other;
    try { require("node:fs"); other = "loaded"; } catch (err) { other = err.message; }
    self.postMessage({ type: "echo", got: e.data, format: util.format("%s-%d", "a", 1), other });
  };
})`;

async function load(codeCache: Uint8Array): Promise<{ loaded: unknown; echo: unknown }> {
  const perms = workerPermissions(parseConfig([], { GITLAB_URL: "http://127.0.0.1:3999" }));
  const url = URL.createObjectURL(new Blob([sandboxLoader()], { type: "text/javascript" }));
  const worker = new Worker(url, { type: "module", deno: { permissions: perms } } as WorkerOptions);
  const messages: unknown[] = [];
  const done = new Promise<void>((resolve, reject) => {
    worker.onerror = (e) => reject(new Error(e.message));
    worker.onmessage = (e) => {
      messages.push(e.data);
      if (messages.length === 1) worker.postMessage("ping");
      else resolve();
    };
  });
  worker.postMessage({ source: SCRIPT, codeCache, store: false } satisfies LoadMessage);
  try {
    await done;
  } finally {
    worker.terminate();
  }
  return { loaded: messages[0], echo: messages[1] };
}

const ECHO = {
  type: "echo",
  got: "ping",
  format: "a-1",
  other: 'Cannot load "node:fs": the sandbox loader does not provide it',
};

Deno.test("loader: a recorded code cache is accepted and the script runs with the built-ins it declared", async () => {
  const cache = await recordCodeCache(SCRIPT, ["node:util"]);
  assert(cache.length > 0);
  assert.deepEqual(await load(cache), { loaded: { type: "loaded", codeCache: "accepted" }, echo: ECHO });
});

Deno.test("loader: a cache for other code is rejected and the script still runs", async () => {
  const other = await recordCodeCache("(function (require) { return 1 + 1; })", []);
  assert.deepEqual(await load(other), { loaded: { type: "loaded", codeCache: "rejected" }, echo: ECHO });
});

Deno.test("loader: without a cache the script is compiled from source", async () => {
  assert.deepEqual(await load(new Uint8Array()), { loaded: { type: "loaded", codeCache: "none" }, echo: ECHO });
});
