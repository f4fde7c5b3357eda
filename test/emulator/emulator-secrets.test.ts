import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { useEmulator } from '../support/e2e.ts';

const emu = useEmulator();

const secretsPath = `/compute/script/${SEED.scriptWithRelease}/secrets`;

const call = (path: string, method: string, body?: unknown) =>
  fetch(`${emu().url}${path}`, {
    method,
    headers: { AccessKey: DEFAULT_API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('emulator: a script secret list and delete', () => {
  it('lists every secret as ListEdgeScriptSecretsModel, names and ids, never a value', async () => {
    const response = await call(secretsPath, 'GET');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      Secrets: [
        { Id: 7001, Name: 'API_TOKEN', LastModified: '2024-05-10T08:00:00Z' },
        { Id: 7002, Name: 'DATABASE_URL', LastModified: '2024-05-11T08:00:00Z' },
      ],
    });
    expect(text).not.toContain('seed-api-token-value');
    expect(emu().state.secretListReads).toBe(1);
    expect((await call('/compute/script/9999/secrets', 'GET')).status).toBe(404);
  });

  it('a script without secrets lists Secrets: null (the harsher reading), or [] when told', async () => {
    const none = `/compute/script/${SEED.scriptWithoutRelease}/secrets`;
    expect(await (await call(none, 'GET')).json()).toEqual({ Secrets: null });
    emu().state.secrets.behaviour.emptyList = 'array';
    expect(await (await call(none, 'GET')).json()).toEqual({ Secrets: [] });
  });

  it('lists 500 secrets in one answer', async () => {
    emu().state.addSecrets(
      SEED.scriptWithoutRelease,
      Array.from({ length: 500 }, (_, i) => `BULK_${i}`),
    );
    const body = (await (await call(`/compute/script/${SEED.scriptWithoutRelease}/secrets`, 'GET')).json()) as { Secrets: unknown[] };
    expect(body.Secrets).toHaveLength(500);
  });

  it('deletes by id with 204, then answers 404, and records the delete once', async () => {
    const first = await call(`${secretsPath}/7001`, 'DELETE');
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect((await call(`${secretsPath}/7001`, 'DELETE')).status).toBe(404);
    expect((await call('/compute/script/9999/secrets/7002', 'DELETE')).status).toBe(404);
    expect(emu().state.deletedSecrets).toEqual([{ scriptId: SEED.scriptWithRelease, Id: 7001, Name: 'API_TOKEN' }]);
    expect(emu().state.secret(SEED.scriptWithRelease, 'API_TOKEN')).toBeUndefined();
    expect(emu().state.secret(SEED.scriptWithRelease, 'DATABASE_URL')).toBeDefined();
  });

  it('checks the upsert with its own schema: a null Name is refused, a null Secret stored empty, an unknown member refused', async () => {
    const noName = await call(secretsPath, 'PUT', { Name: null, Secret: 'x' });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ ErrorKey: 'validation_error', Field: 'Name' });
    expect((await call(secretsPath, 'PUT', { Name: 'EMPTY_ONE', Secret: null })).status).toBe(200);
    expect(emu().state.secret(SEED.scriptWithRelease, 'EMPTY_ONE')?.Value).toBe('');
    const unknown = await call(secretsPath, 'PUT', { Name: 'A', Secret: 'b', Value: 'c' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ Field: 'Value' });
  });

  it('an upsert of a name that differs only in case updates the secret of that name, which keeps its own (the harsher reading); exact when told', async () => {
    const updated = await call(secretsPath, 'PUT', { Name: 'api_token', Secret: 'rotated' });
    expect(updated.status).toBe(204);
    expect(emu().state.secret(SEED.scriptWithRelease, 'API_TOKEN')).toMatchObject({ Id: 7001, Value: 'rotated', writes: 2 });
    expect(emu().state.secret(SEED.scriptWithRelease, 'api_token')).toBeUndefined();

    emu().state.secrets.behaviour.upsertNames = 'exact';
    const created = await call(secretsPath, 'PUT', { Name: 'api_token', Secret: 'own' });
    expect(created.status).toBe(200);
    expect(emu().state.secret(SEED.scriptWithRelease, 'api_token')).toMatchObject({ Id: 7003, Value: 'own' });
    expect(emu().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value).toBe('rotated');
  });

  it('control API: adds secrets, lists purges and sets the purge answer', async () => {
    const control = (path: string, method: string, body?: unknown) =>
      fetch(`${emu().url}/_emulator${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const added = await control('/state/secrets', 'POST', { scriptId: SEED.scriptWithRelease, names: ['ONE_MORE', 'API_TOKEN'] });
    expect(await added.json()).toEqual({ added: [{ Id: 7003, Name: 'ONE_MORE' }], emptyList: 'null' });
    const told = await control('/state/secrets', 'POST', { scriptId: SEED.scriptWithoutRelease, emptyList: 'array' });
    expect(await told.json()).toEqual({ added: [], emptyList: 'array' });
    expect(await (await call(`/compute/script/${SEED.scriptWithoutRelease}/secrets`, 'GET')).json()).toEqual({ Secrets: [] });
    expect((await control('/state/secrets', 'POST', { scriptId: SEED.scriptWithRelease, upsertNames: 'exact' })).status).toBe(200);
    expect(emu().state.secrets.behaviour.upsertNames).toBe('exact');
    expect((await control('/state/secrets', 'POST', { scriptId: 9999, names: ['X'] })).status).toBe(404);
    expect(await (await control('/state/purge-answer', 'POST', { status: 200 })).json()).toEqual({ status: 200 });
    expect((await call(`/pullzone/${SEED.pullZoneWafOn}/purgeCache`, 'POST')).status).toBe(200);
    expect(await (await control('/purges', 'GET')).json()).toEqual([{ kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null }]);
    expect((await control('/state/purge-answer', 'POST', { status: 201 })).status).toBe(400);
  });
});
