import { createHash, randomUUID } from 'node:crypto';
import type { Outcome } from '../pipeline.ts';
import type { Clock } from '../../src/api/clock.ts';
import { PLATFORM_STORAGE_HOSTS, type StorageRegion } from './regions.ts';
import type { StorageObject } from './schemas.ts';

/** One version of a file's bytes. `content` is null when the emulator keeps digests only (a bench). */
interface FileVersion {
  content: Buffer | null;
  /** Upper-case hex SHA-256, or null where the platform would list none. */
  checksum: string | null;
  length: number;
  contentType: string;
  /** On the emulator's clock: when the upload finished in the primary region. */
  uploadedAt: number;
}

export interface StoredFile extends FileVersion {
  /** The name it is listed under: the one it was first stored with (see `StorageBehaviour.pathNames`). */
  name: string;
  guid: string;
  dateCreated: Date;
  lastChanged: Date;
  /** What the replicas still serve until `uploadedAt + replicationLagMs`; null for a new file. */
  previous: FileVersion | null;
}

interface DirectoryNode {
  guid: string;
  dateCreated: Date;
  /** The path below the zone it is listed under: the one it was first made with; '' for the root. */
  path: string;
  /** By the name's key (`StorageState.keyOf`). */
  files: Map<string, StoredFile>;
  /** A sub-folder's key to the name it is listed under. */
  dirs: Map<string, string>;
}

export interface StorageZone {
  id: number;
  name: string;
  password: string;
  readOnlyPassword: string;
  region: StorageRegion;
  replicationRegions: string[];
  /** Pull zones whose origin is this zone (ids of the management emulator's pull zones). */
  pullZoneIds: number[];
  userId: string;
  dateModified: Date;
  /** Keyed by the key of the directory path below the zone: '' for the root, 'assets/img' for a folder. */
  directories: Map<string, DirectoryNode>;
  /** The `pathNames` reading its keys were made under: a change of the behaviour makes them again. */
  keyedBy: PathNames;
}

export interface StorageLimits {
  /** Requests in flight per zone per server before 429 (the platform's current page: 250). */
  zoneConnections: number;
  /** Requests in flight per client address per server before 429 (100). */
  ipConnections: number;
  /** Listings in flight per zone before `400 Unable to process request` (5). */
  listings: number;
  /** Deletes in flight per zone before `400 Unable to process request` (30). */
  deletes: number;
  /** Retry-After a 429 carries, in seconds; undefined: none (the platform's docs say "when present"). */
  retryAfterSeconds: number | undefined;
}

const DEFAULT_STORAGE_LIMITS: StorageLimits = {
  zoneConnections: 250,
  ipConnections: 100,
  listings: 5,
  deletes: 30,
  retryAfterSeconds: undefined,
};

/**
 * Whether two names are one object. The facts leave case and Unicode normalisation unknown
 * (storage-and-deploy-facts 1.5): 'folded' (harsher) holds `Logo.PNG` and `logo.png`, or a
 * name in NFC and in NFD, as one object, listed under the name it was first stored with (as a
 * case-insensitive file system keeps it: the harsher of the two, since a listing then never shows
 * the name a sync last wrote); 'exact' compares the names as sent.
 */
type PathNames = 'folded' | 'exact';

/** Uncertain facts: the harsher reading by default, the kinder one selectable. */
export interface StorageBehaviour {
  /** A listing of a directory that does not exist: 404 (harsher) or `200 []` (what the evidence suggests). */
  missingDirectory: '404' | 'empty';
  /** The Checksum listed for a file uploaded without the header: computed (documented) or null. */
  checksumWithoutHeader: 'computed' | 'null';
  /** How long an upload takes to reach the replicas (and so the edge): "a couple of seconds". */
  replicationLagMs: number;
  /**
   * A delete is a write to the zone, and the facts say nothing of how it reaches the replicas:
   * 'lagged' (harsher) has them serve the deleted file for `replicationLagMs` after the delete,
   * as they serve the old file after a re-upload; 'immediate' has it gone everywhere at once.
   */
  deleteReplication: 'lagged' | 'immediate';
  /** Keep file bytes (downloads, the edge); false keeps digests only, for benches of large trees. */
  keepContent: boolean;
  /** Whether names that differ only in case or Unicode normalisation are one object (see PathNames). */
  pathNames: PathNames;
}

