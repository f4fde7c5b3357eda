import type { Clock } from '../../api/clock.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { pollUntil, type PollSample } from '../../api/polling.ts';
import { requests } from '../../api/requests.ts';
import { readHeaders } from '../../http/undici.ts';
import type { StepConnections } from '../../http/step-connections.ts';
import { EDGE_PROPAGATION_MS } from './edge-propagation.ts';
import { purgePreview } from './preview-purge.ts';
import { bodyLostWarning, sendPurge } from './purge.ts';
import { DEPLOY_HEADER, VERIFY_QUERY_PARAMETER } from './site-rules.ts';
import type { SwitchRequest } from './site-switch.ts';
import { attemptLimit } from '../../http/deadline.ts';
import { classifyFailure, connectionWhere, failurePhrase } from '../../http/network-errors.ts';

/*
 * How a switch is known to be live, as the platform's CLI does it (storage-and-deploy-facts 2.2):
 * purge; poll the site until the response header X-Bunny-Deploy names the deploy; wait one
 * propagation interval from that first match, because config syncs reach the edge in ~5 s
 * buckets (PR #200: ~6 s) and the first answer comes from one point of presence only; purge
 * again, because the header can show on a cached body (origin rules act only on a cache miss).
 * A deploy live already (a re-run) is verified the same way: the header it shows proves no
 * purge, as the rule sets it on cached answers too, and the purges of the step that switched
 * may never have happened (a refused purge is what failed that step). Nothing records that a
 * switch was verified, so every verification purges, waits and purges again.
 */

/** One read of the site: the header's value (undefined when absent or no answer came), or why no answer came. */
interface HeaderRead {
  seen: string | undefined;
  status: number | undefined;
  /** The answer's Location, as sent: whether a redirect is the site's own is read from it. */
  location: string | undefined;
  error: string | undefined;
}

/** A preview's URLs are purged, not the whole pull zone (production's), so the target is needed. */
export interface VerifySettings extends Pick<SwitchRequest, 'pullZoneId' | 'target'> {
  waitSeconds: number;
  pollIntervalSeconds: number;
  /** For one request to the site. */
  timeoutMs: number;
  /** The step's connections: the route to the site's address is decided there. */
  http: StepConnections;
  /**
   * The deploy counts as live only when `/` answers 2xx (or a redirect the site makes) with its
   * header: a 404 that carries the header is the deploy served without its home page. Without
   * one to require, a 5xx still is no site (siteAnswerProblem).
   */
  homePage: boolean;
}

interface VerifyRun {
  /** The site's address on the switched target (`https://host/`). */
  url: string;
  /**
   * The hostnames the target answers on (production's, of its pull zone, as the step read it;
   * none for a preview, or left out): a redirect to one of them is the site's own, as one on `url`'s host is.
   */
  siteHosts?: readonly string[];
  deployId: string;
  clock: Clock;
  onPoll: (poll: PollSample<HeaderRead>) => void;
  onStage: (line: string) => void;
  onWarning: (line: string) => void;
}

export interface VerifyOutcome {
  /** Whether the header named the deploy within the wait. */
  shown: boolean;
  polls: number;
  /** From the first purge to the end (the second purge included). */
  elapsedMs: number;
  last: HeaderRead | undefined;
}

