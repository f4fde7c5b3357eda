/**
 * Every request the action sends, described once: method, path, query, body, whether it is
 * safe to repeat, and which statuses answer it. The client sends these descriptions and the
 * operations show the same ones in dry runs and messages. No zod and no undici here:
 * operations load this before their inputs are known to be valid (the schemas below are
 * loaded only when a request's answer is read).
 */
import type { AuditLogQuery } from './models/audit-log.ts';
import { MAX_RELEASE_BYTES } from './limits.ts';
import type { AddDnsRecordRequest, UpdateDnsRecordRequest } from './models/dns-record.ts';
import type { AppConfig } from './models/app-config.ts';
import type { UpdateSecretRequest, UpsertSecretRequest } from './models/secrets.ts';
import type { SearchQuery } from './models/search.ts';
import type { EdgeRuleWrite } from './models/pull-zone.ts';
import type { UpsertVariableRequest } from './models/edge-script.ts';

type QueryValue = string | number | boolean | readonly string[] | undefined;
type QueryParams = Record<string, QueryValue>;
/** Every method the platform's management API uses; the emulator and the test tables name theirs from here. */
export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The documented body of each success, by name, and the schema that checks it, loaded when a
 * request first needs it: zod does its work when a schema is declared, and declaring all of
 * them cost every step about 20 ms before its first request, for the one or two it uses. A
 * request names its model here, so a new model is one line beside the requests that answer it.
 */
export const RESPONSE_SCHEMAS = {
  dnsZone: () => import('./models/dns-record.ts').then((m) => m.DnsZone),
  dnsRecord: () => import('./models/dns-record.ts').then((m) => m.DnsRecord),
  scriptSecret: () => import('./models/secrets.ts').then((m) => m.ScriptSecret),
  scriptSecretList: () => import('./models/secrets.ts').then((m) => m.ScriptSecretList),
  application: () => import('./models/app-read.ts').then((m) => m.Application),
  appOverview: () => import('./models/app-read.ts').then((m) => m.Overview),
  imageTagInfo: () => import('./models/app-read.ts').then((m) => m.ImageTagInfo),
  containerRegistry: () => import('./models/app-read.ts').then((m) => m.ContainerRegistry),
  scriptRelease: () => import('./models/releases.ts').then((m) => m.ScriptRelease),
  auditLogPage: () => import('./models/audit-log.ts').then((m) => m.AuditLogPage),
  shieldZone: () => import('./models/shield-zone.ts').then((m) => m.ShieldZoneResponse),
  searchPage: () => import('./models/search.ts').then((m) => m.SearchPage),
  edgeScript: () => import('./models/edge-script.ts').then((m) => m.EdgeScript),
  scriptCode: () => import('./models/edge-script.ts').then((m) => m.ScriptCode),
  scriptReleasePage: () => import('./models/releases.ts').then((m) => m.ScriptReleasePage),
  storageZone: () => import('./models/storage-zone.ts').then((m) => m.StorageZone),
  pullZone: () => import('./models/pull-zone.ts').then((m) => m.PullZone),
  databaseToken: () => import('./models/database.ts').then((m) => m.DatabaseToken),
  database: () => import('./models/database.ts').then((m) => m.DatabaseRead),
};

export type ResponseModel = keyof typeof RESPONSE_SCHEMAS;

/** How long a certificate's ACME order may take to answer (a community client gives it 60 s). */
const CERTIFICATE_ORDER_TIMEOUT_MS = 90_000;

