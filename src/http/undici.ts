import { Agent, fetch, ProxyAgent, type Dispatcher } from 'undici';

export { Agent, fetch, ProxyAgent, type Dispatcher };
export type ResponseData = Dispatcher.ResponseData;

/** A request's options; an upload's body may be any async iterable of bytes, which undici sends as it reads. */
export type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'body'> & {
  body?: Dispatcher.RequestOptions['body'] | AsyncIterable<Uint8Array>;
};

/** Where a request goes: a URL, or its origin and its path (encoded) when the caller has them apart. */
export type RequestTarget = URL | { origin: string; path: string };

/** undici's request() through the given connection, without its URL juggling. */
export function request(dispatcher: Dispatcher, url: URL, options: RequestOptions): Promise<ResponseData> {
  return dispatcher.request({ ...options, origin: url.origin, path: `${url.pathname}${url.search}` } as Dispatcher.RequestOptions);
}

/**
 * One request for an answer's status and headers: no redirect followed, the body dropped unread.
 * The site's checks (the switch's header, a page's caching, a TLS handshake) want no more.
 */
export async function readHeaders(
  dispatcher: Dispatcher,
  url: URL,
  { timeoutMs, method = 'GET', headers = {} }: { timeoutMs: number; method?: 'GET' | 'HEAD'; headers?: Record<string, string> },
): Promise<ResponseData> {
  const response = await withDeadline(timeoutMs, (signal) => request(dispatcher, url, { method, headers, signal }));
  response.body.on('error', () => {});
  response.body.destroy();
  return response;
}

/**
 * Runs one exchange under one deadline, cleared as soon as it is over: a timer left to run (as
 * AbortSignal.timeout's is) keeps the request's objects alive for its whole limit after it.
 */
export async function withDeadline<T>(timeoutMs: number, exchange: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('the request timed out', 'TimeoutError')), timeoutMs);
  try {
    return await exchange(deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body's first `maxBytes` bytes, as UTF-8 text (an API's JSON) or as bytes when asked; `cut` when there was more, which is then
 * not read (the connection is dropped rather than drained of megabytes nobody wants). The bytes
 * are joined only by `text()` or `bytes()`: a caller refusing a cut answer never copies it (32 MiB of an
 * endless body, once more, for nothing).
 */
export async function readCapped(
  body: AsyncIterable<Uint8Array> & { destroy(): unknown },
  maxBytes: number,
): Promise<{ text: () => string; bytes: () => Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const bytes = () => Buffer.concat(chunks, size);
  const read = (cut: boolean) => ({ text: () => bytes().toString('utf8'), bytes, cut });
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      size = maxBytes;
      body.destroy();
      return read(true);
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return read(false);
}

/** An answer read whole: what a client of many small requests (a storage sync) needs. */
export interface BufferedAnswer {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  /**
   * The body's bytes once it has arrived; undefined when it is longer than `maxBodyBytes` (the
   * rest is not read). Rejects when the body does not arrive whole (a dropped connection, the time limit).
   */
  body: Promise<Buffer | undefined>;
}

export type BufferedRequestOptions = Omit<RequestOptions, 'signal'> & {
  maxBodyBytes: number;
  /** Bound for the whole request: sending, the answer's headers and its body. */
  timeoutMs: number;
};

/**
 * One request through undici's handler interface (`Dispatcher.dispatch`), its body collected
 * into a buffer. `request()` gives every answer a stream and an async resource; over the 20,000
 * uploads of a sync, what they left behind outlived the requests, was promoted by the garbage
 * collector and grew the heap by about a hundred MiB at its peak. Nothing here outlives the
 * request but the answer the caller holds.
 */
export function requestBuffered(dispatcher: Dispatcher, target: RequestTarget, options: BufferedRequestOptions): Promise<BufferedAnswer> {
  const { maxBodyBytes, timeoutMs, ...rest } = options;
  const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
  return new Promise((resolveAnswer, rejectAnswer) => {
    let controller: Dispatcher.DispatchController | undefined;
    let timedOut: Error | undefined;
    let settleBody: { resolve: (body: Buffer | undefined) => void; reject: (error: Error) => void } | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const timer = setTimeout(() => {
      timedOut = new DOMException('the request timed out', 'TimeoutError');
      controller?.abort(timedOut);
    }, timeoutMs);
    const finish = (): void => {
      done = true;
      clearTimeout(timer);
    };
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        // Still waiting for a connection when its time ran out.
        if (timedOut) started.abort(timedOut);
      },
      onResponseStart(_controller, statusCode, headers) {
        // An informational answer (1xx) comes before the real one.
        if (statusCode < 200) return;
        const body = new Promise<Buffer | undefined>((resolve, reject) => {
          settleBody = { resolve, reject };
        });
        // A caller that only needs the status must not leave a rejection unhandled.
        body.catch(() => undefined);
        resolveAnswer({ statusCode, headers, body });
      },
      onResponseData(current, chunk) {
        if (done) return;
        size += chunk.length;
        if (size > maxBodyBytes) {
          finish();
          settleBody?.resolve(undefined);
          current.abort(new Error(`the body is longer than ${maxBodyBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      },
      onResponseEnd() {
        if (done) return;
        finish();
        settleBody?.resolve(Buffer.concat(chunks, size));
      },
      onResponseError(_controller, error) {
        if (done) return;
        finish();
        if (settleBody) settleBody.reject(error);
        else rejectAnswer(error);
      },
    };
    try {
      dispatcher.dispatch({ ...rest, origin, path } as Dispatcher.DispatchOptions, handler);
    } catch (error) {
      finish();
      rejectAnswer(error);
    }
  });
}
