import { describe, expect, it } from 'vitest';
import { parseBaseUrl } from '../../src/api/base-url.ts';

describe('parseBaseUrl', () => {
  it.each(['https://api.bunny.net', 'https://api.bunny.net/', 'http://127.0.0.1:8080', 'http://localhost:1', 'http://[::1]:9'])(
    'accepts %s',
    (url) => {
      expect(parseBaseUrl(url)).toBeInstanceOf(URL);
    },
  );

  it.each([
    ['http://api.bunny.net', 'loopback'],
    ['http://127.0.0.1.example.com', 'loopback'],
    ['https://user:pw@api.bunny.net', 'credentials'],
    ['https://api.bunny.net/?x=1', 'query'],
    ['https://api.bunny.net/#x', 'fragment'],
    ['ftp://api.bunny.net', "scheme 'ftp'"],
    ['api.bunny.net', 'not an absolute URL'],
  ])('refuses %s', (url, why) => {
    expect(() => parseBaseUrl(url)).toThrow(why);
  });
});
