import { classifyFailure, connectionWhere, failurePhrase, type NetworkFailure as Failure } from '../http/network-errors.ts';
import type { Connection } from '../http/step-connections.ts';
import { readCapped, request, withDeadline } from '../http/undici.ts';

/**
 * One attempt at a probed URL: its own dispatchers (never the platform client's, so the API key
 * cannot travel; through the runner's proxy where one applies), redirects followed by hand
 * within a limit and to another origin without the probe's headers, at most this much of the
 * body read.
 */
const MAX_PROBE_BODY_BYTES = 256 * 1024;

export type NetworkFailure = 'dns' | 'connect' | 'tls' | 'timeout';

/**
 * A request the HTTP client refused to send as given (a header it will not carry, such as
 * `Expect`): no network is at fault, and every attempt would be refused alike.
 */
export type RefusedRequest = 'request';

export type AttemptResult =
  | {
      ok: true;
      status: number;
      headers: Record<string, string>;
      /**
       * The body read in its charset (a byte-order mark's, else the Content-Type's), for the
       * expectations only: never printed. Decoded otherwise than as UTF-8, a secret the page
       * echoes reads as other characters (UTF-16 takes its bytes in pairs), which no mask matches.
       */
      body: string;
      /** The body read as UTF-8, whatever its charset: the one text an excerpt is made of, as the masks and the scrub match it. */
      printable: string;
      /** The charset `body` was read in, when not UTF-8: a mismatch says so, as the excerpt is the UTF-8 reading. */
      readAs?: string;
      url: URL;
      /** Set when the body was longer than the probe reads: the bytes read, all that expect-body and expect-commit saw. */
      cutAt?: number;
      /** Set when the answer is a redirect left unfollowed at max-redirects: the words that say so, for a mismatch. */
      redirectLimit?: string;
    }
  /** `status` when the status line arrived and then the body did not, or its Location was not an http(s) URL. */
  | { ok: false; failure: NetworkFailure | RefusedRequest | 'redirects'; why: string; status?: number };

export interface AttemptOptions {
  /** The connection for a URL: the proxy's, or a direct one (NO_PROXY), per host a redirect leads to. */
  connectionFor: (url: URL) => Pick<Connection, 'dispatcher' | 'proxy'>;
  method: 'GET' | 'HEAD';
  /** Request headers (values are secrets, masked by the caller). */
  headers: Record<string, string>;
  /** The probe's own headers (Cache-Control: no-cache), sent on every hop: to another origin too, as they hold nothing of the user's. */
  ownHeaders?: Record<string, string> | undefined;
  /** Adds the attempt's cache-busting parameter to a URL (cache-bust query), for a hop whose Location dropped the query. */
  bust?: ((url: URL) => URL) | undefined;
  /** Bound for the whole attempt, every redirect it follows included. */
  timeoutMs: number;
  /** Where a bound shorter than timeout-seconds comes from, for the words of a timeout. */
  limitNote?: string | undefined;
  maxRedirects: number;
}

/**
 * The probe's outputs name four kinds of network failure: a name not resolved, no connection,
 * TLS, no answer in time; and a request refused before it was sent, which is none of them.
 */
const PROBE_FAILURE: Record<Failure['kind'], NetworkFailure | RefusedRequest> = {
  dns: 'dns',
  refused: 'connect',
  tls: 'tls',
  'connect-timeout': 'timeout',
  rejected: 'request',
  'proxy-refused': 'connect',
  timeout: 'timeout',
  'length-mismatch': 'connect',
  dropped: 'connect',
  cancelled: 'connect',
  // A probe sends no body of its own.
  'body-source': 'connect',
};

function classify(error: unknown, url: URL, options: AttemptOptions): { failure: NetworkFailure | RefusedRequest; why: string } {
  const failure = classifyFailure(error);
  const limitMs = options.timeoutMs;
  const where = connectionWhere(url.host, options.connectionFor(url).proxy);
  return {
    failure: PROBE_FAILURE[failure.kind],
    why: failurePhrase(failure, { where, connectLimitMs: limitMs, limitMs, limitNote: options.limitNote }),
  };
}

export async function attempt(url: URL, options: AttemptOptions): Promise<AttemptResult> {
  let current = url;
  let headers = { ...options.headers, ...options.ownHeaders };
  // One bound for every hop: a chain of slow redirects must not take timeout-seconds each.
  const ends = performance.now() + options.timeoutMs;
  for (let redirects = 0; ; redirects++) {
    const target = current;
    // At the limit the redirect is read as an answer, its status kept; the probe decides whether
    // it may count (expect-status 301 with max-redirects 0 checks that a redirect is in place).
    const limit = redirects >= options.maxRedirects ? `more than max-redirects (${options.maxRedirects}) redirects` : undefined;
    const result = await withDeadline(Math.max(0, ends - performance.now()), (signal) => exchange(target, headers, signal, options, limit));
    if (!('redirect' in result)) return result;
    // The user's headers (which may hold a token) never follow the answer to another origin:
    // another host, another port, or from https to http (where anyone on the path reads them).
    // The probe's own go on: the answer that counts is the last hop's, and must not come from a cache.
    if (result.redirect.origin !== current.origin) headers = { ...options.ownHeaders };
    current = nextHop(result.redirect, current, options.bust);
  }
}

