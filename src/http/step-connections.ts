import type { Clock } from './clock.ts';
import { bypassesProxy, firstOf, parseProxy, ProxySettingError, type ProxyRoute } from './proxy.ts';
import { Agent, ProxyAgent, type Dispatcher } from './undici.ts';
import { CANCELLED_IN_FLIGHT, CANCELLED_NOT_SENT } from './network-errors.ts';

export interface ConnectionOptions {
  /** Most connections kept open at once; undici's default (no bound) when left out. */
  connections?: number;
  /** Bound for connecting, for the headers and for each pause of the body. */
  timeoutMs?: number;
  /** Bound for connecting only, for a client that bounds each request itself (an upload's limit grows with its size). */
  connectTimeoutMs?: number;
  /**
   * The step's final part (the Deployment's last status, the pull request comment) still sends
   * after the runner's cancel, within its grace: its connections are not cut off by the cancel.
   */
  outlivesCancel?: boolean;
}

/** Connections to one host: through the runner's proxy when it gives one for that host. */
export interface Connection {
  dispatcher: Dispatcher;
  /** The proxy in use, for messages (its label never holds credentials); undefined: straight there. */
  proxy: ProxyRoute | undefined;
  close(): Promise<void>;
}

/**
 * The step's connections: the entry point makes one from the step's environment and its secret
 * registry, and every client (the API, storage, the probe, the site's own address, GitHub)
 * opens its connections here. The route to each origin (through the runner's proxy, or straight
 * there) is decided once, and the proxy's credentials are masked then, before any line names
 * it; a client never carries a proxy address of its own. What was opened is closed when the
 * step ends, by `close()`.
 */
export class StepConnections {
  readonly #https: [string, string] | undefined;
  readonly #http: [string, string] | undefined;
  readonly #noProxy: string | undefined;
  readonly #mask: (secret: string) => void;
  readonly #log: (line: string) => void;
  readonly #routes = new Map<string, ProxyRoute | undefined>();
  readonly #said = new Set<string>();
  readonly #cancel: AbortSignal | undefined;
  #opened: Connection[] = [];

  /**
   * `log` is told, once per host, that its requests go through a proxy. Once `cancel` is aborted
   * (the runner cancelled the step), the operation's connections refuse every new request and cut
   * off those in flight: the step has said what it changed, and nothing more may change after it.
   */
  constructor(
    env: Readonly<Record<string, string | undefined>>,
    mask: (secret: string) => void,
    log: (line: string) => void = () => undefined,
    cancel?: AbortSignal,
  ) {
    this.#cancel = cancel;
    this.#https = firstOf(env, ['https_proxy', 'HTTPS_PROXY']);
    this.#http = firstOf(env, ['http_proxy', 'HTTP_PROXY']);
    // Read as the proxies are (an empty value is no setting): an empty no_proxy must not hide NO_PROXY.
    this.#noProxy = firstOf(env, ['no_proxy', 'NO_PROXY'])?.[1];
    this.#mask = mask;
    this.#log = log;
  }

  /** Connections that go straight to every host: a test's own server, a client made without a step. */
  static direct(): StepConnections {
    return new StepConnections({}, () => undefined);
  }