export interface ApiRequest<Model extends ResponseModel = ResponseModel> {
  method: HttpMethod;
  /** Below the base address, segments already encoded. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /**
   * Whether sending it twice does no harm. A request that is not safe is repeated only where
   * the first cannot have been processed: no connection was made, or 429.
   */
  repeatSafe: boolean;
  okStatuses: readonly number[];
  /**
   * Success statuses that carry no body (204) though others carry `response`; a request without
   * `response` reads no body on any success.
   */
  emptyStatuses?: readonly number[];
  /** Statuses, besides the transient ones, that mean "not ready yet, ask again". */
  notReadyStatuses?: readonly number[];
  /**
   * A request the platform answers slowly by nature waits at least this long for its answer,
   * whatever `timeout-seconds` says (which fits every other request).
   */
  minTimeoutMs?: number;
  /**
   * An answer that may be larger than the client's cap for a buffered answer (a release carries
   * its script's whole code, JSON-escaped) is read up to this many bytes instead.
   */
  maxBodyBytes?: number;
  /** The model of the success body; a request whose answer has no body (a delete, a publish) has none. */
  response?: Model;
  /**
   * A credential that reaches one script only, sent instead of the AccessKey. Only the requests
   * that take one (saving a script's code, publishing it) can carry it.
   */
  credential?: ScriptCredential;
  /**
   * Sent with `Content-Type: application/json` even without a body: the platform's own deploy
   * action publishes that way, and a header the platform has always seen is the safe one.
   */
  jsonContentType?: true;
}

/**
 * What the platform's own deploy action sends in place of the account key: the script's
 * deployment key (`DeploymentKey`), or a GitHub OIDC token of a repository linked to the
 * script (`GithubToken`). Only the code save and the publish are known to accept either.
 */
export interface ScriptCredential {
  header: 'DeploymentKey' | 'GithubToken';
  value: string;
}

/** A request whose success carries no body worth reading (204): nothing to model. */
export type BodilessRequest = Omit<ApiRequest, 'response'> & { response?: undefined };

/** A request whose success may carry no body: its result's body may be undefined. */
export type MaybeEmptyRequest<Model extends ResponseModel> = ApiRequest<Model> & { emptyStatuses: readonly number[] };

/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
export function requestLine(request: Pick<ApiRequest, 'method' | 'path'>): string {
  return `${request.method} ${request.path}`;
}

/**
 * An id the step learns only by reading (the record a replace would change): a keyless dry run
 * shows `{what}` in its place, so no path is ever written by hand for display.
 */
export interface Placeholder {
  readonly placeholder: string;
}

export function placeholder(what: string): Placeholder {
  return { placeholder: what };
}

/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value: string | number | Placeholder): string {
  if (typeof value === 'object') return `{${value.placeholder}}`;
  const text = String(value);
  if (text === '.' || text === '..' || text === '') throw new Error(`'${text}' cannot be a path segment`);
  return encodeURIComponent(text);
}

/**
 * A request that is safe to repeat or not (see `repeatSafe`), whose success is one of
 * `okStatuses`; it reads no body unless a `response` is added.
 */
function call(method: HttpMethod, path: string, repeatSafe: boolean, okStatuses: readonly number[], body?: unknown): BodilessRequest {
  return { method, path, ...(body === undefined ? {} : { body }), repeatSafe, okStatuses };
}

/** A read: safe to repeat, answered 200 with the model's body. */
function read<Model extends ResponseModel>(path: string, response: Model, query?: QueryParams): ApiRequest<Model> {
  return { ...call('GET', path, true, [200]), ...(query === undefined ? {} : { query }), response };
}

/**
 * A delete, answered 204 (or 200); a 404 means it is gone already (a repeat after a lost answer
 * gets one), which is the goal, so it is safe to repeat.
 */
const remove = (path: string) => call('DELETE', path, true, [200, 204, 404]);

/** What a dry run shows of a request: what it is, never how the client treats it. */
export type PlannedRequest = Pick<ApiRequest, 'path' | 'query' | 'body'> & {
  /** HEAD for a probe that asks for it, which no API request uses. */
  method: HttpMethod | 'HEAD';
  /** Where it goes when that is not the API (probe-url's URL): shown instead of api-url's origin. */
  origin?: string;
  /** Why or when it is sent, where the plan alone cannot say ("only when the zone holds the record"). */
  note?: string;
};

export function planned({ method, origin, path, query, body }: PlannedRequest, note?: string): PlannedRequest {
  const shown = Object.entries({ method, origin, path, query, body, note }).filter(([, value]) => value !== undefined);
  return Object.fromEntries(shown) as PlannedRequest;
}

