/**
 * Stdin as the stdio front door (opening.ts) leaves it to the server: first the bytes it read and did not
 * consume, then the read it still had in flight (stdin cannot be read twice at once, and that read may hold
 * the client's next message), then stdin itself.
 */
import type { ByteInput } from "./byte_io.ts";

/** A read already started: its promise and the buffer it fills. */
export interface InflightRead {
  promise: Promise<number | null>;
  buffer: Uint8Array;
}

/** What the front door leaves to read (opening.ts): the bytes not consumed, the read in flight, whether input ended. */
export interface Leftover {
  /** Bytes read and not consumed, in order. */
  rest: Uint8Array;
  /** The input ended after `rest`. */
  ended: boolean;
  /** The read in flight when the client went quiet (only with an idle wait): it may bring the next message. */
  inflight?: InflightRead;
}

export class CarriedInput implements ByteInput {
  #rest: Uint8Array;
  #inflight?: InflightRead;
  #ended: boolean;

  /** `live`: the input the read in flight was started on, read once the leftover is used up. */
  constructor(leftover: Leftover, private live: ByteInput) {
    this.#rest = leftover.rest;
    this.#inflight = leftover.inflight;
    this.#ended = leftover.ended;
  }

  async read(into: Uint8Array): Promise<number | null> {
    if (this.#rest.length === 0 && this.#inflight) {
      const { promise, buffer } = this.#inflight;
      this.#inflight = undefined;
      const n = await promise;
      if (n === null) this.#ended = true;
      else this.#rest = buffer.subarray(0, n);
    }
    if (this.#rest.length > 0) {
      const n = Math.min(into.length, this.#rest.length);
      into.set(this.#rest.subarray(0, n));
      this.#rest = this.#rest.subarray(n);
      return n;
    }
    return this.#ended ? null : this.live.read(into);
  }
}
