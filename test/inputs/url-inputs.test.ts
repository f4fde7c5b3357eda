import { describe, expect, it } from 'vitest';
import { StepConnections } from '../../src/http/step-connections.ts';
import { readCommonSettings } from '../../src/inputs/common-settings.ts';
import { Inputs } from '../../src/inputs/inputs.ts';
import { readProbeSettings } from '../../src/inputs/probe-settings.ts';
import { showUrl, urlAsShown } from '../../src/inputs/url-text.ts';

const TOKEN = 'eyJhbGciOiJFZERTQSJ9.tok3n-Qx7pLm2';

/** The messages of the problems an input reader recorded. */
function problemsOf(values: Record<string, string>, read: (inputs: Inputs) => unknown): string[] {
  const inputs = new Inputs((name) => values[name]);
  read(inputs);
  return inputs.problems.list.map((problem) => problem.message);
}

const probe = (inputs: Inputs) =>
  readProbeSettings(inputs, {}, StepConnections.direct(), 'url', { waitSeconds: 5, pollIntervalSeconds: 1, intervalGiven: true });

describe('an input URL in an input error', () => {
  it.each([
    ['a space in its host', `https://my host.example.com/healthz?token=${TOKEN}`, "'https://my host.example.com/healthz?***'"],
    ['an ftp:// scheme', `ftp://files.example.com/x?authToken=${TOKEN}`, "'ftp://files.example.com/x?***'"],
    ['plain http:// to another host', `http://example.com/#access_token=${TOKEN}`, "'http://example.com/#***'"],
  ])('probe url with %s is shown without its query or fragment, which may carry a token', (_, url, shown) => {
    const messages = problemsOf({ url }, probe);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`Input 'url': got ${shown}`);
    expect(messages.join('\n')).not.toContain('tok3n');
  });

  it('api-url that does not parse is shown without its query', () => {
    const messages = problemsOf({ 'api-key': 'k', 'api-url': `api.bunny.net?key=${TOKEN}` }, (inputs) => readCommonSettings(inputs));
    expect(messages).toEqual(["Input 'api-url': 'api.bunny.net?***' is not an absolute URL; expected https://host[/path]"]);
  });

  it.each([
    ['probe url', (url: string) => problemsOf({ url: `http://example.com/health?who=ci@example.com&token=${url}` }, probe)],
    [
      'api-url without a scheme',
      (url: string) => problemsOf({ 'api-key': 'k', 'api-url': `api.bunny.net?a=x@y&key=${url}` }, (inputs) => readCommonSettings(inputs)),
    ],
  ])('%s whose query holds an @ is shown without its query', (_, messagesFor) => {
    const messages = messagesFor(TOKEN);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/'(http:\/\/example\.com\/health|api\.bunny\.net)\?\*\*\*'/);
    expect(messages.join('\n')).not.toContain('tok3n');
  });

  it('cuts a query holding an @ before hiding credentials', () => {
    expect(urlAsShown(`http://example.com/health?who=ci@example.com&token=${TOKEN}`)).toBe('http://example.com/health?***');
    expect(urlAsShown(`https://host/x?a=x@y&token=${TOKEN}`)).toBe('https://host/x?***');
    expect(urlAsShown(`https://host#a=x@y&token=${TOKEN}`)).toBe('https://host#***');
    expect(urlAsShown(`https://u:${TOKEN}@host:8443/x?a=x@y&token=${TOKEN}`)).toBe('https://***@host:8443/x?***');
    expect(urlAsShown(`libsql://my db.lite.bunnydb.net?email=a@b&authToken=${TOKEN}`)).toBe('libsql://my db.lite.bunnydb.net?***');
    expect(urlAsShown(`host.example?a=x@y&token=${TOKEN}`)).toBe('host.example?***');
  });

  it('shows only the scheme when what is before the cut may be credentials: a password may hold ? or #', () => {
    expect(urlAsShown(`https://user:pa?ss${TOKEN}@host/x?token=${TOKEN}`)).toBe('https://***');
    expect(urlAsShown(`https://user:1234?${TOKEN}@host/x`)).toBe('https://***');
    expect(urlAsShown(`ftp://admin:x#${TOKEN}@example.com/`)).toBe('ftp://***');
    expect(urlAsShown(`https://user:pa/ss?${TOKEN}@host/x`)).toBe('https://***');
  });

  it('hides the credentials before the query', () => {
    expect(urlAsShown(`https://user:${TOKEN}@host/x?token=${TOKEN}`)).toBe('https://***@host/x?***');
    expect(urlAsShown(`https://host/x#frag`)).toBe('https://host/x#***');
    expect(urlAsShown('https://host/x')).toBe('https://host/x');
    expect(showUrl(`no-scheme?token=${TOKEN}`)).toBe("'no-scheme?***'");
  });
});
