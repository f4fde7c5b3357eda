import { HISTORY_EXISTS, HISTORY_TABLE, READ_HISTORY, type HistoryRow } from './history.ts';
import { execute, pipeline, rowsOf, text, type StreamResult } from './hrana.ts';
import { said } from './database-said.ts';
import { batchOutcome, migrationBatch, type BatchOutcome } from './migration-batch.ts';
import type { SqlClient } from './sql-client.ts';
import type { SqlStatement } from './statements.ts';

function ok(result: StreamResult | undefined, what: string) {
  if (result?.type === 'error') throw new Error(`${what}: the database answered ${said(result.error)}`);
  if (result?.type !== 'ok') throw new Error(`${what}: the database sent no answer for it`);
  return result.response;
}

/**
 * The history, oldest first, in one request that writes nothing: whether the table exists,
 * then its rows. A database no migration touched yet has no table, which is an empty history.
 */
export async function readHistory(sql: SqlClient): Promise<HistoryRow[]> {
  const answer = await sql.pipeline(pipeline(execute(HISTORY_EXISTS, [text(HISTORY_TABLE)]), execute(READ_HISTORY)));
  const results = answer.results ?? [];
  const exists = ok(results[0], `Reading ${HISTORY_TABLE}`);
  if (exists.type !== 'execute' || exists.result.rows.length === 0) return [];
  const rows = ok(results[1], `Reading ${HISTORY_TABLE}`);
  if (rows.type !== 'execute') return [];
  return rowsOf(rows.result).map((row) => ({
    name: String(row['name'] ?? ''),
    checksum: String(row['checksum'] ?? ''),
    appliedAt: String(row['applied_at'] ?? ''),
  }));
}

/**
 * Sends one migration's batch. Never twice blindly: when an answer is lost or a 5xx comes back,
 * the history is read before anything is sent again, and the file found there is applied
 * (`foundInHistory`).
 */
export async function applyMigration(
  sql: SqlClient,
  file: { name: string; checksum: string; statements: readonly SqlStatement[] },
): Promise<BatchOutcome | { ok: true; foundInHistory: true }> {
  const landed = async () => (await readHistory(sql)).some((row) => row.name === file.name && row.checksum === file.checksum);
  const answer = await sql.pipeline(pipeline(migrationBatch(file.name, file.checksum, file.statements)), landed);
  if (answer.foundLanded) return { ok: true, foundInHistory: true };
  const outcome = outcomeOf(answer.results[0], file.statements);
  // Whatever refused the resend, the send whose answer was lost may have committed before it, or commit after it.
  return !outcome.ok && answer.repeatedAfterLoss ? { ...outcome, afterOwnLoss: true } : outcome;
}

function outcomeOf(result: StreamResult | undefined, statements: readonly SqlStatement[]): BatchOutcome {
  if (result?.type === 'error') return { ok: false, at: 'transaction', error: result.error };
  if (result?.type !== 'ok' || result.response.type !== 'batch') {
    return { ok: false, at: 'transaction', error: { message: 'the database answered the batch with something else than a batch result' } };
  }
  return batchOutcome(result.response.result, statements);
}
