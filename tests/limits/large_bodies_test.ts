/** Turns for large-body calls: at most `max` at once, the rest wait in order, give up at the deadline or on abort. */
import assert from "node:assert/strict";
import { LargeBodySlots } from "../../src/limits/large_bodies.ts";

Deno.test("large bodies: past the cap calls wait, and each ended turn passes to the longest waiting one", async () => {
  const slots = new LargeBodySlots(2, 60_000);
  assert.equal(await slots.acquire(), true);
  assert.equal(await slots.acquire(), true);
  const order: number[] = [];
  const third = slots.acquire().then((t) => (order.push(3), t));
  const fourth = slots.acquire().then((t) => (order.push(4), t));
  assert.deepEqual([slots.busy, slots.waiting], [2, 2]);
  slots.release();
  assert.equal(await third, true);
  slots.release();
  assert.equal(await fourth, true);
  assert.deepEqual(order, [3, 4]);
  slots.release();
  slots.release();
  assert.deepEqual([slots.busy, slots.waiting], [0, 0]);
});

Deno.test("large bodies: a call that waits past the deadline gets no turn and leaves the line", async () => {
  const slots = new LargeBodySlots(1, 20);
  await slots.acquire();
  assert.equal(await slots.acquire(), false);
  assert.equal(slots.waiting, 0);
  slots.release();
  assert.equal(slots.busy, 0, "the ended turn went to no one who had left");
});

Deno.test("large bodies: an aborted call stops waiting at once, and an aborted one never takes a turn", async () => {
  const slots = new LargeBodySlots(1, 60_000);
  await slots.acquire();
  const cancel = new AbortController();
  const waiting = slots.acquire(cancel.signal);
  cancel.abort();
  assert.equal(await waiting, false);
  assert.equal(slots.waiting, 0);
  slots.release();
  assert.equal(await slots.acquire(AbortSignal.abort()), false);
  assert.equal(slots.busy, 0);
});
