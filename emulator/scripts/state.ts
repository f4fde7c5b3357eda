import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../src/api/clock.ts';
import { SEED, SEED_RELEASE, SEED_RELEASE_HISTORY, SEED_SCRIPT_LINKS } from '../seed.ts';
import type { StoredSecret } from '../secrets/state.ts';
import type { StoredVariable } from '../variables/state.ts';
import { OidcIssuer } from '../github/oidc.ts';

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
 * (0: at once), never live, superseded by another release that goes live instead, or raced:
 * another save of the code lands between the caller's save and its publish, so the release
 * carries the caller's note with the other code. Used once, then publishes go live at once again.
 */
interface PublishPlan {
  mode: 'live' | 'never' | 'superseded' | 'raced';
  reads: number;
  /** The note of the release that supersedes (`superseded`); null: none, as the platform's own deploy action publishes. */
  otherNote?: string | null;
}

export interface Script {
  Id: number;
  Name: string;
  /** Keyed by Name: the upsert matches on it. */
  secrets: Map<string, StoredSecret>;
  /** Keyed by Name: the upsert matches on it (exactly, the harsher reading for a client that compares so too). */
  variables: Map<string, StoredVariable>;
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
  /**
   * What went live when (emulator clock), oldest first: the edge learns each change a PoP at a
   * time (runtime.ts), so a PoP may run an older release than the API names. `code` null: no
   * release, the saved code runs.
   */
  wentLive: Array<{ at: number; code: string | null }>;
  nextPublish: PublishPlan | null;
  /**
   * What POST publish/{uuid} does: a new release of that release's code carrying the
   * re-publish's note (`copy`, the default: the harsher reading, since a rollback's note has
   * been seen on the live release after one), or that same release live again (`reactivate`).
   */
  republish: 'reactivate' | 'copy';
  /** What the platform keeps of a note: all of it, trimmed and its whitespace collapsed (default), or also cut to `noteLimit` characters. */
  notes: 'keep' | 'trim' | 'cut';
  noteLimit: number;
  /** Whether the release list gives each release its Code (`full`, as documented) or null (`null`). */
  listCode: 'full' | 'null';
  /** The script's deployment key (`DeploymentKey` of the read), which its code save and publish accept. */
  deploymentKey: string;
  /** `owner/name` of the repository the account's GitHub integration links to the script; null: none. */
  linkedRepository: string | null;
}

/** The headers a script-scoped credential comes in, lower-cased as a server reads them. */
export interface ScriptCredentialHeaders {
  deploymentkey?: string | undefined;
  githubtoken?: string | undefined;
}

/** How a script's platform behaves where the facts are uncertain; the control API sets these. */
export type ScriptBehaviour = { [Key in 'republish' | 'notes' | 'noteLimit' | 'listCode']?: Script[Key] | undefined };

/** The code another pipeline saved between a caller's save and its publish (`raced`). */
export const RACING_CODE = "export default { fetch: () => new Response('another save raced this one') };\n";

/** Where the platform cuts a note when `notes` is `cut` and no limit is given: shorter than this action's default note. */
const DEFAULT_NOTE_LIMIT = 64;

export class EdgeScripts {
  readonly #clock: () => Clock;
  scripts = new Map<number, Script>();
  nextReleaseId = SEED.activeReleaseId + 1;
  /** The last date this emulator gave a release (ms): the next one is later (releaseDate). */
  #lastDate = 0;

  /** `clock`: the emulator's time for schedules, read when used (a test may move it). */
  constructor(clock: () => Clock) {
    this.#clock = clock;
    this.reseed();
  }

  /**
   * A release's DateReleased or DatePublished: the wall clock (a client compares them with the
   * seed's dates), but always after the last one given, as releases are numbered. A client orders
   * releases by these dates (a reactivated release's DatePublished against the DateReleased of one
   * made before it), and two writes within one millisecond would give the same date, so what a test
   * sees would depend on how fast it ran. Dates that tie, as a platform with coarser dates may
   * give, are set by the test that wants them.
   */
  #releaseDate(): string {
    this.#lastDate = Math.max(Date.now(), this.#lastDate + 1);
    return new Date(this.#lastDate).toISOString();
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
    withRelease.wentLive = [{ at: Number.NEGATIVE_INFINITY, code: SEED_RELEASE.Code }];
    this.nextReleaseId = SEED.activeReleaseId + 1;
  }

