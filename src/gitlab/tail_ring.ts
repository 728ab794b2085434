/**
 * The last bytes of a body of any length, in one ring buffer that reads write into directly. It starts at
 * `first` bytes and doubles (up to `max`) only when the bytes it is about to drop are ones `keep` says to
 * hold: a zip archive's central directory, which only a large archive has more of than `first` holds.
 */

/** Whether bytes `ring[at, at + length)` must not be dropped; bytes that follow them are read with wrap-around. */
export type Keep = (ring: Uint8Array, at: number, length: number) => boolean;

export class TailRing {
  #ring: Uint8Array;
  /** Where the next byte goes. */
  #head = 0;
  /** Bytes held; below the ring's size they sit at [0, kept). */
  #kept = 0;
  #total = 0;

  constructor(first: number, readonly max: number, readonly keep?: Keep) {
    this.#ring = new Uint8Array(Math.max(8, Math.min(first, max)));
  }

  /** Every byte the body had, kept or not. */
  get total(): number {
    return this.#total;
  }

  /**
   * Where the next bytes go: at most half the ring, so the bytes after a dropped region are still held
   * (a signature that starts in it can be read whole). The ring grows first when what it would drop must stay.
   */
  space(): Uint8Array {
    for (;;) {
      const size = this.#ring.length;
      const length = Math.min(size - this.#head, size >> 1);
      const drops = this.#kept + length > size; // only once full: then the region holds the oldest bytes
      if (!drops || size >= this.max || !this.keep?.(this.#ring, this.#head, length)) {
        return this.#ring.subarray(this.#head, this.#head + length);
      }
      this.#grow();
    }
  }

  /** Counts `n` bytes written into the last `space()`; `buffer` is the ring's memory when a read took it over. */
  took(n: number, buffer?: ArrayBufferLike): void {
    if (buffer) this.#ring = new Uint8Array(buffer);
    this.#head = (this.#head + n) % this.#ring.length;
    this.#kept = Math.min(this.#ring.length, this.#kept + n);
    this.#total += n;
  }

  /** Copies a chunk in (for a body that is not a byte stream). */
  push(chunk: Uint8Array): void {
    for (let from = 0; from < chunk.byteLength;) {
      const region = this.space();
      const n = Math.min(region.byteLength, chunk.byteLength - from);
      region.set(chunk.subarray(from, from + n));
      this.took(n);
      from += n;
    }
  }

  /** The held bytes, oldest first: a full ring is turned in place, so no second buffer is made. */
  bytes(): Uint8Array {
    if (this.#kept < this.#ring.length) return this.#ring.subarray(0, this.#kept);
    const ring = this.#ring;
    if (this.#head === 0) return ring;
    // [newest | oldest] → [oldest | newest]: reverse each part, then the whole.
    ring.subarray(0, this.#head).reverse();
    ring.subarray(this.#head).reverse();
    ring.reverse();
    this.#head = 0;
    return ring;
  }

  /** Twice the size (at most max), the held bytes moved to its start in order. Only a full ring grows. */
  #grow(): void {
    const old = this.bytes();
    this.#ring = new Uint8Array(Math.min(this.max, old.length * 2));
    this.#ring.set(old);
    this.#head = old.length;
  }
}
