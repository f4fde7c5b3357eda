import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { showValue } from '../../inputs/inputs.ts';
import { utf8Text } from '../../inputs/utf8-text.ts';
import { listFolderSync } from '../../platform/local-files/folder-listing.ts';
import { staysInWorkspace } from '../../inputs/workspace-path.ts';
import { outsideTheBatch } from '../../platform/database/batch-statements.ts';
import { byName, migrationChecksum } from '../../platform/database/history.ts';
import { splitStatements, StatementSplitError, type SqlStatement } from '../../platform/database/statements.ts';

/** A migration file as the CLI names it (its name in the folder), its checksum and its statements. */
export interface MigrationFile {
  name: string;
  checksum: string;
  statements: SqlStatement[];
}

/**
 * A file that cannot be applied as it holds, with the checksum of its text as the CLI computes
 * it: one that is not UTF-8 (its text read leniently, U+FFFD for each bad byte, as earlier
 * versions of the step and the CLI read and recorded it), or one whose SQL its batch cannot run
 * (its own transaction control, VACUUM, a trigger cut short), which earlier versions of the step
 * recorded as applied and the CLI records after the file's own COMMIT. One the history holds with
 * that checksum is applied already, and is passed over with a warning: refusing it would stop
 * every later run, as editing it makes it modified and deleting it missing. Any other is refused.
 * Its text is kept for its string literals alone: one passed over may still have made a trigger
 * whose RAISE message a later file's failure quotes.
 */
export type SetAsideFile = { name: string; checksum: string; text: string } & (
  { kind: 'not-utf8' } | { kind: 'unrunnable'; problems: string[] }
);

/**
 * Its problem while the history is unread: whether it matters is the history's to say. `unread`
 * says when the history would be read.
 */
export function unreadProblem(file: SetAsideFile, unread = 'read once the rest is mended'): string {
  const what = file.kind === 'not-utf8' ? `${file.name} is not UTF-8 text` : file.problems.join('; ');
  return `${what} (allowed only if the history holds ${file.name} as applied already, ${unread})`;
}

/** Its problem once the history is read and does not hold it as applied. */
export function refusedProblem(file: SetAsideFile): string {
  return file.kind === 'not-utf8'
    ? `${file.name} is not UTF-8 text and the history does not hold it as applied: save it as UTF-8 (read as it is, each byte that is not would be applied as U+FFFD)`
    : file.problems.join('; ');
}

/** The warning for one the history holds as applied: why it is passed over, and to leave it as it is. */
export function leftAsItIs(file: SetAsideFile): { title: string; text: string } {
  if (file.kind === 'not-utf8') {
    return {
      title: 'migrate-database: a migration file is not UTF-8',
      text: `${file.name} is not UTF-8 text; the history holds it as applied already (with the checksum of its text read with U+FFFD for each byte that is not, as earlier versions of this step and the CLI read it), so it is left as it is. Leave the file unchanged: saved as UTF-8, its checksum would differ from the history's and it would count as modified.`,
    };
  }
  return {
    title: 'migrate-database: an applied migration file cannot be applied as it is',
    text: `${file.name} is in the history as applied already (with this checksum, as earlier versions of this step and the platform's CLI recorded such a file, maybe with only part of it applied: check that the database holds what it makes), so it is left as it is, though it could not be applied now: ${file.problems.join('; ')}. Leave the file unchanged: edited, its checksum would differ from the history's and it would count as modified.`,
  };
}

/**
 * Every `*.sql` file directly in `dir` (not its sub-folders, as the CLI's default pattern), hidden
 * ones left out (the CLI's search skips names starting with a dot: a `.draft.sql` is no
 * migration), a name that is not UTF-8 refused, a symbolic link read as the file it leads to, by
 * name in byte order, each read (as UTF-8: other bytes are not replaced), hashed and split now,
 * before any request: a file that cannot be read is refused before any request, and every such
 * file is named at once. A file that is not UTF-8, or that cannot be split or holds a statement
 * that cannot run inside its batch's transaction (every such statement named), is set aside in
 * `setAside`: whether it may stay so is the history's to say, read before the first write.
 */
