import { constants, type DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { json, type ApiResponse } from '../http.ts';
import { DATABASE_PREFIX, Databases, type ErrorWords, type ManyStatements, type TokenAccess } from './state.ts';
import type { EmulatorState } from '../state.ts';
import type { Fault } from '../faults.ts';

type StatementFault = Extract<Fault, { kind: 'statement-error' }>;

/*
 * The SQL API of a database: libSQL's Hrana over HTTP (`POST /v2/pipeline`) on real SQLite.
 * Each pipeline is a stream of its own (no baton kept), closed at its end; a transaction it
 * leaves open is rolled back, as libSQL does when a stream ends.
 */

type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface Stmt {
  sql?: unknown;
  args?: unknown;
  want_rows?: unknown;
}
type Cond =
  { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: Cond } | { type: 'and' | 'or'; conds: Cond[] } | { type: 'is_autocommit' };
interface HranaError {
  message: string;
  code: string;
}
/** What one pipeline runs on: its database, what its token may do, how a stmt of many statements is met. */
interface Session {
  sql: DatabaseSync;
  access: TokenAccess;
  manyStatements: ManyStatements;
  errorWords: ErrorWords;
}

/** libSQL's refusal of a stmt, in its words and code (libsql-server's `StmtError`). */
class StmtRefusal extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

const CODES: Record<number, string> = {
  1: 'SQLITE_ERROR',
  5: 'SQLITE_BUSY',
  8: 'SQLITE_READONLY',
  19: 'SQLITE_CONSTRAINT',
  23: 'SQLITE_AUTH',
};

/** Writes a read-only token may not make: the authorizer denies them as they are prepared. */
const WRITES = new Set<number>([
  constants.SQLITE_INSERT,
  constants.SQLITE_UPDATE,
  constants.SQLITE_DELETE,
  constants.SQLITE_CREATE_INDEX,
  constants.SQLITE_CREATE_TABLE,
  constants.SQLITE_CREATE_TRIGGER,
  constants.SQLITE_CREATE_VIEW,
  constants.SQLITE_CREATE_VTABLE,
  constants.SQLITE_DROP_INDEX,
  constants.SQLITE_DROP_TABLE,
  constants.SQLITE_DROP_TRIGGER,
  constants.SQLITE_DROP_VIEW,
  constants.SQLITE_DROP_VTABLE,
  constants.SQLITE_ALTER_TABLE,
  constants.SQLITE_ATTACH,
  constants.SQLITE_DETACH,
]);

const error = (status: number, message: string): ApiResponse => json(status, { error: message });

/** Whether a path is a database's pipeline; its database id. */
function databaseOfPath(path: string): string | undefined {
  if (!path.startsWith(DATABASE_PREFIX)) return undefined;
  return /^\/_db\/([^/]+)\/v2\/pipeline\/?$/.exec(path)?.[1] ?? '';
}

export function servePipeline(
  state: EmulatorState,
  method: string,
  path: string,
  headers: Record<string, string>,
  bodyText: string,
  fault?: StatementFault,
): ApiResponse {
  const databases = state.part(Databases);
  const id = databaseOfPath(path);
  const database = id ? databases.databases.get(id) : undefined;
  if (!id || !database) return error(404, 'Not found');
  if (method !== 'POST') return { status: 405, headers: { allow: 'POST' }, body: '' };
  const auth = databases.authorize(id, headers['authorization']);
  if ('refused' in auth) return error(401, auth.refused);
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return error(400, 'The request body is not JSON');
  }
  const record = body as { baton?: unknown; requests?: unknown };
  if (typeof body !== 'object' || body === null || !Array.isArray(record.requests)) return error(400, 'Expected {baton, requests}');
  if (record.baton !== null && record.baton !== undefined) return error(400, 'Unknown baton: this stream is closed');
  const sql = database.sql;
  sql.setAuthorizer(auth.access === 'read-only' ? (action) => (WRITES.has(action) ? constants.SQLITE_DENY : constants.SQLITE_OK) : null);
  const session: Session = { sql, access: auth.access, manyStatements: databases.manyStatements, errorWords: databases.errorWords };
  try {
    let pending = fault;
    const results = (record.requests as unknown[]).map((request) => {
      // The fault takes the first batch of the pipeline.
      const taken = (request as { type?: unknown }).type === 'batch' ? pending : undefined;
      if (taken) pending = undefined;
      return streamRequest(session, request, taken);
    });
    return json(200, { baton: null, base_url: null, results });
  } finally {
    if (sql.isTransaction) sql.exec('ROLLBACK');
    sql.setAuthorizer(null);
  }
}

