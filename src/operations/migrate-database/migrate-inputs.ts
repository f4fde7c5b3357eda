import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { showValue, type Inputs } from '../../inputs/inputs.ts';
import { workspacePath } from '../../inputs/workspace-path.ts';
import { maskWrittenCredentials, showUrl, urlAsShown } from '../../inputs/url-text.ts';
import { tokenKind } from '../../platform/database/access.ts';
import { sqlApiBase } from '../../platform/database/database-url.ts';
import type { OperationContext } from '../operation.ts';
import { readMigrationFiles, unreadProblem, type MigrationFile, type SetAsideFile } from './migration-files.ts';
import { messageOf } from '../../http/wording.ts';

/** How the step reaches the database: its URL and a token given, or its id and a token minted with the account key. */
type DatabaseAccess = { kind: 'token'; base: URL; token: string } | { kind: 'database-id'; databaseId: string };

export interface MigratePlan {
  access: DatabaseAccess;
  /** The folder as given, relative to the workspace, for messages. */
  dirShown: string;
  files: MigrationFile[];
  /** Files that cannot be applied as they hold: passed over when the history holds them as applied, else refused. */
  setAside: SetAsideFile[];
  /** Undefined: no limit. */
  maxMigrations: number | undefined;
  allowOutOfOrder: boolean;
  /** The step: the SQL client's connections, limits, clock and log; dry-run; the secrets a minted token joins. */
  step: OperationContext;
}

/** A database id is `db_<ulid>`; anything else would be sent as a path segment of the API. */
const DATABASE_ID = /^db_[0-9A-Za-z]{1,64}$/;
/** A token is a JWT of a few hundred characters; a far longer one is another secret. */
const MAX_TOKEN_LENGTH = 8192;

function readAccess(inputs: Inputs, hasApiKey: boolean, dryRun: boolean): DatabaseAccess | undefined {
  // Credentials in the URL are masked first, whatever else is wrong with it: later messages may show it.
  const rawUrl = inputs.raw('database-url');
  const urlHasCredentials = rawUrl !== undefined && maskWrittenCredentials(inputs, rawUrl);
  const url = inputs.line('database-url');
  const token = inputs.raw('database-token');
  const databaseId = inputs.line('database-id');
  // A database-id refused as it was read (a newline) is still the form chosen: its problem is the one to report.
  if (databaseId === undefined && inputs.raw('database-id') !== undefined) return undefined;
  if (databaseId !== undefined && (url !== undefined || token !== undefined)) {
    const given = [url !== undefined ? 'database-url' : '', token !== undefined ? 'database-token' : ''].filter(Boolean).join(' and ');
    return inputs.problems.refuse(
      'database-id',
      `is given together with ${given}: give database-url with database-token, or database-id with api-key, not both`,
    );
  }
  if (databaseId !== undefined) {
    if (!DATABASE_ID.test(databaseId)) {
      return inputs.problems.refuse('database-id', `got ${showValue(databaseId)}; expected db_ followed by letters and digits (db_<ulid>)`);
    }
    if (!hasApiKey && !dryRun) {
      inputs.problems.refuse(
        'api-key',
        'is required with database-id (the step mints a database token with it); without an account key give database-url and database-token',
      );
    }
    return { kind: 'database-id', databaseId };
  }
  if (url === undefined && token === undefined) {
    return inputs.problems.refuse(
      'database-url',
      'or database-id is required: give database-url with database-token, or database-id with api-key',
    );
  }
  if (url === undefined) {
    return inputs.problems.refuse('database-url', 'is required with database-token: the libsql:// or https:// address of the database');
  }
  let base: URL | undefined;
  if (urlHasCredentials) {
    inputs.problems.refuse(
      'database-url',
      `${showUrl(url)} holds credentials (user:password@), which are not allowed: give the token as database-token; expected libsql://<id>.lite.bunnydb.net`,
    );
  } else {
    try {
      base = sqlApiBase(url);
    } catch (error) {
      // The parser quotes the address whole: a query may carry the token (`?authToken=`, as libSQL's clients take it).
      inputs.problems.refuse(
        'database-url',
        `${messageOf(error).replaceAll(url, urlAsShown(url))}; expected libsql://<id>.lite.bunnydb.net`,
      );
    }
  }
  if (token === undefined) {
    return inputs.problems.refuse(
      'database-token',
      'is required with database-url (pass it from a secret), or give database-id with api-key instead',
    );
  }
  if (token.length > MAX_TOKEN_LENGTH || /[\s\u0000-\u001f\u007f-\uffff]/.test(token.trim())) {
    return inputs.problems.refuse(
      'database-token',
      'is not a token that can be sent in a header (too long, or whitespace inside); check the secret passed',
    );
  }
  // The token says its kind, so a run it cannot do is an input problem, named with the others before any request.
  if (!dryRun && tokenKind(token.trim()) === 'read-only') {
    return inputs.problems.refuse(
      'database-token',
      'is a read-only token, which cannot apply migrations: give a full-access token (a read-only token can run dry-run: true)',
    );
  }
  return base && { kind: 'token', base, token: token.trim() };
}

