/**
 * A process-wide cap on GitLab calls reading a large body at once (artifact archives, raw files, job logs,
 * diffs: up to 4 MiB held each while read, where a JSON read is a few KiB). Past the cap a call waits its
 * turn, first come first served, for at most `waitMs`, and stops waiting when its caller cancels.
 */

/** Large-body calls at once, process-wide: eight 4 MiB archive tails are 32 MiB. */
export const LARGE_BODIES_AT_ONCE = 8;
/** How long a call waits for a turn: its GitLab call may then take its own 30 s, within a client's usual 60 s. */
export const LARGE_BODY_WAIT_MS = 20_000;

type Waiter = (taken: boolean) => void;

export class LargeBodySlots {
  #busy = 0;
  #waiting: Waiter[] = [];

  constructor(readonly max = LARGE_BODIES_AT_ONCE, readonly waitMs = LARGE_BODY_WAIT_MS) {}

  /** Calls holding a turn. */
  get busy(): number {
    return this.#busy;
  }

  /** Calls waiting for one. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** true once the call has a turn; false when none came within `waitMs`, or `signal` aborted first. */
  acquire(signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (this.#busy < this.max) {
      this.#busy++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done: Waiter = (taken) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        const at = this.#waiting.indexOf(done);
        if (at >= 0) this.#waiting.splice(at, 1);
        resolve(taken);
      };
      const giveUp = () => done(false);
      const timer = setTimeout(giveUp, this.waitMs);
      signal?.addEventListener("abort", giveUp, { once: true });
      this.#waiting.push(done);
    });
  }

  /** Ends a turn: it passes straight to the longest waiting call, if any. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next(true);
    else this.#busy = Math.max(0, this.#busy - 1);
  }
}
