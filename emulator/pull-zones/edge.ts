import type { PullZone, StoredEdgeRule } from './pull-zone.ts';
import { inRunOrder, ruleMatches, type EdgeRequest } from './rule-match.ts';
import { SiteOptions } from './site-options.ts';
import { coveringWildcard } from './wildcard.ts';

/*
 * The CDN's edge, as the static-site deploys meet it. What hurts is modelled on purpose:
 * - A change of rules, hostnames or hostname vary reaches each point of presence only after its
 *   propagation delay (the platform's CLI measures config syncs in ~5 s buckets; PR #200 says
 *   ~6 s): by default three PoPs at 5, 6.25 and 7.5 s. Requests go to the PoPs in turn, so the
 *   first answer that shows a change is not the last PoP to learn it.
 * - A script's release reaches each PoP on the same schedule (options.scriptReleases 'per-pop',
 *   the default; 'at-once' is the kinder reading): until then the PoP runs the release before,
 *   which is why the platform's CLI purges a script's zones again after a publish.
 * - A zone linked to a script is answered by the script: on a cache miss, what the release the
 *   PoP runs answers, cached like any other answer until a purge.
 * - Origin actions (OriginStorage) run only on a cache miss; an answer stays cached per URL (per
 *   hostname with EnableHostnameVary) until a purge, whatever the rules say meanwhile. The
 *   query is left out of the key unless the zone's IgnoreQueryStrings is false (the platform's
 *   default, docs.bunny.net/cdn/vary-cache), and a request's Cache-Control is not heeded: a
 *   fresh query does not get past the cache.
 * - Response headers (SetResponseHeader, main or extra action) are set on every answer, a
 *   cached one too, from the rules the PoP has now: a header can name the new deploy on an old
 *   body, which is why a switch purges again once every PoP has the change.
 * - BlockRequest answers 403 before the cache is consulted.
 * - A hostname added to a zone has no TLS certificate until loadFreeCertificate issues one (which
 *   needs the hostname pointed at the zone): until then a TLS handshake for it fails. Once the
 *   zone reads HasCertificate, the edge serves the certificate only options.edgeCertificateMs
 *   later (about a minute, storage-and-deploy-facts 6.2). A certificate no loadFreeCertificate
 *   issued (the system hostname's, a seed's, one a test sets) is served already.
 * - A wildcard hostname (`*.preview.example.com`) serves every name one label below it that no
 *   zone has exactly, with the wildcard's certificate. Whether a rule's URL trigger then sees the
 *   name the visitor asked for or the wildcard is unconfirmed (storage-and-deploy-facts 6.2):
 *   options.wildcardRuleHost 'wildcard' (the harsher reading: no preview's own rule matches
 *   under a wildcard) or 'requested'.
 * - Storage answers HTML with a long Cache-Control (options.htmlCacheControl). A rule that sets
 *   Cache-Control adds its own before it (options.ruleCacheControl 'both', the harsher reading of
 *   what facts 6.4 leave unknown) or replaces it ('replaces').
 */

const ACTION_ORIGIN_URL = 2;
const ACTION_BLOCK_REQUEST = 4;
const ACTION_SET_RESPONSE_HEADER = 5;
const ACTION_ORIGIN_STORAGE = 17;
const ACTION_ORIGIN_MAGIC_CONTAINERS = 22;
const ORIGIN_ACTIONS = [ACTION_ORIGIN_URL, ACTION_ORIGIN_STORAGE, ACTION_ORIGIN_MAGIC_CONTAINERS];

/** A file the storage emulator holds; undefined when there is none at that path. */
interface StorageFile {
  body: Buffer;
  contentType: string;
}

/** Where OriginStorage reads: the storage emulator's files of a zone given by id and name. */
export interface StorageOrigin {
  /** `zone` undefined: no storage zone with that id and name. */
  read(zoneId: number, zoneName: string | null, path: string): { zone: boolean; file: StorageFile | undefined };
  /** The name of a storage zone by id, for a pull zone's default origin. */
  zoneName(zoneId: number): string | undefined;
}

/** What a running Edge Script is to the edge: whether it boots, and what it answers when it does. */
interface ScriptAnswer {
  boots: boolean;
  body: Buffer;
}

/** The scripts the edge runs: the one serving a hostname of its own, or in front of a zone; `asOf`, the time whose release a PoP runs. */
export interface ScriptOrigin {
  byHost(host: string, asOf: number): ScriptAnswer | undefined;
  byZone(zoneId: number, asOf: number): ScriptAnswer | undefined;
}

const NO_SCRIPTS: ScriptOrigin = { byHost: () => undefined, byZone: () => undefined };

