import { describe, expect, it } from 'vitest';
import { SEED, type Emulator } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const SCRIPT = SEED.scriptWithRelease;
const secretsPath = `/compute/script/${SCRIPT}/secrets`;
const scriptPath = `/compute/script/${SCRIPT}`;
const VARIABLES_NOTE = "its EdgeScriptVariables: a secret may not take a variable's name";

/** The values of the variables a list reads, one per name; none holds its name, which the log shows. */
function envFor(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name, index) => [name, `Vq${index}x${name.length}-Kz7wP3-9f2c`]));
}

async function sync(names: readonly string[], inputs: Record<string, string> = {}, env = envFor(names)): Promise<ActionRun> {
  return runAgainst(
    emulator(),
    { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: names.join('\n'), prune: 'true', ...inputs },
    { env, secrets: Object.values(env) },
  );
}

const calls = (emu: Emulator, method: string) => emu.requests.filter((request) => request.method === method);
const names = (emu: Emulator) => [...(emu.state.scripts.get(SCRIPT)?.secrets.keys() ?? [])];
const json = (run: ActionRun, output: string): unknown => JSON.parse(run.outputs[output] ?? 'null');

/** No guard may let a single delete through: the emulator received none, and every secret is still there. */
function expectNothingDeleted(emu: Emulator, before: readonly string[]): void {
  expect(calls(emu, 'DELETE')).toEqual([]);
  expect(emu.state.deletedSecrets).toEqual([]);
  for (const name of before) expect(names(emu)).toContain(name);
}

