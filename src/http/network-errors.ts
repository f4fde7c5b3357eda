/*
 * What a request that got no whole answer means, and how that is said, for every client (the
 * management API, Edge Storage, the probe): the one place that reads a network error's code.
 * undici nests the code in `cause`.
 */
import { STATUS_CODES } from 'node:http';
import { BodySourceError } from './body-source.ts';
import { formatSeconds } from './wording.ts';

/**
 * `tls`, `dns`, `refused`, `connect-timeout`, `rejected` and `proxy-refused` fail before anything
 * reaches the host, so asking again is always safe (though `tls`, `rejected` and most refusals of
 * a proxy would fail the same way); `timeout`, `length-mismatch` and `dropped` may come after the
 * host got the request, and carried it out. `body-source`: the body's own source failed (a
 * BodySourceError), and the request was cut short before its last byte: nothing was carried out.
 */
type FailureKind =
  | 'tls'
  | 'dns'
  | 'refused'
  | 'connect-timeout'
  | 'rejected'
  | 'proxy-refused'
  | 'timeout'
  | 'length-mismatch'
  | 'dropped'
  | 'cancelled'
  | 'body-source';

/** The code of a request the step's connections refused, the runner having cancelled the step: nothing was sent. */
export const CANCELLED_NOT_SENT = 'STEP_CANCELLED';
/** The code of a request the runner's cancel cut off in flight: the host may have had it. */
export const CANCELLED_IN_FLIGHT = 'STEP_CANCELLED_IN_FLIGHT';

export interface NetworkFailure {
  kind: FailureKind;
  /** Nothing reached the host. */
  notSent: boolean;
  /** The error's code, else its name: what a message shows in parentheses. */
  code: string;
  /** `proxy-refused`: the status the proxy answered the tunnel's CONNECT with. */
  proxyStatus?: number;
  /** `body-source`: what the body's source said of its failure (BodySourceError's phrase). */
  bodyPhrase?: string;
  /** `body-source`: whether the body's source said asking again may go otherwise. */
  bodyRetryable?: boolean;
}

const REFUSED_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const DNS_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'EAI_AGAIN']);
/** The answer's limits, and an abort: every client aborts only at its own deadline. */
const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_ABORTED', 'ABORT_ERR']);
/** undici (or Node) would not send the request as given, a header value it refuses for one: no connection is at fault. */
const REJECTED_CODE = /^(UND_ERR_INVALID_ARG|UND_ERR_NOT_SUPPORTED|ERR_INVALID_(ARG_TYPE|ARG_VALUE|CHAR|HTTP_TOKEN|URL))$/;
/** A failed TLS handshake: nothing was sent, and asking again gets the same certificate. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH|EPROTO$)/;

/**
 * undici's ProxyAgent answers a CONNECT the proxy did not grant (407, 403, 502) with this, under
 * the code of an abort: read first, or a refusal would pass for the request's own time running out.
 */
const TUNNEL_REFUSED = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/;
/**
 * A gateway's statuses (a proxy's, a load balancer's): its upstream was down or slow, so the
 * request may not have reached the server, or may still be running there. A proxy's 407 or 403
 * will not change; a server's own 500 is its answer.
 */
export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The first thing `pick` finds along the error's chain of causes (four deep at most). */
function alongCauses<T>(error: unknown, pick: (current: { message?: unknown; code?: unknown }) => T | undefined): T | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const found = pick(current);
    if (found !== undefined) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The status a proxy refused the tunnel with. */
const tunnelRefusal = (error: unknown): number | undefined =>
  alongCauses(error, ({ message }) => {
    const match = typeof message === 'string' ? TUNNEL_REFUSED.exec(message) : null;
    return match ? Number(match[1]) : undefined;
  });

/** The first `code` along the error's chain of causes. */
const errorCode = (error: unknown): string | undefined => alongCauses(error, ({ code }) => (typeof code === 'string' ? code : undefined));

