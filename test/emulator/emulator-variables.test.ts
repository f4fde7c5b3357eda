import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';

const emu = useEmulator();

const scriptPath = `/compute/script/${SEED.scriptWithRelease}`;
const variablesPath = `${scriptPath}/variables`;

const call = (path: string, method: string, body?: unknown) =>
  fetch(`${emu().url}${path}`, {
    method,
    headers: { AccessKey: DEFAULT_API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const listed = async (path = scriptPath) =>
  ((await (await call(path, 'GET')).json()) as { EdgeScriptVariables: unknown[] }).EdgeScriptVariables;

describe('emulator: Edge Script variables', () => {
  it('lists them on the script read as EdgeScriptVariableModel; a script without any gives null (the harsher reading), or [] when told', async () => {
    expect(await listed()).toEqual([{ Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'info' }]);
    expect(await listed(`/compute/script/${SEED.scriptWithoutRelease}`)).toBeNull();
    emu().state.variables.behaviour.emptyList = 'array';
    expect(await listed(`/compute/script/${SEED.scriptWithoutRelease}`)).toEqual([]);
  });

  it('upserts by name: 200 with the variable when created, 204 with no body when updated', async () => {
    const created = await call(variablesPath, 'PUT', { Name: 'API_URL', DefaultValue: 'https://a.example', Required: true });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ Id: 8002, Name: 'API_URL', Required: true, DefaultValue: 'https://a.example' });
    const updated = await call(variablesPath, 'PUT', { Name: 'API_URL', DefaultValue: 'https://b.example', Required: true });
    expect(updated.status).toBe(204);
    expect(await updated.text()).toBe('');
    expect(await listed()).toContainEqual({ Id: 8002, Name: 'API_URL', Required: true, DefaultValue: 'https://b.example' });
    expect(emu().state.variables.writes.map((w) => `${w.how} ${w.Name}`)).toEqual(['upsert API_URL', 'upsert API_URL']);
    expect((await call('/compute/script/9999/variables', 'PUT', { Name: 'A' })).status).toBe(404);
  });

  it('an upsert of a name that differs only in case updates the variable of that name, which keeps its own (the harsher reading); exact when told', async () => {
    const updated = await call(variablesPath, 'PUT', { Name: 'log_level', DefaultValue: 'debug', Required: false });
    expect(updated.status).toBe(204);
    expect(await listed()).toEqual([{ Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'debug' }]);
    expect(emu().state.variables.writes.map((w) => `${w.how} ${w.Name}`)).toEqual(['upsert log_level']);

    emu().state.variables.behaviour.upsertNames = 'exact';
    const created = await call(variablesPath, 'PUT', { Name: 'log_level', DefaultValue: 'trace', Required: false });
    expect(created.status).toBe(200);
    expect(await listed()).toEqual([
      { Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'debug' },
      { Id: 8002, Name: 'log_level', Required: false, DefaultValue: 'trace' },
    ]);
    // Under the harsher reading again, a name two variables differ in only by case reaches the one of that exact name.
    emu().state.variables.behaviour.upsertNames = 'any-case';
    expect((await call(variablesPath, 'PUT', { Name: 'log_level', DefaultValue: 'warn', Required: false })).status).toBe(204);
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'log_level')?.DefaultValue).toBe('warn');
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'LOG_LEVEL')?.DefaultValue).toBe('debug');
  });

  it('an upsert without Required resets it to false (the harsher reading), or keeps it when told', async () => {
    emu().state.variables.set(SEED.scriptWithRelease, { TOKEN_URL: 'x' }, true);
    expect((await call(variablesPath, 'PUT', { Name: 'TOKEN_URL', DefaultValue: 'y' })).status).toBe(204);
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'TOKEN_URL')?.Required).toBe(false);

    emu().state.variables.set(SEED.scriptWithRelease, { TOKEN_URL: 'x' }, true);
    emu().state.variables.behaviour.omittedRequired = 'keep';
    expect((await call(variablesPath, 'PUT', { Name: 'TOKEN_URL', DefaultValue: 'z', Required: null })).status).toBe(204);
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'TOKEN_URL')).toMatchObject({ Required: true, DefaultValue: 'z' });
  });

  it('checks the bodies as compute.json declares them: unknown members, a long value, a missing name are 400', async () => {
    for (const body of [
      { Name: 'A', DefaultValue: 'v', Extra: 1 },
      { Name: 'A', DefaultValue: 'v'.repeat(4097) },
      { DefaultValue: 'v' },
      { Name: '' },
      { Name: 'N'.repeat(257) },
    ]) {
      const answer = await call(variablesPath, 'PUT', body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    // Add needs Required.
    expect((await call(`${variablesPath}/add`, 'POST', { Name: 'A', DefaultValue: 'v' })).status).toBe(400);
    expect(emu().state.variables.writes).toEqual([]);
  });

  it('adds (a second add of the name is refused), reads, updates and deletes by id; a second delete is 404', async () => {
    const added = await call(`${variablesPath}/add`, 'POST', { Name: 'REGION', Required: false, DefaultValue: 'eu' });
    expect(added.status).toBe(200);
    const { Id } = (await added.json()) as { Id: number };
    expect((await call(`${variablesPath}/add`, 'POST', { Name: 'REGION', Required: false, DefaultValue: 'us' })).status).toBe(400);
    expect(await (await call(`${variablesPath}/${Id}`, 'GET')).json()).toEqual({ Id, Name: 'REGION', Required: false, DefaultValue: 'eu' });

    const updated = await call(`${variablesPath}/${Id}`, 'POST', { DefaultValue: 'us' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ Id, Name: 'REGION', Required: false, DefaultValue: 'us' });
    expect((await call(`${variablesPath}/424242`, 'POST', { DefaultValue: 'x' })).status).toBe(404);

    expect((await call(`${variablesPath}/${Id}`, 'DELETE')).status).toBe(204);
    expect((await call(`${variablesPath}/${Id}`, 'DELETE')).status).toBe(404);
    expect((await call(`${variablesPath}/${Id}`, 'GET')).status).toBe(404);
    expect(emu().state.variables.deleted).toEqual([{ scriptId: SEED.scriptWithRelease, Id, Name: 'REGION' }]);
    expect(await listed()).toEqual([{ Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'info' }]);
  });

  it('takes the faults every write takes: a late 5xx after the write, a lost answer, a 429', async () => {
    emu().inject({ kind: 'status-after', status: 502, method: 'PUT', path: '/variables' });
    expect((await call(variablesPath, 'PUT', { Name: 'LATE', DefaultValue: 'v' })).status).toBe(502);
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'LATE')?.DefaultValue).toBe('v');

    emu().inject({ kind: 'reset-after', method: 'DELETE', path: '/variables/' });
    await expect(call(`${variablesPath}/8001`, 'DELETE')).rejects.toThrow();
    expect(emu().state.variables.deleted.map((d) => d.Name)).toEqual(['LOG_LEVEL']);

    emu().inject({ kind: 'status', status: 429, method: 'PUT', path: '/variables', headers: { 'Retry-After': '1' } });
    expect((await call(variablesPath, 'PUT', { Name: 'LIMITED', DefaultValue: 'v' })).status).toBe(429);
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'LIMITED')).toBeUndefined();
  });

  it('the control API sets variables and what an upsert without Required does', async () => {
    const answer = await fetch(`${emu().url}/_emulator/state/variables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scriptId: SEED.scriptWithRelease, values: { FROM_CONTROL: 'v' }, required: true, omittedRequired: 'keep' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ set: [{ Id: 8002, Name: 'FROM_CONTROL' }], omittedRequired: 'keep' });
    expect(emu().state.variables.get(SEED.scriptWithRelease, 'FROM_CONTROL')).toMatchObject({ Required: true, DefaultValue: 'v' });
    expect(emu().state.variables.behaviour.omittedRequired).toBe('keep');
    const exact = await fetch(`${emu().url}/_emulator/state/variables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scriptId: SEED.scriptWithRelease, upsertNames: 'exact' }),
    });
    expect(exact.status).toBe(200);
    expect(emu().state.variables.behaviour.upsertNames).toBe('exact');
  });

  it('a reset puts the seed back and forgets the counters', async () => {
    await call(variablesPath, 'PUT', { Name: 'GONE_AFTER_RESET', DefaultValue: 'v' });
    emu().reset();
    expect(await listed()).toEqual([{ Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'info' }]);
    expect(emu().state.variables.writes).toEqual([]);
    expect(emu().state.variables.nextId).toBe(8002);
  });
});

