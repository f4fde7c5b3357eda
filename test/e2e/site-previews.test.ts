import { existsSync } from 'node:fs';
import { beforeAll, describe, it, type TestContext } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS, type Emulator } from '../../emulator/server.ts';
import { SITE_EDGE_CA_FILE } from '../../emulator/pull-zones/edge-server.ts';
import { newHostname } from '../../emulator/pull-zones/pull-zone.ts';
import { DEFAULT_API_KEY, ownEmulator } from '../support/e2e.ts';
import { findLeaks, emulatorSecrets } from '../support/leak-scanner.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';
import { SITE_ZONE, pointHostnames, servedEverywhere, siteBuild, siteSecrets, siteZone } from '../support/site.ts';

/*
 * Previews' certificates and the wildcard hostname, through the built bundle as the runner runs
 * it: the site's steps reach the edge through its proxy and trust its test-only CA, as a runner
 * would with NODE_EXTRA_CA_CERTS. The behaviour is tested in-process (test/operations/
 * site-certificates and site-wildcard); this shows the bundle carries it. The spawned step runs on
 * the wall clock, so the edge learns changes, and serves a fresh certificate, at once here (it
 * still waits one propagation interval after the switch shows). Each test has an emulator of its
 * own, so the tests run at once: most of their time is each step's wait of that interval.
 */

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
});

const WILDCARD = '*.preview.site.example';

function site(emulator: Emulator, operation: 'deploy-site' | 'remove-site-preview', inputs: Record<string, string>, deployId?: string) {
  return spawnAction(
    {
      operation,
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator.url,
      'pull-zone-id': String(SITE_ZONE),
      ...(operation === 'deploy-site'
        ? { 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'dist', 'deploy-id': deployId ?? '' }
        : {}),
      ...inputs,
    },
    {
      env: { HTTPS_PROXY: emulator.edgeUrl, NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE },
      ...(deployId ? { files: siteBuild(deployId) } : {}),
    },
  );
}

const asked = (emulator: Emulator, path: string) => emulator.requests.filter((request) => request.path.endsWith(path));

/** An emulator of the test's own whose edge learns changes and serves a fresh certificate at once. */
async function fastEdge(context: TestContext): Promise<Emulator> {
  const emulator = await ownEmulator(context);
  emulator.state.edge.setPropagation([0]);
  emulator.state.edge.options.certificateIssueMs = 0;
  emulator.state.edge.options.edgeCertificateMs = 0;
  return emulator;
}

describe.concurrent('the bundle: previews through a wildcard hostname', () => {
  it('a preview under the wildcard writes only its rule; production never answers for a preview host; removal keeps the wildcard', async (context) => {
    const { expect } = context;
    const emulator = await fastEdge(context);
    emulator.state.edge.options.wildcardRuleHost = 'requested';
    const zone = siteZone(emulator);
    zone.Hostnames.push(newHostname(WILDCARD, false, true));
    emulator.state.edge.zoneChanged(zone, true);
    const production = await site(emulator, 'deploy-site', {}, 'v0001');
    expect(production.exitCode, production.stdout).toBe(0);
    const preview = await site(emulator, 'deploy-site', { 'preview-hostname': 'pr-1.preview.site.example' }, 'pr-1-abc');
    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(preview.stdout).toContain(`The wildcard hostname ${WILDCARD} serves the preview pr-1.preview.site.example`);
    expect(asked(emulator, '/pullzone/loadFreeCertificate')).toEqual([]);
    expect(asked(emulator, '/addHostname')).toEqual([]);
    expect(servedEverywhere(emulator, '/', 'pr-1.preview.site.example')).toEqual(['200 pr-1-abc <h1>pr-1-abc</h1>']);
    expect(servedEverywhere(emulator, '/', 'pr-2.preview.site.example')[0]).not.toContain('v0001');
    expect(
      findLeaks(preview, [DEFAULT_API_KEY, SEED_STORAGE_PASSWORDS.site, ...siteSecrets(emulator), ...emulatorSecrets(emulator)]),
    ).toEqual([]);

    const removed = await site(emulator, 'remove-site-preview', { 'preview-hostname': 'pr-1.preview.site.example' });
    expect(removed.exitCode, removed.stdout).toBe(0);
    expect(asked(emulator, '/removeHostname')).toEqual([]);
    expect(siteZone(emulator).Hostnames.map((entry) => entry.Value)).toContain(WILDCARD);
  });
});

describe.concurrent('the bundle: certificates as the platform answers them', () => {
  const PREVIEW = 'pr-7.site.example';

  it("names the certificate authority's rate limit, and the anomaly of a 200 without a certificate, each asked once", async (context) => {
    const { expect } = context;
    const emulator = await fastEdge(context);
    pointHostnames(emulator, PREVIEW);
    for (let i = 0; i < 50; i += 1)
      emulator.state.edge.options.issuedCertificates.push({ hostname: `old-${i}.site.example`, at: Date.now() });
    const limited = await site(emulator, 'deploy-site', { 'preview-hostname': PREVIEW }, 'pr-7-abc');
    expect(limited.exitCode).toBe(1);
    expect(limited.outputs['error-message']).toContain('50 certificates per registered domain a week');
    expect(limited.outputs['error-message']).not.toContain('CNAME');

    emulator.state.edge.options.issuedCertificates.length = 0;
    emulator.state.edge.options.unlandedCertificates.add(PREVIEW);
    const anomaly = await site(emulator, 'deploy-site', { 'preview-hostname': PREVIEW, 'wait-seconds': '1' }, 'pr-7-abc');
    expect(anomaly.exitCode).toBe(1);
    expect(anomaly.outputs['error-message']).toContain('loadFreeCertificate answered 200 for pr-7.site.example, but pull zone');
    expect(asked(emulator, '/pullzone/loadFreeCertificate')).toHaveLength(2);
  });

  it('waits for a slow order past timeout-seconds, and sends it once', async (context) => {
    const { expect } = context;
    const emulator = await fastEdge(context);
    pointHostnames(emulator, PREVIEW);
    emulator.inject({ path: '/pullzone/loadFreeCertificate', kind: 'delay', ms: 1500 });
    const run = await site(emulator, 'deploy-site', { 'preview-hostname': PREVIEW, 'timeout-seconds': '1' }, 'pr-7-abc');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(asked(emulator, '/pullzone/loadFreeCertificate')).toHaveLength(1);
  });
});