  /**
   * The proxy for `target`'s origin, or undefined when it is reached directly; throws
   * ProxySettingError. HTTPS_PROXY for https targets, HTTP_PROXY for http ones (no fallback from
   * one to the other), NO_PROXY, each in either case; a loopback host never goes through one. A
   * variable is parsed when a target first needs it, so that a step that never reaches an http
   * host is not failed by a bad HTTP_PROXY.
   */
  routeFor(target: URL): ProxyRoute | undefined {
    if (this.#routes.has(target.origin)) return this.#routes.get(target.origin);
    const chosen = target.protocol === 'https:' ? this.#https : this.#http;
    let route: ProxyRoute | undefined;
    try {
      route = chosen === undefined || bypassesProxy(this.#noProxy, target) ? undefined : parseProxy(...chosen);
    } catch (error) {
      // A refused value's password is a secret all the same: masked before the refusal is said.
      if (error instanceof ProxySettingError) for (const part of error.credentials) this.#mask(part);
      throw error;
    }
    for (const part of route?.credentials ?? []) this.#mask(part);
    this.#routes.set(target.origin, route);
    return route;
  }

  /**
   * Connections to `target`'s host, on the route decided for it; closed with the step's. The one
   * connection factory of the action: an undici Agent, or a ProxyAgent (a CONNECT tunnel for
   * https) when the route goes through a proxy. TLS uses Node's CA store inside a tunnel as
   * outside it, so NODE_EXTRA_CA_CERTS counts for every host.
   */
  open(target: URL, options: ConnectionOptions = {}): Connection {
    const proxy = this.routeFor(target);
    if (proxy) {
      const line = `Requests to ${target.host} go through the proxy ${proxy.label}.`;
      if (!this.#said.has(line)) this.#log(line);
      this.#said.add(line);
    }
    const agentOptions = {
      ...(options.connections === undefined ? {} : { connections: options.connections }),
      ...(options.timeoutMs === undefined
        ? {}
        : { connectTimeout: options.timeoutMs, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs }),
      ...(options.connectTimeoutMs === undefined ? {} : { connectTimeout: options.connectTimeoutMs }),
      keepAliveTimeout: 10_000,
    };
    const agent = proxy ? new ProxyAgent({ ...agentOptions, uri: proxy.url }) : new Agent(agentOptions);
    const dispatcher = this.#cancel === undefined || options.outlivesCancel ? agent : agent.compose(cutOffBy(this.#cancel));
    const connection = { dispatcher, proxy, close: () => dispatcher.close() };
    this.#opened.push(connection);
    return connection;
  }

  /** Closes every connection opened so far; a failure to close one is no failure of the step. */
  async close(): Promise<void> {
    const opened = this.#opened;
    this.#opened = [];
    await Promise.allSettled(opened.map((connection) => connection.close()));
  }
}

/** A request the runner's cancel stops: refused before it is sent, or aborted in flight. */
class CancelledRequest extends Error {
  readonly code: string;
  constructor(sent: boolean) {
    super(sent ? 'the step was cancelled by the runner while the request was in flight' : 'not sent: the step was cancelled by the runner');
    this.name = 'CancelledRequest';
    this.code = sent ? CANCELLED_IN_FLIGHT : CANCELLED_NOT_SENT;
  }
}

/**
 * An interceptor for every request of a connection: after `cancel`, a new one fails at once and
 * one in flight is aborted (each attempt's own deadline aborts it too, through its own signal).
 */
function cutOffBy(cancel: AbortSignal): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    if (cancel.aborted) {
      // Nothing was started: the handler learns of the refusal as of any request that failed before it was sent.
      const error = new CancelledRequest(false);
      const refused: Dispatcher.DispatchController = {
        aborted: true,
        paused: false,
        reason: error,
        abort: () => undefined,
        pause: () => undefined,
        resume: () => undefined,
      };
      queueMicrotask(() => handler.onResponseError?.(refused, error));
      return true;
    }
    let stop: (() => void) | undefined;
    const done = () => {
      if (stop) cancel.removeEventListener('abort', stop);
    };
    // The handler is a class's instance (undici's request()): its methods are forwarded, not spread.
    return dispatch(options, {
      onRequestStart(controller, context) {
        stop = () => controller.abort(new CancelledRequest(true));
        cancel.addEventListener('abort', stop, { once: true });
        handler.onRequestStart?.(controller, context);
      },
      onResponseStart: (controller, status, headers, text) => handler.onResponseStart?.(controller, status, headers, text),
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onRequestUpgrade: (controller, status, headers, socket) => handler.onRequestUpgrade?.(controller, status, headers, socket),
      onResponseEnd(controller, trailers) {
        done();
        handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError(controller, error) {
        done();
        handler.onResponseError?.(controller, error);
      },
    });
  };
}

/** What a client of a host other than the API's (storage, a database) takes from the step: an operation's context holds all of it. */
export interface ClientStep {
  http: StepConnections;
  /** timeout-seconds (a request's limit) and max-attempts. */
  settings: { timeoutMs: number; maxAttempts: number };
  clock: Clock;
  /**
   * One line per retry; `redact` removes every secret of the step (a password or token the step
   * registers before it opens the client, among them) from a host's text before any of it is cut.
   */
  log: { info(message: string): void; redact(text: string): string };
  /** Told the status of every answer, as the API client is: the step's `status` output is the last one's. */
  onResponse?: (status: number) => void;
}