const DEFAULT_STORAGE_BEHAVIOUR: StorageBehaviour = {
  missingDirectory: '404',
  checksumWithoutHeader: 'computed',
  replicationLagMs: 2000,
  deleteReplication: 'lagged',
  keepContent: true,
  pathNames: 'folded',
};

export interface StorageRequestRecord {
  seq: number;
  region: StorageRegion;
  method: string;
  /** The raw path as sent, percent-encoding included. */
  rawPath: string;
  /** Decoded segments after the zone name, joined with '/'; a trailing '/' marks a directory. */
  objectPath: string;
  zone: string;
  headers: Record<string, string>;
  /** Bytes of body received. */
  bodyBytes: number;
  /** Management API requests the emulator had received when this one arrived: orders the two servers' requests. */
  apiRequestsBefore: number;
  status: number | null;
  outcome: Outcome;
}

/** One write that changed the store, for tests that count uploads per file. */
export interface StorageWrite {
  zone: string;
  path: string;
  kind: 'upload' | 'delete-file' | 'delete-directory' | 'create-directory';
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  mjs: 'application/javascript',
  json: 'application/json',
  txt: 'text/plain',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
};

/** The stored type when the client names none: by extension, as the S3 API documents for itself. */
function typeByExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot === -1 ? undefined : CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) ?? 'application/octet-stream';
}

const sha256Upper = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** "2026-11-25T09:00:00.123": the listing's dates carry no time zone. */
function zoneless(date: Date): string {
  return date.toISOString().replace(/Z$/, '');
}

/** A name's key under the folded reading: NFC, lower case (NFC again: lower-casing can undo it). */
const folded = (name: string): string => name.normalize('NFC').toLowerCase().normalize('NFC');

const joinPath = (dir: string, name: string): string => (dir === '' ? name : `${dir}/${name}`);

function splitPath(path: string): { dir: string; name: string } {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? { dir: '', name: path } : { dir: path.slice(0, slash), name: path.slice(slash + 1) };
}

export interface SeedStorageZone {
  id: number;
  name: string;
  password: string;
  readOnlyPassword: string;
  region: StorageRegion;
  replicationRegions: readonly string[];
  pullZoneIds: readonly number[];
}

/**
 * Edge Storage: zones, their files, the replicas that lag the primary, and an edge cache per
 * pull zone that a purge empties. Plain maps, so tests can look; the methods keep the tree and
 * the replicas consistent.
 */
export class StorageState {
  clock: Clock;
  zones = new Map<string, StorageZone>();
  limits: StorageLimits = { ...DEFAULT_STORAGE_LIMITS };
  behaviour: StorageBehaviour = { ...DEFAULT_STORAGE_BEHAVIOUR };
  requests: StorageRequestRecord[] = [];
  writes: StorageWrite[] = [];
  /** How many management API requests have arrived so far; set by the emulator that serves both. */
  apiRequestCount: () => number = () => 0;
  /** Region to the `host:port` its loopback server listens on; set once the servers listen. */
  hosts = new Map<StorageRegion, string>();
  /** Zone name and path of a deleted file to what its replicas still served when it was deleted, and when. */
  readonly #deleted = new Map<string, { version: FileVersion; deletedAt: number }>();
  /** Pull zone id and path to the version its edge cached. */
  readonly #edge = new Map<string, { pullZoneId: number; path: string; version: FileVersion | null }>();
  readonly #seed: readonly SeedStorageZone[];

  constructor(clock: Clock, seed: readonly SeedStorageZone[]) {
    this.clock = clock;
    this.#seed = seed;
    this.reseed();
  }

