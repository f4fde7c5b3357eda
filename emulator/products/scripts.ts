import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../src/api/clock.ts';
import { SEED, SEED_RELEASE, SEED_RELEASE_HISTORY, SEED_SCRIPT_LINKS } from '../seed.ts';
import type { StoredSecret } from './secrets.ts';

/*
 * Edge Scripts: the saved code, the releases, which one is live, and how the next publish goes.
 * The release counter belongs to this emulator's scripts: two emulators (and the reset of one)
 * never share it.
 */

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
  /** Ids of the pull zones (purge.ts) the script is linked to. */
  linkedPullZones: number[];
  nextPublish: PublishPlan | null;
  /** What POST publish/{uuid} does: make that release live again, or live a copy of it under a new Uuid. */
  republish: 'reactivate' | 'copy';
}

function isoNow(): string {
  return new Date().toISOString();
}

export class EdgeScripts {
  readonly #clock: () => Clock;
  scripts = new Map<number, Script>();
  nextReleaseId = SEED.activeReleaseId + 1;

  /** `clock`: the emulator's time for schedules, read when used (a test may move it). */
  constructor(clock: () => Clock) {
    this.#clock = clock;
    this.reseed();
  }

  reseed(): void {
    this.scripts = new Map();
    this.addScript(SEED.scriptWithRelease, 'preview-router');
    this.addScript(SEED.scriptWithoutRelease, 'image-resizer');
    const withRelease = this.#script(SEED.scriptWithRelease);
    withRelease.releases = SEED_RELEASE_HISTORY.map((release) => ({ ...release }));
    withRelease.activeRelease = { ...SEED_RELEASE };
    withRelease.releases.push(withRelease.activeRelease);
    withRelease.currentReleaseId = SEED_RELEASE.Id;
    withRelease.code = SEED_RELEASE.Code;
    withRelease.linkedPullZones = [...SEED_SCRIPT_LINKS];
    this.nextReleaseId = SEED.activeReleaseId + 1;
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
      activateAt: 'afterMs' in when ? this.#clock().now() + when.afterMs : null,
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
      const due = (pending.activateAt !== null && this.#clock().now() >= pending.activateAt) || pending.readsLeft === 0;
      if (due) {
        this.#activate(script, pending.release);
        script.pendingRelease = null;
      } else if (pending.readsLeft !== null) {
        pending.readsLeft -= 1;
      }
    }
    return script.activeRelease;
  }

  summary(): unknown {
    return [...this.scripts.values()].map((s) => ({
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
    }));
  }
}
