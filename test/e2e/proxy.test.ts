import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { SITE_EDGE_CA_FILE } from '../../emulator/pull-zones/edge-server.ts';
import { startConnectProxy, type ConnectProxy } from '../support/connect-proxy.ts';
import { loopbackNames } from '../support/loopback-names.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { REPO_ROOT, spawnAction } from '../support/run-action.ts';

const TLS = join(REPO_ROOT, 'emulator/edge-tls');
const PROXY_PASSWORD = 'proxy-pa55-word';
/**
 * The emulator's name: a loopback host never goes through the proxy (as the runner's own tools
 * decide), so the API is addressed by a name that the proxy resolves itself, and a step sent
 * straight there (NO_PROXY) resolves by loopbackNames. The edge's certificate covers it.
 */
const NAME = 'api.example.net';

/**
 * Spawned, because Node reads NODE_EXTRA_CA_CERTS when it starts: the emulator serves HTTPS
 * with a certificate of a private CA, as a company's inspecting proxy would present one.
 */
describe('through a CONNECT proxy, with a private CA', () => {
  let emulator: Emulator;
  let proxy: ConnectProxy;

  beforeAll(async () => {
    emulator = await startEmulator({
      tls: { key: readFileSync(join(TLS, 'edge.key'), 'utf8'), cert: readFileSync(join(TLS, 'edge.pem'), 'utf8') },
    });
    proxy = await startConnectProxy({ user: 'builder', password: PROXY_PASSWORD, hosts: { [NAME]: '127.0.0.1' } });
  });
  afterEach(() => {
    emulator.reset();
    proxy.tunnels.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await emulator.close();
  });

  const apiUrl = () => `https://${NAME}:${emulator.port}`;
  const step = (env: Record<string, string>) =>
    spawnAction(
      { operation: 'search', query: 'preview', 'api-key': DEFAULT_API_KEY, 'api-url': apiUrl() },
      { env: { NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE, ...loopbackNames([NAME]), ...env } },
    );
  const withCredentials = () => proxy.url.replace('http://', `http://builder:${PROXY_PASSWORD}@`);

  it('tunnels the request through HTTPS_PROXY, names the proxy without its password, and masks it', async () => {
    const run = await step({ HTTPS_PROXY: withCredentials() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(proxy.tunnels.map((tunnel) => tunnel.target)).toEqual([`${NAME}:${emulator.port}`]);
    expect(proxy.tunnels[0]?.authorization).toBe(`Basic ${Buffer.from(`builder:${PROXY_PASSWORD}`).toString('base64')}`);
    expect(emulator.requests).toHaveLength(1);
    expect(run.stdout).toContain(`go through the proxy ${proxy.url} (from HTTPS_PROXY)`);
    expect(readAsRunner(run.stdout).masks).toContain(PROXY_PASSWORD);
    expect(findLeaks(run, [DEFAULT_API_KEY, PROXY_PASSWORD])).toEqual([]);
  });

  it('reads the lower-case variable too, and goes straight to a host NO_PROXY names', async () => {
    const run = await step({ https_proxy: withCredentials(), NO_PROXY: `example.com, ${NAME}` });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(proxy.tunnels).toEqual([]);
    expect(emulator.requests).toHaveLength(1);
    expect(run.stdout).not.toContain('go through the proxy');
  });

  // As @actions/http-client and the runner decide: the bundled emulator, or a server the job starts, is reached straight.
  it('goes straight to a loopback api-url whatever the proxy variables say', async () => {
    const run = await spawnAction(
      { operation: 'search', query: 'preview', 'api-key': DEFAULT_API_KEY, 'api-url': `https://127.0.0.1:${emulator.port}` },
      { env: { NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE, HTTPS_PROXY: withCredentials(), HTTP_PROXY: withCredentials() } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(proxy.tunnels).toEqual([]);
    expect(emulator.requests).toHaveLength(1);
    expect(run.stdout).not.toContain('go through the proxy');
  });

  it('fails without the private CA, saying the TLS connection failed', async () => {
    const run = await spawnAction(
      { operation: 'search', query: 'preview', 'api-key': DEFAULT_API_KEY, 'api-url': apiUrl() },
      { env: { HTTPS_PROXY: withCredentials() } },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain('the TLS connection failed');
    expect(proxy.tunnels.map((tunnel) => tunnel.target)).toContain(`${NAME}:${emulator.port}`);
    expect(emulator.requests).toHaveLength(0);
  });

  // issue 30 item 6: the probe keeps the runner's rules, as the API calls do.
  it('probes a URL through HTTPS_PROXY with the private CA, and straight to a host NO_PROXY names', async () => {
    const probe = (env: Record<string, string>) =>
      spawnAction(
        { operation: 'probe-url', url: `${apiUrl()}/_emulator/state`, 'consecutive-successes': '1', 'wait-seconds': '5' },
        { env: { NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE, ...loopbackNames([NAME]), ...env } },
      );
    const proxied = await probe({ HTTPS_PROXY: withCredentials() });
    expect(proxied.exitCode, proxied.stdout).toBe(0);
    expect(proxied.outputs['matched']).toBe('true');
    expect(proxy.tunnels.map((tunnel) => tunnel.target)).toEqual([`${NAME}:${emulator.port}`]);
    expect(proxied.stdout).toContain(`Requests to ${NAME}:${emulator.port} go through the proxy ${proxy.url} (from HTTPS_PROXY)`);
    expect(findLeaks(proxied, [PROXY_PASSWORD])).toEqual([]);

    proxy.tunnels.length = 0;
    const direct = await probe({ https_proxy: withCredentials(), no_proxy: NAME });
    expect(direct.exitCode, direct.stdout).toBe(0);
    expect(proxy.tunnels).toEqual([]);
  });

  it('names the proxy when it cannot be reached, and refuses an address that is not one', async () => {
    const unreachable = await step({ HTTPS_PROXY: 'http://127.0.0.1:9', 'INPUT_MAX-ATTEMPTS': '1' });
    expect(unreachable.exitCode).toBe(1);
    expect(unreachable.outputs['error-message']).toContain(
      `could not connect to ${NAME}:${emulator.port} through the proxy http://127.0.0.1:9`,
    );

    const refused = await step({ HTTPS_PROXY: 'socks5://user:secret-socks@127.0.0.1:1080' });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs['error-message']).toContain("Input 'HTTPS_PROXY': uses socks5; a proxy address is http:// or https://");
    expect(refused.stdout).not.toContain('secret-socks');
    expect(emulator.requests).toHaveLength(0);
  });
});
