/** Token buckets keyed by a credential hash, so one caller's burst never throttles another. */

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_KEYS = 10_000;

export class RateLimiter {
  #buckets = new Map<string, Bucket>();

  /** rate 0 turns the limiter off. */
  constructor(readonly rate: number, readonly burst: number, private now: () => number = Date.now) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  allow(key: string): boolean {
    if (this.rate <= 0) return true;
    const t = this.now();
    let b = this.#buckets.get(key);
    if (!b) {
      if (this.#buckets.size >= MAX_KEYS) this.#prune(t);
      b = { tokens: this.burst, at: t };
      this.#buckets.set(key, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.rate);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Gives back the token `allow` took for a call that was not served after all (it is served anew). */
  refund(key: string): void {
    const b = this.#buckets.get(key);
    if (b) b.tokens = Math.min(this.burst, b.tokens + 1);
  }

  /** Forgets buckets that have refilled: they hold no information. */
  #prune(t: number): void {
    for (const [k, b] of this.#buckets) {
      if (b.tokens + ((t - b.at) / 1000) * this.rate >= this.burst) this.#buckets.delete(k);
    }
  }
}
