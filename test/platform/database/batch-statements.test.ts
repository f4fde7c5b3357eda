import { describe, expect, it } from 'vitest';
import { outsideTheBatch } from '../../../src/platform/database/batch-statements.ts';
import { leadingWords, splitStatements } from '../../../src/platform/database/statements.ts';

const refused = (text: string) => splitStatements(text).map((statement) => outsideTheBatch(statement)?.keyword ?? null);

describe('outsideTheBatch', () => {
  it('refuses the statements that begin, commit, end or roll back a transaction, and VACUUM, in any case and after comments', () => {
    expect(
      refused(
        'BEGIN;\nbegin immediate transaction;\n-- done\nCOMMIT TRANSACTION;\nEnd;\n/* undo */ ROLLBACK;\nrollback transaction;\nvacuum;',
      ),
    ).toEqual(['BEGIN', 'BEGIN', 'COMMIT', 'END', 'ROLLBACK', 'ROLLBACK', 'VACUUM']);
  });

  it('allows savepoints, which nest inside the batch, and a trigger whose body ends in END', () => {
    expect(
      refused(
        'SAVEPOINT s;\nROLLBACK TO s;\nROLLBACK TRANSACTION TO SAVEPOINT s;\nRELEASE SAVEPOINT s;\nCREATE TRIGGER t AFTER INSERT ON a BEGIN\n  UPDATE a SET end = 1;\nEND;\nCREATE TABLE "begin" (commit_at TEXT);\nSELECT end FROM a;',
      ),
    ).toEqual([null, null, null, null, null, null, null]);
  });

  it("reads a statement's leading words up to the first token that is not a word", () => {
    expect(leadingWords('-- a\n/* b */ rollback  transaction to s')).toEqual(['ROLLBACK', 'TRANSACTION', 'TO']);
    expect(leadingWords('"COMMIT"')).toEqual([]);
    expect(leadingWords('END(1)')).toEqual(['END']);
  });
});
