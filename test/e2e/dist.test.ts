import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';

/**
 * The built bundle as the runner runs it: a process of its own, inputs as INPUT_*, outputs
 * and summary through files, stdout read as the runner reads it. The behaviour of each
 * operation is tested in-process (test/operations and its siblings), with the root action's
 * defaults; every operation succeeds through the bundle once, as its own action
 * (operation-actions.test.ts), and the root entry runs there too. This file shows what only the
 * root entry can: how it starts.
 */
describe('dist/index.js, spawned as the runner does', () => {
  const emulator = useEmulator();

  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  });

  it('starts and fails cleanly on a missing input, naming it, before any request', async () => {
    const run = await spawnAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^::error title=.*::.*operation/m);
    expect(run.outputs['error-message']).toContain('operation');
    expect(emulator().requests).toHaveLength(0);
  });

  // scripts/minify-bundle.ts writes characters beyond ASCII as escapes, so that Node holds the
  // source as one byte a character; what the step prints must not change.
  it('is ASCII, and still prints the characters it escaped', async () => {
    const dist = dirname(ACTION_ENTRY);
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      expect(/[^\x00-\x7f]/.test(readFileSync(join(dist, file), 'utf8')), file).toBe(false);
    }
    const run = await spawnAction({
      operation: 'get-active-release',
      'script-id': '999999',
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator().url,
    });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('❌');
  });

  // The machine's own node, outside node_modules/.bin, when it is older than 24 (v20 here).
  const olderNode = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .map((dir) => join(dir, 'node'))
    .find((path) => {
      if (!existsSync(path)) return false;
      const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
      return Number(/^v(\d+)/.exec(version)?.[1]) < 24;
    });

  it.skipIf(olderNode === undefined)('on a Node older than 24, fails at once saying which Node it needs', () => {
    const child = spawnSync(olderNode ?? 'node', [ACTION_ENTRY], {
      env: { PATH: process.env['PATH'] ?? '', INPUT_OPERATION: 'search', INPUT_QUERY: 'x' },
      encoding: 'utf8',
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toBe('');
    expect(child.stdout).toMatch(/^::error title=bunny\.net action::This action needs Node 24 or later .* but it runs on Node 2[0-3]\./);
  });
});
