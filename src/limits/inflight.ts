/** A process-wide cap on GitLab calls in flight at once; excess calls are refused, never queued. */
export class InflightGate {
  #count = 0;

  constructor(readonly max: number) {}

  get inFlight(): number {
    return this.#count;
  }

  tryAcquire(): boolean {
    if (this.max > 0 && this.#count >= this.max) return false;
    this.#count++;
    return true;
  }

  release(): void {
    this.#count = Math.max(0, this.#count - 1);
  }
}
