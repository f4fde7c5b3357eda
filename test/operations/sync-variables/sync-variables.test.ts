import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SEED, type Emulator } from '../../../emulator/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { startProbeTarget } from '../../support/probe-target.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const SCRIPT = SEED.scriptWithRelease;
const scriptPath = `/compute/script/${SCRIPT}`;
const variablesPath = `${scriptPath}/variables`;

/**
 * Values no message may show: runAgainst fails the test when any 8 characters of one are
 * visible in the log, an output or the summary. Values are not secret, but never printed.
 */
const VALUES = {
  API_URL: 'https://api.Qw7zK3.example',
  FEATURE_FLAGS: 'beta-Zr9xP2-on',
  LOG_LEVEL: 'debug-Hn4vL8-verbose',
  NEW_ONE: 'fresh-Tq6mB1-value',
};

const lines = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');

async function sync(values: Record<string, string>, inputs: Record<string, string> = {}, options: { clock?: FakeClock } = {}) {
  return runAgainst(
    emulator(),
    { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: lines(values), ...inputs },
    { secrets: [...Object.values(VALUES), ...Object.values(values)], ...options },
  );
}

const calls = (emu: Emulator, method: string) => emu.requests.filter((request) => request.method === method);
const stored = (emu: Emulator, name: string) => emu.state.scripts.get(SCRIPT)?.variables.get(name);
const names = (emu: Emulator) => [...(emu.state.scripts.get(SCRIPT)?.variables.keys() ?? [])].sort();
const json = (run: ActionRun, output: string): unknown => JSON.parse(run.outputs[output] ?? 'null');

/** No guard may let a single delete through: the emulator received none, and every variable is still there. */
function expectNothingDeleted(emu: Emulator, before: readonly string[]): void {
  expect(calls(emu, 'DELETE')).toEqual([]);
  expect(emu.state.variables.deleted).toEqual([]);
  for (const name of before) expect(names(emu)).toContain(name);
}

/** The seed script holds LOG_LEVEL=info; these give it one more of each kind. */
function seedVariables(
  values: Record<string, string | null> = { API_URL: VALUES.API_URL, FEATURE_FLAGS: 'old-flags-value' },
  required = false,
) {
  emulator().state.variables.set(SCRIPT, values, required);
}

