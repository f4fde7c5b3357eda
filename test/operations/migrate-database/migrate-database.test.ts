import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../../emulator/server.ts';
import { Databases, SEED_DATABASE_ID } from '../../../emulator/database/state.ts';
import { SEED } from '../../../emulator/server.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { releasable } from '../../support/release.ts';
import { startGitHubEmulator } from '../../../emulator/github/server.ts';
import { pullRequestEnvironment } from '../../support/pull-request-step.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { writeLatin1Name } from '../../support/latin1-name.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';

const emulator = useEmulator();
const databases = () => emulator().state.part(Databases);
const DB = SEED_DATABASE_ID;
const dbUrl = () => databases().urlOf(DB);
const fullToken = () => databases().mint(DB, 'full-access', undefined);

/** The platform CLI's own definition and insert, written here from its source, not from the action's. */
const CLI_TABLE = `CREATE TABLE IF NOT EXISTS "__bunny_migrations" (
      id         INTEGER PRIMARY KEY AUTOINCREMENT,
      name       TEXT NOT NULL UNIQUE,
      checksum   TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
    )`;
const cliChecksum = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n').trim()).digest('hex');
const cliHistory = () =>
  databases().rows(DB, 'SELECT name, checksum, applied_at FROM "__bunny_migrations" ORDER BY id') as Array<{
    name: string;
    checksum: string;
    applied_at: string;
  }>;
const tables = () =>
  (
    databases().rows(DB, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name") as Array<{
      name: string;
    }>
  ).map((row) => row.name);

/** SQL a step must never print: each is scanned for in the log, the outputs and the summary. */
const SQL_TEXT = {
  users: 'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)   \r\n',
  posts:
    'CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id));\r\nCREATE INDEX posts_by_user ON posts (user_id);\r\n  \r\n',
  tags: "-- tags\nCREATE TABLE tags (id INTEGER PRIMARY KEY, label TEXT DEFAULT 'a;b');\n",
};
const FILES = {
  'migrations/0001_users.sql': SQL_TEXT.users,
  'migrations/0002_posts.sql': SQL_TEXT.posts,
  'migrations/0003_tags.sql': SQL_TEXT.tags,
  'migrations/nested/0000_ignored.sql': 'CREATE TABLE ignored_nested (id INTEGER);',
  'migrations/README.md': 'not a migration',
};

