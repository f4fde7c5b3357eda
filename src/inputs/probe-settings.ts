import { httpsOrLoopback } from '../api/base-url.ts';
import type { Expectations, StatusRange } from '../probe/expectations.ts';
import type { ProbeSettings } from '../probe/probe.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { characterPosition, InputError, showValue, trimAscii, type Inputs, type NumberedLine } from './inputs.ts';
import { ENV_NAME, showableAsName } from './secret-inputs.ts';
import { readProxyRoute } from './proxy-settings.ts';
import { maskWrittenCredentials, showUrl } from './url-text.ts';
import type { StepWait, WaitSettings } from './wait-settings.ts';
import { messageOf } from '../http/wording.ts';
import { credentialMasks } from '../http/credential-masks.ts';

const HEX_PREFIX = /^[0-9a-fA-F]{7,40}$/;

function readUrl(inputs: Inputs, name: string, required: boolean): URL | undefined {
  // Credentials first, whatever else is wrong: other messages show the value.
  const raw = inputs.raw(name);
  if (raw !== undefined && maskWrittenCredentials(inputs, raw)) {
    throw new InputError(name, 'holds credentials (user:password@); pass them as a header with headers: Name=ENV_VAR');
  }
  const text = required ? inputs.line(name, { required: true, expected: 'an https:// URL' }) : inputs.line(name);
  if (text === undefined || text === '') return undefined;
  const url = URL.parse(text);
  if (!url) throw new InputError(name, `got ${showUrl(text)}; expected an https:// URL`);
  if (httpsOrLoopback(url)) {
    if (url.username || url.password) throw new InputError(name, 'holds credentials; pass them as a header with headers: Name=ENV_VAR');
    return url;
  }
  throw new InputError(name, `got ${showUrl(text)}; expected https://, or http:// only to a loopback host (127.0.0.1, localhost, [::1])`);
}

/**
 * A token rides in a URL's query as often as in a header (`?token=`), and a page may echo the
 * URL it was asked for (a 403 page naming `/file.js?token=…`). The URL as shown drops the query;
 * a body excerpt is scrubbed of what the step hides, so the query is hidden: the whole of it,
 * and each parameter's value as written (as sent: cache-bust `query` adds its parameter to the
 * query as given) and decoded, the shorter ones left, as a header value's parts are. Hidden from this step's text only, not masked by the runner: a
 * query value is as often ordinary (`?format=markdown`), and the runner's mask would blank it
 * out in every later line of the job. A commit (a value equal to GITHUB_SHA or expect-commit's,
 * or a prefix of either, `?v=<sha>`) is never hidden: the step's deploy lines and expect-commit print it.
 */
function hideQuery(inputs: Inputs, url: URL, commits: ReadonlyArray<string | undefined>): void {
  const query = url.search.slice(1);
  const parts = new Set([query]);
  for (const pair of query.split('&')) {
    // A bare `?secret` is a value without a name.
    parts.add(pair.slice(pair.indexOf('=') + 1));
  }
  for (const [, value] of url.searchParams) parts.add(value);
  const isCommit = (part: string) =>
    HEX_PREFIX.test(part) && commits.some((commit) => commit?.toLowerCase().startsWith(part.toLowerCase()) === true);
  for (const part of parts) if (part.length >= SHORTEST_HEADER_PART && !isCommit(part)) inputs.hide(part);
}

function regex(name: string, text: string): RegExp {
  try {
    return new RegExp(text);
  } catch (error) {
    throw new InputError(name, `is not a regular expression: ${messageOf(error)}`);
  }
}

/** A header's name: an HTTP token (RFC 9110's tchar), the one part of a `headers` line that is always printed. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Text of a `headers` line that is not what belongs there (a value typed where the variable's
 * name goes, `Name: value`): never printed, and masked, as a name that may be a value is
 * (showableAsName), and in the parts a header value is masked in (credentialParts).
 */
function hideUnlessName(inputs: Inputs, text: string): void {
  if (showableAsName(inputs, text, undefined)) return;
  for (const part of credentialParts(text)) inputs.mask(part);
}

/** A character no header value may hold: past tab, visible ASCII and space, obs-text (0x80-0xFF), as the HTTP client checks them. */
const NOT_HEADER_VALUE = /[^\t\u0020-\u007e\u0080-\u00ff]/u;

/** Of those, a line break or another control character (a secret's stray newline), told apart from a character past U+00FF. */
const CONTROL = /^[\u0000-\u001f\u007f]$/;

/** Headers the HTTP client refuses to send whatever their value: it writes them itself, or not at all. */
const UNSENDABLE_HEADERS = new Set(['expect', 'transfer-encoding', 'keep-alive', 'upgrade']);

/**
 * What the HTTP client refuses in a header's value beyond its characters, as it checks it
 * (undici's request.js): a Connection that is not a list of tokens, a Content-Length not digits.
 */
