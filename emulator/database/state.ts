import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../../src/api/clock.ts';
import type { ProductState } from '../state.ts';

/** The seeded database: a `db_<ulid>` id, as the platform's are. */
export const SEED_DATABASE_ID = 'db_01JEMU7ATEDDB0SEED00000000';

/** Where the SQL API of a database is served: under this prefix on the emulator's own port, then the database's id. */
export const DATABASE_PREFIX = '/_db/';

export type TokenAccess = 'full-access' | 'read-only';

interface IssuedToken {
  databaseId: string;
  access: TokenAccess;
  /** Emulator clock time (Date milliseconds) the token stops working; undefined: never. */
  expiresAt: number | undefined;
}

/**
 * What the SQL API does with a `stmt` whose text holds more than one statement. libSQL's server
 * refuses it (`SQL_MANY_STATEMENTS`), the default; `first-only` runs the first and drops the
 * rest without a word, as SQLite's own prepare does: the kinder reading for a client, the one
 * that hides a split gone wrong.
 */
export type ManyStatements = 'refuse' | 'first-only';

/**
 * How the SQL API words SQLite's errors: `sqld`, the default, as libSQL's server does
 * (`SQLite error: UNIQUE constraint failed: t.k`, the likelier and harsher reading: a message
 * compared whole no longer matches), or `sqlite`, SQLite's bare message.
 */
export type ErrorWords = 'sqld' | 'sqlite';

export interface EmulatedDatabase {
  id: string;
  name: string;
  /** A real SQLite database, in memory: every statement a step sends runs on it. */
  sql: DatabaseSync;
}

/**
 * Bunny Database: databases on real SQLite (node:sqlite), the tokens the database API mints
 * (JWTs as libSQL's are, `a: "ro"` for read-only), each checked on every SQL request against
 * its database and its expiry.
 */
export class Databases implements ProductState {
  readonly databases = new Map<string, EmulatedDatabase>();
  readonly #tokens = new Map<string, IssuedToken>();
  readonly #clock: () => Clock;
  /** The emulator's address, set when it listens: a database's URL is under it. */
  origin = 'http://127.0.0.1';
  /** Reset to `refuse` by reseed. */
  manyStatements: ManyStatements = 'refuse';
  /** Reset to `sqld` by reseed. */
  errorWords: ErrorWords = 'sqld';

  constructor(clock: () => Clock) {
    this.#clock = clock;
    this.reseed();
  }

  reseed(): void {
    for (const database of this.databases.values()) database.sql.close();
    this.databases.clear();
    this.#tokens.clear();
    this.manyStatements = 'refuse';
    this.errorWords = 'sqld';
    this.add(SEED_DATABASE_ID, 'emulator-seed');
  }

  add(id: string, name = id): EmulatedDatabase {
    const database = { id, name, sql: new DatabaseSync(':memory:') };
    this.databases.set(id, database);
    return database;
  }

  /** The address a client reaches the database's SQL API at. */
  urlOf(id: string): string {
    return `${this.origin}${DATABASE_PREFIX}${id}`;
  }

  /** A token for the database, of the kind asked for; `expiresAt` in emulator clock time. */
  mint(databaseId: string, access: TokenAccess, expiresAt: number | undefined): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      id: databaseId,
      ...(access === 'read-only' ? { a: 'ro' } : {}),
      ...(expiresAt ? { exp: Math.floor(expiresAt / 1000) } : {}),
    };
    const token = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`;
    this.#tokens.set(token, { databaseId, access, expiresAt });
    return token;
  }

  /** Gives an issued token another text (a test's token whose claims say nothing). */
  rename(token: string, renamed: string): void {
    const issued = this.#tokens.get(token);
    if (!issued) throw new Error('emulator: no such token');
    this.#tokens.delete(token);
    this.#tokens.set(renamed, issued);
  }

  /** What a bearer token may do on a database, or why it may not. */
  authorize(databaseId: string, bearer: string | undefined): { access: TokenAccess } | { refused: string } {
    const token = bearer?.replace(/^Bearer\s+/i, '');
    const issued = token ? this.#tokens.get(token) : undefined;
    if (!issued || issued.databaseId !== databaseId) return { refused: 'Unauthorized: the token is not valid for this database' };
    if (issued.expiresAt !== undefined && this.#clock().date().getTime() >= issued.expiresAt)
      return { refused: 'Unauthorized: the token has expired' };
    return { access: issued.access };
  }

  /** The migration history's rows, as a test reads them the way the platform's CLI does. */
  rows(databaseId: string, sql: string, ...args: Array<string | number | null>): Array<Record<string, unknown>> {
    const database = this.databases.get(databaseId);
    if (!database) throw new Error(`emulator: no database ${databaseId}`);
    return database.sql.prepare(sql).all(...args);
  }

  summary(): Record<string, unknown> {
    return { databases: this.databases.size };
  }
}
