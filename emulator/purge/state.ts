import { SEED_PULL_ZONES } from '../seed.ts';
import { EdgeNetwork } from '../pull-zones/edge.ts';
import { newPullZone, type PullZone } from '../pull-zones/pull-zone.ts';

export type { PullZone } from '../pull-zones/pull-zone.ts';

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

/**
 * A URL purge is a prefix purge when it ends in `/` or holds `*`, unless exactPath is asked and
 * honoured (`exactPathHonoured`: see PullZones.purgeExactPath). The rule reads the URL as sent,
 * never its parsed path: `https://host/?v=2` and `https://host` (both of path `/`) are exact,
 * `https://host/page?next=/` is a prefix and spends the prefix budget.
 */
export function isPrefixPurge(url: string, exactPath: boolean, exactPathHonoured = true): boolean {
  if (url.includes('*')) return true;
  return !(exactPath && exactPathHonoured) && url.endsWith('/');
}

/** One write to a zone's rules or hostnames; `concurrent`: it overlapped another on the same zone. */
export interface RuleWrite {
  pullZoneId: number;
  kind: 'add' | 'update' | 'delete' | 'add-hostname' | 'remove-hostname';
  guid: string | null;
  description: string | null;
  concurrent: boolean;
}

/**
 * Pull zones, their purges (what was purged, the account's purge limits), their edge rules and
 * hostnames (emulator/pull-zones/), and the edge that serves them.
 */
/** How addOrUpdate treats what the platform leaves unclear (see PullZones.ruleOptions). */
export interface EdgeRuleOptions {
  unknownGuid: 'fail' | 'create';
  newRuleOrder: 'last' | 'zero';
}

export class PullZones {
  readonly #now: () => number;
  zones = new Map<number, PullZone>();
  /** The CDN edge that serves the zones' hostnames (see pull-zones/edge.ts). */
  readonly edge: EdgeNetwork;
  /** Reads of GET /pullzone/{id}. */
  reads = 0;
  /** Every write to a zone's rules or hostnames, in order. */
  ruleWrites: RuleWrite[] = [];
  /**
   * addOrUpdate with a Guid the zone does not hold: 404 (`fail`, the harsher reading) or a new rule (`create`).
   * newRuleOrder: a rule added without OrderIndex runs `last` (one more than the zone's highest: facts 5, the
   * harsher reading) or gets `zero` (runs in creation order among the rules at 0).
   */
  ruleOptions: EdgeRuleOptions = { unknownGuid: 'fail', newRuleOrder: 'last' };
  /** Every purge carried out, in order; a purge answered 429 is not one. */
  purges: PurgeRecord[] = [];
  limits: PurgeLimits;
  /** What a successful purge answers: the spec's 204, or the 200 the real API has been seen sending. */
  purgeAnswer: 200 | 204 = 204;
  /**
   * Whether a purge over the limits answers 429 with Retry-After (the whole seconds until the
   * bucket holds a token). The 429 is not in the spec and nothing promises the header: none by
   * default, the harsher reading.
   */
  purgeRetryAfter = false;
  /**
   * When exactPath=true is honoured. The spec's note on /purge: "Only applies when the pull zone
   * has IgnoreQueryStrings disabled". `zone-setting` (the harsher reading): only for a URL whose
   * pull zones all vary by query string; a zone ignores query strings by default, and a URL no
   * zone serves is read as one of such a zone. `always`: whatever the zone's setting.
   */
  purgeExactPath: 'zone-setting' | 'always' = 'zone-setting';

  /** `now`: the emulator's time, read when used (a test may move it to its FakeClock). */
  constructor(now: () => number) {
    this.#now = now;
    this.limits = new PurgeLimits(now);
    this.edge = new EdgeNetwork(now);
    this.reseed();
  }

  /** The purge buckets start full again, on the emulator's time as it is now. */
  restartLimits(): void {
    this.limits = new PurgeLimits(this.#now);
  }

  reseed(): void {
    this.zones = new Map(SEED_PULL_ZONES.map((zone) => [zone.Id, newPullZone(zone)]));
    this.edge.clear();
    for (const zone of this.zones.values()) this.edge.zoneChanged(zone, true);
    this.reads = 0;
    this.ruleWrites = [];
    this.ruleOptions = { unknownGuid: 'fail', newRuleOrder: 'last' };
    this.purges = [];
    this.restartLimits();
    this.purgeAnswer = 204;
    this.purgeRetryAfter = false;
    this.purgeExactPath = 'zone-setting';
  }
}
