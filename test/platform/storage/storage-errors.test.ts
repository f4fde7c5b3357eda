import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { findLeaks } from '../../support/leak-scanner.ts';
import { DEFAULT_API_KEY, failureMessage, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { runAction } from '../../support/run-action.ts';
import { SITE_ZONE, siteSecrets } from '../../support/site.ts';

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const password = SEED_STORAGE_PASSWORDS.site;

/** A deploy-site step, its leaks left for the test to look for. */
function deploy() {
  const emu = emulator();
  const clock = new FakeClock();
  emu.useClock(clock);
  return runAction(
    {
      operation: 'deploy-site',
      'api-key': DEFAULT_API_KEY,
      'api-url': emu.url,
      'pull-zone-id': String(SITE_ZONE),
      'storage-zone-id': String(SEED.storageZoneId),
      'source-dir': 'dist',
      'deploy-id': 'build-1',
      'max-attempts': '1',
    },
    { env: { HTTPS_PROXY: emu.edgeUrl }, clock, files: { 'dist/index.html': '<h1>v1</h1>' } },
  );
}

/** A sync-storage step of the same files: the other client of a storage host. */
function sync() {
  const emu = emulator();
  const clock = new FakeClock();
  emu.useClock(clock);
  return runAction(
    {
      operation: 'sync-storage',
      'api-key': DEFAULT_API_KEY,
      'api-url': emu.url,
      'storage-zone-id': String(SEED.storageZoneId),
      'source-dir': 'dist',
      'max-attempts': '1',
    },
    { clock, files: { 'dist/index.html': '<h1>v1</h1>' } },
  );
}

describe('every error text from a storage host is scrubbed before it is cut (issue 38 item 8)', () => {
  it('a storage error body that echoes the zone password shows no 8 characters of it anywhere', async () => {
    // The password straddles the 200th character, where an excerpt of a text body is cut.
    const body = `${'x'.repeat(200 - Math.floor(password.length / 2))}${password} and more`;
    emulator().storage.inject({ kind: 'status', status: 500, body, times: 5 });
    const run = await deploy();
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('answered 500');
    expect(findLeaks(run, [password, ...siteSecrets(emulator())])).toEqual([]);
  });

  it.each([
    ['deploy-site', deploy],
    ['sync-storage', sync],
  ])(
    "%s: a storage error body that echoes another of the step's secrets (the API key) shows no 8 characters of it",
    async (_name, step) => {
      // Only the step knows the API key is a secret: the storage client is handed the step's scrubber.
      const cut = 200 - Math.floor(DEFAULT_API_KEY.length / 2);
      emulator().storage.inject({ kind: 'status', status: 500, body: `${'x'.repeat(cut)}${DEFAULT_API_KEY} and more`, times: 5 });
      const run = await step();
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('answered 500');
      expect(findLeaks(run, [DEFAULT_API_KEY, password, ...siteSecrets(emulator())])).toEqual([]);
    },
  );

  it('deploy-site says that a wrong region and a wrong password both answer 401, as sync-storage does', async () => {
    emulator().storage.inject({ kind: 'status', status: 401, body: { HttpCode: 401, Message: 'Unauthorized' } });
    const run = await deploy();
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/answered 401 Unauthorized: a wrong region host and a wrong password both answer 401/);
    expect(findLeaks(run, [password, ...siteSecrets(emulator())])).toEqual([]);
  });
});