export const requests = {
  /**
   * A token for one database's SQL API (the database API, which the platform's CLI calls under
   * `/database` on the API host). Safe to repeat: a second token is as good as the first, and
   * both expire.
   */
  generateDatabaseToken: (
    databaseId: string,
    body: { authorization: 'full-access' | 'read-only'; expires_at: string },
  ): ApiRequest<'databaseToken'> => ({
    ...call('PUT', `/database/v2/databases/${segment(databaseId)}/auth/generate`, true, [200, 201], body),
    response: 'databaseToken',
  }),

  /** The database, for its URL (`libsql://<id>.lite.bunnydb.net`). */
  database: (databaseId: string) => read(`/database/v2/databases/${segment(databaseId)}`, 'database'),

  storageZone: (storageZoneId: number) => read(`/storagezone/${segment(storageZoneId)}`, 'storageZone'),

  /** The zone with its records: how a re-run finds the record it would add. */
  dnsZone: (zoneId: number) => read(`/dnszone/${segment(zoneId)}`, 'dnsZone'),

  /** Not idempotent: each success adds a record. */
  addDnsRecord: (zoneId: number, record: AddDnsRecordRequest): ApiRequest<'dnsRecord'> => ({
    ...call('PUT', `/dnszone/${segment(zoneId)}/records`, false, [201, 200], record),
    response: 'dnsRecord',
  }),

  /**
   * 204 with no body: read the zone again for the result. Safe to repeat: it sends the whole
   * record, so a second send leaves the record as the first did.
   */
  updateDnsRecord: (zoneId: number, record: Omit<UpdateDnsRecordRequest, 'Id'> & { Id: number | Placeholder }) =>
    call('POST', `/dnszone/${segment(zoneId)}/records/${segment(record.Id)}`, true, [204, 200], record),

  /** 200 with the secret when it was created; 204 with no body when it existed and was updated. */
  upsertSecret: (scriptId: number, secret: UpsertSecretRequest): MaybeEmptyRequest<'scriptSecret'> => ({
    ...call('PUT', `/compute/script/${segment(scriptId)}/secrets`, true, [200, 201, 204], secret),
    emptyStatuses: [204],
    response: 'scriptSecret',
  }),

  updateSecret: (scriptId: number, secretId: number, secret: UpdateSecretRequest): MaybeEmptyRequest<'scriptSecret'> => ({
    ...call('POST', `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`, true, [200, 204], secret),
    emptyStatuses: [204],
    response: 'scriptSecret',
  }),

  /**
   * A full replacement. Not safe to repeat blindly: a template without an id is a new
   * container, and the same body sent again after a lost answer creates it a second time (and
   * deletes the first); update-app reads the application and gives it its id before resending.
   * The answer (`{id}`, 200 or 201: the platform's Terraform provider accepts both) says nothing
   * the step did not send, so it is not read: a success is never failed for the shape of its body.
   */
  updateApp: (appId: string, config: AppConfig) => call('PUT', `/mc/apps/${segment(appId)}`, false, [200, 201, 204], config),

  /** The live application in the read model, which is not the update model. */
  app: (appId: string) => read(`/mc/apps/${segment(appId)}`, 'application'),

  appOverview: (appId: string) => read(`/mc/apps/${segment(appId)}/overview`, 'appOverview'),

  activeRelease: (scriptId: number): ApiRequest<'scriptRelease'> => ({
    ...read(`/compute/script/${segment(scriptId)}/releases/active`, 'scriptRelease'),
    maxBodyBytes: MAX_RELEASE_BYTES,
  }),

  auditLogPage: (query: AuditLogQuery) =>
    // PascalCase, arrays as repeated parameters (`?Product=a&Product=b`).
    read(`/user/audit/${segment(query.date)}`, 'auditLogPage', {
      Order: query.order,
      Limit: query.limit,
      ContinuationToken: query.continuationToken,
      Product: query.products,
      ResourceType: query.resourceTypes,
      ResourceId: query.resourceIds,
      ActorId: query.actorIds,
    }),

  /** 202 Accepted means the zone is still being set up: it is asked again. */
  shieldZoneOfPullZone: (pullZoneId: number): ApiRequest<'shieldZone'> => ({
    ...read(`/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`, 'shieldZone'),
    notReadyStatuses: [202],
  }),

  search: (query: SearchQuery) => read('/search', 'searchPage', { search: query.search, from: query.from, size: query.size }),

  /**
   * Purges a pull zone's cache, or only the files of one cache tag. The spec says 204, the
   * real API has been seen answering 200; neither carries a body worth reading. Safe to repeat:
   * a purge sent twice empties the cache no more than once does, so a transient failure is
   * retried as any other request's is (a retry costs one more purge of the account's budget,
   * and a 429 it meets is waited out).
   */
  purgePullZone: (pullZoneId: number | Placeholder, cacheTag?: string): BodilessRequest => ({
    ...call('POST', `/pullzone/${segment(pullZoneId)}/purgeCache`, true, [200, 204]),
    ...(cacheTag === undefined ? {} : { body: { CacheTag: cacheTag } }),
  }),

  /**
   * Purges one URL, or every URL under a prefix when it ends in `/` or holds `*` (unless
   * `exactPath`). The platform limits purges per account, so a caller paces them; like the
   * pull zone purge it is safe to repeat, and retried after a transient failure.
   */
  purgeUrl: (url: string, options: { exactPath?: boolean } = {}): BodilessRequest => ({
    ...call('POST', '/purge', true, [200, 204]),
    query: { url, ...(options.exactPath ? { exactPath: true } : {}) },
  }),

  /** The script's secrets, names and ids without values, all in one answer (no paging). */
  scriptSecrets: (scriptId: number) => read(`/compute/script/${segment(scriptId)}/secrets`, 'scriptSecretList'),

  deleteSecret: (scriptId: number, secretId: number) => remove(`/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`),

  /**
   * Creates the script's variable of that name, or sets the one it has (200 when created, with
   * the variable; 204 when updated). The whole variable is sent, so a second send leaves what
   * the first did. The answer is not read: what the write did is read back from the script
   * where it matters, so a success is never failed for the shape of its body.
   */
  upsertVariable: (scriptId: number, variable: UpsertVariableRequest) =>
    call('PUT', `/compute/script/${segment(scriptId)}/variables`, true, [200, 201, 204], variable),

  deleteVariable: (scriptId: number, variableId: number) => remove(`/compute/script/${segment(scriptId)}/variables/${segment(variableId)}`),

  /** The script: hostnames, linked pull zones, its variables, CurrentReleaseId (0 before the first publish). */
  edgeScript: (scriptId: number) => read(`/compute/script/${segment(scriptId)}`, 'edgeScript'),

  /** The script's saved code (the draft), which a plain publish ships; AccessKey only. */
  scriptCode: (scriptId: number): ApiRequest<'scriptCode'> => ({
    ...read(`/compute/script/${segment(scriptId)}/code`, 'scriptCode'),
    maxBodyBytes: MAX_RELEASE_BYTES,
  }),

  /** Saves the script's draft code; the same code twice leaves the same draft. */
  saveScriptCode: (scriptId: number, code: string, credential?: ScriptCredential): BodilessRequest => ({
    ...call('POST', `/compute/script/${segment(scriptId)}/code`, true, [200, 204], { Code: code }),
    ...(credential === undefined ? {} : { credential }),
  }),

  /**
   * Publishes the draft as a new release. The spec declares a `uuid` parameter this path does
   * not have; none is sent. Not safe to repeat: each success makes one more release. Without a
   * note nothing is sent as the body, with `Content-Type: application/json` and `Accept:
   * application/json`, as the platform's own deploy action publishes.
   */
  publishScript: (scriptId: number, note: string | undefined, credential?: ScriptCredential): BodilessRequest => ({
    ...call('POST', `/compute/script/${segment(scriptId)}/publish`, false, [200, 204], note === undefined ? undefined : { Note: note }),
    jsonContentType: true,
    ...(credential === undefined ? {} : { credential }),
  }),

  /** Publishes an earlier release again (the platform's CLI rolls back with it). */
  republishScript: (scriptId: number, uuid: string, note: string) =>
    call('POST', `/compute/script/${segment(scriptId)}/publish/${segment(uuid)}`, false, [200, 204], { Note: note }),

  /** One page of the script's releases, each with its Code (perPage 5..1000). */
  scriptReleases: (scriptId: number, page: number, perPage: number) =>
    read(`/compute/script/${segment(scriptId)}/releases`, 'scriptReleasePage', { page, perPage }),

  /**
   * The digest a tag has now: a read, whatever the method says. `registryId` is of the kind the
   * document names: "dockerhub", "github", or the id of a private registry.
   */
  resolveImageDigest: (image: {
    registryId: string;
    imageNamespace: string;
    imageName: string;
    tag: string;
  }): ApiRequest<'imageTagInfo'> => ({ ...call('POST', '/mc/registries/digest', true, [200], image), response: 'imageTagInfo' }),

  /**
   * Changes one container's image and nothing else: members a PATCH does not send stay as they
   * are (the grace period, node selectors, endpoints the read model cannot express). Setting the
   * same image twice leaves the same state. The answer (the template) is not read: what the
   * PATCH did is read back from the application where it matters, so a success is never failed
   * for the shape of its body.
   */
  patchContainerImage: (appId: string, containerId: string | Placeholder, image: { imageTag: string; imageDigest?: string }) =>
    call('PATCH', `/mc/apps/${segment(appId)}/containers/${segment(containerId)}`, true, [200, 201, 204], image),

  containerRegistry: (registryId: string | Placeholder) => read(`/mc/registries/${segment(registryId)}`, 'containerRegistry'),

  /** A 404 says neither whether the zone or the record is missing (read the zone first). */
  deleteDnsRecord: (zoneId: number, recordId: number | Placeholder) => remove(`/dnszone/${segment(zoneId)}/records/${segment(recordId)}`),

  /** The pull zone with its edge rules (each with its Guid) and hostnames: the only read that returns the rules. */
  pullZone: (pullZoneId: number) => read(`/pullzone/${segment(pullZoneId)}`, 'pullZone'),

  /**
   * Creates a rule (no Guid) or replaces one whole (its Guid). 201 with no body: the rule is read
   * back from the zone by its Description. Safe to repeat only with a Guid: without one, a second
   * send adds a second rule.
   */
  addOrUpdateEdgeRule: (pullZoneId: number, rule: EdgeRuleWrite) =>
    call('POST', `/pullzone/${segment(pullZoneId)}/edgerules/addOrUpdate`, rule.Guid !== undefined, [201, 200, 204], rule),

  /** A 404 after the zone was read means the rule is gone already. */
  deleteEdgeRule: (pullZoneId: number, guid: string | Placeholder) => remove(`/pullzone/${segment(pullZoneId)}/edgerules/${segment(guid)}`),

  /** 204. Not repeated blindly: a second add of the same name is refused (already registered); read the zone instead. */
  addHostname: (pullZoneId: number, hostname: string) =>
    call('POST', `/pullzone/${segment(pullZoneId)}/addHostname`, false, [204, 200], { Hostname: hostname }),

  /**
   * Asks for the free TLS certificate of a hostname the account has (as the platform's CLI and
   * Terraform provider do after adding one). 200 with no body; 400 when it cannot be issued
   * (the hostname does not point at the pull zone, the certificate authority's rate limit), 404
   * when no pull zone of the account has the hostname. The platform places a synchronous ACME
   * order before it answers, so the answer takes its time; and an order counts against the
   * certificate authority's weekly limit whether or not its answer arrives, so it is not sent
   * twice (the caller reads the zone instead).
   */
  loadFreeCertificate: (hostname: string): BodilessRequest => ({
    ...call('GET', '/pullzone/loadFreeCertificate', false, [200, 204]),
    query: { hostname },
    minTimeoutMs: CERTIFICATE_ORDER_TIMEOUT_MS,
  }),

  /** 204. A second removal is a 400 (not found): read the zone instead of repeating. */
  removeHostname: (pullZoneId: number, hostname: string) =>
    call('DELETE', `/pullzone/${segment(pullZoneId)}/removeHostname`, false, [204, 200], { Hostname: hostname }),
} as const;
