import { describe, expect, it } from 'vitest';
import { excerpt, firstLine, messageOf } from '../../src/http/wording.ts';

describe('what a thrown value says', () => {
  it('an Error says its message; anything else thrown says itself, where a cast to Error said "undefined" or threw', () => {
    expect(messageOf(new TypeError('fetch failed\ncaused by ECONNRESET'))).toBe('fetch failed\ncaused by ECONNRESET');
    expect(messageOf('a string thrown')).toBe('a string thrown');
    expect(messageOf(undefined)).toBe('undefined');
    expect(messageOf(null)).toBe('null');
    expect(messageOf({ code: 42 })).toBe('[object Object]');
  });

  it('firstLine keeps what comes before the first line break, of an Error or of text', () => {
    expect(firstLine(new Error('HTTP 502 Bad Gateway\n<html>…</html>'))).toBe('HTTP 502 Bad Gateway');
    expect(firstLine('one line only')).toBe('one line only');
    expect(firstLine(new Error(''))).toBe('');
    expect(firstLine(null)).toBe('null');
  });

  it('excerpt scrubs the whole text before it cuts it: a secret that spans the cut is still found', () => {
    const secret = 'token-0123456789abcdef';
    const scrub = (text: string) => text.replaceAll(secret, '***');
    expect(excerpt(`the host said: ${secret} was refused`, scrub, 20)).toBe('the host said: *** w…');
    expect(excerpt('  two\nlines  ', (text) => text, 100)).toBe('two lines');
  });
});
