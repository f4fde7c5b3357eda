import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it, type TestContext } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS, type Emulator } from '../../emulator/server.ts';
import { newHostname } from '../../emulator/pull-zones/pull-zone.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { DEFAULT_API_KEY, ownEmulator } from '../support/e2e.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { ACTION_ENTRY, REPO_ROOT, spawnAction } from '../support/run-action.ts';
import { SITE_HOST, SITE_ZONE, seedDeployFolder, seedSite, servedEverywhere, siteBuild, siteSecrets, siteZone } from '../support/site.ts';

/*
 * Outcomes a workflow can trust, through the built bundle as the runner runs it: a site with a
 * home page, a rollback output that restores something, every page's HTML cache, and a
 * production rule past the platform's default trigger limit. The behaviour is tested
 * in-process (test/operations); this layer shows that the bundle carries it. Each test has an
 * emulator of its own, so the tests run at once: a deploy that goes live waits one propagation
 * interval, which the others' steps now share.
 */

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
});

/** The test's emulator. */
async function setUp(context: TestContext): Promise<Emulator> {
  const emulator = await ownEmulator(context);
  // Real time in a spawned step: every edge location learns a change at once, replicas have an upload at once.
  emulator.state.edge.setPropagation([0]);
  emulator.state.storage.behaviour.replicationLagMs = 0;
  return emulator;
}

const EDGE_CA = join(REPO_ROOT, 'emulator/edge-tls/ca.pem');

function deploySite(emu: Emulator, inputs: Record<string, string>, files: Record<string, string>) {
  return spawnAction(
    {
      operation: 'deploy-site',
      'api-key': DEFAULT_API_KEY,
      'api-url': emu.url,
      'pull-zone-id': String(SITE_ZONE),
      'storage-zone-id': String(SEED.storageZoneId),
      'source-dir': 'dist',
      ...inputs,
    },
    { files, env: { HTTPS_PROXY: emu.edgeUrl, NODE_EXTRA_CA_CERTS: EDGE_CA } },
  );
}

const secrets = (emulator: Emulator) => [DEFAULT_API_KEY, SEED_STORAGE_PASSWORDS.site, ...siteSecrets(emulator)];

describe.concurrent('deploy-site through the bundle', () => {
  it('refuses a build without index.html at its root, naming the folder that has one, before any request', async (context) => {
    const { expect } = context;
    const emulator = await setUp(context);
    const run = await deploySite(emulator, { 'deploy-id': 'v0001' }, { 'dist/browser/index.html': '<h1>v1</h1>' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toMatch(/'dist' has no index\.html at its root.*'dist\/browser\/index\.html' holds one/s);
    expect(emulator.requests).toHaveLength(0);
  });

  it('a re-run of the live deploy names the deploy before it as previous-deploy-id, and reads an extensionless page', async (context) => {
    const { expect } = context;
    const emulator = await setUp(context);
    seedSite(emulator, { production: 'v0002', previous: 'v0001' });
    seedDeployFolder(emulator, 'v0002');
    // The kinder reading, where the rule's Cache-Control replaces the zone's (site-edge tests the harsher one).
    emulator.state.edge.options.ruleCacheControl = 'replaces';
    const run = await deploySite(
      emulator,
      { 'deploy-id': 'v0002', 'html-cache-control': 'public, max-age=0, must-revalidate' },
      siteBuild('v0002'),
    );
    expect(run.stderr).toBe('');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': 'v0001' });
    expect(run.stdout).toContain(`The site's HTML (https://${SITE_HOST}/about) carries Cache-Control: public, max-age=0, must-revalidate`);
    expect(servedEverywhere(emulator, '/about')).toEqual(['200 v0002 <p>about v0002</p>']);
    expect(findLeaks(run, secrets(emulator))).toEqual([]);
  });

  it('production past 25 hostnames: warned, tried, and the refusal explained', async (context) => {
    const { expect } = context;
    const emulator = await setUp(context);
    seedSite(emulator, { production: 'v0001' });
    const zone = siteZone(emulator);
    emulator.state.edge.options.limits.hostnames = 40;
    for (let i = zone.Hostnames.length; i < 27; i++) zone.Hostnames.push(newHostname(`h${i}.site.example`, false, true));
    const run = await deploySite(emulator, { 'deploy-id': 'v0002' }, siteBuild('v0002'));
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::warning::.*27 hostnames that are not previews.*default of 5 triggers a rule/);
    expect(run.outputs['error-message']).toMatch(/refused production's rule with 6 triggers.*limit of 5 triggers a rule/s);
    expect(findLeaks(run, secrets(emulator))).toEqual([]);
  });
});

describe.concurrent('publish-script through the bundle', () => {
  it('an unchanged re-run names the release before this code, never the live one', async (context) => {
    const { expect } = context;
    const emulator = await setUp(context);
    const step = () =>
      spawnAction(
        {
          operation: 'publish-script',
          'api-key': DEFAULT_API_KEY,
          'api-url': emulator.url,
          'script-id': String(SEED.scriptWithRelease),
          file: 'edge.js',
          'purge-linked-zones': 'false',
        },
        { files: { 'edge.js': "export default { fetch: () => new Response('v2') };\n" } },
      );
    expect((await step()).exitCode).toBe(0);
    const again = await step();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ unchanged: 'true', 'previous-release-uuid': SEED_RELEASE.Uuid });
  });
});