describe('sync-variables', () => {
  it('creates, updates and leaves unchanged, after one read; sends the whole variable with its own Required; prints no value', async () => {
    seedVariables();
    emulator().state.variables.set(SCRIPT, { FEATURE_FLAGS: 'old-flags-value' }, true);
    const run = await sync(VALUES);
    expect(run.exitCode, run.stdout).toBe(0);

    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(json(run, 'updated-names')).toEqual(['FEATURE_FLAGS', 'LOG_LEVEL']);
    expect(json(run, 'unchanged-names')).toEqual(['API_URL']);
    expect(run.outputs['deleted-names']).toBeUndefined();
    expect(run.outputs['status']).toBe('200');
    const result = json(run, 'result') as Array<Record<string, unknown>>;
    expect(result.map((entry) => [entry['Name'], entry['Change']])).toEqual([
      ['API_URL', 'unchanged'],
      ['FEATURE_FLAGS', 'updated'],
      ['LOG_LEVEL', 'updated'],
      ['NEW_ONE', 'created'],
    ]);
    expect(result[2]).toMatchObject({ Id: 8001 });

    const emu = emulator();
    // The reads before anything is written (variables, then the secrets' names); one write per variable that changes.
    expect(emu.requests[0]).toMatchObject({ method: 'GET', path: scriptPath });
    expect(emu.requests[1]).toMatchObject({ method: 'GET', path: `${scriptPath}/secrets` });
    expect(calls(emu, 'GET')).toHaveLength(2);
    const puts = calls(emu, 'PUT');
    expect(puts.map((r) => r.path)).toEqual([variablesPath, variablesPath, variablesPath]);
    const bodies = puts.map((r) => r.body as Record<string, unknown>).sort((a, b) => String(a['Name']).localeCompare(String(b['Name'])));
    expect(bodies).toEqual([
      // Required as the variable has it: the emulator resets an omitted Required (the harsher reading).
      { Name: 'FEATURE_FLAGS', DefaultValue: VALUES.FEATURE_FLAGS, Required: true },
      { Name: 'LOG_LEVEL', DefaultValue: VALUES.LOG_LEVEL, Required: false },
      { Name: 'NEW_ONE', DefaultValue: VALUES.NEW_ONE, Required: false },
    ]);
    expect(stored(emu, 'FEATURE_FLAGS')).toMatchObject({ DefaultValue: VALUES.FEATURE_FLAGS, Required: true });
    expect(stored(emu, 'NEW_ONE')).toMatchObject({ DefaultValue: VALUES.NEW_ONE, Required: false });
    expect(stored(emu, 'API_URL')?.writes).toBe(1);
    // Variables only: the secrets' names are read, never written.
    for (const request of emu.requests) expect(request.path).toMatch(new RegExp(`^${scriptPath}(/variables|/secrets)?$`));
    expect(calls(emu, 'GET').map((r) => r.path)).toEqual([scriptPath, `${scriptPath}/secrets`]);
    expect(run.summary).toContain('<td>NEW_ONE</td><td>created</td>');
    expect(run.summary).toContain('<td>API_URL</td><td>unchanged</td>');
  });

  it('a re-run with the same input writes nothing', async () => {
    const first = await sync(VALUES);
    expect(first.exitCode, first.stdout).toBe(0);
    const writes = emulator().state.variables.writes.length;
    expect(writes).toBe(4);
    emulator().requests.length = 0;

    const again = await sync(VALUES);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(json(again, 'unchanged-names')).toEqual(Object.keys(VALUES));
    expect(json(again, 'created-names')).toEqual([]);
    expect(json(again, 'updated-names')).toEqual([]);
    expect(emulator().state.variables.writes).toHaveLength(writes);
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${scriptPath}`, `GET ${scriptPath}/secrets`]);
    expect(again.summary).toContain('nothing written');
  });

  it('a write whose answer is lost after it was carried out is read back, found written, and the step succeeds', async () => {
    // Carried out, then 500 (not a transient status: the client does not send it again).
    emulator().inject({ kind: 'status-after', status: 500, method: 'PUT', path: '/variables' });
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'max-prune': '1', 'allow-prune-all': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain("reading the script's variables back to see");
    expect(run.stdout).toContain('Variable NEW_ONE: the script holds the value sent, so the write was carried out');
    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    // The write is counted as done, so the prune goes on: LOG_LEVEL, which the list does not name.
    expect(json(run, 'deleted-names')).toEqual(['LOG_LEVEL']);
    const emu = emulator();
    expect(calls(emu, 'PUT')).toHaveLength(1);
    // The two reads before, and the read back.
    expect(calls(emu, 'GET')).toHaveLength(3);
    expect(stored(emu, 'NEW_ONE')?.DefaultValue).toBe(VALUES.NEW_ONE);
  });

  it('a write whose answers are all lost is asked again, and its outcome read back: not written, it fails and nothing is deleted', async () => {
    seedVariables();
    const before = names(emulator());
    // Never carried out, answered 503 every time: the transport repeats it, then gives up.
    emulator().inject({ kind: 'status', status: 503, method: 'PUT', path: '/variables', times: Infinity });
    const clock = new FakeClock();
    const run = await sync({ API_URL: VALUES.API_URL, NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'allow-prune-all': 'true' }, { clock });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 1 variable writes failed; the others were written; nothing was pruned, since a prune runs only after every write succeeded:',
    );
    expect(failureMessage(run)).toContain('NEW_ONE: PUT /compute/script/2001/variables answered 503 Service Unavailable');
    expect(failureMessage(run)).toContain('read back, the script does not hold the value sent');
    expect(run.outputs['status']).toBe('503');
    expect(json(run, 'deleted-names')).toEqual([]);
    expect(json(run, 'unchanged-names')).toEqual(['API_URL']);
    expect(calls(emulator(), 'PUT')).toHaveLength(3);
    // The reads before, and the read back.
    expect(calls(emulator(), 'GET')).toHaveLength(3);
    expectNothingDeleted(emulator(), before);
  });

  it('a connection reset after the write was carried out is repeated (the write is safe to repeat) and reported once', async () => {
    emulator().inject({ kind: 'reset-after', method: 'PUT', path: '/variables' });
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, {}, { clock: new FakeClock() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(calls(emulator(), 'PUT')).toHaveLength(2);
    expect(stored(emulator(), 'NEW_ONE')).toMatchObject({ DefaultValue: VALUES.NEW_ONE, writes: 2 });
  });

  it('prunes what the list does not name, by id, after every write; keeps what keep matches; a 404 is a delete done', async () => {
    emulator().state.variables.set(SCRIPT, { OLD_A: 'old-a-value', LEGACY_X: 'legacy-value', OLD_B: 'old-b-value' });
    const oldB = stored(emulator(), 'OLD_B')?.Id;
    // OLD_B is deleted by someone else meanwhile: its delete answers 404.
    emulator().inject({ kind: 'status', status: 404, method: 'DELETE', path: `${variablesPath}/${oldB}` });
    const run = await sync({ LOG_LEVEL: VALUES.LOG_LEVEL, NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', keep: 'legacy_*' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'deleted-names')).toEqual(['OLD_A', 'OLD_B']);
    expect(run.outputs['status']).toBe('200');
    expect(names(emulator())).toEqual(['LEGACY_X', 'LOG_LEVEL', 'NEW_ONE', 'OLD_B']);
    const emu = emulator();
    const firstDelete = emu.requests.findIndex((r) => r.method === 'DELETE');
    expect(emu.requests.slice(firstDelete).every((r) => r.method === 'DELETE')).toBe(true);
    expect(run.summary).toContain('<td>LEGACY_X</td><td>kept (keep: legacy_*)</td>');
    expect(run.summary).toContain('<td>OLD_B</td><td>deleted (already gone)</td>');
    expect(run.stdout).toMatch(/Variable LEGACY_X \(id \d+\) is not in the list but kept: it matches keep pattern legacy_\*/);
    const result = json(run, 'result') as Array<Record<string, unknown>>;
    expect(result.slice(2).map((entry) => [entry['Name'], entry['Change']])).toEqual([
      ['OLD_A', 'deleted'],
      ['OLD_B', 'deleted'],
    ]);
  });

  for (const [what, fault, inputs] of [
    ['answered 500', { kind: 'status-after', status: 500 }, {}],
    // One attempt, its answer lost: nothing the client may repeat.
    ['whose every answer was lost', { kind: 'reset-after' }, { 'max-attempts': '1' }],
  ] as const) {
    it(`a prune delete ${what} after it was carried out: the script read after no longer holds it, so it counts as deleted`, async () => {
      emulator().state.variables.set(SCRIPT, { OLD_A: 'old-a-value' });
      const oldA = stored(emulator(), 'OLD_A')!.Id;
      emulator().inject({ ...fault, method: 'DELETE', path: `${variablesPath}/${oldA}` });
      const run = await sync({ LOG_LEVEL: 'info' }, { prune: 'true', ...inputs });
      expect(run.exitCode, failureMessage(run)).toBe(0);
      expect(stored(emulator(), 'OLD_A')).toBeUndefined();
      expect(json(run, 'deleted-names')).toEqual(['OLD_A']);
      expect(json(run, 'result')).toContainEqual({ Name: 'OLD_A', Id: oldA, Change: 'deleted' });
      expect(run.summary).toContain('<td>OLD_A</td><td>deleted</td>');
      expect(run.summary).toContain('0 variable(s) written, 1 deleted');
      expect(run.stdout).toContain(`Variable OLD_A (id ${oldA}) of script ${SCRIPT}: deleted: DELETE ${variablesPath}/${oldA}`);
      expect(run.stdout).toContain("and the script's variables, read after, no longer hold it");
      // The two reads before, and one after the deletes.
      expect(calls(emulator(), 'GET').map((r) => r.path)).toEqual([scriptPath, `${scriptPath}/secrets`, scriptPath]);
      expect(calls(emulator(), 'DELETE')).toHaveLength(1);
    });
  }

  it('a prune delete answered 500 after it was carried out whose script read after fails: the step fails, saying whether it was deleted is unknown', async () => {
    emulator().state.variables.set(SCRIPT, { OLD_A: 'old-a-value' });
    const oldA = `${variablesPath}/${stored(emulator(), 'OLD_A')!.Id}`;
    emulator().inject({ kind: 'status-after', status: 500, method: 'DELETE', path: oldA });
    // Once the delete has arrived, every read of the script fails.
    emulator().setRequestHook(({ method, path }) => {
      if (method === 'DELETE' && path === oldA)
        emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${scriptPath}$`), times: Infinity });
    });
    const run = await sync({ LOG_LEVEL: 'info' }, { prune: 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `Every listed variable was written, but 1 of 1 deletions failed:\nOLD_A: DELETE ${oldA} answered 500 Internal Server Error; whether it was deleted is unknown: the script's variables, read to check, could not be read (GET ${scriptPath} answered 500 Internal Server Error)`,
    );
    expect(json(run, 'deleted-names')).toEqual([]);
    expect(json(run, 'result')).toContainEqual(expect.objectContaining({ Name: 'OLD_A', Change: 'delete failed' }));
  });

  describe('prune guards', () => {
    it('a script read that fails writes and deletes nothing', async () => {
      const before = names(emulator());
      emulator().inject({ kind: 'status', status: 500, method: 'GET', path: scriptPath, times: Infinity });
      const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'max-attempts': '1' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        `GET ${scriptPath} answered 500 Internal Server Error\nThe variables of script ${SCRIPT} could not be read, so nothing was written and nothing deleted (a failed read never counts as an empty list).`,
      );
      expect(calls(emulator(), 'PUT')).toEqual([]);
      expectNothingDeleted(emulator(), before);
    });

    it('EdgeScriptVariables: null is a script with no variables: its first variable is written', async () => {
      emulator().inject({
        kind: 'wrong-shape',
        method: 'GET',
        path: scriptPath,
        body: { Id: SCRIPT, Name: 'preview-router', EdgeScriptVariables: null },
      });
      const run = await sync({ NEW_ONE: VALUES.NEW_ONE });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
      expect(stored(emulator(), 'NEW_ONE')).toMatchObject({ DefaultValue: VALUES.NEW_ONE, Required: false });
    });

    for (const [what, body] of [
      ['without EdgeScriptVariables', { Id: SCRIPT, Name: 'preview-router' }],
      ['with EdgeScriptVariables neither an array nor null', { Id: SCRIPT, Name: 'preview-router', EdgeScriptVariables: 'none' }],
      ['that is not an object', ['not', 'a', 'script']],
    ] as const) {
      it(`a script read ${what} never counts as no variables`, async () => {
        const before = names(emulator());
        emulator().inject({ kind: 'wrong-shape', method: 'GET', path: scriptPath, body, times: Infinity });
        const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'allow-prune-all': 'true', 'max-attempts': '1' });
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toContain(`could not be read, so nothing was written and nothing deleted`);
        if (what === 'without EdgeScriptVariables')
          expect(failureMessage(run)).toContain(`GET ${scriptPath} answered 200 without the EdgeScriptVariables array`);
        expect(calls(emulator(), 'PUT')).toEqual([]);
        expectNothingDeleted(emulator(), before);
      });
    }

    it('an unknown script fails at the read, naming script-id', async () => {
      const run = await runAgainst(emulator(), {
        operation: 'sync-variables',
        'script-id': '999',
        variables: 'A_NAME=some-value',
        prune: 'true',
      });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('No edge script has the id 999: check script-id.');
      expect(emulator().requests.map((r) => r.method)).toEqual(['GET']);
    });

    it('a failed write stops every delete', async () => {
      seedVariables({ OLD_A: 'old-a-value' });
      const before = names(emulator());
      emulator().inject({
        kind: 'status',
        status: 400,
        method: 'PUT',
        body: { ErrorKey: 'variable.invalid', Field: 'Name', Message: 'refused' },
      });
      const run = await sync({ NEW_ONE: VALUES.NEW_ONE, API_URL: VALUES.API_URL }, { prune: 'true', 'allow-prune-all': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('1 of 2 variable writes failed; the others were written; nothing was pruned');
      expect(run.outputs['status']).toBe('400');
      expect(run.outputs['error-key']).toBe('variable.invalid');
      expect(json(run, 'deleted-names')).toEqual([]);
      // A refusal changed nothing: the script is not read back.
      expect(calls(emulator(), 'GET')).toHaveLength(2);
      expectNothingDeleted(emulator(), before);
    });

    it('more deletions than max-prune fail the step before any write, and are listed', async () => {
      seedVariables({ OLD_1: 'v-one', OLD_2: 'v-two', OLD_3: 'v-three' });
      const before = names(emulator());
      const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'max-prune': '2' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toBe(
        'The prune would delete 4 variables, more than max-prune (2): LOG_LEVEL, OLD_1, OLD_2, OLD_3. Nothing was written and nothing deleted. Raise max-prune, add keep patterns, or name the variables in variables.',
      );
      expect(json(run, 'deleted-names')).toEqual([]);
      // Decided from the read: the step wrote nothing at all.
      expect(calls(emulator(), 'PUT')).toEqual([]);
      expect(stored(emulator(), 'NEW_ONE')).toBeUndefined();
      // Known though the step failed: nothing was created or updated.
      expect(json(run, 'created-names')).toEqual([]);
      expect(json(run, 'updated-names')).toEqual([]);
      expectNothingDeleted(emulator(), before);
    });

    it('deleting every variable the script had needs allow-prune-all', async () => {
      const before = names(emulator());
      const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toBe(
        'The prune would delete every variable the script had (LOG_LEVEL): the list names none of them. Nothing was written and nothing deleted. Check script-id and variables; if that is what you want, set allow-prune-all: true.',
      );
      expect(calls(emulator(), 'PUT')).toEqual([]);
      expect(stored(emulator(), 'NEW_ONE')).toBeUndefined();
      expectNothingDeleted(emulator(), before);

      const allowed = await sync({ NEW_ONE: VALUES.NEW_ONE }, { prune: 'true', 'allow-prune-all': 'true' });
      expect(allowed.exitCode, allowed.stdout).toBe(0);
      expect(json(allowed, 'deleted-names')).toEqual(['LOG_LEVEL']);
    });

    it('a name that differs only in case is never pruned: the step refuses it before any write or delete', async () => {
      const run = await sync({ log_level: 'lower-Vb3nM7-case' }, { prune: 'true', 'allow-prune-all': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('log_level: the script has a variable named LOG_LEVEL, which differs from it only in case');
      expectNothingDeleted(emulator(), ['LOG_LEVEL']);
      expect(names(emulator())).toEqual(['LOG_LEVEL']);
      expect(calls(emulator(), 'PUT')).toEqual([]);
    });
  });

  it('reports every bad line at once before any request, and shows no value', async () => {
    const values = ['first-Kp4wZ9-secretish', 'second-Jm2xQ8-secretish', 'third-Lr5vT1-secretish', 'x'.repeat(4097)];
    const variables = [
      `GOOD=${values[0]}`,
      `no equals sign ${values[1]}`,
      '',
      `BAD NAME=${values[2]}`,
      'EMPTY=',
      `GOOD=${values[0]}`,
      `LONG=${values[3]}`,
      `${'N'.repeat(257)}=x`,
      `good=${values[1]}`,
    ].join('\n');
    const run = await runAgainst(
      emulator(),
      { operation: 'sync-variables', 'script-id': String(SCRIPT), variables },
      { secrets: values.slice(0, 3) },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 2 has no '='; expected NAME=value (the line is not shown: it may be a value)",
        'line 4 has a name with a character other than letters, digits and _ at position 4',
        'line 5: the value of EMPTY is empty; a workflow expression that could not be resolved expands to nothing, so an empty value is refused',
        'line 6: GOOD is listed twice (first on line 1); give each variable once',
        'line 7: the value of LONG is 4097 bytes long (UTF-8); the runtime allows at most 2048 a value (the API takes more, but a script with a longer value stops booting and answers every request 400)',
        'line 8 has a name of 257 characters; at most 256 are allowed',
        'line 9: good and GOOD (line 1) differ only in case; the platform may match names without regard to case, so give one of them',
      ].join('\n'),
    );
    expect(emulator().requests).toEqual([]);
  });

  it('refuses a missing variables input and a bad script-id together', async () => {
    const run = await runAgainst(emulator(), { operation: 'sync-variables', 'script-id': 'abc' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'script-id'");
    expect(failureMessage(run)).toContain("Input 'variables': is required");
    expect(emulator().requests).toEqual([]);
  });

  it('a dry run with the key reads and shows the plan by name, and writes nothing', async () => {
    seedVariables({ OLD_A: 'old-a-value' });
    const run = await sync({ LOG_LEVEL: VALUES.LOG_LEVEL, NEW_ONE: VALUES.NEW_ONE }, { 'dry-run': 'true', prune: 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    const result = json(run, 'result') as Record<string, unknown>;
    expect(result).toMatchObject({ dryRun: true, create: ['NEW_ONE'], update: ['LOG_LEVEL'], unchanged: [], delete: ['OLD_A'] });
    expect(result['requests']).toEqual([
      { method: 'PUT', path: variablesPath, body: { Name: 'LOG_LEVEL', DefaultValue: '***', Required: false } },
      { method: 'PUT', path: variablesPath, body: { Name: 'NEW_ONE', DefaultValue: '***', Required: false } },
      { method: 'DELETE', path: `${variablesPath}/${stored(emulator(), 'OLD_A')?.Id}` },
    ]);
    expect(run.summary).toContain('<td>OLD_A</td>');
    expect(run.stdout).toContain('Not in the list, would be pruned: OLD_A');
  });

  it('a dry run with the key fails when the prune would be refused', async () => {
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { 'dry-run': 'true', prune: 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Dry run: The prune would delete every variable the script had (LOG_LEVEL)');
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('a dry run without the key lists the read and the writes, values hidden', async () => {
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { 'dry-run': 'true', 'api-key': '' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().requests).toEqual([]);
    const result = json(run, 'result') as { requests: Array<Record<string, unknown>> };
    expect(result.requests.map((r) => [r['method'], r['path']])).toEqual([
      ['GET', scriptPath],
      ['GET', `${scriptPath}/secrets`],
      ['PUT', variablesPath],
    ]);
    expect(result.requests[2]?.['body']).toEqual({ Name: 'NEW_ONE', DefaultValue: '***', Required: false });
  });

  it('writes 24 variables, each once, under a rate limit of 3 requests a second', async () => {
    emulator().setRateLimit(3);
    const clock = new FakeClock();
    emulator().useClock(clock);
    const many = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`LIMITED_${i}`, `limited-value-${i}-Wc8`]));
    const run = await sync(many, {}, { clock });
    expect(run.exitCode, run.stdout).toBe(0);
    for (const [name, value] of Object.entries(many)) expect(stored(emulator(), name)).toMatchObject({ DefaultValue: value, writes: 1 });
    expect(emulator().requests.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(json(run, 'created-names')).toHaveLength(24);
  });
});

/** The script's variables as a visitor's code sees them, and as the API lists them (ids included). */
const snapshot = (emu: Emulator, ids = true) =>
  [...(emu.state.scripts.get(SCRIPT)?.variables.values() ?? [])]
    .map(({ Id, Name, DefaultValue, Required }) => (ids ? { Id, Name, DefaultValue, Required } : { Name, DefaultValue, Required }))
    .sort((a, b) => a.Name.localeCompare(b.Name));

describe("sync-variables: the runtime's limits and the secrets' namespace, before any write", () => {
  it('refuses a name holding a character nobody sees, naming it as invisible, at its position', async () => {
    const run = await runAgainst(emulator(), {
      operation: 'sync-variables',
      'script-id': String(SCRIPT),
      variables: 'LOG_LEVEL=debug\n\uFEFFAPI_URL=x\nAPI\u200BKEY=y',
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 2 has a name with an invisible character at position 1 (a name holds only letters, digits and _)",
        'line 3 has a name with an invisible character at position 4 (a name holds only letters, digits and _)',
      ].join('\n'),
    );
    expect(emulator().requests).toEqual([]);
  });

  it('a value over 2,048 bytes of UTF-8 is refused before any request, naming the line, the name and the limit; 2,048 bytes pass', async () => {
    // 1,025 characters, 2,050 bytes: a limit counted in characters would let it through.
    const wide = 'é'.repeat(1025);
    const run = await runAgainst(
      emulator(),
      { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `FITS=${'a'.repeat(2048)}\nWIDE=${wide}\nBAD NAME=x` },
      { secrets: [wide] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 2: the value of WIDE is 2050 bytes long (UTF-8); the runtime allows at most 2048 a value (the API takes more, but a script with a longer value stops booting and answers every request 400)",
        'line 3 has a name with a character other than letters, digits and _ at position 4',
      ].join('\n'),
    );
    expect(emulator().requests).toEqual([]);

    const fits = await sync({ FITS: 'é'.repeat(1024) });
    expect(fits.exitCode, fits.stdout).toBe(0);
  });

  it("a line of any length is refused by the value's limit in bytes, and every other line's problem is named too", async () => {
    const big = 'x'.repeat(70_000);
    const run = await runAgainst(emulator(), { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `A-B=1\nBIG=${big}` });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 1 has a name with a character other than letters, digits and _ at position 2",
        'line 2: the value of BIG is 70000 bytes long (UTF-8); the runtime allows at most 2048 a value (the API takes more, but a script with a longer value stops booting and answers every request 400)',
      ].join('\n'),
    );
    expect(emulator().requests).toEqual([]);
  });

  it("a line whose name is refused has its value's problem named too, without the name or the value", async () => {
    // 1,050 characters, 2,100 bytes.
    const wide = 'é'.repeat(1050);
    const run = await runAgainst(
      emulator(),
      {
        operation: 'sync-variables',
        'script-id': String(SCRIPT),
        variables: `API-URL=${wide}\n${'N'.repeat(257)}=\nno equals sign\nOK_NAME=fine-Wq7`,
      },
      { secrets: [wide] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 1 has a name with a character other than letters, digits and _ at position 4",
        'line 1: its value is 2100 bytes long (UTF-8); the runtime allows at most 2048 a value (the API takes more, but a script with a longer value stops booting and answers every request 400)',
        'line 2 has a name of 257 characters; at most 256 are allowed',
        'line 2: its value is empty; a workflow expression that could not be resolved expands to nothing, so an empty value is refused',
        // A line without '=' has no value to refuse.
        "line 3 has no '='; expected NAME=value (the line is not shown: it may be a value)",
      ].join('\n'),
    );
    expect(failureMessage(run)).not.toContain('API-URL');
    expect(emulator().requests).toEqual([]);
  });

  it('a script that would hold more than 128 variables fails before any write, naming the names and the limit; pruned ones are not counted', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    // 126 now (LOG_LEVEL too), 3 to create: 129.
    const before = snapshot(emulator());
    const run = await sync({ NEW_A: 'new-a-value', NEW_B: 'new-b-value', NEW_C: 'new-c-value' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'The script would hold 129 variables after this step (126 now, 3 to create): the runtime allows at most 128 a script',
    );
    expect(failureMessage(run)).toContain('To create: NEW_A, NEW_B, NEW_C.');
    expect(failureMessage(run)).toContain('Nothing was written.');
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);

    // The prune of what the list leaves out makes room: 126 + 3 - 2 = 127, which boots.
    const pruned = await sync(
      {
        NEW_A: 'new-a-value',
        NEW_B: 'new-b-value',
        NEW_C: 'new-c-value',
        ...Object.fromEntries(Array.from({ length: 123 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      },
      { prune: 'true', keep: 'LOG_LEVEL' },
    );
    expect(pruned.exitCode, pruned.stdout).toBe(0);
    expect(json(pruned, 'deleted-names')).toEqual(['KEPT_123', 'KEPT_124']);
    expect(names(emulator())).toHaveLength(127);
  });

  it('a refusal before any write sets the outputs it knows: nothing created, updated or deleted, what was unchanged, nothing rolled back', async () => {
    seedVariables({ API_URL: VALUES.API_URL, ...Object.fromEntries(Array.from({ length: 124 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])) });
    // 126 now (LOG_LEVEL too), 3 to create: 129. API_URL already has its value; LOG_LEVEL would be updated.
    const values = {
      API_URL: VALUES.API_URL,
      LOG_LEVEL: VALUES.LOG_LEVEL,
      NEW_A: 'new-a-value',
      NEW_B: 'new-b-value',
      NEW_C: 'new-c-value',
    };
    const target = await startProbeTarget();
    try {
      const run = await sync(values, { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' }, { clock: new FakeClock() });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('The script would hold 129 variables after this step');
      expect(calls(emulator(), 'PUT')).toEqual([]);
      expect(json(run, 'created-names')).toEqual([]);
      expect(json(run, 'updated-names')).toEqual([]);
      expect(json(run, 'unchanged-names')).toEqual(['API_URL']);
      expect(run.outputs['rolled-back']).toBe('false');
      // No prune was asked for, and no write was tried: neither has a line to report.
      expect(run.outputs['deleted-names']).toBeUndefined();
      expect(run.outputs['result']).toBeUndefined();
      expect(target.requests).toEqual([]);

      // A collision with a secret, and a prune its guard refuses: the prune deleted nothing.
      const collided = await sync({ API_TOKEN: 'not-a-secret-Wm3', API_URL: VALUES.API_URL }, { prune: 'true', 'max-prune': '0' });
      expect(collided.exitCode).toBe(1);
      expect(failureMessage(collided)).toContain('Nothing was written and nothing deleted.');
      expect(json(collided, 'created-names')).toEqual([]);
      expect(json(collided, 'updated-names')).toEqual([]);
      expect(json(collided, 'unchanged-names')).toEqual(['API_URL']);
      expect(json(collided, 'deleted-names')).toEqual([]);
      expect(collided.outputs['rolled-back']).toBeUndefined();

      // A dry run sets none of them, as a dry run that passes does: its plan is in result.
      const dry = await sync(values, { 'dry-run': 'true' });
      expect(dry.exitCode).toBe(1);
      for (const list of ['created-names', 'updated-names', 'unchanged-names', 'deleted-names']) expect(dry.outputs[list]).toBeUndefined();
    } finally {
      await target.close();
    }
  });

  it('a prune refused by max-prune, on a script that would then pass 128, fails once naming max-prune and the limit, advising no prune it already asked for; nothing is written', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    // 126 now; the list names 118 of the KEPT_ and creates 3; the prune would delete 7, more than max-prune (5).
    const before = snapshot(emulator());
    const run = await sync(
      {
        NEW_A: 'new-a-value',
        NEW_B: 'new-b-value',
        NEW_C: 'new-c-value',
        ...Object.fromEntries(Array.from({ length: 118 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      },
      { prune: 'true', keep: 'LOG_LEVEL' },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message.split('\n')).toEqual([
      'The prune would delete 7 variables, more than max-prune (5): KEPT_118, KEPT_119, KEPT_120, KEPT_121, KEPT_122, KEPT_123, KEPT_124. Raise max-prune, add keep patterns, or name the variables in variables.',
      expect.stringContaining(
        'The script would hold 129 variables after this step (126 now, 3 to create; the prune of 7 was refused by max-prune): the runtime allows at most 128 a script',
      ),
      'Nothing was written and nothing deleted.',
    ]);
    expect(message).toContain('To create: NEW_A, NEW_B, NEW_C. Remove variables, or let the prune run (its refusal is above).');
    expect(message).not.toContain('prune the ones the list does not name');
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a prune refused by allow-prune-all, on a script that would then pass 128, names allow-prune-all and the limit at once; nothing is written', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`OLD_${i}`, `old-${i}`])));
    // 6 now (LOG_LEVEL too), none named, 124 to create: 130 with the 6 the refused prune leaves.
    const before = snapshot(emulator());
    const run = await sync(Object.fromEntries(Array.from({ length: 124 }, (_, i) => [`NEW_${i}`, `new-value-${i}`])), {
      prune: 'true',
      'max-prune': '10',
    });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('The prune would delete every variable the script had (');
    expect(message).toContain('if that is what you want, set allow-prune-all: true.');
    expect(message).toContain(
      'The script would hold 130 variables after this step (6 now, 124 to create; the prune of 6 was refused by allow-prune-all)',
    );
    expect(message).not.toContain('prune the ones the list does not name');
    expect(message).toMatch(/Nothing was written and nothing deleted\.$/);
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a prune refused by max-prune that, let run, would still leave the script past 128: the advice is not to let it run', async () => {
    // 128 now (LOG_LEVEL, api_url, EXTRA and 125 KEPT_); the list names all but EXTRA, api_url as API_URL, and creates API_URL and NEW_TWO: 130.
    // The refused prune would delete EXTRA only (no prune deletes api_url, named in another case): 129.
    seedVariables({
      api_url: 'lower-Hq5vN2-case',
      EXTRA: 'extra-Zq1-value',
      ...Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
    });
    const before = snapshot(emulator());
    const run = await sync(
      {
        API_URL: VALUES.API_URL,
        NEW_TWO: VALUES.NEW_ONE,
        LOG_LEVEL: 'info',
        ...Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      },
      { prune: 'true', 'max-prune': '0' },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      'The script would hold 130 variables after this step (128 now, 2 to create; the prune of 1 was refused by max-prune)',
    );
    expect(message).toContain(
      'To create: API_URL, NEW_TWO. Letting the prune run would not make room: the 129 it would leave are the 128 names in variables and 1 the prune cannot delete (without a name, or named in variables in another case). Remove variables from the script, or names from variables.',
    );
    expect(message).not.toContain('let the prune run');
    // Every problem at once: API_URL beside api_url is refused too.
    expect(message).toContain('API_URL: the script has a variable named api_url, which differs from it only in case');
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a dry run whose prune is refused and whose script would pass 128 names both refusals', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const run = await sync(
      {
        NEW_A: 'new-a-value',
        NEW_B: 'new-b-value',
        NEW_C: 'new-c-value',
        ...Object.fromEntries(Array.from({ length: 118 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      },
      { prune: 'true', keep: 'LOG_LEVEL', 'dry-run': 'true' },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^Dry run: The prune would delete 7 variables, more than max-prune \(5\)/);
    expect(message).toContain('(126 now, 3 to create; the prune of 7 was refused by max-prune)');
    expect(message).not.toContain('Nothing was written');
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('a script already past 128 that the list adds none to: the failure has no empty "To create" clause', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 129 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const run = await sync({ KEPT_0: 'kept-0-new-value' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('The script would hold 130 variables after this step (130 now, 0 to create)');
    expect(message).toContain('answers every request 400). Remove variables, or prune the ones the list does not name.');
    expect(message).not.toContain('To create');
    expect(calls(emulator(), 'PUT')).toEqual([]);
  });

  it('with a prune that runs, a script that would pass 128 is over by what the list names and keep keeps: the advice says so, not "prune"', async () => {
    seedVariables({
      ...Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      OLD_1: 'old-one',
      OLD_2: 'old-two',
    });
    // 128 now (LOG_LEVEL too); the list names 123 (3 new); keep keeps KEPT_120 to KEPT_124 and LOG_LEVEL; OLD_1 and OLD_2 go.
    const before = snapshot(emulator());
    const run = await sync(
      {
        NEW_A: 'new-a-value',
        NEW_B: 'new-b-value',
        NEW_C: 'new-c-value',
        ...Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
      },
      { prune: 'true', keep: 'LOG_LEVEL\nKEPT_12*' },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      'The script would hold 129 variables after this step (128 now, 3 to create, 2 to prune): the runtime allows at most 128 a script',
    );
    expect(message).toContain(
      'To create: NEW_A, NEW_B, NEW_C. The prune runs, so the 129 are the 123 names in variables and the 6 that keep keeps (KEPT_12*: 5, LOG_LEVEL: 1). Remove names from variables, or narrow keep.',
    );
    expect(message).not.toContain('prune the ones the list does not name');
    expect(message).toMatch(/Nothing was written\.$/);
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  /** 126 variables (125 KEPT_ and LOG_LEVEL); the list updates KEPT_0, creates three, and its prune makes room by deleting KEPT_123 and KEPT_124. */
  const roomNeeded = () => {
    seedVariables(Object.fromEntries(Array.from({ length: 125 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    return {
      KEPT_0: 'kept-0-new-value',
      NEW_A: 'new-a-value',
      NEW_B: 'new-b-value',
      NEW_C: 'new-c-value',
      ...Object.fromEntries(Array.from({ length: 122 }, (_, i) => [`KEPT_${i + 1}`, `kept-${i + 1}`])),
    };
  };
  /** The most variables the script held after any change since `from` (an index into the emulator's counts). */
  const peak = (emu: Emulator, from = 0) => Math.max(...emu.state.variables.counts.slice(from).map((entry) => entry.count));

  it('the creates that need the room the prune makes are sent after it: the script never holds more than 128 on the way', async () => {
    const values = roomNeeded();
    const from = emulator().state.variables.counts.length;
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'deleted-names')).toEqual(['KEPT_123', 'KEPT_124']);
    expect(json(run, 'created-names')).toEqual(['NEW_A', 'NEW_B', 'NEW_C']);
    expect(names(emulator())).toHaveLength(127);
    expect(peak(emulator(), from)).toBe(128);
    expect(run.stdout).toContain(
      "NEW_C are created after the prune: before it, the script would hold more than the runtime's 128 variables",
    );
  });

  it('a failed update leaves the creates that need the prune unsent: the script still boots, and the failure names them', async () => {
    const values = roomNeeded();
    emulator().inject({ kind: 'status', status: 400, method: 'PUT', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 3 variable writes failed; the others were written; nothing was pruned, since a prune runs only after every write succeeded; not sent, since they need the room the prune makes: NEW_C',
    );
    expect(failureMessage(run)).not.toContain('now holds');
    expect(json(run, 'created-names')).toEqual(['NEW_A', 'NEW_B']);
    expect(json(run, 'result')).toContainEqual({
      Name: 'NEW_C',
      Change: 'failed',
      Error: 'not sent: it needs the room the prune makes, and the prune did not run',
    });
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(names(emulator())).toHaveLength(128);
    expect(peak(emulator())).toBeLessThanOrEqual(128);
  });

  it('a failed delete of the prune leaves the creates that need its room unsent', async () => {
    const values = roomNeeded();
    emulator().inject({ kind: 'status', status: 400, method: 'DELETE', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 2 deletions failed, so NEW_C, which need the room the prune makes, were not written; the other listed variables were',
    );
    expect(names(emulator())).not.toContain('NEW_C');
    expect(peak(emulator())).toBeLessThanOrEqual(128);
  });

  it('a delete of the prune answered 500 after it was carried out makes the room: the script read after says so, and the creates are sent', async () => {
    const values = roomNeeded();
    emulator().inject({ kind: 'status-after', status: 500, method: 'DELETE' });
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(json(run, 'deleted-names')).toEqual(['KEPT_123', 'KEPT_124']);
    expect(json(run, 'created-names')).toEqual(['NEW_A', 'NEW_B', 'NEW_C']);
    expect(names(emulator())).toHaveLength(127);
    expect(peak(emulator())).toBeLessThanOrEqual(128);
  });

  it('a create sent after the prune that fails fails the step, naming it; the prune stays done', async () => {
    const values = roomNeeded();
    let armed = false;
    emulator().setRequestHook(({ method }) => {
      if (method !== 'DELETE' || armed) return;
      armed = true;
      emulator().inject({ kind: 'status', status: 400, method: 'PUT', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    });
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 4 variable writes failed; the others were written, and the prune ran first, to make room for NEW_C:\nNEW_C:',
    );
    expect(json(run, 'deleted-names')).toEqual(['KEPT_123', 'KEPT_124']);
    expect(json(run, 'created-names')).toEqual(['NEW_A', 'NEW_B']);
    expect(names(emulator())).toHaveLength(126);
  });

  it('a failure that leaves the script past 128 variables says so, and what mends it', async () => {
    // 130 already (the script is down); the prune of two would mend it, but the update fails first.
    seedVariables(Object.fromEntries(Array.from({ length: 129 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const values = {
      KEPT_0: 'kept-0-new-value',
      ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i + 1}`, `kept-${i + 1}`])),
    };
    emulator().inject({ kind: 'status', status: 400, method: 'PUT', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('1 of 1 variable writes failed; the others were written; nothing was pruned');
    expect(failureMessage(run)).toContain(
      "The script now holds 130 variables, more than the runtime's 128: it will not boot (every request answers 400) until 2 of them are deleted.",
    );
  });

  it('counts a prune delete answered 500 but carried out as gone from the script: the count past 128 it reports is what the script holds', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const values = Object.fromEntries(Array.from({ length: 127 }, (_, i) => [`KEPT_${i}`, `kept-${i}`]));
    emulator().inject(
      { kind: 'status-after', status: 500, method: 'DELETE', path: `${variablesPath}/${stored(emulator(), 'KEPT_127')!.Id}` },
      {
        kind: 'status',
        status: 400,
        method: 'DELETE',
        path: `${variablesPath}/${stored(emulator(), 'KEPT_128')!.Id}`,
        body: { ErrorKey: 'variable.invalid', Message: 'refused' },
      },
    );
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL' });
    expect(run.exitCode).toBe(1);
    expect(names(emulator())).toHaveLength(129);
    expect(json(run, 'deleted-names')).toEqual(['KEPT_127', 'KEPT_129']);
    expect(failureMessage(run)).toContain('The script now holds 129 variables');
  });

  it('with rollback-on-failure, a failure that leaves the script past 128 variables says so too', async () => {
    seedVariables(Object.fromEntries(Array.from({ length: 129 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const values = {
      KEPT_0: 'kept-0-new-value',
      ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i + 1}`, `kept-${i + 1}`])),
    };
    emulator().inject({ kind: 'status', status: 400, method: 'PUT', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    const run = await sync(
      values,
      { prune: 'true', keep: 'LOG_LEVEL', 'probe-url': 'http://127.0.0.1:9/', 'rollback-on-failure': 'true' },
      { clock: new FakeClock() },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('nothing was rolled back');
    expect(failureMessage(run)).toContain(
      "The script now holds 130 variables, more than the runtime's 128: it will not boot (every request answers 400) until 2 of them are deleted.",
    );
  });

  it('a rollback creates a pruned variable again only while the script stays within 128, and names the one it leaves out', async () => {
    // 128 now (127 KEPT_ and LOG_LEVEL): NEW_A needs the room the prune of KEPT_126 makes.
    seedVariables(Object.fromEntries(Array.from({ length: 127 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])));
    const values = { NEW_A: 'new-a-value', ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])) };
    // The rollback's read arms a refusal of its delete of NEW_A: the variable stays, and with it the 128th place.
    let armed = false;
    emulator().setRequestHook(({ method, path }) => {
      if (armed || method !== 'GET' || path !== scriptPath || calls(emulator(), 'DELETE').length === 0) return;
      armed = true;
      emulator().inject({ kind: 'status', status: 400, method: 'DELETE', body: { ErrorKey: 'variable.invalid', Message: 'refused' } });
    });
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const from = emulator().state.variables.counts.length;
      const run = await sync(
        values,
        {
          prune: 'true',
          keep: 'LOG_LEVEL',
          'probe-url': `${target.url}/`,
          'rollback-on-failure': 'true',
          'wait-seconds': '2',
          'poll-interval-seconds': '1',
        },
        { clock: new FakeClock() },
      );
      expect(run.exitCode).toBe(1);
      expect(json(run, 'deleted-names')).toEqual(['KEPT_126']);
      expect(failureMessage(run)).toContain('Could not be restored: NEW_A');
      expect(failureMessage(run)).toContain(
        "Not created again: KEPT_126, since the script, still holding what could not be put back, would hold more than the runtime's 128 variables.",
      );
      expect(failureMessage(run)).not.toContain('now holds');
      expect(run.outputs['rolled-back']).toBe('false');
      expect(names(emulator())).toHaveLength(128);
      expect(peak(emulator(), from)).toBeLessThanOrEqual(128);
    } finally {
      await target.close();
    }
  });

  it('the dry run shows the creates that need the prune after its deletes', async () => {
    const values = roomNeeded();
    const run = await sync(values, { prune: 'true', keep: 'LOG_LEVEL', 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    const result = json(run, 'result') as { requests: Array<{ method: string; body?: { Name: string } }> };
    expect(result.requests.map((r) => `${r.method} ${r.body?.Name ?? ''}`)).toEqual([
      'PUT KEPT_0',
      'PUT NEW_A',
      'PUT NEW_B',
      'DELETE ',
      'DELETE ',
      'PUT NEW_C',
    ]);
    expect(run.stdout).toContain('NEW_C would be created after the prune');
  });

  it('a variable the step keeps whose value is over 2,048 bytes fails before any write, named without its value; a prune of it repairs the script', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ BIG: big });
    const run = await runAgainst(
      emulator(),
      { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `API_URL=${VALUES.API_URL}` },
      { secrets: [big, VALUES.API_URL] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      'BIG: the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it; the runtime allows at most 2048 a value',
    );
    expect(failureMessage(run)).toContain('Give it a shorter value in variables, or prune it.');
    expect(calls(emulator(), 'PUT')).toEqual([]);

    const pruned = await runAgainst(
      emulator(),
      {
        operation: 'sync-variables',
        'script-id': String(SCRIPT),
        variables: `API_URL=${VALUES.API_URL}`,
        prune: 'true',
        keep: 'LOG_LEVEL',
      },
      { secrets: [big, VALUES.API_URL] },
    );
    expect(pruned.exitCode, pruned.stdout).toBe(0);
    expect(json(pruned, 'deleted-names')).toEqual(['BIG']);
  });

  it('a value over 2,048 bytes that keep keeps from a prune that runs: the advice names the pattern, not "prune it"', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ BIG: big, OLD_1: 'v-one' });
    const before = snapshot(emulator());
    const run = await runAgainst(
      emulator(),
      {
        operation: 'sync-variables',
        'script-id': String(SCRIPT),
        variables: `API_URL=${VALUES.API_URL}`,
        prune: 'true',
        keep: 'LOG_LEVEL\nB*',
      },
      { secrets: [big, VALUES.API_URL] },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      'BIG: the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it, since keep pattern B* keeps it from the prune; the runtime allows at most 2048 a value',
    );
    expect(message).toContain('Give it a shorter value in variables, or narrow keep so that the prune deletes it.');
    expect(message).not.toContain('or prune it');
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a value over 2,048 bytes that a refused prune leaves fails once naming max-prune and the value, advising no prune it already asked for', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ BIG: big, OLD_1: 'v-one', OLD_2: 'v-two', OLD_3: 'v-three', OLD_4: 'v-four', OLD_5: 'v-five' });
    const before = snapshot(emulator());
    // The prune would delete 7 (LOG_LEVEL, BIG, OLD_1 to OLD_5), more than max-prune (5).
    const run = await runAgainst(
      emulator(),
      { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `API_URL=${VALUES.API_URL}`, prune: 'true' },
      { secrets: [big, VALUES.API_URL] },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^The prune would delete 7 variables, more than max-prune \(5\): /);
    expect(message).toContain(
      'BIG: the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it, since max-prune refused the prune that would delete it; the runtime allows at most 2048 a value',
    );
    expect(message).toContain('Give it a shorter value in variables, or let the prune run (its refusal is above).');
    expect(message).not.toContain('or prune it');
    expect(message).toMatch(/Nothing was written and nothing deleted\.$/);
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a value over 2,048 bytes on a variable without a name: the advice is to delete it, not "prune it", with the prune off or on', async () => {
    const big = 'B'.repeat(3000);
    // The platform can hold a variable whose Name is empty; no prune deletes one.
    seedVariables({ '': big });
    const before = snapshot(emulator());
    const base = { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `API_URL=${VALUES.API_URL}` };
    const advice = 'Give it a shorter value in variables, or delete it from the script.';
    for (const extra of [{}, { prune: 'true', keep: 'LOG_LEVEL' }]) {
      const run = await runAgainst(emulator(), { ...base, ...extra }, { secrets: [big, VALUES.API_URL] });
      expect(run.exitCode).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain(
        '(no name): the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it, which no prune can delete (it has no name); the runtime allows at most 2048 a value',
      );
      expect(message).toContain(advice);
      expect(message).not.toContain('prune it');
    }
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a value over 2,048 bytes under a name variables gives in another case: the advice is to delete it, not "prune it", which no prune can', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ api_url: big });
    const before = snapshot(emulator());
    const base = { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: `API_URL=${VALUES.API_URL}` };
    const why =
      'api_url: the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it, which no prune can delete: variables names it in another case (API_URL); the runtime allows at most 2048 a value';
    const advice = 'Delete it from the script, or give it a shorter value in variables under its own case, in place of API_URL.';
    const first = await runAgainst(emulator(), base, { secrets: [big, VALUES.API_URL] });
    expect(first.exitCode).toBe(1);
    expect(failureMessage(first)).toContain(why);
    expect(failureMessage(first)).toContain(advice);
    expect(failureMessage(first)).not.toContain('prune it');

    // The prune the advice once pointed to leaves it all the same, and says the same.
    const pruned = await runAgainst(emulator(), { ...base, prune: 'true', keep: 'LOG_LEVEL' }, { secrets: [big, VALUES.API_URL] });
    expect(pruned.exitCode).toBe(1);
    expect(failureMessage(pruned)).toContain(why);
    expect(failureMessage(pruned)).toContain(advice);
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a script past 128 that no prune can bring back, its variables named in variables in another case: the advice is not "prune"', async () => {
    // 128 now (LOG_LEVEL, api_url and 126 KEPT_); the list names each of them, api_url as API_URL, a create: 129, and a prune deletes none.
    seedVariables({
      api_url: 'lower-Hq5vN2-case',
      ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
    });
    const values = {
      API_URL: VALUES.API_URL,
      LOG_LEVEL: 'info',
      ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
    };
    const run = await sync(values);
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('The script would hold 129 variables after this step (128 now, 1 to create)');
    expect(message).toContain(
      'To create: API_URL. A prune would not make room: the 129 it would leave are the 128 names in variables and 1 no prune can delete (without a name, or named in variables in another case). Remove variables from the script, or names from variables.',
    );
    expect(message).not.toContain('prune the ones the list does not name');
    expect(calls(emulator(), 'PUT')).toEqual([]);

    // A prune that could make room is still the advice.
    const room = await sync({
      API_URL: VALUES.API_URL,
      ...Object.fromEntries(Array.from({ length: 126 }, (_, i) => [`KEPT_${i}`, `kept-${i}`])),
    });
    expect(room.exitCode).toBe(1);
    expect(failureMessage(room)).toContain('To create: API_URL. Remove variables, or prune the ones the list does not name.');
  });

  it("a variable named like one of the script's secrets fails before any write, naming each collision and upsert-secret", async () => {
    const before = snapshot(emulator());
    const run = await sync({ API_TOKEN: 'not-a-secret-Wm3', database_url: 'postgres-Qx8', NEW_ONE: VALUES.NEW_ONE });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        'API_TOKEN: the script has a secret named API_TOKEN, and a variable and a secret of one script cannot share a name. Give the variable another name, or set the value as a secret with upsert-secret.',
        'database_url: the script has a secret named DATABASE_URL, and a variable and a secret of one script cannot share a name. Give the variable another name, or set the value as a secret with upsert-secret.',
        'Nothing was written.',
      ].join('\n'),
    );
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('the dry run with a key refuses the same collision, reading and writing nothing else', async () => {
    const run = await sync({ API_TOKEN: 'not-a-secret-Wm3' }, { 'dry-run': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Dry run: API_TOKEN: the script has a secret named API_TOKEN');
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${scriptPath}`, `GET ${scriptPath}/secrets`]);
  });

  it('a script with no secrets, whose list reads Secrets: null, has none: the variables are written', async () => {
    emulator().state.scripts.get(SCRIPT)?.secrets.clear();
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(stored(emulator(), 'NEW_ONE')?.DefaultValue).toBe(VALUES.NEW_ONE);
    expect(calls(emulator(), 'GET').map((r) => r.path)).toContain(`${scriptPath}/secrets`);
  });

  it('a name that differs only in case from a variable of the script fails before any write, naming both and what to do', async () => {
    // The platform may match names without regard to case (the emulator's default, the harsher reading): log_level would overwrite LOG_LEVEL.
    seedVariables({ API_URL: VALUES.API_URL });
    const before = snapshot(emulator());
    const run = await sync({ log_level: 'debug-Vb3nM7', api_url: VALUES.API_URL, NEW_ONE: VALUES.NEW_ONE }, { prune: 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        'log_level: the script has a variable named LOG_LEVEL, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite LOG_LEVEL. Rename the line to LOG_LEVEL in variables, or delete LOG_LEVEL from the script first.',
        'api_url: the script has a variable named API_URL, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite API_URL. Rename the line to API_URL in variables, or delete API_URL from the script first.',
        'Nothing was written.',
      ].join('\n'),
    );
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expectNothingDeleted(emulator(), ['API_URL', 'LOG_LEVEL']);
    expect(snapshot(emulator())).toEqual(before);
  });

  it('the dry run with a key refuses a name that differs only in case the same way', async () => {
    const run = await sync({ log_level: 'debug-Vb3nM7' }, { 'dry-run': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'Dry run: log_level: the script has a variable named LOG_LEVEL, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite LOG_LEVEL. Rename the line to LOG_LEVEL in variables, or delete LOG_LEVEL from the script first.',
    );
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${scriptPath}`, `GET ${scriptPath}/secrets`]);
  });

  it('a name the script holds exactly is written though it also holds one that differs only in case (a platform that matches names exactly)', async () => {
    emulator().state.variables.behaviour.upsertNames = 'exact';
    seedVariables({ log_level: 'old-lower-value' });
    const run = await sync({ log_level: 'debug-Vb3nM7' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'updated-names')).toEqual(['log_level']);
    expect(stored(emulator(), 'log_level')?.DefaultValue).toBe('debug-Vb3nM7');
    expect(stored(emulator(), 'LOG_LEVEL')?.DefaultValue).toBe('info');
  });

  it('a secret list that cannot be read fails the step before any write: it never counts as no secrets', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'GET', path: `${scriptPath}/secrets`, times: Infinity });
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`GET ${scriptPath}/secrets answered 500`);
    expect(failureMessage(run)).toContain(
      `The secret names of script ${SCRIPT} could not be read, so nothing was written and nothing deleted`,
    );
    expect(calls(emulator(), 'PUT')).toEqual([]);
  });
});

describe('sync-variables: a change of configuration is a deploy (probe, rollback-on-failure)', () => {
  const clock = () => new FakeClock();

  it('probes after the writes and passes when the probe matches', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 200, body: 'config v2' });
      const run = await sync(
        { NEW_ONE: VALUES.NEW_ONE },
        { 'probe-url': `${target.url}/health`, 'expect-body': 'v2', 'rollback-on-failure': 'true' },
        { clock: clock() },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ matched: 'true', 'rolled-back': 'false', 'probe-error': '' });
      // The probe runs after the write.
      expect(run.stdout.indexOf('Attempt 1')).toBeGreaterThan(run.stdout.indexOf('Variable NEW_ONE of script'));
      for (const request of target.requests) expect(request.headers['accesskey']).toBeUndefined();
    } finally {
      await target.close();
    }
  });

  it('a failing probe with rollback-on-failure leaves the script exactly as it was before the step', async () => {
    seedVariables({ API_URL: 'https://old.example', FEATURE_FLAGS: 'old-flags-value' }, true);
    const before = snapshot(emulator());
    const target = await startProbeTarget();
    try {
      target.answer({ status: 503, body: 'broken by the new configuration' });
      const run = await sync(
        { API_URL: VALUES.API_URL, FEATURE_FLAGS: 'old-flags-value', NEW_ONE: VALUES.NEW_ONE },
        { 'probe-url': `${target.url}/health`, 'rollback-on-failure': 'true', 'wait-seconds': '4', 'poll-interval-seconds': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ matched: 'false', 'probe-error': 'status', 'rolled-back': 'true' });
      // It did write: then put every change back.
      expect(emulator().state.variables.writes.map((w) => w.Name)).toEqual(['API_URL', 'NEW_ONE', 'API_URL']);
      expect(snapshot(emulator())).toEqual(before);
      expect(failureMessage(run)).toContain(`The probe of ${target.url}/health did not match within 4 s`);
      expect(failureMessage(run)).toContain('Rolled back: restored the previous value of API_URL; deleted the created NEW_ONE.');
      expect(failureMessage(run)).not.toContain('Left as they are');
    } finally {
      await target.close();
    }
  });

  it('a rollback is a compare-and-swap: a value someone else changed meanwhile is left, and named', async () => {
    seedVariables({ API_URL: 'https://old.example' });
    // While the probe runs, another hand gives API_URL yet another value: the rollback must leave it.
    const server = createServer((_req, res) => {
      emulator().state.variables.set(SCRIPT, { API_URL: 'https://third.example' });
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const run = await sync(
        { API_URL: VALUES.API_URL, NEW_ONE: VALUES.NEW_ONE, LOG_LEVEL: 'warn-level-Jx2' },
        { 'probe-url': `http://127.0.0.1:${port}/`, 'rollback-on-failure': 'true', 'wait-seconds': '2', 'poll-interval-seconds': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs['rolled-back']).toBe('false');
      expect(failureMessage(run)).toContain('Rolled back: restored the previous value of LOG_LEVEL; deleted the created NEW_ONE.');
      expect(failureMessage(run)).toContain(
        'Left as they are (compare-and-swap): API_URL (its value was changed by someone else meanwhile).',
      );
      expect(stored(emulator(), 'API_URL')?.DefaultValue).toBe('https://third.example');
      expect(stored(emulator(), 'LOG_LEVEL')?.DefaultValue).toBe('info');
      expect(stored(emulator(), 'NEW_ONE')).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a pruned variable is created again by the rollback, with its value and Required', async () => {
    seedVariables({ OLD_A: 'old-a-value' }, true);
    const before = snapshot(emulator(), false);
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const run = await sync(
        { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
        { prune: 'true', 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'wait-seconds': '2', 'poll-interval-seconds': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(json(run, 'deleted-names')).toEqual(['OLD_A']);
      expect(failureMessage(run)).toContain('deleted the created NEW_ONE; created again the pruned OLD_A.');
      expect(snapshot(emulator(), false)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('a rollback leaves out a previous value over 2,048 bytes, naming it: the script would not boot with it; rolled-back is false', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ BIG: big });
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const run = await runAgainst(
        emulator(),
        {
          operation: 'sync-variables',
          'script-id': String(SCRIPT),
          variables: 'BIG=short-value-Kx9',
          'probe-url': `${target.url}/`,
          'rollback-on-failure': 'true',
          'wait-seconds': '2',
          'poll-interval-seconds': '1',
        },
        { secrets: [big, 'short-value-Kx9'], clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs['rolled-back']).toBe('false');
      expect(emulator().state.variables.writes.map((w) => w.Name)).toEqual(['BIG']);
      expect(stored(emulator(), 'BIG')?.DefaultValue).toBe('short-value-Kx9');
      expect(failureMessage(run)).toContain(
        "Rolled back nothing. Not put back: BIG, whose value of 3000 bytes (UTF-8) is over the runtime's 2048: the script would not boot with it.",
      );
    } finally {
      await target.close();
    }
  });

  it('a rollback does not create again a pruned variable whose value is over 2,048 bytes, and puts back the rest', async () => {
    const big = 'B'.repeat(3000);
    seedVariables({ OLD_BIG: big });
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const run = await runAgainst(
        emulator(),
        {
          operation: 'sync-variables',
          'script-id': String(SCRIPT),
          variables: 'LOG_LEVEL=warn-level-Jx2',
          prune: 'true',
          'probe-url': `${target.url}/`,
          'rollback-on-failure': 'true',
          'wait-seconds': '2',
          'poll-interval-seconds': '1',
        },
        { secrets: [big, 'warn-level-Jx2'], clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(json(run, 'deleted-names')).toEqual(['OLD_BIG']);
      expect(run.outputs['rolled-back']).toBe('false');
      expect(failureMessage(run)).toContain(
        "Rolled back: restored the previous value of LOG_LEVEL. Not put back: OLD_BIG, whose value of 3000 bytes (UTF-8) is over the runtime's 2048: the script would not boot with it.",
      );
      expect(names(emulator())).toEqual(['LOG_LEVEL']);
      expect(stored(emulator(), 'LOG_LEVEL')?.DefaultValue).toBe('info');
    } finally {
      await target.close();
    }
  });

  it('without rollback-on-failure a failing probe fails the step and leaves the writes', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const run = await sync(
        { NEW_ONE: VALUES.NEW_ONE },
        { 'probe-url': `${target.url}/`, 'wait-seconds': '2', 'poll-interval-seconds': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('The variables were written and stay as written (rollback-on-failure is false).');
      expect(stored(emulator(), 'NEW_ONE')?.DefaultValue).toBe(VALUES.NEW_ONE);
      expect(run.outputs['rolled-back']).toBeUndefined();
    } finally {
      await target.close();
    }
  });

  it('waits for the variables to reach the running script before the probe: a probe at once would pass on the old configuration', async () => {
    // One clock for the step and the emulator, whose running script sees a change 12 s after it
    // (its default: "about ten seconds" read harshly), so a step that waited exactly 10 s would pass on MODE=stable.
    const shared = new FakeClock();
    shared.time = 1_000_000;
    emulator().useClock(shared);
    seedVariables({ MODE: 'stable' });
    shared.time += 12_000;
    // The service behind the probe works while the running script has MODE=stable, and breaks on MODE=broken.
    const server = createServer((_req, res) => {
      const mode = emulator().state.variables.running(SCRIPT)?.get('MODE')?.DefaultValue;
      res.writeHead(mode === 'stable' ? 200 : 503).end(mode === 'stable' ? 'up' : 'down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const run = await sync(
        { MODE: 'broken' },
        {
          'probe-url': `http://127.0.0.1:${port}/`,
          'rollback-on-failure': 'true',
          'wait-seconds': '12',
          'poll-interval-seconds': '3',
          // One answer decides: a probe that met MODE=stable would pass the step at once.
          'consecutive-successes': '1',
        },
        { clock: shared },
      );
      expect(run.exitCode, run.stdout).toBe(1);
      expect(run.stdout).toContain('Attempt 1 at 0 s: status 503');
      expect(run.stdout).toContain(
        'Waiting 15 s before the probe: variables reach the running script within about ten seconds (the wait adds a margin)',
      );
      expect(run.stdout.indexOf('Attempt 1')).toBeGreaterThan(run.stdout.indexOf('Waiting 15 s before the probe'));
      expect(shared.sleeps[0]).toBe(15_000);
      expect(run.outputs).toMatchObject({ matched: 'false', 'probe-status': '503', 'rolled-back': 'true' });
      expect(failureMessage(run)).toContain('Rolled back: restored the previous value of MODE.');
      expect(stored(emulator(), 'MODE')?.DefaultValue).toBe('stable');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a step that changed nothing, its probe failing on the network with rollback-on-probe-error false, says it changed nothing', async () => {
    seedVariables({ API_URL: VALUES.API_URL });
    const run = await sync(
      { API_URL: VALUES.API_URL },
      {
        'probe-url': 'http://127.0.0.1:9/',
        'rollback-on-failure': 'true',
        'rollback-on-probe-error': 'false',
        'wait-seconds': '2',
        'poll-interval-seconds': '1',
      },
      { clock: clock() },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'probe-error': 'connect', 'rolled-back': 'false' });
    expect(failureMessage(run)).toContain('This step changed nothing (it wrote and deleted no variable), so nothing was rolled back');
    expect(run.summary).toContain('this step changed nothing, so nothing was rolled back');
    expect(run.summary).not.toContain('The variables were written');
  });

  it('a step that changed nothing does not wait, and its failed probe rolls nothing back: rolled-back is false', async () => {
    seedVariables({ API_URL: VALUES.API_URL });
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500 });
      const run = await sync(
        { API_URL: VALUES.API_URL },
        { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'wait-seconds': '2', 'poll-interval-seconds': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ matched: 'false', 'rolled-back': 'false' });
      expect(failureMessage(run)).toContain(
        'This step changed nothing (it wrote and deleted no variable), so nothing was rolled back: the probe failed on the configuration the script already had.',
      );
      expect(failureMessage(run)).not.toContain('Rolled back');
      expect(run.summary).toContain('this step changed nothing, so nothing was rolled back');
      expect(run.stdout).not.toContain('Waiting');
      // Nothing written, and no read for a restore.
      expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${scriptPath}`, `GET ${scriptPath}/secrets`]);
    } finally {
      await target.close();
    }
  });

  it('with rollback-on-failure a failed write puts back the writes that went through, and probes nothing', async () => {
    seedVariables({ API_URL: 'https://old.example', FEATURE_FLAGS: 'old-flags-value' });
    const before = snapshot(emulator());
    // The first write to arrive is refused: which one, the concurrency decides.
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      body: { ErrorKey: 'variable.invalid', Field: 'Name', Message: 'refused' },
    });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { API_URL: VALUES.API_URL, FEATURE_FLAGS: VALUES.FEATURE_FLAGS },
        { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      const failed = result.filter((entry) => entry['Change'] === 'failed').map((entry) => entry['Name']);
      const written = result.filter((entry) => entry['Change'] === 'updated').map((entry) => entry['Name']);
      expect(failed).toHaveLength(1);
      expect(written).toHaveLength(1);
      expect(failureMessage(run)).toContain('1 of 2 variable writes failed; the others were written');
      expect(failureMessage(run)).toContain(`Rolled back: restored the previous value of ${String(written[0])}.`);
      expect(run.outputs).toMatchObject({ 'rolled-back': 'true', status: '400', 'error-key': 'variable.invalid' });
      expect(run.summary).toContain('1 of 2 variable writes failed; what went through was rolled back');
      expect(snapshot(emulator())).toEqual(before);
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('a step the runner cancels mid-batch sets the name lists and result for the writes that went through, and rolls nothing back', async () => {
    seedVariables({ API_URL: VALUES.API_URL });
    const values = {
      API_URL: VALUES.API_URL,
      LOG_LEVEL: VALUES.LOG_LEVEL,
      NEW_B: 'bee-Wq8nM2-value',
      NEW_C: 'sea-Pk5vR7-value',
      NEW_D: 'dee-Jt3xC9-value',
      NEW_E: 'eee-Gh6yL4-value',
      NEW_F: 'eff-Dz2bN8-value',
    };
    const writes = ['LOG_LEVEL', 'NEW_B', 'NEW_C', 'NEW_D', 'NEW_E', 'NEW_F'];
    // The first write to arrive goes through (which one, the concurrency decides); every later one
    // is held until the step has ended: four in flight at once, so the last is never sent.
    const held = releasable();
    emulator().inject({ method: 'PUT', path: variablesPath, kind: 'delay', ms: 0 });
    emulator().inject({ method: 'PUT', path: variablesPath, kind: 'delay', ms: 0, release: held.promise, times: Infinity });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      {
        operation: 'sync-variables',
        'script-id': String(SCRIPT),
        variables: lines(values),
        'probe-url': 'http://127.0.0.1:9/',
        'rollback-on-failure': 'true',
      },
      { secrets: Object.values(values), clock: new FakeClock(), signal: cancel.signal },
    );
    try {
      // The fifth write is sent only once the step has the first one's answer.
      await expect.poll(() => calls(emulator(), 'PUT').length, { timeout: 30_000 }).toBe(5);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      // Held before the emulator carried them out: only the first write is on the script.
      const landed = writes.filter((name) => stored(emulator(), name)?.DefaultValue === values[name as keyof typeof values]);
      expect(landed).toHaveLength(1);
      const inFlight = writes.slice(0, 5).filter((name) => !landed.includes(name));
      const [cancelled, soFar] = failureMessage(run).split('\n');
      expect(cancelled).toMatch(/^The step was cancelled by the runner during "Call the API: sync-variables"/);
      expect(soFar).toBe(
        `Of 6 variables to write, 1 was written before the cancel, 4 were in flight and may have been written (${inFlight.join(', ')}), 1 was not sent. ` +
          'Nothing was rolled back: the runner was ending the step.',
      );
      expect(json(run, 'created-names')).toEqual(landed.filter((name) => name !== 'LOG_LEVEL'));
      expect(json(run, 'updated-names')).toEqual(landed.filter((name) => name === 'LOG_LEVEL'));
      expect(json(run, 'unchanged-names')).toEqual(['API_URL']);
      expect(run.outputs['rolled-back']).toBe('false');
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      expect(result[0]).toMatchObject({ Name: 'API_URL', Change: 'unchanged' });
      expect(result.find((entry) => entry['Name'] === landed[0])).toMatchObject({
        Change: landed[0] === 'LOG_LEVEL' ? 'updated' : 'created',
      });
      for (const name of inFlight) {
        expect(result.find((entry) => entry['Name'] === name)).toEqual({
          Name: name,
          ...(name === 'LOG_LEVEL' ? { Id: expect.any(Number) } : {}),
          Change: 'unknown',
          Error: 'in flight when the runner cancelled the step: it may have been written',
        });
        expect(run.summary).toContain(`<td>${name}</td><td>in flight at the cancel: may have been written</td>`);
      }
      expect(result.at(-1)).toEqual({ Name: 'NEW_F', Change: 'failed', Error: 'not sent: the runner cancelled the step first' });
      expect(run.summary).toContain('<td>NEW_F</td><td>not sent</td>');
      // No table of the abandoned batch after the cancel's (its log after the step's end is quiet: test/runner/runner-output.test.ts).
      expect(run.summary.match(/<table>/g)).toHaveLength(1);
    } finally {
      held.resolve();
    }
    // Nothing was sent after the cancel: no rollback, and not the last write.
    expect(calls(emulator(), 'PUT')).toHaveLength(5);
    expect(calls(emulator(), 'GET')).toHaveLength(2);
  });

  it('a cancel once the batch has reported (during the probe) changes neither its outputs nor its summary, and adds no tally', async () => {
    seedVariables({ API_URL: VALUES.API_URL });
    const values = { API_URL: VALUES.API_URL, LOG_LEVEL: VALUES.LOG_LEVEL };
    const target = await startProbeTarget();
    // The probe never answers: the step is cancelled while it waits, every write done and reported.
    target.answer({ hang: true });
    const cancel = new AbortController();
    try {
      const step = runAgainst(
        emulator(),
        { operation: 'sync-variables', 'script-id': String(SCRIPT), variables: lines(values), 'probe-url': `${target.url}/` },
        { secrets: Object.values(values), clock: new FakeClock(), signal: cancel.signal },
      );
      await expect.poll(() => target.requests.length, { timeout: 30_000 }).toBe(1);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).not.toContain('before the cancel');
      expect(json(run, 'updated-names')).toEqual(['LOG_LEVEL']);
      expect(json(run, 'result')).toEqual([
        { Name: 'API_URL', Id: expect.any(Number), Change: 'unchanged' },
        { Name: 'LOG_LEVEL', Id: expect.any(Number), Change: 'updated' },
      ]);
      // One table: the batch's own, not a second one written by the cancel.
      expect(run.summary.match(/<table>/g)).toHaveLength(1);
    } finally {
      await target.close();
    }
  });

  it('a prune the runner cancels during its deletes sets the name lists for the writes, names the deletes in flight, and rolls nothing back', async () => {
    seedVariables({ OLD_A: 'old-a-value', OLD_B: 'old-b-value' });
    const ids = ['OLD_A', 'OLD_B'].map((name) => stored(emulator(), name)!.Id);
    // Every write goes through; both deletes, sent once every write did, are held until the step has ended.
    const held = releasable();
    emulator().inject({ method: 'DELETE', path: variablesPath, kind: 'delay', ms: 0, release: held.promise, times: Infinity });
    const values = { LOG_LEVEL: VALUES.LOG_LEVEL, NEW_ONE: VALUES.NEW_ONE };
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      {
        operation: 'sync-variables',
        'script-id': String(SCRIPT),
        variables: lines(values),
        prune: 'true',
        'probe-url': 'http://127.0.0.1:9/',
        'rollback-on-failure': 'true',
      },
      { secrets: Object.values(values), clock: new FakeClock(), signal: cancel.signal },
    );
    try {
      await expect.poll(() => calls(emulator(), 'DELETE').length, { timeout: 30_000 }).toBe(2);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run).split('\n')[1]).toBe(
        'Of 2 variables to write, 2 were written before the cancel. ' +
          `Of 2 variables to prune, 0 were deleted before the cancel, 2 were in flight and may have been deleted (OLD_A (id ${ids[0]}), OLD_B (id ${ids[1]})). ` +
          'Nothing was rolled back: the runner was ending the step.',
      );
      expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
      expect(json(run, 'updated-names')).toEqual(['LOG_LEVEL']);
      expect(json(run, 'deleted-names')).toEqual([]);
      expect(run.outputs['rolled-back']).toBe('false');
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      expect(result.map((entry) => [entry['Name'], entry['Change']])).toEqual([
        ['LOG_LEVEL', 'updated'],
        ['NEW_ONE', 'created'],
        ['OLD_A', 'unknown'],
        ['OLD_B', 'unknown'],
      ]);
      expect(result[2]?.['Error']).toBe('in flight when the runner cancelled the step: it may have been deleted');
      expect(run.summary).toContain(`<td>OLD_B</td><td>in flight at the cancel: may have been deleted</td><td>${ids[1]}</td>`);
      // The writes stay: a rollback would have put LOG_LEVEL back.
      expect(stored(emulator(), 'LOG_LEVEL')?.DefaultValue).toBe(VALUES.LOG_LEVEL);
    } finally {
      held.resolve();
    }
    expect(calls(emulator(), 'PUT')).toHaveLength(2);
  });

  it('with rollback-on-failure a failed delete puts back the writes and the deletes that went through', async () => {
    seedVariables({ OLD_A: 'old-a-value', OLD_B: 'old-b-value' }, true);
    const before = snapshot(emulator(), false);
    const oldB = stored(emulator(), 'OLD_B')!.Id;
    emulator().inject({ kind: 'status', status: 400, method: 'DELETE', path: `/variables/${oldB}` });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
        { prune: 'true', 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(json(run, 'deleted-names')).toEqual(['OLD_A']);
      expect(failureMessage(run)).toContain('Every listed variable was written, but 1 of 2 deletions failed');
      expect(failureMessage(run)).toContain('Rolled back: deleted the created NEW_ONE; created again the pruned OLD_A.');
      expect(run.outputs['rolled-back']).toBe('true');
      expect(snapshot(emulator(), false)).toEqual(before);
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  for (const [what, fault] of [
    ['whose answer was lost', { kind: 'reset-after' }],
    ['answered 503', { kind: 'status-after', status: 503 }],
  ] as const) {
    it(`a prune delete ${what} after it was carried out is rolled back: its repeat answered 404, yet this step deleted it`, async () => {
      seedVariables({ OLD_A: 'old-a-value' }, true);
      const before = snapshot(emulator(), false);
      const oldA = `${variablesPath}/${stored(emulator(), 'OLD_A')!.Id}`;
      emulator().inject({ ...fault, method: 'DELETE', path: oldA });
      const target = await startProbeTarget();
      try {
        target.answer({ status: 500 });
        const run = await sync(
          { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
          {
            prune: 'true',
            'probe-url': `${target.url}/`,
            'rollback-on-failure': 'true',
            'wait-seconds': '2',
            'poll-interval-seconds': '1',
          },
          { clock: clock() },
        );
        expect(run.exitCode).toBe(1);
        // The first DELETE went through; the repeat met a 404.
        expect(calls(emulator(), 'DELETE').filter((r) => r.path === oldA)).toHaveLength(2);
        expect(emulator().state.variables.deleted.map((d) => d.Name)).toEqual(['OLD_A', 'NEW_ONE']);
        expect(run.stdout).toMatch(/OLD_A.*: deleted \(an earlier attempt may have done it; its repeat found it gone\)/);
        expect(failureMessage(run)).toContain('deleted the created NEW_ONE; created again the pruned OLD_A.');
        expect(run.outputs['rolled-back']).toBe('true');
        expect(snapshot(emulator(), false)).toEqual(before);
      } finally {
        await target.close();
      }
    });
  }

  it('a prune delete that may have been carried out and failed counts as done for the rollback: the variable is created again', async () => {
    seedVariables({ OLD_A: 'old-a-value' }, true);
    const before = snapshot(emulator(), false);
    // One attempt: the delete is carried out, its answer lost, and the step cannot know: the read
    // of the script after the deletes fails too (the rollback's own read does not).
    const oldA = `${variablesPath}/${stored(emulator(), 'OLD_A')!.Id}`;
    emulator().inject({ kind: 'reset-after', method: 'DELETE', path: oldA });
    emulator().setRequestHook(({ method, path }) => {
      if (method === 'DELETE' && path === oldA)
        emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${scriptPath}$`) });
    });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
        { prune: 'true', 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'max-attempts': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('Every listed variable was written, but 1 of 1 deletions failed');
      expect(failureMessage(run)).toContain("whether it was deleted is unknown: the script's variables, read to check, could not be read");
      expect(failureMessage(run)).toContain('Rolled back: deleted the created NEW_ONE; created again the pruned OLD_A.');
      expect(run.outputs['rolled-back']).toBe('true');
      expect(snapshot(emulator(), false)).toEqual(before);
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('a prune delete that may have been carried out but was not has nothing to put back: it is not "created meanwhile"', async () => {
    seedVariables({ OLD_A: 'old-a-value' }, true);
    const before = snapshot(emulator());
    // One attempt, answered 503 and never carried out: the step cannot know, the rollback's read can.
    emulator().inject({ kind: 'status', status: 503, method: 'DELETE', path: `/variables/${stored(emulator(), 'OLD_A')!.Id}` });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
        { prune: 'true', 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'max-attempts': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        'Rolled back: deleted the created NEW_ONE. Nothing to put back for OLD_A: its delete got no answer that says whether it was carried out, and the script still holds it.',
      );
      expect(failureMessage(run)).toContain(
        "the script's variables, read after, still hold it, so it was most likely not deleted; run the step again",
      );
      expect(failureMessage(run)).not.toContain('created meanwhile');
      expect(run.outputs['rolled-back']).toBe('true');
      expect(snapshot(emulator())).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('a prune delete answered as done whose variable the rollback still lists is left, not "got no answer": rolled-back is false', async () => {
    seedVariables({ OLD_A: 'old-a-value', OLD_B: 'old-b-value' }, true);
    const oldA = stored(emulator(), 'OLD_A')!;
    const listed = { Id: oldA.Id, Name: oldA.Name, Required: oldA.Required, DefaultValue: oldA.DefaultValue };
    emulator().inject({ kind: 'status', status: 400, method: 'DELETE', path: `${variablesPath}/${stored(emulator(), 'OLD_B')!.Id}` });
    // The list lags the delete: once OLD_A's delete has arrived (it is answered 204), each read of
    // the script is served as it is now, OLD_A still listed under its own id.
    let deleteArrived = false;
    let ownRead = false;
    emulator().setRequestHook(async ({ method, path }) => {
      if (method === 'DELETE' && path === `${variablesPath}/${oldA.Id}`) deleteArrived = true;
      if (!deleteArrived || ownRead || method !== 'GET' || path !== scriptPath) return;
      ownRead = true;
      try {
        const answer = await fetch(`${emulator().url}${scriptPath}`, { headers: { AccessKey: DEFAULT_API_KEY } });
        const body = (await answer.json()) as { EdgeScriptVariables: unknown[] | null };
        body.EdgeScriptVariables = [...(body.EdgeScriptVariables ?? []), listed];
        emulator().inject({ kind: 'status', status: 200, body, method: 'GET', path: new RegExp(`^${scriptPath}$`) });
      } finally {
        ownRead = false;
      }
    });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { LOG_LEVEL: 'info', NEW_ONE: VALUES.NEW_ONE },
        { prune: 'true', 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(json(run, 'deleted-names')).toEqual(['OLD_A']);
      expect(failureMessage(run)).toContain(
        'Rolled back: deleted the created NEW_ONE. Left as they are (compare-and-swap): OLD_A (it is still listed after its delete).',
      );
      expect(failureMessage(run)).not.toContain('got no answer');
      expect(run.outputs['rolled-back']).toBe('false');
      expect(run.summary).toContain('the rollback is incomplete');
      // The delete was carried out: OLD_A is gone, as the step's failure says it may be.
      expect(stored(emulator(), 'OLD_A')).toBeUndefined();
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  /**
   * The first write to arrive fails with `fault` (one attempt, so its answer decides), and the read
   * back after it fails too: the step cannot tell whether that write was carried out.
   */
  async function unreadableWrite(fault: { kind: 'status-after'; status: number } | { kind: 'status'; status: number }) {
    seedVariables({ API_URL: 'https://old.example' });
    const before = snapshot(emulator());
    emulator().inject({ ...fault, method: 'PUT', path: '/variables' });
    let armed = false;
    // Once the writes are sent, the next read of the script (the read back) answers 500; the restore's read is answered.
    emulator().setRequestHook(({ method }) => {
      if (method !== 'PUT' || armed) return;
      armed = true;
      emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${scriptPath}$`) });
    });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { API_URL: VALUES.API_URL, NEW_ONE: VALUES.NEW_ONE },
        { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'max-attempts': '1' },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toContain('could not be read back');
      expect(target.requests).toEqual([]);
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      const failed = result.filter((entry) => entry['Change'] === 'failed').map((entry) => String(entry['Name']));
      expect(failed).toHaveLength(1);
      return { run, before, failed: failed[0]! };
    } finally {
      await target.close();
    }
  }

  it('a write carried out whose answer failed, and that cannot be read back, is rolled back too (it may have landed)', async () => {
    const { run, before } = await unreadableWrite({ kind: 'status-after', status: 503 });
    // Both writes landed, one without a usable answer: the rollback undoes both.
    expect(failureMessage(run)).toContain('Rolled back: restored the previous value of API_URL; deleted the created NEW_ONE.');
    expect(run.outputs['rolled-back']).toBe('true');
    expect(run.summary).toContain('what went through was rolled back');
    expect(snapshot(emulator())).toEqual(before);
  });

  it('a write not carried out whose answer failed, and that cannot be read back, has nothing to put back', async () => {
    const { run, before, failed } = await unreadableWrite({ kind: 'status', status: 503 });
    const other = failed === 'API_URL' ? 'deleted the created NEW_ONE' : 'restored the previous value of API_URL';
    expect(failureMessage(run)).toContain(`Rolled back: ${other}.`);
    expect(failureMessage(run)).toContain(
      `Nothing to put back for ${failed}: its write got no answer that says whether it was carried out, and the script does not hold the value sent.`,
    );
    expect(failureMessage(run)).not.toMatch(new RegExp(`(restored the previous value of|deleted the created) ${failed}`));
    expect(run.outputs['rolled-back']).toBe('true');
    expect(snapshot(emulator())).toEqual(before);
  });

  for (const [landed, fault, said, rolledBack, verdict] of [
    [
      true,
      { kind: 'status-after', status: 503 },
      'Rolled back: restored the previous value of API_URL.',
      'true',
      'what went through was rolled back',
    ],
    [
      false,
      { kind: 'status', status: 503 },
      'Rolled back nothing. Nothing to put back for API_URL',
      'false',
      'nothing went through, so nothing was rolled back',
    ],
  ] as const) {
    it(`the only write, ${landed ? '' : 'not '}carried out, its answer failed and not read back: rolled-back is ${rolledBack}`, async () => {
      seedVariables({ API_URL: 'https://old.example' });
      const before = snapshot(emulator());
      emulator().inject({ ...fault, method: 'PUT', path: '/variables' });
      emulator().setRequestHook(({ method }) => {
        if (method === 'PUT') emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${scriptPath}$`) });
      });
      const target = await startProbeTarget();
      try {
        const run = await sync(
          { API_URL: VALUES.API_URL },
          { 'probe-url': `${target.url}/`, 'rollback-on-failure': 'true', 'max-attempts': '1' },
          { clock: clock() },
        );
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toContain(said);
        expect(failureMessage(run)).not.toContain('This step changed nothing');
        expect(run.outputs['rolled-back']).toBe(rolledBack);
        expect(run.summary).toContain(verdict);
        expect(snapshot(emulator())).toEqual(before);
      } finally {
        await target.close();
      }
    });
  }

  it('without rollback-on-failure a write that may have been carried out, not read back, is not called "nothing changed"', async () => {
    seedVariables({ API_URL: 'https://old.example' });
    emulator().inject({ kind: 'status-after', status: 503, method: 'PUT', path: '/variables' });
    emulator().setRequestHook(({ method }) => {
      if (method === 'PUT') emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${scriptPath}$`) });
    });
    const target = await startProbeTarget();
    try {
      const run = await sync({ API_URL: VALUES.API_URL }, { 'probe-url': `${target.url}/`, 'max-attempts': '1' }, { clock: clock() });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        'Nothing else went through, so nothing was probed (rollback-on-failure is false). API_URL may have been written too (no answer said, and the read back failed): live if so, and not probed.',
      );
      expect(failureMessage(run)).not.toContain('This step changed nothing');
      expect(stored(emulator(), 'API_URL')?.DefaultValue).toBe(VALUES.API_URL);
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('without rollback-on-failure a failed write says what went through is live and was not probed', async () => {
    seedVariables({ API_URL: 'https://old.example', FEATURE_FLAGS: 'old-flags-value' });
    emulator().inject({ kind: 'status', status: 400, method: 'PUT' });
    const target = await startProbeTarget();
    try {
      const run = await sync(
        { API_URL: VALUES.API_URL, FEATURE_FLAGS: VALUES.FEATURE_FLAGS },
        { 'probe-url': `${target.url}/` },
        { clock: clock() },
      );
      expect(run.exitCode).toBe(1);
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      const written = result.filter((entry) => entry['Change'] === 'updated').map((entry) => String(entry['Name']));
      expect(written).toHaveLength(1);
      expect(failureMessage(run)).toContain('1 of 2 variable writes failed; the others were written');
      expect(failureMessage(run)).toContain(`What went through (${written[0]}) is live and was not probed (rollback-on-failure is false).`);
      expect(stored(emulator(), written[0]!)?.DefaultValue).toBe(VALUES[written[0] as keyof typeof VALUES]);
      expect(run.outputs['rolled-back']).toBeUndefined();
      expect(target.requests).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('rollback-on-failure without probe-url is an input problem, found before any request', async () => {
    const run = await sync({ NEW_ONE: VALUES.NEW_ONE }, { 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'rollback-on-failure': needs probe-url");
    expect(emulator().requests).toEqual([]);
  });
});
