import { describe, expect, it } from 'vitest';
import { hideCredentials, maskWrittenCredentials, showUrl, writtenCredentials } from '../../src/inputs/url-text.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import type { ActionRun } from '../support/run-action.ts';

/*
 * A URL's credentials are never printed, in any part, whatever else is wrong with the URL and
 * on whichever line of a list it stands: every URL-taking input describes its value through
 * src/inputs/url-text.ts.
 */
const emulator = useEmulator();
const PASSWORD = 'Pw7-kQ2x-Rv9n-Ld4s';

/** Runs the step and fails unless no part of PASSWORD is visible (the harness checks every window too). */
async function refused(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runAgainst(emulator(), inputs, { env, secrets: [PASSWORD] });
  expect(run.exitCode).toBe(1);
  expect(findLeaks(run, [PASSWORD])).toEqual([]);
  expect(emulator().requests).toHaveLength(0);
  return run;
}

describe("an input URL's credentials", () => {
  it('are hidden from a description, found without parsing the URL', () => {
    expect(hideCredentials(`ftp://user:${PASSWORD}@cdn.example.com/a.css`)).toBe('ftp://***@cdn.example.com/a.css');
    expect(hideCredentials(`https://user:pa/ss${PASSWORD}@host/x`)).toBe('https://***@host/x');
    expect(hideCredentials(`user:${PASSWORD}@host/x`)).toBe('***@host/x');
    expect(hideCredentials('https://cdn.example.com/a.css')).toBe('https://cdn.example.com/a.css');
    expect(showUrl(`https://u:${PASSWORD}@exa mple.com/`)).toBe("'https://***@exa mple.com/'");
    expect(writtenCredentials(`https://u:${PASSWORD}@h/`)).toBe(`u:${PASSWORD}`);
    expect(writtenCredentials('https://h/@scope/p')).toBeUndefined();
  });

  it.each([
    ['an ftp:// URL', `ftp://user:${PASSWORD}@cdn.example.com/a.css`],
    ['a space', `https://user:${PASSWORD}@cdn.example .com/a.css`],
    ['a password holding /', `https://user:x/${PASSWORD}@cdn.example.com/a.css`],
    ['no scheme', `user:${PASSWORD}@cdn.example.com/a.css`],
  ])('purge-cache never prints them, on line 2 of urls, with %s', async (_, bad) => {
    const run = await refused({ operation: 'purge-cache', urls: `https://cdn.example.com/ok.css\n${bad}\n` });
    expect(failureMessage(run)).toContain("Input 'urls'");
    expect(failureMessage(run)).toContain('line 2');
  });

  it('purge-cache masks them for the runner whatever line holds them', async () => {
    const run = await refused({ operation: 'purge-cache', urls: `https://cdn.example.com/a b\nhttps://u:${PASSWORD}@cdn.example.com/x\n` });
    expect(run.stdout).toContain(`::add-mask::${PASSWORD}`);
  });

  it.each([
    ['api-url', { operation: 'search', query: 'x', 'api-url': `https://admin:${PASSWORD}@[bad` }],
    ['api-url', { operation: 'search', query: 'x', 'api-url': `https://admin:x/${PASSWORD}@[bad` }],
    ['url', { operation: 'probe-url', url: `ftp://admin:x#${PASSWORD}@example.com/` }],
    ['probe-url', { operation: 'publish-script', 'script-id': '1', file: 'x.js', 'probe-url': `https://a:b/${PASSWORD}@ex ample.com/` }],
  ])('%s never prints them, whatever else is wrong', async (input, inputs) => {
    const run = await refused(inputs);
    expect(failureMessage(run)).toContain(`Input '${input}'`);
  });

  it('are masked whole and by password; a user name alone only when long enough not to blank out ordinary words', () => {
    const masked = (text: string) => {
      const values: string[] = [];
      maskWrittenCredentials({ mask: (value) => values.push(value) }, text);
      return values;
    };
    expect(masked(`https://a:${PASSWORD}@h/`)).toEqual([`a:${PASSWORD}`, PASSWORD]);
    expect(masked(`https://Zq7:${PASSWORD}@h/`)).not.toContain('Zq7');
    expect(masked(`https://alice:${PASSWORD}@h/`)).toContain('alice');
    expect(masked(`https://%41lice:p%40ss@h/`)).toEqual(expect.arrayContaining(['%41lice:p%40ss', 'p%40ss', 'p@ss', '%41lice', 'Alice']));
    expect(masked('https://a@h/')).toEqual([]);
    expect(masked(`https://${PASSWORD}@h/`)).toContain(PASSWORD);
  });

  // A mask of `a` turns every later "a" of the job's log into *** ("***unny.net se***rch f***iled").
  it.each([
    ['api-url', (user: string) => ({ operation: 'search', query: 'x', 'api-url': `https://${user}:${PASSWORD}@api.bunny.net` })],
    ['url', (user: string) => ({ operation: 'probe-url', url: `https://${user}:${PASSWORD}@ex ample.com/` })],
    ['urls', (user: string) => ({ operation: 'purge-cache', urls: `https://${user}:${PASSWORD}@cdn.example .com/a.css` })],
  ])('%s with a one-letter user name: the password is masked, the name is not, and the message shows neither', async (input, inputs) => {
    for (const user of ['a', 'Zq7']) {
      const run = await refused(inputs(user));
      const lines = run.stdout.split('\n');
      const masks = lines.filter((line) => line.startsWith('::add-mask::'));
      expect(masks).toContain(`::add-mask::${PASSWORD}`);
      expect(masks).not.toContain(`::add-mask::${user}`);
      const message = failureMessage(run);
      expect(message).toContain(`Input '${input}'`);
      expect(message).not.toContain(`${user}:`);
      // A name no word holds: not in the message, nor in any line but a mask's.
      if (user === 'Zq7') expect([message, ...lines.filter((line) => !masks.includes(line))].join('\n')).not.toContain(user);
    }
  });

  // The proxy's credentials follow the same rule; a stray % is an input problem said with the others.
  it('a proxy variable with a one-letter user name: the password is masked, the name is not', async () => {
    const inputs = { operation: 'search', 'api-url': 'https://api.bunny.net' };
    const run = await refused(inputs, { HTTPS_PROXY: `http://a:${PASSWORD}@proxy.corp:3128` });
    const masks = run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toContain(`::add-mask::${PASSWORD}`);
    expect(masks).not.toContain('::add-mask::a');
    expect(failureMessage(run)).toContain("Input 'query'");
  });

  it('a proxy variable with a bad percent-escape is an input problem named beside the others', async () => {
    const inputs = { operation: 'search', 'api-url': 'https://api.bunny.net' };
    const run = await refused(inputs, { HTTPS_PROXY: `http://a%zz:${PASSWORD}@proxy.corp:3128` });
    expect(failureMessage(run)).toContain("Input 'HTTPS_PROXY': has a % in its user name or password");
    expect(failureMessage(run)).toContain("Input 'query'");
    expect(failureMessage(run)).not.toContain('a%zz');
    // The refused value's password is masked all the same, before the refusal is said.
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))).toContain(`::add-mask::${PASSWORD}`);
  });
});
