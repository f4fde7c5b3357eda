import { isIPv4 } from 'node:net';
import { credentialMasks, percentDecoded } from './credential-masks.ts';

export interface ProxyRoute {
  /** The proxy's address, credentials included, for the connection only. */
  url: string;
  /** "http://proxy.example:3128 (from HTTPS_PROXY)": for the log, never with credentials. */
  label: string;
  /** What to mask of its user name and password (credentialMasks) before anything is printed. */
  credentials: string[];
}

/** A proxy variable that cannot be used: names the variable (the entry point says it as an input problem). */
export class ProxySettingError extends Error {
  readonly variable: string;
  /** What of the refused value is masked all the same: its credentials, as written. */
  readonly credentials: string[];

  constructor(variable: string, message: string, credentials: string[] = []) {
    super(message);
    this.name = 'ProxySettingError';
    this.variable = variable;
    this.credentials = credentials;
  }
}

/**
 * A loopback host, which the runner's own tools never send through a proxy whatever NO_PROXY
 * says (`@actions/http-client`'s checkBypass asks this first; the runner's RunnerWebProxy, its
 * Uri.IsLoopback): `localhost`, an address of 127.0.0.0/8, `::1`. Names, not what they resolve to.
 */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}

/**
 * Whether the target is reached without the proxy: a loopback host always, else when NO_PROXY
 * (or no_proxy) names it: `*`, a host name that matches itself and its subdomains (with or
 * without a leading dot), an address, each optionally with `:port`.
 */
export function bypassesProxy(noProxy: string | undefined, target: URL): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopback(host)) return true;
  if (!noProxy) return false;
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

/** One variable's name and value, lower case first, as the runner's own tools read them (`@actions/http-client`). */
export function firstOf(env: Readonly<Record<string, string | undefined>>, names: readonly string[]): [string, string] | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return [name, value];
  }
  return undefined;
}

export function parseProxy(name: string, value: string): ProxyRoute {
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
  const credentials = credentialMasks(url.username, url.password);
  // The connection decodes them for Proxy-Authorization: a stray % would fail it later, unnamed.
  if ([url.username, url.password].some((part) => percentDecoded(part) === undefined)) {
    throw new ProxySettingError(
      name,
      'has a % in its user name or password that starts no %XX escape; write a % itself as %25',
      credentials,
    );
  }
  return { url: url.href, label: `${url.protocol}//${url.host} (from ${name})`, credentials };
}
