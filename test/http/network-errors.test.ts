import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { classifyFailure, connectionWhere, failurePhrase, hostWithPort, judgeLoss } from '../../src/http/network-errors.ts';
import { readCapped } from '../../src/http/undici.ts';
import { BodySourceError } from '../../src/http/body-source.ts';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const scene = { where: 'api.example:443', connectLimitMs: 5000, limitMs: 30_000 };

describe('the one classifier of a failed request (issue 50 point 1)', () => {
  it('tells what never reached the host from what may have been carried out', () => {
    const cases: Array<[unknown, string, boolean]> = [
      [coded('DEPTH_ZERO_SELF_SIGNED_CERT'), 'tls', true],
      [coded('ERR_SSL_WRONG_VERSION_NUMBER'), 'tls', true],
      [coded('EPROTO'), 'tls', true],
      [coded('ENOTFOUND'), 'dns', true],
      [coded('EAI_AGAIN'), 'dns', true],
      [coded('ECONNREFUSED'), 'refused', true],
      [coded('EHOSTUNREACH'), 'refused', true],
      [coded('UND_ERR_CONNECT_TIMEOUT'), 'connect-timeout', true],
      [coded('UND_ERR_INVALID_ARG'), 'rejected', true],
      [coded('ERR_INVALID_CHAR'), 'rejected', true],
      [coded('UND_ERR_HEADERS_TIMEOUT'), 'timeout', false],
      [coded('UND_ERR_BODY_TIMEOUT'), 'timeout', false],
      [new DOMException('the request timed out', 'TimeoutError'), 'timeout', false],
      [new DOMException('This operation was aborted', 'AbortError'), 'timeout', false],
      [coded('UND_ERR_REQ_CONTENT_LENGTH_MISMATCH'), 'length-mismatch', false],
      [coded('ECONNRESET'), 'dropped', false],
      [coded('UND_ERR_SOCKET'), 'dropped', false],
    ];
    for (const [error, kind, notSent] of cases) expect(classifyFailure(error), String(error)).toMatchObject({ kind, notSent });
  });

  it('does not ask again what undici refused to send, nor what a TLS handshake refused', () => {
    expect(judgeLoss(coded('UND_ERR_INVALID_ARG'), scene)).toMatchObject({ retryable: false, maybeProcessed: false });
    expect(judgeLoss(coded('CERT_HAS_EXPIRED'), scene)).toMatchObject({ retryable: false, maybeProcessed: false });
    expect(judgeLoss(coded('ECONNRESET'), scene)).toMatchObject({ retryable: true, maybeProcessed: true });
  });

  it("reads a proxy's refusal of the tunnel (undici's abort code) before the codes of a time running out", () => {
    const refusal = (status: number) => coded('UND_ERR_ABORTED', `Proxy response (${status}) !== 200 when HTTP Tunneling`);
    expect(classifyFailure(refusal(407))).toEqual({ kind: 'proxy-refused', notSent: true, code: 'UND_ERR_ABORTED', proxyStatus: 407 });
    expect(failurePhrase(classifyFailure(refusal(403)), scene)).toBe(
      'could not connect to api.example:443: the proxy refused the tunnel (403 Forbidden)',
    );
    expect(judgeLoss(refusal(407), scene)).toMatchObject({ retryable: false, maybeProcessed: false, kind: 'network' });
    expect(judgeLoss(refusal(502), scene)).toMatchObject({ retryable: true, maybeProcessed: false });
    expect(classifyFailure(coded('UND_ERR_ABORTED', 'Request aborted'))).toMatchObject({ kind: 'timeout', notSent: false });
  });

  it("takes a body's own source failing (a file removed, its ENOENT the cause) as no network failure: not retried, nothing carried out", () => {
    const source = new BodySourceError("'a.txt' could not be read (ENOENT)", 'the local file could not be read (ENOENT)', {
      cause: coded('ENOENT'),
    });
    for (const error of [source, new TypeError('fetch failed', { cause: source })]) {
      expect(classifyFailure(error)).toMatchObject({ kind: 'body-source', notSent: false });
      expect(judgeLoss(error, scene, 200)).toMatchObject({
        retryable: false,
        maybeProcessed: false,
        what: 'the local file could not be read (ENOENT)',
      });
    }
  });

  it('retries a body whose source says its failure may pass (a file that could not be opened for EMFILE), as nothing was carried out', () => {
    const brief = new BodySourceError(
      "'a.txt' could not be read (EMFILE)",
      'the local file could not be read (EMFILE): it was not stored',
      {
        cause: coded('EMFILE'),
        retryable: true,
      },
    );
    for (const error of [brief, new TypeError('fetch failed', { cause: brief })]) {
      expect(judgeLoss(error, scene)).toMatchObject({ retryable: true, maybeProcessed: false });
    }
  });

  it('finds the code undici nests in the cause', () => {
    const wrapped = new TypeError('fetch failed', { cause: coded('ECONNREFUSED') });
    expect(classifyFailure(wrapped)).toEqual({ kind: 'refused', notSent: true, code: 'ECONNREFUSED' });
  });

  it('words each kind once, naming where and the limit', () => {
    const phrase = (error: unknown) => failurePhrase(classifyFailure(error), scene);
    expect(phrase(coded('ECONNREFUSED'))).toBe('could not connect to api.example:443 (ECONNREFUSED)');
    expect(phrase(coded('UND_ERR_CONNECT_TIMEOUT'))).toBe('could not connect to api.example:443 within 5 s');
    expect(phrase(coded('ENOTFOUND'))).toBe('could not connect to api.example:443: the name could not be resolved (ENOTFOUND)');
    expect(phrase(coded('CERT_HAS_EXPIRED'))).toBe(
      'the TLS connection failed (CERT_HAS_EXPIRED), so nothing was sent; check the certificate of api.example:443',
    );
    expect(phrase(coded('UND_ERR_HEADERS_TIMEOUT'))).toBe('no answer within 30 s');
    expect(phrase(coded('UND_ERR_INVALID_ARG'))).toBe(
      'the request was refused before it was sent (UND_ERR_INVALID_ARG), so nothing reached api.example:443',
    );
    expect(failurePhrase(classifyFailure(coded('UND_ERR_BODY_TIMEOUT')), { ...scene, limitNote: 'the limit for 12 bytes' })).toBe(
      'no answer within 30 s (the limit for 12 bytes)',
    );
    expect(phrase(coded('ECONNRESET'))).toBe('the connection failed (ECONNRESET)');
  });
});

describe('a capped read', () => {
  it('keeps the first bytes of a body longer than its cap and says it was cut', async () => {
    const long = await readCapped(Readable.from([Buffer.from('abcdef'), Buffer.from('ghij')]), 8);
    expect([long.text(), long.cut]).toEqual(['abcdefgh', true]);
    const exact = await readCapped(Readable.from([Buffer.from('abcd'), Buffer.from('efgh')]), 8);
    expect([exact.text(), exact.cut]).toEqual(['abcdefgh', false]);
  });
});

describe('where a connection went, as every client names it', () => {
  it('writes the default port out, and names the proxy by its label', () => {
    expect(hostWithPort(new URL('https://api.bunny.net/'))).toBe('api.bunny.net:443');
    expect(hostWithPort(new URL('http://127.0.0.1:8080/x'))).toBe('127.0.0.1:8080');
    expect(hostWithPort(new URL('http://example.test/'))).toBe('example.test:80');
    expect(connectionWhere('storage.bunnycdn.com', undefined)).toBe('storage.bunnycdn.com');
    expect(connectionWhere('api.bunny.net:443', { label: 'http://proxy:3128' })).toBe(
      'api.bunny.net:443 through the proxy http://proxy:3128',
    );
  });
});
