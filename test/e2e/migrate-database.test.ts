import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Databases, SEED_DATABASE_ID } from '../../emulator/database/state.ts';
import { spawnUses } from '../../scripts/action-uses.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { emulatorSecrets, findLeaks } from '../support/leak-scanner.ts';

const SQL = {
  first: 'CREATE TABLE accounts (id INTEGER PRIMARY KEY, handle TEXT)  \r\n',
  second: 'ALTER TABLE accounts ADD COLUMN created_at TEXT;\r\nCREATE INDEX accounts_by_handle ON accounts (handle);\r\n',
};
const checksum = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n').trim()).digest('hex');

/** `uses: ./migrate-database` as the runner runs it: the bundle in a process of its own, against the emulator's real SQLite. */
describe('migrate-database in the built bundle', () => {
  const emulator = useEmulator();
  const files = { 'db/0001_first.sql': SQL.first, 'db/0002_second.sql': SQL.second };

  it('applies the files with the CLI history over database-url and a masked database-token; a re-run applies nothing', async () => {
    const databases = emulator().state.part(Databases);
    const token = databases.mint(SEED_DATABASE_ID, 'full-access', undefined);
    const inputs = { 'database-url': databases.urlOf(SEED_DATABASE_ID), 'database-token': token, dir: 'db' };
    const run = await spawnUses('migrate-database', inputs, { files });
    expect(run.stderr).toBe('');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['applied'] ?? '')).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(readAsRunner(run.stdout).masks).toContain(token);
    expect(findLeaks(run, [token, ...Object.values(SQL), ...emulatorSecrets(emulator())])).toEqual([]);
    expect(databases.rows(SEED_DATABASE_ID, 'SELECT name, checksum FROM "__bunny_migrations" ORDER BY id')).toEqual([
      { name: '0001_first.sql', checksum: checksum(SQL.first) },
      { name: '0002_second.sql', checksum: checksum(SQL.second) },
    ]);

    const again = await spawnUses('migrate-database', inputs, { files });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(JSON.parse(again.outputs['applied'] ?? '')).toEqual([]);
  });

  it('with database-id and api-key, masks the token it mints before anything is printed', async () => {
    const run = await spawnUses(
      'migrate-database',
      { 'database-id': SEED_DATABASE_ID, 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url, dir: 'db' },
      { files },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const minted = [
      ...new Set(
        emulator().requests.flatMap((request) => (request.path.startsWith('/_db/') ? [request.headers['authorization'] ?? ''] : [])),
      ),
    ].map((header) => header.replace(/^Bearer /, ''));
    expect(minted.length).toBeGreaterThan(0);
    const view = readAsRunner(run.stdout);
    for (const secret of minted) expect(view.masks).toContain(secret);
    expect(findLeaks(run, [DEFAULT_API_KEY, ...minted, ...Object.values(SQL)])).toEqual([]);
  });
});
