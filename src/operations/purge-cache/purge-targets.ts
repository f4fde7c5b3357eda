import { InputError, parseInteger, type Inputs, type NumberedLine } from '../../inputs/inputs.ts';
import { maskWrittenCredentials, showUrl, writtenCredentials } from '../../inputs/url-text.ts';

/**
 * One purge: a whole pull zone (or one cache tag of it), or a URL. `exactIfVarying`: a URL ending
 * in `/` sent with exactPath, which the platform purges as that path only when the URL's pull zone
 * varies by query string ("Only applies when the pull zone has IgnoreQueryStrings disabled", the
 * spec's note on /purge), and as a prefix on a zone that ignores query strings, as a zone does by
 * default. A URL names no pull zone, so the step cannot tell which: it counts as a prefix.
 */
export type PurgeTarget =
  { kind: 'pull-zone'; pullZoneId: number; cacheTag?: string } | { kind: 'url'; url: string; prefix: boolean; exactIfVarying?: true };

export interface PurgeTargets {
  targets: PurgeTarget[];
  /** Sent as exactPath=true with every URL: a URL ending in `/` then purges that path only. */
  exactPath: boolean;
  /** Lines given more than once, purged once. */
  repeated: string[];
}

/** Runs `read` on each line and gathers every line's problem, named by its line in the input, into one error of `input`. */
function eachLine<T>(input: string, lines: readonly NumberedLine[], read: (line: string) => T): T[] {
  const problems: string[] = [];
  const values: T[] = [];
  for (const { text, line } of lines) {
    try {
      values.push(read(text));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(lines.length > 1 ? `line ${line}: ${error.reason}` : error.reason);
    }
  }
  if (problems.length > 0) throw new InputError(input, problems.join('\n'));
  return values;
}

const CREDENTIALS = 'a URL holds credentials (user:password@); they are never part of a cached URL, leave them out';

/** Whether a comma joins a second URL to the line other than inside a query value that is a URL list. */
function joinsUrls(text: string): boolean {
  const query = text.indexOf('?');
  for (const { index } of text.matchAll(/,https?:\/\//gi)) {
    // Before the query, or in a fragment (before the query or after it): no query value holds it.
    if (query < 0 || index < query || text.slice(0, index).includes('#')) return true;
    // The query parameter the comma stands in: from the last ? or & before it.
    const parameter = text.slice(Math.max(text.lastIndexOf('&', index), query) + 1, index);
    if (!/^[^=#]*=https?:\/\//i.test(parameter)) return true;
  }
  return false;
}

function readUrl(text: string, exactPath: boolean): { url: string; prefix: boolean; exactIfVarying?: true } {
  // Credentials first, whatever else is wrong with the line; every message shows the URL without them.
  if (writtenCredentials(text) !== undefined) throw new InputError('urls', CREDENTIALS);
  if (/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
    throw new InputError('urls', `${showUrl(text)} holds a space or a control character; give one URL a line`);
  }
  // `a,https://b` parses as one URL that nobody caches: a list. Not when a query value that
  // starts with a URL holds it: such a value may list URLs itself (a combo loader's `?files=https://a,https://b`).
  if (joinsUrls(text)) {
    throw new InputError('urls', `${showUrl(text)} holds a second URL after a comma; give one URL a line`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError('urls', `${showUrl(text)} is not a URL; expected http:// or https:// followed by a host and a path`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(
      'urls',
      `${showUrl(text)} is a ${url.protocol.replace(/:$/, '')} URL; only http:// and https:// URLs are cached and purged`,
    );
  }
  if (url.hostname === '') throw new InputError('urls', `${showUrl(text)} has no host`);
  if (url.username !== '' || url.password !== '') throw new InputError('urls', CREDENTIALS);
  // The platform's rule reads the URL as sent, not its parsed path (`https://host/?v=2` is exact,
  // `https://host/a?next=/` a prefix): a purge paced in the wrong lane meets the other's limit.
  if (text.includes('*')) return { url: text, prefix: true };
  if (!text.endsWith('/')) return { url: text, prefix: false };
  return exactPath ? { url: text, prefix: true, exactIfVarying: true } : { url: text, prefix: true };
}

/**
 * The purges the inputs ask for: pull zones (one id a line, with an optional cache tag), or
 * URLs (one a line). Every problem is recorded in `inputs.problems`; nothing is sent.
 */
export function readPurgeTargets(inputs: Inputs): PurgeTargets {
  const zoneLines = inputs.numberedLines('pull-zone-id');
  const urlLines = inputs.numberedLines('urls');
  // No later line may show them either, whichever line holds them.
  for (const { text } of urlLines) maskWrittenCredentials(inputs, text);
  const cacheTag = inputs.line('cache-tag');
  const exactPath = inputs.boolean('exact-path', false);

  if (zoneLines.length > 0 && urlLines.length > 0) {
    inputs.problems.refuse('urls', 'cannot be combined with pull-zone-id; purge either whole pull zones or URLs in one step');
  } else if (zoneLines.length === 0 && urlLines.length === 0) {
    inputs.problems.refuse('pull-zone-id', 'purge-cache needs pull-zone-id (one pull zone id a line) or urls (one URL a line)');
  }
  if (cacheTag !== undefined && zoneLines.length === 0) {
    inputs.problems.refuse('cache-tag', 'applies to pull-zone-id only: a cache tag is purged across a pull zone, a URL purge has none');
  }
  if (exactPath && urlLines.length === 0) inputs.problems.refuse('exact-path', 'applies to urls only: a pull zone purge has no path');

  const targets: PurgeTarget[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  /** True the first time a zone or URL is seen; a repeat is noted and purged once. */
  const once = (key: string) => {
    if (seen.has(key)) repeated.add(key);
    else seen.add(key);
    return !repeated.has(key);
  };
  const zones =
    inputs.check(() =>
      eachLine('pull-zone-id', zoneLines, (line) => parseInteger('pull-zone-id', line, { min: 1, max: Number.MAX_SAFE_INTEGER })),
    ) ?? [];
  for (const pullZoneId of zones) {
    if (once(String(pullZoneId))) targets.push({ kind: 'pull-zone', pullZoneId, ...(cacheTag === undefined ? {} : { cacheTag }) });
  }
  const urls = inputs.check(() => eachLine('urls', urlLines, (line) => readUrl(line, exactPath))) ?? [];
  for (const read of urls) if (once(read.url)) targets.push({ kind: 'url', ...read });
  return { targets, exactPath, repeated: [...repeated] };
}

/** "pull zone 3001", "pull zone 3001, cache tag v2", "https://…" */
export function targetName(target: PurgeTarget): string {
  if (target.kind === 'url') return target.url;
  return `pull zone ${target.pullZoneId}${target.cacheTag === undefined ? '' : `, cache tag ${target.cacheTag}`}`;
}
