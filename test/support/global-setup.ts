import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every temporary folder a test makes (its own, the action's, the emulator's) goes into one
 * folder for the run, removed at the end: `npm test` leaves nothing in the system's temporary
 * folder. Test processes and the processes they spawn inherit TMPDIR (TEMP and TMP on Windows).
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'bunny-action-tests-'));
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = root;
  // The test workers and every Node process the tests spawn (npm run local, npm run emulator,
  // local-action, vitest in vitest) load the same modules: V8's code cache of the first spares
  // the others compiling them again (the emulator's CLI 0.9 s of CPU, then 0.4 s). It lives in
  // the run's folder, so a fresh clone's run fills it itself and two runs never share one.
  process.env['NODE_COMPILE_CACHE'] ??= join(root, 'node-compile-cache');
  return () => rmSync(root, { recursive: true, force: true });
}
