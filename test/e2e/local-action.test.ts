import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../emulator/server.ts';
import { useEmulator } from '../support/e2e.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

/*
 * The command the README and CONTRIBUTING name, `npx @github/local-action run . src/main.ts
 * .env`, spawned as a user runs it from the repository's root: @github/local-action (a
 * devDependency, so from the lock file) loads src/main.ts through tsx and calls its run() with
 * no argument. npm is told to stay offline: the command needs nothing that `npm ci` did not
 * install (its `npm exec tsx` finds tsx in node_modules).
 */
const exec = promisify(execFile);
const LOCAL_ACTION = join(REPO_ROOT, 'node_modules/@github/local-action/bin/local-action.js');
const emulator = useEmulator();

async function localAction(dotenv: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'local-action-'));
  const file = join(folder, '.env');
  await writeFile(file, dotenv);
  const env: Record<string, string | undefined> = {
    ...process.env,
    // Node 24 of the `node` package first, as `npx` from the repository's root has it.
    PATH: [join(REPO_ROOT, 'node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  for (const name of Object.keys(env)) if (name.startsWith('INPUT_') || name.startsWith('GITHUB_')) delete env[name];
  const result = await exec(NODE, [LOCAL_ACTION, 'run', '.', 'src/main.ts', file], {
    cwd: REPO_ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  return { code: 'code' in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr };
}

describe('npx @github/local-action run . src/main.ts .env', () => {
  it("runs a step from the source against the emulator, and a failed step's exit code is 1", async () => {
    const dotenv = (key: string) =>
      [
        'INPUT_OPERATION=search',
        `INPUT_API-KEY=${key}`,
        `INPUT_API-URL=${emulator().url}`,
        'INPUT_QUERY=edge',
        'GITHUB_SERVER_URL=https://github.com',
        'GITHUB_REPOSITORY=acme/edge',
        'GITHUB_RUN_ID=1',
      ].join('\n') + '\n';
    // Two runs that share nothing but a read-only emulator, at once: each is mostly its npm exec and tsx starting.
    const [passed, refused] = await Promise.all([localAction(dotenv(DEFAULT_API_KEY)), localAction(dotenv('emukey-wrong-0000000000000'))]);
    expect(passed.stdout + passed.stderr).not.toContain('Cannot destructure');
    expect(passed.stdout).toContain('Inputs are valid');
    expect(passed.stdout).toMatch(/total: \d+/);
    expect(passed.code).toBe(0);

    expect(refused.stdout).toContain('::error');
    expect(refused.code).toBe(1);
  });
});