describe("emulator: a script's variables and secrets share one namespace", () => {
  const secretsPath = `${scriptPath}/secrets`;

  it('refuses a variable named like a secret of the script, in any case by default; exact or allow when told', async () => {
    for (const Name of ['API_TOKEN', 'api_token']) {
      const refused = await call(variablesPath, 'PUT', { Name, DefaultValue: 'v', Required: false });
      expect(refused.status, Name).toBe(400);
      expect(((await refused.json()) as { Message: string }).Message).toContain('A secret named API_TOKEN already exists');
    }
    expect((await call(`${variablesPath}/add`, 'POST', { Name: 'DATABASE_URL', Required: false })).status).toBe(400);
    expect(emu().state.variables.writes).toEqual([]);

    emu().state.variables.behaviour.sharedNames = 'exact';
    // Each upsert below makes a variable of its own name, not an update of the one before in another case.
    emu().state.variables.behaviour.upsertNames = 'exact';
    expect((await call(variablesPath, 'PUT', { Name: 'api_token', DefaultValue: 'v', Required: false })).status).toBe(200);
    expect((await call(variablesPath, 'PUT', { Name: 'API_TOKEN', DefaultValue: 'v', Required: false })).status).toBe(400);
    emu().state.variables.behaviour.sharedNames = 'allow';
    expect((await call(variablesPath, 'PUT', { Name: 'API_TOKEN', DefaultValue: 'v', Required: false })).status).toBe(200);
  });

  it('refuses a secret named like a variable of the script', async () => {
    const refused = await call(secretsPath, 'PUT', { Name: 'log_level', Secret: 's' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { Message: string }).Message).toContain('A variable named LOG_LEVEL already exists');
    expect(emu().state.secret(SEED.scriptWithRelease, 'log_level')).toBeUndefined();
    // A secret the script has already is updated as before.
    expect((await call(secretsPath, 'PUT', { Name: 'API_TOKEN', Secret: 's' })).status).toBe(204);
  });
});

