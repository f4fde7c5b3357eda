import { openConnection, type Connection, type ConnectionOptions } from './connections.ts';
import { proxySettings, type ProxyRoute } from './proxy.ts';

/**
 * The step's connections: the entry point makes one from the step's environment and its secret
 * registry, and every client that is not the API's (storage, the probe, the site's own address)
 * opens its connections here. The route to each origin (through the runner's proxy, or straight
 * there) is decided once, and the proxy's credentials are masked then, before any line names
 * it; a client never carries a proxy address of its own.
 */
export class StepConnections {
  readonly #env: Readonly<Record<string, string | undefined>>;
  readonly #mask: (secret: string) => void;
  readonly #routes = new Map<string, ProxyRoute | undefined>();

  constructor(env: Readonly<Record<string, string | undefined>>, mask: (secret: string) => void) {
    this.#env = env;
    this.#mask = mask;
  }

  /** Connections that go straight to every host: a test's own server, a client made without a step. */
  static direct(): StepConnections {
    return new StepConnections({}, () => undefined);
  }

  /** The proxy for `target`'s origin, or undefined when it is reached directly; throws ProxySettingError. */
  routeFor(target: URL): ProxyRoute | undefined {
    if (this.#routes.has(target.origin)) return this.#routes.get(target.origin);
    const route = proxySettings(this.#env).routeFor(target);
    for (const part of route?.credentials ?? []) this.#mask(part);
    this.#routes.set(target.origin, route);
    return route;
  }

  /** Connections to `target`'s host, on the route decided for it. */
  open(target: URL, options: ConnectionOptions = {}): Connection {
    return openConnection({}, target, { ...options, proxy: this.routeFor(target) ?? null });
  }
}
