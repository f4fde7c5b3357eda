const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Where a credential may be sent: https://, or plain http:// to this machine only (emulators, tests). */
export function httpsOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * Parses an API base address. The key travels in a header, so plain HTTP is allowed
 * only to this machine (emulators, tests); credentials, queries and fragments are refused
 * because they would be sent, logged or silently dropped.
 * Throws a plain Error whose message describes the problem, for the caller to attribute.
 */
export function parseBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`'${text}' is not an absolute URL; expected https://host[/path]`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`scheme '${url.protocol.slice(0, -1)}' is not allowed; expected https://`);
  }
  if (!httpsOrLoopback(url)) {
    throw new Error(`http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1]), not '${url.hostname}'; use https://`);
  }
  if (url.username || url.password) throw new Error('credentials in the URL are not allowed; the key is given apart');
  if (url.search || text.includes('?')) throw new Error('a query string is not allowed');
  if (url.hash || text.includes('#')) throw new Error('a fragment is not allowed');
  return url;
}
