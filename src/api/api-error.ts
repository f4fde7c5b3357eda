/**
 * Why a call failed. `http`: the API answered with an error status; `redirect`: it answered
 * 3xx, which is never followed; `network`/`timeout`: no usable answer; `outcome-unknown`: a
 * call that is not safe to repeat lost its answer after it was sent; `invalid-response`: a
 * success status with a body that is not what the API documents.
 */
import { GATEWAY_STATUSES } from '../http/network-errors.ts';
import { messageOf, type Hint } from '../http/wording.ts';

/** What an ApiError is made of: its own fields (`kind` and `request` always) and the failure behind it. */
type ApiErrorInit = Pick<ApiError, 'kind' | 'request'> &
  Partial<
    Pick<
      ApiError,
      | 'status'
      | 'errorKey'
      | 'field'
      | 'apiMessage'
      | 'details'
      | 'attempts'
      | 'hints'
      | 'mayHaveLanded'
      | 'mayStillRun'
      | 'readAcceptedBefore'
    >
  > & {
    cause?: unknown;
  };

export class ApiError extends Error {
  readonly kind!: 'http' | 'redirect' | 'network' | 'timeout' | 'outcome-unknown' | 'invalid-response';
  /** "PUT /compute/script/1/secrets": what was asked, never with a key or a body. */
  readonly request!: string;
  readonly status: number | undefined;
  readonly errorKey: string | undefined;
  readonly field: string | undefined;
  readonly apiMessage: string | undefined;
  readonly details!: readonly string[];
  readonly attempts: number | undefined;
  /** What to check, as codes the entry point words with the input they mean. */
  readonly hints!: readonly Hint[];
  /**
   * The platform may have carried the request out though it failed: an attempt was sent and its
   * answer lost, or answered a success or a server error. Only the client that made every attempt
   * knows (the management API's sets it); a writer reads the platform back before deciding anything.
   */
  readonly mayHaveLanded!: boolean;
  /**
   * Some attempt, not only the last, was sent and got no answer from the server itself (none, or a
   * gateway's): the server may still be carrying it out, so a read that does not show its work yet
   * is no proof it will not. A later attempt's own 500 ends only that attempt. Set by the management API's client
   * (PlatformClient), which made every attempt; the database's SqlClient keeps its own count of them.
   */
  readonly mayStillRun!: boolean;
  /**
   * A write refused after the same host accepted the same credentials for a read earlier in the
   * step. The client that made both requests knows it, but not where the credentials came from:
   * only a caller that does can say what the refusal means (a key that reads and cannot write).
   */
  readonly readAcceptedBefore!: boolean;

  constructor(message: string, { cause, ...init }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    Object.assign(this, { details: [], hints: [], mayHaveLanded: false, mayStillRun: false, readAcceptedBefore: false }, init);
  }

  /**
   * The same failure with a message that says what it means for the caller (which input to
   * check, whether something may have changed). Kind, status and the API's own text are kept,
   * so the outputs `status` and `error-key` stay what the API answered.
   */
  withMessage(message: string): ApiError {
    return new ApiError(message, { ...this, cause: this });
  }
}

/**
 * One failure that tells of a second one that came after it: the first is kept (an ApiError
 * keeps its kind, status and error key, so the outputs `status` and `error-key` stay what the
 * API answered), its message is followed by `said` (the second's own message unless the caller
 * words it) and the second is its cause.
 */
export function withLaterFailure(first: unknown, second: unknown, said: string = messageOf(second)): Error {
  const message = `${messageOf(first)}\n${said}`;
  return first instanceof ApiError ? new ApiError(message, { ...first, cause: second }) : new Error(message, { cause: second });
}

/** Whether a server gives `status` itself, rather than a gateway in front of it that stopped waiting for the server. */
export type AnswersItself = (status: number) => boolean;

/** The management API documents its 500 on every call: its own answer. A 502, 503 or 504 is a gateway's. */
export const managementAnswersItself: AnswersItself = (status) => !GATEWAY_STATUSES.has(status);

/**
 * One attempt's failure after which the server may still be carrying the request out: no answer
 * came (a timeout, a dropped connection), or a 5xx the server does not give itself came in its
 * place. A status the server gives itself says it has stopped working on that request. Only for
 * an attempt that was sent: one refused before it left did nothing.
 */
export function attemptMayStillRun(error: ApiError, answersItself: AnswersItself): boolean {
  if (error.status === undefined) return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'outcome-unknown';
  return error.status >= 500 && !answersItself(error.status);
}

/** Why a management API failure may still be running, for a message: its own attempt went unanswered, or an earlier one did; "so it may still be running" after it. */
export function unansweredAttempt(error: ApiError): string {
  const which = attemptMayStillRun(error, managementAnswersItself)
    ? 'without an answer from the API itself'
    : 'after an earlier attempt got no answer from the API itself';
  return `${which}, so it may still be running`;
}
