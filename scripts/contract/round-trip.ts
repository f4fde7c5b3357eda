import { randomBytes } from 'node:crypto';
import { DnsRecordModel, EdgeScriptSecretModel } from '../../emulator/read-models/index.ts';
import { showStatus, type Answer, type ApiClient } from './http.ts';
import { appHalf, APP_ROUTES } from './round-trip-app.ts';
import { databaseHalf, DATABASE_ROUTES } from './round-trip-database.ts';
import { pullZoneHalf, PULL_ZONE_ROUTES } from './round-trip-pull-zone.ts';
import { publishHalf, PUBLISH_ROUTES } from './round-trip-publish.ts';
import { storageHalf, STORAGE_ROUTES, type StorageLog } from './round-trip-storage.ts';
import { variableHalf, VARIABLE_ROUTES } from './round-trip-variables.ts';
import {
  idOf,
  listOf,
  mayHaveActed,
  ok2xx,
  type Json,
  type RoundTrip,
  type RouteUse,
  type Runner,
  type ScratchIds,
  type Step,
} from './steps.ts';

export type { RoundTrip, ScratchIds, Step } from './steps.ts';

/*
 * The write round trip of `--write`, on the scratch resources the user names: on a DNS zone,
 * add a TXT record, find it, replace it, find the new value, delete it, find it gone; on a
 * script, upsert a secret, find it in the list, update it, delete it, find it gone, the same
 * with a variable (round-trip-variables.ts), then publish, roll back and restore (round-trip-publish.ts); and the application, pull zone and
 * storage zone halves in their files. Each half cleans up after itself in a `finally`,
 * whatever step failed: what it created (or may have created, when an answer was lost) is
 * looked up by its generated name and deleted. Values (the record's, the secret's) are
 * random, compared here, and never returned: a step says what it found in words.
 */

const DNS_ROUTES: readonly RouteUse[] = [
  { method: 'PUT', template: '/dnszone/{zoneId}/records' },
  { method: 'GET', template: '/dnszone/{id}' },
  { method: 'POST', template: '/dnszone/{zoneId}/records/{id}' },
  { method: 'DELETE', template: '/dnszone/{zoneId}/records/{id}' },
];

const SECRET_ROUTES: readonly RouteUse[] = [
  { method: 'PUT', template: '/compute/script/{id}/secrets' },
  { method: 'GET', template: '/compute/script/{id}/secrets' },
  { method: 'POST', template: '/compute/script/{id}/secrets/{secretId}' },
  { method: 'DELETE', template: '/compute/script/{id}/secrets/{secretId}' },
];

/** Each half of the round trip: the scratch id it needs, the variable that names it, the routes it sends. */
export const HALVES: ReadonlyArray<{
  key: keyof ScratchIds;
  name: string;
  variable: string;
  numeric: boolean;
  routes: readonly RouteUse[];
}> = [
  { key: 'zone', name: 'write:dns', variable: 'BUNNY_SCRATCH_ZONE_ID', numeric: true, routes: DNS_ROUTES },
  {
    key: 'script',
    name: 'write:secrets',
    variable: 'BUNNY_SCRATCH_SCRIPT_ID',
    numeric: true,
    routes: [...SECRET_ROUTES, ...VARIABLE_ROUTES, ...PUBLISH_ROUTES],
  },
  { key: 'app', name: 'write:app', variable: 'BUNNY_SCRATCH_APP_ID', numeric: false, routes: APP_ROUTES },
  { key: 'pullZone', name: 'write:pull-zone', variable: 'BUNNY_SCRATCH_PULL_ZONE_ID', numeric: true, routes: PULL_ZONE_ROUTES },
  { key: 'storageZone', name: 'write:storage', variable: 'BUNNY_SCRATCH_STORAGE_ZONE_ID', numeric: true, routes: STORAGE_ROUTES },
  { key: 'database', name: 'write:database', variable: 'BUNNY_SCRATCH_DATABASE_ID', numeric: false, routes: DATABASE_ROUTES },
];

const TXT = 3;
const COMMENT = 'Written by npm run contract (bunny-platform-action); safe to delete.';

/** The members of UpdateDnsRecordModel that the read model carries too: the whole record is sent back. */
const UPDATE_MEMBERS = [
  'Type',
  'Ttl',
  'Value',
  'Name',
  'Weight',
  'Priority',
  'Flags',
  'Tag',
  'Port',
  'Accelerated',
  'MonitorType',
  'GeolocationLatitude',
  'GeolocationLongitude',
  'LatencyZone',
  'SmartRoutingType',
  'Disabled',
  'EnviromentalVariables',
  'Comment',
  'AutoSslIssuance',
] as const;

