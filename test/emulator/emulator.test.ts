import { spawn } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED, seedAppConfig, startEmulator } from '../../emulator/server.ts';
import { AuditLog, todayUtc } from '../../emulator/audit/state.ts';
import { digestOf } from '../../emulator/apps/state.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { useEmulator } from '../support/e2e.ts';
import { releasable } from '../support/release.ts';
import { ShieldZones } from '../../emulator/shield/state.ts';
import { DnsZones } from '../../emulator/dns/state.ts';
import { SearchIndex } from '../../emulator/search/state.ts';

const emu = useEmulator();

interface Call {
  method?: string;
  body?: unknown;
  /** Raw text sent as is (malformed bodies). */
  raw?: string;
  key?: string | null;
  contentType?: string | null;
  redirect?: 'manual' | 'follow' | 'error';
}

function call(path: string, options: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? DEFAULT_API_KEY : options.key;
  if (key !== null) headers['AccessKey'] = key;
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (hasBody && contentType !== null) headers['Content-Type'] = contentType;
  const init: RequestInit = { method: options.method ?? 'GET', headers, redirect: options.redirect ?? 'manual' };
  if (hasBody) init.body = options.raw ?? JSON.stringify(options.body);
  return fetch(`${emu().url}${path}`, init);
}

async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

const zonePath = `/dnszone/${SEED.dnsZoneId}/records`;
const secretsPath = `/compute/script/${SEED.scriptWithRelease}/secrets`;
const appPath = `/mc/apps/${SEED.appId}`;
const shieldPath = (id: number) => `/shield/shield-zone/get-by-pullzone/${id}`;