  reseed(): void {
    this.limits = { ...DEFAULT_STORAGE_LIMITS };
    this.behaviour = { ...DEFAULT_STORAGE_BEHAVIOUR };
    this.zones = new Map(this.#seed.map((zone) => [zone.name, this.#newZone(zone)]));
    this.requests = [];
    this.writes = [];
    this.#deleted.clear();
    this.#edge.clear();
  }

  #newZone(seed: SeedStorageZone): StorageZone {
    const now = this.clock.date();
    return {
      ...seed,
      replicationRegions: [...seed.replicationRegions],
      pullZoneIds: [...seed.pullZoneIds],
      userId: '6eb577ca-556c-4e23-970c-a5afde191042',
      dateModified: now,
      directories: new Map([['', this.#newDirectory('')]]),
      keyedBy: this.behaviour.pathNames,
    };
  }

  #newDirectory(path: string): DirectoryNode {
    return { guid: randomUUID(), dateCreated: this.clock.date(), path, files: new Map(), dirs: new Map() };
  }

  /** A name's or path's key under the current reading of `pathNames`: what two names must share to be one object. */
  keyOf(path: string): string {
    return this.behaviour.pathNames === 'folded' ? folded(path) : path;
  }

  /**
   * The zone's maps, keyed under the current `pathNames` (a test may change it after files were
   * stored). Names that the new reading makes one are refused: a store holds one object for them.
   */
  #keyed(zone: StorageZone): StorageZone {
    if (zone.keyedBy === this.behaviour.pathNames) return zone;
    const directories = new Map<string, DirectoryNode>();
    for (const node of zone.directories.values()) {
      const files = new Map<string, StoredFile>();
      for (const file of node.files.values()) files.set(this.keyOf(file.name), file);
      const dirs = new Map<string, string>();
      for (const name of node.dirs.values()) dirs.set(this.keyOf(name), name);
      directories.set(this.keyOf(node.path), { ...node, files, dirs });
      if (files.size !== node.files.size || dirs.size !== node.dirs.size)
        throw new Error(`emulator: ${zone.name}/${node.path} holds names that pathNames '${this.behaviour.pathNames}' makes one`);
    }
    if (directories.size !== zone.directories.size)
      throw new Error(`emulator: ${zone.name} holds folders that pathNames '${this.behaviour.pathNames}' makes one`);
    zone.directories = directories;
    zone.keyedBy = this.behaviour.pathNames;
    return zone;
  }

  zoneById(id: number): StorageZone | undefined {
    for (const zone of this.zones.values()) if (zone.id === id) return zone;
    return undefined;
  }

  /** `StorageHostname`: the loopback server of the zone's region, or the platform's host before they listen. */
  hostnameOf(zone: StorageZone): string {
    return this.hosts.get(zone.region) ?? PLATFORM_STORAGE_HOSTS[zone.region];
  }

  #zone(name: string): StorageZone {
    const zone = this.zones.get(name);
    if (!zone) throw new Error(`emulator: no storage zone named ${name}`);
    return this.#keyed(zone);
  }

