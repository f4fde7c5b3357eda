import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StepConnections } from '../../src/http/step-connections.ts';
import { Agent } from '../../src/http/undici.ts';
import { Inputs } from '../../src/inputs/inputs.ts';
import { deployProbeWait, readProbeSettings } from '../../src/inputs/probe-settings.ts';
import { attempt } from '../../src/probe/attempt.ts';
import { runProbe, type ProbeSettings } from '../../src/probe/probe.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { startProbeTarget, type ProbeTarget } from '../support/probe-target.ts';
import { REPO_ROOT } from '../support/run-action.ts';

const TLS = join(REPO_ROOT, 'test/fixtures/tls');

/** HTTP and HTTPS on one port, as a site that redirects to https on its own port: a first byte of 0x16 is a TLS handshake. */
async function startDualServer(handle: (secure: boolean, req: IncomingMessage, res: ServerResponse) => void) {
  const plain = createHttpServer((req, res) => handle(false, req, res));
  const secure = createHttpsServer(
    { key: readFileSync(join(TLS, 'server.key')), cert: readFileSync(join(TLS, 'server.pem')) },
    (req, res) => handle(true, req, res),
  );
  const sockets = new Set<Socket>();
  const server = createServer({ pauseOnConnect: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return;
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a probe attempt', () => {
  it('drops its headers on a redirect that changes the scheme, though host and port stay', async () => {
    const seen: Array<{ secure: boolean; authorization: string | undefined }> = [];
    const dual = await startDualServer((secure, req, res) => {
      seen.push({ secure, authorization: req.headers['authorization'] });
      if (secure) res.writeHead(200).end('ok');
      else res.writeHead(302, { location: `https://127.0.0.1:${dual.port}/there` }).end();
    });
    const agent = new Agent({ connect: { ca: readFileSync(join(TLS, 'ca.pem'), 'utf8') } });
    try {
      const result = await attempt(new URL(`http://127.0.0.1:${dual.port}/start`), {
        connectionFor: () => ({ dispatcher: agent, proxy: undefined }),
        method: 'GET',
        headers: { authorization: 'Bearer probe-token' },
        timeoutMs: 5000,
        maxRedirects: 3,
      });
      expect(result).toMatchObject({ ok: true, status: 200 });
      expect(seen).toEqual([
        { secure: false, authorization: 'Bearer probe-token' },
        { secure: true, authorization: undefined },
      ]);
    } finally {
      await agent.close();
      await dual.close();
    }
  });
});

describe('a probe attempt with redirects', () => {
  it('has one bound for all its hops, not timeout-seconds for each redirect', async () => {
    // A redirect after 3 s to a page that answers 2 s later: each within the 4 s bound, both together
    // past it. A busy machine only makes the answer later, so the verdict never rests on its speed.
    const server = createHttpServer((req, res) => {
      if (req.url === '/start') setTimeout(() => res.writeHead(302, { location: '/slow' }).end(), 3000);
      if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('ok'), 2000);
    });
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent();
    try {
      const result = await attempt(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/start`), {
        connectionFor: () => ({ dispatcher: agent, proxy: undefined }),
        method: 'GET',
        headers: {},
        timeoutMs: 4000,
        maxRedirects: 3,
      });
      // A bound for each hop let the second hop answer (ok, 200).
      expect(result).toMatchObject({ ok: false, failure: 'timeout', why: 'no answer within 4 s' });
    } finally {
      await agent.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the probe of a deploy', () => {
  let target: ProbeTarget;
  beforeAll(async () => {
    target = await startProbeTarget();
  });
  afterAll(async () => {
    await target.close();
  });

  it('lasts at most wait-seconds of the step, not a fixed minute', () => {
    expect(deployProbeWait({ waitSeconds: 20, pollIntervalSeconds: 2, intervalGiven: false })).toEqual({
      waitSeconds: 20,
      pollIntervalSeconds: 3,
    });
    expect(deployProbeWait({ waitSeconds: 20, pollIntervalSeconds: 2, intervalGiven: true })).toEqual({
      waitSeconds: 20,
      pollIntervalSeconds: 2,
    });
  });

  it('reports a refused probe-url beside the contradictions of the other inputs, and none without probe-url', () => {
    const read = (values: Record<string, string>) => {
      const inputs = new Inputs((name) => values[name]);
      const settings = readProbeSettings(inputs, {}, StepConnections.direct(), 'probe-url', {
        waitSeconds: 5,
        pollIntervalSeconds: 1,
        intervalGiven: true,
      });
      return { settings, problems: inputs.problems.list.map((problem) => problem.input) };
    };
    const contradicting = { method: 'HEAD', 'expect-body': 'ok', 'consecutive-successes': '20' };
    expect(read({ ...contradicting, 'probe-url': 'http://example.com/' })).toEqual({
      settings: undefined,
      problems: ['probe-url', 'expect-body', 'consecutive-successes'],
    });
    // Without probe-url a deploy probes nothing: its expect-* inputs contradict nothing.
    expect(read(contradicting)).toEqual({ settings: undefined, problems: [] });
  });

  // The route is the step's: a proxy that cannot be reached is what a failed attempt names, not the site.
  it('names the proxy when its attempts go through one that cannot be reached', async () => {
    const clock = new FakeClock();
    const settings: ProbeSettings = {
      url: new URL('http://site.example/'),
      method: 'GET',
      expect: { statuses: [{ from: 200, to: 299 }] },
      headers: {},
      cacheBust: 'none',
      waitSeconds: 1,
      pollIntervalSeconds: 1,
      consecutive: 1,
      maxRedirects: 0,
      timeoutMs: 5000,
      connections: new StepConnections({ HTTP_PROXY: 'http://127.0.0.1:9' }, () => undefined),
    };
    const outcome = await runProbe(settings, { clock });
    expect(outcome).toMatchObject({
      matched: false,
      error: 'connect',
      why: 'could not connect to site.example through the proxy http://127.0.0.1:9 (from HTTP_PROXY) (ECONNREFUSED)',
    });
  });

  // The inputs refuse every header the HTTP client is known to refuse; one it refuses still (a
  // rule of a later version) ends the probe at once, and is no network failure.
  it('ends at the first request the HTTP client refuses to send, saying so, never as a network failure', async () => {
    const settings: ProbeSettings = {
      url: new URL(`${target.url}/`),
      method: 'GET',
      expect: { statuses: [{ from: 200, to: 299 }] },
      headers: { expect: '100-continue' },
      cacheBust: 'none',
      waitSeconds: 10,
      pollIntervalSeconds: 1,
      consecutive: 1,
      maxRedirects: 0,
      timeoutMs: 5000,
      connections: StepConnections.direct(),
    };
    const outcome = await runProbe(settings, { clock: new FakeClock() });
    expect(outcome).toMatchObject({
      matched: false,
      error: 'request',
      attempts: 1,
      why:
        `the request was refused before it was sent (UND_ERR_NOT_SUPPORTED), so nothing reached ${target.url.slice('http://'.length)}; ` +
        'every attempt would be refused alike, so the probe stopped at this one',
    });
    expect(target.requests).toHaveLength(0);
  });

  it('gives its one attempt timeout-seconds whole with a wait of 0: a slow page is no failed deploy', async () => {
    target.answer({ status: 200, body: 'new build', delayMs: 2000 });
    const clock = new FakeClock();
    clock.time = 1_000_000;
    const settings: ProbeSettings = {
      url: new URL(`${target.url}/`),
      method: 'GET',
      expect: { statuses: [{ from: 200, to: 299 }], body: { text: 'new build' } },
      headers: {},
      cacheBust: 'none',
      waitSeconds: 0,
      pollIntervalSeconds: 3,
      consecutive: 1,
      maxRedirects: 0,
      timeoutMs: 5000,
      connections: StepConnections.direct(),
    };
    const outcome = await runProbe(settings, { clock });
    expect(outcome).toMatchObject({ matched: true, status: 200, attempts: 1 });
  });
});