const VALUE_RULES = new Map<string, { valid: (value: string) => boolean; expected: string }>([
  [
    'connection',
    {
      valid: (value) => value.split(',').every((option) => HEADER_NAME.test(option.trim())),
      expected: 'a comma-separated list of options (close, keep-alive, header names)',
    },
  ],
  ['content-length', { valid: (value) => /^[0-9]+$/.test(value), expected: 'digits only' }],
]);

const EXPECTED_LINE = 'expected Name=ENV_VAR, one a line, the value read from that environment variable';

/**
 * One line of `headers`: the header's name as written, once the line begins with one (even when
 * the rest of the line is wrong: a repeated name is a problem beside any other), and its value
 * from the environment, or why there is none.
 */
function readHeaderLine(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  { text: line, line: number }: NumberedLine,
): { name: string; value: string } | { name?: string; problem: string } {
  // The first '=' or ':' ends the name: 'Authorization: Bearer ...' is a header written out
  // whole, its value where the variable's name belongs.
  const separator = /[=:]/.exec(line);
  const name = separator ? trimAscii(line.slice(0, separator.index)) : '';
  const variable = separator ? trimAscii(line.slice(separator.index + 1)) : '';
  if (!separator || !HEADER_NAME.test(name)) {
    hideUnlessName(inputs, separator ? name : line);
    hideUnlessName(inputs, variable);
    return {
      problem: `line ${number} does not begin with a header name and '=' (it is not shown, in case it holds a value); ${EXPECTED_LINE}`,
    };
  }
  const refused = (problem: string) => ({ name, problem });
  if (separator[0] !== '=' || !ENV_NAME.test(variable)) {
    hideUnlessName(inputs, variable);
    return refused(
      `header ${name}: the line is not Name=ENV_VAR (the text after '${separator[0]}' is not shown, in case it is a value); ${EXPECTED_LINE}`,
    );
  }
  // Refused on every attempt, after a deploy has published: refused here, before any request.
  if (UNSENDABLE_HEADERS.has(name.toLowerCase())) {
    return refused(`header ${name} on line ${number} is one the HTTP client will not send (it sets it itself, or never); remove the line`);
  }
  // Through a proxy the HTTP client refuses it (undici's ProxyAgent); the proxy's credentials go in its URL, HTTPS_PROXY.
  if (name.toLowerCase() === 'proxy-authorization') {
    return refused(
      `header ${name} on line ${number} is not sent by the probe: a proxy's credentials go in its address (HTTPS_PROXY=http://user:password@host:port); remove the line`,
    );
  }
  const value = inputs.environmentSecret(env, variable);
  if (!value) {
    if (!showableAsName(inputs, variable, value))
      return refused(
        `the variable for header ${name} is not set or is empty, and its name does not read as a variable's name (capitals, digits and _): ` +
          'it is not shown, in case it is a value; pass the value with env: and give its variable as Name=ENV_VAR',
      );
    return refused(`environment variable ${variable} (for header ${name}) is not set or is empty; pass it with env:`);
  }
  // A character no header value may carry (RFC 9110's field-value: tab, visible ASCII, the bytes
  // 0x80-0xFF) fails every attempt, or a line break would split the request: refused before any
  // request, its place named, the character and the value never.
  const bad = NOT_HEADER_VALUE.exec(value);
  if (bad && CONTROL.test(bad[0])) {
    return refused(
      `environment variable ${variable} (for header ${name}) holds a line break or a control character, which a header value cannot carry; check the secret for a stray newline`,
    );
  }
  if (bad) {
    return refused(
      `environment variable ${variable} (for header ${name}, line ${number}) holds a character that a header value cannot carry at position ${characterPosition(value, bad.index)} (not shown): ` +
        'a header value is made of tab, printable ASCII and Latin-1 characters (up to U+00FF); check the secret for a pasted typographic quote, dash or space',
    );
  }
  const rule = VALUE_RULES.get(name.toLowerCase());
  if (rule && !rule.valid(value)) {
    return refused(
      `environment variable ${variable} (for header ${name}, line ${number}) holds a value (not shown) the HTTP client will not send as ${name}: it takes ${rule.expected}`,
    );
  }
  for (const part of credentialParts(value)) inputs.mask(part);
  return { name, value };
}

/**
 * Every line of `headers`; each bad line's problem is named, in one error (each names its header or its line).
 * A name given twice is refused: one of its values would be dropped unsaid (HTTP names know no case).
 */
