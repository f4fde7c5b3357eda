import type { Clock } from '../api/clock.ts';
import { pollUntil } from '../api/polling.ts';
import type { Connection, StepConnections } from '../http/step-connections.ts';
import { attemptLimit } from '../http/deadline.ts';
import { attempt, type AttemptOptions, type NetworkFailure, type RefusedRequest } from './attempt.ts';
import { firstMismatch, type Expectations } from './expectations.ts';

export interface ProbeSettings extends Omit<AttemptOptions, 'connectionFor' | 'ownHeaders' | 'bust'> {
  url: URL;
  expect: Expectations;
  /**
   * `query`: a unique parameter per attempt, added to the query as given (and to a redirect's URL
   * that dropped it), plus Cache-Control: no-cache on every hop; `header`: only the header.
   */
  cacheBust: 'query' | 'header' | 'none';
  waitSeconds: number;
  pollIntervalSeconds: number;
  consecutive: number;
  /** The step's connections, asked again for each host a redirect leads to. */
  connections: StepConnections;
}

/** How much of the last body is kept for its excerpt: enough that a secret in its first 200 characters is whole, to be scrubbed before it is cut. */
const EXCERPT_CHARACTERS = 16 * 1024;

interface Seen {
  status: number | undefined;
  /** Undefined when the answer met every expectation. */
  error: NetworkFailure | RefusedRequest | 'status' | 'body' | 'header' | undefined;
  why: string;
  /** The first characters of the body read as UTF-8 (never in its charset: see `printable`), raw: the caller scrubs them, then cuts them short. */
  excerpt: string;
}

export interface ProbeAttempt extends Seen {
  attempt: number;
  elapsedMs: number;
  streak: number;
  nextInMs: number | undefined;
}

export interface ProbeOutcome extends Seen {
  matched: boolean;
  attempts: number;
  elapsedMs: number;
}

/**
 * A redirect the limit stopped at is the answer only when the probe asks for one: max-redirects 0
 * (redirects not followed at all, as curl without -L), or every expect-status range inside
 * 300-399. Otherwise it is a site still redirecting after max-redirects, as a loop (http and
 * https, a trailing slash bouncing) is: `200-399` must not take its 3xx as a site that works.
 */
function unwantedRedirect(
  result: { status: number; redirectLimit?: string },
  settings: Pick<ProbeSettings, 'maxRedirects' | 'expect'>,
): { kind: 'status'; why: string } | undefined {
  if (result.redirectLimit === undefined || settings.maxRedirects === 0) return undefined;
  if (settings.expect.statuses.every((range) => range.from >= 300 && range.to <= 399)) return undefined;
  return { kind: 'status', why: `status ${result.status}, still a redirect` };
}

/** `name`, or `name-2`, `name-3`…: the first the URL's query does not hold already, which a parameter of the user's must never be replaced by. */
function unusedName(url: URL, name: string): string {
  const taken = new Set(url.searchParams.keys());
  let free = name;
  for (let n = 2; taken.has(free); n++) free = `${name}-${n}`;
  return free;
}

/** `url` with the cache-busting parameter `value`, added to the query as given, not re-encoded with it: a site or a signed URL may read its raw query. */
function busted(url: URL, value: string): URL {
  const next = new URL(url);
  next.search = `${url.search ? `${url.search}&` : '?'}${unusedName(url, 'probe')}=${value}`;
  return next;
}

/**
 * Probes until every expectation holds `consecutive` times in a row or the time is up (the
 * shared polling loop). A failed attempt resets the streak.
 */
