/**
 * Time as the waiting code sees it: a monotonic millisecond count and a sleep. Tests pass a
 * fake so that a wait of minutes runs in no time and its sleeps can be checked.
 */
export interface Clock {
  /** Monotonic milliseconds; only differences mean anything. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
