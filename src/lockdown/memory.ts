/**
 * What lockdown learned of who may write where, kept for a few minutes so a list of fifty comments by five people
 * costs five look-ups once, not fifty each time. Bounded by entries (oldest dropped first) and keyed by the
 * caller's credential hash too: one caller's view of a project's members never answers for another caller.
 */

/** A member's access level (0: not a member), or why it could not be told. */
export type Verdict = { level: number } | { unknown: string };

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

export class TrustMemory {
  #entries = new Map<string, { verdict: Verdict; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): Verdict | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at > TTL_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.verdict;
  }

  /** Only a definite answer is kept: a look-up that failed is tried again next time. */
  set(key: string, verdict: Verdict): void {
    if (!("level" in verdict)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { verdict, at: this.now() });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}
