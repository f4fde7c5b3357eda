import type { z } from 'zod';
import { apiRoutes } from '../../emulator/products.ts';
import { SEED } from '../../emulator/seed.ts';
import {
  AcceptedResult,
  Application,
  ContainerRegistry,
  DnsZoneModel,
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

export type IdName = 'script' | 'app' | 'zone' | 'pullZone' | 'storageZone' | 'registry';

export const ID_VARIABLES: Record<IdName, string> = {
  script: 'BUNNY_SCRIPT_ID',
  app: 'BUNNY_APP_ID',
  zone: 'BUNNY_ZONE_ID',
  pullZone: 'BUNNY_PULL_ZONE_ID',
  storageZone: 'BUNNY_STORAGE_ZONE_ID',
  registry: 'BUNNY_REGISTRY_ID',
};

/** Core, compute and Shield ids are integers in the path; an application id is a string. */
export const NUMERIC_IDS: ReadonlySet<IdName> = new Set(['script', 'zone', 'pullZone', 'storageZone', 'registry']);

export type Ids = Partial<Record<IdName, string>>;

/** What the seeded emulator answers these reads for: the reference every answer is held against. */
export const SEED_IDS: Required<Ids> = {
  script: String(SEED.scriptWithRelease),
  app: SEED.appId,
  zone: String(SEED.dnsZoneId),
  pullZone: String(SEED.pullZoneWafOn),
  storageZone: String(SEED.storageZoneId),
  registry: String(SEED.dockerHubRegistryId),
};

export interface ReadCheck {
  /** A short name, used in the table, the report and the allow-list. */
  id: string;
  method: Method;
  /** The path as the documents write it, `{name}` for each parameter: what the report shows. */
  template: string;
  /** The id the read needs, if any. */
  needs?: IdName;
  path(ids: Ids, today: string): string;
  query?: Record<string, string>;
  /** Documented success statuses and the read model of each. */
  schemas: ReadonlyMap<number, z.ZodType>;
  /** Read again (a few times, spaced) while the answer is one of these: Shield's 202 "not ready yet". */
  retryWhile?: readonly number[];
}

const id = (ids: Ids, name: IdName) => encodeURIComponent(ids[name] ?? '');
const only = (status: number, schema: z.ZodType) => new Map([[status, schema]]);

export const READS: readonly ReadCheck[] = [
  {
    id: 'search',
    method: 'GET',
    template: '/search',
    path: () => '/search',
    // A letter most accounts have in some name; the results are not what is checked.
    query: { search: 'e', from: '0', size: '20' },
    schemas: only(200, SearchResultsModel),
  },
  {
    id: 'active-release',
    method: 'GET',
    template: '/compute/script/{id}/releases/active',
    needs: 'script',
    path: (ids) => `/compute/script/${id(ids, 'script')}/releases/active`,
    schemas: only(200, EdgeScriptReleaseModel),
  },
  {
    id: 'releases',
    method: 'GET',
    template: '/compute/script/{id}/releases',
    needs: 'script',
    path: (ids) => `/compute/script/${id(ids, 'script')}/releases`,
    query: { page: '1', perPage: '5' },
    schemas: only(200, EdgeScriptReleasePage),
  },
  {
    id: 'script',
    method: 'GET',
    template: '/compute/script/{id}',
    needs: 'script',
    path: (ids) => `/compute/script/${id(ids, 'script')}`,
    schemas: only(200, EdgeScriptModel),
  },
  {
    id: 'secrets',
    method: 'GET',
    template: '/compute/script/{id}/secrets',
    needs: 'script',
    path: (ids) => `/compute/script/${id(ids, 'script')}/secrets`,
    schemas: only(200, ListEdgeScriptSecretsModel),
  },
  {
    id: 'app',
    method: 'GET',
    template: '/mc/apps/{appId}',
    needs: 'app',
    path: (ids) => `/mc/apps/${id(ids, 'app')}`,
    schemas: only(200, Application),
  },
  {
    id: 'app-overview',
    method: 'GET',
    template: '/mc/apps/{appId}/overview',
    needs: 'app',
    path: (ids) => `/mc/apps/${id(ids, 'app')}/overview`,
    schemas: only(200, Overview),
  },
  {
    // update-app reads the registry a container names, to give the digest request the identifier it takes.
    id: 'container-registry',
    method: 'GET',
    template: '/mc/registries/{registryId}',
    needs: 'registry',
    path: (ids) => `/mc/registries/${id(ids, 'registry')}`,
    schemas: only(200, ContainerRegistry),
  },
  {
    id: 'dns-zone',
    method: 'GET',
    template: '/dnszone/{id}',
    needs: 'zone',
    path: (ids) => `/dnszone/${id(ids, 'zone')}`,
    schemas: only(200, DnsZoneModel),
  },
  {
    id: 'pull-zone',
    method: 'GET',
    template: '/pullzone/{id}',
    needs: 'pullZone',
    path: (ids) => `/pullzone/${id(ids, 'pullZone')}`,
    schemas: only(200, PullZoneModel),
  },
  {
    id: 'shield-zone',
    method: 'GET',
    template: '/shield/shield-zone/get-by-pullzone/{pullZoneId}',
    needs: 'pullZone',
    path: (ids) => `/shield/shield-zone/get-by-pullzone/${id(ids, 'pullZone')}`,
    schemas: new Map<number, z.ZodType>([
      [200, GetShieldZoneResponse],
      [202, AcceptedResult],
    ]),
    retryWhile: [202],
  },
  {
    // Its Password is a member like any other here: the report holds names and types, never values.
    id: 'storage-zone',
    method: 'GET',
    template: '/storagezone/{id}',
    needs: 'storageZone',
    path: (ids) => `/storagezone/${id(ids, 'storageZone')}`,
    schemas: only(200, StorageZoneModel),
  },
  {
    id: 'audit-page',
    method: 'GET',
    template: '/user/audit/{date}',
    path: (_ids, today) => `/user/audit/${today}`,
    query: { Limit: '100' },
    schemas: only(200, GetUserAuditLogResponse),
  },
];

/** Whether the emulator in this worktree has a route for `method` on `template`. */
export function emulatorServes(method: Method, template: string): boolean {
  const shape = (pattern: string) => pattern.replace(/\{[^}]+\}|:[^/]+/g, ':');
  return apiRoutes.some((route) => route.method === method && shape(route.pattern) === shape(template));
}
