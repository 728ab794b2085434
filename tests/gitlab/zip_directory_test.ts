/** Listing a zip from its last bytes: classic and ZIP64 archives, cut and damaged ones, and a body of gigabytes. */
import assert from "node:assert/strict";
import { listZip, ZipProblem } from "../../src/gitlab/zip_directory.ts";
import { ARCHIVE_FIRST_BYTES, readBinaryTail } from "../../src/gitlab/body_reader.ts";
import { localHeaderOf, zip, zipEnd } from "./zip_writer.ts";

const text = (s: string) => new TextEncoder().encode(s);
const ENTRIES = [{ name: "dist/" }, { name: "dist/app.js", data: text("console.log(1);\n") }, {
  name: "coverage/summäry.txt",
  data: new Uint8Array(300),
}];

Deno.test("a classic archive lists every entry with its sizes, a trailing comment and UTF-8 names included", () => {
  const bytes = zip(ENTRIES, { comment: "built by CI" });
  const listing = listZip(bytes, bytes.byteLength, 200, 256);
  assert.deepEqual(listing.entries, [
    { path: "dist/", size: 0, compressed_size: 0 },
    { path: "dist/app.js", size: 16, compressed_size: 16 },
    { path: "coverage/summäry.txt", size: 300, compressed_size: 300 },
  ]);
  assert.equal(listing.entry_count, 3);
  assert.equal(listing.total_size, 316);
  assert.equal(listing.zip64, false);
  assert.equal(listing.archive_bytes, bytes.byteLength);
});

Deno.test("at most `max` entries are listed and the rest counted", () => {
  const many = Array.from({ length: 250 }, (_, i) => ({ name: `f${i}.txt`, data: text("x") }));
  const bytes = zip(many);
  const listing = listZip(bytes, bytes.byteLength, 200, 256);
  assert.equal(listing.entries.length, 200);
  assert.equal(listing.entries_not_listed, 50);
  assert.equal(listing.entry_count, 250);
  assert.equal(listing.total_size, 250);
});

Deno.test("a ZIP64 archive is read through its locator and end record, with 64-bit sizes", () => {
  const bytes = zip(ENTRIES, { zip64: true });
  const listing = listZip(bytes, bytes.byteLength, 200, 256);
  assert.equal(listing.zip64, true);
  assert.deepEqual(listing.entries.map((e) => e.path), ["dist/", "dist/app.js", "coverage/summäry.txt"]);
  const sixGiB = 6 * 1024 ** 3;
  const header = localHeaderOf("disk.img");
  const end = zipEnd([{ name: "disk.img", size: sixGiB }], [0], header.byteLength + sixGiB, true);
  const huge = listZip(end, header.byteLength + sixGiB + end.byteLength, 200, 256);
  assert.deepEqual(huge.entries, [{ path: "disk.img", size: sixGiB, compressed_size: sixGiB }]);
});

Deno.test("a body that is not a zip, or too short, is refused with what is wrong", () => {
  const html = text("<html><body>Sign in</body></html>".repeat(10));
  assert.throws(
    () => listZip(html, html.byteLength, 200, 256),
    (e) => e instanceof ZipProblem && /not a zip archive/.test(e.message),
  );
  assert.throws(() => listZip(text("PK"), 2, 200, 256), /too short/);
});

Deno.test("a directory larger than the kept tail, or a damaged one, is refused rather than half-listed", () => {
  const many = Array.from({ length: 100 }, (_, i) => ({ name: `reports/file-${i}.json`, data: text("{}") }));
  const bytes = zip(many);
  const tail = bytes.subarray(bytes.byteLength - 1000);
  assert.throws(
    () => listZip(tail, bytes.byteLength, 200, 256),
    /central directory \(\d+ bytes\) does not fit in the last 1000 bytes/,
  );
  const damaged = zip(ENTRIES);
  const dir = damaged.byteLength - 22 - (46 * 3 + "dist/".length + "dist/app.js".length + 21);
  damaged[dir + 46 + 5] = 0x00; // the second header's signature
  assert.throws(() => listZip(damaged, damaged.byteLength, 200, 256), /central directory is damaged/);
});

Deno.test("a multi-GB download is streamed past: only a 128 KiB tail is kept, and the listing is right", async () => {
  const body = 2 * 1024 ** 3;
  const chunk = 1024 * 1024;
  const header = localHeaderOf("big.bin");
  const end = zipEnd([{ name: "big.bin", size: body }], [0], header.byteLength + body);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(header),
    pull(c) {
      if (sent < body) {
        sent += chunk;
        c.enqueue(new Uint8Array(chunk).fill(0x2a)); // a fresh, written chunk, as fetch gives
      } else {
        c.enqueue(end);
        c.close();
      }
    },
  }, { highWaterMark: 0 });
  const before = Deno.memoryUsage().rss;
  const tail = await readBinaryTail(new Response(stream), 4 * 1024 * 1024);
  const grew = Deno.memoryUsage().rss - before;
  assert.equal(tail.total, header.byteLength + body + end.byteLength);
  assert.equal(tail.bytes.byteLength, ARCHIVE_FIRST_BYTES, "a one-entry directory needs no more than the first tail");
  // The process's RSS: parallel test modules run in this process too (alone it grows ~70 MiB, the chunks' garbage).
  assert(grew < 512 * 1024 * 1024, `memory grew by ${Math.round(grew / 1024 / 1024)} MiB for a 2 GiB body`);
  const listing = listZip(tail.bytes, tail.total, 200, 256);
  assert.deepEqual(listing.entries, [{ path: "big.bin", size: body, compressed_size: body }]);
});

