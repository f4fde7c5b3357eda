import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { PlatformClient, type PlatformClientOptions } from '../../src/api/platform-client.ts';
import { requests } from '../../src/api/requests.ts';
import { systemClock } from '../../src/api/clock.ts';
import { USER_AGENT } from '../../src/runner/version.ts';
import { StepConnections } from '../../src/http/step-connections.ts';
import { DEFAULT_API_KEY, SEED, startEmulator } from '../../emulator/server.ts';
import { useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { ShieldZones } from '../../emulator/shield/state.ts';
import { DnsZones } from '../../emulator/dns/state.ts';

const emulator = useEmulator();

interface Harness {
  client: PlatformClient;
  /** Closes the client's connections, as the step's end does. */
  close: () => Promise<void>;
  retries: string[];
  sleeps: number[];
  statuses: number[];
}

/** A client against the emulator() whose waits are recorded, not slept, unless `realSleep`. */
function clientFor(overrides: Partial<PlatformClientOptions> = {}, realSleep = false): Harness {
  const http = StepConnections.direct();
  const harness: Omit<Harness, 'client'> = { retries: [], sleeps: [], statuses: [], close: () => http.close() };
  const client = new PlatformClient({
    connections: http,
    baseUrl: new URL(emulator().url),
    apiKey: DEFAULT_API_KEY,
    userAgent: USER_AGENT,
    timeoutMs: 2000,
    maxAttempts: 3,
    onRetry: (message) => harness.retries.push(message),
    onResponse: (status) => harness.statuses.push(status),
    ...(realSleep
      ? {}
      : {
          clock: {
            ...systemClock,
            sleep: async (ms: number) => {
              harness.sleeps.push(ms);
            },
          },
        }),
    ...overrides,
  });
  return { client, ...harness };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const secret = { Name: 'NEW_SECRET', Secret: 'value-1' };

/** Each wait after the nth plain 429 in a row lies in the upper half of 0.5 s doubled n-1 times, at most 10 s. */
function limitedWaitRange(n: number): [number, number] {
  const ceiling = Math.min(10_000, 500 * 2 ** (n - 1));
  return [ceiling / 2, ceiling];
}

describe('PlatformClient over real HTTP', () => {
  it('sends the key, a User-Agent and a JSON body', async () => {
    const { client, close } = clientFor();
    const created = await client.send(requests.upsertSecret(SEED.scriptWithRelease, secret));
    await close();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ Name: 'NEW_SECRET' });
    const [request] = emulator().requests;
    expect(request?.headers['accesskey']).toBe(DEFAULT_API_KEY);
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual(secret);
  });

  it('reports 204 from an upsert of an existing secret with no body', async () => {
    const { client, close } = clientFor();
    const updated = await client.send(requests.upsertSecret(SEED.scriptWithRelease, { Name: 'API_TOKEN', Secret: 'x' }));
    await close();
    expect(updated).toEqual({ status: 204, body: undefined });
  });

  it('retries 503 and succeeds, logging the retry', async () => {
    emulator().inject({ kind: 'status', status: 503, path: '/secrets' });
    const harness = clientFor();
    const result = await harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret));
    await harness.close();
    expect(result.status).toBe(200);
    expect(emulator().requests).toHaveLength(2);
    expect(harness.retries).toHaveLength(1);
    expect(harness.retries[0]).toMatch(
      /^PUT \/compute\/script\/2001\/secrets: 503 Service Unavailable \(attempt 1 of 3\); retrying in \d+(\.\d)? s$/,
    );
    expect(harness.statuses).toEqual([503, 200]);
  });

  it('honours Retry-After in seconds and as a date on 429', async () => {
    const date = new Date(Date.now() + 4000).toUTCString();
    emulator().inject(
      { kind: 'status', status: 429, headers: { 'retry-after': '2' } },
      { kind: 'status', status: 429, headers: { 'retry-after': date } },
    );
    const harness = clientFor();
    await harness.client.send(requests.search({ search: 'x', from: 0, size: 5 }));
    await harness.close();
    // The pause began when the answer came, so a few milliseconds of it are already past.
    expect(harness.sleeps[0]).toBeGreaterThan(1950);
    expect(harness.sleeps[0]).toBeLessThanOrEqual(2000);
    expect(harness.sleeps[1]).toBeGreaterThan(1500);
    expect(harness.sleeps[1]).toBeLessThanOrEqual(4000);
    expect(harness.retries[0]).toContain('as Retry-After asks');
  });

  it('gives up after max-attempts with the last answer', async () => {
    emulator().inject({
      kind: 'status',
      status: 502,
      body: '<html><title>Bad gateway</title></html>',
      headers: { 'content-type': 'text/html' },
      times: 5,
    });
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.activeRelease(SEED.scriptWithRelease)));
    await harness.close();
    expect(emulator().requests).toHaveLength(3);
    expect(error.status).toBe(502);
    expect(error.message).toBe('GET /compute/script/2001/releases/active answered 502 Bad Gateway: HTML page "Bad gateway"');
    expect(error.mayHaveLanded).toBe(true);
  });

  it('never retries another 4xx and reads ApiErrorData', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      body: { ErrorKey: 'secret.invalid', Field: 'Secret', Message: 'The secret is invalid' },
    });
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret)));
    await harness.close();
    expect(emulator().requests).toHaveLength(1);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      errorKey: 'secret.invalid',
      field: 'Secret',
      apiMessage: 'The secret is invalid',
      mayHaveLanded: false,
    });
    expect(error.message).toBe(
      'PUT /compute/script/2001/secrets answered 400 Bad Request: The secret is invalid (ErrorKey secret.invalid, field Secret)',
    );
  });

  it('answers 401 for a wrong key, without retrying', async () => {
    const harness = clientFor({ apiKey: 'wrong-key' });
    const error = await failure(harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret)));
    await harness.close();
    expect(error.status).toBe(401);
    expect(emulator().requests).toHaveLength(1);
  });

  it('reads a 404 with no body', async () => {
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.activeRelease(SEED.scriptWithoutRelease)));
    await harness.close();
    expect(error.status).toBe(404);
    expect(error.message).toBe('GET /compute/script/2002/releases/active answered 404 Not Found');
  });

  it('retries a repeat-safe call whose connection was reset', async () => {
    emulator().inject({ kind: 'reset-before' });
    const harness = clientFor();
    const result = await harness.client.send(requests.updateSecret(SEED.scriptWithRelease, 7001, { Secret: 'v' }));
    await harness.close();
    expect(result.status).toBe(200);
    expect(emulator().requests).toHaveLength(2);
  });

  it('never repeats a DNS record whose answer was lost', async () => {
    emulator().inject({ kind: 'reset-after' });
    const before = emulator().state.part(DnsZones).records(SEED.dnsZoneId).length;
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.addDnsRecord(SEED.dnsZoneId, { Type: 0, Name: 'x', Value: '192.0.2.1' })));
    await harness.close();
    expect(error.kind).toBe('outcome-unknown');
    expect(error.mayHaveLanded).toBe(true);
    expect(error.message).toContain('may have been carried out');
    expect(emulator().requests).toHaveLength(1);
    expect(emulator().state.part(DnsZones).records(SEED.dnsZoneId)).toHaveLength(before + 1);
  });

  it('does not retry a DNS record on 503 but does on 429', async () => {
    emulator().inject({ kind: 'status', status: 503 });
    let harness = clientFor();
    const error = await failure(harness.client.send(requests.addDnsRecord(SEED.dnsZoneId, { Type: 0, Name: 'x', Value: '192.0.2.1' })));
    await harness.close();
    expect(error.status).toBe(503);
    expect(error.mayHaveLanded).toBe(true);
    expect(emulator().requests).toHaveLength(1);

    emulator().reset();
    emulator().inject({ kind: 'status', status: 429 });
    harness = clientFor();
    const created = await harness.client.send(requests.addDnsRecord(SEED.dnsZoneId, { Type: 0, Name: 'x', Value: '192.0.2.1' }));
    await harness.close();
    expect(created.status).toBe(201);
    expect(emulator().requests).toHaveLength(2);
  });

  it('says a write may have landed when any attempt may have, though the last was refused', async () => {
    emulator().inject({ kind: 'reset-after' }, { kind: 'status', status: 400 });
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.updateSecret(SEED.scriptWithRelease, 7001, { Secret: 'v' })));
    await harness.close();
    expect(error).toMatchObject({ kind: 'http', status: 400, mayHaveLanded: true });
    expect(emulator().requests).toHaveLength(2);
  });

  it('retries a refused connection, even for a DNS record', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const harness = clientFor({ baseUrl: new URL(`http://127.0.0.1:${port}`) });
    const error = await failure(harness.client.send(requests.addDnsRecord(1, {})));
    await harness.close();
    expect(error.kind).toBe('network');
    // Never sent: nothing can have been carried out, though the request is a write.
    expect(error.mayHaveLanded).toBe(false);
    expect(error.message).toContain(`could not connect to 127.0.0.1:${port} (ECONNREFUSED)`);
    expect(harness.retries).toHaveLength(2);
  });

  it('does not follow a redirect, so the other host receives nothing', async () => {
    // Its own, not the fixture's: the redirect needs a second host that must receive nothing.
    const other = await startEmulator();
    emulator().inject({ kind: 'redirect', status: 307, location: `${other.url}/compute/script/2001/secrets` });
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret)));
    await harness.close();
    expect(error.kind).toBe('redirect');
    expect(error.mayHaveLanded).toBe(false);
    expect(error.message).toContain(`a redirect to ${other.url}/compute/script/2001/secrets`);
    expect(other.requests).toHaveLength(0);
    expect(emulator().requests).toHaveLength(1);
    await other.close();
  });

  it('refuses malformed JSON and a body of the wrong shape', async () => {
    emulator().inject({ kind: 'malformed', status: 200, body: '{"Id": 1,' }, { kind: 'wrong-shape', status: 200, body: { Id: 'seven' } });
    const harness = clientFor();
    const malformed = await failure(harness.client.send(requests.updateSecret(SEED.scriptWithRelease, 7001, { Secret: 'v' })));
    const wrong = await failure(harness.client.send(requests.updateSecret(SEED.scriptWithRelease, 7001, { Secret: 'v' })));
    await harness.close();
    expect(malformed.kind).toBe('invalid-response');
    // A success status: the platform did it, whatever the body.
    expect(malformed.mayHaveLanded).toBe(true);
    expect(malformed.message).toContain('the body is not JSON');
    expect(wrong.message).toContain('not of the documented shape: Id:');
    expect(emulator().requests).toHaveLength(2);
  });

  it('times out a server that never answers, once per attempt', async () => {
    emulator().inject({ kind: 'hang', times: 2 });
    const harness = clientFor({ timeoutMs: 300, maxAttempts: 2 }, true);
    const started = performance.now();
    const error = await failure(harness.client.send(requests.search({ search: '', from: 0, size: 1 })));
    const elapsed = performance.now() - started;
    await harness.close();
    expect(error.kind).toBe('timeout');
    expect(error.mayHaveLanded).toBe(true);
    expect(error.message).toContain('no answer within 0.3 s');
    expect(emulator().requests).toHaveLength(2);
    // Each attempt waited its timeout (a lower bound holds however busy the machine); that it
    // gave up at all, with two requests, shows the limit worked: no wall-clock upper bound.
    expect(elapsed).toBeGreaterThan(550);
  });

  it('asks Shield again while it answers 202, then fails saying the zone is not ready', async () => {
    const harness = clientFor();
    const ready = await harness.client.send(requests.shieldZoneOfPullZone(SEED.pullZoneNotReady));
    expect(ready.body.data.pullZoneId).toBe(SEED.pullZoneNotReady);
    expect(harness.statuses).toEqual([202, 202, 200]);
    emulator().state.part(ShieldZones).setNotReady(SEED.pullZoneNotReady, 10);
    const error = await failure(harness.client.send(requests.shieldZoneOfPullZone(SEED.pullZoneNotReady)));
    await harness.close();
    expect(error.status).toBe(202);
    expect(error.message).toContain('not ready yet');
  });

  it('sends audit filters as repeated PascalCase parameters', async () => {
    const harness = clientFor();
    await harness.client.send(
      requests.auditLogPage({
        date: SEED.auditFixedDate,
        order: 'Descending',
        limit: 5,
        products: ['dns', 'cdn'],
        actorIds: ['u1'],
      }),
    );
    await harness.close();
    expect(emulator().requests[0]?.query).toEqual({ Order: ['Descending'], Limit: ['5'], Product: ['dns', 'cdn'], ActorId: ['u1'] });
  });

  it('fails at once on a TLS handshake that fails, saying nothing was sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    let received = 0;
    const server = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_request, response) => {
        received++;
        response.end('{}');
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const harness = clientFor({ baseUrl: new URL(`https://127.0.0.1:${port}`) });
    const error = await failure(harness.client.send(requests.addDnsRecord(1, {})));
    await harness.close();
    await new Promise((resolve) => server.close(resolve));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(
      /the TLS connection failed \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)\), so nothing was sent/,
    );
    expect(harness.retries).toHaveLength(0);
    expect(received).toBe(0);
  });

  it('fails at once when Retry-After asks for longer than the action waits', async () => {
    emulator().inject({ kind: 'status', status: 429, headers: { 'retry-after': '120' } });
    const harness = clientFor();
    const error = await failure(harness.client.send(requests.search({ search: 'x', from: 0, size: 5 })));
    await harness.close();
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      'GET /search answered 429 Too Many Requests (Retry-After asks for 120 s, longer than the 60 s this action waits; try again later)',
    );
    expect(harness.sleeps).toEqual([]);
    expect(emulator().requests).toHaveLength(1);
  });

  it('times out a body that stalls after the headers, and asks again', async () => {
    emulator().inject({ kind: 'stall-body' });
    const harness = clientFor({ timeoutMs: 300 }, true);
    const started = performance.now();
    const page = await harness.client.send(requests.search({ search: 'preview', from: 0, size: 5 }));
    const elapsed = performance.now() - started;
    await harness.close();
    expect(page.body.Total).toBeGreaterThan(0);
    expect(emulator().requests).toHaveLength(2);
    expect(harness.retries[0]).toMatch(
      /^GET \/search: answered 200 OK but its body did not arrive \(no answer within 0.3 s\) \(attempt 1 of 3\)/,
    );
    // The stalled body was given up on (the retry line says after the timeout) and asked again.
    expect(elapsed).toBeGreaterThanOrEqual(300);
  });

  it('stops reading an answer that never ends, saying it was too large', async () => {
    emulator().inject({ kind: 'endless-body' });
    const harness = clientFor({ maxBodyBytes: 2 * 1024 * 1024 });
    const error = await failure(harness.client.send(requests.search({ search: 'x', from: 0, size: 5 })));
    await harness.close();
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      'GET /search answered 200 OK but the answer was larger than 2 MiB, more than any answer of this API, so it was not read further',
    );
    expect(harness.retries).toEqual([]);
  });

  it("reads an answer past the client's cap when its request names a larger one (a release carries its whole script)", async () => {
    const code = `// big\n${'x'.repeat(3 * 1024 * 1024)}`;
    emulator().state.edgeScripts.setActiveRelease(SEED.scriptWithRelease, { Code: code });
    const harness = clientFor({ maxBodyBytes: 2 * 1024 * 1024 });
    const release = await harness.client.send(requests.activeRelease(SEED.scriptWithRelease));
    // The same read without its own cap is refused at the client's.
    const error = await failure(harness.client.send({ ...requests.activeRelease(SEED.scriptWithRelease), maxBodyBytes: 0 }));
    await harness.close();
    expect(release.body.Code).toBe(code);
    expect(error.message).toContain('the answer was larger than 2 MiB');
  });

  it('backs off a lasting 429 without Retry-After ever longer, up to 10 s, until the 120 s deadline: a few dozen requests', async () => {
    emulator().inject({ kind: 'status', status: 429, path: '/search', times: Infinity });
    const clock = new FakeClock();
    const harness = clientFor({ clock });
    const error = await failure(harness.client.send(requests.search({ search: 'x', from: 0, size: 5 })));
    await harness.close();
    expect(error.status).toBe(429);
    expect(error.message).toMatch(
      /^GET \/search answered 429 Too Many Requests \(the step has waited \d+(\.\d)? s for the API's rate limit in all, its limit is 120 s; try again later\)$/,
    );
    // Hundreds of requests before, each 0.5 s at most apart; now 28 at most in the 120 s.
    expect(emulator().requests.length).toBeLessThanOrEqual(28);
    // Each wait is the gate's pause, slept on the step's clock: its ceiling doubles, up to 10 s.
    expect(clock.sleeps.length).toBeGreaterThan(5);
    for (const [i, wait] of clock.sleeps.entries()) {
      const [low, high] = limitedWaitRange(i + 1);
      expect(wait, `wait ${i + 1} of ${clock.sleeps.join(', ')}`).toBeGreaterThanOrEqual(low);
      expect(wait, `wait ${i + 1} of ${clock.sleeps.join(', ')}`).toBeLessThanOrEqual(high);
    }
    expect(clock.now()).toBeGreaterThanOrEqual(120_000 - 10_000);
    expect(harness.retries).toHaveLength(emulator().requests.length - 1);
    expect(harness.retries[0]).toMatch(
      /^GET \/search: 429 Too Many Requests \(rate limited, not counted as an attempt\); retrying in \d+(\.\d)? s; every request of the step waits$/,
    );
  });

  it('waits longer at each plain 429 in a row, uncounted as attempts, and succeeds once the limit clears', async () => {
    emulator().inject({ kind: 'status', status: 429, path: '/search', times: 4 });
    const clock = new FakeClock();
    const harness = clientFor({ clock, maxAttempts: 2 });
    const page = await harness.client.send(requests.search({ search: 'preview', from: 0, size: 5 }));
    await harness.close();
    expect(page.status).toBe(200);
    expect(harness.statuses).toEqual([429, 429, 429, 429, 200]);
    expect(clock.sleeps).toHaveLength(4);
    for (const [i, wait] of clock.sleeps.entries()) {
      const [low, high] = limitedWaitRange(i + 1);
      expect(wait).toBeGreaterThanOrEqual(low);
      expect(wait).toBeLessThanOrEqual(high);
    }
  });

  it('waits what Retry-After asks after plain 429s, not the growing backoff', async () => {
    emulator().inject(
      { kind: 'status', status: 429, path: '/search', times: 3 },
      { kind: 'status', status: 429, path: '/search', headers: { 'retry-after': '7' } },
    );
    const clock = new FakeClock();
    const harness = clientFor({ clock });
    await harness.client.send(requests.search({ search: 'preview', from: 0, size: 5 }));
    await harness.close();
    expect(clock.sleeps).toHaveLength(4);
    expect(clock.sleeps[3]).toBe(7000);
    expect(harness.retries[3]).toBe(
      'GET /search: 429 Too Many Requests (rate limited, not counted as an attempt); retrying in 7 s as Retry-After asks; every request of the step waits',
    );
  });

  // A poll's read keeps to the poll's deadline; a write never does: cut short, its outcome would be unknown.
  it("cuts a read's retries at its poll's deadline, never a write's", async () => {
    const clock = new FakeClock();
    const deadline = { at: 5000, leastAttemptMs: 1000 };
    emulator().inject({ kind: 'status', status: 503, headers: { 'retry-after': '10' }, times: 2 });
    const harness = clientFor({ clock });
    const error = await failure(harness.client.send(requests.activeRelease(SEED.scriptWithRelease), { deadline }));
    expect(error.message).toBe(`GET /compute/script/${SEED.scriptWithRelease}/releases/active answered 503 Service Unavailable`);
    expect(clock.sleeps).toEqual([]);
    const written = await harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret), { deadline });
    await harness.close();
    expect(written.status).toBe(200);
    expect(clock.sleeps).toEqual([10_000]);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'PUT']);
  });

  // A 429 pauses every request of the step: a read that gives up at its poll's deadline ends only
  // its own wait, not the pause, and counts toward the step's rate-limit budget only what it waited.
  it("leaves a 429's whole pause to the step's other requests when a read gives up at its poll's deadline", async () => {
    const clock = new FakeClock();
    emulator().inject({ kind: 'status', status: 429, method: 'GET', headers: { 'retry-after': '10' }, times: 1 });
    const harness = clientFor({ clock, rateLimitDeadlineMs: 5000 });
    const error = await failure(
      harness.client.send(requests.activeRelease(SEED.scriptWithRelease), { deadline: { at: 2000, leastAttemptMs: 1000 } }),
    );
    // Not the rate-limit budget's error: the read waited 2 s of the 10 s asked, within the 5 s budget.
    expect(error.message).toBe(`GET /compute/script/${SEED.scriptWithRelease}/releases/active answered 429 Too Many Requests`);
    expect(harness.client.rateLimit.waitedMs).toBe(2000);
    const written = await harness.client.send(requests.upsertSecret(SEED.scriptWithRelease, secret));
    await harness.close();
    expect(written.status).toBe(200);
    // The write goes out once the 10 s the platform asked for are over, and that wait is counted.
    expect(clock.sleeps).toEqual([10_000]);
    expect(harness.client.rateLimit.waitedMs).toBe(10_000);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
  });

  it("cuts a read's attempt to what is left of its poll's wait, and says so", async () => {
    const clock = new FakeClock();
    emulator().inject({ kind: 'hang', times: 1 });
    const harness = clientFor({ clock, timeoutMs: 30_000, maxAttempts: 1 });
    const error = await failure(
      harness.client.send(requests.activeRelease(SEED.scriptWithRelease), { deadline: { at: 400, leastAttemptMs: 200 } }),
    );
    await harness.close();
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('no answer within 0.4 s (what was left of the wait)');
  });

  it('stops waiting for a rate limit once the step has spent its deadline, whatever the attempts', async () => {
    // 2 s, the most the backoff of a third limited answer in a row asks for: each wait is what Retry-After asks.
    emulator().inject({ kind: 'status', status: 429, headers: { 'retry-after': '2' }, times: Infinity });
    const clock = new FakeClock();
    const harness = clientFor({ clock, rateLimitDeadlineMs: 5000, maxAttempts: 10 });
    const error = await failure(harness.client.send(requests.search({ search: 'x', from: 0, size: 5 })));
    await harness.close();
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/the step has waited 6 s for the API's rate limit in all, its limit is 5 s; try again later/);
    expect(emulator().requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([2000, 2000]);
  });
});