export interface EdgeAnswer {
  status: number;
  /** A header sent more than once (Cache-Control, with a rule's and the zone's) is a list. */
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** Which PoP answered (0-based), for tests. */
  pop: number;
}

/** What one PoP knows of a zone: a copy taken when the change was made. */
interface ZoneView {
  zoneId: number;
  storageZoneId: number;
  rules: StoredEdgeRule[];
  hostnames: string[];
  hostnameVary: boolean;
  ignoreQueryStrings: boolean;
}

interface Change {
  at: number;
  view: ZoneView;
}

interface CachedAnswer {
  zoneId: number;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const NO_STORAGE: StorageOrigin = {
  read: () => ({ zone: false, file: undefined }),
  zoneName: () => undefined,
};

const DEFAULT_PROPAGATION_MS = [5000, 6250, 7500];

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  txt: 'text/plain',
};

export class EdgeNetwork {
  readonly #now: () => number;
  storage: StorageOrigin = NO_STORAGE;
  scripts: ScriptOrigin = NO_SCRIPTS;
  /** One entry per PoP: how long a change takes to reach it. */
  #propagationMs: number[] = [...DEFAULT_PROPAGATION_MS];
  #changes = new Map<number, Change[]>();
  #caches: Array<Map<string, CachedAnswer>> = DEFAULT_PROPAGATION_MS.map(() => new Map());
  #next = 0;
  /** The harsher and kinder readings of the platform around a site (see site-options.ts). */
  readonly options = new SiteOptions();
  /** Hostname -> whether it has a certificate, as the management API knows it (no propagation). */
  #certificates = new Map<string, boolean>();
  #certificateZones = new Map<string, number>();
  /** Hostname -> when loadFreeCertificate's certificate was due (emulator clock); the edge serves it edgeCertificateMs later. */
  #certifiedAt = new Map<string, number>();
  /** Every answer given, in order, for tests (PoP, host, path, status, cache). */
  readonly served: Array<{ pop: number; host: string; path: string; status: number; cache: 'HIT' | 'MISS' | 'NONE' }> = [];

  /** `now`: the emulator's clock, which a test shares with its step. */
  constructor(now: () => number) {
    this.#now = now;
  }

  /** Per PoP, how long a change takes to reach it; `[0]` is the kind reading (one PoP, at once). */
  setPropagation(delaysMs: readonly number[]): void {
    if (delaysMs.length === 0) throw new Error('emulator: the edge needs at least one PoP');
    this.#propagationMs = [...delaysMs];
    this.#caches = delaysMs.map(() => new Map());
    this.#next = 0;
  }

  get propagationMs(): readonly number[] {
    return this.#propagationMs;
  }