describe('upsert-secret with prune', () => {
  it('writes the list, keeps what keep matches, deletes the rest by id after one list read, and reports names', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A', 'LEGACY_X', 'OLD_B']);
    const run = await sync(['NEW_ONE', 'API_TOKEN', 'DATABASE_URL'], { keep: 'legacy_*' });
    expect(run.exitCode, run.stdout).toBe(0);

    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(json(run, 'updated-names')).toEqual(['API_TOKEN', 'DATABASE_URL']);
    expect(json(run, 'deleted-names')).toEqual(['OLD_A', 'OLD_B']);
    expect(run.outputs['status']).toBe('200');
    // The single-secret outputs belong to secret-name alone.
    for (const single of ['secret-name', 'secret-id', 'last-modified', 'created']) expect(run.outputs[single]).toBeUndefined();
    const result = json(run, 'result') as Array<Record<string, unknown>>;
    expect(result.map((entry) => [entry['Name'], entry['Created'] ?? entry['Deleted']])).toEqual([
      ['NEW_ONE', true],
      ['API_TOKEN', false],
      ['DATABASE_URL', false],
      ['OLD_A', true],
      ['OLD_B', true],
    ]);
    expect(result.slice(3)).toEqual([
      { Name: 'OLD_A', Deleted: true },
      { Name: 'OLD_B', Deleted: true },
    ]);

    const emu = emulator();
    expect(emu.state.secretListReads).toBe(1);
    // The secret list, then the variables (a secret may not take a variable's name): both before anything is written.
    expect(calls(emu, 'GET').map((r) => r.path)).toEqual([secretsPath, scriptPath]);
    expect(emu.requests.slice(0, 2).map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(calls(emu, 'PUT')).toHaveLength(3);
    expect(
      calls(emu, 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual([`${secretsPath}/7003`, `${secretsPath}/7005`]);
    expect(names(emu).sort()).toEqual(['API_TOKEN', 'DATABASE_URL', 'LEGACY_X', 'NEW_ONE']);
    // Secrets only are written: the script's variables are read, never touched.
    for (const request of emu.requests.filter((r) => r.path !== scriptPath))
      expect(request.path).toMatch(new RegExp(`^${secretsPath}(/\\d+)?$`));
    expect(run.summary).toContain('<td>LEGACY_X</td><td>kept (keep: legacy_*)</td>');
    expect(run.summary).toContain('<td>OLD_A</td><td>deleted</td>');
    expect(run.stdout).toMatch(/Secret LEGACY_X \(id \d+\) is not in the list but kept: it matches keep pattern legacy_\*/);
  });

  it('a re-run finds the work done: nothing more to delete', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A']);
    const first = await sync(['API_TOKEN', 'DATABASE_URL']);
    expect(first.exitCode).toBe(0);
    const again = await sync(['API_TOKEN', 'DATABASE_URL']);
    expect(again.exitCode).toBe(0);
    expect(json(again, 'deleted-names')).toEqual([]);
    expect(again.stdout).toContain('nothing to prune');
    expect(emulator().state.deletedSecrets.map((s) => s.Name)).toEqual(['OLD_A']);
  });

  it('guard: a list that cannot be read fails the step before any write or delete', async () => {
    const before = names(emulator());
    emulator().inject({ kind: 'status', status: 500, method: 'GET', path: '/secrets', times: Infinity });
    const run = await sync(['API_TOKEN'], { 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `The secrets of script ${SCRIPT} could not be read, so nothing was written and nothing deleted (prune needs the list; a failed read never counts as an empty one):\nGET ${secretsPath} answered 500 Internal Server Error`,
    );
    expect(run.outputs['status']).toBe('500');
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expectNothingDeleted(emulator(), before);
  });

  it('guard: an unknown script fails at the list read, naming script-id', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': '999', secrets: 'API_TOKEN', prune: 'true' },
      { env: envFor(['API_TOKEN']), secrets: Object.values(envFor(['API_TOKEN'])) },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('No edge script has the id 999: check script-id.');
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('guard: a failed write stops every delete', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A', 'OLD_B']);
    const before = names(emulator());
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      body: { ErrorKey: 'secret.invalid', Field: 'Name', Message: 'refused' },
    });
    const run = await sync(['API_TOKEN', 'DATABASE_URL', 'NEW_ONE'], { concurrency: '1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 3 secrets failed; the others were written; nothing was pruned, since a prune runs only after every write succeeded:',
    );
    expect(json(run, 'deleted-names')).toEqual([]);
    expect(json(run, 'updated-names')).toEqual(['DATABASE_URL']);
    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(run.outputs['status']).toBe('400');
    expectNothingDeleted(emulator(), before);
  });

  it('a prune the runner cancels during its deletes sets deleted-names for the deletes done; the one in flight may have been deleted', async () => {
    const [, oldB] = emulator().state.addSecrets(SCRIPT, ['OLD_A', 'OLD_B']);
    const id = oldB!.Id;
    // One request at a time: every write and OLD_A's delete go through, OLD_B's is held until the step has ended.
    const held = releasable();
    emulator().inject({ method: 'DELETE', path: `${secretsPath}/${id}`, kind: 'delay', ms: 0, release: held.promise });
    const list = ['NEW_ONE', 'API_TOKEN', 'DATABASE_URL'];
    const env = envFor(list);
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: list.join('\n'), prune: 'true', concurrency: '1' },
      { env, secrets: Object.values(env), signal: cancel.signal },
    );
    try {
      // One at a time: OLD_B's delete is sent only once the step has OLD_A's answer.
      await expect.poll(() => calls(emulator(), 'DELETE').length, { timeout: 30_000 }).toBe(2);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run).split('\n')[1]).toBe(
        'Of 3 secrets to write, 3 were written before the cancel. ' +
          `Of 2 secrets to prune, 1 was deleted before the cancel, 1 was in flight and may have been deleted (OLD_B (id ${id})).`,
      );
      expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
      expect(json(run, 'updated-names')).toEqual(['API_TOKEN', 'DATABASE_URL']);
      expect(json(run, 'deleted-names')).toEqual(['OLD_A']);
      const result = json(run, 'result') as Array<Record<string, unknown>>;
      expect(result.map((entry) => entry['Name'])).toEqual([...list, 'OLD_A', 'OLD_B']);
      expect(result.slice(3)).toEqual([
        { Name: 'OLD_A', Deleted: true },
        { Name: 'OLD_B', Deleted: false, Error: 'in flight when the runner cancelled the step: it may have been deleted' },
      ]);
      expect(run.summary).toMatch(/<td>OLD_A<\/td><td>deleted<\/td><td>\d+<\/td>/);
      expect(run.summary).toContain(`<td>OLD_B</td><td>in flight at the cancel: may have been deleted</td><td>${id}</td>`);
    } finally {
      held.resolve();
    }
    expect(calls(emulator(), 'DELETE')).toHaveLength(2);
  });

  it('guard: more deletions than max-prune fail the step before any write, and are listed', async () => {
    const extra = ['OLD_1', 'OLD_2', 'OLD_3', 'OLD_4', 'OLD_5', 'OLD_6'];
    emulator().state.addSecrets(SCRIPT, extra);
    const before = names(emulator());
    const run = await sync(['API_TOKEN', 'DATABASE_URL', 'NEW_ONE']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'The prune would delete 6 secrets, more than max-prune (5): OLD_1, OLD_2, OLD_3, OLD_4, OLD_5, OLD_6. ' +
        'Nothing was written and nothing deleted. Raise max-prune, add keep patterns, or name the secrets in secrets.',
    );
    expect(json(run, 'deleted-names')).toEqual([]);
    // Decided from the read: not one write was sent, so the step changed nothing.
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(emulator().state.secret(SCRIPT, 'NEW_ONE')).toBeUndefined();
    // Known though the step failed: nothing was created or updated.
    expect(json(run, 'created-names')).toEqual([]);
    expect(json(run, 'updated-names')).toEqual([]);
    expect(run.summary).toMatch(/<td>OLD_6<\/td><td>\d+<\/td><td>not deleted: the prune was refused<\/td>/);
    expectNothingDeleted(emulator(), before);

    const raised = await sync(['API_TOKEN', 'DATABASE_URL', 'NEW_ONE'], { 'max-prune': '6' });
    expect(raised.exitCode, raised.stdout).toBe(0);
    expect(json(raised, 'deleted-names')).toEqual(extra);
  });

  it('guard: max-prune 0 allows no delete at all', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A']);
    const before = names(emulator());
    const run = await sync(['API_TOKEN', 'DATABASE_URL'], { 'max-prune': '0' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('would delete 1 secrets, more than max-prune (0): OLD_A');
    expectNothingDeleted(emulator(), before);
  });

  it('guard: deleting every secret the script had needs allow-prune-all', async () => {
    const before = names(emulator());
    const run = await sync(['ONLY_NEW']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'The prune would delete every secret the script had (API_TOKEN, DATABASE_URL): the list names none of them. ' +
        'Nothing was written and nothing deleted. Check script-id and secrets; if that is what you want, set allow-prune-all: true.',
    );
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(emulator().state.secret(SCRIPT, 'ONLY_NEW')).toBeUndefined();
    expectNothingDeleted(emulator(), before);

    const allowed = await sync(['ONLY_NEW'], { 'allow-prune-all': 'true' });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(json(allowed, 'deleted-names')).toEqual(['API_TOKEN', 'DATABASE_URL']);
    expect(names(emulator())).toEqual(['ONLY_NEW']);
  });

  const COLLISION =
    'session_key: the script has a variable named SESSION_KEY, and a variable and a secret of one script cannot share a name. Give the secret another name, or set the value as a variable with sync-variables.';

  it('a name collision and a prune refused by max-prune are named in one failure; nothing written, nothing deleted', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_1', 'OLD_2', 'OLD_3', 'OLD_4', 'OLD_5', 'OLD_6']);
    emulator().state.variables.set(SCRIPT, { SESSION_KEY: 'a-variable-value' });
    const before = names(emulator());
    const run = await sync(['API_TOKEN', 'DATABASE_URL', 'session_key']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run).split('\n')).toEqual([
      'The prune would delete 6 secrets, more than max-prune (5): OLD_1, OLD_2, OLD_3, OLD_4, OLD_5, OLD_6. Raise max-prune, add keep patterns, or name the secrets in secrets.',
      COLLISION,
      'Nothing was written and nothing deleted.',
    ]);
    expect(calls(emulator(), 'PUT')).toEqual([]);
    expect(emulator().state.secret(SCRIPT, 'session_key')).toBeUndefined();
    expectNothingDeleted(emulator(), before);
  });

  it('a name collision and a prune refused by allow-prune-all are named in one failure, in the run and the dry run', async () => {
    emulator().state.variables.set(SCRIPT, { SESSION_KEY: 'a-variable-value' });
    const before = names(emulator());
    for (const dryRun of ['true', 'false']) {
      const run = await sync(['session_key', 'ONLY_NEW'], { 'dry-run': dryRun });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run).split('\n')).toEqual([
        `${dryRun === 'true' ? 'Dry run: ' : ''}The prune would delete every secret the script had (API_TOKEN, DATABASE_URL): the list names none of them. Check script-id and secrets; if that is what you want, set allow-prune-all: true.`,
        COLLISION,
        ...(dryRun === 'true' ? [] : ['Nothing was written and nothing deleted.']),
      ]);
    }
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expectNothingDeleted(emulator(), before);
  });

  it('keep patterns: * anywhere, whole names, without regard to case; a kept secret is never counted toward max-prune', async () => {
    emulator().state.addSecrets(SCRIPT, ['STRIPE_KEY_LIVE', 'STRIPE_KEY_TEST', 'SENTRY_DSN', 'XSENTRY_DSN', 'OLD_ONE']);
    const run = await sync(['API_TOKEN', 'DATABASE_URL'], { keep: 'stripe_*_live\nSENTRY_DSN\n*_TEST\n', 'max-prune': '2' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'deleted-names')).toEqual(['XSENTRY_DSN', 'OLD_ONE']);
    expect(names(emulator()).sort()).toEqual(['API_TOKEN', 'DATABASE_URL', 'SENTRY_DSN', 'STRIPE_KEY_LIVE', 'STRIPE_KEY_TEST']);
  });

  it('a name listed in another case is not deleted: the step refuses it before any write or delete', async () => {
    const run = await sync(['api_token', 'DATABASE_URL']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('api_token: the script has a secret named API_TOKEN, which differs from it only in case');
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(names(emulator())).toContain('API_TOKEN');
  });

  it('a delete answered 404 is done, and a delete whose answer was lost is asked again and found gone', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A', 'OLD_B']);
    emulator().inject(
      { kind: 'status', status: 404, method: 'DELETE', path: '/7003' },
      { kind: 'reset-after', method: 'DELETE', path: '/7004' },
    );
    const run = await sync(['API_TOKEN', 'DATABASE_URL']);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'deleted-names')).toEqual(['OLD_A', 'OLD_B']);
    expect(run.stdout).toContain('Secret OLD_A (id 7003) of script 2001: already gone (404)');
    // This step deleted it: the 404 answered the repeat of its own delete.
    expect(run.stdout).toContain(
      'Secret OLD_B (id 7004) of script 2001: deleted (an earlier attempt may have done it; its repeat found it gone)',
    );
    // OLD_B was deleted once, by the request whose answer was lost.
    expect(emulator().state.deletedSecrets.map((s) => s.Name)).toEqual(['OLD_B']);
    expect(calls(emulator(), 'DELETE').filter((r) => r.path.endsWith('/7004'))).toHaveLength(2);
    expect(run.outputs['status']).toBe('200');
  });

  it('a failed delete fails the step after the others were tried', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A', 'OLD_B']);
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'DELETE',
      path: '/7003',
      body: { ErrorKey: 'secret.in_use', Message: 'in use' },
    });
    const run = await sync(['API_TOKEN', 'DATABASE_URL']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Every listed secret was written, but 1 of 2 deletions failed:\nOLD_A: DELETE');
    expect(run.outputs['error-key']).toBe('secret.in_use');
    expect(run.outputs['status']).toBe('400');
    expect(json(run, 'deleted-names')).toEqual(['OLD_B']);
  });

  for (const [what, fault, inputs, said] of [
    ['answered 500', { kind: 'status-after', status: 500 }, {}, `DELETE ${secretsPath}/7003 answered 500 Internal Server Error`],
    // One attempt, its answer lost: nothing the client may repeat.
    ['whose every answer was lost', { kind: 'reset-after' }, { 'max-attempts': '1' }, `DELETE ${secretsPath}/7003`],
  ] as const) {
    it(`a delete ${what} after it was carried out: the list read after no longer holds it, so it counts as deleted`, async () => {
      emulator().state.addSecrets(SCRIPT, ['OLD_A', 'OLD_B']);
      emulator().inject({ ...fault, method: 'DELETE', path: '/7003' });
      const run = await sync(['API_TOKEN', 'DATABASE_URL'], inputs);
      expect(run.exitCode, failureMessage(run)).toBe(0);
      expect(
        emulator()
          .state.deletedSecrets.map((s) => s.Name)
          .sort(),
      ).toEqual(['OLD_A', 'OLD_B']);
      expect(json(run, 'deleted-names')).toEqual(['OLD_A', 'OLD_B']);
      expect((json(run, 'result') as unknown[]).slice(2)).toEqual([
        { Name: 'OLD_A', Deleted: true },
        { Name: 'OLD_B', Deleted: true },
      ]);
      expect(run.summary).toContain('<td>OLD_A</td><td>deleted</td>');
      expect(run.stdout).toContain(`Secret OLD_A (id 7003) of script ${SCRIPT}: deleted: ${said}`);
      expect(run.stdout).toContain(`and the script's secrets, read after, no longer hold it`);
      // The list before the writes, and once after the deletes: never once a delete.
      expect(emulator().state.secretListReads).toBe(2);
      expect(calls(emulator(), 'DELETE').filter((r) => r.path.endsWith('/7003'))).toHaveLength(1);
    });
  }

  it('a delete answered 503 that was not carried out: the list read after still holds it, and the step fails saying so', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A']);
    emulator().inject({ kind: 'status', status: 503, method: 'DELETE', path: '/7003' });
    const run = await sync(['API_TOKEN', 'DATABASE_URL'], { 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `Every listed secret was written, but 1 of 1 deletions failed:\nOLD_A: DELETE ${secretsPath}/7003 answered 503 Service Unavailable; the script's secrets, read after, still hold it, so it was most likely not deleted; run the step again`,
    );
    expect(json(run, 'deleted-names')).toEqual([]);
    expect(json(run, 'result')).toContainEqual(expect.objectContaining({ Name: 'OLD_A', Deleted: false }));
    expect(names(emulator())).toContain('OLD_A');
    expect(emulator().state.secretListReads).toBe(2);
  });

  it('a delete answered 500 whose list read after fails too: the step fails, saying whether it was deleted is unknown', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A']);
    emulator().inject({ kind: 'status-after', status: 500, method: 'DELETE', path: '/7003' });
    // Once the delete has arrived, every read of the list fails.
    emulator().setRequestHook(({ method, path }) => {
      if (method === 'DELETE' && path === `${secretsPath}/7003`)
        emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`^${secretsPath}$`), times: Infinity });
    });
    const run = await sync(['API_TOKEN', 'DATABASE_URL']);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `OLD_A: DELETE ${secretsPath}/7003 answered 500 Internal Server Error; whether it was deleted is unknown: the script's secrets, read to check, could not be read (GET ${secretsPath} answered 500 Internal Server Error)`,
    );
    expect(json(run, 'deleted-names')).toEqual([]);
  });

  it('a script with no secrets, whose list reads Secrets: null, has none: the list is written, nothing to prune', async () => {
    emulator().state.scripts.get(SCRIPT)?.secrets.clear();
    const run = await sync(['API_TOKEN']);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'created-names')).toEqual(['API_TOKEN']);
    expect(json(run, 'deleted-names')).toEqual([]);
    expect(calls(emulator(), 'DELETE')).toEqual([]);
    expect(names(emulator())).toEqual(['API_TOKEN']);
  });

  // null is the nullable member's "none" (above); an answer without it, or with another type, says nothing.
  for (const [body, said] of [
    [{}, 'answered 200 without the Secrets array'],
    [{ Secrets: 'none' }, 'answered 200 OK but the body is not of the documented shape: Secrets:'],
  ] as const) {
    it(`a list answer without its Secrets array (${JSON.stringify(body)}) fails the step: never "nothing to prune", nothing written`, async () => {
      emulator().state.addSecrets(SCRIPT, ['OLD_A']);
      emulator().inject({ kind: 'wrong-shape', method: 'GET', body });
      const run = await sync(['API_TOKEN']);
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toContain(
        `The secrets of script ${SCRIPT} could not be read, so nothing was written and nothing deleted`,
      );
      expect(failureMessage(run)).toContain(`GET ${secretsPath} ${said}`);
      expect(calls(emulator(), 'PUT')).toEqual([]);
      expect(calls(emulator(), 'DELETE')).toEqual([]);
      expect(names(emulator())).toContain('OLD_A');
    });
  }

  it('an unset variable stops the step before the list is read', async () => {
    const run = await sync(['API_TOKEN', 'NOT_SET'], {}, envFor(['API_TOKEN']));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('environment variable NOT_SET is not set');
    expect(emulator().requests).toEqual([]);
  });
});

