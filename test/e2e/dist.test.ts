import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { findLeaks, readAsRunner } from '../support/leak-scanner.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';

/**
 * The built bundle as the runner runs it: a process of its own, inputs as INPUT_*, outputs
 * and summary through files, stdout read as the runner reads it. The behaviour of each
 * operation is tested in-process (test/unit); this layer shows what only the bundle can.
 */
describe('dist/index.js, spawned as the runner does', () => {
  const emulator = useEmulator();

  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  });

  it.each(OPERATION_NAMES)('%s succeeds, masks the key and prints nothing the runner would act on', async (operation) => {
    const row = OPERATION_ROWS.find((candidate) => candidate.operation === operation);
    if (!row) throw new Error(`no smoke inputs for ${operation} in test/support/operation-table.ts`);
    const run = await spawnAction({
      operation,
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator().url,
      ...row.inputs,
    });
    expect(run.stderr).toBe('');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['result']).toBeTruthy();
    expect(run.summary).toContain(`bunny.net ${operation}`);
    const view = readAsRunner(run.stdout);
    expect(view.masks).toContain(DEFAULT_API_KEY);
    expect(view.commands.map((command) => command.command)).not.toContain('set-output');
    expect(findLeaks(run, [DEFAULT_API_KEY, ...row.secrets])).toEqual([]);
  });

  it('starts and fails cleanly on a missing input, naming it, before any request', async () => {
    const run = await spawnAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^::error title=.*::.*operation/m);
    expect(run.outputs['error-message']).toContain('operation');
    expect(emulator().requests).toHaveLength(0);
  });
});
