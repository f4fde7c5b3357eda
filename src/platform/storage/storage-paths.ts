/**
 * Paths in a storage zone. The platform documents no encoding; every segment is percent-encoded
 * as UTF-8 (encodeURIComponent), so that a space, `#`, `?`, `%` or a non-ASCII name arrives as
 * the object's name. The WHATWG URL setter the platform's SDK uses leaves `%` alone, which
 * would turn a literal `%41` in a name into `A`.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * The base address of a storage host given bare (`storage.bunnycdn.com`, as StorageHostname
 * gives it): https, except loopback hosts over http, for emulators and tests (the api-url rule).
 * Throws a plain Error whose message says what is wrong, for the caller to attribute.
 */
export function storageBaseUrl(host: string): URL {
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
    throw new Error(`'${host}' is not a bare host name; expected a host such as storage.bunnycdn.com, without scheme or path`);
  }
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return new URL(`${LOOPBACK.has(name) ? 'http' : 'https'}://${host}`);
}

/** A reason the segments cannot name an object, or undefined. `..` and `.` would be resolved away by a URL. */
export function badSegment(segments: readonly string[]): string | undefined {
  for (const segment of segments) {
    if (segment === '.' || segment === '..') return `a path segment cannot be '${segment}'`;
    if (/[\u0000-\u001f\u007f]/.test(segment)) return 'a path segment cannot hold control characters';
  }
  return undefined;
}

/** A file name with its full path in the zone, without the leading slash, is never longer (storage-and-deploy-facts 1.5). */
export const MAX_ZONE_PATH_LENGTH = 6000;

/** The platform refuses an upload whose file or folder name starts or ends with a space (facts 1.5). */
export const spacedSegment = (segment: string): boolean => segment.startsWith(' ') || segment.endsWith(' ');

/** `/zone/a%20b/c.txt`, or `/zone/a/` for a directory: the path of a storage request. */
export function objectUrlPath(zoneName: string, segments: readonly string[], directory: boolean): string {
  const problem = badSegment([zoneName, ...segments]);
  if (problem) throw new Error(problem);
  const encoded = [zoneName, ...segments].map((segment) => encodeURIComponent(segment)).join('/');
  return directory ? `/${encoded}/` : `/${encoded}`;
}

/** "/site/a b.txt": how a zone path is shown and reported, from the zone's root, unencoded. */
export function displayPath(segments: readonly string[], directory = false): string {
  return `/${segments.join('/')}${directory && segments.length > 0 ? '/' : ''}`;
}
