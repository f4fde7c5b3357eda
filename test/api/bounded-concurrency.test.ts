import { describe, expect, it } from 'vitest';
import { settleWithConcurrency } from '../../src/api/bounded-concurrency.ts';

/** A task's end, in the test's hands: no timer decides the order. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Lets every task that can run get as far as it can. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('settleWithConcurrency', () => {
  it('keeps input order, bounds the work in flight and settles failures', async () => {
    const gates = [gate(), gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let inFlight = 0;
    let peak = 0;
    const settled = settleWithConcurrency(gates, 2, async (item, index) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      started.push(index);
      await item.promise;
      inFlight--;
      if (index === 2) throw new Error('third');
      return index;
    });
    await settle();
    expect(started).toEqual([0, 1]);
    // Finished out of order: each end lets exactly one more start.
    for (const [index, next] of [
      [1, [0, 1, 2]],
      [2, [0, 1, 2, 3]],
      [0, [0, 1, 2, 3, 4]],
    ] as const) {
      gates[index]!.open();
      await settle();
      expect(started).toEqual(next);
    }
    gates[4]!.open();
    gates[3]!.open();
    const results = await settled;
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 1, 'third', 3, 4]);
  });
});
