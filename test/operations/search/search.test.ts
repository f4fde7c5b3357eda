import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';
import { STAND_IN_GITHUB_TOKEN } from '../../../scripts/runner-defaults.ts';
import { SearchIndex } from '../../../emulator/search/state.ts';

const emulator = useEmulator();

async function run(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAgainst(emulator(), { operation: 'search', ...inputs }, options);
  return result;
}

interface Page {
  Query: string;
  Total: number;
  SearchResults: Array<{ Type: string; Id: number; Name: string }>;
}

describe('search, end to end', () => {
  it('returns a page with every result', async () => {
    const result = await run({ query: 'preview' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests[0]?.query).toEqual({ search: ['preview'], from: ['0'], size: ['20'] });
    expect(result.outputs).toMatchObject({ total: '6', ids: '[3001,3003,4001,1001,2001,5002]', 'first-id': '3001', status: '200' });
    const page = JSON.parse(result.outputs['result'] ?? '') as Page;
    expect(page).toMatchObject({ Query: 'preview', Total: 6, From: 0, Size: 20 });
    expect(page.SearchResults).toHaveLength(6);
    expect(result.summary).toContain('<td>cdn</td><td>3001</td><td>preview-site</td>');
  });

  it('keeps only results of result-type; total stays the API total', async () => {
    const result = await run({ query: 'preview', 'result-type': 'CDN' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ total: '6', ids: '[3001,3003]', 'first-id': '3001' });
    const page = JSON.parse(result.outputs['result'] ?? '') as Page;
    expect(page.Total).toBe(6);
    expect(page.SearchResults.map((r) => r.Type)).toEqual(['cdn', 'cdn']);
    expect(result.stdout).toContain('6 matches in all, 6 on this page from 0 (2 of type cdn)');
  });

  it('says "1 match" of one result, in the log and the summary', async () => {
    const result = await run({ query: 'backups' });
    expect(result.outputs['total']).toBe('1');
    expect(result.stdout).toContain('1 match in all, 1 on this page from 0');
    expect(result.summary).toContain('1 match in all; 1 shown from result 0.');
    expect(`${result.stdout}${result.summary}`).not.toContain('1 matches');
  });

  it('pages with from and size', async () => {
    const result = await run({ query: 'preview', from: '2', size: '3' });
    expect(emulator().requests[0]?.query).toEqual({ search: ['preview'], from: ['2'], size: ['3'] });
    expect(result.outputs).toMatchObject({ total: '6', ids: '[4001,1001,2001]', 'first-id': '4001' });
  });

  it('warns when matches follow the page: a workflow acting on ids would miss them', async () => {
    const result = await run({ query: 'preview', from: '2', size: '3', 'result-type': 'cdn' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ total: '6', ids: '[]' });
    expect(result.stdout).toContain(
      '::warning::1 more match follows result 5 (6 matches in all): ids, first-id and result leave it out; raise size, or read the next page with from: 5',
    );
  });

  it('warns at the default size when the account has more matches than one page', async () => {
    emulator()
      .state.part(SearchIndex)
      .add(...Array.from({ length: 20 }, (_, i) => ({ Type: 'cdn', Name: `preview-${i}` })));
    const result = await run({ query: 'preview' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['total']).toBe('26');
    expect(JSON.parse(result.outputs['ids'] ?? '')).toHaveLength(20);
    expect(result.stdout).toContain(
      '::warning::6 more matches follow result 20 (26 matches in all): ids, first-id and result leave them out; raise size, or read the next page with from: 20',
    );
  });

  it('counts what the page held, not what size asked for: a shorter page than size still warns', async () => {
    const results = Array.from({ length: 10 }, (_, i) => ({ Type: 'cdn', Id: 7000 + i, Name: `preview-${i}` }));
    emulator().inject({
      kind: 'status',
      path: '/search',
      status: 200,
      body: { Query: 'preview', Total: 30, From: 0, Size: 10, SearchResults: results },
    });
    const result = await run({ query: 'preview', size: '50' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      '::warning::20 more matches follow result 10 (30 matches in all): ids, first-id and result leave them out; raise size, or read the next page with from: 10',
    );
  });

  it.each([
    [{ query: 'preview' }],
    [{ query: 'preview', from: '4', size: '2' }],
    [{ query: 'preview', from: '9' }],
    [{ query: 'nothing-like-this' }],
  ])('gives no warning when no match follows the page: %j', async (inputs) => {
    const result = await run(inputs);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toContain('::warning::');
  });

  it('keeps in result every member the API sent, of the page and of each result it keeps, as action.yml documents ({Type, Id, Name, ...})', async () => {
    emulator().inject({
      kind: 'wrong-shape',
      path: '/search',
      body: {
        Query: 'x',
        Total: 2,
        From: 0,
        Size: 20,
        Took: 3,
        SearchResults: [
          { Type: 'cdn', Id: 7, Name: 'x', Hostname: 'x.b-cdn.net' },
          { Type: 'dns', Id: 8, Name: 'x.example.net', Records: 4 },
        ],
      },
    });
    const result = await run({ query: 'x', 'result-type': 'cdn' });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs).toMatchObject({ total: '2', ids: '[7]', 'first-id': '7' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      Query: 'x',
      Total: 2,
      From: 0,
      Size: 20,
      Took: 3,
      SearchResults: [{ Type: 'cdn', Id: 7, Name: 'x', Hostname: 'x.b-cdn.net' }],
    });
  });

  it('reports no match without a first-id', async () => {
    const result = await run({ query: 'nothing-like-this', 'result-type': 'dns' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ total: '0', ids: '[]' });
    expect(result.outputs['first-id']).toBeUndefined();
  });

  it('waits as Retry-After asks on 429, then succeeds', async () => {
    emulator().inject({
      kind: 'status',
      path: '/search',
      status: 429,
      headers: { 'Retry-After': '1' },
      body: { Message: 'Too many requests' },
    });
    const result = await run({ query: 'preview', 'result-type': 'script' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ ids: '[2001]', status: '200' });
    expect(emulator().requests.map((r) => r.status)).toEqual([429, 200]);
    expect(result.stdout).toContain(
      'GET /search: 429 Too Many Requests (rate limited, not counted as an attempt); retrying in 1 s as Retry-After asks; every request of the step waits',
    );
    expect(result.stdout).toContain("Waited 1 s in total for the API's rate limit (1 answer 429)");
    const [first, second] = emulator().requests;
    expect((second?.time ?? 0) - (first?.time ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("does not count 429s against max-attempts: the step's rate-limit deadline bounds them", async () => {
    emulator().inject({ kind: 'status', path: '/search', status: 429, headers: { 'Retry-After': '0' }, times: 2 });
    const result = await run({ query: 'preview', 'max-attempts': '2' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests.map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('prints result names so that the runner acts on none of them', async () => {
    emulator()
      .state.part(SearchIndex)
      .add(
        { Type: 'script', Name: '::error::pwned' },
        { Type: 'script', Name: '::add-mask::x pwned' },
        { Type: 'cdn', Name: 'pwned\n::error::pwned <b>bold</b>' },
      );
    const result = await run({ query: 'pwned' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['total']).toBe('3');
    const acted = actedCommands(result);
    expect(acted.filter((c) => c.data.includes('pwned') || c.command === 'error')).toEqual([]);
    expect(acted.filter((c) => c.command === 'add-mask').map((c) => c.data)).toEqual([DEFAULT_API_KEY, STAND_IN_GITHUB_TOKEN]);
    expect(result.summary).not.toContain('<b>');
    expect(result.summary).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it.each([
    [{}, "Input 'query': is required; expected the text to search for"],
    [{ query: 'a\nb' }, "Input 'query': must be a single line"],
    [{ query: 'x', size: '0' }, "Input 'size': got '0'; expected a decimal integer from 1 to 2147483647"],
    [{ query: 'x', from: '-1' }, "Input 'from': got '-1'; expected a decimal integer from 0 to 2147483647"],
    [{ query: 'x', 'result-type': 'video' }, "Input 'result-type': got 'video'; expected one of cdn, storage, dns, script, stream"],
  ])('refuses bad input before any request: %j', async (inputs, message) => {
    const result = await run(inputs);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('links the workflow run and the commit in the job summary on a runner', async () => {
    const sha = '4f2a9c81d0b37e65a1c8f40d9e2b7a6c3d5e8f10';
    const result = await runAgainst(
      emulator(),
      { operation: 'search', query: 'preview' },
      {
        env: {
          GITHUB_RUN_ID: '987654',
          GITHUB_RUN_NUMBER: '42',
          GITHUB_REPOSITORY: 'acme/edge',
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_SHA: sha,
          GITHUB_WORKFLOW: 'Deploy <edge>',
        },
      },
    );
    expect(result.exitCode).toBe(0);
    expect(result.summary).toContain('<a href="https://github.com/acme/edge/actions/runs/987654">Deploy &lt;edge&gt; run 42</a>');
    expect(result.summary).toContain(`<a href="https://github.com/acme/edge/commit/${sha}"><code>4f2a9c8</code></a>`);
  });
});
