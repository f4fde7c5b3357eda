/*
 * What a failed request's error code means, for every client of the platform (the management
 * API and Edge Storage alike): whether the request can have reached the server, whether it
 * timed out, whether TLS refused it. undici nests the code in `cause`.
 */
import { STATUS_CODES } from 'node:http';

/** Errors raised before a request could reach the server: repeating them is always safe. */
export const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** A failed TLS handshake: nothing was sent, and asking again gets the same certificate. */
export const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;

/** The first `code` along the error's chain of causes. */
export function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** "404 Not Found", or the bare number for a status Node has no name for. */
export function statusLine(status: number): string {
  const text = STATUS_CODES[status];
  return text ? `${status} ${text}` : String(status);
}
