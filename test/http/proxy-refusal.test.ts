import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, failureMessage } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { runAction } from '../support/run-action.ts';
import { createOctokit, GitHubError } from '../../src/github/octokit.ts';
import { StepConnections } from '../../src/http/step-connections.ts';
import type { ActionLog } from '../../src/runner/action-log.ts';

/** A proxy that answers every CONNECT with `status`, counting them: nothing goes further. */
async function refusingProxy(status: number, reason: string): Promise<{ url: string; connects: string[]; close(): Promise<void> }> {
  const connects: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req, client: Socket) => {
    connects.push(req.url ?? '');
    client.end(`HTTP/1.1 ${status} ${reason}\r\nProxy-Authenticate: Basic\r\nContent-Length: 0\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connects,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A host that is not loopback, so the proxy carries it; the proxy refuses before any name is resolved. */
const API_URL = 'https://api.example.net';
const PROXY_PASSWORD = 'wrong-pa55word';

function shieldZone(proxyUrl: string) {
  return runAction(
    { operation: 'get-shield-zone', 'pull-zone-id': '7', 'api-key': DEFAULT_API_KEY, 'api-url': API_URL, 'max-attempts': '3' },
    { env: { HTTPS_PROXY: proxyUrl.replace('http://', `http://builder:${PROXY_PASSWORD}@`) }, clock: new FakeClock() },
  );
}

describe('a proxy that refuses the tunnel is said as such, not as a request that got no answer', () => {
  const proxies: Array<Awaited<ReturnType<typeof refusingProxy>>> = [];
  let denied: (typeof proxies)[number];
  let unavailable: (typeof proxies)[number];
  beforeAll(async () => {
    denied = await refusingProxy(407, 'Proxy Authentication Required');
    unavailable = await refusingProxy(503, 'Service Unavailable');
    proxies.push(denied, unavailable);
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.close();
  });

  it('407: names the refusal once, does not ask again (it will not change), and prints no credential', async () => {
    const run = await shieldZone(denied.url);
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      `could not connect to api.example.net:443 through the proxy ${denied.url} (from HTTPS_PROXY): the proxy refused the tunnel (407 Proxy Authentication Required)`,
    );
    expect(message).toContain("check the user name and password in the proxy's address");
    expect(run.stdout).not.toContain('no answer within');
    expect(denied.connects).toEqual(['api.example.net:443']);
    expect(findLeaks(run, [DEFAULT_API_KEY, PROXY_PASSWORD])).toEqual([]);
  });

  it('503: the proxy could not reach on, which may pass, so the request is asked again', async () => {
    const run = await shieldZone(unavailable.url);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('the proxy refused the tunnel (503 Service Unavailable)');
    expect(run.stdout).not.toContain('no answer within');
    expect(unavailable.connects).toHaveLength(3);
  });
});

describe('a proxy that refuses the tunnel to GitHub', () => {
  it('407: a comment is sent once (repeated bad logins can lock a proxy account), worded as the refusal', async () => {
    const proxy = await refusingProxy(407, 'Proxy Authentication Required');
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), debug: () => {}, redact: (text: string) => text } as unknown as ActionLog;
    const http = new StepConnections({ HTTPS_PROXY: proxy.url.replace('http://', `http://builder:${PROXY_PASSWORD}@`) }, () => {});
    try {
      const octokit = createOctokit({
        context: { env: {}, http, settings: { timeoutMs: 5000, maxAttempts: 3, dryRun: false }, log, clock: new FakeClock() },
        token: 'ghs_not-a-real-token',
        apiUrl: new URL('https://github.example.com'),
      });
      const thrown = await octokit.rest.issues
        .createComment({ owner: 'o', repo: 'r', issue_number: 7, body: 'hi' })
        .catch((error: unknown) => error);
      const failure = GitHubError.of(thrown);
      expect(failure.message).toContain(
        `could not connect to github.example.com:443 through the proxy ${proxy.url} (from HTTPS_PROXY): the proxy refused the tunnel (407 Proxy Authentication Required)`,
      );
      expect(failure.sent).toBe(false);
      expect(proxy.connects).toEqual(['github.example.com:443']);
      expect(lines.join('\n')).not.toContain('retrying');
    } finally {
      await http.close();
      await proxy.close();
    }
  });
});
