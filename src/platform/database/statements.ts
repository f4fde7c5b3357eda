/**
 * A migration file's statements, each with the line it starts on: a failure names a statement
 * by its place, never by its text. A statement ends where SQLite's own `sqlite3_complete` says
 * it is complete: semicolons inside quotes, comments and a trigger's body do not end it; a part
 * holding only comments is no statement.
 */
export interface SqlStatement {
  sql: string;
  /** 1-based number of the statement in its file. */
  index: number;
  /** 1-based line of the file the statement starts on. */
  line: number;
}

export class StatementSplitError extends Error {}

const QUOTES: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' };

/** The words `sqlite3_complete` tells apart; every other token is `other`, white space and comments none. */
type Token = 'semi' | 'other' | 'explain' | 'create' | 'temp' | 'trigger' | 'end';
type State = 'start' | 'normal' | 'explain' | 'create' | 'trigger' | 'semi' | 'end';

/**
 * SQLite's complete.c state machine: inside `[EXPLAIN] CREATE [TEMP] TRIGGER` a statement ends
 * only at `;` END `;`, so a column named `end` (`new.end`, `(a, end)`, `SET end = 1`) or a
 * CASE ... END never closes the body, and `begin` or `case` count for nothing.
 */
const NEXT: Record<State, Record<Token, State>> = {
  start: { semi: 'start', other: 'normal', explain: 'explain', create: 'create', temp: 'normal', trigger: 'normal', end: 'normal' },
  normal: { semi: 'start', other: 'normal', explain: 'normal', create: 'normal', temp: 'normal', trigger: 'normal', end: 'normal' },
  explain: { semi: 'start', other: 'explain', explain: 'normal', create: 'create', temp: 'normal', trigger: 'normal', end: 'normal' },
  create: { semi: 'start', other: 'normal', explain: 'normal', create: 'normal', temp: 'create', trigger: 'trigger', end: 'normal' },
  trigger: { semi: 'semi', other: 'trigger', explain: 'trigger', create: 'trigger', temp: 'trigger', trigger: 'trigger', end: 'trigger' },
  semi: { semi: 'semi', other: 'trigger', explain: 'trigger', create: 'trigger', temp: 'trigger', trigger: 'trigger', end: 'end' },
  end: { semi: 'start', other: 'trigger', explain: 'trigger', create: 'trigger', temp: 'trigger', trigger: 'trigger', end: 'trigger' },
};

const KEYWORDS = new Map<string, Token>([
  ['EXPLAIN', 'explain'],
  ['CREATE', 'create'],
  ['TEMP', 'temp'],
  ['TEMPORARY', 'temp'],
  ['TRIGGER', 'trigger'],
  ['END', 'end'],
]);

/**
 * SQLite's identifier characters: any byte of a non-ASCII character is one. White space that
 * JavaScript's trim() drops is read first, as white space (see scan), though SQLite reads a
 * no-break space in a name: a statement is sent trimmed, so at its ends that is what the database sees.
 */
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;

export function splitStatements(text: string): SqlStatement[] {
  return scan(text, []);
}

/** How many of a statement's first words leadingWords gives: enough for `ROLLBACK TRANSACTION TO`. */
const LEADING_WORDS = 3;

/**
 * A statement's first words, upper-cased, as the walk that splits a file reads them (comments
 * skipped), up to the first token that is not a word: what kind of statement it is. A trigger's
 * body is inside its CREATE statement, so an END there never leads one.
 */
export function leadingWords(sql: string): string[] {
  const heads: string[][] = [];
  try {
    scan(sql, [], heads);
  } catch (error) {
    if (!(error instanceof StatementSplitError)) throw error;
  }
  return heads[0] ?? [];
}

/**
 * A statement's string literals as SQLite reads them (`''` is one quote), found by the same walk
 * that splits the file: a quote in a comment (`-- don't`) or in a quoted name (`"it's"`) opens no
 * literal. A statement splitStatements gave always scans whole; a text that does not (an unclosed
 * quote or comment) gives the literals found before the fault.
 */
export function stringLiterals(sql: string): string[] {
  const literals: string[] = [];
  try {
    scan(sql, literals);
  } catch (error) {
    if (!(error instanceof StatementSplitError)) throw error;
  }
  return literals;
}