export async function roundTrip(
  client: ApiClient,
  ids: ScratchIds,
  random: () => string = () => randomBytes(8).toString('hex'),
  storageLog?: StorageLog,
): Promise<RoundTrip> {
  const result: RoundTrip = { steps: [], cleanup: [], leftovers: [] };
  const run: Runner = async (step, route, expected, send, check, schema) => {
    const answer = await send();
    let detail: string | undefined;
    if (!expected.includes(answer.status)) detail = `expected ${expected.join(' or ')}, got ${showStatus(answer)}`;
    else detail = check?.(answer);
    const done: Step = {
      step,
      ...route,
      expected,
      answer,
      ok: detail === undefined,
      ...(detail ? { detail } : {}),
      ...(schema ? { schema } : {}),
    };
    result.steps.push(done);
    return done;
  };
  if (ids.zone !== undefined) await dnsHalf(client, ids.zone, random, run, result);
  if (ids.script !== undefined) await secretHalf(client, ids.script, random, run, result);
  if (ids.script !== undefined) await variableHalf(client, ids.script, random, run, result);
  if (ids.script !== undefined) await publishHalf(client, ids.script, random, run, result);
  if (ids.app !== undefined) await appHalf(client, ids.app, run, result);
  if (ids.pullZone !== undefined) await pullZoneHalf(client, ids.pullZone, ids.pullZoneHost, random, run);
  if (ids.storageZone !== undefined) await storageHalf(client, ids.storageZone, random, run, result, storageLog);
  if (ids.database !== undefined) await databaseHalf(client, ids.database, run, result);
  return result;
}

async function dnsHalf(client: ApiClient, zoneId: string, random: () => string, run: Runner, result: RoundTrip): Promise<void> {
  const [addRoute, zoneRoute, updateRoute, deleteRoute] = DNS_ROUTES as [RouteUse, RouteUse, RouteUse, RouteUse];
  const zonePath = `/dnszone/${encodeURIComponent(zoneId)}`;
  const name = `contract-check-${random()}`;
  const first = `contract-check ${random()}`;
  const second = `contract-check ${random()}`;
  const readZone = () => client.send('GET', zonePath);
  const recordIn = (answer: Answer, id: number | undefined) =>
    listOf(answer.body, 'Records').find((record) => (id === undefined ? record['Name'] === name : record['Id'] === id));

  let recordId: number | undefined;
  let mayExist = false;
  let deleted = false;
  try {
    const added = await run(
      'add-record',
      addRoute,
      [201],
      () => client.send('PUT', `${zonePath}/records`, { body: { Type: TXT, Name: name, Value: first, Ttl: 300, Comment: COMMENT } }),
      (answer) => (idOf(answer.body) === undefined ? 'the answer has no record Id' : undefined),
      DnsRecordModel,
    );
    mayExist = mayHaveActed(added.answer);
    recordId = idOf(added.answer.body);
    if (!added.ok || recordId === undefined) return;

    let live: Json | undefined;
    const found = await run('find-record', zoneRoute, [200], readZone, (answer) => {
      live = recordIn(answer, recordId);
      if (!live) return 'the zone does not list the record just added';
      return live['Value'] === first && live['Type'] === TXT ? undefined : 'the record listed is not the one sent (type or value)';
    });
    if (!found.ok || !live) return;

    const merged: Json = {};
    for (const member of UPDATE_MEMBERS) if (live[member] !== undefined) merged[member] = live[member];
    merged['Id'] = recordId;
    merged['Value'] = second;
    const replaced = await run('replace-record', updateRoute, [204], () =>
      client.send('POST', `${zonePath}/records/${recordId}`, { body: merged }),
    );
    if (!replaced.ok) return;
    const refound = await run('find-replaced', zoneRoute, [200], readZone, (answer) => {
      const record = recordIn(answer, recordId);
      if (!record) return 'the zone no longer lists the record after the replace';
      return record['Value'] === second ? undefined : 'the record still has its old value after the replace';
    });
    if (!refound.ok) return;

    const removed = await run('delete-record', deleteRoute, [204], () => client.send('DELETE', `${zonePath}/records/${recordId}`));
    deleted = removed.ok;
    if (!removed.ok) return;
    await run('find-deleted', zoneRoute, [200], readZone, (answer) =>
      recordIn(answer, recordId) ? 'the zone still lists the record after the delete' : undefined,
    );
  } finally {
    if (mayExist && !deleted) await cleanUpRecord(client, zonePath, recordId, name, readZone, recordIn, result);
  }
}

/**
 * Deletes the record the round trip added (found by its generated name when its id is not
 * known), then reads the zone again: a 404 does not say whether the record, the zone or the
 * route was missing, so only a zone that no longer lists it counts as clean.
 */