  #ensureDirectory(zone: StorageZone, dir: string): DirectoryNode {
    const found = zone.directories.get(this.keyOf(dir));
    if (found) return found;
    const { dir: parent, name } = splitPath(dir);
    const parentNode = this.#ensureDirectory(zone, parent);
    parentNode.dirs.set(this.keyOf(name), name);
    // Below a folder made under another case, the new one is listed under that folder's name.
    const node = this.#newDirectory(joinPath(parentNode.path, name));
    zone.directories.set(this.keyOf(dir), node);
    return node;
  }

  file(zoneName: string, path: string): StoredFile | undefined {
    const zone = this.#zone(zoneName);
    const { dir, name } = splitPath(path);
    return zone.directories.get(this.keyOf(dir))?.files.get(this.keyOf(name));
  }

  /** Every file of a zone by the path it is listed under, for tests. */
  files(zoneName: string): Map<string, StoredFile> {
    const out = new Map<string, StoredFile>();
    for (const node of this.#zone(zoneName).directories.values()) {
      for (const file of node.files.values()) out.set(joinPath(node.path, file.name), file);
    }
    return out;
  }

  /**
   * Stores a file as an upload does. `checksum` undefined: computed from the bytes (or the
   * digest given, when content is not kept); null: listed without one.
   */
  putFile(
    zoneName: string,
    path: string,
    content: Buffer | { length: number; sha256: string },
    options: { contentType?: string; checksum?: string | null } = {},
  ): StoredFile {
    const zone = this.#zone(zoneName);
    const { dir, name } = splitPath(path);
    const node = this.#ensureDirectory(zone, dir);
    const isBuffer = Buffer.isBuffer(content);
    const digest = isBuffer ? sha256Upper(content) : content.sha256.toUpperCase();
    const version: FileVersion = {
      content: isBuffer && this.behaviour.keepContent ? content : null,
      checksum: options.checksum === undefined ? digest : options.checksum,
      length: content.length,
      contentType: options.contentType ?? typeByExtension(name),
      uploadedAt: this.clock.now(),
    };
    const existing = node.files.get(this.keyOf(name));
    const now = this.clock.date();
    // A file uploaded again soon after its delete: the replicas still hold the deleted one. Under
    // another case it is the same object, listed under its first name.
    const stored: StoredFile = existing
      ? { ...existing, ...version, lastChanged: now, previous: this.#replicaVersion(existing) }
      : {
          ...version,
          name,
          guid: randomUUID(),
          dateCreated: now,
          lastChanged: now,
          previous: this.#stillReplicated(zoneName, path),
        };
    this.#deleted.delete(`${zoneName}\n${this.keyOf(path)}`);
    node.files.set(this.keyOf(name), stored);
    this.writes.push({ zone: zoneName, path, kind: 'upload' });
    return stored;
  }

  createDirectory(zoneName: string, dir: string): boolean {
    const zone = this.#zone(zoneName);
    if (zone.directories.has(this.keyOf(dir))) return false;
    this.#ensureDirectory(zone, dir);
    this.writes.push({ zone: zoneName, path: `${dir}/`, kind: 'create-directory' });
    return true;
  }

  deleteFile(zoneName: string, path: string): boolean {
    const zone = this.#zone(zoneName);
    const { dir, name } = splitPath(path);
    const files = zone.directories.get(this.keyOf(dir))?.files;
    const file = files?.get(this.keyOf(name));
    if (!files || !file) return false;
    files.delete(this.keyOf(name));
    this.#remember(zoneName, path, file);
    this.writes.push({ zone: zoneName, path, kind: 'delete-file' });
    return true;
  }

  /** A deleted file as its replicas go on serving it, under the harsher reading of a delete's replication. */
  #remember(zoneName: string, path: string, file: StoredFile): void {
    const version = this.#replicaVersion(file);
    if (this.behaviour.deleteReplication === 'lagged' && version)
      this.#deleted.set(`${zoneName}\n${this.keyOf(path)}`, { version, deletedAt: this.clock.now() });
  }

  /** What the replicas still serve of a file deleted from the primary: until the delete has replicated. */
  #stillReplicated(zoneName: string, path: string): FileVersion | null {
    const key = `${zoneName}\n${this.keyOf(path)}`;
    const deleted = this.#deleted.get(key);
    if (!deleted) return null;
    if (this.clock.now() < deleted.deletedAt + this.behaviour.replicationLagMs) return deleted.version;
    this.#deleted.delete(key);
    return null;
  }

  /**
   * What a replica (and so an edge that fetches from it) serves of a path now: the latest
   * upload once it has caught up, else the version before; a deleted file until its delete has.
   */
  served(zoneName: string, path: string): FileVersion | null {
    const file = this.file(zoneName, path);
    return file ? this.#replicaVersion(file) : this.#stillReplicated(zoneName, path);
  }

  /** Deletes a directory and everything below it; '' is the root (its files and folders, not itself). */
  deleteDirectory(zoneName: string, dir: string): boolean {
    const zone = this.#zone(zoneName);
    const dirKey = this.keyOf(dir);
    if (!zone.directories.has(dirKey)) return false;
    for (const [key, node] of [...zone.directories]) {
      if (dirKey !== '' && key !== dirKey && !key.startsWith(`${dirKey}/`)) continue;
      for (const file of node.files.values()) this.#remember(zoneName, joinPath(node.path, file.name), file);
      zone.directories.delete(key);
    }
    if (dir === '') {
      zone.directories.set('', this.#newDirectory(''));
    } else {
      const { dir: parent, name } = splitPath(dir);
      zone.directories.get(this.keyOf(parent))?.dirs.delete(this.keyOf(name));
    }
    this.writes.push({ zone: zoneName, path: `${dir}/`, kind: 'delete-directory' });
    return true;
  }

  /** One level of a directory as the platform lists it; undefined when the directory does not exist. */
  list(zoneName: string, dir: string, serverId: number): StorageObject[] | undefined {
    const zone = this.#zone(zoneName);
    const dirKey = this.keyOf(dir);
    const node = zone.directories.get(dirKey);
    if (!node) return undefined;
    const path = `/${zone.name}/${node.path === '' ? '' : `${node.path}/`}`;
    const base = { StorageZoneName: zone.name, Path: path, ServerId: serverId, UserId: zone.userId, StorageZoneId: zone.id };
    const out: StorageObject[] = [];
    let index = 0;
    for (const [key, name] of [...node.dirs].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const child = zone.directories.get(joinPath(dirKey, key));
      if (!child) continue;
      const created = zoneless(child.dateCreated);
      out.push({
        ...base,
        Guid: child.guid,
        ObjectName: name,
        Length: 0,
        LastChanged: created,
        ArrayNumber: index++,
        IsDirectory: true,
        ContentType: '',
        DateCreated: created,
        Checksum: null,
        ReplicatedZones: null,
      });
    }
    for (const file of [...node.files.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      out.push({
        ...base,
        Guid: file.guid,
        ObjectName: file.name,
        Length: file.length,
        LastChanged: zoneless(file.lastChanged),
        ArrayNumber: index++,
        IsDirectory: false,
        ContentType: file.contentType,
        DateCreated: zoneless(file.dateCreated),
        Checksum: file.checksum,
        ReplicatedZones: this.#replicated(zone, file),
      });
    }
    return out;
  }

  #caughtUp(file: FileVersion): boolean {
    return this.clock.now() >= file.uploadedAt + this.behaviour.replicationLagMs;
  }

  #replicated(zone: StorageZone, file: StoredFile): string | null {
    if (zone.replicationRegions.length === 0) return null;
    return this.#caughtUp(file) ? zone.replicationRegions.join(',') : '';
  }

  /** What the replicas serve of a file now: the latest version once it has caught up, else the one before. */
  #replicaVersion(file: StoredFile): FileVersion | null {
    return this.#caughtUp(file) ? file : file.previous;
  }

  /**
   * A request to a pull zone whose origin is a storage zone: answered from the edge's cache,
   * else from a replica, which may not have the latest upload or delete yet. What it fetched stays
   * cached until a purge: a purge before replication caught up leaves the old file served.
   * `path`: as the request carries it (`c++.html`, `a%20b.txt`, no leading slash), the cache's key
   * as a purge names it; the file read is its decoding.
   */
  edgeGet(pullZoneId: number, path: string): { status: 200; checksum: string | null; content: Buffer | null } | { status: 404 } {
    const key = `${pullZoneId}\n${path}`;
    let entry = this.#edge.get(key);
    if (!entry) {
      const zone = [...this.zones.values()].find((z) => z.pullZoneIds.includes(pullZoneId));
      entry = { pullZoneId, path, version: zone ? this.served(zone.name, decodeRequestPath(path)) : null };
      this.#edge.set(key, entry);
    }
    const { version } = entry;
    return version ? { status: 200, checksum: version.checksum, content: version.content } : { status: 404 };
  }

  /** A purge of a whole pull zone empties its edge cache. */
  purgePullZone(pullZoneId: number): void {
    for (const [key, entry] of this.#edge) if (entry.pullZoneId === pullZoneId) this.#edge.delete(key);
  }

  /** A URL purge: the pull zones serving its host forget that path (or, for a prefix, every path below it). */
  purgeUrl(pullZoneIds: readonly number[], path: string, prefix: boolean): void {
    for (const [key, entry] of this.#edge) {
      if (!pullZoneIds.includes(entry.pullZoneId)) continue;
      if (prefix ? entry.path.startsWith(path) : entry.path === path) this.#edge.delete(key);
    }
  }

  summary(): Record<string, unknown> {
    return {
      zones: [...this.zones.values()].map((zone) => ({
        id: zone.id,
        name: zone.name,
        region: zone.region,
        host: this.hostnameOf(zone),
        files: this.files(zone.name).size,
      })),
      limits: this.limits,
      behaviour: this.behaviour,
      writes: this.writes.length,
    };
  }
}

/** The stored path a request path names; one that is not percent-encoding names itself. */
function decodeRequestPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
