import { SEED } from '../seed.ts';
import type { ProductState } from '../state.ts';

export interface AuditEntry {
  Timestamp: string;
  Product: string;
  ResourceType: string;
  ResourceId: string;
  ResourceOwner: string;
  Action: string;
  ActorId: string;
  ActorType: string;
  Diff: string;
}

export type AuditOrder = 'Ascending' | 'Descending';

/** How many entries of each source a reader has consumed, counted from its end of the day. */
export interface AuditCursor {
  explicit: number;
  generated: number;
}

export interface AuditFilters {
  Product: readonly string[];
  ResourceType: readonly string[];
  ResourceId: readonly string[];
  ActorId: readonly string[];
}

const DAY_MS = 86_400_000;

// The products and their resources line up so that filters on one narrow the others plausibly.
const PRODUCTS = [
  { Product: 'DNS', ResourceType: 'DnsZone', ResourceId: '1001' },
  { Product: 'CDN', ResourceType: 'PullZone', ResourceId: '3001' },
  { Product: 'Compute', ResourceType: 'Script', ResourceId: '2001' },
  { Product: 'Storage', ResourceType: 'StorageZone', ResourceId: '4001' },
  { Product: 'Stream', ResourceType: 'VideoLibrary', ResourceId: '5001' },
  { Product: 'Shield', ResourceType: 'ShieldZone', ResourceId: '8001' },
  { Product: 'MagicContainers', ResourceType: 'Application', ResourceId: 'app-demo-01' },
] as const;
const ACTIONS = ['Create', 'Update', 'Update', 'Delete'] as const;
const ACTORS = [
  { ActorId: 'user-1001', ActorType: 'User' },
  { ActorId: 'user-1002', ActorType: 'User' },
  { ActorId: 'apikey-77', ActorType: 'ApiKey' },
] as const;

/**
 * The i-th of `count` entries of a day, spread evenly over it. Pure, so that a day of 100,000
 * entries costs one function instead of 100,000 objects; cheap, because a filtered read
 * builds every entry of the day.
 */
function defaultAuditEntry(date: string, i: number, count: number): AuditEntry {
  const product = PRODUCTS[i % PRODUCTS.length] ?? PRODUCTS[0];
  const actor = ACTORS[i % ACTORS.length] ?? ACTORS[0];
  return {
    Timestamp: spreadTimestamp(date, i, count),
    Product: product.Product,
    ResourceType: product.ResourceType,
    ResourceId: product.ResourceId,
    ResourceOwner: 'account-42',
    Action: ACTIONS[i % ACTIONS.length] ?? 'Update',
    ActorId: actor.ActorId,
    ActorType: actor.ActorType,
    Diff: `{"Field":"Revision","Old":${i},"New":${i + 1}}`,
  };
}

