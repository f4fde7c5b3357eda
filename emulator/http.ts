import type { z } from 'zod';

/**
 * What a route decided to answer. Routes return this instead of writing to the socket so that
 * the server can still drop it on the floor (the `reset-after` fault) after the state changed.
 */
export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** '' means no body at all (Content-Length: 0), which is what many real 401/404/500s carry. */
  body: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

export function noBody(status: number, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers, body: '' };
}

export function json(status: number, value: unknown, contentType: string = JSON_TYPE): ApiResponse {
  return { status, headers: { 'content-type': contentType }, body: JSON.stringify(value) };
}

/**
 * JSON text as .NET's default encoder (System.Text.Json) writes it: inside strings, `"` as
 * \u0022, and `<`, `>`, `&`, `'`, `+`, `` ` `` and every character past ASCII as \uXXXX (upper-case
 * hex, a surrogate pair as two). The same value, in a longer text than JSON.stringify's. For a
 * value with no number of 1e21 or more (an audit page has none): its `+` would be escaped too.
 */
export function dotnetJson(status: number, value: unknown, contentType: string = JSON_TYPE): ApiResponse {
  return { status, headers: { 'content-type': contentType }, body: dotnetText(value) };
}

const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Split at the escaped backslashes, so that each `\"` left is an escaped quote (not a backslash
 * that ends a string); replaceAll, not a callback a character: a day of 100,000 entries took seconds.
 */
function dotnetText(value: unknown): string {
  return JSON.stringify(value)
    .split('\\\\')
    .map((part) =>
      part
        .replaceAll('\\"', '\\u0022')
        .replaceAll('+', '\\u002B')
        .replace(/[<>&'`\u007f-\uffff]/g, unicodeEscape),
    )
    .join('\\\\');
}

/** Core and compute error body: `{ErrorKey, Field, Message}`. */
export function apiError(status: number, errorKey: string, field: string | null, message: string): ApiResponse {
  return json(status, { ErrorKey: errorKey, Field: field, Message: message });
}

const PROBLEM_TYPES: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

function statusTitle(status: number): string {
  return TITLES[status] ?? `Status ${status}`;
}

/** Plain RFC 7807 problem details (Magic Containers 401/404, Shield 401). */
export function problem(status: number, detail: string, instance: string): ApiResponse {
  return json(
    status,
    {
      type: PROBLEM_TYPES[status] ?? 'about:blank',
      title: statusTitle(status),
      status,
      detail,
      instance,
    },
    PROBLEM_TYPE,
  );
}

export interface FieldError {
  message: string;
  field: string | null;
}

/** Magic Containers' ErrorDetails: problem details without `type`, plus `errors[]` and `id`. */
export function problemWithErrors(
  status: number,
  title: string,
  detail: string,
  instance: string,
  errors: FieldError[],
  id: string | null,
): ApiResponse {
  return json(status, { title, status, detail, instance, errors, id }, PROBLEM_TYPE);
}

/** `containerTemplates[0].imageTag`: the form an API user would search their file for. */
export function issueField(issue: z.core.$ZodIssue): string | null {
  const path: PropertyKey[] = [...issue.path];
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0]);
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? null : out;
}
