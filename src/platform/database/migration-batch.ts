import { CREATE_HISTORY, RECORD_MIGRATION } from './history.ts';
import { text, type BatchResult, type BatchStep, type HranaError, type StreamRequest } from './hrana.ts';
import type { SqlStatement } from './statements.ts';

/**
 * One migration as one batch, all of it or none of it, as libSQL's own `migrate` sends one:
 * foreign keys off around a transaction whose every step runs only when the one before it
 * succeeded, COMMIT after the last, ROLLBACK when the COMMIT did not run or failed. The BEGIN
 * too waits on the PRAGMA: with foreign keys still on, a file does what the CLI's run does not
 * (a table rebuilt by DROP TABLE cascades into the rows that reference it), so a refused PRAGMA
 * runs nothing. The history row goes in first (the CLI writes it last; the row is the same):
 * when two pipelines apply the same file at once, the table's UNIQUE name refuses the second
 * before any of the file's statements runs, so the loser fails on the history, not half-way
 * through the file.
 */
export function migrationBatch(name: string, checksum: string, statements: readonly SqlStatement[]): StreamRequest {
  const steps: BatchStep[] = [{ stmt: { sql: 'PRAGMA foreign_keys = OFF' } }];
  const chained = (sql: string, args?: ReturnType<typeof text>[]): BatchStep => ({
    condition: { type: 'ok', step: steps.length - 1 },
    stmt: { sql, ...(args ? { args } : {}) },
  });
  steps.push(chained('BEGIN'));
  steps.push(chained(CREATE_HISTORY));
  steps.push(chained(RECORD_MIGRATION, [text(name), text(checksum)]));
  for (const statement of statements) steps.push(chained(statement.sql));
  steps.push(chained('COMMIT'));
  const commit = steps.length - 1;
  steps.push({ condition: { type: 'not', cond: { type: 'ok', step: commit } }, stmt: { sql: 'ROLLBACK' } });
  steps.push({ stmt: { sql: 'PRAGMA foreign_keys = ON' } });
  return { type: 'batch', batch: { steps } };
}

/** Where a migration's batch stopped, in the file's words. */
export type BatchOutcome =
  | { ok: true }
  | ((
      | /** Foreign keys could not be turned off: every step after it was skipped. */
        { ok: false; at: 'foreign-keys'; error: HranaError }
        /** The history already holds the name: another pipeline applied it first, or maybe this step's own earlier send. */
      | { ok: false; at: 'history'; error: HranaError }
      | { ok: false; at: 'statement'; statement: SqlStatement; error: HranaError }
      | { ok: false; at: 'transaction'; error: HranaError }
    ) & {
      /**
       * This batch was a resend after an earlier send of it lost its answer: that send may have
       * committed before it, or may still commit after it (the resend may have waited on its lock).
       */
      afterOwnLoss?: true;
    });

/** Steps before the file's first statement: PRAGMA, BEGIN, the table, the history row. */
const FIRST_STATEMENT_STEP = 4;
const HISTORY_STEP = 3;
const FOREIGN_KEYS_STEP = 0;

export function batchOutcome(result: BatchResult, statements: readonly SqlStatement[]): BatchOutcome {
  const commit = FIRST_STATEMENT_STEP + statements.length;
  for (const [step, error] of result.step_errors.entries()) {
    if (error === null) continue;
    // The ROLLBACK and the PRAGMA after the COMMIT do not undo a commit that succeeded.
    if (step > commit) continue;
    if (step === FOREIGN_KEYS_STEP) return { ok: false, at: 'foreign-keys', error };
    if (step === HISTORY_STEP) return { ok: false, at: 'history', error };
    const statement = statements[step - FIRST_STATEMENT_STEP];
    if (step >= FIRST_STATEMENT_STEP && statement) return { ok: false, at: 'statement', statement, error };
    return { ok: false, at: 'transaction', error };
  }
  // A COMMIT that did not run (a step before it was skipped without an error) is no commit.
  if (result.step_results[commit] === null || result.step_results[commit] === undefined) {
    return { ok: false, at: 'transaction', error: { message: 'the transaction was not committed' } };
  }
  return { ok: true };
}
