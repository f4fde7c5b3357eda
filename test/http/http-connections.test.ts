import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED } from '../../emulator/server.ts';
import { run } from '../../src/main.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { RecordingRunner } from '../support/recording-runner.ts';
import { prepareStep } from '../../scripts/action-step.ts';
import { SITE_ZONE } from '../support/site.ts';

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];
/**
 * The common settings, which the entry point reads once and hands every operation in its
 * context (timeout-seconds is also the probe's own limit, which src/inputs/probe-settings.ts reads).
 */
const SETTING_INPUTS = ['INPUT_MAX-ATTEMPTS', 'INPUT_API-URL'];

describe('the HTTP layer: one place reads the proxy settings, one factory makes connections', () => {
  // deploy-site's own action, as the docs show it first: the root action also reads every input
  // once more, before its operation is known, to warn of the ones that operation does not read.
  it('a deploy-site step (the API, Edge Storage and the edge, each through the proxy) reads each proxy variable and common setting once', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    emu.useClock(clock);
    const step = await prepareStep(
      {
        'api-key': DEFAULT_API_KEY,
        'api-url': emu.url,
        'pull-zone-id': String(SITE_ZONE),
        'storage-zone-id': String(SEED.storageZoneId),
        'source-dir': 'dist',
        'deploy-id': 'build-7',
        'timeout-seconds': '20',
        'max-attempts': '2',
      },
      {
        action: 'deploy-site',
        env: { HTTPS_PROXY: emu.edgeUrl, HTTP_PROXY: emu.edgeUrl, NO_PROXY: '127.0.0.1' },
        files: { 'dist/index.html': '<h1>7</h1>' },
      },
    );
    const reads = new Map<string, number>();
    const env = new Proxy(step.env, {
      get(target, name: string) {
        if (PROXY_VARIABLES.includes(name) || SETTING_INPUTS.includes(name)) reads.set(name, (reads.get(name) ?? 0) + 1);
        return target[name];
      },
    });
    const runner = new RecordingRunner(env);
    const code = await run({ env, runner, clock, operation: 'deploy-site' });
    expect(code, runner.stdout).toBe(0);
    // Each variable that was looked for, looked for once, whichever client needed it.
    expect(
      [...reads.values()].every((count) => count === 1),
      JSON.stringify(Object.fromEntries(reads)),
    ).toBe(true);
    expect([...reads.keys()]).toEqual(expect.arrayContaining([...SETTING_INPUTS, 'HTTPS_PROXY']));
  });
});

describe('the HTTP layer and the API client name no input: the entry point words their hint codes', () => {
  it('no line of code (comments aside) of src/http/ or src/api/ names an input of action.yml', async () => {
    const { DECLARED_INPUTS } = await import('../../src/inputs/action-interface.ts');
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const named = DECLARED_INPUTS.filter((input) => input.includes('-'));
    const found: string[] = [];
    for (const folder of ['src/http', 'src/api']) {
      for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
        const code = readFileSync(join(folder, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '')
          .replace(/^import .*$/gm, '');
        for (const input of named) if (new RegExp(`(?<![\\w-])${input}(?![\\w-])`).test(code)) found.push(`${folder}/${file}: ${input}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('a keyless publish refused by the platform does not blame api-key, which it never sent', async () => {
    const emu = emulator();
    const run = await (
      await import('../support/run-action.ts')
    ).runAction(
      {
        operation: 'publish-script',
        'script-id': String(SEED.scriptWithRelease),
        file: 'edge.js',
        'api-key': '',
        'deployment-key': 'not-the-key-1234',
        'api-url': emu.url,
        verify: 'none',
      },
      { files: { 'edge.js': 'export default {}' } },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain('answered 401');
    expect(run.outputs['error-message']).not.toContain('api-key');
  });
});
