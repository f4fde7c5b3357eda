import { describe, expect, it } from 'vitest';
import { Inputs } from '../../src/inputs/inputs.ts';
import { readHostnameTemplate, resolveHostname } from '../../src/inputs/site-inputs.ts';

const PULL_REQUEST_RUN = { GITHUB_EVENT_NAME: 'pull_request' };

/** The hostname of that template on a pull request's run of that number, and the problems recorded. */
async function resolve(template: string, number: number) {
  const inputs = new Inputs((name) => (name === 'preview-hostname' ? template : undefined));
  const read = readHostnameTemplate(inputs, true, PULL_REQUEST_RUN);
  const checked = inputs.problems.list.length;
  const hostname = await resolveHostname(read, {
    inputs,
    pullRequest: () => Promise.resolve({ known: true as const, target: { number } }),
  });
  return { checked, hostname, problems: inputs.problems.list.map((problem) => problem.message) };
}

describe('a {pr} preview hostname', () => {
  it('is the template with the number in', async () => {
    expect(await resolve('pr-{pr}.preview.example.com', 123)).toEqual({
      checked: 0,
      hostname: 'pr-123.preview.example.com',
      problems: [],
    });
  });

  // A label of 62 characters with {pr} as 1 passes as a template; with #123 it is 64.
  it('that is no host name once a longer number is in is a problem of the input, naming the hostname, the number and the label', async () => {
    const label = `pr-{pr}-${'a'.repeat(57)}`;
    const result = await resolve(`${label}.preview.example.com`, 123);
    expect(result.checked).toBe(0);
    expect(result.hostname).toBeUndefined();
    const long = `pr-123-${'a'.repeat(57)}`;
    expect(result.problems).toEqual([
      `Input 'preview-hostname': holds {pr}: with pull request #123 it is '${long}.preview.example.com', which is not a host name: its label '${long}' is 64 characters, longer than 63; shorten the template`,
    ]);
  });

  it('names the length of a name over 253 characters once the number is in', async () => {
    // 251 characters with {pr} as 1; 255 with #12345.
    const template = `pr-{pr}.${Array(4).fill('a'.repeat(60)).join('.')}.ab`;
    expect(template.replace('{pr}', '1')).toHaveLength(251);
    const result = await resolve(template, 12345);
    expect(result.checked).toBe(0);
    expect(result.hostname).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('with pull request #12345');
    expect(result.problems[0]).toContain('it is 255 characters, longer than 253');
  });
});
