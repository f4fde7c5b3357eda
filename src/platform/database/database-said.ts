import type { HranaError } from './hrana.ts';
import { stringLiterals } from './statements.ts';

/** What stands where the database's message quoted SQL text. */
const HIDDEN = '…';
/** Said once after a message some SQL text was taken out of, so a reader knows to look in the file. */
const NOT_SHOWN = ' (SQL text not shown)';

/**
 * SQLite's messages that copy the statement's own tokens, each as it reads with the tokens
 * taken out. The quote forms are greedy: a token holding quotes (`near ""a"": syntax error`)
 * is taken out whole, not split at its inner quote.
 */
const FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/near "[\s\S]*": syntax error/g, `near "${HIDDEN}": syntax error`],
  [/unrecognized token: "[\s\S]*"/g, `unrecognized token: "${HIDDEN}"`],
  // A double-quoted string literal is read as a column first: the "column" is the literal.
  [
    /no such column: "[\s\S]*" - should this be a string literal in single-quotes\?/g,
    `no such column: "${HIDDEN}" - should this be a string literal in single-quotes?`,
  ],
  // The rest of the line is the statement's text: a name (a literal in the wrong quotes), a
  // CHECK's expression with its literals, an ATTACH's file name.
  [/\b(no such column|no such table|CHECK constraint failed|unable to open database(?: file)?): (?!"…")[^\n]*/g, `$1: ${HIDDEN}`],
];

/** Any span in quotes SQLite's messages use; none of them is needed to tell what went wrong. */
const QUOTED = /"(?:[^"]|"")*"|'(?:[^']|'')*'|`(?:[^`]|``)*`|\[[^\]]*\]/g;

/**
 * A literal at least this long is taken out wherever a message holds it; a shorter one only when
 * it is the whole message, as a trigger's `RAISE(ABORT, 'no')` makes it. Taken out anywhere, a
 * word such as 'user' would take names out of every message.
 */
const MIN_LITERAL = 8;

/**
 * What libSQL's server (sqld) puts around SQLite's own message: `SQLite error: ` before it (a
 * client then reads `SQLITE_CONSTRAINT: SQLite error: UNIQUE constraint failed: ...`), or
 * `SQL input error: ` before and ` (at offset N)` after one that failed to prepare.
 */
const SERVER_BEFORE = /^(?:SQLite error|SQLite input error|SQL input error): /;
const SERVER_AFTER = / \(at offset \d+\)$/;

/**
 * Where the literal that ends SQLite's message begins, when it does (a trigger's
 * `RAISE(ABORT, 'sk_9f3')` makes the literal the whole message, or what follows its last `: `),
 * with what the server puts around that message left aside; -1 otherwise.
 */
function endingLiteral(message: string, literal: string): number {
  const wanted = literal.trim();
  const own = message.trim().replace(SERVER_BEFORE, '').replace(SERVER_AFTER, '');
  return own === wanted || own.endsWith(`: ${wanted}`) ? message.lastIndexOf(wanted) : -1;
}

/**
 * The string literals of SQL texts, found by the walk that splits a file into statements
 * (stringLiterals), so a quote in a comment or a name shifts nothing: a trigger's
 * `RAISE(ABORT, '...')` makes its message of one, found in no form above.
 */
export function literalsOf(sqlTexts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const sql of sqlTexts) for (const literal of stringLiterals(sql)) if (literal.trim() !== '') found.add(literal);
  // Longest first: a literal holding another is taken out whole.
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * The database's message with every piece of SQL text it copied taken out. SQL is never
 * printed (a seed migration's literal may be a key), and the registered secrets cannot catch it:
 * the statement's text is no secret the step knows. Kept: the error's class and SQLite's words
 * (`near "…": syntax error`, `CHECK constraint failed: …`), and the names a UNIQUE, NOT NULL or
 * FOREIGN KEY failure gives (`t.k`), which SQLite takes from the schema, never from the values.
 */
export function withoutSql(message: string, literals: readonly string[] = []): string {
  // The statement's own text: a literal that ends SQLite's message is hidden at any length, and so is what follows it.
  const ending = literals.map((literal) => endingLiteral(message, literal)).find((at) => at >= 0);
  let shown = ending === undefined ? message : message.slice(0, ending);
  for (const [form, replacement] of FORMS) shown = shown.replace(form, replacement);
  shown = shown.replace(QUOTED, (span) => (span === `"${HIDDEN}"` ? span : `"${HIDDEN}"`));
  for (const literal of literals) if (literal.length >= MIN_LITERAL) shown = shown.split(literal).join(HIDDEN);
  // A form above may have hidden that tail already: one mark, not two.
  if (ending !== undefined && !shown.endsWith(HIDDEN)) shown = `${shown}${HIDDEN}`;
  return shown === message ? message : `${shown}${NOT_SHOWN}`;
}

/** The database's error as a message says it: its code, then its message without SQL text. */
export function said(error: HranaError, literals: readonly string[] = []): string {
  return `${error.code ? `${error.code}: ` : ''}${withoutSql(error.message, literals)}`;
}
