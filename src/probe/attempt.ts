import type { Dispatcher } from '../http/undici.ts';
import { request } from '../http/undici.ts';

/**
 * One attempt at a probed URL: its own dispatchers (never the platform client's, so the API key
 * cannot travel; through the runner's proxy where one applies), redirects followed by hand
 * within a limit and to another origin without the probe's headers, at most `maxBodyBytes` of
 * the body read.
 */
const MAX_PROBE_BODY_BYTES = 256 * 1024;

export type NetworkFailure = 'dns' | 'connect' | 'tls' | 'timeout';

export type AttemptResult =
  | { ok: true; status: number; headers: Record<string, string>; body: string; url: URL }
  /** `status` when the status line arrived and the body did not. */
  | { ok: false; failure: NetworkFailure | 'redirects'; why: string; status?: number };

export interface AttemptOptions {
  /** The dispatcher for a URL: the proxy's, or a direct one (NO_PROXY), per host a redirect leads to. */
  dispatcherFor: (url: URL) => Dispatcher;
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes?: number;
}

function classify(error: unknown): { failure: NetworkFailure; why: string } {
  const code = String((error as { code?: unknown }).code ?? '');
  // The only abort is the attempt's own deadline.
  if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
    return { failure: 'timeout', why: 'no answer in time' };
  const message = (error as Error).message;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { failure: 'dns', why: `the name could not be resolved (${code})` };
  if (['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_ABORTED', 'ABORT_ERR'].includes(code))
    return { failure: 'timeout', why: `no answer in time (${code})` };
  if (/certificate|ssl|tls|wrong version number|self.signed|EPROTO/i.test(`${code} ${message}`))
    return { failure: 'tls', why: `TLS failed (${code || message})` };
  return { failure: 'connect', why: `the connection failed (${code || message})` };
}

async function readCapped(body: AsyncIterable<Uint8Array> & { destroy(): unknown }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk);
    chunks.push(buffer.subarray(0, Math.max(0, max - size)));
    size += buffer.length;
    if (size >= max) {
      // The rest is not wanted: stop reading instead of draining megabytes.
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function attempt(url: URL, options: AttemptOptions): Promise<AttemptResult> {
  let current = url;
  let headers = options.headers;
  for (let redirects = 0; ; redirects++) {
    // One deadline for the whole exchange, cleared when it ends so that it aborts nothing later.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
    try {
      const result = await exchange(current, headers, deadline.signal, options);
      if (!('redirect' in result)) return result;
      if (redirects >= options.maxRedirects) {
        return { ok: false, failure: 'redirects', why: `more than max-redirects (${options.maxRedirects}) redirects` };
      }
      // The probe's headers (which may hold a token) never follow the answer to another origin:
      // another host, another port, or from https to http (where anyone on the path reads them).
      if (result.redirect.origin !== current.origin) headers = {};
      current = result.redirect;
    } finally {
      clearTimeout(timer);
    }
  }
}

async function exchange(
  current: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  options: AttemptOptions,
): Promise<AttemptResult | { redirect: URL }> {
  let response;
  try {
    response = await request(options.dispatcherFor(current), current, { method: options.method, headers, signal });
  } catch (error) {
    return { ok: false, ...classify(error) };
  }
  // A body given up on (a redirect, the cap) ends with an error nobody waits for.
  response.body.on('error', () => {});
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const location = flat['location'];
  if (response.statusCode >= 300 && response.statusCode < 400 && location) {
    response.body.destroy();
    return { redirect: new URL(location, current) };
  }
  try {
    const body = options.method === 'HEAD' ? '' : await readCapped(response.body, options.maxBodyBytes ?? MAX_PROBE_BODY_BYTES);
    return { ok: true, status: response.statusCode, headers: flat, body, url: current };
  } catch (error) {
    // The status line came: say what it was, and that the body then failed (a dripping body).
    const failed = classify(error);
    return {
      ok: false,
      failure: failed.failure,
      why: `answered ${response.statusCode} but the body did not arrive: ${failed.why}`,
      status: response.statusCode,
    };
  }
}
