import { STATUS_CODES } from 'node:http';
import { request, type Dispatcher } from '../api/undici-parts.ts';

/**
 * A page of 100 comments of up to 65,536 characters each, as JSON, is under 8 MB; more than
 * this is not GitHub answering, and memory stays bounded whatever the server sends.
 */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** What Octokit reads of an answer: status, url, headers (get and iteration) and the body as text. */
class FetchedHeaders implements Iterable<[string, string]> {
  readonly #values = new Map<string, string>();

  constructor(raw: Record<string, string | string[] | undefined>) {
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined) this.#values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
    }
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase()) ?? null;
  }

  [Symbol.iterator](): Iterator<[string, string]> {
    return this.#values.entries();
  }
}

class FetchedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: FetchedHeaders;
  readonly body = null;
  readonly #bytes: Buffer;

  constructor(status: number, url: string, headers: FetchedHeaders, bytes: Buffer) {
    this.status = status;
    this.statusText = STATUS_CODES[status] ?? '';
    this.url = url;
    this.headers = headers;
    this.#bytes = bytes;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  text(): Promise<string> {
    return Promise.resolve(this.#bytes.toString('utf8'));
  }

  json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }
}

interface FetchInit {
  method?: string;
  body?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal | null;
}

/**
 * The `fetch` Octokit is given: the action's own undici (the dispatcher that honours the
 * runner's proxy settings), its time limit, no redirect followed (the token never goes to
 * another host), and a bounded body. Node's global fetch would load a second undici and
 * ignore HTTPS_PROXY.
 */
export function dispatcherFetch(dispatcher: Dispatcher, timeoutMs: number) {
  return async (url: string, init: FetchInit = {}): Promise<FetchedResponse> => {
    const target = new URL(url);
    const answer = await request(dispatcher, target, {
      method: (init.method ?? 'GET').toUpperCase(),
      headers: init.headers ?? {},
      body: init.body ?? null,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_RESPONSE_BYTES) {
        answer.body.destroy();
        throw new Error(`${target.host} answered with more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; GitHub's API never does`);
      }
      chunks.push(chunk);
    }
    return new FetchedResponse(answer.statusCode, url, new FetchedHeaders(answer.headers), Buffer.concat(chunks));
  };
}