function streamRequest(session: Session, request: unknown, fault?: StatementFault): unknown {
  const typed = request as { type?: unknown; stmt?: Stmt; batch?: { steps?: unknown } };
  try {
    switch (typed.type) {
      case 'execute':
        return { type: 'ok', response: { type: 'execute', result: run(session, typed.stmt ?? {}) } };
      case 'batch':
        return { type: 'ok', response: { type: 'batch', result: batch(session, typed.batch?.steps, fault) } };
      case 'close':
        return { type: 'ok', response: { type: 'close' } };
      default:
        return { type: 'error', error: { message: `Unsupported request type ${JSON.stringify(typed.type)}`, code: 'PROTOCOL_ERROR' } };
    }
  } catch (thrown) {
    return { type: 'error', error: sqliteError(thrown, session) };
  }
}

function batch(session: Session, steps: unknown, fault?: StatementFault) {
  if (!Array.isArray(steps)) throw new Error('batch.steps must be an array');
  const results: unknown[] = [];
  const errors: Array<HranaError | null> = [];
  for (const step of steps as Array<{ condition?: Cond | null; stmt?: Stmt }>) {
    if (step.condition && !holds(step.condition, results, errors, session.sql)) {
      results.push(null);
      errors.push(null);
      continue;
    }
    if (fault?.step === results.length) {
      results.push(null);
      errors.push({ message: fault.message ?? 'database is locked', code: fault.code ?? 'SQLITE_BUSY' });
      continue;
    }
    try {
      results.push(run(session, step.stmt ?? {}));
      errors.push(null);
    } catch (thrown) {
      results.push(null);
      errors.push(sqliteError(thrown, session));
    }
  }
  return { step_results: results, step_errors: errors };
}

function holds(cond: Cond, results: unknown[], errors: Array<HranaError | null>, sql: DatabaseSync): boolean {
  switch (cond.type) {
    case 'ok':
      return results[cond.step] !== null && results[cond.step] !== undefined;
    case 'error':
      return errors[cond.step] !== null && errors[cond.step] !== undefined;
    case 'not':
      return !holds(cond.cond, results, errors, sql);
    case 'and':
      return cond.conds.every((inner) => holds(inner, results, errors, sql));
    case 'or':
      return cond.conds.some((inner) => holds(inner, results, errors, sql));
    case 'is_autocommit':
      return !sql.isTransaction;
  }
}

function run(session: Session, stmt: Stmt) {
  if (typeof stmt.sql !== 'string') throw new Error('stmt.sql must be a string');
  const statement = session.sql.prepare(stmt.sql);
  // SQLite prepares the first statement and leaves the rest; libSQL's server refuses such a text whole.
  if (session.manyStatements === 'refuse' && holdsMore(stmt.sql, statement.sourceSQL))
    throw new StmtRefusal('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
  const args = (Array.isArray(stmt.args) ? (stmt.args as Value[]) : []).map(input);
  const columns = statement.columns();
  if (columns.length > 0) {
    statement.setReturnArrays(true);
    const rows = statement.all(...args) as unknown as unknown[][];
    return {
      cols: columns.map((column) => ({ name: column.name, decltype: column.type })),
      rows: rows.map((row) => row.map(output)),
      affected_row_count: 0,
      last_insert_rowid: null,
      replication_index: null,
    };
  }
  const changed = statement.run(...args);
  return {
    cols: [],
    rows: [],
    affected_row_count: Number(changed.changes),
    last_insert_rowid: String(changed.lastInsertRowid),
    replication_index: null,
  };
}

function input(value: Value): SQLInputValue {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return value.value;
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
  }
}

function output(value: unknown): Value {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: String(value) };
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'integer', value: String(value) } : { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  return { type: 'text', value: String(value) };
}

/** Whether a stmt's text goes on past the statement SQLite prepared with more than semicolons, comments and white space. */
function holdsMore(text: string, prepared: string): boolean {
  if (!text.startsWith(prepared)) return false;
  return text.slice(prepared.length).replace(/--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|[\s;]+/g, '') !== '';
}

/**
 * SQLite's error as libSQL words it: its message, and its code's name. libSQL's server puts
 * `SQLite error: ` before SQLite's own message (its `StmtError::SqliteError`), unless the
 * database is set to SQLite's bare words (`errorWords: 'sqlite'`).
 */
function sqliteError(thrown: unknown, { access, errorWords }: Pick<Session, 'access' | 'errorWords'>): HranaError {
  if (thrown instanceof StmtRefusal) return { message: thrown.message, code: thrown.code };
  const failure = thrown as { message?: string; errcode?: number };
  const base = (failure.errcode ?? 1) & 0xff;
  const code = CODES[base] ?? 'SQLITE_ERROR';
  const message = failure.message ?? String(thrown);
  if (code === 'SQLITE_AUTH' && access === 'read-only')
    return { message: `Authorization forbidden: the token is read-only (${message})`, code };
  const fromSqlite = typeof failure.errcode === 'number';
  return { message: fromSqlite && errorWords === 'sqld' ? `SQLite error: ${message}` : message, code };
}
