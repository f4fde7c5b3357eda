/*
 * The platform CLI's migration history (`bunny db migrations`), kept exactly as the CLI keeps it
 * so that either tool takes over from the other: the same table and columns, the same names (a
 * file's name in its folder), the same checksum, the same states.
 */
import { createHash } from 'node:crypto';

/** The CLI's table; its `__` prefix keeps it out of the platform's studio and REST introspection. */
export const HISTORY_TABLE = '__bunny_migrations';

/** The CLI's definition, column for column: a table either tool made is the other's. */
export const CREATE_HISTORY = `CREATE TABLE IF NOT EXISTS "${HISTORY_TABLE}" (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  checksum TEXT NOT NULL,
  applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
)`;

/** Whether the table exists: a read must not create it (a dry run, a read-only token). */
export const HISTORY_EXISTS = `SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?`;
export const READ_HISTORY = `SELECT name, checksum, applied_at FROM "${HISTORY_TABLE}" ORDER BY id`;
/** applied_at is the column's default (CURRENT_TIMESTAMP, UTC), as the CLI leaves it. */
export const RECORD_MIGRATION = `INSERT INTO "${HISTORY_TABLE}" (name, checksum) VALUES (?, ?)`;

export interface HistoryRow {
  name: string;
  checksum: string;
  appliedAt: string;
}

/** The CLI's checksum: SHA-256 (hex) of the text with CR LF as LF and surrounding white space trimmed. */
export function migrationChecksum(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n').trim()).digest('hex');
}

type MigrationState = 'applied' | 'pending' | 'modified' | 'missing' | 'out_of_order';

export interface MigrationStatus {
  name: string;
  state: MigrationState;
  /** For the states the history holds a row of. */
  appliedAt?: string;
}

/** Byte order of names, as the CLI compares them (`<` on strings, UTF-16 code units). */
export const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each file's state against the history, in file order, then the history's rows no file has
 * (missing), in history order. A file not in the history that sorts before the newest name
 * the history holds is out of order: applying it now runs it after migrations it should precede.
 */
export function migrationStates(
  files: ReadonlyArray<{ name: string; checksum: string }>,
  history: readonly HistoryRow[],
): MigrationStatus[] {
  const rows = new Map(history.map((row) => [row.name, row]));
  const newest = history.reduce((max, row) => (row.name > max ? row.name : max), '');
  const states: MigrationStatus[] = files.map((file) => {
    const row = rows.get(file.name);
    if (!row) return { name: file.name, state: newest !== '' && file.name < newest ? 'out_of_order' : 'pending' };
    return { name: file.name, state: row.checksum === file.checksum ? 'applied' : 'modified', appliedAt: row.appliedAt };
  });
  const onDisk = new Set(files.map((file) => file.name));
  for (const row of history) if (!onDisk.has(row.name)) states.push({ name: row.name, state: 'missing', appliedAt: row.appliedAt });
  return states;
}