function readHeaders(inputs: Inputs, env: NodeJS.ProcessEnv): Record<string, string> {
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  const firstLines = new Map<string, number>();
  for (const line of inputs.numberedLines('headers')) {
    const read = readHeaderLine(inputs, env, line);
    if (read.name !== undefined) {
      const first = firstLines.get(read.name.toLowerCase());
      if (first === undefined) firstLines.set(read.name.toLowerCase(), line.line);
      else
        problems.push(
          `header ${read.name} on line ${line.line} repeats the header of line ${first} (names are compared without case); give each header once`,
        );
    }
    if ('problem' in read) problems.push(read.problem);
    else headers[read.name.toLowerCase()] = read.value;
  }
  if (problems.length > 0) throw new InputError('headers', problems.join('\n'));
  return headers;
}

/** Auth schemes (the IANA registry's) long enough to be taken for a credential, which they are not. */
const SCHEMES = new Set(['negotiate', 'scram-sha-1', 'scram-sha-256', 'aws4-hmac-sha256']);

/** The shortest part of a header value masked apart: a shorter word would blank out unrelated text. */
const SHORTEST_HEADER_PART = 8;

/**
 * The parts of a header value a page may echo alone: the credential after a scheme (`Bearer
 * <token>`, `Basic <base64>`), and a parameter's value (`Token token=<token>`, Digest's
 * `response="<hash>"`), its quotes stripped, masked apart, as the whole value's mask does not
 * cover them. Words are split at whitespace, `,` and `;`; a word is split at its first `=`, and a
 * parameter's name alone is never masked (nor a leading scheme word, nor a short part): masked,
 * they would blank out unrelated text. `Basic`'s word is decoded too, its user and password masked.
 */
function credentialParts(value: string): string[] {
  const parts = new Set<string>();
  const words = value
    .trim()
    .split(/[\s,;]+/)
    .filter((word) => word !== '');
  words.forEach((word, at) => {
    if (at === 0 && SCHEMES.has(word.toLowerCase())) return;
    // The whole word too: a base64 credential ends in = padding, which is no parameter.
    const equals = word.indexOf('=');
    for (const part of [word, equals < 0 ? '' : word.slice(equals + 1)]) {
      const bare = part.replace(/^"(.*)"$/, '$1');
      if (bare.length >= SHORTEST_HEADER_PART) parts.add(bare);
    }
  });
  if (words.length === 2 && words[0]?.toLowerCase() === 'basic') for (const part of basicCredentialMasks(words[1] ?? '')) parts.add(part);
  // A value of one word is the whole value again, which the registry keeps once.
  return [...parts];
}

/**
 * A page that decodes `Basic <base64>` and echoes `user:password` shows neither the base64 word
 * nor the header: the decoded credentials are masked as a URL's are (the password whatever its
 * length, the user only when long enough). A word that is no base64 of UTF-8 is masked as written only.
 */
function basicCredentialMasks(word: string): string[] {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(word)) return [];
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(word, 'base64'));
  } catch {
    return [];
  }
  // RFC 7617: the user id holds no colon, so the first one ends it.
  const colon = decoded.indexOf(':');
  return colon < 0 ? credentialMasks(decoded, '') : credentialMasks(decoded.slice(0, colon), decoded.slice(colon + 1));
}

/** `200-299`, `200,204,300-399`: a list of codes and ranges. */
function readStatuses(text: string): StatusRange[] {
  return text.split(',').map((part) => {
    const item = part.trim();
    const match = /^(\d{3})(?:-(\d{3}))?$/.exec(item);
    if (!match) throw new InputError('expect-status', `'${item}' is not a status or a range (such as 200, or 200-299)`);
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 100 || to > 599 || from > to) {
      throw new InputError('expect-status', `'${item}' is not a range of HTTP statuses (100 to 599, low to high)`);
    }
    return { from, to };
  });
}

function readExpectations(inputs: Inputs, env: NodeJS.ProcessEnv): Expectations {
  const statusText = inputs.line('expect-status') ?? '200-299';
  const statuses = inputs.check(() => readStatuses(statusText)) ?? [{ from: 200, to: 299 }];
  const text = inputs.optional('expect-body');
  const pattern = inputs.line('expect-body-regex');
  if (text !== undefined && pattern !== undefined)
    inputs.problems.refuse('expect-body-regex', 'cannot be combined with expect-body; give one');
  const body =
    pattern !== undefined
      ? inputs.check(() => ({ regex: regex('expect-body-regex', pattern) }))
      : text !== undefined
        ? { text }
        : undefined;
  const headerText = inputs.line('expect-header');
  const header =
    headerText === undefined
      ? undefined
      : inputs.check(() => {
          // The first ':' or '~' is the operator, so a regex may hold either (a URL, a second ~);
          // a header whose name holds '~' (a token character, never seen in practice) cannot be expected.
          const match = /^([^:~]*)([:~])\s*(.*)$/.exec(headerText);
          const [, written = '', operator, value = ''] = match ?? [];
          const name = trimAscii(written);
          if (!match || !HEADER_NAME.test(name))
            throw new InputError('expect-header', `got ${showValue(headerText)}; expected 'Name: value' or 'Name~regex'`);
          return operator === ':' ? { name, value: value.trim() } : { name, regex: regex('expect-header', value) };
        });
  const commitText = inputs.line('expect-commit');
  let commit: string | undefined;
  if (commitText === 'true') {
    commit = env['GITHUB_SHA'];
    if (!commit) inputs.problems.refuse('expect-commit', 'is true but GITHUB_SHA is not set; give the commit (7 to 40 hex digits) instead');
  } else if (commitText !== undefined && commitText !== 'false') {
    if (HEX_PREFIX.test(commitText)) commit = commitText;
    else
      inputs.problems.refuse('expect-commit', `got ${showValue(commitText)}; expected true (GITHUB_SHA) or a commit of 7 to 40 hex digits`);
  }
  return { statuses, body, header, commit };
}