export async function runProbe(
  settings: ProbeSettings,
  deps: { clock: Clock; onAttempt?: (attempt: ProbeAttempt) => void },
): Promise<ProbeOutcome> {
  // One connection per way out (straight, or each proxy), made when first needed and closed at the end.
  const connections = new Map<string, Connection>();
  // The proxy's CONNECT tunnel uses Node's CAs for the target's TLS, NODE_EXTRA_CA_CERTS included, as the API calls do.
  const connectionFor = (url: URL): Connection => {
    const key = settings.connections.routeFor(url)?.url ?? '';
    let connection = connections.get(key);
    if (!connection) {
      connection = settings.connections.open(url, { connections: 1, connectTimeoutMs: settings.timeoutMs });
      connections.set(key, connection);
    }
    return connection;
  };
  const waitMs = settings.waitSeconds * 1000;
  const intervalMs = settings.pollIntervalSeconds * 1000;
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const ownHeaders = settings.cacheBust === 'none' ? {} : { 'cache-control': 'no-cache' };
  let streak = 0;
  let attempts = 0;
  // What reset the streak last: a probe whose wait ends on a pass, the streak short, failed for it.
  let lastFailure: Seen | undefined;
  // The wait ran out on a pass: the probe failed for the failure before it, which probe-error names.
  const shortStreak = (): Pick<Seen, 'error' | 'why'> => {
    const short = `only ${streak} of ${settings.consecutive} in a row before the wait ran out`;
    return lastFailure
      ? { error: lastFailure.error, why: `${short}; the last failure: ${lastFailure.why}` }
      : { error: undefined, why: short };
  };
  try {
    const outcome = await pollUntil<Seen>({
      // The wait bounds when attempts start; an attempt has timeout-seconds for all its redirects,
      // cut to what is left of the wait as any read of a poll (see attemptLimit): the probe ends
      // at most one interval past its wait; without one, the one attempt has timeout-seconds whole.
      read: async (deadline) => {
        attempts += 1;
        const value = `${nonce}-${attempts}`;
        const bust = settings.cacheBust === 'query' ? (url: URL) => busted(url, value) : undefined;
        const result = await attempt(bust ? bust(settings.url) : new URL(settings.url), {
          ...settings,
          ...attemptLimit(deadline, settings.timeoutMs, deps.clock.now()),
          ownHeaders,
          bust,
          connectionFor,
        });
        if (!result.ok) {
          streak = 0;
          // A request the HTTP client refused to send would be refused at every attempt: the probe ends there.
          const refused = result.failure === 'request';
          lastFailure = {
            status: result.status,
            error: result.failure === 'redirects' ? 'status' : result.failure,
            why: refused ? `${result.why}; every attempt would be refused alike, so the probe stopped at this one` : result.why,
            excerpt: '',
          };
          return lastFailure;
        }
        const mismatch = firstMismatch(result, settings.expect) ?? unwantedRedirect(result, settings);
        streak = mismatch ? 0 : streak + 1;
        // A redirect stopped at the limit: the limit may be why.
        const limit = mismatch && result.redirectLimit ? ` (a redirect not followed: ${result.redirectLimit})` : '';
        // What was looked for may lie past what was read.
        const cut =
          mismatch?.kind === 'body' && result.cutAt !== undefined
            ? ` (only the first ${result.cutAt / 1024} KiB of the body were read)`
            : '';
        const seen: Seen = {
          status: result.status,
          error: mismatch?.kind,
          why: mismatch ? `${mismatch.why}${limit}${cut}` : 'every expectation met',
          excerpt: result.printable.slice(0, EXCERPT_CHARACTERS),
        };
        if (mismatch) lastFailure = seen;
        return seen;
      },
      settled: (seen) => seen.error === 'request' || streak >= settings.consecutive,
      waitMs,
      intervalMs,
      clock: deps.clock,
      onPoll: (sample) =>
        // Every read returns (attempt() catches): each poll has a value.
        deps.onAttempt?.({ ...sample.value!, attempt: sample.poll, elapsedMs: sample.elapsedMs, streak, nextInMs: sample.nextInMs }),
    });
    const last = outcome.last;
    const matched = outcome.settled && last?.error !== 'request';
    const ranOutOnPass = !matched && last !== undefined && last.error === undefined;
    const { error, why } = ranOutOnPass ? shortStreak() : { error: last?.error, why: last?.why };
    return {
      matched,
      status: last?.status,
      error: matched ? undefined : error,
      why: why ?? 'no attempt was made',
      attempts,
      elapsedMs: outcome.elapsedMs,
      excerpt: last?.excerpt ?? '',
    };
  } finally {
    await Promise.all([...connections.values()].map((connection) => connection.close()));
  }
}
