import type { Clock } from '../../api/clock.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { pollUntil } from '../../api/polling.ts';
import { requests } from '../../api/requests.ts';
import { request, type Dispatcher } from '../../http/undici.ts';
import { openConnection } from '../../http/connections.ts';
import { DEPLOY_HEADER } from './site-rules.ts';

/*
 * How a switch is known to be live, as the platform's CLI does it (storage-and-deploy-facts 2.2):
 * purge; poll the site until the response header X-Bunny-Deploy names the deploy; wait one
 * propagation interval from that first match, because config syncs reach the edge in ~5 s
 * buckets (PR #200: ~6 s) and the first answer comes from one point of presence only; purge
 * again, because the header can show on a cached body (origin rules act only on a cache miss).
 */

/** One propagation interval of the edge's configuration, as the platform's CLI waits it. */
export const EDGE_PROPAGATION_MS = 7500;

interface HeaderPoll {
  poll: number;
  elapsedMs: number;
  /** The header's value, undefined when absent or no answer came. */
  seen: string | undefined;
  status: number | undefined;
  error: string | undefined;
  nextInMs: number | undefined;
}

export interface VerifyOptions {
  client: PlatformClient;
  pullZoneId: number;
  /** The site's address on the switched target (`https://host/`). */
  url: string;
  deployId: string;
  /** The proxy the runner gives for that address, credentials included; undefined: direct. */
  proxyUrl: string | undefined;
  clock: Clock;
  waitMs: number;
  intervalMs: number;
  /** Limit for one request to the site. */
  timeoutMs: number;
  onPoll?: (poll: HeaderPoll) => void;
  onStage?: (line: string) => void;
}

export interface VerifyOutcome {
  /** Whether the header named the deploy within the wait. */
  shown: boolean;
  polls: number;
  /** From the first purge to the end (the second purge included). */
  elapsedMs: number;
  /** The header's last value seen. */
  lastSeen: string | undefined;
  lastError: string | undefined;
}

/** One request to the site: a query no cache has seen, `no-cache`, no redirect followed, the body dropped. */
async function readDeployHeader(
  dispatcher: Dispatcher,
  url: URL,
  timeoutMs: number,
): Promise<{ seen: string | undefined; status: number }> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await request(dispatcher, url, { method: 'GET', headers: { 'cache-control': 'no-cache' }, signal: deadline });
  response.body.on('error', () => {});
  response.body.destroy();
  const value = response.headers[DEPLOY_HEADER.toLowerCase()];
  return { seen: Array.isArray(value) ? value[0] : value, status: response.statusCode };
}

/** The wait for the header, through the runner's proxy when it gives one. */
async function waitForDeployHeader(
  options: Omit<VerifyOptions, 'client' | 'pullZoneId' | 'onStage'>,
): Promise<{ shown: boolean; polls: number; lastSeen: string | undefined; lastError: string | undefined }> {
  const { dispatcher } = openConnection({}, new URL(options.url), {
    connections: 1,
    proxy: options.proxyUrl === undefined ? null : { url: options.proxyUrl, label: 'a proxy', credentials: [] },
  });
  const nonce = `${options.deployId}-${options.clock.now().toString(36)}`;
  let lastError: string | undefined;
  try {
    const result = await pollUntil({
      read: async () => {
        const url = new URL(options.url);
        url.searchParams.set('bunny-deploy-check', `${nonce}-${Math.random().toString(36).slice(2, 8)}`);
        try {
          const answer = await readDeployHeader(dispatcher, url, options.timeoutMs);
          lastError = undefined;
          return answer;
        } catch (error) {
          // The site not answering is a reason to ask again, not to give up on the switch.
          lastError = (error as Error).message.split('\n')[0] ?? String(error);
          return { seen: undefined, status: undefined };
        }
      },
      settled: (answer) => answer.seen === options.deployId,
      waitMs: options.waitMs,
      intervalMs: options.intervalMs,
      clock: options.clock,
      onPoll: (sample) =>
        options.onPoll?.({
          poll: sample.poll,
          elapsedMs: sample.elapsedMs,
          seen: sample.value?.seen,
          status: sample.value?.status,
          error: lastError,
          nextInMs: sample.nextInMs,
        }),
    });
    return { shown: result.settled, polls: result.polls, lastSeen: result.last?.seen, lastError };
  } finally {
    await dispatcher.close();
  }
}

/**
 * Purge, poll for the header, wait one propagation interval from the first match, purge again.
 * Resolves with shown: false when the header did not name the deploy in time (nothing more is
 * purged then: the caller decides what a switch that did not show means).
 */
export async function verifySwitch(options: VerifyOptions): Promise<VerifyOutcome> {
  const { client, pullZoneId, clock } = options;
  const started = clock.now();
  await client.send(requests.purgePullZone(pullZoneId));
  options.onStage?.(`Purged pull zone ${pullZoneId}; polling ${options.url} for ${DEPLOY_HEADER}: ${options.deployId}`);
  const wait = await waitForDeployHeader(options);
  if (!wait.shown)
    return { shown: false, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: wait.lastError };
  options.onStage?.(
    `${DEPLOY_HEADER} names ${options.deployId}; waiting ${EDGE_PROPAGATION_MS / 1000} s (one propagation interval) for every edge location, then purging again`,
  );
  await clock.sleep(EDGE_PROPAGATION_MS);
  await client.send(requests.purgePullZone(pullZoneId));
  return { shown: true, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: undefined };
}
