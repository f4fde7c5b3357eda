import type { Clock } from './clock.ts';
import { openConnection, type Connection, type ConnectionOptions } from './connections.ts';
import { ProxySettings, type ProxyRoute } from './proxy.ts';

/**
 * The step's connections: the entry point makes one from the step's environment and its secret
 * registry, and every client (the API, storage, the probe, the site's own address, GitHub)
 * opens its connections here. The route to each origin (through the runner's proxy, or straight
 * there) is decided once, and the proxy's credentials are masked then, before any line names
 * it; a client never carries a proxy address of its own. What was opened is closed when the
 * step ends, by `close()`.
 */
export class StepConnections {
  readonly #proxies: ProxySettings;
  readonly #mask: (secret: string) => void;
  readonly #log: (line: string) => void;
  readonly #routes = new Map<string, ProxyRoute | undefined>();
  readonly #said = new Set<string>();
  #opened: Connection[] = [];

  /** `log` is told, once per host, that its requests go through a proxy. */
  constructor(
    env: Readonly<Record<string, string | undefined>>,
    mask: (secret: string) => void,
    log: (line: string) => void = () => undefined,
  ) {
    this.#proxies = new ProxySettings(env);
    this.#mask = mask;
    this.#log = log;
  }

  /** Connections that go straight to every host: a test's own server, a client made without a step. */
  static direct(): StepConnections {
    return new StepConnections({}, () => undefined);
  }

  /** The proxy for `target`'s origin, or undefined when it is reached directly; throws ProxySettingError. */
  routeFor(target: URL): ProxyRoute | undefined {
    if (this.#routes.has(target.origin)) return this.#routes.get(target.origin);
    const route = this.#proxies.routeFor(target);
    for (const part of route?.credentials ?? []) this.#mask(part);
    this.#routes.set(target.origin, route);
    return route;
  }

  /** Connections to `target`'s host, on the route decided for it; closed with the step's. */
  open(target: URL, options: ConnectionOptions = {}): Connection {
    const proxy = this.routeFor(target);
    if (proxy) {
      const line = `Requests to ${target.host} go through the proxy ${proxy.label}.`;
      if (!this.#said.has(line)) this.#log(line);
      this.#said.add(line);
    }
    const connection = openConnection({ ...options, proxy });
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

/**
 * What a client of a host other than the API's (storage, a database) takes from the step it
 * serves, once: an operation's context holds all of it.
 */
export interface ClientStep {
  /** The step's connections: the route to the host is decided there. */
  http: StepConnections;
  /** timeout-seconds (a request's limit) and max-attempts. */
  settings: { timeoutMs: number; maxAttempts: number };
  clock: Clock;
  /**
   * One line per retry; `redact` removes every secret of the step (a password or token the step
   * registers before it opens the client, among them) from a host's text before any of it is cut.
   */
  log: { info(message: string): void; redact(text: string): string };
}
