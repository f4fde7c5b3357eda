import { randomBytes, randomUUID } from 'node:crypto';
import { AuditDay, type AuditEntry } from './audit-store.ts';
import type { Clock } from '../src/api/clock.ts';
import { PurgeLimits, type PurgeRecord } from './purge-limits.ts';
import { newPullZone, type PullZone } from './pull-zones/pull-zone.ts';
import { EdgeNetwork } from './pull-zones/edge.ts';
import { storageOrigin } from './pull-zones/storage-origin.ts';
import { StorageState } from './storage/storage-state.ts';
import { createApp, resetContainerIds, type ContainerApp } from './container-apps.ts';
import {
  FIRST_NEW_DNS_RECORD_ID,
  FIRST_NEW_SECRET_ID,
  SEED,
  SEED_DNS_RECORDS,
  SEED_RELEASE,
  SEED_RELEASE_HISTORY,
  SEED_PULL_ZONES,
  SEED_STORAGE_ZONES,
  SEED_SCRIPT_LINKS,
  SEED_SEARCH_ITEMS,
  SEED_SECRETS,
  seedAppConfig,
  seedEdgeAppConfig,
  seedShieldZones,
} from './seed.ts';

export type { AuditEntry } from './audit-store.ts';
export type { ContainerApp } from './container-apps.ts';

interface GeoDnsLocation {
  CountryCode: string | null;
  Country: string | null;
  ASN: number;
  OrganizationName: string | null;
  City: string | null;
}

export interface DnsRecordModel {
  Id: number;
  Type: number;
  Ttl: number;
  Value: string | null;
  Name: string | null;
  Weight: number;
  Priority: number;
  Port: number;
  Flags: number;
  Tag: string | null;
  Accelerated: boolean;
  AcceleratedPullZoneId: number;
  LinkName: string | null;
  IPGeoLocationInfo: GeoDnsLocation | null;
  GeolocationInfo: { Country: string | null; City: string | null; Latitude: number; Longitude: number } | null;
  MonitorStatus: number;
  MonitorType: number;
  GeolocationLatitude: number;
  GeolocationLongitude: number;
  EnviromentalVariables: Array<{ Name: string | null; Value: string | null }> | null;
  LatencyZone: string | null;
  SmartRoutingType: number;
  Disabled: boolean;
  Comment: string | null;
  AutoSslIssuance: boolean;
  AccelerationStatus: number;
}

export interface DnsZone {
  Id: number;
  Domain: string;
  Records: DnsRecordModel[];
}

export interface StoredSecret {
  Id: number;
  Name: string;
  /** The write-only value, kept so tests can check what a client sent. */
  Value: string;
  LastModified: string;
  /** How many times it was written (created counts as one). */
  writes: number;
}

export interface ScriptRelease {
  Id: number;
  Deleted: boolean;
  Code: string;
  Uuid: string;
  Note: string;
  Author: string;
  AuthorEmail: string;
  /** Null when published with an API key: only the platform's GitHub integration fills it. */
  CommitSha: string | null;
  Status: number;
  DateReleased: string;
  DatePublished: string;
}

/** A release waiting to go live: at a time, or after the active release was read some more times. */
export type ReleaseSchedule = { afterMs: number } | { afterRequests: number };

interface PendingRelease {
  release: ScriptRelease;
  activateAt: number | null;
  readsLeft: number | null;
}

/**
 * How the next publish (plain or by uuid) goes: live after `reads` reads of the active release
 * (0: at once), never live, or superseded by another release that goes live instead.
 * Used once, then publishes go live at once again.
 */
interface PublishPlan {
  mode: 'live' | 'never' | 'superseded';
  reads: number;
}