/** Same text as Date#toISOString, built by hand: that call was most of the cost of a page. */
function spreadTimestamp(date: string, i: number, count: number): string {
  const ms = Math.floor((i * DAY_MS) / Math.max(count, 1));
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(Math.floor(ms / 1000) % 60)}`;
  return `${date}T${time}.${String(ms % 1000).padStart(3, '0')}Z`;
}

/** ISO strings of one format compare in time order, which the merge below relies on. */
function normaliseTimestamp(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/**
 * One day of the audit log: entries added one by one (kept sorted) plus at most one generated
 * block that exists only as a function. Reading merges both in time order.
 */
export class AuditDay {
  readonly date: string;
  readonly explicit: AuditEntry[] = [];
  generated: { count: number; make: (i: number) => AuditEntry } | null = null;

  constructor(date: string) {
    this.date = date;
  }

  get size(): number {
    return this.explicit.length + (this.generated?.count ?? 0);
  }

  add(entries: ReadonlyArray<Partial<AuditEntry>>): AuditEntry[] {
    const added = entries.map((partial, i) => ({
      ...defaultAuditEntry(this.date, this.explicit.length + i, 24),
      ...partial,
      Timestamp: normaliseTimestamp(partial.Timestamp ?? `${this.date}T12:00:00.000Z`),
    }));
    this.explicit.push(...added);
    // Stable sort: entries with equal times keep the order they were added in.
    this.explicit.sort((a, b) => (a.Timestamp < b.Timestamp ? -1 : a.Timestamp > b.Timestamp ? 1 : 0));
    return added;
  }

  generate(count: number, make?: (i: number) => Partial<AuditEntry>): void {
    const date = this.date;
    this.generated = {
      count,
      make: make
        ? (i) => {
            const entry = defaultAuditEntry(date, i, count);
            // Timestamp stays as generated: the merge needs these entries in time order.
            return { ...entry, ...make(i), Timestamp: entry.Timestamp };
          }
        : (i) => defaultAuditEntry(date, i, count),
    };
  }

  /** Entries in the given order from the cursor on, each with the cursor that follows it. */
  *scan(order: AuditOrder, from: AuditCursor): Generator<{ entry: AuditEntry; next: AuditCursor }> {
    const explicitCount = this.explicit.length;
    const generatedCount = this.generated?.count ?? 0;
    const ascending = order === 'Ascending';
    const explicitAt = (n: number): AuditEntry | undefined =>
      n < explicitCount ? this.explicit[ascending ? n : explicitCount - 1 - n] : undefined;
    const generatedAt = (n: number): AuditEntry | undefined =>
      n < generatedCount && this.generated ? this.generated.make(ascending ? n : generatedCount - 1 - n) : undefined;

    let { explicit: e, generated: g } = from;
    let nextExplicit = explicitAt(e);
    let nextGenerated = generatedAt(g);
    while (nextExplicit !== undefined || nextGenerated !== undefined) {
      const takeExplicit =
        nextGenerated === undefined ||
        (nextExplicit !== undefined &&
          (ascending ? nextExplicit.Timestamp <= nextGenerated.Timestamp : nextExplicit.Timestamp >= nextGenerated.Timestamp));
      if (takeExplicit && nextExplicit !== undefined) {
        e += 1;
        yield { entry: nextExplicit, next: { explicit: e, generated: g } };
        nextExplicit = explicitAt(e);
      } else if (nextGenerated !== undefined) {
        g += 1;
        yield { entry: nextGenerated, next: { explicit: e, generated: g } };
        nextGenerated = generatedAt(g);
      }
    }
  }

  isValidCursor(cursor: AuditCursor): boolean {
    return cursor.explicit <= this.explicit.length && cursor.generated <= (this.generated?.count ?? 0);
  }
}

export interface AuditPage {
  logs: AuditEntry[];
  hasMore: boolean;
  next: AuditCursor;
}

export function readAuditPage(day: AuditDay, order: AuditOrder, from: AuditCursor, limit: number, filters: AuditFilters): AuditPage {
  const keep = entryFilter(filters);
  const logs: AuditEntry[] = [];
  let next = from;
  for (const item of day.scan(order, from)) {
    if (!keep(item.entry)) continue;
    if (logs.length === limit) return { logs, hasMore: true, next };
    logs.push(item.entry);
    next = item.next;
  }
  // Nothing matched after the last entry: the cursor may as well stand at the end of the day.
  return { logs, hasMore: false, next };
}

function entryFilter(filters: AuditFilters): (entry: AuditEntry) => boolean {
  const checks = (Object.keys(filters) as Array<keyof AuditFilters>)
    .filter((key) => filters[key].length > 0)
    .map((key) => {
      const allowed = new Set(filters[key]);
      return (entry: AuditEntry) => allowed.has(entry[key]);
    });
  return (entry) => checks.every((check) => check(entry));
}

interface TokenBody {
  v: 1;
  d: string;
  o: 'A' | 'D';
  e: number;
  g: number;
}

/** Opaque to clients; bound to its day and order so that a token cannot be replayed elsewhere. */
export function encodeAuditToken(date: string, order: AuditOrder, cursor: AuditCursor): string {
  const body: TokenBody = { v: 1, d: date, o: order === 'Ascending' ? 'A' : 'D', e: cursor.explicit, g: cursor.generated };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodeAuditToken(token: string, date: string, order: AuditOrder): AuditCursor | null {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const t = body as Partial<TokenBody>;
  const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  if (t.v !== 1 || t.d !== date || t.o !== (order === 'Ascending' ? 'A' : 'D')) return null;
  if (!isCount(t.e) || !isCount(t.g)) return null;
  return { explicit: t.e, generated: t.g };
}

export function todayUtc(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The account's audit log, a day at a time. Its "today" is the wall clock's, not the emulator's
 * clock: a test that runs the emulator on a FakeClock (at 1970) still finds today's seeded day.
 */
export class AuditLog implements ProductState {
  days = new Map<string, AuditDay>();
  /** The day seeded as "today"; a later day is seeded on first read (see day). */
  seededToday = '';
  /**
   * How a page's JSON is written, which the facts do not say: `dotnet` (the default, the harsher
   * reading: the API is .NET, whose default encoder escapes `"` in a string as \u0022, `+` as
   * \u002B, so an entry's text is longer than JSON.stringify's of it) or `plain` (JSON.stringify's).
   */
  encoding: 'dotnet' | 'plain' = 'dotnet';

  constructor() {
    this.reseed();
  }

  reseed(): void {
    this.encoding = 'dotnet';
    this.days = new Map();
    this.generate(SEED.auditFixedDate, SEED.auditFixedCount);
    this.seededToday = todayUtc();
    this.generate(this.seededToday, SEED.auditTodayCount);
  }

  /** The day's log, seeding today's on first read when the emulator has outlived a midnight. */
  day(date: string): AuditDay | undefined {
    if (!this.days.has(date) && date === todayUtc() && date !== this.seededToday) {
      this.seededToday = date;
      this.generate(date, SEED.auditTodayCount);
    }
    return this.days.get(date);
  }

  #dayForWrite(date: string): AuditDay {
    let day = this.days.get(date);
    if (!day) {
      day = new AuditDay(date);
      this.days.set(date, day);
    }
    return day;
  }

  add(date: string, entries: ReadonlyArray<Partial<AuditEntry>>): AuditEntry[] {
    return this.#dayForWrite(date).add(entries);
  }

  /**
   * Gives `date` `count` more entries spread over the day, built on demand from their index
   * (100,000 cost nothing until read). Replaces an earlier generated block of that day.
   */
  generate(date: string, count: number, make?: (i: number) => Partial<AuditEntry>): void {
    this.#dayForWrite(date).generate(count, make);
  }

  entryCount(date: string): number {
    return this.day(date)?.size ?? 0;
  }

  summary(): Record<string, unknown> {
    return { auditDays: Object.fromEntries([...this.days].map(([date, day]) => [date, day.size])) };
  }
}