describe('upsert-secret with prune: dry run', () => {
  it('without a key: the list read and the writes, values hidden, nothing sent', async () => {
    const run = await sync(['API_TOKEN'], { 'dry-run': 'true', 'api-key': '' });
    expect(run.exitCode).toBe(0);
    expect(json(run, 'result')).toEqual({
      dryRun: true,
      requests: [
        { method: 'GET', path: secretsPath },
        { method: 'GET', path: scriptPath, note: VARIABLES_NOTE },
        { method: 'PUT', path: secretsPath, body: { Name: 'API_TOKEN', Secret: '***' } },
      ],
    });
    expect(emulator().requests).toEqual([]);
  });

  it('with a key: reads the list once and shows the plan by name, writing and deleting nothing', async () => {
    emulator().state.addSecrets(SCRIPT, ['OLD_A', 'LEGACY_X']);
    const run = await sync(['API_TOKEN', 'NEW_ONE'], { 'dry-run': 'true', keep: 'LEGACY_*' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'result')).toMatchObject({
      dryRun: true,
      create: ['NEW_ONE'],
      update: ['API_TOKEN'],
      delete: ['DATABASE_URL', 'OLD_A'],
      keep: ['LEGACY_X'],
    });
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${secretsPath}`, `GET ${scriptPath}`]);
    // Each secret by name and id, as the README promises: the ids update-secret takes.
    const ids = Object.fromEntries([...(emulator().state.scripts.get(SCRIPT)?.secrets.values() ?? [])].map((s) => [s.Name, s.Id]));
    expect(run.stdout).toContain(`Not in the list, would be pruned: DATABASE_URL (id ${ids['DATABASE_URL']}), OLD_A (id ${ids['OLD_A']})`);
    expect(run.stdout).toContain(`update 1 (API_TOKEN (id ${ids['API_TOKEN']}))`);
    expect(run.summary).toContain(`<td>OLD_A</td><td>${ids['OLD_A']}</td><td>deleted</td>`);
    expect(run.summary).toContain(`<td>LEGACY_X</td><td>${ids['LEGACY_X']}</td><td>kept (keep: LEGACY_*)</td>`);
    expect(run.summary).toContain(`<td>API_TOKEN</td><td>${ids['API_TOKEN']}</td><td>updated</td>`);
    expect((json(run, 'result') as { secrets: unknown[] }).secrets).toEqual(Object.entries(ids).map(([Name, Id]) => ({ Name, Id })));
    expect(run.outputs['deleted-names']).toBeUndefined();
  });

  it('with a key: a prune its guards would refuse fails the dry run, saying why', async () => {
    const run = await sync(['ONLY_NEW'], { 'dry-run': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Dry run: The prune would delete every secret the script had (API_TOKEN, DATABASE_URL)');
    expect(json(run, 'result')).toMatchObject({ dryRun: true, delete: ['API_TOKEN', 'DATABASE_URL'] });
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('with a key and no prune: lists the reads and the writes by name, as the run sends them, after reading the variables and the secrets', async () => {
    const run = await runAgainst(
      emulator(),
      {
        operation: 'upsert-secret',
        'script-id': String(SCRIPT),
        'secret-name': 'API_TOKEN',
        'secret-value': 'dry-value-1',
        'dry-run': 'true',
      },
      { secrets: ['dry-value-1'] },
    );
    expect(run.exitCode).toBe(0);
    expect(json(run, 'result')).toEqual({
      dryRun: true,
      requests: [
        { method: 'GET', path: scriptPath, note: VARIABLES_NOTE },
        { method: 'GET', path: secretsPath },
        { method: 'PUT', path: secretsPath, body: { Name: 'API_TOKEN', Secret: '***' } },
      ],
      create: [],
      update: ['API_TOKEN'],
      secrets: [
        { Name: 'API_TOKEN', Id: 7001 },
        { Name: 'DATABASE_URL', Id: 7002 },
      ],
    });
    expect(run.stdout).toContain('Dry run: would create 0 secret(s) (none) and update 1 (API_TOKEN (id 7001))');
    // A secret may not take a variable's name, nor a secret's in another case: both are read, so the dry run refuses what the run would.
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${scriptPath}`, `GET ${secretsPath}`]);
  });
});