async function cleanUpRecord(
  client: ApiClient,
  zonePath: string,
  knownId: number | undefined,
  name: string,
  readZone: () => Promise<Answer>,
  recordIn: (answer: Answer, id: number | undefined) => Json | undefined,
  result: RoundTrip,
): Promise<void> {
  const leftover = `the TXT record named ${name} in the scratch zone`;
  let id = knownId;
  if (id === undefined) {
    const zone = await readZone();
    if (!ok2xx(zone)) {
      result.leftovers.push(`${leftover} may exist (the zone could not be read: ${showStatus(zone)})`);
      return;
    }
    id = idOf(recordIn(zone, undefined));
    if (id === undefined) {
      result.cleanup.push('the record was never created: nothing to delete');
      return;
    }
  }
  const answer = await client.send('DELETE', `${zonePath}/records/${id}`);
  const after = await readZone();
  if (ok2xx(after) && !recordIn(after, id))
    result.cleanup.push(`deleted the TXT record the round trip added (delete answered ${showStatus(answer)})`);
  else result.leftovers.push(`${leftover} is still there (delete answered ${showStatus(answer)}): delete it by hand`);
}

async function secretHalf(client: ApiClient, scriptId: string, random: () => string, run: Runner, result: RoundTrip): Promise<void> {
  const [upsertRoute, listRoute, updateRoute, deleteRoute] = SECRET_ROUTES as [RouteUse, RouteUse, RouteUse, RouteUse];
  const secretsPath = `/compute/script/${encodeURIComponent(scriptId)}/secrets`;
  const name = `CONTRACT_CHECK_${random().toUpperCase()}`;
  const listSecrets = () => client.send('GET', secretsPath);
  const secretIn = (answer: Answer) => listOf(answer.body, 'Secrets').find((secret) => secret['Name'] === name);

  let secretId: number | undefined;
  let mayExist = false;
  let deleted = false;
  try {
    // 200 with the secret when it is new; 204 (no body) when one of that name existed.
    const upserted = await run(
      'upsert-secret',
      upsertRoute,
      [200],
      () => client.send('PUT', secretsPath, { body: { Name: name, Secret: random() + random() } }),
      (answer) => (idOf(answer.body) === undefined ? 'the answer has no secret Id' : undefined),
      EdgeScriptSecretModel,
    );
    mayExist = mayHaveActed(upserted.answer);
    secretId = idOf(upserted.answer.body);
    if (!upserted.ok) return;

    const listed = await run('list-secrets', listRoute, [200], listSecrets, (answer) => {
      const secret = secretIn(answer);
      if (!secret) return 'the list does not name the secret just written';
      if (secret['Id'] !== secretId) return 'the list gives the secret another Id than the upsert did';
      return 'Secret' in secret || 'Value' in secret ? 'the list carries a value member' : undefined;
    });
    if (!listed.ok) return;

    // 200 with the secret, or 204 with none: the action reads both.
    const updated = await run(
      'update-secret',
      updateRoute,
      [200, 204],
      () => client.send('POST', `${secretsPath}/${secretId}`, { body: { Secret: random() + random() } }),
      (answer) => (answer.status === 200 && idOf(answer.body) !== secretId ? 'the answer names another secret' : undefined),
      EdgeScriptSecretModel,
    );
    if (!updated.ok) return;

    const removed = await run('delete-secret', deleteRoute, [204], () => client.send('DELETE', `${secretsPath}/${secretId}`));
    deleted = removed.ok;
    if (!removed.ok) return;
    await run('list-deleted', listRoute, [200], listSecrets, (answer) =>
      secretIn(answer) ? 'the list still names the secret after the delete' : undefined,
    );
  } finally {
    if (mayExist && !deleted) await cleanUpSecret(client, secretsPath, secretId, name, listSecrets, secretIn, result);
  }
}

/** As cleanUpRecord, for the secret: deleted, then the list read again to see it gone. */
async function cleanUpSecret(
  client: ApiClient,
  secretsPath: string,
  knownId: number | undefined,
  name: string,
  listSecrets: () => Promise<Answer>,
  secretIn: (answer: Answer) => Json | undefined,
  result: RoundTrip,
): Promise<void> {
  const leftover = `the secret named ${name} on the scratch script`;
  let id = knownId;
  if (id === undefined) {
    const list = await listSecrets();
    if (!ok2xx(list)) {
      result.leftovers.push(`${leftover} may exist (its list could not be read: ${showStatus(list)})`);
      return;
    }
    id = idOf(secretIn(list));
    if (id === undefined) {
      result.cleanup.push('the secret was never created: nothing to delete');
      return;
    }
  }
  const answer = await client.send('DELETE', `${secretsPath}/${id}`);
  const after = await listSecrets();
  if (ok2xx(after) && !secretIn(after))
    result.cleanup.push(`deleted the secret the round trip wrote (delete answered ${showStatus(answer)})`);
  else
    result.leftovers.push(
      `${leftover} is still there, or its list cannot be read (delete answered ${showStatus(answer)}): delete it by hand`,
    );
}
