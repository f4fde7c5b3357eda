import { Agent, ProxyAgent, type Dispatcher } from './undici.ts';
import type { ProxyRoute } from './proxy.ts';

export interface ConnectionOptions {
  /** Most connections kept open at once; undici's default (no bound) when left out. */
  connections?: number;
  /** Bound for connecting, for the headers and for each pause of the body. */
  timeoutMs?: number;
  /** Bound for connecting only, for a client that bounds each request itself (an upload's limit grows with its size). */
  connectTimeoutMs?: number;
}

/** Connections to one host: through the runner's proxy when it gives one for that host. */
export interface Connection {
  dispatcher: Dispatcher;
  /** The proxy in use, for messages (its label never holds credentials); undefined: straight there. */
  proxy: ProxyRoute | undefined;
  close(): Promise<void>;
}

/**
 * The one connection factory of the action (StepConnections calls it, with the route it decided):
 * an undici Agent, or a ProxyAgent (a CONNECT tunnel for https) when the route goes through a
 * proxy. TLS uses Node's CA store inside a tunnel as outside it, so NODE_EXTRA_CA_CERTS counts
 * for every host.
 */
export function openConnection(options: ConnectionOptions & { proxy: ProxyRoute | undefined }): Connection {
  const { proxy } = options;
  const agentOptions = {
    ...(options.connections === undefined ? {} : { connections: options.connections }),
    ...(options.timeoutMs === undefined
      ? {}
      : { connectTimeout: options.timeoutMs, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs }),
    ...(options.connectTimeoutMs === undefined ? {} : { connectTimeout: options.connectTimeoutMs }),
    keepAliveTimeout: 10_000,
  };
  const dispatcher = proxy ? new ProxyAgent({ ...agentOptions, uri: proxy.url }) : new Agent(agentOptions);
  return { dispatcher, proxy, close: () => dispatcher.close() };
}
