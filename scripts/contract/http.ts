/*
 * The contract check's HTTP client: plain fetch (a maintainer's tool, not the action), the
 * `AccessKey` header, no redirects followed (a 3xx is reported as it is), a timeout per
 * request. It returns statuses and parsed bodies to the caller and prints nothing: neither the
 * key nor any body can reach the output from here.
 */

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

export interface Answer {
  /** 0 when no answer came (see `error`). */
  status: number;
  /** `json`, `empty`, or `text` (a body that is not JSON: an HTML error page, say). */
  bodyKind: 'json' | 'empty' | 'text' | 'none';
  /** The parsed body when `bodyKind` is `json`. */
  body: unknown;
  /** The content type's media type, without parameters. */
  contentType: string;
  /** Why no answer came: a timeout, or the network error's code (never a message with values). */
  error?: string;
}

export interface ApiClient {
  send(method: Method, path: string, options?: { query?: Record<string, string>; body?: unknown }): Promise<Answer>;
}

/** Told each request sent and its status (0 for none): what the coverage count is made of. */
export type AnswerLog = (method: Method, path: string, status: number) => void;

export function createClient(baseUrl: string, key: string, timeoutMs: number, log?: AnswerLog): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const send: ApiClient['send'] = async (method, path, options = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { AccessKey: key, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    } catch (error) {
      return { status: 0, bodyKind: 'none', body: undefined, contentType: '', error: errorCode(error, timeoutMs) };
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    let textBody: string;
    try {
      textBody = await response.text();
    } catch (error) {
      return { status: response.status, bodyKind: 'none', body: undefined, contentType, error: errorCode(error, timeoutMs) };
    }
    if (textBody.trim() === '') return { status: response.status, bodyKind: 'empty', body: undefined, contentType };
    try {
      return { status: response.status, bodyKind: 'json', body: JSON.parse(textBody) as unknown, contentType };
    } catch {
      return { status: response.status, bodyKind: 'text', body: undefined, contentType };
    }
  };
  return {
    async send(method, path, options) {
      const answer = await send(method, path, options);
      log?.(method, path, answer.status);
      return answer;
    },
  };
}

/** A name for what went wrong, from the error's kind and code only: messages may carry a host or a value. */
function errorCode(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return code && /^[A-Z0-9_]{2,40}$/.test(code) ? `network error ${code}` : 'network error';
}

/** `200`, `0 (network error ECONNREFUSED)`. */
export function showStatus(answer: Answer | undefined): string {
  if (!answer) return '-';
  if (answer.status === 0) return answer.error ?? 'no answer';
  return String(answer.status);
}