/**
 * Inputs that cannot all hold, none of them the URL: a HEAD request has no body to expect
 * anything of, and a wait that leaves time for fewer attempts than consecutive-successes can
 * never match.
 */
function refuseContradictions(inputs: Inputs, method: 'GET' | 'HEAD', expect: Expectations, consecutive: number, wait: WaitSettings): void {
  if (method === 'HEAD' && expect.body) {
    const which = 'text' in expect.body ? 'expect-body' : 'expect-body-regex';
    inputs.problems.refuse(which, `cannot be met with method HEAD, which gets no body; use method GET, or drop ${which}`);
  }
  // Attempts start poll-interval-seconds apart, the first at once, and one more at the deadline
  // when the wait is no whole number of intervals (pollUntil cuts the last sleep short).
  const { waitSeconds, pollIntervalSeconds: interval } = wait;
  const attempts = Math.ceil(waitSeconds / interval) + 1;
  if (consecutive > attempts) {
    const least = (consecutive - 2) * interval + 1;
    inputs.problems.refuse(
      'consecutive-successes',
      `is ${consecutive}, but a wait of ${waitSeconds} s at one attempt every ${interval} s allows ${attempts} attempt(s); ` +
        `give wait-seconds of at least ${least}, a shorter poll-interval-seconds, or fewer consecutive-successes`,
    );
  }
}

/**
 * The probe after a deploy: for at most the step's wait-seconds (not a fixed minute), counted
 * from when the deploy is live, at the step's poll-interval-seconds when the step gives one (a
 * user who asks for 1 s means every wait of the step), else three seconds apart.
 */
export function deployProbeWait(stepWait: StepWait): WaitSettings {
  return { waitSeconds: stepWait.waitSeconds, pollIntervalSeconds: stepWait.intervalGiven ? stepWait.pollIntervalSeconds : 3 };
}

/**
 * The probe inputs, read once into one settings object. `urlInput` is `url` for probe-url and
 * `probe-url` for the deploy operations, where the probe is optional (undefined without a URL)
 * and waits as a deploy's probe does (deployProbeWait).
 */
export function readProbeSettings(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  http: StepConnections,
  urlInput: 'url' | 'probe-url',
  stepWait: StepWait,
): ProbeSettings | undefined {
  const wait = urlInput === 'url' ? stepWait : deployProbeWait(stepWait);
  const url = inputs.check(() => readUrl(inputs, urlInput, urlInput === 'url'));
  const method = inputs.choice('method', ['GET', 'HEAD'] as const, { caseInsensitive: true }) ?? 'GET';
  const expect = readExpectations(inputs, env);
  // Before any line is printed, once the expected commit is known.
  if (url) hideQuery(inputs, url, [env['GITHUB_SHA'], expect.commit]);
  const headers = inputs.check(() => readHeaders(inputs, env)) ?? {};
  const consecutive = inputs.integer('consecutive-successes', { min: 1, max: 20, default: 2 }) ?? 2;
  const cacheBust = inputs.choice('cache-bust', ['query', 'header', 'none'] as const) ?? 'query';
  const maxRedirects = inputs.integer('max-redirects', { min: 0, max: 10, default: 3 }) ?? 3;
  const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
  // Checked whenever a URL was given, even one refused: every problem is reported at once. A
  // deploy without probe-url probes nothing, and its expect-* inputs contradict nothing.
  if (urlInput === 'url' || trimAscii(inputs.raw(urlInput) ?? '') !== '') refuseContradictions(inputs, method, expect, consecutive, wait);
  if (url === undefined) return undefined;
  // The route to the probed URL, decided now: a bad proxy variable is an input problem, found before any request.
  inputs.check(() => readProxyRoute(http, url));
  return {
    url,
    method,
    expect,
    headers,
    cacheBust,
    consecutive,
    maxRedirects,
    timeoutMs: timeoutSeconds * 1000,
    ...wait,
    connections: http,
  };
}
