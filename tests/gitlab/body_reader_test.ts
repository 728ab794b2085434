/**
 * The capped body reader on real fetch answers (byte streams, read into one growing buffer), gzip-encoded ones
 * (Deno decompresses them, so the cap must hold on the decompressed size) and Responses built in memory (not byte
 * streams: the chunked path). The sizes sit on every edge of the first buffer and of the cap.
 */
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { readCapped, readText } from "../../src/gitlab/body_reader.ts";
import { GitLabError } from "../../src/gitlab/errors.ts";

const LIMIT = 100_000;
const SIZES = [0, 1, 16 * 1024 - 1, 16 * 1024, 16 * 1024 + 1, 40_000, LIMIT - 1, LIMIT, LIMIT + 1, 3 * LIMIT];

/** Text of `n` bytes that is not one repeated byte, so a misplaced chunk shows. */
function textOf(n: number): string {
  let s = "";
  for (let i = 0; s.length < n; i++) s += `${i},`;
  return s.slice(0, n);
}

/** Serves `body` for one test, gzip-encoded when asked; `fetchIt` fetches it. */
async function withServer(
  body: Uint8Array<ArrayBuffer>,
  gzip: boolean,
  fn: (fetchIt: () => Promise<Response>) => Promise<void>,
) {
  const payload = gzip ? new Uint8Array(gzipSync(body)) : body;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (gzip) headers["content-encoding"] = "gzip";
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response(payload, { headers }),
  );
  try {
    await fn(() => fetch(`http://127.0.0.1:${server.addr.port}/`));
  } finally {
    await server.shutdown();
  }
}

async function assertCapped(res: Response, text: string): Promise<void> {
  if (text.length <= LIMIT) {
    const read = await readCapped(res, "read it", LIMIT);
    assert.equal(read.text, text);
    assert.deepEqual([read.size, read.more], [text.length, false]);
  } else {
    await assert.rejects(readCapped(res, "read it", LIMIT), (e: unknown) => {
      assert.ok(e instanceof GitLabError);
      assert.match(e.message, /^Cannot read it: GitLab's answer is larger than/);
      return true;
    });
  }
}

for (const gzip of [false, true]) {
  Deno.test(`body reader: fetched ${gzip ? "gzip-encoded " : ""}answers of every edge size, read or refused whole`, async () => {
    for (const n of SIZES) {
      const text = textOf(n);
      await withServer(new TextEncoder().encode(text), gzip, async (fetchIt) => {
        await assertCapped(await fetchIt(), text);
        const head = await readText(await fetchIt(), false, LIMIT);
        assert.equal(head.text, text.slice(0, LIMIT), `head of ${n}`);
        assert.equal(head.cut?.kept, n > LIMIT ? "head" : undefined);
      });
    }
  });
}

Deno.test("body reader: a gzip bomb is refused at the cap, not inflated into memory", async () => {
  const zeros = new Uint8Array(64 * 1024 * 1024).fill(48); // 64 MiB of "0", about 64 KB compressed
  await withServer(zeros, true, async (fetchIt) => {
    await assert.rejects(readCapped(await fetchIt(), "read it", LIMIT), /larger than/);
  });
});

Deno.test("body reader: a Response built in memory (not a byte stream) reads the same", async () => {
  for (const n of SIZES) {
    const text = textOf(n);
    await assertCapped(new Response(text), text);
    assert.equal((await readText(new Response(text), false, LIMIT)).text, text.slice(0, LIMIT));
  }
});
