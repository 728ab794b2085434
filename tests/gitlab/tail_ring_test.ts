/** The tail ring: the last bytes of any stream in order, written in place, grown only for what must be kept. */
import assert from "node:assert/strict";
import { type Keep, TailRing } from "../../src/gitlab/tail_ring.ts";

/** `n` bytes that do not repeat with a short period, so a misplaced piece shows. */
const streamBytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + (i >> 8)) % 251);

/** Feeds `bytes` in `chunk`-byte pieces, by push or by writing into space() as a byte-stream read does. */
function feed(ring: TailRing, bytes: Uint8Array, chunk: number, inPlace: boolean): void {
  for (let at = 0; at < bytes.byteLength;) {
    if (!inPlace) {
      ring.push(bytes.subarray(at, at += chunk));
      continue;
    }
    const region = ring.space();
    const n = Math.min(region.byteLength, chunk, bytes.byteLength - at);
    region.set(bytes.subarray(at, at + n));
    ring.took(n);
    at += n;
  }
}

Deno.test("tail ring: holds the last bytes of any stream, in order, however it is fed", () => {
  for (const n of [0, 1, 63, 64, 65, 100, 1000]) {
    for (const chunk of [1, 7, 32, 64, 500]) {
      for (const inPlace of [false, true]) {
        const ring = new TailRing(64, 64);
        const bytes = streamBytes(n);
        feed(ring, bytes, chunk, inPlace);
        assert.deepEqual(ring.bytes(), bytes.subarray(Math.max(0, n - 64)), `${n} bytes in ${chunk}s`);
        assert.equal(ring.total, n);
      }
    }
  }
});

Deno.test("tail ring: a full ring is turned in place, not copied", () => {
  const ring = new TailRing(64, 64);
  feed(ring, streamBytes(100), 9, true);
  const memory = ring.space().buffer;
  assert.equal(ring.bytes().buffer, memory);
  assert.deepEqual(ring.bytes(), streamBytes(100).subarray(36), "turning twice changes nothing");
});

/** Keeps any 0xFF byte (a stand-in for a zip directory's signature). */
const keepFF: Keep = (ring, at, length) => ring.subarray(at, at + length).includes(0xff);

Deno.test("tail ring: grows (up to max) only while the bytes it would drop must be kept", () => {
  const bytes = streamBytes(1000).map((b) => b === 0xff ? 0 : b);
  const plain = new TailRing(64, 512, keepFF);
  feed(plain, bytes, 10, true);
  assert.equal(plain.bytes().byteLength, 64, "nothing to keep: no growth");
  for (const mark of [950, 800, 600]) {
    const marked = bytes.slice();
    marked[mark] = 0xff;
    const ring = new TailRing(64, 512, keepFF);
    feed(ring, marked, 10, mark !== 800);
    const kept = ring.bytes();
    assert.deepEqual(kept, marked.subarray(1000 - kept.byteLength), `mark at ${mark}`);
    assert.ok(kept.byteLength >= 1000 - mark, `kept ${kept.byteLength} bytes, from before the mark at ${mark}`);
    assert.ok(kept.byteLength <= 2 * (1000 - mark), "grown no further than the mark needs");
  }
  const far = bytes.slice();
  far[100] = 0xff;
  const capped = new TailRing(64, 512, keepFF);
  feed(capped, far, 10, true);
  assert.equal(capped.bytes().byteLength, 512, "a mark further back than max is let go at max");
});