describe("emulator: the runtime's limits, at the script's edge", () => {
  const script = () => emu().state.scripts.get(SEED.scriptWithRelease)!;
  const host = () => `${script().Name}-${script().Id}.b-cdn.net`;
  const visit = (hostname: string, path = '/') => ({ scheme: 'https', host: hostname, path, query: '', headers: {} });
  const zoneHost = () => emu().state.pullZones.get(SEED.pullZoneWafOn)!.Hostnames[0]!.Value;
  // These are about the limits, not the delay: a change reaches the running script at once (the kinder reading).
  beforeEach(() => {
    emu().state.variables.behaviour.propagationMs = 0;
  });

  it('a script answers at its hostnames with what its code returns', () => {
    const answer = emu().state.edge.serve(visit(host()));
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('preview router v1.8.0');
    expect(emu().state.edge.serve(visit(`${script().Name}-${script().Id}.bunny.run`)).status).toBe(200);
  });

  it('the API takes a value of 4,096 bytes, but the script then stops booting: 400 with an empty body everywhere, static files of its zones too', async () => {
    expect(emu().state.edge.serve(visit(zoneHost(), '/logo.png')).status).not.toBe(400);
    const fits = await call(variablesPath, 'PUT', { Name: 'FITS', DefaultValue: 'é'.repeat(1024), Required: false });
    expect(fits.status).toBe(200);
    expect(emu().state.edge.serve(visit(host())).status).toBe(200);

    // 1,025 characters, 2,049 bytes... and one more: the API stores it.
    const long = await call(variablesPath, 'PUT', { Name: 'LONG', DefaultValue: `${'é'.repeat(1024)}x`, Required: false });
    expect(long.status).toBe(200);
    expect((await call(variablesPath, 'PUT', { Name: 'LONGEST', DefaultValue: 'v'.repeat(4096), Required: false })).status).toBe(200);
    for (const answer of [...emu().state.edge.serveEverywhere(visit(host())), emu().state.edge.serve(visit(zoneHost(), '/logo.png'))]) {
      expect(answer.status).toBe(400);
      expect(answer.body.length).toBe(0);
    }
    emu().state.variables.behaviour.runtimeLimits = 'ignore';
    expect(emu().state.edge.serve(visit(host())).status).toBe(200);
  });

  it('128 variables boot, 129 do not; secrets do not count', () => {
    emu().state.variables.set(SEED.scriptWithRelease, Object.fromEntries(Array.from({ length: 127 }, (_, i) => [`V_${i}`, 'v'])));
    emu().state.addSecrets(SEED.scriptWithRelease, ['S_1', 'S_2', 'S_3']);
    expect(script().variables.size).toBe(128);
    expect(emu().state.edge.serve(visit(host())).status).toBe(200);
    emu().state.variables.set(SEED.scriptWithRelease, { V_127: 'v' });
    expect(emu().state.edge.serve(visit(host())).status).toBe(400);
  });
});

