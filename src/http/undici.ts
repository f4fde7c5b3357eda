import { Agent, ProxyAgent, type Dispatcher } from 'undici';

export { Agent, ProxyAgent, type Dispatcher };
export type ResponseData = Dispatcher.ResponseData;

/** A request's options; an upload's body may be any async iterable of bytes, which undici sends as it reads. */
export type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'body'> & {
  body?: Dispatcher.RequestOptions['body'] | AsyncIterable<Uint8Array>;
};

/** Where a request goes: a URL, or its origin and its path (encoded) when the caller has them apart. */
export type RequestTarget = URL | { origin: string; path: string };

/** undici's request() through the given connection, without its URL juggling. */
export function request(dispatcher: Dispatcher, target: RequestTarget, options: RequestOptions): Promise<ResponseData> {
  const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
  return dispatcher.request({ ...options, origin, path } as Dispatcher.RequestOptions);
}
