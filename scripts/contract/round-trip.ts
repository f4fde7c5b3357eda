import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { DnsRecordModel, EdgeScriptSecretModel } from '../../emulator/schemas/read-models.ts';
import { showStatus, type Answer, type ApiClient, type Method } from './http.ts';

/*
 * The write round trip of `--write`, on a scratch DNS zone and a scratch script: add a TXT
 * record, find it, replace it, find the new value, delete it, find it gone; upsert a secret,
 * find it in the list, delete it, find it gone. Each half cleans up after itself in a
 * `finally`, whatever step failed: what it created (or may have created, when an answer was
 * lost) is looked up by its generated name and deleted. Values (the record's, the secret's)
 * are random, compared here, and never returned: a step says what it found in words.
 */

export interface ScratchIds {
  zone?: string | undefined;
  script?: string | undefined;
  /** A pull zone whose cache the round trip may purge (a cache tag of its own: nothing else goes). */
  pullZone?: string | undefined;
  /** A host name of that pull zone, for a URL purge of a path the round trip makes up. */
  purgeHost?: string | undefined;
}

export interface Step {
  step: string;
  method: Method;
  template: string;
  expected: readonly number[];
  /** Kept for the comparison with the emulator's round trip; never written to the report. */
  answer: Answer;
  ok: boolean;
  /** What went wrong, in words (no values). */
  detail?: string;
  /** The read model of the answer's body, for the steps that answer one. */
  schema?: z.ZodType;
}

export interface RoundTrip {
  steps: Step[];
  /** What the cleanup did, one line each. */
  cleanup: string[];
  /** What could not be deleted: the maintainer must, by hand. */
  leftovers: string[];
}

interface RouteUse {
  method: Method;
  template: string;
}

export const DNS_ROUTES: readonly RouteUse[] = [
  { method: 'PUT', template: '/dnszone/{zoneId}/records' },
  { method: 'GET', template: '/dnszone/{id}' },
  { method: 'POST', template: '/dnszone/{zoneId}/records/{id}' },
  { method: 'DELETE', template: '/dnszone/{zoneId}/records/{id}' },
];

export const SECRET_ROUTES: readonly RouteUse[] = [
  { method: 'PUT', template: '/compute/script/{id}/secrets' },
  { method: 'GET', template: '/compute/script/{id}/secrets' },
  { method: 'DELETE', template: '/compute/script/{id}/secrets/{secretId}' },
  { method: 'POST', template: '/compute/script/{id}/secrets/{secretId}' },
];

export const PURGE_ROUTES: readonly RouteUse[] = [
  { method: 'POST', template: '/pullzone/{id}/purgeCache' },
  { method: 'POST', template: '/purge' },
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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const ok2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;
/** The request may have been carried out: an answer lost, or a 5xx after the fact. */
const mayHaveActed = (answer: Answer) => answer.status === 0 || ok2xx(answer) || answer.status >= 500;

function idOf(body: unknown): number | undefined {
  return isObject(body) && typeof body['Id'] === 'number' ? body['Id'] : undefined;
}

function listOf(body: unknown, member: string): Json[] {
  return isObject(body) && Array.isArray(body[member]) ? body[member].filter(isObject) : [];
}

export async function roundTrip(
  client: ApiClient,
  ids: ScratchIds,
  random: () => string = () => randomBytes(8).toString('hex'),
): Promise<RoundTrip> {
  const result: RoundTrip = { steps: [], cleanup: [], leftovers: [] };
  const run = async (
    step: string,
    route: RouteUse,
    expected: readonly number[],
    send: () => Promise<Answer>,
    check?: (answer: Answer) => string | undefined,
    schema?: z.ZodType,
  ): Promise<Step> => {
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
  if (ids.pullZone !== undefined) await purgeHalf(client, ids.pullZone, ids.purgeHost, random, run);
  return result;
}

type Runner = (
  step: string,
  route: RouteUse,
  expected: readonly number[],
  send: () => Promise<Answer>,
  check?: (answer: Answer) => string | undefined,
  schema?: z.ZodType,
) => Promise<Step>;

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
  const [upsertRoute, listRoute, deleteRoute, updateRoute] = SECRET_ROUTES as [RouteUse, RouteUse, RouteUse, RouteUse];
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

    // The same name again: the platform updates it in place and answers 204 with no body.
    const again = await run('upsert-existing', upsertRoute, [204], () =>
      client.send('PUT', secretsPath, { body: { Name: name, Secret: random() + random() } }),
    );
    if (!again.ok) return;
    // update-secret's call: by id, answered with the secret (never its value).
    const updated = await run(
      'update-secret',
      updateRoute,
      [200],
      () => client.send('POST', `${secretsPath}/${secretId}`, { body: { Secret: random() + random() } }),
      (answer) => {
        if (idOf(answer.body) !== secretId) return 'the answer names another secret than the one updated';
        return isObject(answer.body) && ('Secret' in answer.body || 'Value' in answer.body)
          ? 'the answer carries a value member'
          : undefined;
      },
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

/**
 * The purges purge-cache sends, on the scratch pull zone: a cache tag the round trip makes up
 * (so nothing cached is touched), and an exact URL under its host, of a path nothing serves.
 * A purge cannot be undone and needs none. 200 and 204 are both success, as the action reads them.
 */
async function purgeHalf(
  client: ApiClient,
  pullZoneId: string,
  host: string | undefined,
  random: () => string,
  run: Runner,
): Promise<void> {
  const [zoneRoute, urlRoute] = PURGE_ROUTES as [RouteUse, RouteUse];
  await run('purge-cache-tag', zoneRoute, [200, 204], () =>
    client.send('POST', `/pullzone/${encodeURIComponent(pullZoneId)}/purgeCache`, { body: { CacheTag: `contract-check-${random()}` } }),
  );
  if (host === undefined) return;
  const url = `https://${host}/contract-check-${random()}.txt`;
  await run('purge-url', urlRoute, [200, 204], () => client.send('POST', '/purge', { query: { url } }));
}
