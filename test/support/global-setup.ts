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
  return () => rmSync(root, { recursive: true, force: true });
}
