import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';

/*
 * A brief error of the system (too many open files) opening a file for its upload: no other
 * test can make the system say EMFILE for one file, so this file's opens go through a stand-in
 * that says it once, for the upload's open of a.css (its first open is the hash's).
 */
const opens = vi.hoisted(() => new Map<string, number>());
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = (path, ...rest) => {
    const key = String(path);
    const count = (opens.get(key) ?? 0) + 1;
    opens.set(key, count);
    if (key.endsWith('/site/a.css') && count === 2) {
      return Promise.reject(Object.assign(new Error(`EMFILE: too many open files, open '${key}'`), { code: 'EMFILE', errno: -24 }));
    }
    return actual.open(path, ...rest);
  };
  return { ...actual, open, default: { ...actual, open } };
});

const emulator = useEmulator();

describe('sync-storage: a brief local error opening a file for its upload', () => {
  it('is retried, the retry opening the file again, and the file is stored', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sync-storage-'));
    mkdirSync(join(root, 'site'));
    writeFileSync(join(root, 'site/index.html'), 'x');
    writeFileSync(join(root, 'site/a.css'), 'aaaa');
    const clock = new FakeClock();
    emulator().useClock(clock);
    const run = await runAgainst(
      emulator(),
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', concurrency: '1' },
      { workspace: root, clock, secrets: [SEED_STORAGE_PASSWORDS.site], killAfterMs: 30_000 },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(opens.get(join(root, 'site/a.css'))).toBe(3);
    expect(run.stdout).toMatch(/a\.css.*the local file could not be read \(EMFILE\)/);
    expect(emulator().storage.state.file(SEED.storageZoneName, 'a.css')).toBeDefined();
  });
});