/** What a failed request's error means. */
export function classifyFailure(error: unknown): NetworkFailure {
  // Read before any code: a file's own error (ENOENT) would pass for a dropped connection.
  const source = alongCauses(error, (current) => (current instanceof BodySourceError ? current : undefined));
  if (source !== undefined)
    return { kind: 'body-source', notSent: false, code: source.name, bodyPhrase: source.phrase, bodyRetryable: source.retryable };
  const code = errorCode(error);
  const name = (error as { name?: string } | undefined)?.name;
  const failure = (kind: FailureKind, notSent: boolean): NetworkFailure => ({ kind, notSent, code: code ?? name ?? 'unknown error' });
  if (code !== undefined && TLS_CODE.test(code)) return failure('tls', true);
  if (code !== undefined && DNS_CODES.has(code)) return failure('dns', true);
  if (code !== undefined && REFUSED_CODES.has(code)) return failure('refused', true);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return failure('connect-timeout', true);
  if (code === CANCELLED_NOT_SENT) return failure('cancelled', true);
  if (code === CANCELLED_IN_FLIGHT) return failure('cancelled', false);
  if (code !== undefined && REJECTED_CODE.test(code)) return failure('rejected', true);
  const proxyStatus = tunnelRefusal(error);
  if (proxyStatus !== undefined) return { ...failure('proxy-refused', true), proxyStatus };
  if ((code !== undefined && TIMEOUT_CODES.has(code)) || name === 'TimeoutError' || name === 'AbortError') return failure('timeout', false);
  if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') return failure('length-mismatch', false);
  return failure('dropped', false);
}

/** "api.bunny.net:443": a URL's host with its port, the default one written out. */
export function hostWithPort(url: URL): string {
  return url.host.includes(':') ? url.host : `${url.host}:${url.protocol === 'https:' ? 443 : 80}`;
}

/** A scene's `where`: `target`, and the proxy when one carries the connection (its label, never its credentials). */
export function connectionWhere(target: string, proxy: { label: string } | undefined): string {
  return proxy ? `${target} through the proxy ${proxy.label}` : target;
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
    case 'proxy-refused':
      return `could not connect to ${scene.where}: the proxy refused the tunnel (${statusLine(failure.proxyStatus ?? 0)})${
        failure.proxyStatus === 407 ? ", so nothing was sent; check the user name and password in the proxy's address" : ''
      }`;
    case 'timeout':
      return `no answer within ${formatSeconds(scene.limitMs)}${scene.limitNote ? ` (${scene.limitNote})` : ''}`;
    case 'cancelled':
      return failure.notSent ? 'not sent: the step was cancelled by the runner' : 'cut off: the step was cancelled by the runner';
    case 'length-mismatch':
    case 'dropped':
      return `the connection failed (${failure.code})`;
    case 'body-source':
      return failure.bodyPhrase ?? `the request's body could not be read (${failure.code})`;
  }
}

/**
 * A thrown cause of one attempt, judged once for every client that retries; each words its own
 * error from it. `what` is the phrase, or, when `status` is given (the status line came, the body
 * did not), "answered 200 OK but its body did not arrive (no answer within 30 s)". A failed TLS
 * handshake, a request refused before it was sent, a body whose own source failed (but for a
 * failure its source says may pass), or a tunnel a proxy refused but for its upstream's failure
 * (502, 503, 504), is not retried: asking again fails the same way.
 */
export function judgeLoss(cause: unknown, scene: FailureScene, status?: number) {
  const failure = classifyFailure(cause);
  const phrase = failurePhrase(failure, scene);
  const sent = !failure.notSent;
  const local = failure.kind === 'body-source';
  return {
    failure,
    phrase,
    what: sent && !local && status !== undefined ? `answered ${statusLine(status)} but its body did not arrive (${phrase})` : phrase,
    retryable:
      failure.kind === 'proxy-refused'
        ? GATEWAY_STATUSES.has(failure.proxyStatus ?? 0)
        : local
          ? failure.bodyRetryable === true
          : failure.kind !== 'tls' && failure.kind !== 'rejected' && failure.kind !== 'cancelled',
    maybeProcessed: sent && !local,
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
