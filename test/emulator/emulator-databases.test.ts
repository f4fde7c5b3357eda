import { describe, expect, it } from 'vitest';
import { Databases, SEED_DATABASE_ID } from '../../emulator/database/state.ts';
import { useEmulator } from '../support/e2e.ts';

const emu = useEmulator();
const databases = () => emu().state.part(Databases);

/** One pipeline of the SQL API: an execute of `sql`, then a batch of the same text as its one step. */
async function send(sql: string): Promise<{ execute: unknown; batch: unknown }> {
  const token = databases().mint(SEED_DATABASE_ID, 'full-access', undefined);
  const answer = await fetch(`${databases().urlOf(SEED_DATABASE_ID)}/v2/pipeline`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      baton: null,
      requests: [
        { type: 'execute', stmt: { sql } },
        { type: 'batch', batch: { steps: [{ stmt: { sql } }] } },
      ],
    }),
  });
  expect(answer.status).toBe(200);
  const { results } = (await answer.json()) as { results: [unknown, unknown] };
  return { execute: results[0], batch: results[1] };
}
const tables = () =>
  databases()
    .rows(SEED_DATABASE_ID, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .map((row) => row['name']);

describe('emulator databases', () => {
  it('refuses a stmt holding more than one statement, as libSQL does, and runs none of it', async () => {
    const many = { message: 'SQL string contains more than one statement', code: 'SQL_MANY_STATEMENTS' };
    const { execute, batch } = await send('CREATE TABLE a (x); CREATE TABLE b (y);');
    expect(execute).toEqual({ type: 'error', error: many });
    expect(batch).toMatchObject({ type: 'ok', response: { type: 'batch', result: { step_results: [null], step_errors: [many] } } });
    expect(tables()).toEqual([]);
  });

  it('takes semicolons, comments and white space after the one statement as nothing more', async () => {
    const { execute } = await send('CREATE TABLE a (x);; -- done\n/* really */  ');
    expect(execute).toMatchObject({ type: 'ok' });
    expect(tables()).toEqual(['a']);
  });

  it('runs the first statement only and drops the rest without a word when manyStatements is first-only', async () => {
    databases().manyStatements = 'first-only';
    const { execute } = await send('CREATE TABLE a (x); CREATE TABLE b (y);');
    expect(execute).toMatchObject({ type: 'ok' });
    expect(tables()).toEqual(['a']);
  });
});
