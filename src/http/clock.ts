/**
 * Time as the action sees it, injected one way: the calendar, a monotonic count for waits, and
 * a sleep. Tests pass a fake so that a wait of minutes runs in no time and its sleeps can be
 * checked.
 */
export interface Clock {
  /** Wall-clock time: calendar days, and Retry-After given as a date. */
  date(): Date;
  /** Monotonic milliseconds; only differences mean anything. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  date: () => new Date(),
  now: () => performance.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
