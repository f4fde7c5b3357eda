import { leadingWords, type SqlStatement } from './statements.ts';

/**
 * Why a migration's statement cannot be one of its batch's steps, which run inside the batch's
 * own transaction with the history row: `transaction` for a statement that begins, commits or
 * ends a transaction itself (a COMMIT there would commit the history row with half of the file,
 * and a ROLLBACK would undo the row and leave what follows to run outside any transaction);
 * `vacuum` for the statement SQLite refuses inside any transaction. Savepoints nest inside the
 * batch's transaction and are its own: SAVEPOINT, RELEASE and ROLLBACK TO are allowed.
 * Undefined for every other statement.
 */
export function outsideTheBatch(statement: SqlStatement): { why: 'transaction' | 'vacuum'; keyword: string } | undefined {
  const [first, second, third] = leadingWords(statement.sql);
  switch (first) {
    case 'BEGIN':
    case 'COMMIT':
    case 'END':
      return { why: 'transaction', keyword: first };
    case 'ROLLBACK': {
      // ROLLBACK [TRANSACTION] TO [SAVEPOINT] name undoes part of the batch's transaction, not all of it.
      const rollsBackTo = second === 'TO' || (second === 'TRANSACTION' && third === 'TO');
      return rollsBackTo ? undefined : { why: 'transaction', keyword: first };
    }
    case 'VACUUM':
      return { why: 'vacuum', keyword: first };
    default:
      return undefined;
  }
}