  addScript(id: number, name = `script-${id}`): Script {
    const script: Script = {
      Id: id,
      Name: name,
      secrets: new Map(),
      variables: new Map(),
      activeRelease: null,
      pendingRelease: null,
      activeReleaseReads: 0,
      code: "export default { fetch: () => new Response('saved, never published') };\n",
      releases: [],
      currentReleaseId: 0,
      linkedPullZones: [],
      wentLive: [{ at: Number.NEGATIVE_INFINITY, code: null }],
      nextPublish: null,
      republish: 'copy',
      notes: 'trim',
      noteLimit: DEFAULT_NOTE_LIMIT,
      listCode: 'full',
      // Random through and through: the leak scanner looks for every 8 characters of a secret.
      deploymentKey: randomBytes(24).toString('hex'),
      linkedRepository: null,
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
    const now = this.#releaseDate();
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
    if (release === null) {
      script.activeRelease = null;
      script.wentLive.push({ at: this.#clock().now(), code: null });
    } else this.#activate(script, this.completeRelease(release));
    return script.activeRelease;
  }

  /** `release` goes live: listed, Status 1, every other release archived (Status 0). */
  #activate(script: Script, release: ScriptRelease): void {
    for (const other of script.releases) other.Status = 0;
    release.Status = 1;
    if (!script.releases.includes(release)) script.releases.push(release);
    script.activeRelease = release;
    script.currentReleaseId = release.Id;
    script.wentLive.push({ at: this.#clock().now(), code: release.Code });
  }

  /** The note as the platform keeps it. */
  #keptNote(script: Script | undefined, note: string | null): string {
    const text = note ?? '';
    if (script === undefined || script.notes === 'keep') return text;
    const trimmed = text.replace(/\s+/g, ' ').trim();
    return script.notes === 'cut' ? trimmed.slice(0, script.noteLimit) : trimmed;
  }

  /** A release the platform makes from a publish with an API key: no CommitSha, a short Uuid. */
  #newRelease(code: string, note: string | null, script?: Script): ScriptRelease {
    return this.completeRelease({
      Code: code,
      Note: this.#keptNote(script, note),
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
    const live =
      plan.mode === 'superseded'
        ? this.#newRelease('// another deploy\n', plan.otherNote === undefined ? 'Published from another pipeline' : plan.otherNote)
        : release;
    if (plan.mode === 'superseded') script.releases.push(live);
    if (plan.reads === 0) this.#activate(script, live);
    else script.pendingRelease = { release: live, activateAt: null, readsLeft: plan.reads - 1 };
    return release;
  }

  /** POST publish: a new release of the saved code. Undefined when there is no such script. */
  publish(scriptId: number, note: string | null): ScriptRelease | undefined {
    const script = this.scripts.get(scriptId);
    if (!script) return undefined;
    if (script.nextPublish?.mode === 'raced') script.code = RACING_CODE;
    return this.#goLive(script, this.#newRelease(script.code, note, script));
  }

  /** POST publish/{uuid}: that release again (or a copy of it); the draft keeps its code. */
  republish(scriptId: number, uuid: string, note: string | null): ScriptRelease | undefined {
    const script = this.scripts.get(scriptId);
    const target = script?.releases.find((release) => release.Uuid === uuid && !release.Deleted);
    if (!script || !target) return undefined;
    if (script.republish === 'reactivate') {
      target.DatePublished = this.#releaseDate();
      return this.#goLive(script, target);
    }
    return this.#goLive(script, this.#newRelease(target.Code, note, script));
  }

  /**
   * Whether a script-scoped credential may save or publish this script's code: its deployment
   * key, or a GitHub OIDC token of the linked repository (signed by GitHub's issuer, not expired,
   * asked for with no audience as the platform's own action does, so for the owner's URL).
   * Which claims the platform checks is not documented; this is the harsher reading.
   */
  acceptsCredential(scriptId: number, headers: ScriptCredentialHeaders): boolean {
    const script = this.scripts.get(scriptId);
    if (!script) return false;
    if (headers.deploymentkey !== undefined) return headers.deploymentkey === script.deploymentKey;
    if (headers.githubtoken === undefined || script.linkedRepository === null) return false;
    const owner = script.linkedRepository.split('/')[0] ?? '';
    const verdict = new OidcIssuer({ clock: this.#clock() }).verify(headers.githubtoken, {
      repository: script.linkedRepository,
      audience: `https://github.com/${owner}`,
    });
    return verdict.ok;
  }

  rotateDeploymentKey(scriptId: number): string {
    const script = this.#script(scriptId);
    script.deploymentKey = randomBytes(24).toString('hex');
    return script.deploymentKey;
  }

  /** Links the script to a repository under the account's GitHub integration (null: unlinks it). */
  linkRepository(scriptId: number, repository: string | null): void {
    this.#script(scriptId).linkedRepository = repository;
  }

  /** Sets how the script's platform behaves (see Script); returns the whole setting. */
  setBehaviour(scriptId: number, behaviour: ScriptBehaviour): Pick<Script, 'republish' | 'notes' | 'noteLimit' | 'listCode'> {
    const script = this.#script(scriptId);
    for (const [key, value] of Object.entries(behaviour)) if (value !== undefined) Object.assign(script, { [key]: value });
    return { republish: script.republish, notes: script.notes, noteLimit: script.noteLimit, listCode: script.listCode };
  }

  /** One page of the list as the platform answers it: each release with its Code, or with null (`listCode`). */
  releasePage(script: Script, start: number, count: number): Array<Omit<ScriptRelease, 'Code'> & { Code: string | null }> {
    const items = script.releases.slice(start, start + count);
    return script.listCode === 'full' ? items : items.map((release) => ({ ...release, Code: null }));
  }

  /** Adds `count` archived releases (oldest first, before the active one in the list), each with `codeBytes` of code. */
  addReleases(scriptId: number, count: number, codeBytes = 64): ScriptRelease[] {
    const script = this.#script(scriptId);
    // Older than every release listed, in their dates too: a client may order releases by date.
    const oldest = Math.min(Date.now(), ...script.releases.map((release) => Date.parse(release.DatePublished) || Date.now()));
    const added = Array.from({ length: count }, (_, i) => {
      const head = `// release ${this.nextReleaseId} (${i + 1} of ${count})\n`;
      const release = this.#newRelease(head + 'x'.repeat(Math.max(0, codeBytes - head.length)), `Older release ${i + 1}`);
      const date = new Date(oldest - (count - i) * 60_000).toISOString();
      release.Status = 0;
      release.DateReleased = date;
      release.DatePublished = date;
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
      variables: [...s.variables.values()].map((x) => ({ Id: x.Id, Name: x.Name, Required: x.Required, writes: x.writes })),
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
