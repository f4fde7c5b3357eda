import { ApiError, attemptMayStillRun, type AnswersItself } from '../../api/api-error.ts';
import type { ClientStep, Connection } from '../../http/step-connections.ts';
import { judgeLoss, redirectNotFollowed, statusLine } from '../../http/network-errors.ts';
import { confirmAfterLoss, lookFor, withRetries, type AttemptOutcome } from '../../http/retry-loop.ts';
import { judgeRefusal } from '../../http/retry-policy.ts';
import { requestBuffered } from '../../http/undici.ts';
import { excerpt, firstLine, type Scrub } from '../../http/wording.ts';
import { withoutSql } from './database-said.ts';
import { pipelinePath } from './database-url.ts';
import { readPipelineAnswer, type PipelineBody, type StreamResult } from './hrana.ts';

export interface SqlClientOptions {
  /** The SQL API's base (`https://<id>.lite.bunnydb.net`), from sqlApiBase. */
  base: URL;
  /** The database token, sent as `Authorization: Bearer`; never put in a message. */
  token: string;
  userAgent: string;
  /** The step: its connections (the route to the database host is decided there), limits, clock and log. */
  step: ClientStep;
}

/**
 * A pipeline's answers, or that a write's work was found on the database after its answer was
 * lost. `repeatedAfterLoss`: an attempt before the answered one lost its answer once sent, so
 * that attempt's work may be what the answered one ran into (its own history row).
 */
export type PipelineOutcome =
  { results: StreamResult[]; foundLanded?: undefined; repeatedAfterLoss: boolean } | { results?: undefined; foundLanded: true };

/** What one attempt, or the history read before it, gives. */
type Answer = { results: StreamResult[] } | { foundLanded: true };

/** What a write whose answer was lost comes to once the history was read for it. */
const AFTER_LOSS = {
  absent: 'read after, the history does not hold it, so it was not applied',
  unknown: 'whether it was applied is unknown: the history read to check failed too',
};
/** A request whose answer was lost may still be running: its commit can come after the read. */
export const NOT_YET = 'the history does not hold it yet, so it may still be applied: re-run to find out, do not edit the file';

/**
 * A lost write whose history could not be read: it may have been applied, so it is never sent
 * again, and the failure names both the loss and the read's own failure. `mayHaveLanded` tells
 * the caller the outcome is unknown, not that nothing happened.
 */
function outcomeUnknown(loss: ApiError, readFailed: unknown): ApiError {
  return new ApiError(`${loss.message}; ${AFTER_LOSS.unknown} (${firstLine(readFailed)})`, { ...loss, cause: loss, mayHaveLanded: true });
}

/** The SQL API gives no 5xx itself: its 5xx are a gateway's in place of the database's answer. */
const databaseAnswersItself: AnswersItself = (status) => status < 500;

/**
 * A write one of whose requests went out and got no answer from the database (a timeout, a
 * dropped connection, a gateway's 5xx), which the history does not hold when read: the request
 * may still be running on the database, so the write's outcome is unknown, not "not applied".
 */
function notLandedYet(last: ApiError, lost: ApiError): ApiError {
  const which = last === lost ? 'the answer was lost' : `an earlier attempt's answer was lost (${lost.message})`;
  return new ApiError(`${last.message}; ${which}; ${NOT_YET}`, { ...last, cause: last, mayHaveLanded: true });
}

/** Largest answer read: a history of thousands of rows is well below it. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;

/**
 * The database's SQL API (libSQL's Hrana over HTTP) on the action's HTTP layer: its
 * connection factory (the runner's proxy), its one retry loop (max-attempts, backoff,
 * Retry-After), its bounded reads and its wording. A pipeline that only reads is asked again
 * after a 5xx or a lost answer; one that writes is asked again only once the caller has read
 * the database and found its work not there.
 */
export class SqlClient {
  readonly #options: SqlClientOptions;
  readonly #connection: Connection;
  readonly #path: string;
  /** "POST /v2/pipeline on <host>": how messages name the request; never the token or the SQL. */
  readonly #describe: string;

  constructor(options: SqlClientOptions) {
    this.#options = options;
    this.#path = pipelinePath(options.base);
    this.#describe = `POST ${this.#path} on ${options.base.host}`;
    this.#connection = options.step.http.open(options.base, { connections: 2, connectTimeoutMs: options.step.settings.timeoutMs });
  }

  close(): Promise<void> {
    return this.#connection.close();
  }

