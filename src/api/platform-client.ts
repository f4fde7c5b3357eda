import { connectionWhere, hostWithPort, judgeLoss, redirectNotFollowed, statusLine } from '../http/network-errors.ts';
import { readCapped, request, withDeadline, type ResponseData } from '../http/undici.ts';
import type { Connection, StepConnections } from '../http/step-connections.ts';
import type * as z from 'zod/mini';
import { ApiError, attemptMayStillRun, managementAnswersItself } from './api-error.ts';
import { systemClock, type Clock } from './clock.ts';
import { RateLimitGate } from '../http/rate-limit.ts';
import {
  RESPONSE_SCHEMAS,
  requestLine,
  type ApiRequest,
  type BodilessRequest,
  type MaybeEmptyRequest,
  type ResponseModel,
} from './requests.ts';
import { statesError, summariseErrorBody } from './error-body.ts';
import { TRANSIENT_STATUSES, retryAfter } from '../http/retry-policy.ts';
import { withRetries, type AttemptFailure, type AttemptOutcome } from '../http/retry-loop.ts';
import { attemptLimit, type Deadline } from '../http/deadline.ts';
import { excerpt, formatSeconds, messageOf } from '../http/wording.ts';

/** The body a request's success carries, as its model's schema reads it. */
export type ResponseBody<Model extends ResponseModel> = z.infer<Awaited<ReturnType<(typeof RESPONSE_SCHEMAS)[Model]>>>;

export interface HttpResult<T> {
  status: number;
  /** Undefined only for a status the request lists in `emptyStatuses` (204). */
  body: T;
  /**
   * True when an earlier attempt may have done the work (its answer lost after the request was
   * sent, a success whose body failed, or a server error): this answer can then describe that
   * attempt's effect ("exists", 404 "gone") rather than ours.
   */
  repeatedAfterLoss?: boolean;
}

/**
 * Reads a success body as it arrives. Called afresh for every attempt, so it must start over
 * each time; it throws an ApiError when the body is not what it expects, and a ConsumerFailure
 * when what it does with the body fails.
 */
export type BodyConsumer<R> = (
  body: AsyncIterable<Uint8Array>,
  context: { describe: string; status: number; attempt: number },
) => Promise<R>;

/**
 * A consumer's own failure (the file it writes the body to is full), not the body's: thrown as it
 * is, neither retried (asking again would not free the disk) nor worded as the request's loss.
 */
export class ConsumerFailure extends Error {
  constructor(cause: unknown) {
    super(messageOf(cause), { cause });
    this.name = 'ConsumerFailure';
  }
}

export interface PlatformClientOptions {
  baseUrl: URL;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  maxAttempts: number;
  onRetry?: (message: string) => void;
  /** Told the status of every response, so the caller can report the last one. */
  onResponse?: (status: number) => void;
  /** Scrubs every secret from a body whole, before any of it is cut for a message (a cut copy no longer matches). */
  redact?: (text: string) => string;
  rateLimitDeadlineMs?: number;
  maxBodyBytes?: number;
  /** The step's connections, which close the client's when the step ends; its proxy names the route in messages. */
  connections: StepConnections;
  /** Most connections kept to the API at once; the default is one per request in flight. */
  maxConnections?: number;
  /** Waits between attempts, and the date a Retry-After date is measured from. */
  clock?: Clock;
}

/**
 * The most a buffered answer may hold: far above any documented answer, far below what would
 * exhaust a runner. A request whose answer carries a whole script (an active release, the saved
 * code: up to MAX_RELEASE_BYTES once JSON-escaped) names its own larger cap; the audit log and
 * the release list, whose pages can be larger still, are streamed and capped per entry instead.
 */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** A step waits for the API's rate limit at most this long in all, whatever each request's attempts. */
const RATE_LIMIT_DEADLINE_MS = 120_000;
const MAX_IN_FLIGHT = 32;

