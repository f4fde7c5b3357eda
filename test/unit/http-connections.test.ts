import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED } from '../../emulator/server.ts';
import { run } from '../../src/main.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { RecordingRunner } from '../support/recording-runner.ts';
import { inputVariable, prepareStep } from '../../scripts/action-step.ts';
import { SITE_ZONE } from '../support/site.ts';

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];

describe('the HTTP layer: one place reads the proxy settings, one factory makes connections', () => {
  it('a deploy-site step (the API, Edge Storage and the edge, each through the proxy) reads each proxy variable once', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    emu.useClock(clock);
    const step = await prepareStep(
      {
        operation: 'deploy-site',
        'api-key': DEFAULT_API_KEY,
        'api-url': emu.url,
        'pull-zone-id': String(SITE_ZONE),
        'storage-zone-id': String(SEED.storageZoneId),
        'source-dir': 'dist',
        'deploy-id': 'build-7',
      },
      { env: { HTTPS_PROXY: emu.edgeUrl, HTTP_PROXY: emu.edgeUrl, NO_PROXY: '127.0.0.1' }, files: { 'dist/index.html': '<h1>7</h1>' } },
    );
    const reads = new Map<string, number>();
    const env = new Proxy(step.env, {
      get(target, name: string) {
        if (PROXY_VARIABLES.includes(name)) reads.set(name, (reads.get(name) ?? 0) + 1);
        return target[name];
      },
    });
    const runner = new RecordingRunner(env);
    const code = await run({ env, runner, clock });
    expect(code, runner.stdout).toBe(0);
    expect(env[inputVariable('operation')]).toBe('deploy-site');
    // Each variable that was looked for, looked for once, whichever client needed it.
    expect(
      [...reads.values()].every((count) => count === 1),
      JSON.stringify(Object.fromEntries(reads)),
    ).toBe(true);
    expect(reads.size).toBeGreaterThan(0);
  });
});
