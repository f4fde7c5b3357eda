import { randomBytes } from 'node:crypto';
import { GenerateTokenDatabaseV2Response, ReadDatabaseV2Response } from '../../emulator/database/schemas.ts';
import { refusesWrite } from '../../src/platform/database/access.ts';
import { pipelinePath, sqlApiBase } from '../../src/platform/database/database-url.ts';
import { HISTORY_EXISTS, HISTORY_TABLE } from '../../src/platform/database/history.ts';
import { execute, pipeline, readPipelineAnswer, text, type PipelineBody, type StreamResult } from '../../src/platform/database/hrana.ts';
import { batchOutcome, migrationBatch } from '../../src/platform/database/migration-batch.ts';
import { splitStatements } from '../../src/platform/database/statements.ts';
import type { Answer, ApiClient } from './http.ts';
import { isObject, type RoundTrip, type RouteUse, type Runner } from './steps.ts';

/*
 * The database half of the round trip, on a scratch database: read it for its URL, mint a
 * read-only and a full-access token (each expiring in five minutes), read the migration
 * history over the SQL API with the first, see a write refused for it, then apply a one-file
 * migration as migrate-database sends it (its batch, its history row) with the second, and put
 * back what it wrote: the table, the history row, and the history table when it made it.
 * Tokens and SQL never leave this file: a step says what it found in words.
 */

export const DATABASE_ROUTES: readonly RouteUse[] = [
  { method: 'GET', template: '/database/v2/databases/{db_id}' },
  { method: 'PUT', template: '/database/v2/databases/{db_id}/auth/generate' },
];
const PIPELINE: RouteUse = { method: 'POST', template: '/v2/pipeline' };

/** What this half cannot exercise on a live database: the run says so, so no one reads it as checked. */
export const DATABASE_NOT_EXERCISED = [
  'a batch whose answer is lost or 5xx (the action then reads the history before resending): not provoked on a live database',
  'two pipelines applying one file at once (the UNIQUE name decides): not raced on a live database',
  "a token's expiry: the minted tokens expire after the run, never during it",
];