  readonly #scrub: Scrub = (text) => {
    const scrubbed = this.#options.step.log.redact(text);
    return this.#options.token ? scrubbed.split(this.#options.token).join('***') : scrubbed;
  };

  /**
   * Sends a pipeline. One that writes gives `landed`, which reads the database and says whether
   * the pipeline's work is there: called before any resend after a lost answer, and when the
   * attempts are spent. When that read fails, or finds nothing after a request whose answer
   * never came (it may still be running, and commit after the read), the write ends with an
   * ApiError whose `mayHaveLanded` is set: its outcome is unknown.
   */
  async pipeline(body: PipelineBody, landed?: () => Promise<boolean>): Promise<PipelineOutcome> {
    const { clock } = this.#options.step;
    /** The last failure of an attempt that may have done the work: what an unknown outcome names. */
    let loss: ApiError | undefined;
    /**
     * An attempt that was sent and whose answer never came, or came from a gateway (a 5xx, a 504
     * above all, which a gateway answers when it stops waiting): that request may still be running.
     */
    let inFlight: ApiError | undefined;
    const confirm = confirmAfterLoss(landed, AFTER_LOSS, outcomeUnknown);
    const result = await withRetries<Answer, ApiError>(
      {
        describe: this.#describe,
        maxAttempts: this.#options.step.settings.maxAttempts,
        sleep: (ms) => clock.sleep(ms),
        onRetry: (line) => this.#options.step.log.info(line),
        limitSpent: (error) => error,
        giveUp: async (failure, attempts, lost) => {
          if (!landed || !inFlight) return confirm(failure, attempts, lost);
          // Absent from the history, a request still running is not a write that did not happen.
          const found = await lookFor(landed);
          if (found === true) return { recovered: true };
          return found === false ? notLandedYet(failure.error, inFlight) : outcomeUnknown(failure.error, found.readFailed);
        },
      },
      async (attempt): Promise<AttemptOutcome<Answer, ApiError>> => {
        // The answer of an attempt before was lost: read the database before sending the write again.
        if (loss && landed) {
          const found = await lookFor(landed);
          if (found === true) return { ok: true, value: { foundLanded: true } };
          // Unread, the history cannot say the write is not there: sending it again might apply it twice.
          if (found !== false) throw outcomeUnknown(loss, found.readFailed);
        }
        const outcome = await this.#attempt(body, attempt, landed !== undefined);
        if (!outcome.ok && outcome.maybeProcessed) loss = outcome.error;
        // A 2xx that could not be read is not one: the database answered it once it had finished.
        if (!outcome.ok && outcome.maybeProcessed && attemptMayStillRun(outcome.error, databaseAnswersItself)) inFlight = outcome.error;
        return outcome;
      },
    );
    if (result.recovered || 'foundLanded' in result.value) return { foundLanded: true };
    return { results: result.value.results, repeatedAfterLoss: result.repeatedAfterLoss };
  }

  async #attempt(body: PipelineBody, attempt: number, writes: boolean): Promise<AttemptOutcome<Answer, ApiError>> {
    const { timeoutMs } = this.#options.step.settings;
    const describe = this.#describe;
    // A 2xx came from past the gateway, so a write may have run even though its answer cannot be read: the caller reads the history before deciding.
    const invalid = (why: string, reason: string) =>
      ({
        ok: false,
        retryable: false,
        reason,
        maybeProcessed: writes,
        error: new ApiError(`${describe} answered ${why}`, { kind: 'invalid-response', request: describe, status }),
      }) as const;
    let answer;
    let status: number | undefined;
    let bytes: Buffer | undefined;
    try {
      answer = await requestBuffered(
        this.#connection.dispatcher,
        { origin: this.#options.base.origin, path: this.#path },
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${this.#options.token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'User-Agent': this.#options.userAgent,
          },
          body: JSON.stringify(body),
          timeoutMs,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          maxBodyBytes: MAX_ANSWER_BYTES,
        },
      );
      status = answer.statusCode;
      this.#options.step.onResponse?.(status);
      bytes = await answer.body;
    } catch (cause) {
      return this.#lost(attempt, cause, status);
    }
    const text = bytes?.toString('utf8') ?? '';
    if (status >= 200 && status < 300) {
      if (bytes === undefined)
        return invalid(`${statusLine(status)} but the answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`, 'answer too large');
      const results = readPipelineAnswer(jsonOf(text), body.requests.length);
      if (typeof results === 'string')
        return invalid(`${statusLine(status)} but not as the SQL API's pipeline answers: ${results}`, 'invalid answer');
      return { ok: true, value: { results } };
    }
    // A server that cannot read the request may quote the part it choked on, SQL included.
    const said = excerpt(withoutSql(errorText(text.slice(0, MAX_ERROR_BYTES))), this.#scrub, 300);
    let message = `${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}`;
    if (status === 401 || status === 403)
      message += '\nThe database refused the token: it may have expired, been revoked, or belong to another database.';
    if (status >= 300 && status < 400) message += `. ${redirectNotFollowed('the token')}`;
    const error = new ApiError(message, { kind: 'http', request: describe, status, apiMessage: said || undefined, attempts: attempt });
    const { retryAfterMs, retryable } = judgeRefusal(status, answer.headers['retry-after'], this.#options.step.clock.date().getTime());
    // A 5xx of a write may come after the work was done (a gateway's late error): the caller looks in the history before
    // asking again, and before giving up, even when it may not ask again (a 501, a Retry-After longer than it waits).
    return { ok: false, error, reason: statusLine(status), retryAfterMs, retryable, maybeProcessed: writes && status >= 500 };
  }

  #lost(attempt: number, cause: unknown, status?: number): AttemptOutcome<Answer, ApiError> {
    const describe = this.#describe;
    const { host } = this.#options.base;
    const limitMs = this.#options.step.settings.timeoutMs;
    const loss = judgeLoss(cause, { where: host, connectLimitMs: limitMs, limitMs }, status);
    const what =
      loss.failure.kind === 'tls'
        ? `the TLS connection to ${host} failed (${loss.failure.code}), so nothing was sent; check database-url`
        : loss.what;
    const error = new ApiError(`${describe}: ${what}`, { kind: loss.kind, request: describe, attempts: attempt, cause });
    return { ok: false, error, retryable: loss.retryable, reason: loss.phrase, maybeProcessed: loss.maybeProcessed };
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The SQL API's error body (`{"error": "..."}`, or `{"message": "..."}`), or the text as it is (not JSON: a proxy's page, shown short). */
function errorText(text: string): string {
  const parsed = jsonOf(text) as { error?: unknown; message?: unknown } | null | undefined;
  const said = parsed?.error ?? parsed?.message;
  return typeof said === 'string' ? said : text;
}