Deno.test("a body shorter than the tail is kept whole", async () => {
  const bytes = zip(ENTRIES);
  const tail = await readBinaryTail(new Response(bytes), 4 * 1024 * 1024);
  assert.deepEqual(tail.bytes, bytes);
  assert.equal(tail.total, bytes.byteLength);
});

/** `bytes` as a byte stream in chunks of `chunk` bytes, as fetch gives a body. */
function streamOf(bytes: Uint8Array, chunk: number): Response {
  let at = 0;
  return new Response(
    new ReadableStream({
      type: "bytes",
      pull(c) {
        c.enqueue(bytes.slice(at, at += chunk));
        if (at >= bytes.byteLength) c.close();
      },
    }),
  );
}

/** An archive of one 6 MiB entry (no byte 0x50 in it, so no signature) followed by `count` small ones. */
function bigArchive(count: number, name = (i: number) => `reports/unit/result-${i}.json`): Uint8Array {
  const header = localHeaderOf("data.bin");
  const data = new Uint8Array(6 * 1024 * 1024).map((_, i) => (i * 7) % 0x50);
  const entries = [{ name: "data.bin", size: data.byteLength }];
  for (let i = 0; i < count; i++) entries.push({ name: name(i), size: 1 });
  const dirOffset = header.byteLength + data.byteLength;
  const end = zipEnd(entries, entries.map((_, i) => i ? dirOffset : 0), dirOffset);
  const out = new Uint8Array(dirOffset + end.byteLength);
  out.set(header);
  out.set(data, header.byteLength);
  out.set(end, dirOffset);
  return out;
}

Deno.test("an archive's tail grows past 128 KiB only as far as a long central directory needs", async () => {
  for (const chunk of [16 * 1024, 64 * 1024, 1024 * 1024 + 3]) {
    const small = await readBinaryTail(streamOf(bigArchive(100), chunk));
    assert.equal(small.bytes.byteLength, ARCHIVE_FIRST_BYTES, `100 entries, ${chunk}-byte chunks`);
    assert.equal(listZip(small.bytes, small.total, 200, 256).entry_count, 101);
    // About 220 KiB of directory: the tail doubles once or twice, never to the 4 MiB cap.
    const large = bigArchive(3000);
    const tail = await readBinaryTail(streamOf(large, chunk));
    assert.ok(tail.bytes.byteLength <= 4 * ARCHIVE_FIRST_BYTES, `kept ${tail.bytes.byteLength} bytes`);
    const listing = listZip(tail.bytes, tail.total, 200, 256);
    assert.equal(listing.entry_count, 3001);
    assert.equal(listing.total_size, 6 * 1024 * 1024 + 3000);
    assert.deepEqual(tail.bytes, large.subarray(large.byteLength - tail.bytes.byteLength));
  }
});

Deno.test("a directory over the 4 MiB cap is still refused, with the size it needed", async () => {
  const long = (i: number) => `reports/${"deep/".repeat(40)}result-${i}.json`; // ~260 bytes of header each
  const tail = await readBinaryTail(streamOf(bigArchive(20_000, long), 64 * 1024));
  assert.equal(tail.bytes.byteLength, 4 * 1024 * 1024);
  assert.throws(() => listZip(tail.bytes, tail.total, 200, 256), /does not fit in the last 4194304 bytes/);
});

Deno.test("listed names are clipped to nameMax characters, never through a character, and say their length", () => {
  const emoji = "😀".repeat(300); // two UTF-16 units, four bytes each
  const bytes = zip([{ name: "a".repeat(20_000) }, { name: `x${emoji}` }, { name: "b".repeat(256) }]);
  const [long, wide, exact] = listZip(bytes, bytes.byteLength, 200, 256).entries;
  assert.equal(long!.path, `${"a".repeat(256)}…`);
  assert.equal(long!.path_bytes, 20_000);
  assert.equal(wide!.path, `x${"😀".repeat(127)}…`, "a surrogate pair is kept whole or left out");
  assert.equal(wide!.path_bytes, 1 + 4 * 300);
  assert.deepEqual(exact, { path: "b".repeat(256), size: 0, compressed_size: 0 });
});