/** One pipeline over the SQL API with a bearer token, as the contract's other requests: statuses and bodies, never printed. */
async function sendPipeline(url: URL, token: string, body: PipelineBody, timeoutMs = 30_000): Promise<Answer> {
  try {
    const response = await fetch(new URL(pipelinePath(url), url.origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const textBody = await response.text();
    if (textBody.trim() === '') return { status: response.status, bodyKind: 'empty', body: undefined, contentType };
    try {
      return { status: response.status, bodyKind: 'json', body: JSON.parse(textBody) as unknown, contentType };
    } catch {
      return { status: response.status, bodyKind: 'text', body: undefined, contentType };
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    return {
      status: 0,
      bodyKind: 'none',
      body: undefined,
      contentType: '',
      error: name === 'TimeoutError' ? 'no answer' : 'network error',
    };
  }
}

const results = (answer: Answer, expected: number): StreamResult[] | string => readPipelineAnswer(answer.body, expected);

export async function databaseHalf(client: ApiClient, databaseId: string, run: Runner, result: RoundTrip): Promise<void> {
  const [readRoute, generateRoute] = DATABASE_ROUTES as [RouteUse, RouteUse];
  const dbPath = `/database/v2/databases/${encodeURIComponent(databaseId)}`;
  const read = await run('read-database', readRoute, [200], () => client.send('GET', dbPath), undefined, ReadDatabaseV2Response);
  const url = isObject(read.answer.body) && isObject(read.answer.body['db']) ? read.answer.body['db']['url'] : undefined;
  if (!read.ok || typeof url !== 'string') return;
  let base: URL;
  try {
    base = sqlApiBase(url);
  } catch {
    result.leftovers.push('the database URL the read gave is not one the SQL API can be reached at: nothing was written');
    return;
  }
  const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
  const tokenOf = (answer: Answer) => (isObject(answer.body) && typeof answer.body['token'] === 'string' ? answer.body['token'] : '');
  const mint = (authorization: string) => () =>
    client.send('PUT', `${dbPath}/auth/generate`, { body: { authorization, expires_at: expiresAt } });
  const hasToken = (answer: Answer) => (tokenOf(answer) ? undefined : 'the answer has no token');
  const readOnly = await run('mint-read-only', generateRoute, [200, 201], mint('read-only'), hasToken, GenerateTokenDatabaseV2Response);
  const full = await run('mint-full-access', generateRoute, [200, 201], mint('full-access'), hasToken, GenerateTokenDatabaseV2Response);
  if (!readOnly.ok || !full.ok) return;

  const history = await run(
    'sql-read-history',
    PIPELINE,
    [200],
    () => sendPipeline(base, tokenOf(readOnly.answer), pipeline(execute(HISTORY_EXISTS, [text(HISTORY_TABLE)]))),
    (answer) => {
      const read = results(answer, 2);
      if (typeof read === 'string') return `the pipeline's answer is not of the shape the action reads: ${read}`;
      return read[0]?.type === 'ok' ? undefined : 'the history read was refused for a read-only token';
    },
  );
  if (!history.ok) return;
  const tableExisted = (() => {
    const read = results(history.answer, 2);
    const first = typeof read === 'string' ? undefined : read[0];
    return first?.type === 'ok' && first.response.type === 'execute' && first.response.result.rows.length > 0;
  })();

  const scratch = `contract_check_${randomBytes(4).toString('hex')}`;
  await run(
    'sql-read-only-refused',
    PIPELINE,
    [200],
    () => sendPipeline(base, tokenOf(readOnly.answer), pipeline(execute(`CREATE TABLE ${scratch} (id INTEGER)`))),
    (answer) => {
      const read = results(answer, 2);
      if (typeof read === 'string') return `the pipeline's answer is not of the shape the action reads: ${read}`;
      const first = read[0];
      if (first?.type !== 'error') return 'a read-only token was allowed to write';
      return refusesWrite(first.error)
        ? undefined
        : "the refusal's words are not those the action names as a read-only token's (see refusesWrite)";
    },
  );

  const name = `${scratch}.sql`;
  const statements = splitStatements(`CREATE TABLE ${scratch} (id INTEGER PRIMARY KEY);\nINSERT INTO ${scratch} (id) VALUES (1);`);
  try {
    await run(
      'sql-apply-migration',
      PIPELINE,
      [200],
      () => sendPipeline(base, tokenOf(full.answer), pipeline(migrationBatch(name, 'contract-check', statements))),
      (answer) => {
        const read = results(answer, 2);
        if (typeof read === 'string') return `the pipeline's answer is not of the shape the action reads: ${read}`;
        const first = read[0];
        if (first?.type !== 'ok' || first.response.type !== 'batch') return 'the batch was not answered with a batch result';
        const outcome = batchOutcome(first.response.result, statements);
        return outcome.ok ? undefined : `the migration's batch did not commit (stopped at ${outcome.at})`;
      },
    );
  } finally {
    const cleanup = [
      execute(`DROP TABLE IF EXISTS ${scratch}`),
      tableExisted
        ? execute(`DELETE FROM "${HISTORY_TABLE}" WHERE name = ?`, [text(name)])
        : execute(`DROP TABLE IF EXISTS "${HISTORY_TABLE}"`),
    ];
    const answer = await sendPipeline(base, tokenOf(full.answer), pipeline(...cleanup));
    const read = results(answer, 3);
    if (typeof read !== 'string' && read.slice(0, 2).every((entry) => entry.type === 'ok'))
      result.cleanup.push(
        `dropped the scratch table and its history row${tableExisted ? '' : ' (and the history table the round trip made)'}`,
      );
    else result.leftovers.push(`the table ${scratch} and the history row ${name} may be left on the scratch database: drop them by hand`);
  }
}