describe('upsert-secret with a list: status and outputs', () => {
  it('status is 200 when every write succeeded, whatever answered last', async () => {
    const env = envFor(['NEW_ONE', 'API_TOKEN']);
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: 'NEW_ONE\nAPI_TOKEN', concurrency: '1' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(0);
    // The update answered last, with 204.
    expect(emulator().requests.at(-1)?.status).toBe(204);
    expect(run.outputs['status']).toBe('200');
    expect(json(run, 'created-names')).toEqual(['NEW_ONE']);
    expect(json(run, 'updated-names')).toEqual(['API_TOKEN']);
    expect(run.outputs['deleted-names']).toBeUndefined();
  });

  it('status is the first status outside 2xx in input order, not the last answer', async () => {
    const env = envFor(['FIRST', 'SECOND', 'THIRD']);
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'PUT' },
      { kind: 'status', status: 409, method: 'PUT', body: { ErrorKey: 'secret.conflict', Message: 'conflict' } },
      { kind: 'status', status: 503, method: 'PUT', times: 3 },
    );
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: 'FIRST\nSECOND\nTHIRD', concurrency: '1' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(1);
    expect(emulator().requests.at(-1)?.status).toBe(503);
    expect(run.outputs['status']).toBe('409');
    expect(json(run, 'created-names')).toEqual(['FIRST']);
  });
});