type Folder = { dirShown: string; files: MigrationFile[]; setAside: SetAsideFile[] };

/** The folder's files and their problems; undefined when there is no folder to read (that problem recorded). */
function readFolder(inputs: Inputs, workspace: string): (Folder & { problems: string[] }) | undefined {
  const dirText = inputs.line('dir') ?? 'migrations';
  const dir = inputs.check(() => workspacePath('dir', dirText, workspace));
  if (dir === undefined) return undefined;
  const dirShown = relative(workspace, dir) || '.';
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return inputs.problems.refuse(
      'dir',
      `${showValue(dirShown)} is not a folder in the workspace; expected the folder of the *.sql migration files`,
    );
  }
  const { files, setAside, problems } = readMigrationFiles(dir, workspace);
  if (problems.length === 0 && files.length === 0 && setAside.length === 0) {
    return inputs.problems.refuse('dir', `${showValue(dirShown)} holds no *.sql file (sub-folders and hidden files are not read)`);
  }
  return { dirShown, files, setAside, problems };
}

/**
 * The folder, unless the step stops before the history is read (an input problem, or a dry run
 * that cannot read it): then each set-aside file is refused too, named with what decides, so
 * that every problem is named at once rather than one after the other.
 */
function checkFolder(inputs: Inputs, folder: Folder & { problems: string[] }, historyUnread: boolean): Folder | undefined {
  const { problems, ...rest } = folder;
  const stops = inputs.problems.list.length > 0 || problems.length > 0;
  if (!stops && !historyUnread) return rest;
  // A dry run that reads no history refuses them whatever else is mended: say that, not 'once the rest is mended'.
  const unread = historyUnread ? 'which a dry run reads only with api-key' : 'read once the rest is mended';
  const all = [...problems, ...folder.setAside.map((file) => unreadProblem(file, unread))];
  if (all.length === 0) return rest;
  return inputs.problems.refuse(
    'dir',
    `every *.sql file must be UTF-8 text inside the workspace holding SQL that its batch can run, checked before anything is applied: ${all.join('; ')}`,
  );
}

export function readMigratePlan(context: OperationContext): MigratePlan | undefined {
  const { inputs, settings, workspace } = context;
  const access = readAccess(inputs, settings.apiKey !== undefined, settings.dryRun);
  const read = readFolder(inputs, workspace);
  const maxMigrations = inputs.integer('max-migrations', { min: 1, max: 100_000 });
  const allowOutOfOrder = inputs.boolean('allow-out-of-order', false);
  // A dry run without the account key lists the requests it would send: only a database token reads the history.
  const historyUnread = settings.dryRun && settings.apiKey === undefined && access?.kind !== 'token';
  const folder = read && checkFolder(inputs, read, historyUnread);
  if (!access || !folder) return undefined;
  return {
    access,
    ...folder,
    maxMigrations,
    allowOutOfOrder,
    step: context,
  };
}
