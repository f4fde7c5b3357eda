import { describe, expect, it } from 'vitest';
import { leadingWords, splitStatements, stringLiterals } from '../../../src/platform/database/statements.ts';

const TRIGGER_BODY = 'CREATE TRIGGER t AFTER INSERT ON a BEGIN INSERT INTO b VALUES (1); END';
const sqlOf = (text: string) => splitStatements(text).map((statement) => statement.sql);

describe('splitStatements', () => {
  it('ends a trigger at the semicolon right after its END, so the next statement is one of its own', () => {
    expect(splitStatements(`${TRIGGER_BODY};\nCREATE TABLE c (x);`)).toEqual([
      { sql: TRIGGER_BODY, index: 1, line: 1 },
      { sql: 'CREATE TABLE c (x)', index: 2, line: 2 },
    ]);
  });

  it('ends a trigger at END followed by a space, a comment or a line before the semicolon', () => {
    for (const between of [' ', ' -- done\n', '/* done */', '\n\n']) {
      expect(sqlOf(`${TRIGGER_BODY}${between};\nCREATE TABLE c (x);`), JSON.stringify(between)).toEqual([
        `${TRIGGER_BODY}${between}`.trim(),
        'CREATE TABLE c (x)',
      ]);
    }
  });

  it('reads end, begin and case in any case', () => {
    const lower = 'create temp trigger t after insert on a begin insert into b values (1); end';
    expect(sqlOf(`${lower};create table c (x);`)).toEqual([lower, 'create table c (x)']);
  });

  it('keeps a CASE ... END; of the body inside the trigger, and ends the trigger at its own END;', () => {
    const trigger =
      'CREATE TRIGGER t AFTER INSERT ON a BEGIN\n  UPDATE b SET y = CASE WHEN new.x > 0 THEN 1 ELSE 0 END;\n  INSERT INTO b VALUES (CASE new.x WHEN 1 THEN 2 END);\nEND';
    expect(splitStatements(`${trigger};\n-- after it\nCREATE TABLE c (x);\n`)).toEqual([
      { sql: trigger, index: 1, line: 1 },
      { sql: '-- after it\nCREATE TABLE c (x)', index: 2, line: 6 },
    ]);
  });

  it('ends each statement of a transaction that is no trigger body at its semicolon', () => {
    expect(sqlOf('BEGIN TRANSACTION;\nCREATE TABLE c (x);\nCOMMIT;\nBEGIN;END;')).toEqual([
      'BEGIN TRANSACTION',
      'CREATE TABLE c (x)',
      'COMMIT',
      'BEGIN',
      'END',
    ]);
  });

  it('keeps semicolons in quotes and comments, and drops parts that hold only comments', () => {
    expect(sqlOf('INSERT INTO a VALUES (\'x;y\', "z;"); -- a;b\n/* c; */;\nSELECT 1')).toEqual([
      'INSERT INTO a VALUES (\'x;y\', "z;")',
      'SELECT 1',
    ]);
  });

  it.each([
    ['a column of the new row', 'INSERT INTO audit (id, end) VALUES (new.id, new.end);'],
    ['a column list', 'INSERT INTO audit (id, end) VALUES (1, 2);'],
    ['an assignment', 'UPDATE audit SET end = 1 WHERE id = new.id;'],
    ['a CASE ... END', 'UPDATE audit SET at = CASE WHEN new.x > 0 THEN 1 ELSE 0 END;'],
    ['columns named begin and case', 'INSERT INTO audit (begin, "case") VALUES (new.begin, old.case);'],
  ])('ends a trigger only at END after a semicolon and before one, whatever %s inside holds', (_, body) => {
    const trigger = `CREATE TRIGGER t AFTER INSERT ON bookings BEGIN\n  ${body}\n  DELETE FROM audit WHERE end < 0;\nEND`;
    expect(splitStatements(`CREATE TABLE bookings (id INTEGER, begin INTEGER, end INTEGER);\n${trigger};\nCREATE TABLE c (x);\n`)).toEqual([
      { sql: 'CREATE TABLE bookings (id INTEGER, begin INTEGER, end INTEGER)', index: 1, line: 1 },
      { sql: trigger, index: 2, line: 2 },
      { sql: 'CREATE TABLE c (x)', index: 3, line: 6 },
    ]);
  });

  it('reads a trigger behind EXPLAIN and CREATE TEMPORARY, and no trigger in a statement that only names one', () => {
    const trigger = 'CREATE TEMPORARY TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; END';
    expect(sqlOf(`${trigger};DROP TRIGGER IF EXISTS end;CREATE TABLE trigger (end);SELECT 1`)).toEqual([
      trigger,
      'DROP TRIGGER IF EXISTS end',
      'CREATE TABLE trigger (end)',
      'SELECT 1',
    ]);
    const explained = 'EXPLAIN CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; END';
    expect(sqlOf(`${explained};SELECT 2`)).toEqual([explained, 'SELECT 2']);
    // A plan of a statement that names END is no trigger: its semicolon ends it.
    expect(sqlOf('EXPLAIN QUERY PLAN SELECT end; SELECT 2')).toEqual(['EXPLAIN QUERY PLAN SELECT end', 'SELECT 2']);
  });

  it("refuses a text that ends inside a trigger's body, as sqlite3_complete calls it incomplete, naming the line the trigger starts on", () => {
    expect(() => splitStatements('SELECT 1;\n\n-- audit\nCREATE TRIGGER t AFTER INSERT ON a BEGIN\n  INSERT INTO b VALUES (1);\n')).toThrow(
      'a CREATE TRIGGER starting on line 4 never ends with END;',
    );
    expect(() => splitStatements('CREATE TRIGGER t AFTER INSERT ON a BEGIN INSERT INTO b VALUES (1)')).toThrow(
      'a CREATE TRIGGER starting on line 1 never ends with END;',
    );
    // Its END is there: only the last semicolon is left out, as after any last statement.
    expect(sqlOf(TRIGGER_BODY)).toEqual([TRIGGER_BODY]);
  });
  // Every character JavaScript's trim() drops (what /\s/ matches): the statements are sent trimmed, so
  // one the walk took for a word became an empty statement, or a comment alone, or hid a COMMIT.
  const UNICODE_SPACES = ['\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\v', '\f'];

  it.each(UNICODE_SPACES.map((space) => [space.codePointAt(0)?.toString(16).padStart(4, '0'), space]))(
    'reads U+%s after the last statement, alone or before a comment, as white space: no statement of its own',
    (_, space) => {
      expect(splitStatements(`CREATE TABLE a (x);${space}\n`)).toEqual([{ sql: 'CREATE TABLE a (x)', index: 1, line: 1 }]);
      expect(sqlOf(`CREATE TABLE a (x);\n${space}-- next\n${space}`)).toEqual(['CREATE TABLE a (x)']);
      expect(sqlOf(`${space};CREATE TABLE a (x);${space};${space}/* c */${space};`)).toEqual(['CREATE TABLE a (x)']);
    },
  );

  it('reads the first word behind a no-break space as the first word, as the statement is sent trimmed', () => {
    const [, commit] = splitStatements('CREATE TABLE a (x);\u00a0\nCOMMIT;\n');
    expect(commit).toEqual({ sql: 'COMMIT', index: 2, line: 2 });
    expect(leadingWords('\u3000\ufeffBEGIN TRANSACTION')).toEqual(['BEGIN', 'TRANSACTION']);
  });

  it('keeps a statement whose words a no-break space separates or joins as it was written', () => {
    const written = 'CREATE TABLE\u00a0a (x\u00a0y INTEGER,\u3000"b\u00a0c" TEXT)';
    expect(splitStatements(`${written};\u00a0`)).toEqual([{ sql: written, index: 1, line: 1 }]);
  });
});

describe('stringLiterals', () => {
  it("gives a statement's single-quoted literals as SQLite reads them, skipping comments and quoted names", () => {
    expect(stringLiterals(`-- don't\n/* it's */ INSERT INTO "o'k" (\`a'b\`, [c'd]) VALUES ('it''s', 'x;y', "dq'")`)).toEqual([
      "it's",
      'x;y',
    ]);
  });

  it('gives the literals before an unclosed quote, and no error', () => {
    expect(stringLiterals("SELECT 'a', 'b")).toEqual(['a']);
  });
});
