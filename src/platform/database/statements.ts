/**
 * A migration file's statements, each with the line it starts on: a failure names a statement
 * by its place, never by its text. Semicolons inside quotes, comments and a trigger's
 * BEGIN ... END body do not end a statement; a part holding only comments is no statement.
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

export function splitStatements(text: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let line = 1;
  /** Line of the first character that is neither space nor comment, once there is one. */
  let firstLine: number | undefined;
  let words: string[] = [];
  let depth = 0;
  let word = '';

  const endWord = () => {
    if (word === '') return;
    const upper = word.toUpperCase();
    if (words.length < 4) words.push(upper);
    // Only a trigger's body holds statements of its own; CASE ... END nests inside it.
    const kind = words[1] === 'TEMP' || words[1] === 'TEMPORARY' ? words[2] : words[1];
    if (words[0] === 'CREATE' && kind === 'TRIGGER') {
      if (upper === 'BEGIN' || upper === 'CASE') depth += 1;
      else if (upper === 'END' && depth > 0) depth -= 1;
    }
    word = '';
  };
  const finish = (end: number) => {
    endWord();
    if (firstLine !== undefined) statements.push({ sql: text.slice(start, end).trim(), index: statements.length + 1, line: firstLine });
    start = end + 1;
    firstLine = undefined;
    words = [];
    depth = 0;
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
      firstLine ??= line;
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
      i = j;
      continue;
    }
    if (ch === ';') {
      // The word before it ends here: in `END;` the END closes the trigger's body before the semicolon is weighed.
      endWord();
      if (depth === 0) {
        finish(i);
        continue;
      }
    }
    if (/[A-Za-z0-9_$]/.test(ch)) {
      firstLine ??= line;
      word += ch;
      continue;
    }
    endWord();
    if (!/\s/.test(ch)) firstLine ??= line;
  }
  finish(text.length);
  return statements;
}
