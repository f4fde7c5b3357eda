import { refuseWrittenCredentials } from '../../inputs/url-text.ts';
import { showValue, type Inputs } from '../../inputs/inputs.ts';
import { readPathPatterns, readSiteSource, type SiteSource } from '../../inputs/site-source.ts';
import type { OperationContext } from '../operation.ts';
import type { StorageStep } from '../shared/site-storage.ts';
import { STORAGE_REGIONS, storageHostOfRegion } from '../../platform/storage/regions.ts';
import { badSegment, spacedSegment, storageBaseUrl } from '../../platform/storage/storage-paths.ts';
import { PathPatterns } from '../../platform/storage/path-filter.ts';
import type { StorageZone } from '../../platform/storage/storage-client.ts';
import { messageOf } from '../../http/wording.ts';

/** How the step reaches the zone: through the account key, or the zone's own password. */
type StorageCredentials = { kind: 'zone-id'; zoneId: number } | (StorageZone & { kind: 'password'; region: string | undefined });

/** `files`: those of source-dir that the sync covers, walked at planning (no hashing yet). */
export interface SyncStoragePlan extends SiteSource {
  credentials: StorageCredentials;
  /** Segments of target-path from the zone's root; empty for '/'. */
  target: string[];
  keep: PathPatterns;
  concurrency: number;
  prune: boolean;
  maxPrune: number;
  allowPruneAll: boolean;
  /** purge-linked-zones as given; undefined: the default (true when the zone's pull zones are known). */
  purgeLinked: boolean | undefined;
  purgePullZoneIds: number[];
  settleSeconds: number;
  step: StorageStep;
}

const CONCURRENCY_MAX = 64;
const CONCURRENCY_DEFAULT = 8;
const MAX_PRUNE_DEFAULT = 500;
const MAX_PRUNE_LIMIT = 1_000_000;
const SETTLE_DEFAULT = 5;
const SETTLE_MAX = 600;
const PASSWORD_INPUTS = ['storage-zone-name', 'storage-password', 'storage-region', 'storage-hostname'] as const;
/** A zone password is a few dozen characters; a far longer one is another secret, sent as a header. */
const MAX_PASSWORD_LENGTH = 1024;

function readCredentials(inputs: Inputs, hasApiKey: boolean, dryRun: boolean): StorageCredentials | undefined {
  const zoneIdGiven = inputs.optional('storage-zone-id') !== undefined;
  const given = PASSWORD_INPUTS.filter((name) => (name === 'storage-password' ? inputs.raw(name) : inputs.optional(name)) !== undefined);
  if (zoneIdGiven && given.length > 0)
    return inputs.problems.refuse(
      'storage-zone-id',
      `is given together with ${given.join(', ')}: give either storage-zone-id (with api-key), or storage-zone-name, storage-password and storage-region or storage-hostname, not both`,
    );
  if (!zoneIdGiven && given.length === 0)
    return inputs.problems.refuse(
      'storage-zone-id',
      'or the zone password form is required: give storage-zone-id (with api-key), or storage-zone-name, storage-password and storage-region or storage-hostname',
    );
  if (zoneIdGiven) {
    const zoneId = inputs.integer('storage-zone-id', { required: true, min: 1, max: Number.MAX_SAFE_INTEGER });
    if (!hasApiKey && !dryRun) {
      inputs.problems.refuse(
        'api-key',
        'is required with storage-zone-id (the step reads the zone with it); without an account key give storage-zone-name, storage-password and storage-region instead',
      );
    }
    return { kind: 'zone-id', zoneId };
  }
  const zoneName = inputs.line('storage-zone-name', { required: true, expected: 'the storage zone name' });
  if (zoneName !== '' && badSegment([zoneName]) !== undefined)
    inputs.problems.refuse('storage-zone-name', `got ${showValue(zoneName)}; expected a zone name`);
  if (/[/\s]/.test(zoneName)) inputs.problems.refuse('storage-zone-name', `got ${showValue(zoneName)}; a zone name has no slash or space`);
  const password = inputs.raw('storage-password');
  if (password === undefined) {
    inputs.problems.refuse(
      'storage-password',
      'is required with storage-zone-name (pass it from a secret: storage-password: ${{ secrets.BUNNY_STORAGE_PASSWORD }})',
    );
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    inputs.problems.refuse(
      'storage-password',
      `is ${password.length} characters long; a zone password is at most ${MAX_PASSWORD_LENGTH} (check that the right secret is passed)`,
    );
  } else if (/[\s\u0000-\u001f\u007f-\uffff]/.test(password)) {
    inputs.problems.refuse(
      'storage-password',
      'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character',
    );
  }
  const region = inputs.choice('storage-region', STORAGE_REGIONS, { caseInsensitive: true });
  // Refused first, whatever else is wrong: the other messages quote the value.
  const withCredentials = refuseWrittenCredentials(
    inputs,
    'storage-hostname',
    "give the host alone, and the zone's password as storage-password",
  );
  const hostname = withCredentials ? undefined : inputs.line('storage-hostname');
  let host: string | undefined;
  if (region !== undefined && hostname !== undefined) {
    inputs.problems.refuse('storage-hostname', 'is given together with storage-region; give one: the region decides the host');
  } else if (hostname !== undefined) {
    try {
      storageBaseUrl(hostname);
      host = hostname;
    } catch (error) {
      inputs.problems.refuse('storage-hostname', messageOf(error));
    }
  } else if (region !== undefined) {
    host = storageHostOfRegion(region);
  } else if (inputs.optional('storage-region') === undefined && inputs.optional('storage-hostname') === undefined) {
    inputs.problems.refuse(
      'storage-region',
      `or storage-hostname is required with storage-zone-name; regions: ${STORAGE_REGIONS.join(', ')}`,
    );
  }
  if (host === undefined || password === undefined) return undefined;
  return { kind: 'password', name: zoneName, password, host, region };
}

