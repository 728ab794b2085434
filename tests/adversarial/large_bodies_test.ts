/**
 * Large bodies take turns, against the real `--http` server: while 8 artifact downloads are in flight a 9th
 * waits without reaching GitLab, and after 20 s gets a clear error saying to try again; ordinary reads go on
 * meanwhile. The fake GitLab on loopback holds each archive's end until the test lets it go.
 */
import assert from "node:assert/strict";
import { zip } from "../gitlab/zip_writer.ts";
import { post, toolCall } from "./load.ts";
import { resultOf } from "./mixed_load.ts";
import { recordingGitLab, startHttpServer } from "./support.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ARCHIVE = zip([{ name: "dist/app.js", data: new Uint8Array(10) }]);

/** The archive in two parts, the second sent once `held` resolves. */
function heldArchive(held: Promise<void>): Response {
  let part = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      if (part++ === 0) return c.enqueue(ARCHIVE.subarray(0, 20));
      await held;
      c.enqueue(ARCHIVE.subarray(20));
      c.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/zip" } });
}

Deno.test("large bodies: a 9th download waits for a turn, never reaches GitLab, and fails clearly after 20 s", async () => {
  let release = () => {};
  const held = new Promise<void>((r) => release = r);
  const gitlab = recordingGitLab((req) =>
    req.path.endsWith("/artifacts") ? heldArchive(held) : { status: 200, body: { id: 1, username: "someone" } }
  );
  const srv = await startHttpServer(gitlab.url);
  const client = Deno.createHttpClient({});
  const downloads = () => gitlab.requests.filter((r) => r.path.endsWith("/artifacts")).length;
  const call = (action: string, i: number, params: Record<string, unknown> = { project_id: 1, job_id: i + 1 }) =>
    post(client, srv.base, "tools/call", toolCall(action, params), `glpat-turn-${i}`);
  const download = (i: number) => call("job.artifacts_download", i);
  try {
    const first = Array.from({ length: 8 }, (_, i) => download(i));
    for (let i = 0; i < 100 && downloads() < 8; i++) await sleep(100);
    const started = Date.now();
    const ninth = download(8);
    const read = await call("user.current", 9, {});
    assert.match(resultOf(read).text, /someone/, "an ordinary read is answered while the large ones wait");
    const refused = resultOf(await ninth);
    const waited = Date.now() - started;
    assert.equal(refused.isError, true);
    assert.equal(
      refused.text,
      'Cannot run "job.artifacts_download": too many large downloads in flight (8 at once; waited 20 s for a turn). Try again in a moment.',
    );
    assert.ok(waited >= 19_500, `refused after ${waited} ms`);
    assert.equal(downloads(), 8, "the waiting download never reached GitLab");
    release();
    for (const answer of await Promise.all(first)) assert.match(resultOf(answer).text, /1 entry .*\n- dist\/app\.js/);
  } finally {
    release();
    client.close();
    await srv.stop();
    await gitlab.close();
  }
});
