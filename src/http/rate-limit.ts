import type { Clock } from './clock.ts';

/**
 * One rate limit for every request of a step. The API limits a key, not a request: when one
 * request is told 429, the others would be too. So a 429 pauses every request until the wait
 * it asked for is over, and the number of requests in flight is halved; each success lets one
 * more back in (additive increase, multiplicative decrease, as TCP does), up to the step's
 * concurrency. The time spent paused is bounded for the whole step.
 */
export class RateLimitGate {
  readonly #clock: Clock;
  readonly #max: number;
  readonly #deadlineMs: number;
  #limit: number;
  #inFlight = 0;
  #pausedUntil = 0;
  /** How far into the pause `waitedMs` counts: short of its end when a read gave up at its deadline. */
  #countedUntil = 0;
  #waitedMs = 0;
  #limited = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(options: { clock: Clock; maxInFlight: number; deadlineMs: number }) {
    this.#clock = options.clock;
    this.#max = Math.max(1, options.maxInFlight);
    this.#limit = this.#max;
    this.#deadlineMs = options.deadlineMs;
  }

  get waitedMs(): number {
    return this.#waitedMs;
  }

  get limitedCount(): number {
    return this.#limited;
  }

  /** Whether the step may still wait for a rate limit: false once its deadline is spent. */
  get canWait(): boolean {
    return this.#waitedMs < this.#deadlineMs;
  }

  get deadlineMs(): number {
    return this.#deadlineMs;
  }

  /**
   * Waits for a place among the requests in flight, and for any pause to end, or for `until` (a
   * poll's deadline), when that comes first: a poll's read waits no longer than the poll.
   */
  async acquire(until = Infinity): Promise<void> {
    while (this.#inFlight >= Math.floor(this.#limit)) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#inFlight += 1;
    // Sits out the pause; again if another 429 made it longer meanwhile.
    for (let slept = 0; this.#pausedUntil !== slept;) {
      slept = this.#pausedUntil;
      const from = this.#clock.now();
      const left = Math.min(slept, until) - from;
      if (left <= 0) break;
      await this.#clock.sleep(left);
      this.#count(from, this.#clock.now());
    }
  }

  /**
   * Gives the place back; `limitedForMs` is set when the answer was 429 and says how long every
   * request is paused. The pause counts toward the step's deadline at once, but for a read that
   * gives up at its poll's deadline: `countMs` is what it waits of the pause, and the rest counts
   * only as far as a request sits it out.
   */
  release(limitedForMs?: number, options: { countMs?: number } = {}): void {
    this.#inFlight -= 1;
    if (limitedForMs === undefined) {
      this.#limit = Math.min(this.#max, this.#limit + 1 / this.#limit);
    } else {
      this.#limited += 1;
      this.#limit = Math.max(1, this.#limit / 2);
      const now = this.#clock.now();
      this.#pausedUntil = Math.max(this.#pausedUntil, now + limitedForMs);
      this.#count(now, now + Math.min(limitedForMs, options.countMs ?? Infinity));
    }
    while (this.#waiting.length > 0 && this.#inFlight < Math.floor(this.#limit)) this.#waiting.shift()?.();
  }

  /** Counts the step as paused from `from` to `to`: overlapping pauses once, as long as the longest of them. */
  #count(from: number, to: number): void {
    if (to <= this.#countedUntil) return;
    this.#waitedMs += to - Math.max(from, this.#countedUntil);
    this.#countedUntil = to;
  }
}