/**
 * A failed attempt as the exchange reports it: a transport failure carries its retry line's
 * reason (an answered one is named by its status); the retry path adds the rate limit.
 */
type FailedAttempt = Omit<AttemptFailure<ApiError>, 'reason' | 'limitedBy'> & { reason?: string };

/** How one call is sent, beside what `requests.ts` describes. */
export interface SendOptions {
  /** The end of the poll a read belongs to (see Deadline); a write ignores it. */
  deadline?: Deadline | undefined;
}

/** One attempt's bound, and where a bound shorter than the request's own comes from. */
type AttemptBound = ReturnType<typeof attemptLimit>;

/**
 * The platform's management API. It knows nothing of GitHub Actions: it sends the requests
 * described in `requests.ts` (the key header, bounded retries) and returns the status with the
 * body checked against the request's model.
 */
export class PlatformClient {
  readonly #options: PlatformClientOptions;
  readonly #connection: Connection;
  readonly #clock: Clock;
  readonly #gate: RateLimitGate;
  readonly #redact: (text: string) => string;

  constructor(options: PlatformClientOptions) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#redact = options.redact ?? ((text) => text);
    this.#gate = new RateLimitGate({
      clock: this.#clock,
      maxInFlight: options.maxConnections ?? MAX_IN_FLIGHT,
      deadlineMs: options.rateLimitDeadlineMs ?? RATE_LIMIT_DEADLINE_MS,
    });
    this.#connection = options.connections.open(options.baseUrl, {
      // Bounded so that N concurrent requests reuse N kept-alive connections instead of
      // opening new ones while earlier ones are still being returned to the pool.
      ...(options.maxConnections === undefined ? {} : { connections: options.maxConnections }),
      timeoutMs: options.timeoutMs,
    });
  }

  /** "api.bunny.net:443", and the proxy when one carries the connection (never its credentials). */
  #where(): string {
    return connectionWhere(hostWithPort(this.#options.baseUrl), this.#connection.proxy);
  }

  /** The request's own wait when it is longer than the step's (a slow order), else the step's. */
  #timeoutMs(call: ApiRequest): number {
    return Math.max(this.#options.timeoutMs, call.minTimeoutMs ?? 0);
  }

  get rateLimit(): { waitedMs: number; limited: number } {
    return { waitedMs: this.#gate.waitedMs, limited: this.#gate.limitedCount };
  }

  send(request: BodilessRequest, options?: SendOptions): Promise<HttpResult<undefined>>;
  send<Model extends ResponseModel>(
    request: MaybeEmptyRequest<Model>,
    options?: SendOptions,
  ): Promise<HttpResult<ResponseBody<Model> | undefined>>;
  send<Model extends ResponseModel>(request: ApiRequest<Model>, options?: SendOptions): Promise<HttpResult<ResponseBody<Model>>>;
  send<Model extends ResponseModel>(
    request: ApiRequest<Model>,
    options: SendOptions = {},
  ): Promise<HttpResult<ResponseBody<Model> | undefined>> {
    return this.#withRetries(request, undefined, options);
  }

  /**
   * Sends a request whose success body is read as a stream by `consume` (see
   * `audit-log-stream.ts`), never held whole, and checked by `consume` itself. Kept apart from
   * `send` on purpose: a streamed body is bounded by what `consume` holds at once (one entry),
   * not by a total size. A body that fails part-way is asked for again when the request is safe
   * to repeat; `consume` starts over on each attempt.
   */
  stream<R>(request: ApiRequest, consume: BodyConsumer<R>): Promise<HttpResult<R>> {
    return this.#withRetries(request, consume);
  }

  async #withRetries<T>(call: ApiRequest, consume?: BodyConsumer<T>, options: SendOptions = {}): Promise<HttpResult<T>> {
    const describe = requestLine(call);
    const gate = this.#gate;
    // Only a read is cut to a poll's deadline: a write cut short would leave its outcome unknown.
    const deadline = call.method === 'GET' ? options.deadline : undefined;
    // Set by the attempts below, in a closure the type checker does not follow.
    let landed = false as boolean;
    // Sticky like `landed`: a later attempt's own 500 does not end an earlier one the API never answered.
    let stillRunning = false as boolean;
    const result = await withRetries<HttpResult<T>, ApiError>(
      {
        describe,
        maxAttempts: this.#options.maxAttempts,
        sleep: (ms) => this.#clock.sleep(ms),
        gates: [gate],
        deadline: deadline && { at: deadline.at, now: () => this.#clock.now() },
        onRetry: this.#options.onRetry,
        limitSpent: (error) =>
          error.withMessage(
            `${error.message} (the step has waited ${formatSeconds(gate.waitedMs)} for the API's rate limit in all, its limit is ${formatSeconds(gate.deadlineMs)}; try again later)`,
          ),
        // A "not ready yet" status that outlasted every attempt says so, rather than only its status.
        giveUp: ({ error, retryable }, attempts) =>
          retryable && error.status !== undefined && call.notReadyStatuses?.includes(error.status)
            ? new ApiError(`${describe} answered ${statusLine(error.status)} ${attempts} time(s): not ready yet. Try again later.`, {
                ...error,
                hints: [...error.hints, 'more-attempts'],
                cause: error,
              })
            : error,
      },
      async (attempt): Promise<AttemptOutcome<HttpResult<T>, ApiError>> => {
        const bound = attemptLimit(deadline, this.#timeoutMs(call), this.#clock.now());
        const outcome = await withDeadline(bound.timeoutMs, (signal) => this.#exchange(call, describe, attempt, bound, signal, consume));
        if (!('error' in outcome)) return { ok: true, value: outcome };
        const { retryable, retryAfterMs, maybeProcessed } = outcome;
        // The request may have landed once any attempt may have: sent and its answer lost, or
        // answered a success (whose body failed) or a server error. A 3xx or 4xx did nothing.
        const { status } = outcome.error;
        const mayHaveActed = maybeProcessed === true || (status !== undefined && (status < 300 || status >= 500));
        landed ||= mayHaveActed;
        stillRunning ||= mayHaveActed && attemptMayStillRun(outcome.error, managementAnswersItself);
        const error = landed
          ? new ApiError(outcome.error.message, {
              ...outcome.error,
              cause: outcome.error.cause,
              mayHaveLanded: true,
              mayStillRun: stillRunning,
            })
          : outcome.error;
        // A 429 pauses every request of the step (see RateLimitGate); other failures only this one.
        const limited = error.status === 429 && retryable;
        const reason = outcome.reason ?? (status === undefined ? error.message : statusLine(status));
        return {
          ok: false,
          error,
          retryable,
          reason,
          retryAfterMs,
          maybeProcessed: maybeProcessed ?? false,
          limitedBy: limited
            ? { gate, who: 'rate limited, not counted as an attempt', waits: 'every request of the step waits' }
            : undefined,
        };
      },
    );
    return result.repeatedAfterLoss || landed ? { ...result.value, repeatedAfterLoss: true } : result.value;
  }

  #url(call: ApiRequest): URL {
    const base = this.#options.baseUrl;
    const url = new URL(base.pathname.replace(/\/+$/, '') + call.path, base);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, item);
      else url.searchParams.append(name, String(value));
    }
    return url;
  }

  async #exchange<T>(
    call: ApiRequest,
    describe: string,
    attempt: number,
    bound: AttemptBound,
    signal: AbortSignal,
    consume?: BodyConsumer<T>,
  ): Promise<HttpResult<T> | FailedAttempt> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': this.#options.userAgent,
    };
    // A script-scoped credential replaces the key on the requests that carry one; a step
    // without a key (a keyless publish) sends no AccessKey at all.
    if (call.credential !== undefined) headers[call.credential.header] = call.credential.value;
    else if (this.#options.apiKey !== '') headers['AccessKey'] = this.#options.apiKey;
    const body = call.body === undefined ? null : JSON.stringify(call.body);
    if (call.body !== undefined || call.jsonContentType) headers['Content-Type'] = 'application/json';
    // The body's schema starts loading now: import() reads and compiles its chunk at once, and
    // running zod's and the model's module code waits for the answer (the round trip hides it).
    // A streamed body is its consumer's to check.
    const schema: Promise<z.ZodMiniType<T>> | undefined =
      consume || call.response === undefined ? undefined : (RESPONSE_SCHEMAS[call.response]() as Promise<z.ZodMiniType<T>>);
    schema?.catch(() => {}); // a failed load is reported where the body is checked
    let response: ResponseData;
    try {
      // The connection's own timeouts are the step's: a slower request lifts them for itself.
      const limit = bound.timeoutMs;
      const options = { method: call.method, headers, body, signal, headersTimeout: limit, bodyTimeout: limit };
      response = await request(this.#connection.dispatcher, this.#url(call), options);
    } catch (cause) {
      return this.#transportFailure(call, describe, attempt, bound, cause);
    }

    const { statusCode: status } = response;
    this.#options.onResponse?.(status);
    if (consume && call.okStatuses.includes(status)) {
      try {
        return { status, body: await consume(response.body, { describe, status, attempt }) };
      } catch (cause) {
        // The consumer's own verdict on the body is final, as its own failure is; anything else is the body not arriving.
        if (cause instanceof ConsumerFailure) throw cause;
        if (cause instanceof ApiError) return { retryable: false, error: cause };
        return this.#transportFailure(call, describe, attempt, bound, cause, status);
      }
    }
    // A request whose answer may be bigger lifts the cap for itself, as a slower one lifts the timeout.
    const maxBytes = Math.max(this.#options.maxBodyBytes ?? MAX_BODY_BYTES, call.maxBodyBytes ?? 0);
    let read: Awaited<ReturnType<typeof readCapped>>;
    try {
      read = await readCapped(response.body, maxBytes);
    } catch (cause) {
      return this.#transportFailure(call, describe, attempt, bound, cause, status);
    }
    if (read.cut) {
      const why = `the answer was larger than ${Math.round(maxBytes / 1024 / 1024)} MiB, more than any answer of this API, so it was not read further`;
      return invalid(describe, status, attempt, why);
    }
    const text = read.text();
    const contentType = String(response.headers['content-type'] ?? '');

    if (call.okStatuses.includes(status)) {
      // Only a request without a model, or one that lists this status as empty, gets no body; its caller's type says so.
      if (!schema || call.emptyStatuses?.includes(status)) return { status, body: undefined as T };
      if (text.trim() === '') return invalid(describe, status, attempt, 'the body is empty');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return invalid(describe, status, attempt, `the body is not JSON (${excerpt(text, this.#redact, 80)})`);
      }
      const parsed = (await schema).safeParse(json);
      if (!parsed.success) {
        return { retryable: false, error: shapeError({ describe, status, attempt }, shapeIssues(parsed.error)) };
      }
      return { status, body: parsed.data };
    }

    if (status >= 300 && status < 400) {
      const location = String(response.headers['location'] ?? '');
      return {
        retryable: false,
        error: new ApiError(
          `${describe} answered ${statusLine(status)}, a redirect${location ? ` to ${safeLocation(this.#redact(location))}` : ''}. ` +
            redirectNotFollowed('the API key'),
          { kind: 'redirect', request: describe, status, attempts: attempt, hints: ['base-url'] },
        ),
      };
    }

    const summary = await summariseErrorBody(this.#redact(text), contentType);
    // A "not ready" answer that states an error is that error: asking again would only hide it.
    const notReady = (call.notReadyStatuses?.includes(status) ?? false) && !statesError(summary);
    const { waitMs: retryAfterMs, tooLong } = retryAfter(response.headers['retry-after'], this.#clock.date().getTime());
    const retryable = tooLong === undefined && (notReady || status === 429 || (call.repeatSafe && TRANSIENT_STATUSES.has(status)));
    let message = `${describe} answered ${statusLine(status)}`;
    if (summary.message) message += `: ${summary.message}`;
    if (tooLong) message += ` ${tooLong}`;
    const tags = [
      summary.errorKey && summary.errorKey !== summary.message ? `ErrorKey ${summary.errorKey}` : '',
      summary.field ? `field ${summary.field}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    if (tags) message += ` (${tags})`;
    for (const detail of summary.details) message += `\n  - ${detail}`;
    // The account key was refused only where it was sent: a script's own credential is its caller's to explain.
    const keyRefused = status === 401 && call.credential === undefined && this.#options.apiKey !== '';
    return {
      retryable,
      retryAfterMs,
      error: new ApiError(message, {
        kind: 'http',
        request: describe,
        status,
        errorKey: summary.errorKey,
        field: summary.field,
        apiMessage: summary.message,
        details: summary.details,
        attempts: attempt,
        hints: keyRefused ? ['account-key-refused'] : [],
      }),
    };
  }

  /** `status` is given when the status line arrived and the body did not. */
  #transportFailure(
    call: ApiRequest,
    describe: string,
    attempt: number,
    bound: AttemptBound,
    cause: unknown,
    status?: number,
  ): FailedAttempt {
    const loss = judgeLoss(
      cause,
      { where: this.#where(), connectLimitMs: this.#options.timeoutMs, limitMs: bound.timeoutMs, limitNote: bound.limitNote },
      status,
    );
    const network = { kind: 'network', request: describe, attempts: attempt, cause } as const;
    const hints = loss.failure.kind === 'tls' ? (['base-url'] as const) : [];
    if (!loss.maybeProcessed)
      return { retryable: loss.retryable, reason: loss.phrase, error: new ApiError(`${describe}: ${loss.phrase}`, { ...network, hints }) };
    const { what } = loss;
    if (!call.repeatSafe) {
      return {
        retryable: false,
        maybeProcessed: true,
        error: new ApiError(
          status === undefined
            ? `${describe}: ${what} after the request was sent, so it may have been carried out; it was not repeated`
            : `${describe} ${what}; it was not repeated`,
          { ...network, kind: 'outcome-unknown', status },
        ),
      };
    }
    return {
      // A read the runner's cancel cut off is not asked again: the step has ended.
      retryable: loss.retryable,
      maybeProcessed: true,
      reason: what,
      error: new ApiError(status === undefined ? `${describe}: ${what}` : `${describe} ${what}`, { ...network, kind: loss.kind, status }),
    };
  }
}

function invalid(describe: string, status: number, attempt: number, why: string): FailedAttempt {
  return { retryable: false, error: invalidResponse({ describe, status, attempt }, why) };
}

/** The first issues zod found in a body, each at its path (under `prefix`, where the body stood in a page). */
export function shapeIssues(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }, prefix = ''): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${[...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/** A success status whose body is not what the API documents. */
export function invalidResponse(context: { describe: string; status: number; attempt: number }, why: string): ApiError {
  return new ApiError(`${context.describe} answered ${statusLine(context.status)} but ${why}`, {
    kind: 'invalid-response',
    request: context.describe,
    status: context.status,
    attempts: context.attempt,
  });
}

/** Origin and path of a redirect target, without query or credentials. */
function safeLocation(location: string): string {
  try {
    const url = new URL(location, 'http://relative.invalid');
    return url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    return 'an unreadable address';
  }
}

/** A body (or a page of one) that is JSON, but not of the documented shape. */
export const shapeError = (context: { describe: string; status: number; attempt: number }, why: string) =>
  invalidResponse(context, `the body is not of the documented shape: ${why}`);
