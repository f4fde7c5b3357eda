import type { Clock } from '../../api/clock.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';

/** A minted token lives no longer than the step needs it: the platform's CLI gives its own sessions 15 minutes too. */
const MINTED_TOKEN_MINUTES = 15;

/**
 * The database's URL and a token for it that expires within MINTED_TOKEN_MINUTES, handed to
 * `onSecret` (masked) before anything else is done with the answer.
 */
export async function reachDatabase(
  client: PlatformClient,
  databaseId: string,
  clock: Clock,
  onSecret: (value: string) => void,
  authorization: 'full-access' | 'read-only',
): Promise<{ token: string; url: string }> {
  const explain = (error: unknown) =>
    Promise.reject(
      explainNotFound(
        error,
        `No database has the id ${databaseId}. Check database-id (db_<ulid>, as the dashboard and \`bunny db list\` show it).`,
      ),
    );
  const expiresAt = new Date(clock.date().getTime() + MINTED_TOKEN_MINUTES * 60_000).toISOString();
  const { token } = (await client.send(requests.generateDatabaseToken(databaseId, { authorization, expires_at: expiresAt })).catch(explain))
    .body;
  onSecret(token);
  return { token, url: (await client.send(requests.database(databaseId)).catch(explain)).body.db.url };
}

/**
 * The kind a token says it is, when it says: libSQL's tokens are JWTs whose claim `a` is `ro`
 * for read-only access (full access leaves it out or says `rw`). Undefined when the token is
 * not a JWT this can read: the database's own refusal then says it.
 */
export function tokenKind(token: string): 'read-only' | 'full-access' | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) return undefined;
    return (claims as Record<string, unknown>)['a'] === 'ro' ? 'read-only' : 'full-access';
  } catch {
    return undefined;
  }
}

/** SQLite's codes for a statement its authorizer denied (SQLITE_AUTH, as libSQL denies a read-only token's write) or a read-only connection refused. */
const REFUSAL_CODES: ReadonlySet<string> = new Set(['SQLITE_AUTH', 'SQLITE_READONLY']);
/** libSQL's server's own refusal of a token's rights, which carries no code: its message starts so. */
const REFUSAL_WORDING = /^Not authorized to execute query\b/;

/**
 * Whether the database's error is its refusal of the token's rights: by its code, or libSQL's
 * own wording at the start of the message; never by words found anywhere in it, which a
 * statement's own error may hold (`no such column: read_only`).
 */
export function refusesWrite(error: { message: string; code?: string | undefined }): boolean {
  return (error.code !== undefined && REFUSAL_CODES.has(error.code)) || REFUSAL_WORDING.test(error.message);
}