export interface Script {
  Id: number;
  Name: string;
  /** Keyed by Name: the upsert matches on it. */
  secrets: Map<string, StoredSecret>;
  activeRelease: ScriptRelease | null;
  pendingRelease: PendingRelease | null;
  activeReleaseReads: number;
  /** The saved code (the draft): a publish makes a release of it. */
  code: string;
  /** Every release, oldest first, the active one included. */
  releases: ScriptRelease[];
  /** 0 until the script's first publish: the platform then runs the saved code. */
  currentReleaseId: number;
  /** Ids of state.pullZones the script is linked to. */
  linkedPullZones: number[];
  nextPublish: PublishPlan | null;
  /** What POST publish/{uuid} does: make that release live again, or live a copy of it under a new Uuid. */
  republish: 'reactivate' | 'copy';
}

export interface ShieldZoneEntry {
  pullZoneId: number;
  /** How many more reads answer 202 (not ready) before the zone is returned. */
  acceptsLeft: number;
  /** When set, every read answers 202 with this error body, as Shield does when it refuses. */
  acceptedError?: { errorKey: string; message: string } | undefined;
  zone: Record<string, unknown>;
}

export interface SearchItem {
  Type: string;
  Id: number;
  Name: string;
}

export interface RuleWrite {
  pullZoneId: number;
  kind: 'add' | 'update' | 'delete' | 'add-hostname' | 'remove-hostname';
  guid: string | null;
  description: string | null;
  concurrent: boolean;
}

