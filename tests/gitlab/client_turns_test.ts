/** The client takes a large-body turn for text and binary reads only, gives it back however the call ends. */
import assert from "node:assert/strict";
import { type GitLabCall, GitLabClient } from "../../src/gitlab/client.ts";
import { LargeBodySlots } from "../../src/limits/large_bodies.ts";

function clientWith(slots: LargeBodySlots, answer: () => Promise<Response>) {
  return new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    credential: { kind: "private", token: "glpat-turns" },
    fetch: answer as unknown as typeof fetch,
    largeBodies: slots,
  });
}

const RAW: GitLabCall = { action: 'run "repository.file_raw"', method: "GET", path: "/projects/1/raw", text: true };

Deno.test("client turns: a text read past the cap waits, then fails with a clear error at the deadline", async () => {
  const slots = new LargeBodySlots(1, 30);
  let release = () => {};
  const held = new Promise<Response>((r) => release = () => r(new Response("file")));
  const client = clientWith(slots, () => held);
  const first = client.request(RAW);
  await assert.rejects(
    client.request({ ...RAW, binary: true, text: undefined }),
    /^GitLabError: Cannot run "repository\.file_raw": too many large downloads in flight \(1 at once; waited 0\.03 s for a turn\)\. Try again in a moment\.$/,
  );
  const json = await clientWith(slots, () => Promise.resolve(Response.json({ id: 1 })))
    .request({ action: "get it", method: "GET", path: "/user" });
  assert.deepEqual(json.data, { id: 1 }, "a JSON read takes no turn");
  release();
  assert.equal((await first).data, "file");
  assert.equal(slots.busy, 0);
});

Deno.test("client turns: a failed call gives its turn back; a call cancelled while waiting never reaches GitLab", async () => {
  const slots = new LargeBodySlots(1, 60_000);
  let fetched = 0;
  const failing = clientWith(slots, () => (fetched++, Promise.reject(new TypeError("connection refused"))));
  await assert.rejects(failing.request(RAW), /Cannot run "repository\.file_raw"/);
  assert.deepEqual([fetched, slots.busy], [1, 0]);
  await slots.acquire();
  const cancel = new AbortController();
  const waiting = failing.request({ ...RAW, signal: cancel.signal });
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(fetched, 1, "the waiting call has not reached GitLab");
  cancel.abort();
  await assert.rejects(waiting, /^GitLabError: Cannot run "repository\.file_raw": the call was cancelled\.$/);
  assert.deepEqual([fetched, slots.busy, slots.waiting], [1, 1, 0]);
});