  /**
   * Whether a TLS handshake for the hostname succeeds: a hostname on a zone needs its
   * certificate, served edgeCertificateMs after it was issued; one on no zone gets the edge's shared one (and a 404).
   */
  tlsAccepts(hostname: string): boolean {
    const exact = hostname.toLowerCase();
    const host = this.#certificates.has(exact) ? exact : (coveringWildcard([...this.#certificates.keys()], exact) ?? exact);
    const has = this.#certificates.get(host);
    if (has === undefined) return true;
    // Issued: since the zone read it, or since it was due (the zone reads it at the next API call).
    const since = has ? (this.#certifiedAt.get(host) ?? Number.NEGATIVE_INFINITY) : this.options.issuing.get(host);
    return since !== undefined && since + this.options.edgeCertificateMs <= this.#now();
  }

  /** loadFreeCertificate's certificate was due at `at`, however late the zone read it (the next API call). */
  certified(hostname: string, at: number): void {
    this.#certifiedAt.set(hostname.toLowerCase(), at);
  }

  /** The management API changed the zone: every PoP learns it after its delay. */
  zoneChanged(zone: PullZone, initial = false): void {
    for (const [host, entry] of this.#certificateZones)
      if (entry === zone.Id) {
        this.#certificates.delete(host);
        this.#certificateZones.delete(host);
      }
    for (const host of zone.Hostnames) {
      const name = host.Value.toLowerCase();
      this.#certificates.set(name, host.HasCertificate);
      this.#certificateZones.set(name, zone.Id);
      if (!host.HasCertificate) this.#certifiedAt.delete(name);
    }
    const view: ZoneView = {
      zoneId: zone.Id,
      storageZoneId: zone.StorageZoneId,
      rules: structuredClone(zone.EdgeRules),
      hostnames: zone.Hostnames.map((host) => host.Value.toLowerCase()),
      hostnameVary: zone.EnableHostnameVary,
      ignoreQueryStrings: zone.IgnoreQueryStrings,
    };
    const list = this.#changes.get(zone.Id) ?? [];
    list.push({ at: initial ? Number.NEGATIVE_INFINITY : this.#now(), view });
    this.#changes.set(zone.Id, list);
  }

  zoneDeleted(zoneId: number): void {
    this.#changes.delete(zoneId);
    this.purgeZone(zoneId);
  }

  /** POST /pullzone/{id}/purgeCache: every PoP forgets the zone's answers. */
  purgeZone(zoneId: number): void {
    for (const cache of this.#caches) for (const [key, entry] of cache) if (entry.zoneId === zoneId) cache.delete(key);
  }

  /** POST /purge?url=: the answers for that URL, or under it when `prefix`. */
  purgeUrl(url: string, prefix: boolean): void {
    const wanted = url.replace(/\*.*$/, '').toLowerCase();
    for (const cache of this.#caches)
      for (const [key, entry] of cache) {
        const seen = entry.url.toLowerCase();
        if (prefix ? seen.startsWith(wanted) : seen.split('?')[0] === wanted) cache.delete(key);
      }
  }

  /** Forgets every zone and cached answer and goes back to the default PoPs (the emulator's reset). */
  clear(): void {
    this.#changes.clear();
    this.#certificates.clear();
    this.#certificateZones.clear();
    this.#certifiedAt.clear();
    this.options.reset();
    this.setPropagation(DEFAULT_PROPAGATION_MS);
    this.served.length = 0;
  }

  /** What a PoP knows of each zone now. */
  #views(pop: number): ZoneView[] {
    const now = this.#now();
    const delay = this.#propagationMs[pop] ?? 0;
    const views: ZoneView[] = [];
    for (const changes of this.#changes.values()) {
      let known: ZoneView | undefined;
      for (const change of changes) if (change.at + delay <= now) known = change.view;
      if (known) views.push(known);
    }
    return views;
  }

  /** Answers at the next PoP in turn, or at `pop` when given. */
  serve(request: EdgeRequest & { query: string }, pop?: number): EdgeAnswer {
    const at = pop ?? this.#next;
    if (pop === undefined) this.#next = (this.#next + 1) % this.#propagationMs.length;
    const answer = this.#serveAt(at, request);
    this.served.push({
      pop: at,
      host: request.host,
      path: request.path,
      status: answer.status,
      cache: (answer.headers['cdn-cache'] as 'HIT' | 'MISS' | undefined) ?? 'NONE',
    });
    return answer;
  }

  /** The same request at every PoP, for a test that wants to know what every visitor sees. */
  serveEverywhere(request: EdgeRequest & { query: string }): EdgeAnswer[] {
    return this.#propagationMs.map((_, pop) => this.serve(request, pop));
  }

  #serveAt(pop: number, request: EdgeRequest & { query: string }): EdgeAnswer {
    const host = request.host.toLowerCase();
    const releasesAsOf = this.#now() - (this.options.scriptReleases === 'per-pop' ? (this.#propagationMs[pop] ?? 0) : 0);
    // A script that does not boot answers every request 400 with nothing in the body, at its own
    // hostnames and in front of its zones, before the cache: static files included.
    const script = this.scripts.byHost(host, releasesAsOf);
    if (script)
      return {
        status: script.boots ? 200 : 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: script.boots ? script.body : Buffer.alloc(0),
        pop,
      };
    const views = this.#views(pop);
    // An exact hostname wins over a wildcard that covers it, on whichever zone each is.
    const view =
      views.find((candidate) => candidate.hostnames.includes(host)) ??
      views.find((candidate) => coveringWildcard(candidate.hostnames, host) !== undefined);
    if (!view) return text(pop, 404, 'Domain is not configured on this edge (emulator).');
    const linked = this.scripts.byZone(view.zoneId, releasesAsOf);
    if (linked?.boots === false) return { status: 400, headers: {}, body: Buffer.alloc(0), pop };

    const wildcard = view.hostnames.includes(host) ? undefined : coveringWildcard(view.hostnames, host);
    const seen = wildcard !== undefined && this.options.wildcardRuleHost === 'wildcard' ? { ...request, host: wildcard } : request;
    const matching = inRunOrder(view.rules).filter((rule) => ruleMatches(rule, seen));
    const actions = matching.flatMap((rule) => [
      { type: rule.ActionType, p1: rule.ActionParameter1, p2: rule.ActionParameter2, p3: rule.ActionParameter3 },
      ...rule.ExtraActions.map((extra) => ({
        type: extra.ActionType,
        p1: extra.ActionParameter1,
        p2: extra.ActionParameter2,
        p3: extra.ActionParameter3,
      })),
    ]);
    const setHeaders = (answer: EdgeAnswer): EdgeAnswer => {
      const zoneCacheControl = answer.headers['cache-control'];
      for (const action of actions)
        if (action.type === ACTION_SET_RESPONSE_HEADER && action.p1) answer.headers[action.p1.toLowerCase()] = action.p2 ?? '';
      const ruleCacheControl = answer.headers['cache-control'];
      if (this.options.ruleCacheControl === 'both' && typeof zoneCacheControl === 'string' && ruleCacheControl !== zoneCacheControl)
        answer.headers['cache-control'] = [ruleCacheControl ?? '', zoneCacheControl].flat();
      return answer;
    };

    if (actions.some((action) => action.type === ACTION_BLOCK_REQUEST))
      return setHeaders(text(pop, 403, 'Forbidden (blocked by an edge rule).'));

    const query = view.ignoreQueryStrings ? '' : request.query;
    const url = `${request.scheme}://${host}${request.path}${query}`;
    const key = `${view.hostnameVary ? host : `zone-${view.zoneId}`}|${request.path}${query}`;
    const cache = this.#caches[pop];
    const cached = cache?.get(key);
    if (cached) {
      return setHeaders({ status: cached.status, headers: { ...cached.headers, 'cdn-cache': 'HIT' }, body: cached.body, pop });
    }

    // Only the first origin action that matches runs (rules in OrderIndex order, then creation
    // order: inRunOrder): origin actions short-circuit.
    const origin = actions.find((action) => ORIGIN_ACTIONS.includes(action.type));
    let fetched: { status: number; headers: Record<string, string>; body: Buffer };
    if (linked) {
      fetched = { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: linked.body };
    } else if (origin?.type === ACTION_ORIGIN_URL) {
      fetched = plain(502, 'OriginUrl is not emulated.');
    } else if (origin?.type === ACTION_ORIGIN_MAGIC_CONTAINERS) {
      fetched = plain(502, 'OriginMagicContainers is not emulated.');
    } else if (origin) {
      fetched = this.#fromStorage(Number(origin.p1), origin.p2, origin.p3 ?? '/', request.path);
    } else {
      const name = this.storage.zoneName(view.storageZoneId);
      fetched =
        name === undefined
          ? plain(502, 'The pull zone has no storage origin.')
          : this.#fromStorage(view.storageZoneId, name, '/', request.path);
    }
    const headers = { ...fetched.headers, 'cdn-pullzone': String(view.zoneId), server: 'BunnyCDN-Emulator' };
    if (fetched.status === 200) cache?.set(key, { zoneId: view.zoneId, url, status: 200, headers, body: fetched.body });
    return setHeaders({ status: fetched.status, headers: { ...headers, 'cdn-cache': 'MISS' }, body: fetched.body, pop });
  }

  /**
   * OriginStorage: P1 the storage zone id, P2 its name, P3 the folder with leading and trailing
   * slashes (as the platform's CLI uses them; undocumented); the request path follows P3. A
   * path ending in `/` is that folder's index.html, and so is a path with no file of its own
   * when the folder of that name has one (`/about`).
   */
  #fromStorage(
    zoneId: number,
    zoneName: string | null,
    prefix: string,
    path: string,
  ): { status: number; headers: Record<string, string>; body: Buffer } {
    const folder = `/${prefix.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    let file = `${folder}${path.replace(/^\/+/, '')}${path.endsWith('/') ? 'index.html' : ''}`;
    let found = this.storage.read(zoneId, zoneName, decodePath(file));
    if (!found.zone) return plain(502, 'The storage origin of this rule does not exist (zone id and name).');
    // A page without an extension is served from its folder's index.html (live tests: /about from about/index.html).
    if (!found.file && !path.endsWith('/')) {
      const index = `${file}/index.html`;
      const page = this.storage.read(zoneId, zoneName, decodePath(index));
      if (page.file) [file, found] = [index, page];
    }
    if (!found.file) return plain(404, 'Not found.');
    const extension = file.split('.').pop() ?? '';
    const contentType = found.file.contentType || CONTENT_TYPES[extension] || 'application/octet-stream';
    const html = contentType.toLowerCase().startsWith('text/html');
    const cacheControl = html ? this.options.htmlCacheControl : undefined;
    return {
      status: 200,
      headers: { 'content-type': contentType, ...(cacheControl === undefined ? {} : { 'cache-control': cacheControl }) },
      body: found.file.body,
    };
  }
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function plain(status: number, message: string): { status: number; headers: Record<string, string>; body: Buffer } {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from(message) };
}

function text(pop: number, status: number, message: string): EdgeAnswer {
  return { ...plain(status, message), pop };
}
