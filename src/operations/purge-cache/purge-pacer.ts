import type { Clock } from '../../api/clock.ts';

/**
 * The platform's purge limits, per account (not in the spec; over them it answers 429): a
 * token bucket of `burst` tokens that refills at `perSecond`. `spare`: tokens the pacer never
 * spends, since requests sent at the bucket's own rate arrive with jitter, and one that arrives a
 * little early would find the bucket empty. Two exact purges are 0.4 s of jitter, one prefix
 * purge 2 s; they cost as long once.
 */
interface PurgeLimit {
  burst: number;
  perSecond: number;
  spare: number;
}

/** Exact URL purges: a burst of 120, then 5 a second. */
export const EXACT_PURGE_LIMIT: PurgeLimit = { burst: 120, perSecond: 5, spare: 2 };
/** Prefix purges (a URL ending in `/` or holding `*`, and, we assume, a whole pull zone): 20, then one every 2 s. */
export const PREFIX_PURGE_LIMIT: PurgeLimit = { burst: 20, perSecond: 0.5, spare: 1 };

/**
 * Paces purges on the client side so that the platform's limit is met before it is hit: the
 * platform's token bucket, mirrored, less a few spare tokens. Callers take a token before each
 * purge; turns are served one at a time, in order, so that only one caller sleeps at once.
 * When the step has been answered 429 since the last turn (the account's bucket was emptier
 * than ours: purges of another job), the pacer empties its own bucket and goes on at the
 * refill rate, while the shared throttle waits the 429 out.
 */
export class PurgePacer {
  readonly #clock: Clock;
  readonly #capacity: number;
  readonly #perSecond: number;
  readonly #limited: () => number;
  #tokens: number;
  #last: number;
  #seenLimited: number;
  #queue: Promise<void> = Promise.resolve();

  constructor(limit: PurgeLimit, clock: Clock, limited: () => number) {
    this.#clock = clock;
    this.#capacity = Math.max(1, limit.burst - limit.spare);
    this.#perSecond = limit.perSecond;
    this.#limited = limited;
    this.#tokens = this.#capacity;
    this.#last = clock.now();
    this.#seenLimited = limited();
  }

  /** Seconds `count` purges take from a full bucket at this pace: the floor of a run. */
  static floorSeconds(count: number, limit: PurgeLimit): number {
    return Math.max(0, count - Math.max(1, limit.burst - limit.spare)) / limit.perSecond;
  }

  /** Resolves when the next purge may be sent. */
  take(): Promise<void> {
    const turn = this.#queue.then(() => this.#waitForToken());
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  async #waitForToken(): Promise<void> {
    for (;;) {
      const now = this.#clock.now();
      this.#tokens = Math.min(this.#capacity, this.#tokens + ((now - this.#last) / 1000) * this.#perSecond);
      this.#last = now;
      const limited = this.#limited();
      if (limited !== this.#seenLimited) {
        this.#seenLimited = limited;
        this.#tokens = Math.min(this.#tokens, 0);
      }
      // A sleep of exactly the refill time may leave a rounding error short of one token.
      if (this.#tokens >= 1 - 1e-9) {
        this.#tokens -= 1;
        return;
      }
      await this.#clock.sleep(Math.ceil(((1 - this.#tokens) / this.#perSecond) * 1000));
    }
  }
}
