/** Keys with a value and an expiry, at most `max` of them (the least recently set dropped first). */
export class Expiring<V> {
  #entries = new Map<string, { value: V; until: number }>();

  constructor(private max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  has(key: string, now: number): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.until > now) return entry !== undefined;
    this.#entries.delete(key);
    return false;
  }

  get(key: string, now: number): V | undefined {
    return this.has(key, now) ? this.#entries.get(key)!.value : undefined;
  }

  set(key: string, value: V, until: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops expired keys: a full pass, since keys may have different lifetimes (keep such maps small). */
  prune(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
  }
}
