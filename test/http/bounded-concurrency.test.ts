import { describe, expect, it } from 'vitest';
import { settleWithConcurrency } from '../../src/api/bounded-concurrency.ts';

describe('settleWithConcurrency', () => {
  it('keeps input order, bounds the work in flight and settles failures', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await settleWithConcurrency([30, 10, 20, 0, 5], 2, async (ms, index) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight--;
      if (index === 2) throw new Error('third');
      return index;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 1, 'third', 3, 4]);
  });
});