/**
 * target-path as segments, empty ones dropped: '/', '', 'site', '/site/', 'a//b'; never '..' or '.',
 * nor a folder name the platform refuses to store, which would fail every upload after the dry run showed them fine.
 */
function readTarget(inputs: Inputs): string[] {
  const text = inputs.line('target-path') ?? '/';
  const segments = text.split('/').filter((segment) => segment !== '');
  const bad = [
    badSegment(segments),
    segments.some(spacedSegment) ? 'a folder name cannot start or end with a space, which bunny.net refuses to store' : undefined,
  ].filter((reason) => reason !== undefined);
  if (bad.length > 0)
    inputs.problems.refuse('target-path', `got ${showValue(text)}: ${bad.join('; ')}; give a folder of the zone such as / or site/docs`);
  return bad.length > 0 ? [] : segments;
}

function readPullZoneIds(inputs: Inputs): number[] {
  const ids: number[] = [];
  const problems: string[] = [];
  for (const { text, line } of inputs.numberedLines('purge-pull-zone-ids')) {
    const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
    if (Number.isSafeInteger(id)) {
      if (!ids.includes(id)) ids.push(id);
    } else problems.push(`line ${line} ${showValue(text)}: expected a pull zone id (a positive decimal integer)`);
  }
  if (problems.length > 0) inputs.problems.refuse('purge-pull-zone-ids', problems.join('\n'));
  return ids;
}

/** Reads and checks every input of sync-storage, all problems at once, and walks source-dir. Sends nothing. */
export async function readSyncStoragePlan(context: OperationContext): Promise<SyncStoragePlan | undefined> {
  const { inputs, workspace, settings: common } = context;
  const hasApiKey = common.apiKey !== undefined;
  const credentials = readCredentials(inputs, hasApiKey, common.dryRun);
  const target = readTarget(inputs);
  const source = await readSiteSource(inputs, workspace, 'sync', target);
  const concurrency = inputs.integer('concurrency', { min: 1, max: CONCURRENCY_MAX, default: CONCURRENCY_DEFAULT }) ?? CONCURRENCY_DEFAULT;
  const prune = inputs.boolean('prune', false);
  const keep = new PathPatterns(readPathPatterns(inputs, 'keep'));
  const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
  const allowPruneAll = inputs.boolean('allow-prune-all', false);
  const purgeLinked = inputs.optional('purge-linked-zones') === undefined ? undefined : inputs.boolean('purge-linked-zones', true);
  const purgePullZoneIds = readPullZoneIds(inputs);
  const settleSeconds =
    inputs.integer('replication-settle-seconds', { min: 0, max: SETTLE_MAX, default: SETTLE_DEFAULT }) ?? SETTLE_DEFAULT;

  // Guards that contradict each other: the step could not do what both say.
  if (allowPruneAll && maxPrune === 0 && inputs.optional('max-prune') !== undefined) {
    inputs.problems.refuse(
      'allow-prune-all',
      'is true while max-prune is 0: the one allows deleting every file, the other allows deleting none; drop one',
    );
  }
  if (allowPruneAll && keep.matches('any/file') && keep.matches('file')) {
    inputs.problems.refuse(
      'allow-prune-all',
      'is true while keep holds every file (a pattern such as **): nothing could be deleted; drop one',
    );
  }
  if (purgeLinked === true && credentials?.kind === 'password') {
    inputs.problems.refuse(
      'purge-linked-zones',
      'needs storage-zone-id (with api-key): only a read of the zone names its pull zones; list them in purge-pull-zone-ids instead',
    );
  }
  if (purgePullZoneIds.length > 0 && !hasApiKey && !common.dryRun) {
    inputs.problems.refuse('api-key', 'is required with purge-pull-zone-ids: purges go through the account API');
  }

  if (credentials === undefined || source === undefined) return undefined;
  return {
    credentials,
    ...source,
    target,
    keep,
    concurrency,
    prune,
    maxPrune,
    allowPruneAll,
    purgeLinked,
    purgePullZoneIds,
    settleSeconds,
    step: context,
  };
}
