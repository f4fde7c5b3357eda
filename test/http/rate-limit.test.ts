import { describe, expect, it } from 'vitest';
import { RateLimitGate } from '../../src/http/rate-limit.ts';
import { FakeClock } from '../support/fake-clock.ts';

describe('RateLimitGate', () => {
  it('halves the requests in flight on a 429 and lets them back one success at a time', async () => {
    const gate = new RateLimitGate({ clock: new FakeClock(), maxInFlight: 8, deadlineMs: 60_000 });
    for (let i = 0; i < 8; i++) await gate.acquire();
    // A ninth waits for a place.
    let ninth = false;
    const waiting = gate.acquire().then(() => (ninth = true));
    gate.release(1000);
    await Promise.resolve();
    expect(ninth).toBe(false);
    // 7 in flight, room for 4 now: three more releases free no place, the fourth does.
    for (let i = 0; i < 3; i++) gate.release();
    await Promise.resolve();
    expect(ninth).toBe(false);
    gate.release();
    await waiting;
    expect(ninth).toBe(true);
  });

  it('pauses every request until the wait a 429 asked for is over, counting overlapping pauses once', async () => {
    const clock = new FakeClock();
    const gate = new RateLimitGate({ clock, maxInFlight: 4, deadlineMs: 60_000 });
    await gate.acquire();
    await gate.acquire();
    gate.release(1000);
    gate.release(1500);
    await gate.acquire();
    expect(clock.time).toBe(1500);
    expect(gate.waitedMs).toBe(1500);
    expect(gate.limitedCount).toBe(2);
  });

  it('counts of a pause only what was waited: what the 429 answered counted, the rest once a request sits it out', async () => {
    const clock = new FakeClock();
    const gate = new RateLimitGate({ clock, maxInFlight: 4, deadlineMs: 60_000 });
    await gate.acquire();
    // A poll's read, 2 s before its deadline, told to wait 10 s: it waits no more than its 2 s.
    gate.release(10_000, { countMs: 2000 });
    expect(gate.waitedMs).toBe(2000);
    // Another read of a poll sits out the pause only to its own deadline, and that much is counted.
    await gate.acquire(5000);
    expect(clock.time).toBe(5000);
    expect(gate.waitedMs).toBe(5000);
    gate.release();
    // A request without a deadline sits out the rest of the pause, counted once.
    await gate.acquire();
    await gate.acquire();
    expect(clock.time).toBe(10_000);
    expect(gate.waitedMs).toBe(10_000);
    expect(clock.sleeps).toEqual([5000, 5000]);
  });

  it('can wait no more once the step has been paused for its deadline', async () => {
    const gate = new RateLimitGate({ clock: new FakeClock(), maxInFlight: 1, deadlineMs: 2000 });
    await gate.acquire();
    gate.release(1000);
    expect(gate.canWait).toBe(true);
    await gate.acquire();
    gate.release(1000);
    expect(gate.canWait).toBe(false);
  });
});