/** The statuses that send a browser on; a 304 (or a 300, a 305) takes it nowhere. */
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** The host a Location sends a browser to, read against the URL asked; undefined when it is no URL. */
function locationHost(location: string, asked: string): string | undefined {
  try {
    const target = new URL(location, asked);
    // A pull zone answers over http and https on their own ports only: another scheme or port is no page of the site.
    if (!['http:', 'https:'].includes(target.protocol) || !['', '80', '443'].includes(target.port)) return undefined;
    return target.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Why an answer that names the deploy is not the site working, undefined when it is. The
 * site's rule sets its header on every answer, a broken origin's 502 too, so a 5xx never is;
 * and when the home page must work, only a 2xx or a redirect the site itself makes (to the host
 * asked, or another of the target's hostnames) is: a 304 sends nowhere, and a redirect to
 * another host (a Redirect rule left from a maintenance window, a parked page) is not this
 * deploy's home page. Redirects are not followed.
 */
export function siteAnswerProblem(
  { status, location }: Pick<HeaderRead, 'status' | 'location'>,
  { url, siteHosts = [] }: Pick<VerifyRun, 'url' | 'siteHosts'>,
  homePage: boolean,
  /** How the site's own text (its Location) is shown: it is not the step's. */
  show: (text: string) => string = (text) => text,
): string | undefined {
  if (status === undefined) return 'no answer';
  if (status >= 500) return `${homePage ? 'its home page' : '/'} answers ${status} with its ${DEPLOY_HEADER} header`;
  if (!homePage || (status >= 200 && status < 300)) return undefined;
  if (status < 300 || status >= 400) return `its home page answers ${status}`;
  if (!REDIRECTS.has(status))
    return `its home page answers ${status}, which is no redirect (${location === undefined ? 'no Location' : `Location: ${show(location)}`})`;
  if (location === undefined) return `its home page answers ${status} with no Location`;
  const asked = new URL(url).hostname.toLowerCase();
  const host = locationHost(location, url);
  if (host !== undefined && [asked, ...siteHosts.map((name) => name.toLowerCase())].includes(host)) return undefined;
  const others = siteHosts.some((name) => name.toLowerCase() !== asked) ? ' nor another hostname of its pull zone' : '';
  return `its home page answers ${status} to ${show(location)}, a host that is not the site's (not ${asked}${others})`;
}

/** What an answer that names the deploy but is not the site (siteAnswerProblem) comes from, by its status. */
export function siteAnswerCause(status: number | undefined): string {
  if (status !== undefined && status >= 500)
    return "(a server error: the site's rule sets the header on error answers too, so this is its origin, the storage zone, or the edge failing)";
  if (status !== undefined && status >= 300 && status < 400)
    return "(an answer the deploy's home page does not make: an edge rule of the pull zone that redirects, such as one left from a maintenance window, may answer before the site's rule)";
  return '(a deploy without index.html at its root, or storage replicas that do not have it yet)';
}

/** The wait for the header, through the runner's proxy when it gives one. */
async function waitForDeployHeader(settings: VerifySettings, run: VerifyRun, waitMs: number): Promise<Omit<VerifyOutcome, 'elapsedMs'>> {
  // Connecting has timeout-seconds, as any request: what a failure to connect says.
  const { dispatcher, proxy } = settings.http.open(new URL(run.url), { connections: 1, connectTimeoutMs: settings.timeoutMs });
  const nonce = `${run.deployId}-${run.clock.now().toString(36)}`;
  try {
    const result = await pollUntil({
      read: async (deadline): Promise<HeaderRead> => {
        // A query no cache has seen, and `no-cache`, for any cache on the way that heeds them; the
        // edge's leaves the query out of its key by default, which confirmHomePage answers for.
        const url = new URL(run.url);
        url.searchParams.set(VERIFY_QUERY_PARAMETER, `${nonce}-${Math.random().toString(36).slice(2, 8)}`);
        const limit = attemptLimit(deadline, settings.timeoutMs, run.clock.now());
        try {
          const response = await readHeaders(dispatcher, url, { timeoutMs: limit.timeoutMs, headers: { 'cache-control': 'no-cache' } });
          const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
          const seen = first(response.headers[DEPLOY_HEADER.toLowerCase()]);
          return { seen, status: response.statusCode, location: first(response.headers['location']), error: undefined };
        } catch (error) {
          // The site not answering is a reason to ask again, not to give up on the switch; a
          // timeout names its limit, which the wait may have cut.
          const where = connectionWhere(url.host, proxy);
          const scene = { where, connectLimitMs: settings.timeoutMs, limitMs: limit.timeoutMs, limitNote: limit.limitNote };
          return { seen: undefined, status: undefined, location: undefined, error: failurePhrase(classifyFailure(error), scene) };
        }
      },
      // Storage replicas may still lack the home page: a 404 with the header is asked again until the wait ends.
      settled: (answer) => answer.seen === run.deployId && siteAnswerProblem(answer, run, settings.homePage) === undefined,
      waitMs,
      intervalMs: settings.pollIntervalSeconds * 1000,
      clock: run.clock,
      onPoll: run.onPoll,
    });
    return { shown: result.settled, polls: result.polls, last: result.last };
  } finally {
    await dispatcher.close();
  }
}

/**
 * A preview's switch purges that hostname's URLs (`https://<host>/*`); production's purges the
 * pull zone. Purging the zone for a preview would empty production's cache on every preview
 * push, and spend the account's purge budget twice a push.
 */
async function purgeTarget(client: PlatformClient, { pullZoneId, target }: VerifySettings, warn: (line: string) => void): Promise<string> {
  if (target.kind === 'production') {
    const warning = bodyLostWarning(`pull zone ${pullZoneId}`, await sendPurge(client, requests.purgePullZone(pullZoneId)));
    if (warning !== undefined) warn(warning);
    return `pull zone ${pullZoneId}`;
  }
  return purgePreview(client, target.hostname, warn);
}

/**
 * Purge, poll for the header, wait one propagation interval from the first match, purge again;
 * then ask for `/` again (confirmHomePage). Resolves with shown: false when the header did not
 * name the deploy in time, or `/` did not answer as the site after the second purge (nothing
 * more is purged then: the caller decides what that means).
 */
export async function verifySwitch(client: PlatformClient, settings: VerifySettings, run: VerifyRun): Promise<VerifyOutcome> {
  const { clock, deployId } = run;
  const started = clock.now();
  const purged = await purgeTarget(client, settings, run.onWarning);
  run.onStage(`Purged ${purged}; polling ${run.url} for ${DEPLOY_HEADER}: ${deployId}`);
  const wait = await waitForDeployHeader(settings, run, settings.waitSeconds * 1000);
  if (!wait.shown) return { ...wait, elapsedMs: clock.now() - started };
  run.onStage(
    `${DEPLOY_HEADER} names ${deployId}; waiting ${EDGE_PROPAGATION_MS / 1000} s (one propagation interval) for every edge location, then purging again`,
  );
  await clock.sleep(EDGE_PROPAGATION_MS);
  await purgeTarget(client, settings, run.onWarning);
  const home = await confirmHomePage(settings, run, settings.waitSeconds * 1000 - (clock.now() - started));
  return { ...home, polls: wait.polls + home.polls, elapsedMs: clock.now() - started };
}

/**
 * A switch written that the step cannot verify (the read after its write failed): one purge of
 * the target, after one propagation interval, so that the edge does not keep serving the old
 * deploy's cached pages under the rule the write may have put live (its header shows on cached
 * bodies, storage-and-deploy-facts 2.2), and mixing them with the new deploy's, until the pages
 * expire. The interval first: a purge before the edge has the rule refills the cache from the old
 * folder. If the platform lost the write, the purge costs a refill of the deploy still live. No
 * poll, no second purge: only a verification, on a re-run, says the switch is live.
 */
export async function purgeUnverified(
  client: PlatformClient,
  settings: VerifySettings,
  clock: Clock,
  warn: (line: string) => void,
): Promise<void> {
  await clock.sleep(EDGE_PROPAGATION_MS);
  await purgeTarget(client, settings, warn);
}

/** What the verification asks of `/` after its second purge: without a home page to require, only no server error. */
const wantedAnswer = (homePage: boolean) => (homePage ? '2xx (or a redirect the site makes)' : 'other than 5xx');

/** What the verification does after its second purge, as a dry run says it. */
export const homePageCheckLine = (homePage: boolean) => `, then ask for / again until it answers ${wantedAnswer(homePage)} with the header`;

/** Poll intervals the home page's check after the second purge has at least. */
const HOME_PAGE_MIN_POLLS = 3;

/**
 * The home page, asked again once the second purge emptied every edge location's cache. The
 * polls' fresh query does not get past a cache that leaves the query out of its key, the
 * platform's default (docs.bunny.net/cdn/vary-cache): a location still on the old rules caches
 * the old deploy's `/`, and once the new rules reach it that 200 carries the new header. Only an
 * answer after the purge is the new deploy's own. It is asked until the rest of the wait ends,
 * and for at least one propagation interval or a few poll intervals, whichever is longer: the
 * first match and the pause after it may have spent the wait, and one answer from a storage
 * replica that lags, or one lost on the network, would then fail a deploy that works. A site
 * without a home page to require is asked too: a cached 200 hides a broken origin's 5xx alike.
 */
async function confirmHomePage(settings: VerifySettings, run: VerifyRun, leftMs: number): Promise<Omit<VerifyOutcome, 'elapsedMs'>> {
  const floorMs = Math.max(EDGE_PROPAGATION_MS, HOME_PAGE_MIN_POLLS * settings.pollIntervalSeconds * 1000);
  const waitMs = Math.max(floorMs, leftMs);
  run.onStage(
    `Purged again; asking ${run.url} for ${DEPLOY_HEADER}: ${run.deployId} with an answer ${wantedAnswer(settings.homePage)}, for up to ${(waitMs / 1000).toFixed(1)} s (the rest of wait-seconds, and at least ${floorMs / 1000} s: one propagation interval or ${HOME_PAGE_MIN_POLLS} poll intervals, whichever is longer)`,
  );
  return waitForDeployHeader(settings, run, waitMs);
}

/** More than this many seconds of browser caching of the HTML keeps returning visitors on an old deploy. */
export const HTML_BROWSER_CACHE_MAX_SECONDS = 3600;

/** What one Cache-Control value gives a browser. */
interface Lifetime {
  seconds: number | undefined;
  /** Two max-ages that differ: repeated headers joined into one line by a proxy (or by Node). */
  disagree: boolean;
}

function lifetimeOf(cacheControl: string): Lifetime {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.some((part) => part === 'no-store' || part === 'no-cache')) return { seconds: 0, disagree: false };
  // Every max-age, not the first: a joined `max-age=0, ..., max-age=25600000` is not a page kept 0 s.
  const ages = new Set(directives.flatMap((part) => /^max-age\s*=\s*"?(\d+)"?$/.exec(part)?.[1] ?? []).map(Number));
  return { seconds: ages.size === 0 ? undefined : Math.max(...ages), disagree: ages.size > 1 };
}

/**
 * How long a browser may keep an answer with this Cache-Control without asking again: 0 for
 * no-store, no-cache or a max-age of 0; the longest max-age otherwise (s-maxage is for shared
 * caches); undefined when the header gives no lifetime (the browser then guesses).
 */
export function browserCacheSeconds(cacheControl: string | undefined): number | undefined {
  return cacheControl === undefined ? undefined : lifetimeOf(cacheControl).seconds;
}

/** How long browsers may keep a page, from every Cache-Control header it carries. */
export interface PageCaching {
  /** The longest lifetime any of the headers gives (a browser may take any one); undefined: none gives one. */
  seconds: number | undefined;
  /**
   * The headers give different lifetimes (more than one header, or one line that joins several):
   * which one a browser takes is not known.
   */
  disagree: boolean;
}

export function pageCaching(headers: readonly string[]): PageCaching {
  const lifetimes = headers.map((header) => lifetimeOf(header));
  const given = lifetimes.flatMap(({ seconds }) => seconds ?? []);
  return {
    seconds: given.length === 0 ? undefined : Math.max(...given),
    disagree: lifetimes.some((lifetime) => lifetime.disagree) || new Set(lifetimes.map(({ seconds }) => seconds)).size > 1,
  };
}

/**
 * Every Cache-Control header that a page of the site (`/`, `/about`) carries at the edge, as a
 * visitor gets them, in order: a rule's may come beside the pull zone's own rather than replace
 * it (storage-and-deploy-facts 6.4 leave it unknown), and joined they would read as one header
 * whose first max-age wins.
 */
export async function readPageCacheControl(page: string, connections: StepConnections, timeoutMs: number): Promise<string[]> {
  const connection = connections.open(new URL(page), { connections: 1 });
  try {
    const value = (await readHeaders(connection.dispatcher, new URL(page), { timeoutMs })).headers['cache-control'];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  } finally {
    await connection.close();
  }
}
