/**
 * The platform's purge limits, per account: exact purges a burst of 120 then 5 a second,
 * prefix purges a burst of 20 then one every 2 seconds. Over them it answers 429 (not in the
 * spec). A token bucket per kind reproduces that.
 */
export class TokenBucket {
  readonly capacity: number;
  readonly perSecond: number;
  readonly #now: () => number;
  #tokens: number;
  #last: number;

  constructor(capacity: number, perSecond: number, now: () => number) {
    this.capacity = capacity;
    this.perSecond = perSecond;
    this.#now = now;
    this.#tokens = capacity;
    this.#last = now();
  }

  /** Takes a token if there is one; otherwise how many seconds until there is. */
  take(): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.#now();
    this.#tokens = Math.min(this.capacity, this.#tokens + ((now - this.#last) / 1000) * this.perSecond);
    this.#last = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - this.#tokens) / this.perSecond)) };
  }
}

const EXACT_PURGE_LIMIT = { burst: 120, perSecond: 5 } as const;
const PREFIX_PURGE_LIMIT = { burst: 20, perSecond: 0.5 } as const;

/** One purge the platform carried out, so tests can assert "purged once". */
export type PurgeRecord =
  { kind: 'pull-zone'; pullZoneId: number; cacheTag: string | null } | { kind: 'url'; url: string; prefix: boolean; exactPath: boolean };

export class PurgeLimits {
  readonly exact: TokenBucket;
  readonly prefix: TokenBucket;

  constructor(now: () => number) {
    this.exact = new TokenBucket(EXACT_PURGE_LIMIT.burst, EXACT_PURGE_LIMIT.perSecond, now);
    this.prefix = new TokenBucket(PREFIX_PURGE_LIMIT.burst, PREFIX_PURGE_LIMIT.perSecond, now);
  }
}

/** A URL purge is a prefix purge when it ends in `/` or holds `*`, unless exactPath is asked. */
export function isPrefixPurge(url: string, exactPath: boolean): boolean {
  if (url.includes('*')) return true;
  return !exactPath && new URL(url).pathname.endsWith('/');
}
