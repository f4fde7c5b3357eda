import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/inputs/inputs.ts';
import { bypassesProxy } from '../../src/http/proxy.ts';
import { StepConnections } from '../../src/http/step-connections.ts';
import { readProxyRoute } from '../../src/inputs/proxy-settings.ts';

/** The route a step in `env` decides for `target`, a bad variable as its input problem. */
const readProxySettings = (env: Record<string, string>, target: URL) => readProxyRoute(new StepConnections(env, () => undefined), target);

const api = new URL('https://api.bunny.net');

describe('proxy settings from the environment', () => {
  it('takes https_proxy before HTTPS_PROXY for an https target, and never http_proxy for it', () => {
    expect(readProxySettings({ https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' }, api)?.label).toBe('http://a:1 (from https_proxy)');
    expect(readProxySettings({ HTTPS_PROXY: 'http://b:2' }, api)?.label).toBe('http://b:2 (from HTTPS_PROXY)');
    expect(readProxySettings({ HTTP_PROXY: 'http://c:3' }, api)).toBeUndefined();
    expect(readProxySettings({ HTTP_PROXY: 'http://c:3' }, new URL('http://storage.example:8080'))?.label).toBe(
      'http://c:3 (from HTTP_PROXY)',
    );
  });

  // As @actions/http-client's checkBypass and the runner's own RunnerWebProxy: loopback first, whatever NO_PROXY says.
  it.each([
    'http://127.0.0.1:18080',
    'https://127.0.0.1:8443',
    'http://127.1.2.3',
    'http://localhost:3000',
    'https://LOCALHOST',
    'http://[::1]:8080',
  ])('never sends %s (loopback) through the proxy', (target) => {
    const env = { HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://p:1' };
    expect(readProxySettings(env, new URL(target))).toBeUndefined();
    expect(readProxySettings({ ...env, NO_PROXY: 'example.com' }, new URL(target))).toBeUndefined();
  });

  it.each(['http://127.example.com', 'http://app.localhost', 'http://10.0.0.1', 'http://[::2]'])(
    'still sends %s (not loopback by name) through the proxy',
    (target) => {
      expect(readProxySettings({ HTTP_PROXY: 'http://p:1' }, new URL(target))?.label).toBe('http://p:1 (from HTTP_PROXY)');
    },
  );

  it('reads a bare host:port as http, and keeps credentials out of the label but lists them for masking', () => {
    const settings = readProxySettings({ HTTPS_PROXY: 'us%40er:p%3Ass@proxy.corp:3128' }, api);
    expect(settings?.label).toBe('http://proxy.corp:3128 (from HTTPS_PROXY)');
    expect(settings?.url).toBe('http://us%40er:p%3Ass@proxy.corp:3128/');
    expect(settings?.credentials).toEqual(expect.arrayContaining(['us%40er', 'p%3Ass', 'us@er', 'p:ss']));
  });

  it("masks a short proxy user name only with its password, as an input URL's", () => {
    const masked: string[] = [];
    new StepConnections({ HTTPS_PROXY: 'http://a:s3cretpass@proxy:3128' }, (secret) => masked.push(secret)).routeFor(api);
    expect(masked).toContain('s3cretpass');
    expect(masked).toContain('a:s3cretpass');
    expect(masked).not.toContain('a');
  });

  it('refuses a stray % in the credentials as a problem of the variable, showing neither part', () => {
    const read = () => readProxySettings({ HTTPS_PROXY: 'http://a%zz:pw-Qx81@proxy:3128' }, api);
    expect(read).toThrow(InputError);
    expect(read).toThrow("Input 'HTTPS_PROXY': has a % in its user name or password that starts no %XX escape");
    expect(read).not.toThrow(/a%zz|pw-Qx81/);
  });

  it('refuses what is not an http or https proxy, naming the variable', () => {
    expect(() => readProxySettings({ HTTPS_PROXY: 'socks5://proxy:1080' }, api)).toThrow(InputError);
    expect(() => readProxySettings({ HTTPS_PROXY: 'http://[bad' }, api)).toThrow("Input 'HTTPS_PROXY'");
  });

  it.each([
    ['*', true],
    ['bunny.net', true],
    ['.bunny.net', true],
    ['*.bunny.net', true],
    ['api.bunny.net:443', true],
    ['api.bunny.net:8443', false],
    ['example.com, other.net', false],
    ['notbunny.net', false],
  ])('NO_PROXY %j exempts api.bunny.net: %s', (noProxy, exempt) => {
    expect(bypassesProxy(noProxy, api)).toBe(exempt);
  });

  it('honours no_proxy before NO_PROXY, and an address with its port', () => {
    const local = new URL('https://10.0.0.5:8443');
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', no_proxy: '10.0.0.5:8443', NO_PROXY: '' }, local)).toBeUndefined();
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', NO_PROXY: '10.0.0.5:9999' }, local)).toBeDefined();
  });

  // As @actions/http-client reads them (`no_proxy || NO_PROXY`): an empty no_proxy is no setting, and hides nothing.
  it('reads NO_PROXY when no_proxy is set but empty, as HTTPS_PROXY when https_proxy is', () => {
    const site = new URL('https://site.internal/');
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', no_proxy: '', NO_PROXY: 'site.internal' }, site)).toBeUndefined();
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', no_proxy: ' ', NO_PROXY: 'site.internal' }, site)).toBeUndefined();
    expect(readProxySettings({ https_proxy: '', HTTPS_PROXY: 'http://p:1' }, site)?.label).toBe('http://p:1 (from HTTPS_PROXY)');
    expect(readProxySettings({ http_proxy: '', HTTP_PROXY: 'http://p:1' }, new URL('http://site.internal'))?.label).toBe(
      'http://p:1 (from HTTP_PROXY)',
    );
  });
});

describe("the step's connections", () => {
  it('say once per host that its requests go through the proxy, mask its credentials, and close all they opened', async () => {
    const lines: string[] = [];
    const masked: string[] = [];
    const http = new StepConnections(
      { HTTPS_PROXY: 'http://builder:pa55@proxy.corp:3128', NO_PROXY: 'direct.example' },
      (secret) => masked.push(secret),
      (line) => lines.push(line),
    );
    const opened = [
      http.open(new URL('https://a.example/one')),
      http.open(new URL('https://a.example/two')),
      http.open(new URL('https://a.example:8443/')),
      http.open(new URL('https://direct.example/')),
    ];
    expect(lines).toEqual([
      'Requests to a.example go through the proxy http://proxy.corp:3128 (from HTTPS_PROXY).',
      'Requests to a.example:8443 go through the proxy http://proxy.corp:3128 (from HTTPS_PROXY).',
    ]);
    expect(masked).toEqual(expect.arrayContaining(['builder', 'pa55']));
    await http.close();
    // Agent and ProxyAgent both say whether close() was called; Dispatcher's type does not.
    expect(opened.map((connection) => (connection.dispatcher as unknown as { closed: boolean }).closed)).toEqual([true, true, true, true]);
  });

  it('open a loopback host (the bundled emulator, a server the job starts) straight, saying nothing of the proxy', async () => {
    const lines: string[] = [];
    const http = new StepConnections(
      { HTTP_PROXY: 'http://proxy.corp:3128', HTTPS_PROXY: 'http://proxy.corp:3128' },
      () => undefined,
      (line) => lines.push(line),
    );
    const local = [http.open(new URL('http://127.0.0.1:18080/')), http.open(new URL('https://localhost:8443/'))];
    expect(local.map((connection) => connection.proxy)).toEqual([undefined, undefined]);
    expect(lines).toEqual([]);
    await http.close();
  });
});
