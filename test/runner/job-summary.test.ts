import { describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { runAction } from '../support/run-action.ts';

const emulator = useEmulator();
const ENV = { GITHUB_REPOSITORY: 'acme/edge', GITHUB_RUN_ID: '4242', GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' };

describe('summary-markdown', () => {
  it.each([
    ['search', { operation: 'search', query: 'preview' }],
    ['get-active-release', { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease) }],
    ['get-shield-zone', { operation: 'get-shield-zone', 'pull-zone-id': String(SEED.pullZoneWafOn) }],
  ])('is what %s wrote to the job summary, links included', async (_, inputs) => {
    const run = await runAgainst(emulator(), inputs, { env: ENV });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).not.toBe('');
    expect(run.outputs['summary-markdown']).toBe(run.summary);
    expect(run.outputs['summary-markdown']).toContain('actions/runs/4242');
  });

  it('is set on an API failure, with the reason', async () => {
    emulator().inject({ kind: 'status', status: 404, path: `/compute/script/${SEED.scriptWithRelease}/releases/active` });
    const run = await runAgainst(
      emulator(),
      { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease) },
      { env: ENV },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['summary-markdown']).toBe(run.summary);
    expect(run.outputs['summary-markdown']).toContain('❌');
  });

  it('carries in its headline the hint the log gives, not the HTTP line alone (what a pull request comment shows)', async () => {
    const run = await runAgainst(emulator(), {
      operation: 'add-dns-record',
      'zone-id': '9999',
      'record-type': 'CNAME',
      'record-name': 'pr-7',
      'record-value': 'pr-7.b-cdn.net',
    });
    expect(run.exitCode).toBe(1);
    const headline = /<p>❌ <strong>(.*?)<\/strong><\/p>/.exec(run.summary)?.[1] ?? '';
    expect(headline).toContain('GET /dnszone/9999 answered 404 Not Found');
    expect(headline).toContain('No DNS zone has the id 9999: check zone-id.');
  });

  it('is set when the inputs are refused, naming each problem', async () => {
    const run = await runAgainst(emulator(), { operation: 'add-dns-record', 'zone-id': 'x', 'record-type': 'A' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['summary-markdown']).toContain('<td>zone-id</td>');
    expect(run.outputs['summary-markdown']).toContain('<td>record-name</td>');
  });

  it('is set without a summary file (a local run), and holds no secret', async () => {
    const run = await runAction(
      {
        operation: 'upsert-secret',
        'dry-run': 'true',
        'script-id': '2001',
        'secret-name': 'TOKEN',
        'secret-value': 'hunter2-secret-value',
      },
      { env: { GITHUB_STEP_SUMMARY: '' } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['summary-markdown']).toContain('dry run');
    expect(run.outputs['summary-markdown']).not.toContain('hunter2-secret-value');
  });
});
