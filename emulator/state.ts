import type { Clock } from '../src/api/clock.ts';
import { cdnPullZoneIds, ContainerApps, type ContainerApp } from './apps/state.ts';
import { PullZones, type EdgeRuleOptions, type PullZone, type PurgeLimits, type PurgeRecord, type RuleWrite } from './purge/state.ts';
import type { EdgeNetwork } from './pull-zones/edge.ts';
import { storageOrigin } from './pull-zones/storage-origin.ts';
import { newPullZone } from './pull-zones/pull-zone.ts';
import { StorageState } from './storage/state.ts';
import { SEED_STORAGE_ZONES } from './seed.ts';
import { EdgeScripts, type ReleaseSchedule, type Script, type ScriptRelease } from './scripts/state.ts';
import { ScriptSecrets, type StoredSecret } from './secrets/state.ts';
import { ScriptVariables } from './variables/state.ts';
import { scriptOrigin } from './scripts/runtime.ts';

export const EMULATOR_SYSTEM_CLOCK: Clock = {
  date: () => new Date(),
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/** What a product's state is to the emulator as a whole: it goes back to its seed, and says what it holds. */
export interface ProductState {
  reseed(): void;
  /** Its members of `GET /state` (the control API's summary). */
  summary(): Record<string, unknown>;
}

/**
 * A product's state (emulator/<product>/state.ts), made with the emulator's clock and seeded
 * when made; products.ts lists each, and `state.part(Kind)` gives the emulator's one.
 */
export type ProductStateClass<Part extends ProductState = ProductState> = new (clock: () => Clock) => Part;

/**
 * The platform's data, one part per product (emulator/<product>/state.ts), each with its own
 * counters: nothing lives in a module, so two emulators in one process, and the reset of one,
 * never hand out the same id twice. Which way a product goes:
 *
 * - Its state stands alone (no other product's state reads it, and it reads no other's): it is a
 *   part, a `ProductState` listed in products.ts's `PRODUCT_STATES`, made, reseeded and summarised
 *   here without being named, and reached by `part(Kind)` (DNS, the audit log, search, Shield).
 *   A new product goes this way unless it must reach into another's state.
 * - Its state and another's reach into each other: both are members below, wired together here,
 *   with the flat names tests and routes use (Edge Scripts with their secrets and variables, which
 *   read the script's; Magic Containers, pull zones and Edge Storage, where an application's CDN
 *   endpoints are pull zones and a pull zone's origin is a storage zone).
 *
 * A route may read any product's state through `ctx.state` (a DNS Script record names its
 * script): that does not make the states reach into each other.
 */
export class EmulatorState {
  /**
   * The platform's time for schedules and limits: the action's own Clock, so a test that runs a
   * step on a FakeClock can run the emulator on the same one and no wait sleeps for real.
   */
  clock: Clock = EMULATOR_SYSTEM_CLOCK;
  readonly edgeScripts = new EdgeScripts(() => this.clock);
  readonly secrets = new ScriptSecrets((scriptId) => this.edgeScripts.scripts.get(scriptId)?.secrets);
  readonly variables = new ScriptVariables(
    (scriptId) => this.edgeScripts.scripts.get(scriptId)?.variables,
    () => this.clock.now(),
  );
  readonly containers = new ContainerApps();
  readonly cdn = new PullZones(() => this.clock.now());
  /** Edge Storage: zones, files, replicas and the edge cache a purge empties (emulator/storage/). */
  readonly storage = new StorageState(EMULATOR_SYSTEM_CLOCK, SEED_STORAGE_ZONES);

  /** The states of products.ts's list, one of each. */
  readonly #parts = new Map<ProductStateClass, ProductState>();

  constructor(parts: readonly ProductStateClass[] = []) {
    for (const Kind of parts) this.#parts.set(Kind, new Kind(() => this.clock));
    this.secrets.reseed();
    this.variables.reseed();
    this.cdn.edge.storage = storageOrigin(this.storage);
    this.cdn.edge.scripts = scriptOrigin(() => this.edgeScripts.scripts.values(), this.variables);
    this.addAppPullZones();
  }

  /** The emulator's state of the product whose state class is `Kind` (listed in products.ts). */
  part<Part extends ProductState>(Kind: ProductStateClass<Part>): Part {
    const part = this.#parts.get(Kind);
    if (!part) throw new Error(`emulator: ${Kind.name} is not in the product states of emulator/products.ts`);
    return part as Part;
  }

  /** Moves schedules and limits to `clock`; the purge buckets start full on it. */
  useClock(clock: Clock): void {
    this.clock = clock;
    this.cdn.restartLimits();
    this.storage.clock = clock;
  }

  reseed(): void {
    this.edgeScripts.reseed();
    this.secrets.reseed();
    this.variables.reseed();
    this.containers.reseed();
    for (const part of this.#parts.values()) part.reseed();
    this.cdn.reseed();
    this.storage.clock = this.clock;
    this.storage.reseed();
    this.addAppPullZones();
  }

  /** The platform makes a pull zone for every CDN endpoint of an application: they can be purged like any other. */
  addAppPullZones(): void {
    for (const app of this.containers.apps.values()) {
      for (const id of cdnPullZoneIds(app)) {
        if (!this.cdn.zones.has(id))
          this.cdn.zones.set(id, newPullZone({ Id: id, Name: `mc-${app.id}-${id}`, Hostname: `${app.id}.b-cdn.net` }));
      }
    }
  }

  // Edge Scripts
  get scripts(): Map<number, Script> {
    return this.edgeScripts.scripts;
  }
  addScript(id: number, name?: string): Script {
    return this.edgeScripts.addScript(id, name);
  }
  setActiveRelease(scriptId: number, release: Partial<ScriptRelease> | null): ScriptRelease | null {
    return this.edgeScripts.setActiveRelease(scriptId, release);
  }
  saveCode(scriptId: number, code: string): boolean {
    return this.edgeScripts.saveCode(scriptId, code);
  }
  publish(scriptId: number, note: string | null): ScriptRelease | undefined {
    return this.edgeScripts.publish(scriptId, note);
  }
  republish(scriptId: number, uuid: string, note: string | null): ScriptRelease | undefined {
    return this.edgeScripts.republish(scriptId, uuid, note);
  }
  addReleases(scriptId: number, count: number, codeBytes?: number): ScriptRelease[] {
    return this.edgeScripts.addReleases(scriptId, count, codeBytes);
  }
  scheduleActiveRelease(scriptId: number, release: Partial<ScriptRelease>, when: ReleaseSchedule): ScriptRelease {
    return this.edgeScripts.scheduleActiveRelease(scriptId, release, when);
  }
  readActiveRelease(scriptId: number): ScriptRelease | null {
    return this.edgeScripts.readActiveRelease(scriptId);
  }

  // Script secrets
  get nextSecretId(): number {
    return this.secrets.nextId;
  }
  set nextSecretId(id: number) {
    this.secrets.nextId = id;
  }
  get secretListReads(): number {
    return this.secrets.listReads;
  }
  set secretListReads(reads: number) {
    this.secrets.listReads = reads;
  }
  get deletedSecrets(): Array<{ scriptId: number; Id: number; Name: string }> {
    return this.secrets.deleted;
  }
  addSecrets(scriptId: number, names: readonly string[]): StoredSecret[] {
    return this.secrets.add(scriptId, names);
  }
  secret(scriptId: number, name: string): StoredSecret | undefined {
    return this.secrets.get(scriptId, name);
  }

  // Magic Containers
  get apps(): Map<string, ContainerApp> {
    return this.containers.apps;
  }
  get digestReads(): number {
    return this.containers.digestReads;
  }
  set digestReads(reads: number) {
    this.containers.digestReads = reads;
  }

  // Pull zones and purges
  get pullZones(): Map<number, PullZone> {
    return this.cdn.zones;
  }
  get purges(): PurgeRecord[] {
    return this.cdn.purges;
  }
  get purgeLimits(): PurgeLimits {
    return this.cdn.limits;
  }
  set purgeLimits(limits: PurgeLimits) {
    this.cdn.limits = limits;
  }
  get purgeAnswer(): 200 | 204 {
    return this.cdn.purgeAnswer;
  }
  set purgeAnswer(status: 200 | 204) {
    this.cdn.purgeAnswer = status;
  }
  get purgeRetryAfter(): boolean {
    return this.cdn.purgeRetryAfter;
  }
  set purgeRetryAfter(send: boolean) {
    this.cdn.purgeRetryAfter = send;
  }
  get purgeExactPath(): 'zone-setting' | 'always' {
    return this.cdn.purgeExactPath;
  }
  set purgeExactPath(when: 'zone-setting' | 'always') {
    this.cdn.purgeExactPath = when;
  }
  /** The CDN edge: rules applied after their propagation delay, answers cached until a purge. */
  get edge(): EdgeNetwork {
    return this.cdn.edge;
  }
  get pullZoneReads(): number {
    return this.cdn.reads;
  }
  set pullZoneReads(reads: number) {
    this.cdn.reads = reads;
  }
  get ruleWrites(): RuleWrite[] {
    return this.cdn.ruleWrites;
  }
  get edgeRuleOptions(): EdgeRuleOptions {
    return this.cdn.ruleOptions;
  }

  summary(): Record<string, unknown> {
    return {
      scripts: this.edgeScripts.summary(),
      apps: this.containers.summary(),
      secretListReads: this.secrets.listReads,
      deletedSecrets: this.secrets.deleted,
      variableWrites: this.variables.writes.length,
      deletedVariables: this.variables.deleted,
      purges: this.cdn.purges.length,
      ruleWrites: this.cdn.ruleWrites.length,
      storage: this.storage.summary(),
      ...Object.assign({}, ...[...this.#parts.values()].map((part) => part.summary())),
    };
  }
}