export function readMigrationFiles(
  dir: string,
  workspace: string,
): { files: MigrationFile[]; setAside: SetAsideFile[]; problems: string[] } {
  const entries = listFolderSync(dir)
    .filter(({ name, kind }) => (kind.isFile() || kind.isSymbolicLink()) && name.endsWith('.sql') && !name.startsWith('.'))
    .sort((a, b) => byName(a.name, b.name));
  const files: MigrationFile[] = [];
  const setAside: SetAsideFile[] = [];
  const problems: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (!entry.utf8) {
      problems.push(
        `${showValue(name)} has a name that is not UTF-8 (shown with \\u{FFFD} for each byte that is not), which the step cannot read as text nor open by it: rename it`,
      );
      continue;
    }
    const link = entry.kind.isSymbolicLink() ? linkProblem(name, join(dir, name), workspace) : undefined;
    if (link !== undefined) {
      problems.push(link);
      continue;
    }
    const bytes = readFileSync(join(dir, name));
    // The mark is no SQL (read as part of a first word, it hid a leading CREATE TRIGGER); the
    // checksum is unchanged by dropping it, as trimming always dropped it.
    const text = utf8Text(bytes, 'drop-mark');
    if (text === undefined) {
      const lenient = bytes.toString('utf8');
      setAside.push({ name, checksum: migrationChecksum(lenient), text: lenient, kind: 'not-utf8' });
      continue;
    }
    if (text.trim() === '') {
      problems.push(`${name} is empty`);
      continue;
    }
    let statements: SqlStatement[];
    try {
      statements = splitStatements(text);
    } catch (error) {
      if (!(error instanceof StatementSplitError)) throw error;
      setAside.push({
        name,
        checksum: migrationChecksum(text),
        text,
        kind: 'unrunnable',
        problems: [`${name} cannot be split into statements: ${error.message}`],
      });
      continue;
    }
    if (statements.length === 0) {
      problems.push(`${name} holds no SQL statement (comments only)`);
      continue;
    }
    const refused = batchProblems(name, statements);
    if (refused.length > 0) {
      setAside.push({ name, checksum: migrationChecksum(text), text, kind: 'unrunnable', problems: refused });
      continue;
    }
    files.push({ name, checksum: migrationChecksum(text), statements });
  }
  return { files, setAside, problems };
}

/**
 * A link is read as the file it leads to, as sync-storage follows one, while it stays in the
 * workspace; any other is refused by name, never left out: a migration skipped unseen would
 * not be applied, nor listed pending, and once applied by the CLI would count as missing.
 */
function linkProblem(name: string, path: string, workspace: string): string | undefined {
  if (!staysInWorkspace(path, workspace)) return `${name} is a symbolic link that leads outside the workspace, which is not read`;
  try {
    return statSync(path).isFile() ? undefined : `${name} is a symbolic link to something that is not a regular file`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? `${name} is a symbolic link whose target does not exist`
      : `${name} is a symbolic link that cannot be followed (${code})`;
  }
}

/** The file's statements that cannot run in its batch, by number and line and keyword, never by text. */
function batchProblems(name: string, statements: readonly SqlStatement[]): string[] {
  const outside = statements.flatMap((statement) => {
    const found = outsideTheBatch(statement);
    return found ? [{ ...statement, ...found }] : [];
  });
  const places = (why: 'transaction' | 'vacuum') => outside.filter((statement) => statement.why === why);
  const problems: string[] = [];
  const control = places('transaction');
  if (control.length > 0) {
    const listed = control.map((statement) => `statement ${statement.index} (line ${statement.line}: ${statement.keyword})`).join(', ');
    problems.push(
      `${name} controls its own transaction at ${listed}: each file is applied in one transaction with its history row (all of it or none of it), so it may not begin, commit, end or roll back one (SAVEPOINT, RELEASE and ROLLBACK TO are allowed)`,
    );
  }
  for (const statement of places('vacuum')) {
    problems.push(
      `${name} runs VACUUM at statement ${statement.index} (line ${statement.line}), which SQLite refuses inside a transaction, as each file is applied: run it outside the migrations`,
    );
  }
  return problems;
}