/**
 * A redirect's URL, with the attempt's cache-busting parameter when the Location dropped the
 * query (a rule from the apex to www that keeps the path only): the last hop's answer is the one
 * that counts. Not on a redirect to the same URL without its query, as a site that strips
 * queries sends: asked again with it, it would send the probe round until max-redirects. Nor on
 * a Location with a query of its own: the site wrote it whole, and a signed URL given one
 * parameter more no longer matches its signature.
 */
function nextHop(next: URL, current: URL, bust: AttemptOptions['bust']): URL {
  if (bust === undefined || next.search !== '') return next;
  if (next.origin === current.origin && next.pathname === current.pathname) return next;
  return bust(next);
}

async function exchange(
  current: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  options: AttemptOptions,
  /** Set when a redirect is not to be followed: the limit it would pass. */
  limit: string | undefined,
): Promise<AttemptResult | { redirect: URL }> {
  let response;
  try {
    response = await request(options.connectionFor(current).dispatcher, current, { method: options.method, headers, signal });
  } catch (error) {
    return { ok: false, ...classify(error, current, options) };
  }
  // A body given up on (a redirect, the cap) ends with an error nobody waits for.
  response.body.on('error', () => {});
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const location = flat['location'];
  const redirect =
    response.statusCode >= 300 && response.statusCode < 400 && location ? followable(response.statusCode, location, current) : undefined;
  // Past the limit the redirect is read as an answer; otherwise its body is not wanted.
  if (redirect && ('failure' in redirect || limit === undefined)) {
    response.body.destroy();
    return redirect;
  }
  try {
    const read = options.method === 'HEAD' ? undefined : await readCapped(response.body, MAX_PROBE_BODY_BYTES);
    const bytes = read?.bytes();
    const printable = bytes?.toString('utf8') ?? '';
    const decoded = bytes === undefined ? { text: printable } : bodyText(bytes, printable, flat['content-type']);
    return {
      ok: true,
      status: response.statusCode,
      headers: flat,
      body: decoded.text,
      printable,
      ...(decoded.readAs === undefined ? {} : { readAs: decoded.readAs }),
      url: current,
      ...(read?.cut ? { cutAt: MAX_PROBE_BODY_BYTES } : {}),
      ...(redirect && limit !== undefined ? { redirectLimit: limit } : {}),
    };
  } catch (error) {
    // The status line came: say what it was, and that the body then failed (a dripping body).
    const failed = classify(error, current, options);
    return {
      ok: false,
      failure: failed.failure,
      why: `answered ${response.statusCode} but the body did not arrive: ${failed.why}`,
      status: response.statusCode,
    };
  }
}

/** A byte-order mark names the charset before the Content-Type does, as a browser reads it. */
const BYTE_ORDER_MARKS: ReadonlyArray<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** The decoder of a charset label; undefined for one it does not know (a RangeError), read as UTF-8. */
function decoderFor(label: string) {
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * A page's text in its charset, for the expectations (an ISO-8859-1 or windows-1252 page's `café`
 * is not UTF-8, and expect-body would never find it): a byte-order mark's (the mark dropped), else
 * the one its Content-Type names; UTF-8 when it names none, or one the decoder does not know.
 * Bytes that do not decode become U+FFFD, as a browser shows them. `utf8`: the bytes read as UTF-8,
 * which is the text whenever the charset is UTF-8 without a mark (read once, not twice);
 * `readAs` names the charset only where its reading differs from that (an ASCII page labelled
 * ISO-8859-1 reads the same either way).
 */
function bodyText(bytes: Uint8Array, utf8: string, contentType: string | undefined): { text: string; readAs?: string } {
  const marked = BYTE_ORDER_MARKS.find(([mark]) => mark.every((byte, at) => bytes[at] === byte))?.[1];
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const label = marked ?? (match?.[1] || match?.[2] || 'utf-8');
  const decoder = decoderFor(label);
  if (decoder === undefined || (marked === undefined && decoder.encoding === 'utf-8')) return { text: utf8 };
  const text = decoder.decode(bytes);
  return text === utf8 ? { text } : { text, readAs: decoder.encoding };
}

/**
 * Where a redirect leads, or why it leads nowhere. A Location the site got wrong (an unfilled
 * template, a bad port) is the site's failure to answer, an attempt like any other, not the
 * step's crash. Never shown: it may hold credentials.
 */
function followable(status: number, location: string, current: URL): { redirect: URL } | Extract<AttemptResult, { ok: false }> {
  const next = URL.parse(location, current.href);
  if (!next) return { ok: false, failure: 'redirects', why: `answered ${status} with a Location that is not a URL`, status };
  // One of another scheme (javascript:, ftp://) is no place to follow: requested, it would
  // fail as a connection that never reached the site, and the redirect would be lost.
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    return { ok: false, failure: 'redirects', why: `answered ${status} with a Location that is not an http(s) URL`, status };
  }
  return { redirect: next };
}
