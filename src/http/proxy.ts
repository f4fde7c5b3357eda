/** The step's environment, as `run()` was handed it. */
type Env = Readonly<Record<string, string | undefined>>;

/** The proxy a request goes through. */
export interface ProxyRoute {
  /** The proxy's address, credentials included, for the connection only. */
  url: string;
  /** "http://proxy.example:3128 (from HTTPS_PROXY)": for the log, never with credentials. */
  label: string;
  /** User name and password as written and decoded, to be masked before anything is printed. */
  credentials: string[];
}

/** A proxy variable that cannot be used: names the variable (the entry point says it as an input problem). */
export class ProxySettingError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.name = 'ProxySettingError';
    this.variable = variable;
  }
}

/**
 * Whether NO_PROXY (or no_proxy) exempts the target: `*`, a host name that matches itself and
 * its subdomains (with or without a leading dot), an address, each optionally with `:port`.
 */
export function bypassesProxy(noProxy: string | undefined, target: URL): boolean {
  if (!noProxy) return false;
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  return noProxy
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => {
      if (entry === '*') return true;
      const match = /^(.*?)(?::(\d+))?$/.exec(entry.toLowerCase().replace(/^\[|\](?=:|$)/g, ''));
      const name = (match?.[1] ?? '').replace(/^\*?\./, '');
      if (match?.[2] !== undefined && match[2] !== port) return false;
      return host === name || host.endsWith(`.${name}`);
    });
}

/** One variable, lower case first, as the runner's own tools read them (`@actions/http-client`). */
function firstOf(env: Env, names: readonly string[]): [name: string, value: string] | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return [name, value];
  }
  return undefined;
}

function parseProxy(name: string, value: string): ProxyRoute {
  let url: URL;
  try {
    // A bare host:port is how many people write it; curl and the runner read it as http.
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    throw new ProxySettingError(name, 'is not a proxy address; expected http://host:port, or http://user:password@host:port');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProxySettingError(name, `uses ${url.protocol.slice(0, -1)}; a proxy address is http:// or https://`);
  }
  const credentials = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter(
    (part) => part.length > 0,
  );
  return { url: url.href, label: `${url.protocol}//${url.host} (from ${name})`, credentials };
}

/**
 * The step's proxy settings, read once from its environment by its StepConnections: HTTPS_PROXY
 * for https targets, HTTP_PROXY for http ones (no fallback from one to the other), NO_PROXY, each
 * in either case. A variable is parsed when a target first needs it, so that a step that never
 * reaches an http host is not failed by a bad HTTP_PROXY.
 */
export class ProxySettings {
  readonly #https: [string, string] | undefined;
  readonly #http: [string, string] | undefined;
  readonly #noProxy: string | undefined;

  constructor(env: Env) {
    this.#https = firstOf(env, ['https_proxy', 'HTTPS_PROXY']);
    this.#http = firstOf(env, ['http_proxy', 'HTTP_PROXY']);
    this.#noProxy = env['no_proxy'] ?? env['NO_PROXY'];
  }

  /** The proxy for requests to `target`, or undefined when they go straight there; throws ProxySettingError. */
  routeFor(target: URL): ProxyRoute | undefined {
    const chosen = target.protocol === 'https:' ? this.#https : this.#http;
    if (chosen === undefined || bypassesProxy(this.#noProxy, target)) return undefined;
    return parseProxy(...chosen);
  }
}