describe('upsert-secret prune inputs', () => {
  it.each([
    [{ 'secret-name': 'ONE', 'secret-value': 'one-value-1', prune: 'true' }, "Input 'prune': needs the list in secrets"],
    [{ secrets: 'API_TOKEN', prune: 'true', keep: 'A_*\n\nB_*' }, "Input 'keep': line 2 is empty; an empty pattern is refused"],
    [{ secrets: 'API_TOKEN', prune: 'true', keep: 'A_*\n   \n' }, "Input 'keep': line 2 is empty"],
    [
      { secrets: 'API_TOKEN', prune: 'true', 'max-prune': '1001' },
      "Input 'max-prune': got '1001'; expected a decimal integer from 0 to 1000",
    ],
    [{ secrets: 'API_TOKEN', prune: 'true', 'max-prune': '-1' }, "Input 'max-prune': got '-1'"],
    [{ secrets: 'API_TOKEN', prune: 'true', 'max-prune': 'five' }, "Input 'max-prune': got 'five'"],
    [{ secrets: 'API_TOKEN', prune: 'yes' }, "Input 'prune': got 'yes'; expected true or false"],
    [{ secrets: 'API_TOKEN', prune: 'true', 'allow-prune-all': 'maybe' }, "Input 'allow-prune-all': got 'maybe'"],
  ])('refuses bad input %# before any request', async (inputs, message) => {
    const env = envFor(['API_TOKEN']);
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), ...inputs },
      { env, secrets: ['one-value-1', ...Object.values(env)] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(message);
    expect(emulator().requests).toEqual([]);
  });

  it('names every problem at once', async () => {
    const run = await runAgainst(
      emulator(),
      {
        operation: 'upsert-secret',
        'script-id': String(SCRIPT),
        'secret-name': 'ONE',
        'secret-value': 'one-value-1',
        prune: 'true',
        keep: '\nX',
        'max-prune': '5000',
      },
      { secrets: ['one-value-1'] },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^3 input problems:/);
    for (const input of ['keep', 'max-prune', 'prune']) expect(message).toContain(`- Input '${input}': `);
    expect(emulator().requests).toEqual([]);
  });

  it('checks keep and max-prune even when prune is off', async () => {
    const env = envFor(['API_TOKEN']);
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: 'API_TOKEN', 'max-prune': '2000' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'max-prune'");
  });
});
