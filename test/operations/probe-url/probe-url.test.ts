import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { startProbeTarget, type ProbeTarget } from '../../support/probe-target.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';

const emulator = useEmulator();
let target: ProbeTarget;
let other: ProbeTarget;
beforeAll(async () => {
  [target, other] = await Promise.all([startProbeTarget(), startProbeTarget()]);
});
afterAll(async () => {
  await Promise.all([target.close(), other.close()]);
});
afterEach(() => {
  target.requests.length = 0;
  other.requests.length = 0;
  target.answer({ status: 200, body: 'ok' });
});

const probe = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runAgainst(
    emulator(),
    { operation: 'probe-url', 'api-key': '', url: `${target.url}/version`, 'wait-seconds': '10', 'poll-interval-seconds': '1', ...inputs },
    { clock: new FakeClock(), env },
  );

describe('probe-url', () => {
  it('matches every expectation twice in a row, busting caches per attempt, and sends no API key', async () => {
    target.answer({ status: 200, headers: { 'x-release': 'abc1234def' }, body: 'release abc1234def is live' });
    const result = await probe({ 'expect-body': 'is live', 'expect-header': 'X-Release: abc1234def', 'expect-commit': 'abc1234' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ matched: 'true', 'probe-status': '200', attempts: '2', 'probe-error': '' });
    const paths = target.requests.map((request) => request.path);
    expect(new Set(paths).size).toBe(2);
    expect(paths.every((path) => path.startsWith('/version?probe='))).toBe(true);
    for (const request of target.requests) {
      expect(request.headers['accesskey']).toBeUndefined();
      expect(request.headers['cache-control']).toBe('no-cache');
    }
    expect(emulator().requests).toHaveLength(0);
    // Nothing is asked of the API, and the log does not say otherwise.
    expect(result.stdout).toContain('::group::Probe the URL: probe-url');
    expect(result.stdout).not.toContain('Call the API');
  });

  it('resets the streak on a flap, and notices a target that switches after N requests', async () => {
    target.answer({ status: 503, body: 'old' }, { after: 2, answer: { status: 200, body: 'new build' } });
    const result = await probe({ 'expect-body-regex': 'new\\s+build', 'consecutive-successes': '3' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['attempts']).toBe('5');
  });

  it('names the failure that cut the streak short when the wait ends on a pass, never "every expectation met"', async () => {
    // A site that comes up at the end of the wait: 10 attempts answer 503, the 11th (at the deadline) 200, one pass of two.
    target.answer({ status: 503, body: 'old' }, { after: 10, answer: { status: 200, body: 'new' } });
    const result = await probe({});
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '200', attempts: '11', 'probe-error': 'status' });
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ matched: false, error: 'status' });
    const message = failureMessage(result);
    expect(message).toContain(
      'did not match within 10 s (11 attempt(s)): status, only 1 of 2 in a row before the wait ran out; the last failure:',
    );
    expect(message).toContain('503');
    expect(message).not.toContain('every expectation met');
    expect(message).not.toContain('error,');
  });

  it('names a network failure that cut the streak short by its kind', async () => {
    target.answer({ drop: true }, { after: 10, answer: { status: 200, body: 'new' } });
    const result = await probe({});
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '200', 'probe-error': 'connect' });
    expect(failureMessage(result)).toContain('connect, only 1 of 2 in a row before the wait ran out; the last failure:');
  });

  it("adds its cache-busting parameter to the URL's query as given: a parameter named probe, a bare flag, a ~ kept", async () => {
    const result = await probe({ url: `${target.url}/v?probe=keep&flag&p=a~b%20c+d` });
    expect(result.exitCode, result.stdout).toBe(0);
    const paths = target.requests.map((request) => request.path);
    expect(paths).toHaveLength(2);
    for (const path of paths) expect(path).toMatch(/^\/v\?probe=keep&flag&p=a~b%20c\+d&probe-2=[\w-]+$/);
    expect(new Set(paths).size).toBe(2);
  });

  it('tells a mismatch from a network failure, each by name', async () => {
    target.answer({ status: 500, body: '::error::INJ from the site' });
    const status = await probe({ 'wait-seconds': '2' });
    expect(status.exitCode).toBe(1);
    expect(status.outputs['probe-error']).toBe('status');
    expect(status.stdout).not.toMatch(/^::error::INJ/m);
    target.answer({ status: 200, body: 'old' });
    expect((await probe({ 'wait-seconds': '1', 'expect-body': 'new' })).outputs['probe-error']).toBe('body');
    expect((await probe({ 'wait-seconds': '1', 'expect-header': 'x-release~^v2' })).outputs['probe-error']).toBe('header');
    expect((await probe({ url: `http://127.0.0.1:${CLOSED_PORT}/`, 'wait-seconds': '1' })).outputs['probe-error']).toBe('connect');
    expect((await probe({ url: 'https://probe.invalid/', 'wait-seconds': '1' })).outputs['probe-error']).toBe('dns');
    // TLS spoken to a plain HTTP server on loopback.
    expect((await probe({ url: `${target.url.replace('http:', 'https:')}/`, 'wait-seconds': '1' })).outputs['probe-error']).toBe('tls');
    target.answer({ hang: true });
    const hung = await probe({ 'wait-seconds': '1', 'timeout-seconds': '1' });
    expect(hung.outputs['probe-error']).toBe('timeout');
  });

  it('lasts at most its wait, not a whole timeout-seconds past it: each attempt has what is left of the wait', async () => {
    target.answer({ hang: true });
    // The real clock: the hang is in real time. 15 s of timeout-seconds against a wait of 2 s.
    const result = await runAgainst(emulator(), {
      operation: 'probe-url',
      'api-key': '',
      url: `${target.url}/version`,
      'wait-seconds': '2',
      'poll-interval-seconds': '1',
      'timeout-seconds': '15',
      'consecutive-successes': '1',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['probe-error']).toBe('timeout');
    expect(failureMessage(result)).toContain('did not match within 2 s');
    expect(failureMessage(result)).toMatch(
      /no answer within [\d.]+ s \((what was left of the wait|one poll interval, at the end of the wait)\)/,
    );
  });

  it('gives the one attempt of wait-seconds 0 its whole timeout-seconds: a page that answers after 2 s passes', async () => {
    // A cold container or Edge Script: slow, then fine. Nothing follows the one attempt, so nothing cuts it short.
    target.answer({ status: 200, body: 'ok', delayMs: 2000 });
    const result = await probe({ 'wait-seconds': '0', 'consecutive-successes': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ matched: 'true', 'probe-status': '200', attempts: '1' });
  });

  it("shows in a dry run the probe's own method and URL (its query hidden), not the API as its host", async () => {
    const result = await probe({ url: 'https://site.example.com/x?token=dry-run-t0ken-123', method: 'HEAD', 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Dry run of probe-url: 1 request(s) would be sent to https://site.example.com; nothing is sent.');
    expect(result.stdout).not.toContain(`would be sent to ${emulator().url}`);
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toEqual({
      dryRun: true,
      requests: [
        {
          method: 'HEAD',
          origin: 'https://site.example.com',
          path: '/x',
          note: "the probe's first attempt, not an API request; its query is not shown",
        },
      ],
    });
    expect(printed(result)).not.toContain('dry-run-t0ken');
    expect(target.requests).toHaveLength(0);
  });

  it("sets the common status output to the last response, the probe's, and none when nothing answered", async () => {
    const matched = await probe({ 'consecutive-successes': '1' });
    expect(matched.outputs).toMatchObject({ status: '200', 'probe-status': '200' });
    target.answer({ status: 503, body: 'later' });
    const failed = await probe({ 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(failed.outputs).toMatchObject({ status: '503', 'probe-status': '503' });
    const refused = await probe({ url: `http://127.0.0.1:${CLOSED_PORT}/`, 'wait-seconds': '0' });
    expect(refused.outputs['status']).toBeUndefined();
  });

  it('reads at most 256 KiB of a 10 MiB body', async () => {
    target.answer({ status: 200, body: { bytes: 10 * 1024 * 1024 } });
    const result = await probe({ 'consecutive-successes': '1', 'expect-body': 'y', 'wait-seconds': '0' });
    expect(result.outputs['probe-error']).toBe('body');
    expect(failureMessage(result)).toContain('the body does not contain expect-body (only the first 256 KiB of the body were read)');
    // The probe stopped reading at its cap; what the target got out is what socket buffers took.
    expect(target.sentBytes).toBeLessThan(8 * 1024 * 1024);
    const commit = await probe({ 'consecutive-successes': '1', 'expect-commit': 'abcdef1', 'wait-seconds': '0' });
    expect(failureMessage(commit)).toContain(
      'commit abcdef1 appears in neither the body nor a header (only the first 256 KiB of the body were read)',
    );
  });

  it.each([
    ['ISO-8859-1', 'text/html; charset=iso-8859-1', Buffer.from('<p>Bienvenue au caf\u00e9</p>', 'latin1'), 'caf\u00e9'],
    // windows-1252's 0x93 and 0x94 are typographic quotes, which ISO-8859-1 has not.
    [
      'windows-1252, quoted',
      'text/html; charset="windows-1252"',
      Buffer.from([0x93, 0x76, 0x32, 0x94, 0x20, 0xe9]),
      '\u201cv2\u201d \u00e9',
    ],
    ['UTF-8, named by no charset', 'text/html', Buffer.from('<p>caf\u00e9</p>', 'utf8'), 'caf\u00e9'],
    [
      'UTF-8, under a charset the decoder does not know',
      'text/html; charset=x-no-such-charset',
      Buffer.from('caf\u00e9', 'utf8'),
      'caf\u00e9',
    ],
  ])('reads a body in the charset its Content-Type names (%s): expect-body finds a character past ASCII', async (_, type, body, text) => {
    target.answer({ status: 200, headers: { 'content-type': type }, body });
    const result = await probe({ 'expect-body': text, 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
  });

  it.each([
    ['UTF-8, labelled iso-8859-1', 'text/html; charset=iso-8859-1', Buffer.from('\ufeff<p>caf\u00e9</p>', 'utf8')],
    ['UTF-16LE, labelled utf-8', 'text/html; charset=utf-8', Buffer.from('\ufeff<p>caf\u00e9</p>', 'utf16le')],
    ['UTF-16BE, labelled by no charset', 'text/html', Buffer.from('\ufeff<p>caf\u00e9</p>', 'utf16le').swap16()],
  ])('reads a body in the charset its byte-order mark names before its Content-Type (%s), as a browser does', async (_, type, body) => {
    target.answer({ status: 200, headers: { 'content-type': type }, body });
    const result = await probe({ 'expect-body-regex': '^<p>caf\u00e9</p>$', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
  });

  it('says a body was read in the charset its Content-Type names when expect-body is not found there, as the excerpt is its UTF-8 reading', async () => {
    // A UTF-8 page a server labels iso-8859-1: the excerpt shows café, the body read as labelled does not hold it.
    target.answer({
      status: 200,
      headers: { 'content-type': 'text/html; charset=iso-8859-1' },
      body: Buffer.from('<p>caf\u00e9</p>', 'utf8'),
    });
    const result = await probe({ 'expect-body': 'caf\u00e9', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      'the body does not contain expect-body (read as windows-1252, the charset its Content-Type or byte-order mark names; the excerpt is its UTF-8 reading)',
    );
  });

  it('names no charset for a mismatch in a body that reads the same in UTF-8 (an ASCII page labelled ISO-8859-1)', async () => {
    target.answer({ status: 200, headers: { 'content-type': 'text/html; charset=ISO-8859-1' }, body: '<p>hello</p>' });
    const result = await probe({ 'expect-body': 'goodbye', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the body does not contain expect-body');
    expect(failureMessage(result)).not.toContain('read as');
  });

  it('follows a redirect to another host without the probe headers, and refuses more than max-redirects', async () => {
    target.answer({ status: 302, headers: { location: `${other.url.replace('127.0.0.1', 'localhost')}/there` } });
    other.answer({ status: 200, body: 'ok' });
    const result = await probe(
      { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1' },
      { PROBE_TOKEN: 'Bearer probe-secret-123' },
    );
    expect(result.exitCode).toBe(0);
    expect(target.requests[0]?.headers['authorization']).toBe('Bearer probe-secret-123');
    expect(other.requests[0]?.headers['authorization']).toBeUndefined();
    const none = await probe({ 'max-redirects': '0', 'consecutive-successes': '1', 'wait-seconds': '1' });
    expect(none.exitCode).toBe(1);
  });

  it('busts caches on the hop that answers after a redirect to another origin: the no-cache header always, the parameter where the Location dropped the query', async () => {
    // An apex-to-www rule that keeps the path only: the answer that counts comes from the www hop.
    const www = other.url.replace('127.0.0.1', 'localhost');
    target.answer({ status: 301, headers: { location: `${www}/version` } });
    other.answer({ status: 200, body: 'ok' });
    const result = await probe(
      { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1' },
      { PROBE_TOKEN: 'Bearer pr0be-t0ken-789' },
    );
    expect(result.exitCode, failureMessage(result)).toBe(0);
    const [first] = target.requests;
    const [hop] = other.requests;
    expect(first?.path).toMatch(/^\/version\?probe=[0-9a-z]+-1$/);
    expect(hop?.path).toBe(first?.path);
    expect(hop?.headers['cache-control']).toBe('no-cache');
    expect(hop?.headers['authorization']).toBeUndefined();

    // cache-bust header: the header only, on every hop.
    target.requests.length = 0;
    other.requests.length = 0;
    const header = await probe({ 'cache-bust': 'header', 'consecutive-successes': '1' });
    expect(header.exitCode).toBe(0);
    expect(other.requests[0]).toMatchObject({ path: '/version', headers: { 'cache-control': 'no-cache' } });

    // A Location with a query of its own (a signed URL) is requested as the site wrote it.
    target.requests.length = 0;
    other.requests.length = 0;
    target.answer({ status: 302, headers: { location: `${www}/file?sig=abc123` } });
    const signed = await probe({ 'consecutive-successes': '1' });
    expect(signed.exitCode).toBe(0);
    expect(other.requests[0]?.path).toBe('/file?sig=abc123');
    expect(other.requests[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('does not add its parameter again where a site redirects to its own URL without the query: no loop', async () => {
    target.answer({ status: 301, headers: { location: '/version' } }, { after: 1, answer: { status: 200, body: 'ok' } });
    const result = await probe({ 'consecutive-successes': '1' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(target.requests.map((request) => request.path)).toEqual([expect.stringMatching(/^\/version\?probe=/), '/version']);
  });

  it.each([
    ['an unfilled server template', 'https://%{HOST}/x'],
    ['a port out of range', 'https://example.com:99999/'],
    ['a space in the host', 'https://exa mple.com/'],
    ['credentials and a bad host', 'https://probe-user:l0cati0n-pa55word@%{HOST}/'],
  ])('fails a redirect whose Location is not a URL (%s) as an attempt, with its outputs set', async (_, location) => {
    target.answer({ status: 302, headers: { location } });
    const result = await probe({ 'consecutive-successes': '1', 'wait-seconds': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '302', 'probe-error': 'status', attempts: '2' });
    expect(failureMessage(result)).toContain('status, answered 302 with a Location that is not a URL');
    expect(failureMessage(result)).not.toContain('Invalid URL');
    for (const part of windows('l0cati0n-pa55word')) expect(printed(result)).not.toContain(part);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['ftp://', 'ftp://probe-user:l0cati0n-pa55word@files.example.com/x'],
  ])('fails a redirect whose Location is a URL of another scheme (%s) as an attempt, keeping the status', async (_, location) => {
    target.answer({ status: 302, headers: { location } });
    const result = await probe({ 'consecutive-successes': '1', 'wait-seconds': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '302', 'probe-error': 'status', attempts: '2' });
    expect(failureMessage(result)).toContain('status, answered 302 with a Location that is not an http(s) URL');
    expect(printed(result)).not.toContain(location);
    expect(printed(result)).not.toContain('files.example.com');
    for (const part of windows('l0cati0n-pa55word')) expect(printed(result)).not.toContain(part);
  });

  it.each([
    ['a CR LF', 'Bearer probe-secret-456\r\nX-Injected: 1'],
    ['a trailing newline', 'Bearer probe-secret-789\n'],
    ['a lone CR', 'Bearer probe\rsecret-000'],
  ])('refuses a header value holding %s, naming headers, before any request and without showing it', async (_, value) => {
    const result = await probe({ headers: 'Authorization=PROBE_TOKEN' }, { PROBE_TOKEN: value });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "Input 'headers': environment variable PROBE_TOKEN (for header Authorization) holds a line break",
    );
    expect(failureMessage(result)).not.toContain('probe-secret');
    expect(target.requests).toHaveLength(0);
  });

  it('refuses bad input, every problem at once, before any request', async () => {
    const result = await probe({
      url: 'http://example.com/',
      'expect-status': '200-abc',
      'expect-body': 'a',
      'expect-body-regex': '(',
      'expect-commit': 'xyz',
      'consecutive-successes': '0',
      'cache-bust': 'always',
      headers: 'Authorization=UNSET_VARIABLE_X',
    });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    for (const input of ['url', 'expect-status', 'expect-body-regex', 'expect-commit', 'consecutive-successes', 'cache-bust', 'headers']) {
      expect(message).toContain(`Input '${input}'`);
    }
    expect(target.requests).toHaveLength(0);
  });
});

/** Everything a step printed or set, but the masks it handed the runner (which carry the secret by design). */
const printed = (run: { stdout: string; summary: string; outputs: Record<string, string> }) =>
  [...run.stdout.split('\n').filter((line) => !line.trimStart().startsWith('::add-mask::')), run.summary, JSON.stringify(run.outputs)].join(
    '\n',
  );

/** Every window of `size` characters of `secret`, to find a part of one as well as the whole. */
const windows = (secret: string, size = 6) => Array.from({ length: secret.length - size + 1 }, (_, at) => secret.slice(at, at + size));

describe('probe-url keeps the runner rules (issue 30 items 6 and 7)', () => {
  it('refuses contradicting inputs before any request: HEAD with a body expectation, more successes than the wait allows', async () => {
    const head = await probe({ method: 'HEAD', 'expect-body': 'ok' });
    expect(head.exitCode).toBe(1);
    expect(failureMessage(head)).toContain("Input 'expect-body': cannot be met with method HEAD");
    const headRegex = await probe({ method: 'HEAD', 'expect-body-regex': 'o+k' });
    expect(failureMessage(headRegex)).toContain("Input 'expect-body-regex': cannot be met with method HEAD");

    const tooMany = await probe({ 'consecutive-successes': '4', 'wait-seconds': '2', 'poll-interval-seconds': '1' });
    expect(tooMany.exitCode).toBe(1);
    expect(failureMessage(tooMany)).toContain(
      "Input 'consecutive-successes': is 4, but a wait of 2 s at one attempt every 1 s allows 3 attempt(s); give wait-seconds of at least 3",
    );
    expect(target.requests).toHaveLength(0);
    // Exactly as many attempts as the wait allows is fine.
    expect((await probe({ 'consecutive-successes': '3', 'wait-seconds': '2', 'poll-interval-seconds': '1' })).exitCode).toBe(0);
  });

  it('counts the attempt at the deadline: a wait of 10 s every 3 s makes 5 attempts, so 5 in a row is no contradiction', async () => {
    target.answer({ status: 500, body: 'down' });
    const counted = await probe({ 'wait-seconds': '10', 'poll-interval-seconds': '3' });
    expect(counted.outputs['attempts']).toBe('5');
    target.answer({ status: 200, body: 'ok' });
    const five = await probe({ 'wait-seconds': '10', 'poll-interval-seconds': '3', 'consecutive-successes': '5' });
    expect(five.exitCode, failureMessage(five)).toBe(0);
    const six = await probe({ 'wait-seconds': '10', 'poll-interval-seconds': '3', 'consecutive-successes': '6' });
    expect(failureMessage(six)).toContain('allows 5 attempt(s); give wait-seconds of at least 13,');
  });

  it("never prints a URL's credentials, whatever else is wrong with the URL", async () => {
    const password = 'pr0be-pa55word-9x';
    for (const url of [
      `htps://probe-user:${password}@example.com/`,
      `https://probe-user:${password}@exa mple.com/`,
      `http://probe-user:${password}@example.com/`,
      `https://probe-user:${password}@example.com/`,
    ]) {
      const result = await probe({ url });
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain("Input 'url': holds credentials");
      for (const part of windows(password)) expect(printed(result)).not.toContain(part);
    }
    expect(target.requests).toHaveLength(0);
  });

  it('scrubs a body excerpt before it cuts it: a page that echoes a secret header prints no part of it', async () => {
    const secret = 's3cr3t-header-value-0123456789abcdef';
    // The secret straddles the 200th character, where the excerpt is cut.
    target.answer({ status: 500, body: `${'x'.repeat(190)}${secret} and more` });
    const result = await probe(
      { headers: 'X-Probe-Token=PROBE_TOKEN', 'consecutive-successes': '1', 'wait-seconds': '0' },
      { PROBE_TOKEN: secret },
    );
    expect(result.exitCode).toBe(1);
    expect(target.requests[0]?.headers['x-probe-token']).toBe(secret);
    expect(result.stdout).toContain('The last body began with:');
    for (const part of windows(secret)) expect(printed(result)).not.toContain(part);
  });

  it.each(['Bearer', 'Negotiate'])(
    'masks the credential after %s apart: a page that echoes only the token prints no part of it',
    async (scheme) => {
      const token = 'b3arer-t0ken-only-0123456789abcdef';
      target.answer({ status: 401, body: `invalid token ${token}` });
      const result = await probe(
        { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1', 'wait-seconds': '0' },
        { PROBE_TOKEN: `${scheme} ${token}` },
      );
      expect(result.exitCode).toBe(1);
      expect(target.requests[0]?.headers['authorization']).toBe(`${scheme} ${token}`);
      expect(result.stdout).toContain('The last body began with: invalid token ***');
      for (const part of windows(token)) expect(printed(result)).not.toContain(part);
      // The scheme word is not a secret: the runner is not told to mask it.
      expect(result.stdout).not.toContain(`::add-mask::${scheme}\n`);
    },
  );

  it.each([
    // UTF-16 reads the token's bytes in pairs, as CJK characters.
    ['utf-16le', Buffer.from('invalid token TOKEN', 'latin1')],
    // An escape into JIS X 0208 reads the ASCII after it in pairs.
    ['iso-2022-jp', Buffer.from('invalid token \u001b$BTOKEN', 'latin1')],
    // A lead byte takes the token's first character into a character of two bytes.
    ['shift_jis', Buffer.from('invalid token \u0081TOKEN', 'latin1')],
    ['gbk', Buffer.from('invalid token \u0081TOKEN', 'latin1')],
  ])(
    'prints the excerpt of a page in %s as UTF-8, as the masks read it: an echoed token is scrubbed, never shown in another form',
    async (charset, body) => {
      const token = 'b3arer-t0ken-only-0123456789abcdef';
      const bytes = Buffer.from(body.toString('latin1').replace('TOKEN', token), 'latin1');
      target.answer({ status: 401, headers: { 'content-type': `text/plain; charset=${charset}` }, body: bytes });
      const result = await probe(
        { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1', 'wait-seconds': '0' },
        { PROBE_TOKEN: `Bearer ${token}` },
      );
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toMatch(/The last body began with: invalid token \S{0,8}\*\*\*/);
      for (const part of windows(token)) expect(printed(result)).not.toContain(part);
      // Decoded in its charset, the token would read as other characters, which no mask matches.
      const decoded = new TextDecoder(charset).decode(bytes).slice('invalid token '.length);
      for (const part of windows(decoded)) expect(printed(result)).not.toContain(part);
    },
  );

  it.each([
    ['the decoded user:password', (user: string, password: string) => `welcome ${user}:${password}`],
    ['the password alone', (_user: string, password: string) => `wrong password ${password}`],
  ])('masks the credentials of Basic decoded: a page that echoes %s prints no part of them', async (_, body) => {
    const [user, password] = ['Qz7uSer9Kq', 'pa55W0rdXq91Zt'];
    target.answer({ status: 401, body: body(user, password) });
    const header = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const result = await probe(
      { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1', 'wait-seconds': '0' },
      { PROBE_TOKEN: header },
    );
    expect(result.exitCode).toBe(1);
    expect(target.requests[0]?.headers['authorization']).toBe(header);
    expect(result.stdout).toContain('The last body began with:');
    for (const part of [...windows(user), ...windows(password)]) expect(printed(result)).not.toContain(part);
  });

  it.each([
    ['a parameter', 'token', 'abc123def456', (secret: string) => `Token token=${secret}`],
    [
      "Digest's response",
      'response',
      '0123abcd4567ef890123abcd4567ef89',
      (secret: string) => `Digest username="probe", realm="site", nonce="n0nce-value", uri="/version", response="${secret}"`,
    ],
  ])('masks %s value apart, but not the parameter name %s', async (_, name, secret, header) => {
    target.answer({ status: 401, body: `rejected ${secret}` });
    const result = await probe(
      { headers: 'Authorization=PROBE_TOKEN', 'consecutive-successes': '1', 'wait-seconds': '0' },
      { PROBE_TOKEN: header(secret) },
    );
    expect(result.exitCode).toBe(1);
    expect(target.requests[0]?.headers['authorization']).toBe(header(secret));
    expect(result.stdout).toContain('The last body began with: rejected ***');
    for (const part of windows(secret)) expect(printed(result)).not.toContain(part);
    expect(result.stdout).not.toContain(`::add-mask::${name}\n`);
  });

  it("scrubs a token of the URL's query from a body excerpt: a 403 page that echoes the URL asked for prints no part of it", async () => {
    const token = 'qu3ry-t0ken-0123456789abcdef';
    const encoded = 'a%2Fb%2Bc-signature-99';
    target.answer({ status: 403, body: `Forbidden: /version?token=${token}&sig=${encoded} (decoded: a/b+c-signature-99)` });
    const result = await probe({
      url: `${target.url}/version?token=${token}&sig=${encoded}&v=2`,
      'consecutive-successes': '1',
      'wait-seconds': '0',
    });
    expect(result.exitCode).toBe(1);
    expect(target.requests[0]?.path).toContain(`token=${token}`);
    expect(result.stdout).toContain('The last body began with: Forbidden: /version?token=***&sig=*** (decoded: ***)');
    for (const part of [...windows(token), ...windows('a/b+c-signature-99')]) expect(printed(result)).not.toContain(part);
    // A short value (v=2) is not masked: it would blank out unrelated text.
    expect(result.stdout).not.toContain('::add-mask::2\n');
  });

  it("hides a query's values as the probe sends them: as given, cache-bust only adding its parameter (a raw == and / stay as they are)", async () => {
    const token = 'QUJDREVGR0hJSktMTU5PUA==';
    const sig = 'ab/cd+ef/gh';
    // The page names the path it refused, and each of the query's values as they came.
    const values = (path: string) => (path.split('?')[1] ?? '').split('&').map((pair) => pair.slice(pair.indexOf('=') + 1));
    target.answer({ status: 403, echo: (path) => `Forbidden: ${path} (${values(path).join(', ')})` });
    const result = await probe({
      url: `${target.url}/version?token=${token}&sig=${sig}`,
      'consecutive-successes': '1',
      'wait-seconds': '0',
    });
    expect(result.exitCode).toBe(1);
    // The query as written, never re-encoded (a signed URL's signature reads as it was signed).
    expect(target.requests[0]?.path).toMatch(/^\/version\?token=QUJDREVGR0hJSktMTU5PUA==&sig=ab\/cd\+ef\/gh&probe=/);
    expect(result.stdout).toMatch(/The last body began with: Forbidden: \/version\?\*\*\*&probe=[\w-]+ \(\*\*\*, \*\*\*, [\w-]+\)/);
    for (const part of [...windows('QUJDREVGR0hJSktMTU5PUA'), ...windows(sig)]) expect(printed(result)).not.toContain(part);
  });

  it("never asks the runner to mask a query's values, and hides no commit: ?v=<GITHUB_SHA> stays readable, a token is hidden in this step's text", async () => {
    const sha = '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';
    const token = 'qu3ry-t0ken-0123456789abcdef';
    target.answer({ status: 403, body: `Forbidden: /version?token=${token}` });
    const result = await probe(
      {
        url: `${target.url}/version?v=${sha}&token=${token}`,
        'expect-status': '403',
        'expect-commit': 'true',
        'consecutive-successes': '1',
        'wait-seconds': '0',
      },
      { GITHUB_SHA: sha },
    );
    expect(result.exitCode).toBe(1);
    const masks = result.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks.filter((line) => line.includes(token) || line.includes(sha.slice(0, 8)))).toEqual([]);
    expect(result.stdout).toContain('The last body began with: Forbidden: /version?token=***');
    for (const part of windows(token)) expect(printed(result)).not.toContain(part);
    // The commit as expect-commit prints it, whole.
    expect(failureMessage(result)).toContain(`commit ${sha} appears in neither the body nor a header`);
    // A commit given to expect-commit (workflow_run's head_sha), not GITHUB_SHA, is no secret either.
    const given = await probe({
      url: `${target.url}/version?v=${sha}&token=${token}`,
      'expect-status': '403',
      'expect-commit': sha,
      'consecutive-successes': '1',
      'wait-seconds': '0',
    });
    expect(failureMessage(given)).toContain(`commit ${sha} appears in neither the body nor a header`);
  });

  it('reports the status it got when the body then drips too slowly', async () => {
    target.answer({ status: 200, drip: true });
    const result = await probe({ 'consecutive-successes': '1', 'wait-seconds': '0', 'timeout-seconds': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['probe-error']).toBe('timeout');
    expect(result.outputs['probe-status']).toBe('200');
    expect(result.stdout).toContain('answered 200 but the body did not arrive');
  });
});

describe('probe-url never prints a mistyped header value (review finding 1)', () => {
  it.each([
    ["a line of 'Name: value'", 'Authorization: Bearer s3cr3t-t0ken-value', 's3cr3t-t0ken-value', 'header Authorization:'],
    ['a value after =', 'Authorization=Bearer s3cr3t-t0ken-value', 's3cr3t-t0ken-value', 'header Authorization:'],
    ['a line without a separator', 'Bearer s3cr3t-t0ken-value', 's3cr3t-t0ken-value', 'line 2 does not begin with a header name'],
    ['a value where the name belongs', 's3cr3t t0ken=PROBE_TOKEN', 's3cr3t t0ken', 'line 2 does not begin with a header name'],
    // Lines are numbered as the input has them: a blank line counts.
    [
      'a line without a separator after a blank one',
      '\nBearer s3cr3t-t0ken-value',
      's3cr3t-t0ken-value',
      'line 3 does not begin with a header name',
    ],
  ])('refuses %s, naming at most the header, the value masked', async (_, line, secret, words) => {
    const result = await probe({ headers: `X-Fine=FINE_TOKEN\n${line}` }, { FINE_TOKEN: 'fine-value-1234' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`Input 'headers': ${words}`);
    expect(failureMessage(result)).toContain('not shown');
    for (const part of windows(secret)) expect(printed(result)).not.toContain(part);
    expect(result.stdout).toContain(`::add-mask::${secret}`);
    expect(target.requests).toHaveLength(0);
  });

  it('names every bad line at once, not only the first, with no value shown', async () => {
    const secret = 's3cr3t-t0ken-value';
    const result = await probe(
      { headers: `Authorization: Bearer ${secret}\nX-Fine=FINE_TOKEN\nX-Api-Key=PROBE_API_KEY\n${secret}\nX-Trace=TRACE_TOKEN` },
      { FINE_TOKEN: 'fine-value-1234', TRACE_TOKEN: 'trace\nvalue-5678' },
    );
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    for (const words of [
      "Input 'headers': header Authorization: the line is not Name=ENV_VAR",
      '\nenvironment variable PROBE_API_KEY (for header X-Api-Key) is not set or is empty; pass it with env:',
      '\nline 4 does not begin with a header name',
      '\nenvironment variable TRACE_TOKEN (for header X-Trace) holds a line break',
    ])
      expect(message).toContain(words);
    for (const part of windows(secret)) expect(printed(result)).not.toContain(part);
    for (const part of windows('value-5678')) expect(printed(result)).not.toContain(part);
    expect(target.requests).toHaveLength(0);
  });

  it('names an unset variable only when it reads as a variable name, and masks a token that may be a value', async () => {
    const token = 'ghp_AbCd1234EfGh5678IjKl9012MnOp3456';
    const result = await probe({ headers: `X-Api-Key=${token}` });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'headers': the variable for header X-Api-Key is not set or is empty");
    for (const part of windows(token)) expect(printed(result)).not.toContain(part);
    expect(result.stdout).toContain(`::add-mask::${token}`);
    // A conventional name is named, as before.
    const unset = await probe({ headers: 'X-Api-Key=PROBE_API_KEY' });
    expect(failureMessage(unset)).toContain(
      "Input 'headers': environment variable PROBE_API_KEY (for header X-Api-Key) is not set or is empty; pass it with env:",
    );
    // A set variable is a name whatever it looks like, and works.
    const set = await probe({ headers: 'X-Api-Key=probe_key', 'consecutive-successes': '1' }, { probe_key: 'k3y-value-5678' });
    expect(set.exitCode).toBe(0);
    expect(target.requests[target.requests.length - 1]?.headers['x-api-key']).toBe('k3y-value-5678');
  });
});

describe('probe-url refuses a header the HTTP client cannot send, before any request (hunt 8)', () => {
  it('refuses a value holding a character past U+00FF (a pasted typographic quote), naming the line and the place, never the value', async () => {
    const secret = 'Bearer \u201ct0ken-s3cret-abc123\u201d';
    const result = await probe(
      { headers: 'X-Fine=FINE_TOKEN\nAuthorization=PROBE_TOKEN' },
      { FINE_TOKEN: 'fine-value-1234', PROBE_TOKEN: secret },
    );
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "Input 'headers': environment variable PROBE_TOKEN (for header Authorization, line 2) holds a character that a header value cannot carry at position 8 (not shown)",
    );
    expect(result.outputs['attempts']).toBeUndefined();
    for (const part of windows('t0ken-s3cret-abc123')) expect(printed(result)).not.toContain(part);
    expect(printed(result)).not.toContain('\u201c');
    expect(target.requests).toHaveLength(0);
  });

  it('sends a value of Latin-1 characters and a tab, which a header value may hold', async () => {
    const result = await probe({ headers: 'X-Team=TEAM_NAME', 'consecutive-successes': '1' }, { TEAM_NAME: 'caf\u00e9\tteam' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(target.requests[0]?.headers['x-team']).toBe('caf\u00e9\tteam');
  });

  it('refuses a header the HTTP client will not send, before any request, every one at once, naming header and line, never the value', async () => {
    const result = await probe(
      {
        headers: [
          'Expect=EXPECT_VALUE',
          'Transfer-Encoding=CHUNKED_VALUE',
          'keep-alive=KEEP_VALUE',
          'Upgrade=UPGRADE_VALUE',
          'Connection=CONNECTION_VALUE',
          'Content-Length=LENGTH_VALUE',
          'Authorization=PROBE_TOKEN',
        ].join('\n'),
      },
      {
        EXPECT_VALUE: '100-continue',
        CHUNKED_VALUE: 'chunked',
        KEEP_VALUE: 'timeout=5',
        UPGRADE_VALUE: 'websocket',
        CONNECTION_VALUE: 'close; s3cret-value-aa',
        LENGTH_VALUE: '12 s3cret-value-bb',
        PROBE_TOKEN: 'Bearer fine-token-1234',
      },
    );
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(
      "Input 'headers': header Expect on line 1 is one the HTTP client will not send (it sets it itself, or never); remove the line",
    );
    expect(message).toContain('\nheader Transfer-Encoding on line 2 is one the HTTP client will not send');
    expect(message).toContain('\nheader keep-alive on line 3 is one the HTTP client will not send');
    expect(message).toContain('\nheader Upgrade on line 4 is one the HTTP client will not send');
    expect(message).toContain(
      '\nenvironment variable CONNECTION_VALUE (for header Connection, line 5) holds a value (not shown) the HTTP client will not send as Connection: ' +
        'it takes a comma-separated list of options (close, keep-alive, header names)',
    );
    expect(message).toContain(
      '\nenvironment variable LENGTH_VALUE (for header Content-Length, line 6) holds a value (not shown) the HTTP client will not send as Content-Length: it takes digits only',
    );
    expect(message).not.toContain('Authorization');
    for (const secret of ['100-continue', 'chunked', 'timeout=5', 'websocket', 's3cret-value-aa', 's3cret-value-bb'])
      expect(printed(result)).not.toContain(secret);
    expect(result.outputs['attempts']).toBeUndefined();
    expect(target.requests).toHaveLength(0);
  });

  it('refuses a Proxy-Authorization header before any request: the HTTP client refuses it through a proxy, and a proxy takes its credentials in its address', async () => {
    const result = await probe(
      { headers: 'Proxy-Authorization=PROXY_CREDENTIALS', 'consecutive-successes': '1' },
      { PROXY_CREDENTIALS: 'Basic cHJveHk6czNjcmV0' },
    );
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "Input 'headers': header Proxy-Authorization on line 1 is not sent by the probe: a proxy's credentials go in its address (HTTPS_PROXY=http://user:password@host:port); remove the line",
    );
    expect(printed(result)).not.toContain('cHJveHk6czNjcmV0');
    expect(target.requests).toHaveLength(0);
  });

  it('sends a Connection of options and a Content-Length of digits, which the HTTP client carries', async () => {
    const result = await probe(
      { headers: 'Connection=CONNECTION_VALUE\nContent-Length=LENGTH_VALUE', 'consecutive-successes': '1' },
      { CONNECTION_VALUE: 'keep-alive, X-Trace', LENGTH_VALUE: '0' },
    );
    expect(result.exitCode, failureMessage(result)).toBe(0);
  });

  it('refuses a name that is no HTTP token', async () => {
    const result = await probe({ headers: 'X-T\u00f6ken=PROBE_TOKEN' }, { PROBE_TOKEN: 'token-value-1234' });
    expect(failureMessage(result)).toContain("Input 'headers': line 1 does not begin with a header name");
    expect(target.requests).toHaveLength(0);
  });

  it('refuses a name given twice, in any case, naming both lines, beside every other problem', async () => {
    const result = await probe(
      { headers: 'X-Token=TOKEN_A\nAuthorization=UNSET_TOKEN_X\n\nx-token=TOKEN_B\nX-TOKEN=TOKEN_C' },
      { TOKEN_A: 'alpha-secret-1111', TOKEN_B: 'beta-secret-2222', TOKEN_C: 'gamma-secret-3333' },
    );
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(
      "Input 'headers': environment variable UNSET_TOKEN_X (for header Authorization) is not set or is empty; pass it with env:",
    );
    expect(message).toContain(
      '\nheader x-token on line 4 repeats the header of line 1 (names are compared without case); give each header once',
    );
    expect(message).toContain('\nheader X-TOKEN on line 5 repeats the header of line 1');
    for (const secret of ['alpha-secret-1111', 'beta-secret-2222', 'gamma-secret-3333']) expect(printed(result)).not.toContain(secret);
    expect(target.requests).toHaveLength(0);
  });
});

describe('probe-url reads expect-header up to its first : or ~ (review finding 2)', () => {
  it.each([
    [
      'a URL-like regex',
      { 'access-control-allow-origin': 'https://app.example.com' },
      'Access-Control-Allow-Origin~^https://app\\.example\\.com$',
    ],
    ['a regex holding two ~', { 'x-release': 'v~1~42' }, 'X-Release~^v~1~[0-9]+$'],
    ['a value holding ~ and :', { 'x-release': 'a~b: c' }, 'X-Release: a~b: c'],
  ])('matches a header against %s', async (_, headers, expectHeader) => {
    target.answer({ status: 200, headers, body: 'ok' });
    const result = await probe({ 'expect-header': expectHeader, 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs).toMatchObject({ matched: 'true', 'probe-error': '' });
  });

  it('names the header it expected, not a name that ran on into the regex', async () => {
    target.answer({ status: 200, body: 'ok' });
    const result = await probe({ 'expect-header': 'X-Origin~^https://x$', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('header, no X-Origin header');
  });
});

describe('probe-url reports every input problem with a bad url (review finding 3)', () => {
  it('names the contradictions beside a url it refuses, in one failure, before any request', async () => {
    const result = await probe({
      url: 'http://example.com/',
      method: 'HEAD',
      'expect-body': 'ok',
      'consecutive-successes': '20',
      'wait-seconds': '5',
    });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain("Input 'url': got 'http://example.com/'; expected https://");
    expect(message).toContain("Input 'expect-body': cannot be met with method HEAD");
    expect(message).toContain("Input 'consecutive-successes': is 20, but a wait of 5 s at one attempt every 1 s allows 6 attempt(s)");
    expect(target.requests).toHaveLength(0);
  });

  it('names them beside a url that does not parse, or one with credentials', async () => {
    for (const url of ['https://exa mple.com/', 'https://probe-user:pr0be-pa55word@example.com/']) {
      const message = failureMessage(await probe({ url, method: 'HEAD', 'expect-body-regex': 'o+k' }));
      expect(message).toContain("Input 'url': ");
      expect(message).toContain("Input 'expect-body-regex': cannot be met with method HEAD");
    }
  });
});

describe('probe-url takes the redirect at max-redirects as the answer (review finding 4)', () => {
  it('matches expect-status 301 with max-redirects 0: a redirect in place is checked', async () => {
    target.answer({ status: 301, headers: { location: `${other.url}/new-home` }, body: 'moved' });
    const result = await probe({ 'expect-status': '301', 'max-redirects': '0', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs).toMatchObject({ matched: 'true', 'probe-status': '301', 'probe-error': '' });
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ status: 301, matched: true });
    expect(other.requests).toHaveLength(0);
    // Its headers count too: the Location a redirect must carry.
    const located = await probe({
      'expect-status': '301',
      'expect-header': `Location: ${other.url}/new-home`,
      'max-redirects': '0',
      'consecutive-successes': '1',
      'wait-seconds': '0',
    });
    expect(located.exitCode, failureMessage(located)).toBe(0);
  });

  it('still fails a redirect at the limit whose Location is no URL: it is no redirect in place', async () => {
    target.answer({ status: 301, headers: { location: 'https://%{HOST}/x' } });
    const result = await probe({ 'expect-status': '301', 'max-redirects': '0', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '301', 'probe-error': 'status' });
    expect(failureMessage(result)).toContain('answered 301 with a Location that is not a URL');
  });

  it('keeps the status of the redirect it stopped at, and says the limit was reached', async () => {
    target.answer({ status: 302, headers: { location: `${target.url}/again` }, body: 'go on' });
    const result = await probe({ 'max-redirects': '2', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ matched: 'false', 'probe-status': '302', 'probe-error': 'status' });
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ status: 302, matched: false });
    expect(failureMessage(result)).toContain('status 302, expected 200-299');
    expect(failureMessage(result)).toContain('more than max-redirects (2) redirects');
    // The first request and two redirects followed: the third answer is the one judged.
    expect(target.requests).toHaveLength(3);
  });

  it('fails a redirect loop that expect-status 200-399 would take: a site still redirecting at the limit is not up', async () => {
    target.answer({ status: 301, headers: { location: `${target.url}/version/` }, body: 'moved' });
    const loop = await probe({ 'expect-status': '200-399', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(loop.exitCode).toBe(1);
    expect(loop.outputs).toMatchObject({ matched: 'false', 'probe-status': '301', 'probe-error': 'status' });
    expect(failureMessage(loop)).toContain('more than max-redirects (3) redirects');
    expect(target.requests).toHaveLength(4);
    // Not followed at all, or every status a redirect: the redirect is what is asked for.
    const unfollowed = await probe({ 'expect-status': '200-399', 'max-redirects': '0', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(unfollowed.exitCode, failureMessage(unfollowed)).toBe(0);
    const asked = await probe({ 'expect-status': '301,302-308', 'max-redirects': '1', 'consecutive-successes': '1', 'wait-seconds': '0' });
    expect(asked.exitCode, failureMessage(asked)).toBe(0);
    expect(asked.outputs['probe-status']).toBe('301');
  });
});
