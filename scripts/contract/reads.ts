import type { z } from 'zod';
import { apiRoutes } from '../../emulator/products.ts';
import { SEED } from '../../emulator/seed.ts';
import {
  AcceptedResult,
  Application,
  ContainerRegistry,
  DnsZoneModel,
  EdgeScriptCodeModel,
  EdgeScriptModel,
  EdgeScriptReleaseModel,
  EdgeScriptReleasePage,
  GetShieldZoneResponse,
  GetUserAuditLogResponse,
  ListEdgeScriptSecretsModel,
  Overview,
  PullZoneModel,
  SearchResultsModel,
} from '../../emulator/read-models/index.ts';
import { StorageZoneModel } from '../../emulator/storage/schemas.ts';
import type { Method } from './http.ts';

/*
 * The reads the contract check makes, each with the environment variable of the id it needs,
 * its documented success statuses and the emulator's read model for each. Reads only: nothing
 * here changes anything on the account.
 */

/**
 * The ids the reads need, one line each: the environment variable that gives it, what the seeded
 * emulator answers for (the reference every answer is held against), and whether it is a whole
 * number (core, compute and Shield ids are integers in the path; an application id is a string),
 * and what it must name where any id of its kind would not do: the help names it so.
 */
const ID_TABLE = {
  script: { variable: 'BUNNY_SCRIPT_ID', seed: String(SEED.scriptWithRelease), numeric: true, what: 'a script with a published release' },
  app: { variable: 'BUNNY_APP_ID', seed: SEED.appId, numeric: false },
  zone: { variable: 'BUNNY_ZONE_ID', seed: String(SEED.dnsZoneId), numeric: true },
  pullZone: { variable: 'BUNNY_PULL_ZONE_ID', seed: String(SEED.pullZoneWafOn), numeric: true, what: 'a pull zone with Shield' },
  storageZone: { variable: 'BUNNY_STORAGE_ZONE_ID', seed: String(SEED.storageZoneId), numeric: true },
  registry: {
    variable: 'BUNNY_REGISTRY_ID',
    seed: String(SEED.dockerHubRegistryId),
    numeric: true,
    what: 'a container registry: the imageRegistryId of a container',
  },
} as const satisfies Record<string, { variable: string; seed: string; numeric: boolean; what?: string }>;

export type IdName = keyof typeof ID_TABLE;

const idEntries = Object.entries(ID_TABLE) as Array<[IdName, (typeof ID_TABLE)[IdName]]>;

export const ID_VARIABLES = Object.fromEntries(idEntries.map(([name, { variable }]) => [name, variable])) as Record<IdName, string>;

export const NUMERIC_IDS: ReadonlySet<IdName> = new Set(idEntries.filter(([, { numeric }]) => numeric).map(([name]) => name));

/** The id variables as setup help names them: `BUNNY_SCRIPT_ID (a script with a published release), …, and …`. */
export const ID_HELP = ((names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`)(
  idEntries.map(([, entry]) => ('what' in entry ? `${entry.variable} (${entry.what})` : entry.variable)),
);

export type Ids = Partial<Record<IdName, string>>;

/** What the seeded emulator answers these reads for. */
export const SEED_IDS = Object.fromEntries(idEntries.map(([name, { seed }]) => [name, seed])) as Required<Ids>;

export interface ReadCheck {
  /** A short name, used in the table, the report and the allow-list. */
  id: string;
  method: Method;
  /** The path as the documents write it, `{name}` for each parameter: what the report shows. */
  template: string;
  /** The id the read needs, if any: its one `{name}` other than `{date}` (today's date). */
  needs?: IdName;
  query?: Record<string, string>;
  /** Documented success statuses and the read model of each. */
  schemas: ReadonlyMap<number, z.ZodType>;
  /** Read again (a few times, spaced) while the answer is one of these: Shield's 202 "not ready yet". */
  retryWhile?: readonly number[];
}

const only = (status: number, schema: z.ZodType) => new Map([[status, schema]]);

/** A read the platform answers 200 with `model`, the id it needs if any: one line in READS. */
function get(id: string, template: string, needs: IdName | undefined, model: z.ZodType, more: Partial<ReadCheck> = {}): ReadCheck {
  return { id, method: 'GET', template, ...(needs ? { needs } : {}), schemas: only(200, model), ...more };
}

export const READS: readonly ReadCheck[] = [
  // A letter most accounts have in some name; the results are not what is checked.
  get('search', '/search', undefined, SearchResultsModel, { query: { search: 'e', from: '0', size: '20' } }),
  get('active-release', '/compute/script/{id}/releases/active', 'script', EdgeScriptReleaseModel),
  get('releases', '/compute/script/{id}/releases', 'script', EdgeScriptReleasePage, { query: { page: '1', perPage: '5' } }),
  get('script', '/compute/script/{id}', 'script', EdgeScriptModel),
  // rollback-script's re-run reads the saved code, to see whether an earlier run left it unsaved.
  get('script-code', '/compute/script/{id}/code', 'script', EdgeScriptCodeModel),
  get('secrets', '/compute/script/{id}/secrets', 'script', ListEdgeScriptSecretsModel),
  get('app', '/mc/apps/{appId}', 'app', Application),
  get('app-overview', '/mc/apps/{appId}/overview', 'app', Overview),
  // update-app reads the registry a container names, to give the digest request the identifier it takes.
  get('container-registry', '/mc/registries/{registryId}', 'registry', ContainerRegistry),
  get('dns-zone', '/dnszone/{id}', 'zone', DnsZoneModel),
  get('pull-zone', '/pullzone/{id}', 'pullZone', PullZoneModel),
  get('shield-zone', '/shield/shield-zone/get-by-pullzone/{pullZoneId}', 'pullZone', GetShieldZoneResponse, {
    schemas: new Map<number, z.ZodType>([
      [200, GetShieldZoneResponse],
      [202, AcceptedResult],
    ]),
    retryWhile: [202],
  }),
  // Its Password is a member like any other here: the report holds names and types, never values.
  get('storage-zone', '/storagezone/{id}', 'storageZone', StorageZoneModel),
  get('audit-page', '/user/audit/{date}', undefined, GetUserAuditLogResponse, { query: { Limit: '100' } }),
];

/** The path `read` sends: its template with the id it needs, and today's date for `{date}`. */
export function readPath(read: ReadCheck, ids: Ids, today: string): string {
  return read.template.replace(/\{[^}]+\}/g, (name) =>
    name === '{date}' ? today : encodeURIComponent(read.needs ? (ids[read.needs] ?? '') : ''),
  );
}

/** Whether the emulator in this worktree has a route for `method` on `template`. */
export function emulatorServes(method: Method, template: string): boolean {
  const shape = (pattern: string) => pattern.replace(/\{[^}]+\}|:[^/]+/g, ':');
  return apiRoutes.some((route) => route.method === method && shape(route.pattern) === shape(template));
}
