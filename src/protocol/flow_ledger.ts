/**
 * Which multi-round-trip flows this process has run to their end, so that a flow's final (writing)
 * round runs once: its signed state stays valid for ten minutes, and without this a replayed final
 * round would write again. This is the memory store's ledger (one process); replicas share theirs
 * through a Redis store (src/store/redis.ts).
 */

/** How a round of a flow may go on: `ok` (claimed), or why not. */
export type Claim = "ok" | "running" | "finished" | "full";

/** Finished plus running flows remembered at once (~150 bytes each, so about 15 MB at most). */
export const MAX_FLOWS = 100_000;

export class FlowLedger {
  /** Flow id → when its entry may be dropped (every state of the flow has expired by then). */
  #finished = new Map<string, number>();
  #running = new Set<string>();

  constructor(readonly max = MAX_FLOWS) {}

  /** Claims one round of a flow: only one round of a flow runs at a time, and none after its end. */
  claim(flow: string, now: number): Claim {
    this.#dropExpired(now);
    if (this.#finished.has(flow)) return "finished";
    if (this.#running.has(flow)) return "running";
    if (this.#finished.size + this.#running.size >= this.max) return "full";
    this.#running.add(flow);
    return "ok";
  }

  /** Ends a claimed round; a finished flow is refused until `until`, an unfinished one may go on. */
  release(flow: string, finished: boolean, until: number): void {
    this.#running.delete(flow);
    if (finished) this.#finished.set(flow, until);
  }

  /** Entries are added with a constant lifetime, so the oldest come first: stop at the first live one. */
  #dropExpired(now: number): void {
    for (const [flow, until] of this.#finished) {
      if (until > now) return;
      this.#finished.delete(flow);
    }
  }
}

/** A fresh flow id: 128 random bits, hex. */
export function newFlowId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