export const EMULATOR_SYSTEM_CLOCK: Clock = {
  date: () => new Date(),
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

export function todayUtc(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

function isoNow(): string {
  return new Date().toISOString();
}

/**
 * The platform's data. Plain maps and arrays so tests can look and poke; the methods are the
 * changes that need more than one field kept consistent.
 */
export class EmulatorState {
  /**
   * The platform's time for schedules and limits: the action's own Clock, so a test that runs a
   * step on a FakeClock can run the emulator on the same one and no wait sleeps for real.
   */
  clock: Clock = EMULATOR_SYSTEM_CLOCK;
  dnsZones = new Map<number, DnsZone>();
  scripts = new Map<number, Script>();
  apps = new Map<string, ContainerApp>();
  /** Keyed by pull zone id, the key of the only shield endpoint. */
  shieldZones = new Map<number, ShieldZoneEntry>();
  auditDays = new Map<string, AuditDay>();
  searchItems: SearchItem[] = [];
  pullZones = new Map<number, PullZone>();
  /** The CDN edge that serves the pull zones' hostnames (see pull-zones/edge.ts). */
  edge = new EdgeNetwork(() => this.clock.now());
  /** Reads of GET /pullzone/{id}. */
  pullZoneReads = 0;
  /** Every write to a zone's rules or hostnames, in order; `concurrent`: it overlapped another on the same zone. */
  ruleWrites: RuleWrite[] = [];
  /** addOrUpdate with a Guid the zone does not hold: 404 (`fail`, the harsher reading) or a new rule (`create`). */
  edgeRuleOptions: { unknownGuid: 'fail' | 'create' } = { unknownGuid: 'fail' };
  /** Tag-to-digest reads served (POST /mc/registries/digest). */
  digestReads = 0;
  /** Every purge carried out, in order; a purge answered 429 is not one. */
  purges: PurgeRecord[] = [];
  purgeLimits = new PurgeLimits(() => this.clock.now());
  /** Edge Storage: zones, files, replicas and the edge cache a purge empties (emulator/storage/). */
  storage = new StorageState(EMULATOR_SYSTEM_CLOCK, SEED_STORAGE_ZONES);
  /** What a successful purge answers: the spec's 204, or the 200 the real API has been seen sending. */
  purgeAnswer: 200 | 204 = 204;
  /** How many times a script's secret list was read (GET /compute/script/{id}/secrets). */
  secretListReads = 0;
  /** Every secret deleted, in order, so tests can assert what a prune removed (and that it removed nothing). */
  deletedSecrets: Array<{ scriptId: number; Id: number; Name: string }> = [];
  nextDnsRecordId = FIRST_NEW_DNS_RECORD_ID;
  nextSecretId = FIRST_NEW_SECRET_ID;
  nextReleaseId = SEED.activeReleaseId + 1;
  /** The day seeded as "today"; a later day is seeded on first read (see auditDay). */
  seededToday = '';

  constructor() {
    this.reseed();
  }

  /** Moves schedules and limits to `clock`; the purge buckets start full on it. */
  useClock(clock: Clock): void {
    this.clock = clock;
    this.purgeLimits = new PurgeLimits(() => this.clock.now());
    this.storage.clock = clock;
  }

  reseed(): void {
    this.dnsZones = new Map([
      [SEED.dnsZoneId, { Id: SEED.dnsZoneId, Domain: SEED.dnsZoneDomain, Records: SEED_DNS_RECORDS.map((r) => dnsRecord(r)) }],
      [SEED.emptyDnsZoneId, { Id: SEED.emptyDnsZoneId, Domain: 'example.org', Records: [] }],
    ]);
    this.nextDnsRecordId = FIRST_NEW_DNS_RECORD_ID;

    this.scripts = new Map();
    this.addScript(SEED.scriptWithRelease, 'preview-router');
    this.addScript(SEED.scriptWithoutRelease, 'image-resizer');
    const withRelease = this.#script(SEED.scriptWithRelease);
    for (const s of SEED_SECRETS) withRelease.secrets.set(s.Name, { ...s, writes: 1 });
    withRelease.releases = SEED_RELEASE_HISTORY.map((release) => ({ ...release }));
    withRelease.activeRelease = { ...SEED_RELEASE };
    withRelease.releases.push(withRelease.activeRelease);
    withRelease.currentReleaseId = SEED_RELEASE.Id;
    withRelease.code = SEED_RELEASE.Code;
    withRelease.linkedPullZones = [...SEED_SCRIPT_LINKS];
    this.nextSecretId = FIRST_NEW_SECRET_ID;
    this.nextReleaseId = SEED.activeReleaseId + 1;

    resetContainerIds();
    this.apps = new Map([[SEED.appId, createApp(SEED.appId, seedAppConfig())]]);
    this.apps.set(SEED.edgeAppId, createApp(SEED.edgeAppId, seedEdgeAppConfig()));

    this.shieldZones = new Map(
      seedShieldZones().map((s) => [s.pullZoneId, { pullZoneId: s.pullZoneId, acceptsLeft: s.accepts, zone: s.zone }]),
    );

    this.auditDays = new Map();
    this.generateAuditEntries(SEED.auditFixedDate, SEED.auditFixedCount);
    this.seededToday = todayUtc();
    this.generateAuditEntries(this.seededToday, SEED.auditTodayCount);

    this.searchItems = SEED_SEARCH_ITEMS.map((item) => ({ ...item }));

    this.digestReads = 0;
    this.pullZones = new Map(SEED_PULL_ZONES.map((zone) => [zone.Id, newPullZone(zone)]));
    this.edge.clear();
    for (const zone of this.pullZones.values()) this.edge.zoneChanged(zone, true);
    this.pullZoneReads = 0;
    this.ruleWrites = [];
    this.edgeRuleOptions = { unknownGuid: 'fail' };
    this.purges = [];
    this.purgeLimits = new PurgeLimits(() => this.clock.now());
    this.purgeAnswer = 204;
    this.secretListReads = 0;
    this.deletedSecrets = [];
    this.storage.clock = this.clock;
    this.storage.reseed();
    this.edge.storage = storageOrigin(this.storage);
  }

  addScript(id: number, name = `script-${id}`): Script {
    const script: Script = {
      Id: id,
      Name: name,
      secrets: new Map(),
      activeRelease: null,
      pendingRelease: null,
      activeReleaseReads: 0,
      code: "export default { fetch: () => new Response('saved, never published') };\n",
      releases: [],
      currentReleaseId: 0,
      linkedPullZones: [],
      nextPublish: null,
      republish: 'reactivate',
    };
    this.scripts.set(id, script);
    return script;
  }

  #script(id: number): Script {
    const script = this.scripts.get(id);
    if (!script) throw new Error(`emulator: no script ${id} (add it with addScript)`);
    return script;
  }

  /** Fills what the caller left out (Id, Uuid, a random CommitSha, dates) the way the platform would. */
  completeRelease(partial: Partial<ScriptRelease>): ScriptRelease {
    const now = isoNow();
    const release: ScriptRelease = {
      Id: partial.Id ?? this.nextReleaseId,
      Deleted: false,
      Code: 'export default { fetch: () => new Response("ok") };\n',
      Uuid: randomUUID(),
      Note: '',
      Author: 'Emulator',
      AuthorEmail: 'emulator@example.com',
      CommitSha: randomBytes(20).toString('hex'),
      Status: 1,
      DateReleased: now,
      DatePublished: now,
      ...partial,
    };
    this.nextReleaseId = Math.max(this.nextReleaseId, release.Id + 1);
    return release;
  }

  /** Makes `release` the active one at once (null: the script has none, so the endpoint answers 404). */
  setActiveRelease(scriptId: number, release: Partial<ScriptRelease> | null): ScriptRelease | null {
    const script = this.#script(scriptId);
    script.pendingRelease = null;
    if (release === null) script.activeRelease = null;
    else this.#activate(script, this.completeRelease(release));
    return script.activeRelease;
  }

  /** `release` goes live: listed, Status 1, every other release archived (Status 0). */
  #activate(script: Script, release: ScriptRelease): void {
    for (const other of script.releases) other.Status = 0;
    release.Status = 1;
    if (!script.releases.includes(release)) script.releases.push(release);
    script.activeRelease = release;
    script.currentReleaseId = release.Id;
  }

  /** A release the platform makes from a publish with an API key: no CommitSha, a short Uuid. */
  #newRelease(code: string, note: string | null): ScriptRelease {
    return this.completeRelease({
      Code: code,
      Note: note ?? '',
      Uuid: randomBytes(6).toString('hex'),
      Author: 'API',
      AuthorEmail: 'api@example.com',
      CommitSha: null,
      Status: 0,
    });
  }

  /** Saves the draft code; false when there is no such script. */
  saveCode(scriptId: number, code: string): boolean {
    const script = this.scripts.get(scriptId);
    if (!script) return false;
    script.code = code;
    return true;
  }

  /** Makes a release of `release`'s code live as the next publish plan says; returns what was published. */
  #goLive(script: Script, release: ScriptRelease): ScriptRelease {
    const plan = script.nextPublish ?? { mode: 'live', reads: 0 };
    script.nextPublish = null;
    // The latest publish wins: one still on its way never goes live.
    script.pendingRelease = null;
    if (!script.releases.includes(release)) script.releases.push(release);
    if (plan.mode === 'never') return release;
    const live = plan.mode === 'superseded' ? this.#newRelease('// another deploy\n', 'Published from another pipeline') : release;
    if (plan.mode === 'superseded') script.releases.push(live);
    if (plan.reads === 0) this.#activate(script, live);
    else script.pendingRelease = { release: live, activateAt: null, readsLeft: plan.reads - 1 };
    return release;
  }

  /** POST publish: a new release of the saved code. Undefined when there is no such script. */
  publish(scriptId: number, note: string | null): ScriptRelease | undefined {
    const script = this.scripts.get(scriptId);
    if (!script) return undefined;
    return this.#goLive(script, this.#newRelease(script.code, note));
  }

  /** POST publish/{uuid}: that release again (or a copy of it); the draft keeps its code. */
  republish(scriptId: number, uuid: string, note: string | null): ScriptRelease | undefined {
    const script = this.scripts.get(scriptId);
    const target = script?.releases.find((release) => release.Uuid === uuid && !release.Deleted);
    if (!script || !target) return undefined;
    if (script.republish === 'reactivate') {
      target.DatePublished = isoNow();
      return this.#goLive(script, target);
    }
    return this.#goLive(script, this.#newRelease(target.Code, note));
  }

  /** Adds `count` archived releases (oldest first, before the active one in the list), each with `codeBytes` of code. */
  addReleases(scriptId: number, count: number, codeBytes = 64): ScriptRelease[] {
    const script = this.#script(scriptId);
    const added = Array.from({ length: count }, (_, i) => {
      const head = `// release ${this.nextReleaseId} (${i + 1} of ${count})\n`;
      const release = this.#newRelease(head + 'x'.repeat(Math.max(0, codeBytes - head.length)), `Older release ${i + 1}`);
      release.Status = 0;
      return release;
    });
    script.releases.unshift(...added);
    return added;
  }

  /**
   * Makes `release` active later: `afterMs` from now, or `afterRequests` reads of the
   * active-release endpoint from now (those reads still see the old state; the next one sees it).
   * Checked when the release is read, so no timer outlives the emulator.
   */
  scheduleActiveRelease(scriptId: number, release: Partial<ScriptRelease>, when: ReleaseSchedule): ScriptRelease {
    const script = this.#script(scriptId);
    const complete = this.completeRelease(release);
    script.pendingRelease = {
      release: complete,
      activateAt: 'afterMs' in when ? this.clock.now() + when.afterMs : null,
      readsLeft: 'afterRequests' in when ? when.afterRequests : null,
    };
    return complete;
  }

  /** What the active-release endpoint sees; counts as one read for a schedule. */
  readActiveRelease(scriptId: number): ScriptRelease | null {
    const script = this.scripts.get(scriptId);
    if (!script) return null;
    script.activeReleaseReads += 1;
    const pending = script.pendingRelease;
    if (pending) {
      const due = (pending.activateAt !== null && this.clock.now() >= pending.activateAt) || pending.readsLeft === 0;
      if (due) {
        this.#activate(script, pending.release);
        script.pendingRelease = null;
      } else if (pending.readsLeft !== null) {
        pending.readsLeft -= 1;
      }
    }
    return script.activeRelease;
  }

  /** Gives the script secrets of these names (values `value-of-NAME`), each with the next free id; existing names are left as they are. */
  addSecrets(scriptId: number, names: readonly string[]): StoredSecret[] {
    const script = this.#script(scriptId);
    const added: StoredSecret[] = [];
    for (const name of names) {
      if (script.secrets.has(name)) continue;
      const secret: StoredSecret = { Id: this.nextSecretId++, Name: name, Value: `value-of-${name}`, LastModified: isoNow(), writes: 1 };
      script.secrets.set(name, secret);
      added.push(secret);
    }
    return added;
  }

  secret(scriptId: number, name: string): StoredSecret | undefined {
    return this.scripts.get(scriptId)?.secrets.get(name);
  }

  dnsRecords(zoneId: number): DnsRecordModel[] {
    return this.dnsZones.get(zoneId)?.Records ?? [];
  }

  /** The day's log, seeding today's on first read when the emulator has outlived a midnight. */
  auditDay(date: string): AuditDay | undefined {
    if (!this.auditDays.has(date) && date === todayUtc() && date !== this.seededToday) {
      this.seededToday = date;
      this.generateAuditEntries(date, SEED.auditTodayCount);
    }
    return this.auditDays.get(date);
  }

  #auditDayForWrite(date: string): AuditDay {
    let day = this.auditDays.get(date);
    if (!day) {
      day = new AuditDay(date);
      this.auditDays.set(date, day);
    }
    return day;
  }

  addAuditEntries(date: string, entries: ReadonlyArray<Partial<AuditEntry>>): AuditEntry[] {
    return this.#auditDayForWrite(date).add(entries);
  }

  /**
   * Gives `date` `count` more entries spread over the day, built on demand from their index
   * (100,000 cost nothing until read). Replaces an earlier generated block of that day.
   */
  generateAuditEntries(date: string, count: number, make?: (i: number) => Partial<AuditEntry>): void {
    this.#auditDayForWrite(date).generate(count, make);
  }

  auditEntryCount(date: string): number {
    return this.auditDay(date)?.size ?? 0;
  }

  /** Adds search items; an item without Id gets the next free one. */
  addSearchItems(...items: Array<Omit<SearchItem, 'Id'> & { Id?: number | undefined }>): SearchItem[] {
    const added = items.map((item) => ({
      Type: item.Type,
      Name: item.Name,
      Id: item.Id ?? Math.max(90000, ...this.searchItems.map((s) => s.Id)) + 1,
    }));
    for (const item of added) this.searchItems.push(item);
    return added;
  }

  /** The shield zone of `pullZoneId` answers 202 this many more times before its 200. */
  setShieldZoneNotReady(pullZoneId: number, accepts: number): void {
    const entry = this.shieldZones.get(pullZoneId);
    if (!entry) throw new Error(`emulator: no shield zone for pull zone ${pullZoneId}`);
    entry.acceptsLeft = accepts;
  }

  /** The shield zone of `pullZoneId` answers 202 with `{error: {errorKey, message}}` until cleared (undefined). */
  setShieldZoneError(pullZoneId: number, error: { errorKey: string; message: string } | undefined): void {
    const entry = this.shieldZones.get(pullZoneId);
    if (!entry) throw new Error(`emulator: no shield zone for pull zone ${pullZoneId}`);
    entry.acceptedError = error;
  }

  summary(): Record<string, unknown> {
    return {
      dnsZones: [...this.dnsZones.values()].map((z) => ({ Id: z.Id, Domain: z.Domain, records: z.Records.length })),
      scripts: [...this.scripts.values()].map((s) => ({
        Id: s.Id,
        Name: s.Name,
        secrets: [...s.secrets.values()].map((x) => ({ Id: x.Id, Name: x.Name, LastModified: x.LastModified, writes: x.writes })),
        activeRelease: s.activeRelease && { Id: s.activeRelease.Id, CommitSha: s.activeRelease.CommitSha },
        pendingRelease: s.pendingRelease && {
          Id: s.pendingRelease.release.Id,
          CommitSha: s.pendingRelease.release.CommitSha,
          activateAt: s.pendingRelease.activateAt,
          readsLeft: s.pendingRelease.readsLeft,
        },
        activeReleaseReads: s.activeReleaseReads,
        codeLength: s.code.length,
        releases: s.releases.length,
        currentReleaseId: s.currentReleaseId,
        linkedPullZones: s.linkedPullZones,
        nextPublish: s.nextPublish,
      })),
      apps: [...this.apps.values()].map((a) => ({
        id: a.id,
        updates: a.updates,
        lastUpdated: a.lastUpdated,
        status: a.status,
        rollout: a.rollout,
        nextRollout: a.nextRollout,
        lastChanges: a.lastChanges,
      })),
      shieldZones: [...this.shieldZones.values()].map((s) => ({
        pullZoneId: s.pullZoneId,
        shieldZoneId: s.zone['shieldZoneId'],
        acceptsLeft: s.acceptsLeft,
      })),
      auditDays: Object.fromEntries([...this.auditDays].map(([date, day]) => [date, day.size])),
      searchItems: this.searchItems.length,
      secretListReads: this.secretListReads,
      deletedSecrets: this.deletedSecrets,
      purges: this.purges.length,
    };
  }
}

/** A full DnsRecordModel from the few fields the caller cares about. */
export function dnsRecord({ Id, ...fields }: Partial<DnsRecordModel> & { Id: number }): DnsRecordModel {
  const type = fields.Type ?? 0;
  const isAddress = type === 0 || type === 1;
  return {
    Id,
    Type: type,
    Ttl: 300,
    Value: null,
    Name: '',
    Weight: 0,
    Priority: 0,
    Port: 0,
    Flags: 0,
    Tag: null,
    Accelerated: false,
    AcceleratedPullZoneId: 0,
    LinkName: null,
    IPGeoLocationInfo: isAddress
      ? { CountryCode: 'DE', Country: 'Germany', ASN: 64500, OrganizationName: 'Example Hosting', City: 'Falkenstein' }
      : null,
    GeolocationInfo: { Country: null, City: null, Latitude: 0, Longitude: 0 },
    MonitorStatus: 0,
    MonitorType: 0,
    GeolocationLatitude: 0,
    GeolocationLongitude: 0,
    EnviromentalVariables: [],
    LatencyZone: null,
    SmartRoutingType: 0,
    Disabled: false,
    Comment: null,
    AutoSslIssuance: true,
    AccelerationStatus: 0,
    ...fields,
  };
}
