/**
 * Issue 49's figure: `migrate-database` applying 50 migrations to the emulator's real SQLite,
 * beside a plain Node script that sends the same pipelines with fetch (bench/baseline/fetch-migrate.mjs).
 */
import { mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Databases } from '../emulator/database/state.ts';
import { HISTORY_EXISTS, HISTORY_TABLE, READ_HISTORY, migrationChecksum } from '../src/platform/database/history.ts';
import { execute, pipeline, text } from '../src/platform/database/hrana.ts';
import { migrationBatch } from '../src/platform/database/migration-batch.ts';
import { splitStatements } from '../src/platform/database/statements.ts';
import { USER_AGENT } from '../src/runner/version.ts';
import { check, checkAction, type Measure } from './measure.ts';
import { NODE, failureOf, median, ms, runActionTimed, runChild, runnerEnv, spread } from './support.ts';

const MIGRATIONS = 50;
const RATIO = 1.2;

/** The 50 files: a table each, an index and a row, as a schema grows. */
function migrationFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 1; i <= MIGRATIONS; i++) {
    const n = String(i).padStart(4, '0');
    files[`${n}_table_${i}.sql`] =
      `CREATE TABLE t_${i} (id INTEGER PRIMARY KEY, label TEXT NOT NULL, created_at TEXT DEFAULT CURRENT_TIMESTAMP);\r\n` +
      `CREATE INDEX t_${i}_label ON t_${i} (label);\r\nINSERT INTO t_${i} (label) VALUES ('row ${i}');\r\n`;
  }
  return files;
}

export const migrate50: Measure = {
  id: 'migrate-50',
  title: '50 migrations applied',
  async run(ctx) {
    const { emulator } = ctx;
    const n = ctx.quick ? 3 : 7;
    emulator.reset();
    const databases = emulator.state.part(Databases);
    const files = migrationFiles();
    const root = await mkdtemp(join(tmpdir(), 'bench-migrate-'));
    try {
      await mkdir(join(root, 'migrations'));
      for (const [name, text_] of Object.entries(files)) await writeFile(join(root, 'migrations', name), text_);
      // The baseline's bodies: the action's own read and batches, built once from the same files.
      const bodies = [
        pipeline(execute(HISTORY_EXISTS, [text(HISTORY_TABLE)]), execute(READ_HISTORY)),
        ...Object.entries(files).map(([name, sql]) => pipeline(migrationBatch(name, migrationChecksum(sql), splitStatements(sql)))),
      ];
      await writeFile(join(root, 'bodies.json'), JSON.stringify(bodies));
      let seq = 0;
      const fresh = () => {
        const id = `db_bench${String(++seq).padStart(6, '0')}`;
        databases.add(id);
        return { id, url: databases.urlOf(id), token: databases.mint(id, 'full-access', undefined) };
      };
      const historyRows = (id: string) => databases.rows(id, `SELECT name FROM "${HISTORY_TABLE}"`).length;
      const runBaseline = async () => {
        const db = fresh();
        const scratch = await mkdtemp(join(tmpdir(), 'bench-fetch-'));
        try {
          const env = runnerEnv(scratch, root);
          await writeFile(env['GITHUB_OUTPUT'] as string, '');
          Object.assign(env, {
            BENCH_DIR: join(root, 'migrations'),
            BENCH_BODIES: join(root, 'bodies.json'),
            BENCH_URL: `${db.url}/v2/pipeline`,
            BENCH_TOKEN: db.token,
            BENCH_USER_AGENT: USER_AGENT,
          });
          const run = await runChild(NODE, [join(import.meta.dirname, 'baseline', 'fetch-migrate.mjs')], { env, killAfterMs: 120_000 });
          const output = await readFile(env['GITHUB_OUTPUT'] as string, 'utf8');
          return { run, output, rows: historyRows(db.id) };
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
      };
      const runAction = async () => {
        const db = fresh();
        const run = await runActionTimed(
          { operation: 'migrate-database', 'database-url': db.url, 'database-token': db.token },
          { workspace: root, killAfterMs: 120_000 },
        );
        return { run, rows: historyRows(db.id) };
      };
      await runBaseline(); // warm-up, not counted
      await runAction();
      const base: number[] = [];
      const action: number[] = [];
      for (let i = 0; i < n; i++) {
        let before = emulator.requests.length;
        const b = await runBaseline();
        check(b.run.exitCode === 0, `fetch baseline failed: ${failureOf(b.run)}`);
        check(b.rows === MIGRATIONS && b.output.includes(`\n${MIGRATIONS}\n`), 'the baseline did not apply the 50 files');
        check(emulator.requests.length - before === MIGRATIONS + 1, 'the baseline did not send 51 pipelines');
        base.push(b.run.wallMs);

        before = emulator.requests.length;
        const a = await runAction();
        checkAction(a.run, 'migrate-database');
        check(a.rows === MIGRATIONS, `the action recorded ${a.rows} files, not ${MIGRATIONS}`);
        check(
          emulator.requests.length - before === MIGRATIONS + 1,
          `the action sent ${emulator.requests.length - before} pipelines, not 51`,
        );
        action.push(a.run.wallMs);
      }
      ctx.progress(`migrate-50: fetch ${ms(median(base))}, action ${ms(median(action))}`);
      const r = median(action) / median(base);
      return [
        {
          measure: `50 migrations applied to a fresh database, one batch each (median of ${n}, ABAB)`,
          baseline: `Node script, \`fetch\`, the same 51 pipelines in order (child process): ${spread(base)}`,
          action: spread(action),
          figure: `wall ${r.toFixed(2)}×`,
          budget: `≤ ${RATIO}× the fetch script in wall time, spawn to exit`,
          verdict: r <= RATIO ? 'met' : 'MISSED',
          notes: [
            "Both sides are child processes with the same runner environment against the in-process emulator's SQLite, each on a database of its own: `bench/baseline/fetch-migrate.mjs` reads and hashes the 50 files and sends the history read and the 50 batches the action sends (their bodies built once by the bench from the action's own modules), with Node's `fetch`; the action also validates its inputs, splits every file before the first write, decides the states, checks every answer and writes its outputs and summary. Each run is checked: 51 pipelines, 50 rows in the history.",
          ],
        },
      ];
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
};
