import { InputError } from './inputs.ts';

/** The proxy a step's requests go through, read from the runner's environment. */
export interface ProxySettings {
  /** The proxy's address, credentials included, for the client only. */
  url: string;
  /** "http://proxy.example:3128 (from HTTPS_PROXY)": for the log, never with credentials. */
  label: string;
  /** User name and password as written and decoded, to be masked before anything is printed. */
  credentials: string[];
}

/**
 * The variable that names the proxy for a target, as the runner's own tools read it
 * (`@actions/http-client`): lower case first, `https_proxy` for an https target and `http_proxy`
 * for http, with no fallback from one to the other.
 */
function proxyVariable(env: NodeJS.ProcessEnv, target: URL): [name: string, value: string] | undefined {
  const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return [name, value];
  }
  return undefined;
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

/** The proxy for requests to `target`, or undefined when they go straight there. */
export function readProxySettings(env: NodeJS.ProcessEnv, target: URL): ProxySettings | undefined {
  const chosen = proxyVariable(env, target);
  if (chosen === undefined) return undefined;
  if (bypassesProxy(env['no_proxy'] ?? env['NO_PROXY'], target)) return undefined;
  const [name, value] = chosen;
  let url: URL;
  try {
    // A bare host:port is how many people write it; curl and the runner read it as http.
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    throw new InputError(name, 'is not a proxy address; expected http://host:port, or http://user:password@host:port');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(name, `uses ${url.protocol.slice(0, -1)}; a proxy address is http:// or https://`);
  }
  const credentials = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter(
    (part) => part.length > 0,
  );
  return { url: url.href, label: `${url.protocol}//${url.host} (from ${name})`, credentials };
}