describe('emulator: a change of variables reaches the running script after a delay, without a publish', () => {
  const script = () => emu().state.scripts.get(SEED.scriptWithRelease)!;
  const visit = () => ({ scheme: 'https', host: `${script().Name}-${script().Id}.b-cdn.net`, path: '/', query: '', headers: {} });
  const running = () =>
    Object.fromEntries([...emu().state.variables.running(SEED.scriptWithRelease)!].map(([n, v]) => [n, v.DefaultValue]));

  it("by default 12 s on the emulator's clock (a little more than the spec's ten): the API answers with the new value at once, the script runs the old one until then", async () => {
    const clock = new FakeClock();
    clock.time = 1_000_000;
    emu().useClock(clock);
    expect(emu().state.variables.behaviour.propagationMs).toBe(12_000);
    expect((await call(variablesPath, 'PUT', { Name: 'LOG_LEVEL', DefaultValue: 'debug', Required: false })).status).toBe(204);
    clock.time += 4_000;
    expect((await call(variablesPath, 'PUT', { Name: 'MODE', DefaultValue: 'new', Required: false })).status).toBe(200);
    expect(await listed()).toContainEqual(expect.objectContaining({ Name: 'LOG_LEVEL', DefaultValue: 'debug' }));
    expect(running()).toEqual({ LOG_LEVEL: 'info' });

    // Ten seconds after the first write, the script still runs the old value.
    clock.time += 6_000;
    expect(running()).toEqual({ LOG_LEVEL: 'info' });
    clock.time += 1_999;
    expect(running()).toEqual({ LOG_LEVEL: 'info' });
    clock.time += 1;
    expect(running()).toEqual({ LOG_LEVEL: 'debug' });
    clock.time += 4_000;
    expect(running()).toEqual({ LOG_LEVEL: 'debug', MODE: 'new' });

    // A delete too; and a script that breaks the runtime's limits breaks it only once the change arrives.
    const id = emu().state.variables.get(SEED.scriptWithRelease, 'MODE')!.Id;
    expect((await call(`${variablesPath}/${id}`, 'DELETE')).status).toBe(204);
    emu().state.variables.set(SEED.scriptWithRelease, { BLOB: 'x'.repeat(3000) });
    expect(running()).toEqual({ LOG_LEVEL: 'debug', MODE: 'new' });
    expect(emu().state.edge.serve(visit()).status).toBe(200);
    clock.time += 12_000;
    expect(running()).toEqual({ LOG_LEVEL: 'debug', BLOB: 'x'.repeat(3000) });
    expect(emu().state.edge.serve(visit()).status).toBe(400);
  });

  it('0 is at once (the kinder reading), also through the control API', async () => {
    const answer = await fetch(`${emu().url}/_emulator/state/variables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scriptId: SEED.scriptWithRelease, propagationMs: 0 }),
    });
    expect(answer.status).toBe(200);
    expect((await call(variablesPath, 'PUT', { Name: 'LOG_LEVEL', DefaultValue: 'debug', Required: false })).status).toBe(204);
    expect(running()).toEqual({ LOG_LEVEL: 'debug' });
  });
});