/**
 * The one walk over SQL text: its statements, each single-quoted literal pushed onto `literals`,
 * and each statement's leading words onto `heads`.
 */
function scan(text: string, literals: string[], heads: string[][] = []): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let line = 1;
  /** Line of the first character that is neither space nor comment, once there is one. */
  let firstLine: number | undefined;
  let state: State = 'start';
  let word = '';
  /** The statement's words so far, while nothing but words came (`open`). */
  let head: string[] = [];
  let open = true;

  /** Where the white space read last ends, and whether only `;` or the end follows it (what trim() drops): one scan a run. */
  let spaceEnd = -1;
  let spaceToEnd = false;
  const onlySpaceToEnd = (from: number): boolean => {
    if (from >= spaceEnd) {
      const next = /\S/g;
      next.lastIndex = from;
      const found = next.exec(text);
      spaceEnd = found === null ? text.length : found.index;
      spaceToEnd = found === null || found[0] === ';';
    }
    return spaceToEnd;
  };

  const endWord = () => {
    if (word === '') return;
    state = NEXT[state][KEYWORDS.get(word.toUpperCase()) ?? 'other'];
    if (open && head.length < LEADING_WORDS) head.push(word.toUpperCase());
    word = '';
  };
  const finish = (end: number) => {
    endWord();
    if (firstLine !== undefined) {
      statements.push({ sql: text.slice(start, end).trim(), index: statements.length + 1, line: firstLine });
      heads.push(head);
    }
    start = end + 1;
    firstLine = undefined;
    state = 'start';
    head = [];
    open = true;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\n') line += 1;
    if (ch === '-' && text[i + 1] === '-') {
      endWord();
      const end = text.indexOf('\n', i);
      if (end === -1) break;
      i = end - 1;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      endWord();
      const end = text.indexOf('*/', i + 2);
      if (end === -1) throw new StatementSplitError(`a comment opened on line ${line} is never closed`);
      line += text.slice(i, end).split('\n').length - 1;
      i = end + 1;
      continue;
    }
    const close = QUOTES[ch];
    if (close !== undefined) {
      endWord();
      open = false;
      firstLine ??= line;
      state = NEXT[state].other;
      const opened = line;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === '\n') line += 1;
        if (text[j] === close) {
          // A doubled quote is the quote itself.
          if (close !== ']' && text[j + 1] === close) j += 1;
          else break;
        }
      }
      if (j >= text.length) throw new StatementSplitError(`a quote opened on line ${opened} is never closed`);
      if (ch === "'") literals.push(text.slice(i + 1, j).replaceAll("''", "'"));
      i = j;
      continue;
    }
    if (ch === ';') {
      // The word before it is weighed first: in `; END;` the END is what lets this semicolon close the trigger.
      endWord();
      state = NEXT[state].semi;
      if (state === 'start') finish(i);
      continue;
    }
    // Before WORD_CHAR: what trim() drops from a statement's ends (a no-break space, an ideographic
    // space, a byte order mark) must start no statement, else one is sent empty or comments alone.
    if (/\s/.test(ch)) {
      endWord();
      // Between a trigger body's `;` and its END, SQLite reads a non-ASCII one as part of a name,
      // so its END is no END there: refused before any write, unless trim() drops it (up to `;`).
      // A byte order mark SQLite reads as white space where it starts a token.
      if (
        (state === 'semi' || state === 'end') &&
        WORD_CHAR.test(ch) &&
        !(ch === '\ufeff' && !WORD_CHAR.test(text[i - 1] ?? '')) &&
        !onlySpaceToEnd(i)
      ) {
        const code = `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
        throw new StatementSplitError(
          `line ${line} has ${code} in a trigger's body, where SQLite reads it as part of a name: write a plain space`,
        );
      }
      continue;
    }
    if (WORD_CHAR.test(ch)) {
      firstLine ??= line;
      word += ch;
      continue;
    }
    endWord();
    open = false;
    firstLine ??= line;
    state = NEXT[state].other;
  }
  endWord();
  // What sqlite3_complete calls incomplete: run, it would fail only after the files before it were applied.
  const unended = state === 'trigger' || state === 'semi' ? firstLine : undefined;
  finish(text.length);
  if (unended !== undefined) throw new StatementSplitError(`a CREATE TRIGGER starting on line ${unended} never ends with END;`);
  return statements;
}
