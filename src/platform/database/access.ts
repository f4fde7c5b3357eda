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

/** Whether the database's error says the token may not write (libSQL answers a read-only token's write so). */
export function refusesWrite(message: string, code: string | undefined): boolean {
  return /read.?only|not authori[sz]ed|forbidden|SQLITE_AUTH|SQLITE_READONLY/i.test(`${code ?? ''} ${message}`);
}
