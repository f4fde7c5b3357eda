import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/inputs/inputs.ts';
import { bypassesProxy, readProxySettings } from '../../src/inputs/proxy-settings.ts';

const api = new URL('https://api.bunny.net');

describe('proxy settings from the environment', () => {
  it('takes https_proxy before HTTPS_PROXY for an https target, and never http_proxy for it', () => {
    expect(readProxySettings({ https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' }, api)?.label).toBe('http://a:1 (from https_proxy)');
    expect(readProxySettings({ HTTPS_PROXY: 'http://b:2' }, api)?.label).toBe('http://b:2 (from HTTPS_PROXY)');
    expect(readProxySettings({ HTTP_PROXY: 'http://c:3' }, api)).toBeUndefined();
    expect(readProxySettings({ HTTP_PROXY: 'http://c:3' }, new URL('http://127.0.0.1:8080'))?.label).toBe('http://c:3 (from HTTP_PROXY)');
  });

  it('reads a bare host:port as http, and keeps credentials out of the label but lists them for masking', () => {
    const settings = readProxySettings({ HTTPS_PROXY: 'us%40er:p%3Ass@proxy.corp:3128' }, api);
    expect(settings?.label).toBe('http://proxy.corp:3128 (from HTTPS_PROXY)');
    expect(settings?.url).toBe('http://us%40er:p%3Ass@proxy.corp:3128/');
    expect(settings?.credentials).toEqual(expect.arrayContaining(['us%40er', 'p%3Ass', 'us@er', 'p:ss']));
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
    const local = new URL('https://127.0.0.1:8443');
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', no_proxy: '127.0.0.1:8443', NO_PROXY: '' }, local)).toBeUndefined();
    expect(readProxySettings({ HTTPS_PROXY: 'http://p:1', NO_PROXY: '127.0.0.1:9999' }, local)).toBeDefined();
  });
});
