import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startEmulator } from '../../emulator/server.ts';
import { REPO_ROOT } from '../../scripts/action-reference.ts';

it('does not say "ready" when its port already answers: its own emulator could not start there', async () => {
  const other = await startEmulator();
  const port = new URL(other.url).port;
  const folder = mkdtempSync(join(tmpdir(), 'start-emulator-'));
  try {
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['scripts/start-emulator.ts', '--port', port, '--log', join(folder, 'emulator.log')],
        { cwd: REPO_ROOT },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect(run.stdout).not.toContain('ready');
    expect(run.stderr).toContain(`${other.url} already answers`);
    expect(run.code).toBe(1);
  } finally {
    await other.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
