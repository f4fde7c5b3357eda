import { describe, expect, it } from 'vitest';
import { literalsOf, said, withoutSql } from '../../../src/platform/database/database-said.ts';

describe("the database's message without SQL text", () => {
  it.each([
    ['near "\'sk_live_4f9a2b\'": syntax error', 'near "…": syntax error (SQL text not shown)'],
    ['near ""sk_live_4f9a2b"": syntax error', 'near "…": syntax error (SQL text not shown)'],
    [
      'SQL string could not be parsed: near "sk_live": syntax error',
      'SQL string could not be parsed: near "…": syntax error (SQL text not shown)',
    ],
    ['unrecognized token: "\'sk_live_open"', 'unrecognized token: "…" (SQL text not shown)'],
    [
      'no such column: "sk_live_dq" - should this be a string literal in single-quotes?',
      'no such column: "…" - should this be a string literal in single-quotes? (SQL text not shown)',
    ],
    ['no such column: sk_live_bt', 'no such column: … (SQL text not shown)'],
    ['no such table: main.sk_live_br', 'no such table: … (SQL text not shown)'],
    ["CHECK constraint failed: k <> 'sk_live_zzz'", 'CHECK constraint failed: … (SQL text not shown)'],
    ['unable to open database: sk_live_file/x.db', 'unable to open database: … (SQL text not shown)'],
    ["bad JSON path: '$.sk_live'", 'bad JSON path: "…" (SQL text not shown)'],
  ])('%s', (message, shown) => {
    expect(withoutSql(message)).toBe(shown);
  });

  it("keeps SQLite's words that quote nothing of the statement, and the schema's names a UNIQUE or NOT NULL failure gives", () => {
    for (const message of [
      'UNIQUE constraint failed: users.email',
      'NOT NULL constraint failed: users.id',
      'incomplete input',
      'database is locked',
    ])
      expect(withoutSql(message)).toBe(message);
    expect(said({ code: 'SQLITE_CONSTRAINT', message: 'UNIQUE constraint failed: t.k' })).toBe(
      'SQLITE_CONSTRAINT: UNIQUE constraint failed: t.k',
    );
  });

  it("takes out the migrations' string literals a message holds (a trigger's RAISE); a short one only when it is the whole message", () => {
    const literals = literalsOf([
      "CREATE TRIGGER g BEFORE INSERT ON t BEGIN SELECT RAISE(ABORT, 'it''s sk_live_r41s'); END",
      "INSERT INTO t VALUES ('user')",
    ]);
    expect(literals).toEqual(["it's sk_live_r41s", 'user']);
    expect(said({ code: 'SQLITE_CONSTRAINT', message: "it's sk_live_r41s" }, literals)).toBe('SQLITE_CONSTRAINT: … (SQL text not shown)');
    expect(said({ message: 'UNIQUE constraint failed: user.k' }, literals)).toBe('UNIQUE constraint failed: user.k');
    expect(said({ code: 'SQLITE_CONSTRAINT', message: 'user' }, literals)).toBe('SQLITE_CONSTRAINT: … (SQL text not shown)');
  });

  it("hides a short RAISE literal behind what libSQL's server puts around SQLite's message, keeping the server's words", () => {
    const literals = literalsOf(["CREATE TRIGGER g BEFORE INSERT ON t BEGIN SELECT RAISE(ABORT, 'sk_9f3'); END"]);
    expect(said({ code: 'SQLITE_CONSTRAINT', message: 'SQLite error: sk_9f3' }, literals)).toBe(
      'SQLITE_CONSTRAINT: SQLite error: … (SQL text not shown)',
    );
    expect(withoutSql('SQL input error: sk_9f3 (at offset 12)', literals)).toBe('SQL input error: … (SQL text not shown)');
    expect(withoutSql('SQLite input error: sk_9f3', literals)).toBe('SQLite input error: … (SQL text not shown)');
    // Whatever words lead the message, the literal that ends it after a colon is the statement's text.
    expect(withoutSql('error executing a request on the primary: SQLite error: sk_9f3', literals)).toBe(
      'error executing a request on the primary: SQLite error: … (SQL text not shown)',
    );
    // Not the end of a name: a schema's name that merely ends in the literal's letters stays.
    expect(withoutSql('UNIQUE constraint failed: t.ask_9f3', literals)).toBe('UNIQUE constraint failed: t.ask_9f3');
    expect(withoutSql('SQLite error: UNIQUE constraint failed: t.k', literals)).toBe('SQLite error: UNIQUE constraint failed: t.k');
    // A tail a form hid already gets one mark, not two.
    const named = literalsOf(["UPDATE t SET state = 'active'"]);
    expect(withoutSql('SQLite error: no such column: active', named)).toBe('SQLite error: no such column: … (SQL text not shown)');
  });

  it.each([
    ['a comment', "-- don't insert the old key\n"],
    ['a block comment', "/* the team's key */ "],
  ])("finds a trigger's RAISE literal after an apostrophe in %s, as SQLite pairs the quotes", (_, before) => {
    const literals = literalsOf([
      `${before}CREATE TRIGGER g BEFORE INSERT ON t BEGIN SELECT RAISE(ABORT, 'key sk_live_ABCDEF12 refused'); END`,
    ]);
    expect(literals).toEqual(['key sk_live_ABCDEF12 refused']);
    expect(withoutSql('key sk_live_ABCDEF12 refused', literals)).toBe('… (SQL text not shown)');
  });

  it('reads no literal out of a quoted name holding an apostrophe', () => {
    const literals = literalsOf([
      `CREATE TRIGGER "it's" BEFORE INSERT ON [o'k] BEGIN SELECT RAISE(ABORT, 'key sk_live_ABCDEF12 refused'); END`,
    ]);
    expect(literals).toEqual(['key sk_live_ABCDEF12 refused']);
  });
});
