/**
 * The parts of undici the action uses, loaded from undici's own modules. undici's index loads
 * all of undici (fetch, WebSocket, EventSource, caches, mocks, interceptors): about 750 KB of
 * the bundle that Node compiled on every start for nothing, 15 to 20 ms of each step.
 */
import type * as Undici from 'undici/index.js';
import api from 'undici/lib/api/index.js';
import AgentClass from 'undici/lib/dispatcher/agent.js';
import DispatcherClass from 'undici/lib/dispatcher/dispatcher.js';
import ProxyAgentClass from 'undici/lib/dispatcher/proxy-agent.js';

// As undici's index does: every dispatcher gets request(), connect() and the rest. ProxyAgent
// opens its CONNECT tunnel through connect(), so without this a proxy could not be used.
Object.assign(DispatcherClass.prototype, api);

export type Dispatcher = Undici.Dispatcher;
export type ResponseData = Undici.Dispatcher.ResponseData;
export const Agent = AgentClass;
export const ProxyAgent = ProxyAgentClass;

/**
 * A request's options. undici sends an async iterable body (lib/core/request.js takes any
 * iterable; its types list only the readable stream): storage uploads read their files so.
 */
export type RequestOptions = Omit<Undici.Dispatcher.RequestOptions, 'origin' | 'path' | 'body'> & {
  body?: Undici.Dispatcher.RequestOptions['body'] | AsyncIterable<Uint8Array>;
};

/** Where a request goes: a URL, or its origin and its path (encoded) when the caller has them apart. */
export type RequestTarget = URL | { origin: string; path: string };

/** undici's request() without its URL juggling: the caller gives the target and the dispatcher. */
export function request(dispatcher: Undici.Dispatcher, target: RequestTarget, options: RequestOptions): Promise<ResponseData> {
  const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
  return dispatcher.request({ ...options, origin, path } as Undici.Dispatcher.RequestOptions);
}

/**
 * undici's fetch is not in the bundle. @actions/github imports it (tsconfig maps its `undici` here)
 * for the default fetch of its Octokit, which the comment replaces (src/github/github-fetch.ts);
 * its import needs a name to bind to, and a call would say what happened.
 * @public (imported through the tsconfig mapping, where the unused-export check does not look)
 */
export function fetch(): never {
  throw new Error("undici's fetch is not in this bundle; Octokit is given the action's own (src/github/github-fetch.ts)");
}