describe('server', () => {
  it('listens on an ephemeral loopback port', async () => {
    expect(emu().url).toBe(`http://127.0.0.1:${emu().port}`);
    // A second emulator, to see that each takes its own port.
    const other = await startEmulator({ apiKey: 'other' });
    try {
      expect(other.port).not.toBe(emu().port);
      expect(other.apiKey).toBe('other');
      expect((await fetch(`${other.url}/search`, { headers: { AccessKey: 'other' } })).status).toBe(200);
      expect((await fetch(`${other.url}/search`, { headers: { AccessKey: DEFAULT_API_KEY } })).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers 404 with no body for an unknown route and 405 for a known path with the wrong method', async () => {
    const unknown = await call('/nope/1');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
    const wrongMethod = await call(zonePath);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('PUT');
  });

  it('answers 401 without a body on core and compute routes', async () => {
    for (const path of [zonePath, `/compute/script/2001/releases/active`, `/user/audit/${SEED.auditFixedDate}`, '/search']) {
      const method = path === zonePath ? 'PUT' : 'GET';
      const res = await call(path, { method, key: 'wrong', ...(method === 'PUT' ? { body: {} } : {}) });
      expect(res.status, path).toBe(401);
      expect(await res.text(), path).toBe('');
    }
    expect((await call('/search', { key: null })).status).toBe(401);
  });

  it('answers 401 with problem details on Magic Containers and Shield routes', async () => {
    for (const res of [
      await call(appPath, { method: 'PUT', body: seedAppConfig(), key: 'wrong' }),
      await call(shieldPath(SEED.pullZoneWafOn), { key: null }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await jsonOf(res)).toMatchObject({ title: 'Unauthorized', status: 401 });
    }
  });

  it('requires application/json for bodies and valid JSON in them', async () => {
    const noType = await call(zonePath, { method: 'PUT', raw: '{}', contentType: null });
    expect(noType.status).toBe(415);
    const textType = await call(zonePath, { method: 'PUT', raw: '{}', contentType: 'text/plain' });
    expect(textType.status).toBe(415);
    const withCharset = await call(zonePath, {
      method: 'PUT',
      body: { Type: 0, Value: '192.0.2.1' },
      contentType: 'application/json; charset=utf-8',
    });
    expect(withCharset.status).toBe(201);
    const broken = await call(zonePath, { method: 'PUT', raw: '{"Type": 0,' });
    expect(broken.status).toBe(400);
    expect(await jsonOf(broken)).toMatchObject({ ErrorKey: 'validation_error', Field: 'body' });
    const appBroken = await call(appPath, { method: 'PUT', raw: '{' });
    expect(appBroken.status).toBe(400);
    expect(appBroken.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const appText = await call(appPath, { method: 'PUT', raw: '{}', contentType: 'text/plain' });
    expect(appText.status).toBe(415);
  });

  it('records every API request with its query, lower-case headers, body and status', async () => {
    await call(`/user/audit/${SEED.auditFixedDate}?Product=DNS&Product=CDN&Limit=2`, { key: 'wrong' });
    await call(secretsPath, { method: 'PUT', body: { Name: 'REC', Secret: 's3cret' } });
    expect(emu().requests).toHaveLength(2);
    const [audit, upsert] = emu().requests;
    expect(audit).toMatchObject({
      seq: expect.any(Number),
      method: 'GET',
      path: `/user/audit/${SEED.auditFixedDate}`,
      query: { Product: ['DNS', 'CDN'], Limit: ['2'] },
      status: 401,
      outcome: 'answered',
      fault: null,
    });
    expect(audit?.headers['accesskey']).toBe('wrong');
    expect(upsert).toMatchObject({
      method: 'PUT',
      bodyText: '{"Name":"REC","Secret":"s3cret"}',
      body: { Name: 'REC', Secret: 's3cret' },
      status: 200,
      handlerStatus: 200,
    });
    expect(upsert?.headers['content-type']).toBe('application/json');
    expect(typeof upsert?.time).toBe('number');
  });
});

describe('PUT /dnszone/{zoneId}/records', () => {
  it('creates a record with every model field and increasing ids', async () => {
    const before = emu().state.part(DnsZones).records(SEED.dnsZoneId).length;
    const first = await call(zonePath, { method: 'PUT', body: { Type: 0, Name: 'api', Value: '192.0.2.44', Ttl: 60 } });
    expect(first.status).toBe(201);
    const record = await jsonOf(first);
    expect(record).toMatchObject({ Type: 0, Name: 'api', Value: '192.0.2.44', Ttl: 60, Disabled: false });
    for (const field of [
      'Id',
      'Type',
      'Ttl',
      'Value',
      'Name',
      'Weight',
      'Priority',
      'Port',
      'Flags',
      'Tag',
      'Accelerated',
      'AcceleratedPullZoneId',
      'LinkName',
      'IPGeoLocationInfo',
      'GeolocationInfo',
      'MonitorStatus',
      'MonitorType',
      'GeolocationLatitude',
      'GeolocationLongitude',
      'EnviromentalVariables',
      'LatencyZone',
      'SmartRoutingType',
      'Disabled',
      'Comment',
      'AutoSslIssuance',
      'AccelerationStatus',
    ]) {
      expect(record, field).toHaveProperty(field);
    }
    const second = await jsonOf(await call(zonePath, { method: 'PUT', body: { Type: 3, Name: 'txt', Value: 'hello' } }));
    expect(second['Id']).toBe((record['Id'] as number) + 1);
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(before + 2);
  });

  it('refuses unknown fields and wrong types with ApiErrorData naming the field', async () => {
    const extra = await call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.1', Bogus: 1 } });
    expect(extra.status).toBe(400);
    expect(await jsonOf(extra)).toMatchObject({ ErrorKey: 'validation_error', Field: 'Bogus' });
    const wrongType = await call(zonePath, { method: 'PUT', body: { Ttl: 'soon' } });
    expect(await jsonOf(wrongType)).toMatchObject({ ErrorKey: 'validation_error', Field: 'Ttl' });
    const nested = await call(zonePath, { method: 'PUT', body: { EnviromentalVariables: [{ Name: 1 }] } });
    expect(await jsonOf(nested)).toMatchObject({ Field: 'EnviromentalVariables[0].Name' });
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(3);
  });

  it('refuses an A record whose value is not IPv4', async () => {
    const res = await call(zonePath, { method: 'PUT', body: { Type: 0, Name: 'x', Value: 'not-an-ip' } });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ ErrorKey: 'dns_record.invalid_value', Field: 'Value' });
  });

  it('answers 404 with no body for an unknown zone', async () => {
    for (const zone of ['9999', 'abc']) {
      const res = await call(`/dnszone/${zone}/records`, { method: 'PUT', body: { Type: 0, Value: '192.0.2.1' } });
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('');
    }
  });
});

describe('script secrets', () => {
  it('upsert answers 200 with the secret when it creates it and 204 with no body when it updates it', async () => {
    const created = await call(secretsPath, { method: 'PUT', body: { Name: 'NEW_ONE', Secret: 'v1' } });
    expect(created.status).toBe(200);
    const body = await jsonOf(created);
    expect(body).toEqual({ Id: expect.any(Number), Name: 'NEW_ONE', LastModified: expect.any(String) });
    expect(emu().state.secret(SEED.scriptWithRelease, 'NEW_ONE')?.Value).toBe('v1');

    const updated = await call(secretsPath, { method: 'PUT', body: { Name: 'NEW_ONE', Secret: 'v2' } });
    expect(updated.status).toBe(204);
    expect(await updated.text()).toBe('');
    expect(emu().state.secret(SEED.scriptWithRelease, 'NEW_ONE')).toMatchObject({ Id: body['Id'], Value: 'v2', writes: 2 });

    const seeded = await call(secretsPath, { method: 'PUT', body: { Name: 'API_TOKEN', Secret: 'rotated' } });
    expect(seeded.status).toBe(204);
  });

  it('upsert refuses a bad body with ApiErrorData and an unknown script with 404', async () => {
    const emptyName = await call(secretsPath, { method: 'PUT', body: { Name: '', Secret: 'x' } });
    expect(emptyName.status).toBe(400);
    expect(await jsonOf(emptyName)).toMatchObject({ ErrorKey: 'validation_error', Field: 'Name' });
    const tooLong = await call(secretsPath, { method: 'PUT', body: { Name: 'BIG', Secret: 'x'.repeat(4097) } });
    expect(await jsonOf(tooLong)).toMatchObject({ Field: 'Secret' });
    const okLong = await call(secretsPath, { method: 'PUT', body: { Name: 'BIG', Secret: 'x'.repeat(4096) } });
    expect(okLong.status).toBe(200);
    const missing = await call('/compute/script/9999/secrets', { method: 'PUT', body: { Name: 'A', Secret: 'b' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('update answers 200 with the secret and stores the value; 404 and 400 otherwise', async () => {
    const res = await call(`${secretsPath}/7001`, { method: 'POST', body: { Secret: 'new-value' } });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ Id: 7001, Name: 'API_TOKEN' });
    expect(emu().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value).toBe('new-value');

    expect((await call(`${secretsPath}/7999`, { method: 'POST', body: { Secret: 'x' } })).status).toBe(404);
    expect((await call('/compute/script/9999/secrets/7001', { method: 'POST', body: { Secret: 'x' } })).status).toBe(404);
    const tooLong = await call(`${secretsPath}/7001`, { method: 'POST', body: { Secret: 'x'.repeat(4097) } });
    expect(tooLong.status).toBe(400);
    expect(await jsonOf(tooLong)).toMatchObject({ ErrorKey: 'validation_error', Field: 'Secret' });
  });
});

describe('PUT /mc/apps/{appId}', () => {
  it('stores a valid configuration and answers 200 {id}', async () => {
    const config = seedAppConfig();
    config['name'] = 'renamed app';
    const res = await call(appPath, { method: 'PUT', body: config });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: SEED.appId });
    const app = emu().state.apps.get(SEED.appId);
    expect(app?.updates).toBe(1);
    expect(app?.config).toEqual(config);
  });

  it('answers 400 problem details listing the invalid fields', async () => {
    const config = seedAppConfig();
    delete config['name'];
    const res = await call(appPath, { method: 'PUT', body: config });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const body = await jsonOf(res);
    expect(body).toMatchObject({ status: 400, instance: appPath, id: SEED.appId, title: expect.any(String) });
    expect(body['errors']).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name' })]));
    expect(emu().state.apps.get(SEED.appId)?.updates).toBe(0);
  });

  it('answers 404 problem details for an unknown application', async () => {
    const res = await call('/mc/apps/no-such-app', { method: 'PUT', body: seedAppConfig() });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await jsonOf(res)).toMatchObject({ title: 'Not Found', status: 404, type: expect.any(String), detail: expect.any(String) });
  });
});

describe('GET /mc/apps/{appId} and its overview', () => {
  type Read = { id: string; status: string; containerTemplates: Array<Record<string, unknown>> };
  const readApp = async () => (await (await call(appPath)).json()) as Read;
  const overviewOf = async () =>
    (await (await call(`${appPath}/overview`)).json()) as Record<string, unknown> & {
      regions: Array<{ pods: Array<{ containers: Array<Record<string, unknown>> }> }>;
    };

  it('answers the read model: ids, package ids, resolved digests, flat endpoints', async () => {
    const app = await readApp();
    expect(app).toMatchObject({ id: SEED.appId, status: 'active', name: 'preview-demo' });
    const [web] = app.containerTemplates;
    expect(web).toMatchObject({
      name: 'web',
      id: expect.any(String),
      packageId: expect.any(String),
      imageDigest: digestOf('example/demo-web:1.4.2'),
    });
    expect((web?.['endpoints'] as unknown[])[0]).toMatchObject({
      displayName: 'web-cdn',
      type: 'cdn',
      pullZoneId: '4001',
      publicHost: expect.any(String),
    });
    expect((await call('/mc/apps/none')).status).toBe(404);
    expect((await call('/mc/apps/none/overview')).status).toBe(404);
  });

  it('keeps, creates and deletes containers by id, and a digest decides the image', async () => {
    const live = await readApp();
    const [web, worker] = live.containerTemplates;
    const body = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    body.containerTemplates[0] = { ...body.containerTemplates[0], id: web?.['id'], imageTag: '9.9.9', imageDigest: web?.['imageDigest'] };
    body.containerTemplates[1] = { ...body.containerTemplates[1], name: 'worker-2' };
    expect((await call(appPath, { method: 'PUT', body })).status).toBe(200);
    expect(emu().state.apps.get(SEED.appId)?.lastChanges).toEqual({ created: ['worker-2'], updated: ['web'], deleted: ['worker'] });
    const after = await readApp();
    expect(after.containerTemplates[0]?.['id']).toBe(web?.['id']);
    expect(after.containerTemplates[1]?.['id']).not.toBe(worker?.['id']);
    // The tag says 9.9.9, the digest is 1.4.2's: 1.4.2 runs.
    expect(String(after.containerTemplates[0]?.['image'])).toMatch(/^example\/demo-web:1\.4\.2@sha256:/);
  });

  it('rolls out from progressing to active after the planned reads, or crash-loops when told', async () => {
    const put = () => call(appPath, { method: 'PUT', body: seedAppConfig() });
    // The kinder reading: the overview shows the rollout's status at once after the write.
    const kinder = await fetch(`${emu().url}/_emulator/state/app-overview`, {
      method: 'POST',
      body: JSON.stringify({ appId: SEED.appId, statusLag: 0 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(kinder.status).toBe(200);
    await put();
    expect((await overviewOf())['status']).toBe('progressing');
    expect((await overviewOf())['status']).toBe('progressing');
    const live = await overviewOf();
    expect(live['status']).toBe('active');
    expect(live.regions[0]?.pods[0]?.containers.every((c) => c['status'] === 'ready')).toBe(true);

    const res = await fetch(`${emu().url}/_emulator/state/app-rollout`, {
      method: 'POST',
      body: JSON.stringify({ appId: SEED.appId, mode: 'crash-loop' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    await put();
    await overviewOf();
    const crashing = (await overviewOf()).regions[0]?.pods[0]?.containers[0];
    expect(crashing).toMatchObject({ reason: 'CrashLoopBackOff', exitCode: 1, numberOfRestarts: 1, status: 'notStarted' });
    expect((await overviewOf())['status']).toBe('progressing');
  });

  it('shows the status from before a write for three overview reads by default, the pods already the new ones', async () => {
    const res = await fetch(`${emu().url}/_emulator/state/app-rollout`, {
      method: 'POST',
      body: JSON.stringify({ appId: SEED.appId, mode: 'fail', reads: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    await call(appPath, { method: 'PUT', body: seedAppConfig() });
    const statuses = [];
    for (let read = 0; read < 4; read++) statuses.push((await overviewOf())['status']);
    expect(statuses).toEqual(['active', 'active', 'active', 'failing']);
  });

  it('keeps a deleted container in the old pods until the rollout replaces them, or drops it at once when told', async () => {
    const live = await readApp();
    const withoutWorker = () => {
      const body = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
      body.containerTemplates = [{ ...body.containerTemplates[0], id: live.containerTemplates[0]?.['id'] }];
      return body;
    };
    const names = async () => (await overviewOf()).regions[0]?.pods[0]?.containers.map((container) => container['name']);
    await call(appPath, { method: 'PUT', body: withoutWorker() });
    // The default rollout: two reads in progress, then active.
    expect([await names(), await names(), await names()]).toEqual([['web', 'worker'], ['web', 'worker'], ['web']]);

    emu().reset();
    const kinder = await fetch(`${emu().url}/_emulator/state/app-overview`, {
      method: 'POST',
      body: JSON.stringify({ appId: SEED.appId, oldPodsKeepDeleted: false }),
      headers: { 'content-type': 'application/json' },
    });
    expect(kinder.status).toBe(200);
    await call(appPath, { method: 'PUT', body: withoutWorker() });
    expect(await names()).toEqual(['web']);
  });
});

describe('GET /compute/script/{id}/releases/active', () => {
  const path = (id: number) => `/compute/script/${id}/releases/active`;

  it('answers the seeded active release', async () => {
    const res = await call(path(SEED.scriptWithRelease));
    expect(res.status).toBe(200);
    const release = await jsonOf(res);
    expect(release).toMatchObject({ Id: SEED.activeReleaseId, CommitSha: SEED.activeCommitSha, Status: 1, Deleted: false });
    expect(release['CommitSha']).toMatch(/^[0-9a-f]{40}$/);
    expect(typeof release['Code']).toBe('string');
  });

  it('answers 404 with no body when the script has no active release or does not exist', async () => {
    for (const id of [SEED.scriptWithoutRelease, 9999]) {
      const res = await call(path(id));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('');
    }
  });

  it('setActiveRelease fills in a complete release', async () => {
    emu().state.setActiveRelease(SEED.scriptWithoutRelease, {
      CommitSha: 'abc1234abc1234abc1234abc1234abc1234abcd0',
      Author: '::error::x',
    });
    const release = await jsonOf(await call(path(SEED.scriptWithoutRelease)));
    expect(release).toMatchObject({ CommitSha: 'abc1234abc1234abc1234abc1234abc1234abcd0', Author: '::error::x', Status: 1 });
    expect(release['Uuid']).toMatch(/^[0-9a-f-]{36}$/);
    emu().state.setActiveRelease(SEED.scriptWithRelease, null);
    expect((await call(path(SEED.scriptWithRelease))).status).toBe(404);
  });

  it('a release scheduled after N requests goes live on request N+1', async () => {
    emu().state.scheduleActiveRelease(SEED.scriptWithoutRelease, { CommitSha: 'f'.repeat(40) }, { afterRequests: 2 });
    expect((await call(path(SEED.scriptWithoutRelease))).status).toBe(404);
    expect((await call(path(SEED.scriptWithoutRelease))).status).toBe(404);
    const third = await call(path(SEED.scriptWithoutRelease));
    expect(third.status).toBe(200);
    expect(await jsonOf(third)).toMatchObject({ CommitSha: 'f'.repeat(40) });
  });

  it('a release scheduled after N ms goes live then', async () => {
    // The emulator's clock, not the wall clock: a slow first read on a busy machine cannot reach the time.
    const clock = new FakeClock();
    emu().useClock(clock);
    emu().state.scheduleActiveRelease(SEED.scriptWithRelease, { CommitSha: 'e'.repeat(40) }, { afterMs: 150 });
    clock.time += 149;
    expect(await jsonOf(await call(path(SEED.scriptWithRelease)))).toMatchObject({ CommitSha: SEED.activeCommitSha });
    clock.time += 1;
    expect(await jsonOf(await call(path(SEED.scriptWithRelease)))).toMatchObject({ CommitSha: 'e'.repeat(40) });
  });
});

describe('GET /user/audit/{date}', () => {
  const audit = async (date: string, query = '') => call(`/user/audit/${date}${query ? `?${query}` : ''}`);

  it('answers the seeded days', async () => {
    const fixed = await jsonOf(await audit(SEED.auditFixedDate));
    expect(fixed['Logs']).toHaveLength(SEED.auditFixedCount);
    expect(fixed).toMatchObject({ HasMoreData: false, ContinuationToken: null, StartToken: expect.any(String) });
    const today = await jsonOf(await audit(todayUtc()));
    const logs = today['Logs'] as Array<Record<string, string>>;
    expect(logs).toHaveLength(SEED.auditTodayCount);
    expect(Object.keys(logs[0] ?? {}).sort()).toEqual([
      'Action',
      'ActorId',
      'ActorType',
      'Diff',
      'Product',
      'ResourceId',
      'ResourceOwner',
      'ResourceType',
      'Timestamp',
    ]);
    const empty = await jsonOf(await audit('2001-01-01'));
    expect(empty).toMatchObject({ Logs: [], HasMoreData: false });
  });

  it("writes a page as .NET's encoder does unless told plain: the same entries in a longer text", async () => {
    const diff = '{"Old":"+1","Name":"café <b>"}';
    emu()
      .state.part(AuditLog)
      .add('2024-07-01', [{ Diff: diff }]);
    const dotnet = await (await audit('2024-07-01')).text();
    expect(dotnet).toContain(
      String.raw`"Diff":"{\u0022Old\u0022:\u0022\u002B1\u0022,\u0022Name\u0022:\u0022caf\u00E9 \u003Cb\u003E\u0022}"`,
    );
    emu().state.part(AuditLog).encoding = 'plain';
    const plain = await (await audit('2024-07-01')).text();
    expect(plain).toContain(`"Diff":${JSON.stringify(diff)}`);
    expect(JSON.parse(dotnet)).toEqual(JSON.parse(plain));
  });

  it('pages with Limit and ContinuationToken, in either order', async () => {
    for (const order of ['Ascending', 'Descending']) {
      const seen: string[] = [];
      let token: string | null = null;
      let pages = 0;
      do {
        const query: string = `Order=${order}&Limit=10${token ? `&ContinuationToken=${encodeURIComponent(token)}` : ''}`;
        const page = await jsonOf(await audit(todayUtc(), query));
        pages += 1;
        seen.push(...(page['Logs'] as Array<{ Timestamp: string }>).map((l) => l.Timestamp));
        token = page['HasMoreData'] ? (page['ContinuationToken'] as string) : null;
      } while (token);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(SEED.auditTodayCount);
      const sorted = [...seen].sort();
      expect(seen).toEqual(order === 'Ascending' ? sorted : sorted.reverse());
    }
  });

  it('filters: OR within a parameter, AND across parameters', async () => {
    const dns = (await jsonOf(await audit(todayUtc(), 'Product=DNS')))['Logs'] as Array<Record<string, string>>;
    expect(dns.length).toBeGreaterThan(0);
    expect(dns.every((l) => l['Product'] === 'DNS')).toBe(true);
    const either = (await jsonOf(await audit(todayUtc(), 'Product=DNS&Product=CDN')))['Logs'] as unknown[];
    const cdn = (await jsonOf(await audit(todayUtc(), 'Product=CDN')))['Logs'] as unknown[];
    expect(either).toHaveLength(dns.length + cdn.length);
    const both = (await jsonOf(await audit(todayUtc(), 'Product=DNS&ActorId=user-1001')))['Logs'] as Array<Record<string, string>>;
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(dns.length);
    expect(both.every((l) => l['Product'] === 'DNS' && l['ActorId'] === 'user-1001')).toBe(true);
  });

  it('answers 400 ApiErrorData for a bad date, Order, Limit or token', async () => {
    const cases: Array<[string, string, string]> = [
      ['2024-5-14', '', 'date'],
      ['2024-02-30', '', 'date'],
      ['yesterday', '', 'date'],
      [SEED.auditFixedDate, 'Order=Sideways', 'Order'],
      [SEED.auditFixedDate, 'Limit=0', 'Limit'],
      [SEED.auditFixedDate, 'Limit=10001', 'Limit'],
      [SEED.auditFixedDate, 'Limit=ten', 'Limit'],
      [SEED.auditFixedDate, 'ContinuationToken=garbage', 'ContinuationToken'],
    ];
    for (const [date, query, field] of cases) {
      const res = await audit(date, query);
      expect(res.status, `${date}?${query}`).toBe(400);
      expect(await jsonOf(res), `${date}?${query}`).toMatchObject({
        Field: field,
        ErrorKey: expect.any(String),
        Message: expect.any(String),
      });
    }
    expect((await audit(SEED.auditFixedDate, 'Limit=10000')).status).toBe(200);
    // A token is bound to its day and order.
    const first = await jsonOf(await audit(todayUtc(), 'Limit=5'));
    const token = encodeURIComponent(first['ContinuationToken'] as string);
    expect((await audit(SEED.auditFixedDate, `Limit=5&ContinuationToken=${token}`)).status).toBe(400);
    expect((await audit(todayUtc(), `Order=Descending&Limit=5&ContinuationToken=${token}`)).status).toBe(400);
  });

  it('serves 100,000 generated entries page by page, merged in time with added ones', async () => {
    const date = '2024-06-01';
    const log = emu().state.part(AuditLog);
    log.generate(date, 100_000);
    log.add(date, [{ Timestamp: '2024-06-01T12:00:00.0001Z', Product: 'Marker', Diff: '::error::x' }]);
    expect(log.entryCount(date)).toBe(100_001);
    let token: string | null = null;
    let total = 0;
    let pages = 0;
    let last = '';
    let inOrder = true;
    let marker = 0;
    do {
      const page = await jsonOf(await audit(date, `Limit=10000${token ? `&ContinuationToken=${encodeURIComponent(token)}` : ''}`));
      const logs = page['Logs'] as Array<Record<string, string>>;
      for (const log of logs) {
        inOrder &&= log['Timestamp']! >= last;
        last = log['Timestamp']!;
        if (log['Product'] === 'Marker') marker += 1;
      }
      total += logs.length;
      pages += 1;
      token = page['HasMoreData'] ? (page['ContinuationToken'] as string) : null;
    } while (token);
    expect(inOrder).toBe(true);
    expect(total).toBe(100_001);
    expect(pages).toBe(11);
    expect(marker).toBe(1);
    const filtered = await jsonOf(await audit(date, 'Product=Marker'));
    expect(filtered).toMatchObject({ HasMoreData: false, Logs: [expect.objectContaining({ Diff: '::error::x' })] });
  });
});

describe('GET /shield/shield-zone/get-by-pullzone/{pullZoneId}', () => {
  it('answers the zone inside data, WAF on and off', async () => {
    const on = await call(shieldPath(SEED.pullZoneWafOn));
    expect(on.status).toBe(200);
    const body = await jsonOf(on);
    expect(body['data']).toMatchObject({ shieldZoneId: 8001, pullZoneId: SEED.pullZoneWafOn, wafEnabled: true });
    for (const field of [
      'learningMode',
      'learningModeUntil',
      'wafDisabledRules',
      'wafLogOnlyRules',
      'wafCustomRuleOrder',
      'wafRequestHeaderLoggingEnabled',
      'requestBodyLoggingEnabled',
      'wafRequestIgnoredHeaders',
      'wafRealtimeThreatIntelligenceEnabled',
      'wafProfileId',
      'wafEngineConfig',
      'rateLimitRulesLimit',
      'customWafRulesLimit',
      'dDoSChallengeWindow',
      'whitelabelResponsePages',
    ]) {
      expect(body['data'], field).toHaveProperty(field);
    }
    const off = await jsonOf(await call(shieldPath(SEED.pullZoneWafOff)));
    expect(off['data']).toMatchObject({ wafEnabled: false });
  });

  it('answers 202 while the zone is not ready, then 200', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SEED.notReadyAccepts + 1; i++) statuses.push((await call(shieldPath(SEED.pullZoneNotReady))).status);
    expect(statuses).toEqual([202, 202, 200]);
    emu().state.part(ShieldZones).setNotReady(SEED.pullZoneNotReady, 1);
    expect((await call(shieldPath(SEED.pullZoneNotReady))).status).toBe(202);
    expect((await call(shieldPath(SEED.pullZoneNotReady))).status).toBe(200);
  });

  it('answers 404 problem details for an unknown pull zone', async () => {
    const res = await call(shieldPath(4242));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await jsonOf(res)).toMatchObject({ title: 'Not Found', status: 404 });
  });
});

describe('GET /search', () => {
  it('matches names case-insensitively, counts all matches and pages them', async () => {
    const page = await jsonOf(await call('/search?search=PREVIEW&from=1&size=2'));
    expect(page).toMatchObject({ Query: 'PREVIEW', Total: 6, From: 1, Size: 2 });
    expect(page['SearchResults']).toEqual([
      { Type: 'cdn', Id: 3003, Name: 'preview-api-edge' },
      { Type: 'storage', Id: 4001, Name: 'preview-uploads' },
    ]);
    const all = await jsonOf(await call('/search?search='));
    expect(all['Total']).toBe(11);
    expect(all['SearchResults']).toHaveLength(11);
    const none = await jsonOf(await call('/search?search=zzz'));
    expect(none).toMatchObject({ Total: 0, SearchResults: [] });
    expect((await call('/search?search=x&size=-1')).status).toBe(400);
  });

  it('finds added items with any text in their names', async () => {
    const [added] = emu().state.part(SearchIndex).add({ Type: 'script', Name: '::error::x evil' });
    const page = await jsonOf(await call(`/search?search=${encodeURIComponent('::error::')}`));
    expect(page['SearchResults']).toEqual([{ Type: 'script', Id: added?.Id, Name: '::error::x evil' }]);
  });
});

describe('faults', () => {
  it('status: answers the given status, headers and body instead', async () => {
    emu().inject(
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429, headers: { 'Retry-After': '2' } },
      { kind: 'status', status: 502, body: '<html><body>Bad gateway</body></html>' },
      { kind: 'status', status: 500, body: { ErrorKey: 'internal', Field: null, Message: 'boom' } },
    );
    const a = await call('/search');
    expect(a.status).toBe(503);
    const b = await call('/search');
    expect(b.status).toBe(429);
    expect(b.headers.get('retry-after')).toBe('2');
    const c = await call('/search');
    expect(c.status).toBe(502);
    expect(c.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await c.text()).toContain('Bad gateway');
    const d = await call('/search');
    expect(d.status).toBe(500);
    expect(await d.json()).toEqual({ ErrorKey: 'internal', Field: null, Message: 'boom' });
    expect((await call('/search')).status).toBe(200);
    expect(emu().requests.map((r) => r.fault?.kind ?? null)).toEqual(['status', 'status', 'status', 'status', null]);
  });

  it('match by method and path (substring or RegExp) and last `times` requests', async () => {
    emu().inject(
      { kind: 'status', status: 503, method: 'PUT', path: '/secrets', times: 2 },
      { kind: 'status', status: 504, path: /^\/search$/ },
    );
    expect((await call('/compute/script/2001/releases/active')).status).toBe(200);
    expect((await call(secretsPath, { method: 'PUT', body: { Name: 'A', Secret: 'b' } })).status).toBe(503);
    expect((await call('/search')).status).toBe(504);
    expect((await call(secretsPath, { method: 'PUT', body: { Name: 'A', Secret: 'b' } })).status).toBe(503);
    expect((await call(secretsPath, { method: 'PUT', body: { Name: 'A', Secret: 'b' } })).status).toBe(200);
    expect(emu().pendingFaults()).toEqual([]);
  });

  it('delay: waits, then answers normally', async () => {
    emu().inject({ kind: 'delay', ms: 200 });
    const start = Date.now();
    const res = await call('/search');
    expect(res.status).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
  });

  it('hang: never answers; the client gives up', async () => {
    emu().inject({ kind: 'hang' });
    await expect(
      fetch(`${emu().url}/search`, { headers: { AccessKey: DEFAULT_API_KEY }, signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    // The poll's timeout only guards against a hang: vitest's default 1 s is not, on a busy machine.
    await expect.poll(() => emu().requests[0]?.outcome, { timeout: 30_000 }).toBe('hung');
    expect(emu().requests[0]?.status).toBeNull();
  });

  it('reset-before: drops the connection without creating anything', async () => {
    emu().inject({ kind: 'reset-before', path: '/records' });
    await expect(call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.9' } })).rejects.toThrow();
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(3);
    expect(emu().requests[0]).toMatchObject({ outcome: 'reset', status: null, handlerStatus: null });
  });

  it('reset-after: creates the record, then drops the connection', async () => {
    emu().inject({ kind: 'reset-after', path: '/records' });
    await expect(call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.9' } })).rejects.toThrow();
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(4);
    expect(emu().requests[0]).toMatchObject({ outcome: 'reset', status: null, handlerStatus: 201 });
  });

  it('status-then-late: answers the status at once, then creates the record, later', async () => {
    // Later is when the test releases it, not a time a busy machine could overrun before the first checks.
    const held = releasable();
    emu().inject({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise, path: '/records' });
    const res = await call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.9' } });
    expect(res.status).toBe(504);
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(3);
    expect(emu().requests[0]).toMatchObject({ outcome: 'answered', status: 504, handlerStatus: null });
    held.resolve();
    await expect.poll(() => emu().requests[0]?.handlerStatus, { timeout: 30_000 }).toBe(201);
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(4);
    expect(emu().requests[0]).toMatchObject({ outcome: 'answered', status: 504 });
  });

  it('delay with a release: the request is carried out only once the test releases it', async () => {
    const held = releasable();
    emu().inject({ kind: 'delay', ms: 0, release: held.promise, path: '/records' });
    const answer = call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.9' } });
    await expect.poll(() => emu().requests[0]?.outcome, { timeout: 30_000 }).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(3);
    expect(emu().pendingFaults()).toEqual([]);
    held.resolve();
    expect((await answer).status).toBe(201);
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(4);
  });

  it('cut-body: answers the headers and the start of the body, then drops the connection', async () => {
    const path = `/user/audit/${SEED.auditFixedDate}`;
    const whole = await (await call(path)).text();
    emu().inject({ kind: 'cut-body', path: '/user/audit/', bytes: 20 });
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(whole)));
    const received: Uint8Array[] = [];
    const reading = (async () => {
      for await (const chunk of res.body ?? []) received.push(chunk);
    })();
    await expect(reading).rejects.toThrow();
    expect(Buffer.concat(received).toString('utf8')).toBe(whole.slice(0, 20));
    expect(emu().requests[1]).toMatchObject({ outcome: 'reset', status: 200, handlerStatus: 200 });
  });

  it('redirect: answers a redirect to the given location', async () => {
    emu().inject({ kind: 'redirect', location: 'https://evil.example/steal' }, { kind: 'redirect', status: 307, location: '/search' });
    const a = await call('/search');
    expect(a.status).toBe(302);
    expect(a.headers.get('location')).toBe('https://evil.example/steal');
    expect((await call('/search')).status).toBe(307);
  });

  it('malformed: answers broken JSON or another body and type', async () => {
    emu().inject({ kind: 'malformed' }, { kind: 'malformed', status: 200, body: '<html>oops</html>', contentType: 'text/html' });
    const a = await call('/search');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(a.json()).rejects.toThrow();
    const b = await call('/search');
    expect(b.headers.get('content-type')).toBe('text/html');
    expect(await b.text()).toBe('<html>oops</html>');
  });

  it('wrong-shape: answers valid JSON of the wrong shape', async () => {
    emu().inject({ kind: 'wrong-shape', body: { unexpected: [1, 2, 3] } }, { kind: 'wrong-shape', status: 201, body: null });
    const a = await call('/search');
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual({ unexpected: [1, 2, 3] });
    const b = await call('/search');
    expect(b.status).toBe(201);
    expect(await b.text()).toBe('null');
  });

  it('latency is added to every request', async () => {
    emu().setLatency(120);
    const start = Date.now();
    await call('/search');
    expect(Date.now() - start).toBeGreaterThanOrEqual(110);
  });

  it('rejects a fault that could never apply', () => {
    expect(() => emu().inject({ kind: 'hang', times: 0 })).toThrow(/times/);
  });
});

describe('control API', () => {
  const control = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${emu().url}/_emulator${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });

  it('lists recorded requests without recording itself', async () => {
    await call('/search?search=a');
    const listed = (await (await control('/requests')).json()) as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ method: 'GET', path: '/search', query: { search: ['a'] }, status: 200 });
    expect(emu().requests).toHaveLength(1);
  });

  it('queues faults, including RegExp paths', async () => {
    const res = await control('/faults', 'POST', [
      { kind: 'status', status: 503, path: '^/search$', regex: true },
      { kind: 'delay', ms: 1, times: 'always', path: '/never' },
    ]);
    expect(await res.json()).toEqual({ queued: 2 });
    const pending = (await (await control('/faults')).json()) as unknown[];
    expect(pending).toEqual([
      // RegExp.source escapes the slash; it means the same.
      { kind: 'status', status: 503, path: '^\\/search$', regex: true, remaining: 1 },
      { kind: 'delay', ms: 1, times: 'always', path: '/never', remaining: null },
    ]);
    expect((await call('/search')).status).toBe(503);
    const listed = (await (await control('/requests')).json()) as Array<Record<string, unknown>>;
    expect(listed[0]?.['fault']).toMatchObject({ kind: 'status', regex: true });
    expect((await control('/faults', 'POST', [{ kind: 'explode' }])).status).toBe(400);
  });

  it('sets latency, the active release, audit entries, search items and shield readiness', async () => {
    expect(await (await control('/latency', 'POST', { ms: 5 })).json()).toEqual({ ms: 5 });
    const sha = '1'.repeat(40);
    await control('/state/active-release', 'POST', { scriptId: SEED.scriptWithoutRelease, release: { CommitSha: sha } });
    expect(await jsonOf(await call(`/compute/script/${SEED.scriptWithoutRelease}/releases/active`))).toMatchObject({ CommitSha: sha });
    await control('/state/active-release', 'POST', {
      scriptId: SEED.scriptWithRelease,
      release: { CommitSha: '2'.repeat(40) },
      afterRequests: 1,
    });
    expect(await jsonOf(await call(`/compute/script/${SEED.scriptWithRelease}/releases/active`))).toMatchObject({
      CommitSha: SEED.activeCommitSha,
    });
    expect(await jsonOf(await call(`/compute/script/${SEED.scriptWithRelease}/releases/active`))).toMatchObject({
      CommitSha: '2'.repeat(40),
    });
    expect(await (await control('/state/audit', 'POST', { date: '2030-01-02', count: 50_000 })).json()).toEqual({
      date: '2030-01-02',
      entries: 50_000,
    });
    await control('/state/search', 'POST', { items: [{ Type: 'dns', Name: 'added-by-control' }] });
    expect((await jsonOf(await call('/search?search=added-by-control')))['Total']).toBe(1);
    await control('/state/shield-not-ready', 'POST', { pullZoneId: SEED.pullZoneWafOn, accepts: 1 });
    expect((await call(shieldPath(SEED.pullZoneWafOn))).status).toBe(202);

    const summary = (await (await control('/state')).json()) as Record<string, unknown>;
    expect(summary['auditDays']).toMatchObject({ '2030-01-02': 50_000, [SEED.auditFixedDate]: SEED.auditFixedCount });
    expect(await (await control('/state/active-release', 'POST', { scriptId: 1 })).json()).toHaveProperty('error');
  });

  it('resets state, requests, faults and latency', async () => {
    await call(zonePath, { method: 'PUT', body: { Type: 0, Value: '192.0.2.9' } });
    emu().inject({ kind: 'hang' });
    emu().setLatency(1000);
    expect((await control('/reset', 'POST')).status).toBe(200);
    expect(emu().requests).toHaveLength(0);
    expect(emu().pendingFaults()).toHaveLength(0);
    expect(emu().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(3);
    // The latency is gone (read back, not timed: a busy machine may be slow for any reason),
    // and the hang fault with it: the request is answered at all.
    expect(await (await control('/latency')).json()).toEqual({ ms: 0 });
    expect((await call('/search')).status).toBe(200);
  });

  it('answers 429 past the rate limit without Retry-After unless asked for it, by setRateLimit or the control API', async () => {
    const clock = new FakeClock();
    emu().useClock(clock);
    emu().setRateLimit(1);
    expect((await call('/search')).status).toBe(200);
    const plain = await call('/search');
    expect(plain.status).toBe(429);
    expect(plain.headers.get('retry-after')).toBeNull();
    emu().setRateLimit(1, { retryAfter: true });
    expect((await call('/search')).status).toBe(200);
    const timed = await call('/search');
    expect(timed.status).toBe(429);
    expect(timed.headers.get('retry-after')).toBe('1');
    expect(await (await control('/rate-limit', 'POST', { perSecond: 1 })).json()).toEqual({ perSecond: 1, retryAfter: false });
    expect((await call('/search')).status).toBe(200);
    expect((await call('/search')).headers.get('retry-after')).toBeNull();
    expect(await (await control('/rate-limit', 'POST', { perSecond: 1, retryAfter: true })).json()).toEqual({
      perSecond: 1,
      retryAfter: true,
    });
    expect((await call('/search')).status).toBe(200);
    expect((await call('/search')).headers.get('retry-after')).toBe('1');
  });

  it('answers 404 for an unknown control route', async () => {
    expect((await control('/nothing')).status).toBe(404);
  });
});

describe('close', () => {
  it('finishes promptly with hung, delayed and idle keep-alive connections open', async () => {
    // Its own: this test closes it, which the fixture's must outlive.
    const local = await startEmulator({ latencyMs: 0 });
    // An idle keep-alive socket from an earlier request.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${local.url}/search`, { agent, headers: { AccessKey: DEFAULT_API_KEY } }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    local.inject({ kind: 'hang' }, { kind: 'delay', ms: 60_000 });
    const hung = fetch(`${local.url}/search`, { headers: { AccessKey: DEFAULT_API_KEY } }).catch((e: unknown) => e);
    const delayed = fetch(`${local.url}/search`, { headers: { AccessKey: DEFAULT_API_KEY } }).catch((e: unknown) => e);
    await expect.poll(() => local.requests.length).toBe(3);
    // Promptly means before the 60 s delay or the hang would end on their own: close() must not
    // wait for them. Told apart without a wall-clock bound: the delayed request is cut, not answered.
    await local.close();
    expect(await hung).toBeInstanceOf(Error);
    expect(await delayed).toBeInstanceOf(Error);
    expect(local.requests.slice(1).map((r) => r.outcome)).toEqual(['emulator-closed', 'emulator-closed']);
    agent.destroy();
  });
});

describe('cli', () => {
  it('prints the address and the key, serves, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['emulator/cli.ts', '--key', 'cli-key', '--latency', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = await new Promise<string[]>((resolve, reject) => {
      let printed = '';
      child.stdout.on('data', (data: Buffer) => {
        printed += String(data);
        if (printed.split('\n').length > 3) resolve(printed.trim().split('\n'));
      });
      child.once('exit', (code) => reject(new Error(`cli exited ${code}`)));
    });
    const [line = '', key, next] = lines;
    expect(line).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('emulator listening on ', '');
    expect(key).toBe('emulator key: cli-key');
    expect(next).toBe(`steps against it: BUNNY_API_KEY=cli-key npm run local -- api-url=${url} operation=search query=preview`);
    expect((await fetch(`${url}/search`, { headers: { AccessKey: 'cli-key' } })).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('emulator: the full application update, checked with its own schema', () => {
  const appPath = `/mc/apps/${SEED.appId}`;
  const body = () => seedAppConfig() as Record<string, unknown> & { regionSettings: Record<string, unknown> };

  it('refuses what the update model lacks, as the platform does: provisioningType, which only a read carries', async () => {
    const sent = body();
    sent.regionSettings['provisioningType'] = 'dynamic';
    const res = await call(appPath, { method: 'PUT', body: sent });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('provisioningType');
  });

  it('accepts either version: 1.9.7 enum spellings and a volume mount at /', async () => {
    const sent = seedAppConfig() as Record<string, unknown> & { containerTemplates: Array<Record<string, unknown>> };
    sent['runtimeType'] = 'Shared';
    sent['volumes'] = [{ name: 'data', size: 1 }];
    const [web] = sent.containerTemplates;
    if (!web) throw new Error('no template');
    web['imagePullPolicy'] = 'IfNotPresent';
    web['volumeMounts'] = [{ name: 'data', mountPath: '/' }];
    expect((await call(appPath, { method: 'PUT', body: sent })).status).toBe(200);
    web['imagePullPolicy'] = 'Sometimes';
    expect((await call(appPath, { method: 'PUT', body: sent })).status).toBe(400);
  });
});
