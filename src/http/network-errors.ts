/*
 * What a request that got no whole answer means, and how that is said, for every client (the
 * management API, Edge Storage, the probe): the one place that reads a network error's code.
 * undici nests the code in `cause`.
 */
import { STATUS_CODES } from 'node:http';
import { formatSeconds } from './wording.ts';

/**
 * `tls`, `dns`, `refused`, `connect-timeout` and `rejected` fail before anything reaches the
 * host, so asking again is always safe (though `tls` and `rejected` would fail the same way);
 * `timeout`, `length-mismatch` and `dropped` may come after the host got the request, and
 * carried it out.
 */
type FailureKind = 'tls' | 'dns' | 'refused' | 'connect-timeout' | 'rejected' | 'timeout' | 'length-mismatch' | 'dropped';

export interface NetworkFailure {
  kind: FailureKind;
  /** Nothing reached the host. */
  notSent: boolean;
  /** The error's code, else its name: what a message shows in parentheses. */
  code: string;
}

const REFUSED_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const DNS_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'EAI_AGAIN']);
/** The answer's limits, and an abort: every client aborts only at its own deadline. */
const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_ABORTED', 'ABORT_ERR']);
/** undici (or Node) would not send the request as given, a header value it refuses for one: no connection is at fault. */
const REJECTED_CODE = /^(UND_ERR_INVALID_ARG|UND_ERR_NOT_SUPPORTED|ERR_INVALID_(ARG_TYPE|ARG_VALUE|CHAR|HTTP_TOKEN|URL))$/;
/** A failed TLS handshake: nothing was sent, and asking again gets the same certificate. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH|EPROTO$)/;

/** The first `code` along the error's chain of causes. */
function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a failed request's error means. */
export function classifyFailure(error: unknown): NetworkFailure {
  const code = errorCode(error);
  const name = (error as { name?: string } | undefined)?.name;
  const failure = (kind: FailureKind, notSent: boolean): NetworkFailure => ({ kind, notSent, code: code ?? name ?? 'unknown error' });
  if (code !== undefined && TLS_CODE.test(code)) return failure('tls', true);
  if (code !== undefined && DNS_CODES.has(code)) return failure('dns', true);
  if (code !== undefined && REFUSED_CODES.has(code)) return failure('refused', true);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return failure('connect-timeout', true);
  if (code !== undefined && REJECTED_CODE.test(code)) return failure('rejected', true);
  if ((code !== undefined && TIMEOUT_CODES.has(code)) || name === 'TimeoutError' || name === 'AbortError') return failure('timeout', false);
  if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') return failure('length-mismatch', false);
  return failure('dropped', false);
}

export interface FailureScene {
  /** Where the connection went: "api.bunny.net:443", "a.example through the proxy http://proxy:3128". */
  where: string;
  /** The bound for connecting. */
  connectLimitMs: number;
  /** The bound for the whole exchange; `limitNote` says where it comes from ("the limit for 12 bytes"). */
  limitMs: number;
  limitNote?: string | undefined;
}

/** The failure as a phrase: "could not connect to api.bunny.net:443 (ECONNREFUSED)", "no answer within 30 s". */
export function failurePhrase(failure: NetworkFailure, scene: FailureScene): string {
  switch (failure.kind) {
    case 'tls':
      return `the TLS connection failed (${failure.code}), so nothing was sent; check the certificate of ${scene.where}`;
    case 'dns':
      return `could not connect to ${scene.where}: the name could not be resolved (${failure.code})`;
    case 'refused':
      return `could not connect to ${scene.where} (${failure.code})`;
    case 'connect-timeout':
      return `could not connect to ${scene.where} within ${formatSeconds(scene.connectLimitMs)}`;
    case 'rejected':
      return `the request was refused before it was sent (${failure.code}), so nothing reached ${scene.where}`;
    case 'timeout':
      return `no answer within ${formatSeconds(scene.limitMs)}${scene.limitNote ? ` (${scene.limitNote})` : ''}`;
    case 'length-mismatch':
    case 'dropped':
      return `the connection failed (${failure.code})`;
  }
}

/**
 * A thrown cause of one attempt, judged once for every client that retries; each words its own
 * error from it. `what` is the phrase, or, when `status` is given (the status line came, the body
 * did not), "answered 200 OK but its body did not arrive (no answer within 30 s)". A failed TLS
 * handshake, or a request refused before it was sent, is not retried: asking again fails the same way.
 */
export function judgeLoss(cause: unknown, scene: FailureScene, status?: number) {
  const failure = classifyFailure(cause);
  const phrase = failurePhrase(failure, scene);
  const sent = !failure.notSent;
  return {
    failure,
    phrase,
    what: sent && status !== undefined ? `answered ${statusLine(status)} but its body did not arrive (${phrase})` : phrase,
    retryable: failure.kind !== 'tls' && failure.kind !== 'rejected',
    maybeProcessed: sent,
    kind: failure.kind === 'timeout' ? ('timeout' as const) : ('network' as const),
  };
}

/** The end of a redirect's message: a client that carries a credential follows no redirect. */
export function redirectNotFollowed(credential: string): string {
  return `Redirects are not followed, so that ${credential} goes to no other host.`;
}

/** "404 Not Found", or the bare number for a status Node has no name for. */
export function statusLine(status: number): string {
  const text = STATUS_CODES[status];
  return text ? `${status} ${text}` : String(status);
}