async function migrate(inputs: Record<string, string>, options: RunActionOptions & { secrets?: string[] } = {}): Promise<ActionRun> {
  return runAgainst(
    emulator(),
    { operation: 'migrate-database', ...inputs },
    { files: FILES, ...options, secrets: [...Object.values(SQL_TEXT), ...(options.secrets ?? [])] },
  );
}
const withToken = (token = fullToken(), extra: Record<string, string> = {}) => ({
  'database-url': dbUrl(),
  'database-token': token,
  ...extra,
});
/** A workspace of its own holding `files`, for what the files option cannot write: links, bytes that are not UTF-8. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'migrate-database-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
const json = (run: ActionRun, name: string): unknown => JSON.parse(run.outputs[name] ?? 'null');
const pipelines = (emu: Emulator) => emu.requests.filter((request) => request.path.endsWith('/v2/pipeline'));
const batches = (emu: Emulator) => pipelines(emu).filter((request) => request.bodyText.includes('"batch"'));
/** Waits until the emulator has answered the first batch: a send held past the step's end lands then. */
async function firstBatchHandled(emu: Emulator, everyMs = 50): Promise<void> {
  const late = batches(emu)[0];
  while (late?.handlerStatus === null) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

describe('migrate-database', () => {
  it('applies each file once, in name order, with the history the CLI reads (same names and checksums, CR LF and trailing spaces included)', async () => {
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'pending')).toEqual([]);
    expect(json(run, 'drift')).toEqual([]);
    // Read as the CLI reads it: its query, its checksum of each file's text.
    const history = cliHistory();
    expect(history.map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(history.map((row) => row.checksum)).toEqual([
      cliChecksum(SQL_TEXT.users),
      cliChecksum(SQL_TEXT.posts),
      cliChecksum(SQL_TEXT.tags),
    ]);
    for (const row of history) expect(row.applied_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(tables()).toEqual(['__bunny_migrations', 'posts', 'tags', 'users']);
    expect(databases().rows(DB, "SELECT dflt_value FROM pragma_table_info('tags') WHERE name = 'label'")).toEqual([
      { dflt_value: "'a;b'" },
    ]);
    // One read, then one batch a file.
    expect(pipelines(emulator())).toHaveLength(4);
    expect(run.summary).toContain('0002_posts.sql');
    expect(run.summary).toContain('applied now');

    const again = await migrate(withToken());
    expect(again.exitCode, again.stdout).toBe(0);
    expect(json(again, 'applied')).toEqual([]);
    expect(again.summary).toContain('Up to date');
    expect(batches(emulator())).toHaveLength(3);
  });

  it('takes over from the CLI: rows it wrote count as applied, and only the files after them are applied', async () => {
    const db = databases().databases.get(DB)?.sql;
    db?.exec(CLI_TABLE);
    db?.exec(SQL_TEXT.users);
    db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)').run(
      '0001_users.sql',
      cliChecksum(SQL_TEXT.users.replace('\r\n', '\n')),
    );
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0002_posts.sql', '0003_tags.sql']);
    expect((json(run, 'result') as { files: unknown[] }).files).toEqual([
      { name: '0001_users.sql', state: 'applied' },
      { name: '0002_posts.sql', state: 'applied' },
      { name: '0003_tags.sql', state: 'applied' },
    ]);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('refuses drift before any write, naming every file: modified, missing, out of order', async () => {
    const db = databases().databases.get(DB)?.sql;
    db?.exec(CLI_TABLE);
    const insert = db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)');
    insert?.run('0001_users.sql', 'another-checksum');
    insert?.run('0000_gone.sql', cliChecksum('x'));
    insert?.run('0002_posts.sql', cliChecksum(SQL_TEXT.posts));
    // 0001 is modified; 0000_gone is missing; nothing is out of order yet.
    const run = await migrate(withToken());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/modified[^]*0001_users\.sql/);
    expect(failureMessage(run)).toMatch(/0000_gone\.sql/);
    expect(json(run, 'drift')).toEqual([
      { name: '0001_users.sql', state: 'modified' },
      { name: '0000_gone.sql', state: 'missing' },
    ]);
    expect(json(run, 'pending')).toEqual(['0003_tags.sql']);
    expect(batches(emulator())).toEqual([]);
    expect(run.summary).toContain('missing');
  });

  it('refuses a file that sorts before one applied unless allow-out-of-order, then applies it', async () => {
    const db = databases().databases.get(DB)?.sql;
    db?.exec(CLI_TABLE);
    db?.exec(SQL_TEXT.posts.replace('REFERENCES users(id)', ''));
    db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)').run('0002_posts.sql', cliChecksum(SQL_TEXT.posts));
    const refused = await migrate(withToken());
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/allow-out-of-order[^]*0001_users\.sql/);
    expect(json(refused, 'drift')).toEqual([{ name: '0001_users.sql', state: 'out_of_order' }]);
    expect(batches(emulator())).toEqual([]);

    const run = await migrate(withToken(fullToken(), { 'allow-out-of-order': 'true' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0003_tags.sql']);
    // Allowed, it is applied, and still named as drift: it was out of order when the step read the history.
    expect(json(run, 'drift')).toEqual([{ name: '0001_users.sql', state: 'out_of_order' }]);
    expect(json(run, 'result')).toMatchObject({ drift: [{ name: '0001_users.sql', state: 'out_of_order' }] });
  });

  it('leaves hidden *.sql files out, as the CLI does: neither read, applied nor listed', async () => {
    const run = await migrate(withToken(), {
      files: { ...FILES, 'migrations/.0002_draft.sql': 'CREATE TABLE hidden_draft (id INTEGER);', 'migrations/.empty.sql': '' },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(tables()).not.toContain('hidden_draft');
    expect(run.stdout).not.toContain('.0002_draft.sql');
  });

  it('refuses empty and white-space-only files before any request, naming each', async () => {
    const run = await migrate(withToken(), {
      files: {
        ...FILES,
        'migrations/0004_empty.sql': '',
        'migrations/0005_blank.sql': ' \r\n\t\n',
        'migrations/0006_comment.sql': '-- nothing\n',
      },
    });
    expect(run.exitCode).toBe(1);
    for (const name of ['0004_empty.sql', '0005_blank.sql', '0006_comment.sql']) expect(failureMessage(run)).toContain(name);
    expect(emulator().requests).toEqual([]);
  });

  it('applies a *.sql that is a symbolic link to a file inside the workspace, as sync-storage follows one', async () => {
    const ws = workspace({
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
      'shared/0002_posts.sql': 'CREATE TABLE posts (id INTEGER PRIMARY KEY);\n',
    });
    symlinkSync('../shared/0002_posts.sql', join(ws, 'migrations/0002_posts.sql'));
    const run = await migrate(withToken(), { workspace: ws, files: {} });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql']);
    expect(tables()).toEqual(['__bunny_migrations', 'posts', 'users']);
  });

  it('refuses, by name and before any request, a *.sql link that leads outside the workspace, a broken one and one to a folder; the dry run too', async () => {
    const outside = workspace({ 'secret.sql': 'CREATE TABLE outside_secret (id INTEGER);\n' });
    const ws = workspace({ 'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n', 'folder/x': '' });
    symlinkSync(join(outside, 'secret.sql'), join(ws, 'migrations/0002_outside.sql'));
    symlinkSync('../gone.sql', join(ws, 'migrations/0003_broken.sql'));
    symlinkSync('../folder', join(ws, 'migrations/0004_folder.sql'));
    for (const dryRun of ['false', 'true']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { workspace: ws, files: {}, secrets: ['outside_secret'] });
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain('0002_outside.sql is a symbolic link that leads outside the workspace');
      expect(message).toContain('0003_broken.sql is a symbolic link whose target does not exist');
      expect(message).toContain('0004_folder.sql is a symbolic link to something that is not a regular file');
      expect(message).not.toContain('0001_users.sql');
      expect(emulator().requests).toEqual([]);
    }
  });

  it('refuses a file that is not UTF-8 before any request, naming it with the other file problems; the dry run too', async () => {
    const latin1 = Buffer.concat([
      Buffer.from("CREATE TABLE cities (name TEXT);\nINSERT INTO cities VALUES ('Z"),
      Buffer.from([0xfc]),
      Buffer.from("rich');\n"),
    ]);
    const ws = workspace({
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
      'migrations/0003_empty.sql': '',
    });
    writeFileSync(join(ws, 'migrations/0002_cities.sql'), latin1);
    for (const dryRun of ['false', 'true']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { workspace: ws, files: {}, secrets: ['INSERT INTO cities'] });
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain('0002_cities.sql is not UTF-8 text');
      expect(message).toContain('0003_empty.sql is empty');
      expect(emulator().requests).toEqual([]);
      expect(tables()).toEqual([]);
    }
  });

  it('passes over a file that is not UTF-8 the history holds as applied (hashed from its text read leniently, as before and as the CLI reads it), warning by name, and applies the next', async () => {
    const latin1 = Buffer.concat([
      Buffer.from("CREATE TABLE cities (name TEXT);\nINSERT INTO cities VALUES ('Z"),
      Buffer.from([0xfc]),
      Buffer.from("rich');\n"),
    ]);
    const ws = workspace({ 'migrations/0002_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n' });
    writeFileSync(join(ws, 'migrations/0001_cities.sql'), latin1);
    const db = databases().databases.get(DB)?.sql;
    db?.exec(CLI_TABLE);
    db?.exec('CREATE TABLE cities (name TEXT);');
    // The row an earlier version of the step (or the CLI) wrote: the checksum of the text with U+FFFD for the bad byte.
    db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)').run(
      '0001_cities.sql',
      cliChecksum(latin1.toString('utf8')),
    );
    const leftAlone =
      /::warning title=migrate-database%3A a migration file is not UTF-8::0001_cities\.sql is not UTF-8 text; the history holds it as applied already.*so it is left as it is/;
    const dry = await migrate(withToken(undefined, { 'dry-run': 'true' }), { workspace: ws, files: {}, secrets: ['INSERT INTO cities'] });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(json(dry, 'pending')).toEqual(['0002_users.sql']);
    expect(dry.stdout).toMatch(leftAlone);
    const run = await migrate(withToken(), { workspace: ws, files: {}, secrets: ['INSERT INTO cities'] });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(json(run, 'applied')).toEqual(['0002_users.sql']);
    expect((json(run, 'result') as { files: unknown[] }).files).toEqual([
      { name: '0001_cities.sql', state: 'applied' },
      { name: '0002_users.sql', state: 'applied' },
    ]);
    expect(run.stdout).toMatch(leftAlone);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_cities.sql', '0002_users.sql']);
    expect(databases().rows(DB, 'SELECT name FROM cities')).toEqual([]);
  });

  it('refuses a file that is not UTF-8 and not applied (pending, or in the history with another checksum) after reading the history, before the first write; the dry run too', async () => {
    const latin1 = Buffer.concat([Buffer.from("INSERT INTO users VALUES ('Z"), Buffer.from([0xfc]), Buffer.from("rich');\n")]);
    const ws = workspace({ 'migrations/0001_users.sql': 'CREATE TABLE users (id TEXT);\n' });
    writeFileSync(join(ws, 'migrations/0002_cities.sql'), latin1);
    writeFileSync(join(ws, 'migrations/0000_more.sql'), latin1);
    const db = databases().databases.get(DB)?.sql;
    db?.exec(CLI_TABLE);
    db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)').run('0000_more.sql', cliChecksum('other text'));
    for (const dryRun of ['false', 'true']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { workspace: ws, files: {}, secrets: ['INSERT INTO users'] });
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain('0002_cities.sql is not UTF-8 text');
      expect(message).toContain('0000_more.sql is not UTF-8 text');
      expect(message).toMatch(/modified since they were applied.*: 0000_more\.sql/);
      expect(message).not.toMatch(/out of order|sorting before/);
      expect(batches(emulator())).toEqual([]);
      expect(tables()).toEqual(['__bunny_migrations']);
    }
  });

  it('lists a pending file that is not UTF-8 in pending on the refusal, as result.files does; the dry run too', async () => {
    const latin1 = Buffer.concat([Buffer.from("INSERT INTO users VALUES ('Z"), Buffer.from([0xfc]), Buffer.from("rich');\n")]);
    const ws = workspace({ 'migrations/0001_users.sql': 'CREATE TABLE users (id TEXT);\n' });
    writeFileSync(join(ws, 'migrations/0002_cities.sql'), latin1);
    for (const dryRun of ['true', 'false']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { workspace: ws, files: {}, secrets: ['INSERT INTO users'] });
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toContain('0002_cities.sql is not UTF-8 text');
      const result = json(run, 'result') as { files: unknown[]; pending: unknown };
      expect(result.files).toContainEqual({ name: '0002_cities.sql', state: 'pending' });
      expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_cities.sql']);
      expect(result.pending).toEqual(['0001_users.sql', '0002_cities.sql']);
      expect(batches(emulator())).toEqual([]);
    }
  });

  describe('a file that controls its own transaction or cannot be split', () => {
    // Not through migrate(): its tags file, a secret of the test, shares "CREATE T" with the messages.
    const migrateIn = (ws: string, extra: Record<string, string> = {}) =>
      runAgainst(
        emulator(),
        { operation: 'migrate-database', ...withToken(undefined, extra) },
        { workspace: ws, files: {}, secrets: ['accounts_ledger', 'INSERT INTO audit_trail'] },
      );
    const commit = 'CREATE TABLE accounts_ledger (x INTEGER);\nCOMMIT;\n';
    const cut =
      'CREATE TABLE audit_trail (id INTEGER);\nCREATE TRIGGER cut AFTER INSERT ON audit_trail BEGIN\n  INSERT INTO audit_trail (id) VALUES (1);\n';
    /** A history as an earlier version of the step or the CLI left it: both files recorded as applied. */
    const recordApplied = () => {
      const db = databases().databases.get(DB)?.sql;
      db?.exec(CLI_TABLE);
      db?.exec('CREATE TABLE accounts_ledger (x INTEGER);');
      const insert = db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)');
      insert?.run('0001_commit.sql', cliChecksum(commit));
      insert?.run('0002_cut.sql', cliChecksum(cut));
    };

    it('passes over one the history holds as applied (as earlier versions and the CLI recorded them), warning by name, and applies the next; the dry run too', async () => {
      const ws = workspace({
        'migrations/0001_commit.sql': commit,
        'migrations/0002_cut.sql': cut,
        'migrations/0003_next.sql': 'CREATE TABLE next_one (y INTEGER);\n',
      });
      recordApplied();
      const warned = (run: ActionRun, name: string) =>
        expect(run.stdout).toMatch(
          new RegExp(
            `::warning title=migrate-database%3A an applied migration file cannot be applied as it is::${name.replace('.', '\\.')} is in the history as applied already.*so it is left as it is`,
          ),
        );
      const dry = await migrateIn(ws, { 'dry-run': 'true' });
      expect(dry.exitCode, failureMessage(dry)).toBe(0);
      expect(json(dry, 'pending')).toEqual(['0003_next.sql']);
      warned(dry, '0001_commit.sql');
      warned(dry, '0002_cut.sql');
      const run = await migrateIn(ws);
      expect(run.exitCode, failureMessage(run)).toBe(0);
      expect(json(run, 'applied')).toEqual(['0003_next.sql']);
      expect((json(run, 'result') as { files: unknown[] }).files).toEqual([
        { name: '0001_commit.sql', state: 'applied' },
        { name: '0002_cut.sql', state: 'applied' },
        { name: '0003_next.sql', state: 'applied' },
      ]);
      warned(run, '0001_commit.sql');
      warned(run, '0002_cut.sql');
      expect(cliHistory().map((row) => row.name)).toEqual(['0001_commit.sql', '0002_cut.sql', '0003_next.sql']);
      expect(batches(emulator())).toHaveLength(1);
    });

    it('refuses one not applied (pending, or in the history with another checksum) after reading the history, before the first write, with every other problem; the dry run too', async () => {
      const ws = workspace({
        'migrations/0001_commit.sql': `${commit}-- edited\n`,
        'migrations/0002_cut.sql': cut,
        'migrations/0003_commit.sql': 'CREATE TABLE accounts_ledger_2 (x INTEGER);\nEND TRANSACTION;\n',
        'migrations/0004_next.sql': 'CREATE TABLE next_one (y INTEGER);\n',
      });
      recordApplied();
      const before = cliHistory();
      for (const dryRun of ['true', 'false']) {
        const run = await migrateIn(ws, { 'dry-run': dryRun });
        expect(run.exitCode, run.stdout).toBe(1);
        const message = failureMessage(run);
        expect(message).toContain('0001_commit.sql controls its own transaction at statement 2 (line 2: COMMIT)');
        expect(message).toMatch(/modified since they were applied.*: 0001_commit\.sql/);
        expect(message).toContain('0003_commit.sql controls its own transaction at statement 2 (line 2: END)');
        expect(message).not.toContain('0002_cut.sql');
        expect(json(run, 'pending')).toEqual(['0003_commit.sql', '0004_next.sql']);
        expect(batches(emulator())).toEqual([]);
        expect(cliHistory()).toEqual(before);
      }
    });

    it('with another problem that stops the step before the history is read, names it with what decides; no request', async () => {
      const ws = workspace({ 'migrations/0001_commit.sql': commit, 'migrations/0002_empty.sql': '' });
      for (const dryRun of ['true', 'false']) {
        const run = await migrateIn(ws, { 'dry-run': dryRun });
        expect(run.exitCode, run.stdout).toBe(1);
        const message = failureMessage(run);
        expect(message).toContain('0002_empty.sql is empty');
        expect(message).toContain(
          '0001_commit.sql controls its own transaction at statement 2 (line 2: COMMIT): each file is applied in one transaction',
        );
        expect(message).toContain('(allowed only if the history holds 0001_commit.sql as applied already, read once the rest is mended)');
        expect(emulator().requests).toEqual([]);
      }
    });

    it('with max-migrations refused too (no file problem), names it with what decides; no request', async () => {
      const ws = workspace({ 'migrations/0001_commit.sql': commit, 'migrations/0002_next.sql': 'CREATE TABLE next_one (y INTEGER);\n' });
      const run = await migrateIn(ws, { 'max-migrations': 'abc' });
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toMatch(/^2 input problems:/);
      expect(message).toContain("Input 'max-migrations'");
      expect(message).toContain(
        '0001_commit.sql controls its own transaction at statement 2 (line 2: COMMIT): each file is applied in one transaction',
      );
      expect(message).toContain('(allowed only if the history holds 0001_commit.sql as applied already, read once the rest is mended)');
      expect(emulator().requests).toEqual([]);
    });

    it('a dry run that does not read the history (database-id without api-key) refuses one, and one not UTF-8, with what decides; no request', async () => {
      const latin1 = Buffer.concat([Buffer.from("INSERT INTO accounts_ledger VALUES ('Z"), Buffer.from([0xfc]), Buffer.from("rich');\n")]);
      const ws = workspace({ 'migrations/0001_commit.sql': commit, 'migrations/0003_next.sql': 'CREATE TABLE next_one (y INTEGER);\n' });
      writeFileSync(join(ws, 'migrations/0002_latin1.sql'), latin1);
      const run = await runAgainst(
        emulator(),
        { operation: 'migrate-database', 'database-id': DB, 'dry-run': 'true', 'api-key': '' },
        { workspace: ws, files: {}, secrets: ['accounts_ledger'] },
      );
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain("Input 'dir'");
      expect(message).toContain('0001_commit.sql controls its own transaction at statement 2 (line 2: COMMIT)');
      expect(message).toContain(
        '(allowed only if the history holds 0001_commit.sql as applied already, which a dry run reads only with api-key)',
      );
      expect(message).toContain('0002_latin1.sql is not UTF-8 text (allowed only if the history holds 0002_latin1.sql as applied already');
      expect(emulator().requests).toEqual([]);
    });

    it('a dry run that does not read the history, with another input problem too, names what decides: api-key, not the other problem', async () => {
      const ws = workspace({ 'migrations/0001_commit.sql': commit });
      const run = await runAgainst(
        emulator(),
        { operation: 'migrate-database', 'database-id': DB, 'dry-run': 'true', 'api-key': '', 'max-migrations': 'abc' },
        { workspace: ws, files: {} },
      );
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain("Input 'max-migrations'");
      expect(message).toContain(
        '(allowed only if the history holds 0001_commit.sql as applied already, which a dry run reads only with api-key)',
      );
      expect(emulator().requests).toEqual([]);
    });

    it.each([
      ['controls its own transaction', 'COMMIT;\n'],
      ['is not UTF-8', '-- Z\u00fcrich\n'],
    ] as const)(
      "does not print a RAISE literal of one passed over as applied (one that %s) when a later file's insert fires it",
      async (kind, tail) => {
        const literal = 'sk_live_q9w8e7r6t5y4';
        const guard = `CREATE TABLE guarded (x INTEGER);\nCREATE TRIGGER guard BEFORE INSERT ON guarded BEGIN SELECT RAISE(ABORT, '${literal}'); END;\n`;
        const bytes = kind === 'is not UTF-8' ? Buffer.from(`${guard}${tail}`, 'latin1') : Buffer.from(`${guard}${tail}`);
        const ws = workspace({ 'migrations/0002_insert.sql': 'INSERT INTO guarded VALUES (1);\n' });
        writeFileSync(join(ws, 'migrations/0001_guard.sql'), bytes);
        const db = databases().databases.get(DB)?.sql;
        db?.exec(CLI_TABLE);
        db?.exec(guard);
        db?.prepare('INSERT INTO "__bunny_migrations" (name, checksum) VALUES (?, ?)').run(
          '0001_guard.sql',
          cliChecksum(bytes.toString('utf8')),
        );
        const run = await runAgainst(
          emulator(),
          { operation: 'migrate-database', ...withToken() },
          { workspace: ws, files: {}, secrets: [literal] },
        );
        expect(run.exitCode, run.stdout).toBe(1);
        expect(run.stdout).toContain('Reading the migration history of');
        expect(run.stdout).toContain('; 2 file(s) in migrations.');
        expect(failureMessage(run)).toContain(
          '0002_insert.sql failed at statement 1 of 1 (line 1): the database answered SQLITE_CONSTRAINT: SQLite error: … (SQL text not shown).',
        );
        expect(json(run, 'pending')).toEqual(['0002_insert.sql']);
      },
    );
  });

  it('refuses a *.sql whose name is not UTF-8 before any request, by its printable name with the other file problems', async (context) => {
    const ws = workspace({
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
      'migrations/0003_empty.sql': '',
    });
    if (!writeLatin1Name(join(ws, 'migrations'), '0002_caf\xe9.sql', 'CREATE TABLE c (x);\n')) context.skip();
    for (const dryRun of ['false', 'true']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { workspace: ws, files: {} });
      expect(run.exitCode).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain("'0002_caf\\u{FFFD}.sql' has a name that is not UTF-8");
      expect(message).toContain('rename it');
      expect(message).toContain('0003_empty.sql is empty');
      expect(message).not.toMatch(/ENOENT/);
      expect(run.stdout).not.toContain('\ufffd');
      expect(emulator().requests).toEqual([]);
    }
  });

  it('refuses a trigger that never ends with END; before any write, naming its file and line; the dry run too', async () => {
    const files = {
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
      'migrations/0002_trigger.sql':
        'CREATE TABLE audit (id INTEGER);\n-- the trigger\nCREATE TRIGGER users_audit AFTER INSERT ON users BEGIN\n  INSERT INTO audit (id) VALUES (new.id);\n',
      'migrations/0003_cut.sql': 'CREATE TRIGGER cut AFTER INSERT ON users BEGIN\n  SELECT 1\n',
    };
    for (const dryRun of ['false', 'true']) {
      // Not through migrate(): its tags file, a secret of the test, shares "CREATE T" with the message.
      const run = await runAgainst(
        emulator(),
        { operation: 'migrate-database', ...withToken(undefined, { 'dry-run': dryRun }) },
        { files, secrets: ['INSERT INTO audit (id) VALUES (new.id)'] },
      );
      expect(run.exitCode, run.stdout).toBe(1);
      const message = failureMessage(run);
      expect(message).toContain(
        '0002_trigger.sql cannot be split into statements: a CREATE TRIGGER starting on line 3 never ends with END;',
      );
      expect(message).toContain('0003_cut.sql cannot be split into statements: a CREATE TRIGGER starting on line 1 never ends with END;');
      expect(batches(emulator())).toEqual([]);
      expect(tables()).toEqual([]);
    }
  });

  it('applies a file saved with a byte order mark whose first statement is a trigger, its checksum the one it had (the CLI reads it trimmed)', async () => {
    const trigger =
      '\uFEFFCREATE TRIGGER users_audit AFTER INSERT ON users BEGIN\n  INSERT INTO audit (id) VALUES (new.id);\n  INSERT INTO audit (id) VALUES (-new.id);\nEND;\nINSERT INTO users (id) VALUES (1);\n';
    const users = '\uFEFFCREATE TABLE users (id INTEGER PRIMARY KEY);\nCREATE TABLE audit (id INTEGER);\n';
    const run = await migrate(withToken(), { files: { 'migrations/0001_users.sql': users, 'migrations/0002_trigger.sql': trigger } });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(databases().rows(DB, 'SELECT id FROM audit ORDER BY id')).toEqual([{ id: -1 }, { id: 1 }]);
    // Rows written before kept matching: the checksum is the text's, trimmed, which drops the mark (as the CLI's does).
    expect(cliHistory().map((row) => row.checksum)).toEqual([cliChecksum(users.slice(1)), cliChecksum(trigger.slice(1))]);
    expect(cliChecksum(trigger)).toBe(cliChecksum(trigger.slice(1)));
  });

  it.each([
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['a byte order mark before a comment', '\n\uFEFF-- next\n'],
  ])(
    "applies a file with %s after its last statement, sending no empty statement, its checksum the CLI's; the dry run agrees",
    async (_, tail) => {
      const users = 'CREATE TABLE users (id INTEGER);\n';
      // The no-break space inside the statement is sent as written: SQLite reads it as part of the column's name.
      const posts = `CREATE TABLE posts (id INTEGER,\u00a0title TEXT);${tail}\n`;
      const files = { 'migrations/0001_users.sql': users, 'migrations/0002_posts.sql': posts };
      const dry = await migrate(withToken(undefined, { 'dry-run': 'true' }), { files });
      expect(dry.exitCode, failureMessage(dry)).toBe(0);
      expect(json(dry, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql']);

      const run = await migrate(withToken(), { files });
      expect(run.exitCode, failureMessage(run)).toBe(0);
      expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql']);
      const sent = batches(emulator()).flatMap((request) =>
        (request.body as { requests: Array<{ batch: { steps: Array<{ stmt: { sql: string } }> } }> }).requests[0]!.batch.steps.map(
          (step) => step.stmt.sql,
        ),
      );
      expect(sent).toContain('CREATE TABLE posts (id INTEGER,\u00a0title TEXT)');
      expect(sent.filter((sql) => sql.replace(/--[^\n]*/g, '').trim() === '')).toEqual([]);
      expect(databases().rows(DB, "SELECT name FROM pragma_table_info('posts') ORDER BY cid")).toEqual([
        { name: 'id' },
        { name: '\u00a0title' },
      ]);
      expect(cliHistory().map((row) => row.checksum)).toEqual([cliChecksum(users), cliChecksum(posts)]);
    },
  );

  it('refuses a COMMIT behind a no-break space before any write, naming the line it is on; the dry run too', async () => {
    const files = {
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER);\n',
      'migrations/0002_posts.sql': 'CREATE TABLE posts (id INTEGER);\u00a0\nCOMMIT;\nINSERT INTO nowhere VALUES (1);\n',
    };
    for (const dryRun of ['true', 'false']) {
      const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { files });
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toContain('0002_posts.sql controls its own transaction at statement 2 (line 2: COMMIT)');
      expect(batches(emulator())).toEqual([]);
    }
  });

  it.each([
    ['before its END', 'INSERT INTO audit (id) VALUES (new.id);\u00a0END;\n', 'line 3 has U+00A0'],
    ['after its END, before a comment', 'INSERT INTO audit (id) VALUES (new.id);\nEND\u00a0-- done\n;\n', 'line 4 has U+00A0'],
  ])(
    'refuses before any write a trigger with a no-break space %s, which SQLite reads as part of a name so its END is none; the dry run too',
    async (_, body, where) => {
      const files = {
        'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
        'migrations/0002_trigger.sql': `CREATE TABLE audit (id INTEGER);\nCREATE TRIGGER t AFTER INSERT ON users BEGIN\n  ${body}`,
      };
      for (const dryRun of ['true', 'false']) {
        const run = await migrate(withToken(undefined, { 'dry-run': dryRun }), { files });
        expect(run.exitCode, run.stdout).toBe(1);
        expect(failureMessage(run)).toContain(where);
        expect(batches(emulator())).toEqual([]);
      }
    },
  );

  it.each([
    ['before its END', 'INSERT INTO audit (id) VALUES (new.id);\ufeffEND;\n'],
    ['after its END, before a comment', 'INSERT INTO audit (id) VALUES (new.id);\nEND \ufeff-- done\n;\n'],
  ])('applies a trigger with a byte order mark %s where SQLite reads it as white space', async (_, body) => {
    const files = {
      'migrations/0001_users.sql': 'CREATE TABLE users (id INTEGER PRIMARY KEY);\n',
      'migrations/0002_trigger.sql': `CREATE TABLE audit (id INTEGER);\nCREATE TRIGGER t AFTER INSERT ON users BEGIN\n  ${body}`,
    };
    const run = await migrate(withToken(), { files });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_trigger.sql']);
  });

  it('stops at the first failing file, naming its statement by number and line, with the files before it applied and it rolled back whole', async () => {
    const bad =
      'CREATE TABLE audit (id INTEGER);\nINSERT INTO users (id) VALUES (7);\n\n-- the next one fails\nINSERT INTO users (id) VALUES (7);\nCREATE TABLE after_bad (id INTEGER);\n';
    const run = await migrate(withToken(), {
      files: { ...FILES, 'migrations/0002_posts.sql': bad },
      secrets: ['INSERT INTO users (id) VALUES (7)', 'CREATE TABLE audit (id INTEGER)', 'CREATE TABLE after_bad'],
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/0002_posts\.sql failed at statement 3 of 4 \(line 5\)/);
    expect(failureMessage(run)).toContain('UNIQUE constraint failed');
    expect(json(run, 'applied')).toEqual(['0001_users.sql']);
    expect(json(run, 'pending')).toEqual(['0002_posts.sql', '0003_tags.sql']);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
    expect(tables()).toEqual(['__bunny_migrations', 'users']);
    expect(run.summary).toContain('failed');
  });

  it.each([
    [
      'a syntax error next to a literal',
      "INSERT INTO users (id, email) VALUES (1, 'billing' 'sk_live_4f9a2b7c1d0e');",
      'sk_live_4f9a2b7c1d0e',
      'SQLITE_ERROR: SQLite error: near "…": syntax error (SQL text not shown)',
    ],
    [
      'a double-quoted literal',
      'INSERT INTO users (id, email) VALUES (1, "sk_live_8e3d0c6b2a9f");',
      'sk_live_8e3d0c6b2a9f',
      'SQLITE_ERROR: SQLite error: no such column: "…" - should this be a string literal in single-quotes? (SQL text not shown)',
    ],
    [
      "a CHECK constraint's literal",
      "CREATE TABLE api_keys (k TEXT CHECK (k <> 'sk_live_zz7c5e1a0b3d'));\nINSERT INTO api_keys VALUES ('sk_live_zz7c5e1a0b3d');",
      'sk_live_zz7c5e1a0b3d',
      'SQLITE_CONSTRAINT: SQLite error: CHECK constraint failed: … (SQL text not shown)',
    ],
    [
      "a trigger's RAISE message",
      "CREATE TRIGGER users_guard BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'sk_live_r41s3e9d2c1b'); END;\nINSERT INTO users (id) VALUES (9);",
      'sk_live_r41s3e9d2c1b',
      'SQLITE_CONSTRAINT: SQLite error: … (SQL text not shown)',
    ],
  ])(
    "%s is not printed: the failure names the file, the statement's place and the error's class",
    async (_, statements, literal, answered) => {
      const bad = `CREATE TABLE audit (id INTEGER);\n${statements}\n`;
      const count = bad.split(';\n').length - 1;
      const run = await migrate(withToken(), {
        files: { ...FILES, 'migrations/0002_posts.sql': bad },
        secrets: [literal, ...statements.split('\n')],
      });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        `0002_posts.sql failed at statement ${count} of ${count} (line ${count}): the database answered ${answered}. The file was rolled back whole and is not in the history.`,
      );
      expect(json(run, 'applied')).toEqual(['0001_users.sql']);
    },
  );

  it.each([
    ['a long one, after an apostrophe in a comment', "-- don't insert the old key\n", 'key sk_live_ABCDEF12 refused', 4, 'sqld'],
    ['a short one, after the server\'s "SQLite error: "', '', 'sk_9f3', 3, 'sqld'],
    ["a short one, SQLite's whole message", '', 'sk_9f3', 3, 'sqlite'],
  ] as const)("a trigger's RAISE message is not printed: %s", async (_, before, literal, line, words) => {
    databases().errorWords = words;
    const answered = words === 'sqld' ? 'SQLITE_CONSTRAINT: SQLite error: …' : 'SQLITE_CONSTRAINT: …';
    const bad = `CREATE TABLE audit (id INTEGER);\n${before}CREATE TRIGGER users_guard BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, '${literal}'); END;\nINSERT INTO users (id) VALUES (9);\n`;
    const run = await migrate(withToken(), {
      files: { ...FILES, 'migrations/0002_posts.sql': bad },
      secrets: [literal],
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `0002_posts.sql failed at statement 3 of 3 (line ${line}): the database answered ${answered} (SQL text not shown).`,
    );
    expect(json(run, 'applied')).toEqual(['0001_users.sql']);
  });

  it('applies a trigger ending in END; and each statement after it, the file recorded once', async () => {
    const trigger =
      'CREATE TABLE audit (post_id INTEGER);\nCREATE TRIGGER posts_audit AFTER INSERT ON posts BEGIN\n  INSERT INTO audit (post_id) VALUES (new.id);\nEND;\nCREATE TABLE after_trigger (id INTEGER);\nINSERT INTO posts (id) VALUES (1);\n';
    const run = await migrate(withToken(), {
      files: { ...FILES, 'migrations/0002_posts.sql': `${SQL_TEXT.posts}${trigger}` },
      secrets: ['CREATE TABLE audit', 'INSERT INTO audit (post_id) VALUES (new.id)', 'CREATE TABLE after_trigger (id INTEGER)'],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Applied 0002_posts.sql: 6 statement(s).');
    expect(tables()).toEqual(['__bunny_migrations', 'after_trigger', 'audit', 'posts', 'tags', 'users']);
    expect(databases().rows(DB, 'SELECT post_id FROM audit')).toEqual([{ post_id: 1 }]);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('applies a trigger whose body names columns end and begin, as SQLite reads it: the file whole, recorded once', async () => {
    const bookings =
      "CREATE TABLE bookings (id INTEGER PRIMARY KEY, begin INTEGER, end INTEGER);\nCREATE TABLE audit (booking_id INTEGER, begin INTEGER, end INTEGER, kind TEXT);\nCREATE TRIGGER bookings_audit AFTER INSERT ON bookings BEGIN\n  INSERT INTO audit (booking_id, begin, end, kind) VALUES (new.id, new.begin, new.end, CASE WHEN new.end > new.begin THEN 'ok' ELSE 'bad' END);\n  UPDATE audit SET end = new.end WHERE booking_id = new.id;\nEND;\nINSERT INTO bookings (id, begin, end) VALUES (1, 10, 20);\n";
    const run = await migrate(withToken(), {
      files: { ...FILES, 'migrations/0004_bookings.sql': bookings },
      secrets: ['CREATE TABLE audit', 'INSERT INTO audit (booking_id', 'UPDATE audit SET end'],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Applied 0004_bookings.sql: 4 statement(s).');
    expect(databases().rows(DB, 'SELECT booking_id, begin, "end", kind FROM audit')).toEqual([
      { booking_id: 1, begin: 10, end: 20, kind: 'ok' },
    ]);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql', '0004_bookings.sql']);
  });

  it('a statement the database cannot run mid-file rolls the file back whole; a re-run applies it and those after it', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      // The third pipeline is 0002_posts.sql's batch; its step 5 is the file's second statement (PRAGMA, BEGIN, table, row, then the file).
      if (path.endsWith('/v2/pipeline') && ++seen === 3) emu.inject({ path: '/v2/pipeline', kind: 'statement-error', step: 5 });
    });
    const run = await migrate(withToken());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0002_posts\.sql failed at statement 2 of 2 \(line 2\): the database answered SQLITE_BUSY: database is locked/,
    );
    expect(json(run, 'applied')).toEqual(['0001_users.sql']);
    expect(json(run, 'pending')).toEqual(['0002_posts.sql', '0003_tags.sql']);
    expect(tables()).toEqual(['__bunny_migrations', 'users']);

    emu.setRequestHook(undefined);
    const again = await migrate(withToken());
    expect(again.exitCode, again.stdout).toBe(0);
    expect(json(again, 'applied')).toEqual(['0002_posts.sql', '0003_tags.sql']);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('a refused PRAGMA foreign_keys = OFF runs nothing of the file, and the step says so', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      // The second pipeline is the first file's batch; its step 0 turns foreign keys off.
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'statement-error', step: 0 });
    });
    const run = await migrate(withToken());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0001_users\.sql was not applied: foreign keys could not be turned off, so nothing ran \(the database answered SQLITE_BUSY: database is locked\)\.\n0 applied by this step; still pending: 0001_users\.sql, 0002_posts\.sql, 0003_tags\.sql\.$/,
    );
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    // Nothing ran: neither the file's table nor the history (with foreign keys on, it would have).
    expect(tables()).toEqual([]);

    emu.setRequestHook(undefined);
    const again = await migrate(withToken());
    expect(again.exitCode, again.stdout).toBe(0);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('looks for a batch whose answer was lost after its commit in the history, and never sends it again', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      // The second pipeline is the first file's batch: its answer is lost once the commit is done.
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'reset-after' });
    });
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(batches(emu)).toHaveLength(3);
    expect(cliHistory()).toHaveLength(3);
    expect(run.stdout).toMatch(/answer was lost; the history, read before sending it again, holds it/);
  });

  it('a batch whose answer was lost and whose history check fails too ends as unknown (result.unknown, pending first), and is not sent again', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      // The first file's batch commits and its answer is lost; every history read after it fails.
      if (seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'reset-after' });
      if (seen === 3) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 503, body: { error: 'overloaded' }, times: Infinity });
    });
    const run = await migrate(withToken(), { clock: new FakeClock() });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(
      /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+: .*; whether it was applied is unknown: the history read to check failed too \(POST \/_db\/[^ ]+ on [^:]+:\d+ answered 503 Service Unavailable: overloaded\)/,
    );
    expect(message).toMatch(/whether 0001_users\.sql was applied is unknown .*; still pending: 0002_posts\.sql, 0003_tags\.sql\.$/);
    expect(message).not.toMatch(/still pending: 0001_users\.sql/);
    expect(json(run, 'applied')).toEqual([]);
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'result')).toMatchObject({
      unknown: ['0001_users.sql'],
      files: [
        { name: '0001_users.sql', state: 'unknown' },
        { name: '0002_posts.sql', state: 'pending' },
        { name: '0003_tags.sql', state: 'pending' },
      ],
    });
    expect(run.summary).toContain('0001_users.sql: whether it was applied is unknown');
    // Sent once: it committed, and the history (read here, not by the step) holds it once.
    expect(batches(emu)).toHaveLength(1);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
  });

  it("a 200 answer to a batch that is not the SQL API's, sent after the commit, is looked for in the history and found", async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      // The first file's batch commits; what comes back is a proxy's page with 200.
      if (path.endsWith('/v2/pipeline') && ++seen === 2)
        emu.inject({ path: '/v2/pipeline', kind: 'status-after', status: 200, body: '<html><body>Welcome</body></html>' });
    });
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(run.stdout).toMatch(/Applied 0001_users\.sql: 1 statement\(s\) \(.*the history.* holds it\)/);
    expect(batches(emu)).toHaveLength(3);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('a 200 answer to a batch that cannot be read, whose history check fails too, ends as unknown and is not sent again', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      if (seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'status-after', status: 200, body: { results: 'none' } });
      if (seen === 3) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 503, body: { error: 'overloaded' }, times: Infinity });
    });
    const run = await migrate(withToken(), { clock: new FakeClock() });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+ answered 200 OK but not as the SQL API's pipeline answers: it has no `results` array; whether it was applied is unknown: the history read to check failed too \(.* answered 503 Service Unavailable: overloaded\)/,
    );
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'result')).toMatchObject({ unknown: ['0001_users.sql'] });
    expect(batches(emu)).toHaveLength(1);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
  });

  it('a 200 answer to a batch that cannot be read, for a batch the history does not hold, says it was not applied', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      // Answered before anything ran: half of a JSON answer.
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'malformed', body: '{"results": [' });
    });
    const run = await migrate(withToken());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+ answered 200 OK but not as the SQL API's pipeline answers: it has no `results` array; read after, the history does not hold it, so it was not applied\n0 applied by this step; still pending: 0001_users\.sql, 0002_posts\.sql, 0003_tags\.sql\.$/,
    );
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(batches(emu)).toHaveLength(1);
    expect(tables()).toEqual([]);
  });

  it('a batch answered 5xx on every attempt, whose last history check fails, ends as unknown too', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      // Pipelines 2, 4 and 6 are the first file's batch, 3 and 5 the history reads between them (which find nothing); then every read fails.
      if (seen === 2 || seen === 4 || seen === 6) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 502 });
      if (seen === 7) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 503, body: { error: 'overloaded' }, times: Infinity });
    });
    const run = await migrate(withToken(), { clock: new FakeClock() });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+ answered 502 Bad Gateway; whether it was applied is unknown: the history read to check failed too \(.* answered 503 Service Unavailable: overloaded\)/,
    );
    expect(failureMessage(run)).toMatch(/still pending: 0002_posts\.sql, 0003_tags\.sql\.$/);
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'result')).toMatchObject({ unknown: ['0001_users.sql'] });
    expect(batches(emu)).toHaveLength(3);
  });

  it('after a 5xx that came after the commit, finds the file in the history; after a 5xx before it, sends it again: each applied once', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      if (seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'status-after', status: 502 });
      if (seen === 4) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 503, body: { error: 'overloaded' } });
    });
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    // 0001 once (its 502 came after the commit); 0002 twice (the 503 came before anything ran); 0003 once.
    expect(batches(emu)).toHaveLength(4);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it('a batch answered later than timeout-seconds is looked for in the history, sent again, and applied once', async () => {
    const emu = emulator();
    let seen = 0;
    // The first file's batch is carried out only once the step has ended, so after it stopped waiting for it.
    const held = releasable();
    emu.setRequestHook(({ path }) => {
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'delay', ms: 0, release: held.promise });
    });
    const run = await migrate(withToken(fullToken(), { 'timeout-seconds': '1' }));
    held.resolve();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(run.stdout).toMatch(/v2\/pipeline on [^:]+:\d+: no answer within 1 s/);
    // The late batch arrives after its second send committed: the UNIQUE name refuses it whole.
    await firstBatchHandled(emu);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(tables()).toEqual(['__bunny_migrations', 'posts', 'tags', 'users']);
  });

  it('two steps at once apply each file once: the UNIQUE name decides, the loser reads the history and goes on', async () => {
    const emu = emulator();
    let seen = 0;
    let second: Promise<ActionRun> | undefined;
    let releaseFirst: () => void = () => {};
    const secondBatchArrived = new Promise<void>((resolve) => (releaseFirst = resolve));
    emu.setRequestHook(async ({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      // The first step's first batch waits until the second step has read the same history and sent its own.
      if (seen === 2) {
        second = migrate(withToken());
        await secondBatchArrived;
      }
      if (seen === 4) releaseFirst();
    });
    const first = await migrate(withToken());
    const other = await (second as Promise<ActionRun>);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(other.exitCode, other.stdout).toBe(0);
    const appliedBoth = [...(json(first, 'applied') as string[]), ...(json(other, 'applied') as string[])].sort();
    expect(appliedBoth).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(`${first.stdout}${other.stdout}`).toMatch(/applied by another step at the same time/);
    // A file the other step applied is applied in result.files too, as the empty pending output says.
    for (const done of [first, other]) {
      expect(json(done, 'pending')).toEqual([]);
      expect((json(done, 'result') as { files: Array<{ state: string }> }).files.map((file) => file.state)).toEqual([
        'applied',
        'applied',
        'applied',
      ]);
    }
  });

  it('a name clash whose history cannot be read again fails naming the file, with the outputs and summary set', async () => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      // The first file's history row is refused as another step's would be (step 3), then the read after it fails.
      if (seen === 2)
        emu.inject({
          path: '/v2/pipeline',
          kind: 'statement-error',
          step: 3,
          code: 'SQLITE_CONSTRAINT',
          message: 'UNIQUE constraint failed: __bunny_migrations.name',
        });
      if (seen === 3) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 400, body: { error: 'bad request' } });
    });
    const run = await migrate(withToken());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0001_users\.sql could not be recorded in the history \(the database answered SQLITE_CONSTRAINT: UNIQUE constraint failed: __bunny_migrations\.name\), and reading the history to see whether another step applied it failed: POST \/_db\/[^ ]+ on [^:]+:\d+ answered 400/,
    );
    expect(failureMessage(run)).toMatch(/still pending: 0001_users\.sql, 0002_posts\.sql, 0003_tags\.sql\.$/);
    expect(json(run, 'applied')).toEqual([]);
    expect(json(run, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(run.summary).toContain('0001_users.sql failed');
  });

  it('a read-only token runs a dry run and is refused for a run, naming the token kind, before any write', async () => {
    const readOnly = databases().mint(DB, 'read-only', undefined);
    const dry = await migrate({ ...withToken(readOnly), 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(json(dry, 'pending')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(dry, 'applied')).toEqual([]);
    expect(dry.summary).toContain('would be applied');
    expect(tables()).toEqual([]);

    const asked = emulator().requests.length;
    const run = await migrate(withToken(readOnly));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input 'database-token': is a read-only token, which cannot apply migrations/);
    expect(emulator().requests).toHaveLength(asked);
    expect(tables()).toEqual([]);
  });

  it('refuses a read-only database-token for a run with the other input problems, before any request', async () => {
    const readOnly = databases().mint(DB, 'read-only', undefined);
    const run = await migrate(withToken(readOnly, { 'max-migrations': 'many' }));
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^2 input problems:\n/);
    expect(message).toContain(
      "- Input 'database-token': is a read-only token, which cannot apply migrations: give a full-access token (a read-only token can run dry-run: true)",
    );
    expect(message).toContain("- Input 'max-migrations':");
    expect(emulator().requests).toEqual([]);
  });

  it('a write the database refuses for the token is named as the token kind', async () => {
    // A token that does not say its kind (not a JWT this can read): the database's refusal says it.
    const readOnly = databases().mint(DB, 'read-only', undefined);
    const hidden = `${readOnly.split('.')[0]}.e30.${readOnly.split('.')[2]}`;
    databases().rename(readOnly, hidden);
    const run = await migrate(withToken(hidden));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /0001_users\.sql was not applied: the database refused the write for database-token, as it does for a read-only token/,
    );
    expect(tables()).toEqual([]);
  });

  it.each([
    ['a minted full-access token', { 'database-id': DB }],
    ['a given token', {}],
  ])("a statement's own error that reads like a refusal (no such column: read_only) is the statement's, with %s", async (_, access) => {
    const bad = 'CREATE TABLE flags (id INTEGER);\nUPDATE users SET email = read_only;\n';
    const inputs = 'database-id' in access ? access : withToken();
    const run = await migrate(inputs, { files: { ...FILES, 'migrations/0002_posts.sql': bad }, secrets: ['UPDATE users SET email'] });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^0002_posts\.sql failed at statement 2 of 2 \(line 2\): the database answered SQLITE_ERROR: SQLite error: no such column: … \(SQL text not shown\)/,
    );
    expect(failureMessage(run)).not.toMatch(/refused the write|read-only token/);
    expect(json(run, 'applied')).toEqual(['0001_users.sql']);
  });

  it("a refusal by the database's authorization code names the token and keeps the statement's place; a minted full-access token's is the statement's", async () => {
    const emu = emulator();
    const refuseSecondStatement = () => {
      let seen = 0;
      emu.setRequestHook(({ path }) => {
        // The second pipeline is the first file's batch; its step 4 is the file's first statement.
        if (path.endsWith('/v2/pipeline') && ++seen === 2)
          emu.inject({ path: '/v2/pipeline', kind: 'statement-error', step: 4, code: 'SQLITE_AUTH', message: 'not authorized' });
      });
    };
    refuseSecondStatement();
    const given = await migrate(withToken());
    expect(given.exitCode).toBe(1);
    expect(failureMessage(given)).toMatch(
      /^0001_users\.sql was not applied: the database refused the write for database-token at statement 1 of 1 \(line 1\), as it does for a read-only token \(SQLITE_AUTH: not authorized\)/,
    );

    refuseSecondStatement();
    const minted = await migrate({ 'database-id': DB });
    expect(minted.exitCode).toBe(1);
    expect(failureMessage(minted)).toMatch(
      /^0001_users\.sql failed at statement 1 of 1 \(line 1\): the database answered SQLITE_AUTH: not authorized/,
    );
  });

  it('an expired token is refused, and the step says the database refused the token', async () => {
    const expired = databases().mint(DB, 'full-access', Date.now() - 1000);
    const run = await migrate(withToken(expired));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/401 Unauthorized: Unauthorized: the token has expired/);
    expect(failureMessage(run)).toMatch(/may have expired/);
  });

  it('with database-id and api-key, mints a full-access token expiring within 15 minutes, masks it, and reads the URL', async () => {
    const run = await migrate({ 'database-id': DB });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toHaveLength(3);
    const mint = emulator().requests.find((request) => request.path.endsWith('/auth/generate'));
    const body = mint?.body as { authorization: string; expires_at: string };
    expect(body.authorization).toBe('full-access');
    const expiresIn = Date.parse(body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    expect(
      emulator()
        .requests.map((request) => `${request.method} ${request.path}`)
        .slice(0, 2),
    ).toEqual([`PUT /database/v2/databases/${DB}/auth/generate`, `GET /database/v2/databases/${DB}`]);
    // runAgainst scanned the log, outputs and summary for the minted token (it went out as a Bearer header).
  });

  it('a dry run with database-id mints a read-only token and writes nothing', async () => {
    const run = await migrate({ 'database-id': DB, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect((emulator().requests[0]?.body as { authorization: string }).authorization).toBe('read-only');
    expect(tables()).toEqual([]);
  });

  it('refuses more pending files than max-migrations before any write', async () => {
    const run = await migrate(withToken(fullToken(), { 'max-migrations': '2' }));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/3 migrations are pending, more than max-migrations \(2\)/);
    expect(batches(emulator())).toEqual([]);
  });

  it('names every input problem at once: both credential forms, a bad id, a folder outside the workspace', async () => {
    const run = await migrate({ 'database-id': 'nope', dir: '../elsewhere' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/database-id/);
    expect(failureMessage(run)).toMatch(/dir/);
    const both = await migrate({ ...withToken(), 'database-id': DB });
    expect(failureMessage(both)).toMatch(/'database-id': is given together with database-url and database-token/);
    expect(emulator().requests).toEqual([]);
  });

  it.each([
    ['a space in its host', 'libsql://admin:hunter2-Qx7p@my db.lite.bunnydb.net'],
    ['nothing else wrong', 'libsql://admin:hunter2-Qx7p@db.lite.bunnydb.net'],
    ['its https:// form and a bad port', 'https://admin:hunter2-Qx7p@db.lite.bunnydb.net:99999'],
  ])('never prints the credentials a database-url holds, with %s, and names the input', async (_, url) => {
    const run = await migrate({ 'database-url': url, 'database-token': fullToken() }, { secrets: ['hunter2-Qx7p', 'hunter2'] });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input 'database-url': '(libsql|https):\/\/\*\*\*@/);
    expect(failureMessage(run)).toContain('holds credentials');
    // Only the runner's mask command may carry it.
    const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.join('\n')).not.toContain('hunter2');
    expect(run.stdout).toContain('::add-mask::hunter2-Qx7p');
    expect(run.summary).not.toContain('hunter2');
    expect(Object.values(run.outputs).join('\n')).not.toContain('hunter2');
    expect(emulator().requests).toEqual([]);
  });

  it('words a database-url it cannot read as it was written, libsql:// and all', async () => {
    const run = await migrate({ 'database-url': 'libsql://my db.lite.bunnydb.net', 'database-token': fullToken() });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input 'database-url': 'libsql:\/\/my db\.lite\.bunnydb\.net' is not an absolute URL/);
  });

  // The second has a path: with none, the harness reads `my db…?email=ci` before the @ as a user name, a secret.
  it.each([
    ['', ''],
    [', an @ in the query before it', '/', 'email=ci@example.com&'],
  ])('never prints the query of a database-url it cannot read, which may carry a token (?authToken=)%s', async (_, path, before = '') => {
    const inUrl = 'eyJhbGciOiJFZERTQSJ9.url-t0ken-Qx7p';
    const run = await migrate(
      { 'database-url': `libsql://my db.lite.bunnydb.net${path}?${before}authToken=${inUrl}`, 'database-token': fullToken() },
      { secrets: [inUrl] },
    );
    expect(run.exitCode).toBe(1);
    const shown = `Input 'database-url': 'libsql://my db.lite.bunnydb.net${path}?***' is not an absolute URL`;
    expect(failureMessage(run).slice(0, shown.length)).toBe(shown);
    expect(emulator().requests).toEqual([]);
  });

  it('the pipeline page in one job: migrate, then publish-script with require-env, then the probe that reads the new table', async () => {
    const emu = emulator();
    const script = SEED.scriptWithRelease;
    // The live code's health check reads the table the migration adds: 503 until it exists.
    const health = createServer((_req, res) => {
      const ready = tables().includes('users');
      res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' }).end(ready ? 'ok' : 'no users table');
    });
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    try {
      const probe = `http://127.0.0.1:${(health.address() as AddressInfo).port}/healthz`;
      const migrated = await migrate({ 'database-id': DB, dir: 'migrations', 'max-migrations': '20' });
      expect(migrated.exitCode, migrated.stdout).toBe(0);
      expect(json(migrated, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);

      emu.state.variables.set(script, { BUNNY_DATABASE_URL: databases().urlOf(DB), BUNNY_DATABASE_AUTH_TOKEN: 'set-by-upsert-secret' });
      const published = await runAgainst(
        emu,
        {
          operation: 'publish-script',
          'script-id': String(script),
          file: 'dist/edge.js',
          'require-env': 'BUNNY_DATABASE_URL\nBUNNY_DATABASE_AUTH_TOKEN',
          'wait-seconds': '120',
          'probe-url': probe,
          'expect-status': '200',
          'rollback-on-failure': 'true',
          'purge-linked-zones': 'false',
        },
        { files: { 'dist/edge.js': 'export default { fetch: () => new Response("ok") };\n' }, clock: new FakeClock() },
      );
      expect(published.exitCode, published.stdout).toBe(0);
      expect(published.stdout).toContain("require-env: the script's configuration gives the code every name");
      expect(published.outputs['rolled-back']).toBe('false');
      // The migration's writes all came before the publish's first request.
      const lastBatch = Math.max(...batches(emu).map((request) => request.seq));
      const firstPublish = emu.requests.find((request) => request.path.startsWith(`/compute/script/${script}`))?.seq ?? 0;
      expect(lastBatch).toBeLessThan(firstPublish);
    } finally {
      await new Promise((resolve) => health.close(resolve));
    }
  });

  it('refuses a file that begins, commits or ends its own transaction before any write, naming each statement; a trigger ending in END passes', async () => {
    const run = await migrate(withToken(), {
      files: {
        ...FILES,
        'migrations/0002_posts.sql': 'CREATE TABLE a (x);\nCOMMIT;\nBEGIN TRANSACTION;\n-- again\nCREATE TABLE a (y);\nend transaction;',
        'migrations/0003_tags.sql': 'CREATE TABLE t (x);\nrollback;\nVACUUM;\n',
        'migrations/0004_trigger.sql':
          'CREATE TABLE b (x);\nCREATE TRIGGER b_end AFTER INSERT ON b BEGIN\n  INSERT INTO b (x) VALUES (1);\nEND;\nSAVEPOINT s;\nROLLBACK TO s;\nROLLBACK TRANSACTION TO SAVEPOINT s;\nRELEASE s;\n',
      },
    });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      '0002_posts.sql controls its own transaction at statement 2 (line 2: COMMIT), statement 3 (line 3: BEGIN), statement 5 (line 6: END)',
    );
    expect(message).toContain('0003_tags.sql controls its own transaction at statement 2 (line 2: ROLLBACK)');
    expect(message).toContain('0003_tags.sql runs VACUUM at statement 3 (line 3), which SQLite refuses inside a transaction');
    expect(message).not.toContain('0004_trigger.sql');
    expect(batches(emulator())).toEqual([]);
  });

  it('applies a file whose savepoints nest inside its batch, and a trigger ending in END', async () => {
    const run = await migrate(withToken(), {
      files: {
        ...FILES,
        'migrations/0004_trigger.sql':
          'CREATE TABLE b (x);\nCREATE TRIGGER b_end AFTER INSERT ON b BEGIN\n  INSERT INTO users (id) VALUES (new.x);\nEND;\nSAVEPOINT s;\nINSERT INTO b (x) VALUES (5);\nROLLBACK TO s;\nRELEASE s;\nINSERT INTO b (x) VALUES (6);\n',
      },
      secrets: ['CREATE TABLE b (x)', 'INSERT INTO b (x) VALUES'],
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(databases().rows(DB, 'SELECT x FROM b')).toEqual([{ x: 6 }]);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql', '0004_trigger.sql']);
  });

  it('a batch whose answer was lost and which the history does not hold yet is unknown, not "not applied": it may still land', async () => {
    const emu = emulator();
    let seen = 0;
    // The first file's batch is carried out only once the step has ended (so after it stopped waiting for it
    // and read the history), however long a busy machine takes to get there.
    const held = releasable();
    emu.setRequestHook(({ path }) => {
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'delay', ms: 0, release: held.promise });
    });
    const run = await migrate(withToken(fullToken(), { 'timeout-seconds': '1', 'max-attempts': '1' }));
    held.resolve();
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(
      /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+: no answer within 1 s; the answer was lost; the history does not hold it yet, so it may still be applied: re-run to find out, do not edit the file\n/,
    );
    expect(message).not.toMatch(/so it was not applied/);
    expect(json(run, 'applied')).toEqual([]);
    expect(json(run, 'result')).toMatchObject({
      unknown: ['0001_users.sql'],
      files: [
        { name: '0001_users.sql', state: 'unknown' },
        { name: '0002_posts.sql', state: 'pending' },
        { name: '0003_tags.sql', state: 'pending' },
      ],
    });
    expect(run.summary).toContain('0001_users.sql: whether it was applied is unknown');
    // And it does land, after the step ended.
    await firstBatchHandled(emu);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
  });

  it('a step the runner cancels while a batch is in flight sets applied, pending and result as they were: that file unknown', async () => {
    const emu = emulator();
    let seen = 0;
    // Pipelines: the history, 0001's batch, then 0002's batch, held until the step has ended.
    const held = releasable();
    emu.setRequestHook(({ path }) => {
      if (path.endsWith('/v2/pipeline') && ++seen === 3) emu.inject({ path: '/v2/pipeline', kind: 'delay', ms: 0, release: held.promise });
    });
    const cancel = new AbortController();
    const step = migrate(withToken(), { signal: cancel.signal });
    await expect.poll(() => batches(emu).length, { timeout: 30_000 }).toBe(2);
    cancel.abort();
    const run = await step.finally(held.resolve);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner during "Call the API: migrate-database"/);
    expect(json(run, 'applied')).toEqual(['0001_users.sql']);
    expect(json(run, 'pending')).toEqual(['0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'result')).toMatchObject({
      applied: ['0001_users.sql'],
      unknown: ['0002_posts.sql'],
      files: [
        { name: '0001_users.sql', state: 'applied' },
        { name: '0002_posts.sql', state: 'unknown' },
        { name: '0003_tags.sql', state: 'pending' },
      ],
    });
    expect(run.summary).toContain(
      '<tr><td>0001_users.sql</td><td>applied now</td></tr><tr><td>0002_posts.sql</td><td>unknown</td></tr><tr><td>0003_tags.sql</td><td>pending</td></tr>',
    );
    expect(run.summary).toMatch(/<\/table>\n<p>❌ <strong>The step was cancelled by the runner/);
    // The batch held past the step's end: the emulator carries it out now, not during the next test.
    await expect.poll(() => batches(emu)[1]?.handlerStatus ?? null, { timeout: 30_000 }).not.toBeNull();
  });

  it.each([
    ['once, with max-attempts 1', '1'],
    ['on every attempt', '3'],
  ])(
    'a batch answered 504 %s, which the history does not hold yet, is unknown, not "not applied": the gateway gave up, the database did not',
    async (_, attempts) => {
      const emu = emulator();
      let seen = 0;
      // Each send of the first file's batch (pipelines 2, 4, 6; 3 and 5 are the history reads between) is answered 504 at
      // once and commits only once the step has ended, so after every history read it made, however slow the machine.
      const held = releasable();
      emu.setRequestHook(({ path }) => {
        if (!path.endsWith('/v2/pipeline')) return;
        seen += 1;
        if (seen % 2 === 0) emu.inject({ path: '/v2/pipeline', kind: 'status-then-late', status: 504, ms: 0, release: held.promise });
      });
      const run = await migrate(withToken(fullToken(), { 'max-attempts': attempts }), { clock: new FakeClock() });
      held.resolve();
      expect(run.exitCode).toBe(1);
      const message = failureMessage(run);
      expect(message).toMatch(
        /^0001_users\.sql: POST \/_db\/[^ ]+ on [^:]+:\d+ answered 504 Gateway Timeout; the answer was lost; the history does not hold it yet, so it may still be applied: re-run to find out, do not edit the file\n/,
      );
      expect(message).not.toMatch(/so it was not applied/);
      expect(json(run, 'result')).toMatchObject({ unknown: ['0001_users.sql'] });
      expect(run.summary).toContain('0001_users.sql: whether it was applied is unknown');
      expect(batches(emu)).toHaveLength(Number(attempts));
      // And it does land, once, after the step ended: a later send is refused whole by the UNIQUE name.
      for (const late of batches(emu)) while (late.handlerStatus === null) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
    },
  );

  it("a resend refused by the UNIQUE name after this step's own lost answer counts as applied by this step", async () => {
    const emu = emulator();
    let seen = 0;
    // The first file's batch is carried out only when its resend arrives, so after the step stopped waiting and read
    // the history (which does not hold it yet), however slow the machine; the resend is held until it has committed.
    const held = releasable();
    emu.setRequestHook(async ({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      if (seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'delay', ms: 0, release: held.promise });
      if (seen === 4) {
        held.resolve();
        await firstBatchHandled(emu, 20);
      }
    });
    const run = await migrate(withToken(fullToken(), { 'timeout-seconds': '2' }), { clock: new FakeClock() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(batches(emu)).toHaveLength(4);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(json(run, 'result')).not.toHaveProperty('appliedByAnother');
    expect(run.stdout).not.toMatch(/applied by another step/);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
  });

  it.each([
    ['501 Not Implemented', { status: 501 }],
    ['503 with a Retry-After longer than the action waits', { status: 503, headers: { 'Retry-After': '600' } }],
  ])('a batch answered %s after its commit is looked for in the history and found', async (_, answer) => {
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'status-after', ...answer });
    });
    const run = await migrate(withToken());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'applied')).toEqual(['0001_users.sql', '0002_posts.sql', '0003_tags.sql']);
    expect(run.stdout).toMatch(/Applied 0001_users\.sql: 1 statement\(s\) \(.*the history.* holds it\)/);
    expect(batches(emu)).toHaveLength(3);
  });

  it('a read-only database-token is refused for a run even when nothing is pending', async () => {
    const applied = await migrate(withToken());
    expect(applied.exitCode, applied.stdout).toBe(0);
    const readOnly = databases().mint(DB, 'read-only', undefined);
    const dry = await migrate({ ...withToken(readOnly), 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    const asked = emulator().requests.length;
    const run = await migrate(withToken(readOnly));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Input 'database-token': is a read-only token, which cannot apply migrations/);
    // Refused from the input alone: the history is not read, so no output says what is pending.
    expect(emulator().requests).toHaveLength(asked);
    expect(run.outputs['pending']).toBeUndefined();
  });

  it("a resend refused while this step's own lost first send still runs is unknown, not rolled back and pending: that send may still commit", async () => {
    const emu = emulator();
    let seen = 0;
    // Pipeline 2, the first file's batch, runs past timeout-seconds and commits only once the step has ended; 3 reads the
    // history (not there yet); 4, the resend, has its history row refused as SQLite refuses a write waiting on another's lock.
    const held = releasable();
    emu.setRequestHook(({ path }) => {
      if (!path.endsWith('/v2/pipeline')) return;
      seen += 1;
      if (seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'delay', ms: 0, release: held.promise });
      if (seen === 4)
        emu.inject({ path: '/v2/pipeline', kind: 'statement-error', step: 3, code: 'SQLITE_BUSY', message: 'database is locked' });
    });
    const run = await migrate(withToken(fullToken(), { 'timeout-seconds': '1' }), { clock: new FakeClock() });
    held.resolve();
    expect(run.exitCode).toBe(1);
    expect(batches(emu)).toHaveLength(2);
    const message = failureMessage(run);
    expect(message).not.toMatch(/rolled back whole/);
    expect(message).toMatch(
      /^0001_users\.sql: .*SQLITE_BUSY: database is locked.*; the history does not hold it yet, so it may still be applied: re-run to find out, do not edit the file\n/,
    );
    expect(message).toMatch(/whether 0001_users\.sql was applied is unknown .*; still pending: 0002_posts\.sql, 0003_tags\.sql\.$/);
    expect(json(run, 'result')).toMatchObject({
      unknown: ['0001_users.sql'],
      files: [
        { name: '0001_users.sql', state: 'unknown' },
        { name: '0002_posts.sql', state: 'pending' },
        { name: '0003_tags.sql', state: 'pending' },
      ],
    });
    expect(run.summary).toContain('0001_users.sql: whether it was applied is unknown');
    // And the first send does commit, after the step ended.
    await firstBatchHandled(emu);
    expect(cliHistory().map((row) => row.name)).toEqual(['0001_users.sql']);
  });

  it('sets status to the last answer of the SQL API on a run with database-token', async () => {
    const applied = await migrate(withToken());
    expect(applied.exitCode, applied.stdout).toBe(0);
    expect(applied.outputs['status']).toBe('200');
    // The last answer, not the first: the batch refused with 401 after the history read's 200.
    const emu = emulator();
    let seen = 0;
    emu.setRequestHook(({ path }) => {
      if (path.endsWith('/v2/pipeline') && ++seen === 2) emu.inject({ path: '/v2/pipeline', kind: 'status', status: 401 });
    });
    const refused = await migrate(withToken(), { files: { ...FILES, 'migrations/0004_more.sql': 'CREATE TABLE more (x);' } });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs['status']).toBe('401');
  });

  it.each([
    [
      'database-url',
      (id: string) => ({ 'database-url': databases().urlOf(id), 'database-token': databases().mint(id, 'full-access', undefined) }),
    ],
    ['database-id', (id: string) => ({ 'database-id': id })],
  ])('two steps of a job migrating two databases by %s keep a pull request comment each, keyed without the token', async (_, access) => {
    const github = await startGitHubEmulator();
    try {
      github.openPullRequest(7);
      const other = 'db_01JEMU7ATEDDB0OTHER0000000';
      databases().add(other, 'analytics');
      const tokens: string[] = [];
      for (const id of [DB, other]) {
        const inputs = access(id);
        if ('database-token' in inputs) tokens.push(inputs['database-token']);
        const env = await pullRequestEnvironment(github, { number: 7 });
        const run = await migrate(
          { ...inputs, 'pr-comment': 'true', 'github-token': github.writeToken },
          { env, secrets: [github.writeToken] },
        );
        expect(run.exitCode, run.stdout).toBe(0);
      }
      const markers = github.comments(7).map((comment) => comment.body.split('\n')[0] ?? '');
      expect(markers).toHaveLength(2);
      expect(new Set(markers).size).toBe(2);
      for (const marker of markers) for (const token of tokens) expect(marker).not.toContain(encodeURIComponent(token));
    } finally {
      await github.close();
    }
  });
});
