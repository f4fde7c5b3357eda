import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { BLOCK_DESCRIPTION, PRODUCTION_DESCRIPTION, previewDescription } from '../../../src/platform/pull-zones/site-rules.ts';
import { EDGE_PROPAGATION_MS } from '../../../src/platform/pull-zones/edge-propagation.ts';
import { RECENT_FOLDER_GRACE_MS } from '../../../src/operations/deploy-site/retention.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { writeLatin1Name } from '../../support/latin1-name.ts';
import { startProbeTarget } from '../../support/probe-target.ts';
import { startInspectingProxy } from '../../support/inspecting-proxy.ts';
import { SITE_HOST, SITE_ZONE, servedEverywhere, siteSecrets, siteZone } from '../../support/site.ts';
import { SEED } from '../../../emulator/server.ts';
import { pullRequestEnvironment, withGitHub } from '../../support/pull-request-step.ts';
import type { ActionRun } from '../../support/run-action.ts';

const emulator = useEmulator();
beforeAll(() => {
  // The edge's certificate is signed by a test-only CA: the header poll trusts it as a runner would NODE_EXTRA_CA_CERTS.
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

/** A build of the site: index.html naming the version, a stylesheet, a page. */
function build(version: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'dist/index.html': `<h1>${version}</h1>`,
    'dist/app.css': `body { --v: '${version}' }`,
    'dist/about/index.html': `<p>about ${version}</p>`,
    ...extra,
  };
}

interface Step {
  inputs?: Record<string, string>;
  files?: Record<string, string>;
  clock?: FakeClock;
  /** The workspace `files` are written into, when the test made one. */
  workspace?: string;
  /** HTTPS_PROXY, through which the site is read: the emulator's edge unless given. */
  proxy?: string;
}

async function step(operation: 'deploy-site' | 'promote-site', { inputs = {}, files, clock = new FakeClock(), workspace, proxy }: Step) {
  const emu = emulator();
  emu.useClock(clock);
  return runAgainst(
    emu,
    {
      operation,
      'pull-zone-id': String(SITE_ZONE),
      'storage-zone-id': String(SEED.storageZoneId),
      ...(operation === 'deploy-site' ? { 'source-dir': 'dist' } : {}),
      ...inputs,
    },
    {
      env: { HTTPS_PROXY: proxy ?? emu.edgeUrl },
      clock,
      ...(files ? { files } : {}),
      ...(workspace ? { workspace } : {}),
      secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site],
    },
  );
}

const deploy = (deployId: string, extra: Step = {}) =>
  step('deploy-site', { files: build(deployId), ...extra, inputs: { 'deploy-id': deployId, ...extra.inputs } });

/** What a visitor gets at every edge location now. */
function everywhere(path = '/', host = SITE_HOST): string[] {
  return emulator()
    .state.edge.serveEverywhere({ scheme: 'https', host, path, query: '', headers: {} })
    .map((answer) => `${answer.status} ${answer.headers['x-bunny-deploy'] ?? '-'} ${answer.body.toString()}`);
}

const uploads = () => emulator().state.storage.writes.filter((write) => write.kind === 'upload').length;
const ruleWrites = () => emulator().state.ruleWrites;

describe('deploy-site', () => {
  it('first deploy: uploads to deploys/<id>/, creates the site rules, waits until every edge location serves it', async () => {
    const clock = new FakeClock();
    const first = await deploy('v0001', { clock });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({
      'deploy-id': 'v0001',
      'previous-deploy-id': '',
      promoted: 'true',
      uploaded: '3',
      unchanged: '0',
      url: `https://${SITE_HOST}/`,
    });
    expect([...emulator().state.storage.files(SEED.storageZoneName).keys()].sort()).toEqual([
      'deploys/v0001/about/index.html',
      'deploys/v0001/app.css',
      'deploys/v0001/index.html',
    ]);
    const descriptions = siteZone(emulator()).EdgeRules.map((rule) => rule.Description);
    expect(descriptions.sort()).toEqual([BLOCK_DESCRIPTION, PRODUCTION_DESCRIPTION].sort());
    // No success before the header showed, and a propagation interval after it.
    expect(clock.sleeps).toContain(EDGE_PROPAGATION_MS);
    expect(clock.now()).toBeGreaterThanOrEqual(5000 + EDGE_PROPAGATION_MS);
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    expect(everywhere('/about/')).toEqual(Array(3).fill('200 v0001 <p>about v0001</p>'));
    // Direct requests to a deploy's folder are refused by the block rule.
    expect(everywhere('/deploys/v0001/index.html').map((line) => line.slice(0, 3))).toEqual(['403', '403', '403']);
    expect(ruleWrites().every((write) => !write.concurrent)).toBe(true);
    expect(emulator().state.purges.filter((purge) => purge.kind === 'pull-zone')).toHaveLength(2);
  });

  it('an unchanged re-run uploads nothing, switches nothing and verifies as a switch does; the same id with other files fails before any write', async () => {
    const clock = new FakeClock();
    await deploy('v0001', { clock });
    const writesBefore = ruleWrites().length;
    const uploadsBefore = uploads();
    const purgesBefore = emulator().state.purges.length;
    const rerunStarted = clock.now();
    const again = await deploy('v0001', { clock });
    expect(again.exitCode, again.stdout).toBe(0);
    // Never the live deploy itself: a first deploy had nothing before it.
    expect(again.outputs).toMatchObject({ uploaded: '0', unchanged: '3', promoted: 'false', 'previous-deploy-id': '' });
    expect(again.stdout).toContain('previous-deploy-id is empty: deploy v0001 was live on production before this step');
    expect(uploads()).toBe(uploadsBefore);
    expect(ruleWrites()).toHaveLength(writesBefore);
    // Verified as a switch is: the header proves no purge (the rule sets it on cached pages too),
    // and nothing records that the step that switched to it purged.
    expect(again.stdout).toContain('it is verified again before the step reports success, purged, polled, waited for and purged again');
    expect(emulator().state.purges).toHaveLength(purgesBefore + 2);
    expect(clock.now() - rerunStarted).toBeGreaterThanOrEqual(EDGE_PROPAGATION_MS);

    const other = await step('deploy-site', { files: build('changed'), inputs: { 'deploy-id': 'v0001' } });
    expect(other.exitCode).toBe(1);
    expect(failureMessage(other)).toContain('immutable');
    expect(failureMessage(other)).toContain('index.html');
    expect(uploads()).toBe(uploadsBefore);
  });

  it('refuses a build holding a name that ends with a space before any request: the platform would refuse its upload', async () => {
    const refused = await step('deploy-site', { files: build('v0001', { 'dist/notes.txt ': 'a' }), inputs: { 'deploy-id': 'v0001' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(
      /'source-dir'.*starts or ends with a space: 'notes\.txt '\. bunny\.net refuses to store such a name/,
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a build holding a name with a control character before any request: no storage request can carry it', async () => {
    const refused = await step('deploy-site', { files: build('v0001', { 'dist/tab\tname.txt': 'a' }), inputs: { 'deploy-id': 'v0001' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(
      /'source-dir'.*no storage request can carry \(a path segment cannot hold control characters\): 'tab\\u\{9\}name\.txt'\. Rename or exclude them/,
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a build holding a name that is not UTF-8 before any request, naming it by its printable form', async (context) => {
    const root = mkdtempSync(join(tmpdir(), 'deploy-site-'));
    mkdirSync(join(root, 'dist'));
    if (!writeLatin1Name(join(root, 'dist'), 'caf\xe9.txt', 'hello')) context.skip();
    const refused = await step('deploy-site', { files: build('v0001'), workspace: root, inputs: { 'deploy-id': 'v0001' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/'source-dir'.*is not UTF-8 \(.*\): 'caf\\u\{FFFD\}\.txt'\..*rename or exclude them/);
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a build holding two names that differ only in case before any request; a rename in case under the same id is a conflict', async () => {
    const refused = await step('deploy-site', {
      files: build('v0001', { 'dist/Logo.svg': 'a', 'dist/logo.svg': 'b' }),
      inputs: { 'deploy-id': 'v0001' },
    });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/'source-dir'.*differ only in case or Unicode normalisation: 'Logo\.svg' and 'logo\.svg'/);
    expect(emulator().requests).toHaveLength(0);

    // The folder holds Logo.svg, which this build has only as logo.svg: not this build's files.
    expect((await deploy('v0001', { files: build('v0001', { 'dist/Logo.svg': 'a' }) })).exitCode).toBe(0);
    const uploadsBefore = uploads();
    const renamed = await deploy('v0001', { files: build('v0001', { 'dist/logo.svg': 'a' }) });
    expect(renamed.exitCode).toBe(1);
    // Live, its folder is in use: the build's logo.svg would be added to it, which is refused too.
    expect(failureMessage(renamed)).toMatch(
      /^deploys\/v0001\/ is in use \(served or kept for rollback: a rule of pull zone \d+ serves it\) and is not this build: it lacks these files of the build: logo\.svg; it holds these files the build does not have \(or has only under another case\): Logo\.svg\. A deploy is immutable/,
    );
    expect(uploads()).toBe(uploadsBefore);
  });

  it('a preview deploy serves its hostname only and leaves production alone; removal twice', async () => {
    await deploy('v0001');
    emulator().state.edge.options.point('pr-7.site.example');
    const preview = await deploy('pr-7-abc', { inputs: { 'preview-hostname': 'pr-7.site.example' } });
    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(preview.outputs).toMatchObject({ url: 'https://pr-7.site.example/', 'previous-deploy-id': '', promoted: 'true' });
    expect(everywhere('/', 'pr-7.site.example')).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    const production = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    expect(production?.ActionParameter3).toBe('deploys/v0001/');
    // The preview's rule claims the hostname (disabled), the hostname, then the switch: one write at a time, production's rule never.
    expect(ruleWrites().map((write) => write.kind)).toEqual(['add', 'add', 'add', 'add-hostname', 'update']);
    expect(
      ruleWrites()
        .slice(2)
        .map((write) => write.description),
    ).not.toContain(PRODUCTION_DESCRIPTION);
    expect(ruleWrites().filter((write) => write.concurrent)).toEqual([]);

    for (const expected of ['true', 'false']) {
      const removed = await runAgainst(emulator(), {
        operation: 'remove-site-preview',
        'pull-zone-id': String(SITE_ZONE),
        'preview-hostname': 'pr-7.site.example',
      });
      expect(removed.exitCode).toBe(0);
      expect(removed.outputs['removed']).toBe(expected);
    }
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription('pr-7.site.example'));
  });

  it('compare-and-swap: fails naming the deploy another step made live while this one uploaded, switching nothing', async () => {
    await deploy('v0001');
    // Another step makes hotfix1 live while this one's first upload is held at the storage server.
    let arrived = () => {};
    const uploading = new Promise<void>((resolve) => (arrived = resolve));
    let swap = () => {};
    const swapped = new Promise<void>((resolve) => (swap = resolve));
    emulator().setRequestHook(async (request) => {
      if (request.service !== 'storage' || request.method !== 'PUT') return;
      arrived();
      await swapped;
    });
    const running = deploy('v0002');
    await uploading;
    const production = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    if (production) {
      production.ActionParameter3 = '/deploys/hotfix1/';
      production.ExtraActions = [
        { ActionType: 5, ActionParameter1: 'X-Bunny-Deploy', ActionParameter2: 'hotfix1', ActionParameter3: null },
      ];
    }
    swap();
    const result = await running;
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      'deploy hotfix1 is live on production of pull zone 3004 now, where the step read deploy v0001',
    );
    expect(production?.ActionParameter3).toBe('/deploys/hotfix1/');
  });

  it('refuses a preview when the pull zone does not vary its cache by hostname, naming the setting, before any write', async () => {
    siteZone(emulator()).EnableHostnameVary = false;
    const result = await deploy('pr-7-abc', { inputs: { 'preview-hostname': 'pr-7.site.example' } });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('EnableHostnameVary');
    expect(uploads()).toBe(0);
    expect(ruleWrites()).toHaveLength(0);
  });

  it('heals a hand-edited site rule and never touches a rule it did not make', async () => {
    await deploy('v0001');
    const zone = siteZone(emulator());
    const block = zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION);
    if (block) block.Triggers = [{ Type: 0, PatternMatches: ['*/nothing/*'], PatternMatchingType: 0, Parameter1: null }];
    const foreign = { ...structuredClone(block!), Guid: '11111111-2222-4333-8444-555555555555', Description: 'hand-made: cache images' };
    zone.EdgeRules.push(foreign);
    emulator().state.edge.zoneChanged(zone);
    const result = await deploy('v0002');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION)?.Triggers[0]?.PatternMatches).toEqual(['*/deploys/*']);
    expect(zone.EdgeRules.find((rule) => rule.Guid === foreign.Guid)).toEqual(foreign);
  });

  it('a hand-edited block rule deleted while its heal is on its way is created from a read made after the 404, not blind', async () => {
    await deploy('v0001');
    const zone = siteZone(emulator());
    const block = zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION);
    if (block) block.Triggers = [{ Type: 0, PatternMatches: ['*/nothing/*'], PatternMatchingType: 0, Parameter1: null }];
    emulator().state.edge.zoneChanged(zone);
    let deleted = false;
    emulator().setRequestHook((request) => {
      if (deleted || request.phase !== 'arrived' || !request.path.endsWith('/edgerules/addOrUpdate')) return;
      deleted = true;
      zone.EdgeRules.splice(zone.EdgeRules.indexOf(block!), 1);
      emulator().state.edge.zoneChanged(zone);
    });
    const from = emulator().requests.length;
    const result = await deploy('v0002');
    emulator().setRequestHook(undefined);
    expect(deleted).toBe(true);
    expect(result.exitCode, result.stdout).toBe(0);
    const blocks = zone.EdgeRules.filter((rule) => rule.Description === BLOCK_DESCRIPTION);
    expect(blocks.map((rule) => rule.Triggers[0]?.PatternMatches)).toEqual([['*/deploys/*']]);
    // The heal answered 404; the zone is read again before the rule is created.
    const calls = emulator()
      .requests.slice(from)
      .filter((request) => request.path.startsWith(`/pullzone/${SITE_ZONE}`))
      .map((request) => `${request.method} ${request.path.endsWith('addOrUpdate') ? 'addOrUpdate' : request.path}`);
    const healed = calls.indexOf('POST addOrUpdate');
    expect(calls.slice(healed, healed + 3)).toEqual(['POST addOrUpdate', `GET /pullzone/${SITE_ZONE}`, 'POST addOrUpdate']);
    expect(result.stdout).toContain(`Done: create the rule '${BLOCK_DESCRIPTION}'`);
  });

  it('keeps the newest keep-deploys folders, never the live, the previous or a preview deploy', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.hostnameDns = 'auto';
    await deploy('d0001', { clock });
    await deploy('p0002', { clock, inputs: { 'preview-hostname': 'pr-2.site.example' } });
    await deploy('d0003', { clock });
    await deploy('d0004', { clock });
    // Older than keep-deploys' grace for a folder that may still be uploading.
    clock.time += RECENT_FOLDER_GRACE_MS;
    const last = await deploy('d0005', { clock, inputs: { 'keep-deploys': '2' } });
    expect(last.exitCode, last.stdout).toBe(0);
    // Newest two: d0005, d0004. d0004 is the previous one anyway; p0002 a preview serves; d0001 and d0003 go.
    expect(JSON.parse(last.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0003', 'd0001']);
    const folders = new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['d0004', 'd0005', 'p0002']);
  });

  it("a keep-deploys delete refused 401 is a warning naming the 401, with no word of a read-only password: the zone's Password is read from the API", async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003']) expect((await deploy(id, { clock })).exitCode).toBe(0);
    clock.time += RECENT_FOLDER_GRACE_MS;
    // The listing of deploys/ is answered first: only the delete is refused.
    emulator().storage.inject({
      kind: 'status',
      status: 401,
      method: 'DELETE',
      body: { HttpCode: 401, Message: 'Unauthorized' },
      times: Infinity,
    });
    const run = await deploy('d0004', { clock, inputs: { 'keep-deploys': '2' } });
    // Retention comes after the verified switch: the deploy is live, the folders wait for the next deploy.
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['deleted-deploys'] ?? '[]')).toEqual([]);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning') && line.includes('Kept deploys/'));
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) expect(warning).toMatch(/answered 401 Unauthorized/);
    expect(run.stdout).not.toMatch(/read-only/i);
    // deploy-site has no such input: it reads the zone's Password with api-key.
    expect(run.stdout).not.toContain('storage-password');
  });

  it('a dry run shows the deploy folders keep-deploys deletes, which the run then deletes', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.hostnameDns = 'auto';
    await deploy('d0001', { clock });
    await deploy('p0002', { clock, inputs: { 'preview-hostname': 'pr-2.site.example' } });
    await deploy('d0003', { clock });
    await deploy('d0004', { clock });
    // Older than keep-deploys' grace for a folder that may still be uploading.
    clock.time += RECENT_FOLDER_GRACE_MS;
    const stored = () => [...emulator().state.storage.files(SEED.storageZoneName).keys()].sort();
    const before = stored();
    const dry = await deploy('d0005', { clock, inputs: { 'keep-deploys': '2', 'dry-run': 'true' } });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(stored()).toEqual(before);
    expect(JSON.parse(dry.outputs['result'] ?? '{}')).toMatchObject({ dryRun: true, deletedDeploys: ['d0003', 'd0001'] });
    expect(dry.stdout).toContain('Would delete deploys/d0003/ (keep-deploys 2)');
    expect(dry.stdout).toContain('Would delete deploys/d0001/ (keep-deploys 2)');
    expect(dry.stdout).toContain(`Would keep deploys/p0002/ beyond keep-deploys 2: a rule of pull zone ${SITE_ZONE} points at it now`);
    const run = await deploy('d0005', { clock, inputs: { 'keep-deploys': '2' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Will delete deploys/d0003/ (keep-deploys 2)');
    expect(JSON.parse(run.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0003', 'd0001']);
  });

  it("a keep-deploys delete that fails after the switch is a warning: the deploy is live, and the next deploy's keep-deploys deletes the folder", async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003']) await deploy(id, { clock });
    // Older than keep-deploys' grace for a folder that may still be uploading.
    clock.time += RECENT_FOLDER_GRACE_MS;
    emulator().storage.inject({
      kind: 'status',
      method: 'DELETE',
      path: '/deploys/d0001/',
      status: 400,
      body: { HttpCode: 400, Message: 'Object delete failed' },
    });
    const last = await deploy('d0004', { clock, inputs: { 'keep-deploys': '2' } });
    expect(last.exitCode, failureMessage(last)).toBe(0);
    expect(everywhere()).toEqual(Array(3).fill('200 d0004 <h1>d0004</h1>'));
    expect(last.outputs).toMatchObject({ promoted: 'true', 'deploy-id': 'd0004' });
    // Newest two: d0004, d0003. d0002 went; d0001's delete was refused.
    expect(JSON.parse(last.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0002']);
    expect(JSON.parse(last.outputs['result'] ?? '{}')).toMatchObject({ promoted: true, deletedDeploys: ['d0002'] });
    expect(last.stdout).toMatch(
      new RegExp(
        `::warning::Kept deploys/d0001/ beyond keep-deploys 2: its delete failed \\(DELETE /${SEED.storageZoneName}/deploys/d0001/ on \\S+ answered 400 Bad Request: Object delete failed\\)\\. Deploy d0004 is live all the same; the next deploy's keep-deploys tries again`,
      ),
    );
    expect(last.summary).toContain('Deploy d0004 is live on production');
    expect(last.summary).toContain('Kept deploys/d0001/ beyond keep-deploys 2: its delete failed');
    const folders = () => new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders()].sort()).toEqual(['d0001', 'd0003', 'd0004']);
    clock.time += RECENT_FOLDER_GRACE_MS;
    const next = await deploy('d0005', { clock, inputs: { 'keep-deploys': '2' } });
    expect(next.exitCode, failureMessage(next)).toBe(0);
    expect(JSON.parse(next.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0003', 'd0001']);
    expect([...folders()].sort()).toEqual(['d0004', 'd0005']);
  });

  it('a zone read that fails before a keep-deploys delete keeps the folder with a warning, and the step succeeds', async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003']) await deploy(id, { clock });
    clock.time += RECENT_FOLDER_GRACE_MS;
    // Once d0002's delete arrives, the read of the zone before d0001's fails on every attempt.
    emulator().setRequestHook((request) => {
      if (request.service === 'storage' && request.method === 'DELETE' && request.path.includes('/deploys/d0002/'))
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: new RegExp(`^/pullzone/${SITE_ZONE}$`), times: 3 });
    });
    const last = await deploy('d0004', { clock, inputs: { 'keep-deploys': '2' } });
    emulator().setRequestHook(undefined);
    expect(last.exitCode, failureMessage(last)).toBe(0);
    expect(JSON.parse(last.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0002']);
    expect(last.stdout).toMatch(
      new RegExp(
        `::warning::Kept deploys/d0001/ beyond keep-deploys 2: pull zone ${SITE_ZONE} could not be read \\(GET /pullzone/${SITE_ZONE} answered 503[^)]*\\), and keep-deploys deletes a folder only after a read shows that no rule of the site uses it\\. Deploy d0004 is live all the same; the next deploy's keep-deploys tries again`,
      ),
    );
    const folders = new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['d0001', 'd0003', 'd0004']);
  });

  it('a folder keep-deploys decided to delete that a rule takes up while it runs is kept, saying so', async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003']) await deploy(id, { clock });
    clock.time += RECENT_FOLDER_GRACE_MS;
    // Once d0002's delete arrives, a rule written by hand points at d0001.
    emulator().setRequestHook((request) => {
      if (request.service !== 'storage' || request.method !== 'DELETE' || !request.path.includes('/deploys/d0002/')) return;
      const zone = siteZone(emulator());
      const production = zone.EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
      if (production === undefined) throw new Error('no production rule');
      zone.EdgeRules.push({
        ...structuredClone(production),
        Guid: randomUUID(),
        Description: 'by hand',
        ActionParameter3: '/deploys/d0001/',
      });
    });
    const last = await deploy('d0004', { clock, inputs: { 'keep-deploys': '2' } });
    emulator().setRequestHook(undefined);
    expect(last.exitCode, failureMessage(last)).toBe(0);
    expect(last.stdout).toContain('Will delete deploys/d0001/ (keep-deploys 2)');
    expect(last.stdout).toContain(`Kept deploys/d0001/: a rule of pull zone ${SITE_ZONE} points at it now`);
    expect(JSON.parse(last.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0002']);
    const folders = new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['d0001', 'd0003', 'd0004']);
  });

  it("a preview's keep-deploys keeps production's previous deploy, which its rollback restores", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.hostnameDns = 'auto';
    await deploy('d0001', { clock });
    const production = await deploy('d0002', { clock });
    expect(production.outputs['previous-deploy-id']).toBe('d0001');
    // Older than keep-deploys' grace for a folder that may still be uploading.
    clock.time += RECENT_FOLDER_GRACE_MS;
    const previewInputs = { 'preview-hostname': 'pr-3.site.example', 'keep-deploys': '2' };
    const dry = await deploy('p0003', { clock, inputs: { ...previewInputs, 'dry-run': 'true' } });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(JSON.parse(dry.outputs['result'] ?? '{}')).toMatchObject({ deletedDeploys: [] });
    expect(dry.stdout).toContain(
      `Would keep deploys/d0001/ beyond keep-deploys 2: a rule of pull zone ${SITE_ZONE} records it as the deploy live before its own`,
    );
    const preview = await deploy('p0003', { clock, inputs: previewInputs });
    expect(preview.exitCode, preview.stdout).toBe(0);
    // Newest two: p0003, d0002. d0001 is beyond them, but production's rule records it as its previous deploy.
    expect(JSON.parse(preview.outputs['deleted-deploys'] ?? '[]')).toEqual([]);
    expect(preview.stdout).toContain(
      `Will keep deploys/d0001/ beyond keep-deploys 2: a rule of pull zone ${SITE_ZONE} records it as the deploy live before its own, which its previous-deploy-id names and a rollback restores`,
    );
    const folders = new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['d0001', 'd0002', 'p0003']);
    // The production step's rollback, fed its previous-deploy-id, restores it.
    const rollback = await step('promote-site', { clock, inputs: { 'deploy-id': 'd0001', 'only-if-live-deploy-id': 'd0002' } });
    expect(rollback.exitCode, rollback.stdout).toBe(0);
    expect(everywhere()).toEqual(Array(3).fill('200 d0001 <h1>d0001</h1>'));
  });

  it('a re-deploy of an older deploy: the dry run and the run delete the same folders, and keep the one its rule records as live before it', async () => {
    const clock = new FakeClock();
    await deploy('d0001', { clock });
    await deploy('d0002', { clock });
    await deploy('d0003', { clock });
    clock.time += RECENT_FOLDER_GRACE_MS;
    // d0002 is in production's recorded history already: the rewritten rule records d0001 as live before it first went live.
    const dry = await deploy('d0002', { clock, inputs: { 'keep-deploys': '2', 'dry-run': 'true' } });
    expect(dry.exitCode, dry.stdout).toBe(0);
    const kept = `keep deploys/d0001/ beyond keep-deploys 2: a rule of pull zone ${SITE_ZONE} records it as the deploy live before its own`;
    expect(dry.stdout).toContain(`Would ${kept}`);
    expect(dry.stdout).not.toContain('Would delete deploys/d0001/');
    const run = await deploy('d0002', { clock, inputs: { 'keep-deploys': '2' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(`Will ${kept}`);
    expect(run.stdout).not.toContain('Will delete deploys/d0001/');
    expect(JSON.parse(run.outputs['deleted-deploys'] ?? '[]')).toEqual(JSON.parse(dry.outputs['result'] ?? '{}').deletedDeploys);
    expect(JSON.parse(run.outputs['deleted-deploys'] ?? '[]')).toEqual([]);
    const folders = new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual(['d0001', 'd0002', 'd0003']);
    // A re-run of the step names d0001 as the deploy its rollback restores, and that rollback finds its folder.
    const rerun = await deploy('d0002', { clock, inputs: { 'dry-run': 'true' } });
    expect(rerun.outputs['previous-deploy-id']).toBe('d0001');
    const rollback = await step('promote-site', { clock, inputs: { 'deploy-id': 'd0001', 'only-if-live-deploy-id': 'd0002' } });
    expect(rollback.exitCode, rollback.stdout).toBe(0);
    expect(everywhere()).toEqual(Array(3).fill('200 d0001 <h1>d0001</h1>'));
  });

  it('a probe that fails switches back to the previous deploy (compare-and-swap on its own switch) and the step still fails', async () => {
    const target = await startProbeTarget();
    try {
      await deploy('v0001');
      target.answer({ status: 500, body: 'broken' });
      const result = await deploy('v0002', {
        inputs: { 'probe-url': target.url, 'rollback-on-failure': 'true', 'consecutive-successes': '1', 'poll-interval-seconds': '1' },
      });
      expect(result.exitCode).toBe(1);
      expect(result.outputs).toMatchObject({ 'rolled-back': 'true', 'previous-deploy-id': 'v0001' });
      expect(failureMessage(result)).toContain('Switched back: deploy v0001 is live again');
      expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    } finally {
      await target.close();
    }
  });

  it('a first deploy whose probe fails has nothing to switch back to, and says so', async () => {
    const target = await startProbeTarget();
    try {
      target.answer({ status: 500, body: 'broken' });
      const result = await deploy('v0001', {
        inputs: { 'probe-url': target.url, 'rollback-on-failure': 'true', 'consecutive-successes': '1' },
      });
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain(
        'Nothing to switch back to: no deploy was live on production before this step (a first deploy)',
      );
      expect(result.outputs).toMatchObject({ 'rolled-back': 'false', 'previous-deploy-id': '', promoted: 'true' });
    } finally {
      await target.close();
    }
  });

  it('fails when the switch does not show within wait-seconds, never believing the rule write alone', async () => {
    await deploy('v0001');
    emulator().state.edge.setPropagation([120_000]);
    const result = await deploy('v0002', { inputs: { 'wait-seconds': '20' } });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toMatch(/did not show on https:\/\/www\.site\.example\/ within 20 s .*last: /s);
    expect(result.outputs['promoted']).toBe('true');
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
  });

  // The header poll's reads keep to the wait: a read answered 503 is asked again at the next poll interval, whatever Retry-After says.
  it('wait-seconds 10: a site that answers every read 503 with Retry-After: 60 does not keep the step past 10 s', async () => {
    const clock = new FakeClock();
    const unavailable = await startInspectingProxy({
      [SITE_HOST]: (_req, res) => res.writeHead(503, { 'retry-after': '60' }).end('Service Unavailable'),
    });
    try {
      const result = await deploy('v0001', {
        clock,
        proxy: unavailable.url,
        inputs: { 'wait-seconds': '10', 'poll-interval-seconds': '2' },
      });
      expect(result.exitCode).toBe(1);
      const slept = clock.sleeps.reduce((a, b) => a + b, 0);
      expect(slept, `slept ${slept} ms in ${clock.sleeps.length} sleeps`).toBeLessThanOrEqual(10_000);
      expect(failureMessage(result)).toMatch(
        /did not show on https:\/\/www\.site\.example\/ within 10 s \(6 poll\(s\), 10\.0 s; last: no X-Bunny-Deploy header\)/,
      );
      expect(unavailable.seen.filter((url) => url.includes('bunny-deploy-check')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await unavailable.close();
    }
  });

  it('refuses promote: false with rollback-on-failure, keep-deploys below 2 and a bad deploy-id, all at once, before any request', async () => {
    const result = await step('deploy-site', {
      files: build('x'),
      inputs: {
        'deploy-id': '../up',
        promote: 'false',
        'rollback-on-failure': 'true',
        'keep-deploys': '1',
        'preview-hostname': 'not a host',
      },
    });
    expect(result.exitCode).toBe(1);
    for (const input of ['deploy-id', 'rollback-on-failure', 'keep-deploys', 'preview-hostname'])
      expect(failureMessage(result)).toContain(`'${input}'`);
    expect(emulator().requests).toHaveLength(0);
  });

  it('a dry run with the key reads and shows the plan, writing nothing', async () => {
    const result = await deploy('v0001', { inputs: { 'dry-run': 'true' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain("Would create the rule 'bunny-action static site: production'");
    expect(result.stdout).toContain(
      'wait 7.5 s and purge again, then ask for / again until it answers 2xx (or a redirect the site makes) with the header',
    );
    const withoutHome = await deploy('v0001', { inputs: { 'dry-run': 'true', 'require-index': 'false' } });
    // Without a home page to require, / is still asked after the second purge: a server error there is no site.
    expect(withoutHome.stdout).toMatch(
      /wait 7\.5 s and purge again, then ask for \/ again until it answers other than 5xx with the header$/m,
    );
    expect(uploads()).toBe(0);
    expect(ruleWrites()).toHaveLength(0);
    expect(emulator().state.purges).toHaveLength(0);
  });
});

/** A dry run and a run of a step the read refuses: both fail alike, before any Would or Will line and any write. */
function refusedAlike(dry: ActionRun, run: ActionRun): void {
  expect(dry.exitCode, dry.stdout).toBe(1);
  expect(run.exitCode, run.stdout).toBe(1);
  expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
  const verdict = (summary: string) => summary.match(/❌ <strong>(.*?)<\/strong>/)?.[1];
  expect(verdict(dry.summary)).toBe(`Dry run: ${verdict(run.summary) ?? 'no verdict'}`);
  for (const { stdout } of [dry, run]) expect(stdout).not.toMatch(/^(Would|Will) /m);
  expect(dry.outputs['result']).toBe(run.outputs['result']);
  expect(dry.outputs['promoted']).toBe(run.outputs['promoted']);
}

describe('a dry run of a step the read refuses fails as the run does, before any Would line', () => {
  it('deploy-site: a preview on a pull zone that does not vary its cache by hostname', async () => {
    siteZone(emulator()).EnableHostnameVary = false;
    const preview = { 'preview-hostname': 'pr-7.site.example' };
    const dry = await deploy('pr-7-abc', { inputs: { ...preview, 'dry-run': 'true' } });
    const run = await deploy('pr-7-abc', { inputs: preview });
    refusedAlike(dry, run);
    expect(failureMessage(dry)).toMatch(/^Dry run: pull zone \d+ has EnableHostnameVary off/);
    expect(uploads()).toBe(0);
    expect(ruleWrites()).toHaveLength(0);
  });

  it('deploy-site: a deploy-id whose folder holds other files', async () => {
    await deploy('v0001');
    const [writes, sent] = [ruleWrites().length, uploads()];
    const dry = await step('deploy-site', { files: build('changed'), inputs: { 'deploy-id': 'v0001', 'dry-run': 'true' } });
    const run = await step('deploy-site', { files: build('changed'), inputs: { 'deploy-id': 'v0001' } });
    refusedAlike(dry, run);
    expect(failureMessage(dry)).toMatch(
      /^Dry run: deploys\/v0001\/ is in use \(served or kept for rollback: .*\) and is not this build: these files differ from the build's: about\/index\.html, app\.css, index\.html\./,
    );
    expect([ruleWrites().length, uploads()]).toEqual([writes, sent]);
  });

  it('deploy-site: a deploy-id whose folder no rule uses holds other files (uploaded with promote: false)', async () => {
    expect((await deploy('v0009', { inputs: { promote: 'false' } })).exitCode).toBe(0);
    const [writes, sent] = [ruleWrites().length, uploads()];
    const changed = { ...build('v0009'), 'dist/app.css': 'body { --v: changed }' };
    const dry = await step('deploy-site', { files: changed, inputs: { 'deploy-id': 'v0009', 'dry-run': 'true' } });
    const run = await step('deploy-site', { files: changed, inputs: { 'deploy-id': 'v0009' } });
    refusedAlike(dry, run);
    expect(failureMessage(run)).toMatch(/^deploys\/v0009\/ already holds other files than this build: app\.css\. A deploy is immutable/);
    expect(failureMessage(run)).not.toContain('in use');
    expect([ruleWrites().length, uploads()]).toEqual([writes, sent]);
  });

  it('promote-site: only-if-live-deploy-id names a deploy that is not live', async () => {
    await deploy('v0001');
    await deploy('v0002');
    const writes = ruleWrites().length;
    const only = { 'deploy-id': 'v0001', 'only-if-live-deploy-id': 'v0009' };
    const dry = await step('promote-site', { inputs: { ...only, 'dry-run': 'true' } });
    const run = await step('promote-site', { inputs: only });
    refusedAlike(dry, run);
    expect(failureMessage(dry)).toMatch(/^Dry run: deploy v0002 is live on production/);
    expect(ruleWrites()).toHaveLength(writes);
  });

  it('promote-site: a deploy folder that is missing', async () => {
    await deploy('v0001');
    const writes = ruleWrites().length;
    const dry = await step('promote-site', { inputs: { 'deploy-id': 'v0404', 'dry-run': 'true' } });
    const run = await step('promote-site', { inputs: { 'deploy-id': 'v0404' } });
    refusedAlike(dry, run);
    expect(failureMessage(dry)).toMatch(/^Dry run: deploys\/v0404\/ of storage zone .* is missing or empty/);
    expect(ruleWrites()).toHaveLength(writes);
  });
});

/** The outputs a refused step sets, the same in a dry run and a run: `result` parsed. */
function knownOutputs(run: ActionRun, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, name === 'result' ? JSON.parse(run.outputs[name] ?? 'null') : run.outputs[name]]));
}

describe('the outputs a refused step knows are set, as the step that goes ahead sets them', () => {
  const DEPLOY_OUTPUTS = ['result', 'uploaded', 'unchanged', 'promoted', 'rolled-back', 'deleted-deploys'] as const;

  it('deploy-site: a deploy-id whose folder holds other files sets result, uploaded and unchanged, with nothing uploaded', async () => {
    expect((await deploy('v0009', { inputs: { promote: 'false' } })).exitCode).toBe(0);
    const changed = { ...build('v0009'), 'dist/app.css': 'body { --v: changed }' };
    for (const dryRun of ['true', 'false']) {
      const refused = await step('deploy-site', { files: changed, inputs: { 'deploy-id': 'v0009', 'dry-run': dryRun } });
      expect(refused.exitCode, refused.stdout).toBe(1);
      expect(knownOutputs(refused, DEPLOY_OUTPUTS)).toEqual({
        result: {
          deployId: 'v0009',
          previousDeployId: null,
          uploaded: 0,
          unchanged: 2,
          bytesUploaded: 0,
          promoted: false,
          url: `https://${SITE_HOST}/`,
          deletedDeploys: [],
        },
        uploaded: '0',
        unchanged: '2',
        promoted: 'false',
        'rolled-back': 'false',
        'deleted-deploys': '[]',
      });
    }
  });

  it('deploy-site: a refusal of the switch (a preview on a pull zone that does not vary its cache by hostname) sets them too', async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    siteZone(emulator()).EnableHostnameVary = false;
    const refused = await deploy('pr-7-abc', { inputs: { 'preview-hostname': 'pr-7.site.example' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/^pull zone \d+ has EnableHostnameVary off/);
    expect(knownOutputs(refused, DEPLOY_OUTPUTS)).toMatchObject({
      result: {
        deployId: 'pr-7-abc',
        previousDeployId: null,
        uploaded: 0,
        unchanged: 0,
        promoted: false,
        url: 'https://pr-7.site.example/',
      },
      uploaded: '0',
      unchanged: '0',
    });
  });

  it('deploy-site: an upload that fails sets them as far as the uploads went, and switches nothing', async () => {
    const clock = new FakeClock();
    expect((await deploy('v0001', { clock })).exitCode).toBe(0);
    emulator().storage.inject({ kind: 'status', status: 503, method: 'PUT', path: '/deploys/v0002/app.css', times: Infinity });
    const failed = await deploy('v0002', { clock });
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toMatch(/^\d upload\(s\) to deploys\/v0002\/ failed, so nothing was switched: .*app\.css: /);
    expect(knownOutputs(failed, DEPLOY_OUTPUTS)).toMatchObject({
      result: { deployId: 'v0002', previousDeployId: 'v0001', unchanged: 0, promoted: false, deletedDeploys: [] },
      promoted: 'false',
      'rolled-back': 'false',
    });
    const { uploaded } = knownOutputs(failed, ['result']).result as { uploaded: number };
    expect(failed.outputs['uploaded']).toBe(String(uploaded));
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('promote-site: a deploy folder that is missing, or has no index.html at its root, sets result and rolled-back', async () => {
    const clock = new FakeClock();
    expect((await deploy('v0001', { clock })).exitCode).toBe(0);
    const nested = { 'dist/browser/index.html': '<h1>v9</h1>' };
    const uploaded = await step('deploy-site', {
      clock,
      files: nested,
      inputs: { 'deploy-id': 'v0009', promote: 'false', 'require-index': 'false' },
    });
    expect(uploaded.exitCode, uploaded.stdout).toBe(0);
    for (const deployId of ['v0404', 'v0009'])
      for (const dryRun of ['true', 'false']) {
        const refused = await step('promote-site', { clock, inputs: { 'deploy-id': deployId, 'dry-run': dryRun } });
        expect(refused.exitCode, refused.stdout).toBe(1);
        expect(knownOutputs(refused, ['result', 'promoted', 'rolled-back'])).toEqual({
          result: { deployId, previousDeployId: 'v0001', promoted: false, url: `https://${SITE_HOST}/` },
          promoted: 'false',
          'rolled-back': 'false',
        });
      }
  });
});

describe('a deploy folder in use that is not this build is refused, saying how it differs and the way out', () => {
  const IN_USE = /^deploys\/v0001\/ is in use \(served or kept for rollback: a rule of pull zone \d+ serves it\) and /;
  const WAY_OUT =
    'Nothing was uploaded or switched. To put this build live, give it a new deploy-id (the default is the commit); to stop serving this folder as it is, promote-site another deploy';

  it('a served folder that lacks files of the build (deleted by hand) names them as lacking, not as other files', async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    emulator().state.storage.deleteFile(SEED.storageZoneName, 'deploys/v0001/about/index.html');
    const sent = uploads();
    const run = await deploy('v0001');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(IN_USE);
    expect(failureMessage(run)).toContain(' and lacks these files of the build: about/index.html. A deploy is immutable');
    expect(failureMessage(run)).not.toContain('other files');
    expect(failureMessage(run)).toContain(WAY_OUT);
    expect(run.summary).toContain('deploys/v0001/ is in use and lacks files of this build');
    expect(uploads()).toBe(sent);
  });

  it('a re-run of the live deploy whose folder lists a file without a checksum (another tool uploaded it) compares its bytes', async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    const css = build('v0001')['dist/app.css']!;
    emulator().state.storage.putFile(SEED.storageZoneName, 'deploys/v0001/app.css', Buffer.from(css), { checksum: null });
    const sent = uploads();
    const same = await deploy('v0001');
    expect(same.exitCode, same.stdout).toBe(0);
    expect(same.outputs).toMatchObject({ uploaded: '0', unchanged: '3', promoted: 'false' });
    expect(uploads()).toBe(sent);

    // Bytes of the same length that are not the build's.
    emulator().state.storage.putFile(SEED.storageZoneName, 'deploys/v0001/app.css', Buffer.from(css.replace('v0001', 'x0001')), {
      checksum: null,
    });
    const before = uploads();
    const other = await deploy('v0001');
    expect(other.exitCode).toBe(1);
    expect(failureMessage(other)).toContain(" and is not this build: these files differ from the build's: app.css. A deploy is immutable");
    expect(uploads()).toBe(before);
  });

  /** The storage's GETs of one stored file (listings end in '/'). */
  const reads = (path: string) =>
    emulator().state.storage.requests.filter((request) => request.method === 'GET' && request.objectPath === path).length;

  it("a file listed without a checksum whose length is not the build file's differs: it is refused without being read", async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    emulator().state.storage.putFile(SEED.storageZoneName, 'deploys/v0001/app.css', Buffer.from('body { }'), { checksum: null });
    const sent = uploads();
    const run = await deploy('v0001');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(IN_USE);
    expect(failureMessage(run)).toContain(" and is not this build: these files differ from the build's: app.css. A deploy is immutable");
    expect(reads('deploys/v0001/app.css')).toBe(0);
    expect(uploads()).toBe(sent);
  });

  it('a file listed without a checksum that cannot be read (503 on every attempt) is refused by name, with why it could not be read', async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    const css = build('v0001')['dist/app.css']!;
    emulator().state.storage.putFile(SEED.storageZoneName, 'deploys/v0001/app.css', Buffer.from(css), { checksum: null });
    emulator().storage.inject({ kind: 'status', status: 503, method: 'GET', path: '/deploys/v0001/app.css', times: Infinity });
    const sent = uploads();
    const run = await deploy('v0001');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(IN_USE);
    expect(failureMessage(run)).toMatch(
      new RegExp(
        ` and is not known to be this build: these files, listed without a checksum, could not be read to compare with the build: app\\.css \\(GET /${SEED.storageZoneName}/deploys/v0001/app\\.css on \\S+ answered 503 Service Unavailable[^)\\n]*\\)\\. A deploy is immutable`,
      ),
    );
    expect(failureMessage(run)).toContain(WAY_OUT);
    expect(run.summary).toContain('deploys/v0001/ is in use and is not known to be this build');
    expect(reads('deploys/v0001/app.css')).toBeGreaterThan(1);
    expect(uploads()).toBe(sent);
  });

  it('names the files it lacks, the files that differ and the files the build does not have, each apart', async () => {
    expect((await deploy('v0001', { files: build('v0001', { 'dist/old.txt': 'old' }) })).exitCode).toBe(0);
    const sent = uploads();
    const run = await deploy('v0001', { files: { ...build('v0001'), 'dist/app.css': 'body{}', 'dist/new.txt': 'new' } });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(IN_USE);
    expect(failureMessage(run)).toContain(
      " and is not this build: it lacks these files of the build: new.txt; these files differ from the build's: app.css; it holds these files the build does not have: old.txt. A deploy is immutable",
    );
    expect(failureMessage(run)).toContain(WAY_OUT);
    expect(run.summary).toContain('deploys/v0001/ is in use and is not this build');
    expect(uploads()).toBe(sent);
  });
});

describe('a site that has a home page', () => {
  it('refuses a source-dir without index.html at its root before any request, naming the folder that has one', async () => {
    const nested = { 'dist/browser/index.html': '<h1>v1</h1>', 'dist/browser/app.css': 'body{}', 'dist/3rdpartylicenses.txt': 'MIT' };
    const refused = await step('deploy-site', { files: nested, inputs: { 'deploy-id': 'v0001' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/'source-dir'.*'dist' has no index\.html at its root.*'dist\/browser\/index\.html' holds one/s);
    expect(failureMessage(refused)).toContain('require-index: false');
    expect(emulator().requests).toHaveLength(0);

    // A site without a home page, on purpose: its / answers 404 with the deploy's header, which is then enough.
    const allowed = await step('deploy-site', { files: nested, inputs: { 'deploy-id': 'v0001', 'require-index': 'false' } });
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(everywhere().map((line) => line.slice(0, 9))).toEqual(Array(3).fill('404 v0001'));
    expect(everywhere('/browser/')).toEqual(Array(3).fill('200 v0001 <h1>v1</h1>'));
  });

  it('a switch whose home page answers 404 with the header is a failed verification, and rolls back', async () => {
    const clock = new FakeClock();
    expect((await deploy('v0001', { clock })).exitCode).toBe(0);
    // The replicas lag an hour behind: the new deploy's rule is served, its files are not there yet.
    emulator().state.storage.behaviour.replicationLagMs = 3_600_000;
    clock.time += 2 * 3_600_000;
    const failed = await deploy('v0002', { clock, inputs: { 'wait-seconds': '20', 'rollback-on-failure': 'true' } });
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toMatch(/deploy v0002 is served on https:\/\/www\.site\.example\/, but its home page answers 404/);
    expect(failed.stdout).toMatch(/Poll \d+ .*status 404, X-Bunny-Deploy v0002/);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true' });
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  /** A site whose / the test answers itself, behind the proxy the step reads the site through; every other host is refused. */
  async function answering(answer: (purges: number) => { status: number; headers?: Record<string, string> }) {
    return startInspectingProxy({
      [SITE_HOST]: (_req, res) => {
        const { status, headers = {} } = answer(emulator().state.purges.length);
        res.writeHead(status, headers).end(status === 304 ? undefined : `answered ${status}`);
      },
    });
  }

  // The site's rule sets its header on every answer, error answers too: a broken origin's 502 names the deploy.
  it("require-index: false: / answering 502 with the deploy's header is a failed verification, not live", async () => {
    const nested = { 'dist/browser/index.html': '<h1>v1</h1>', 'dist/app.css': 'body{}' };
    const site = await answering(() => ({ status: 502, headers: { 'x-bunny-deploy': 'v0001' } }));
    try {
      const failed = await step('deploy-site', {
        files: nested,
        proxy: site.url,
        inputs: { 'deploy-id': 'v0001', 'require-index': 'false', 'wait-seconds': '10' },
      });
      expect(failed.exitCode, failed.stdout).toBe(1);
      expect(failureMessage(failed)).toMatch(
        /^The switch to deploy v0001 is served on https:\/\/www\.site\.example\/, but \/ answers 502 with its X-Bunny-Deploy header \(\d+ poll\(s\), [\d.]+ s\): the site does not work/,
      );
      expect(failed.outputs['promoted']).toBe('true');
      expect(failed.summary).not.toContain('is live');
    } finally {
      await site.close();
    }
  });

  it('require-index: false: / answering 200 before the second purge and 502 after it is a failed verification: the 200 was a cached answer', async () => {
    const nested = { 'dist/browser/index.html': '<h1>v1</h1>', 'dist/app.css': 'body{}' };
    // The first purge is the verification's own (a first deploy purges nothing before it): the 200 is an answer cached before it.
    const site = await answering((purges) => ({ status: purges < 2 ? 200 : 502, headers: { 'x-bunny-deploy': 'v0001' } }));
    try {
      const failed = await step('deploy-site', {
        files: nested,
        proxy: site.url,
        inputs: { 'deploy-id': 'v0001', 'require-index': 'false', 'wait-seconds': '10' },
      });
      expect(failed.exitCode, failed.stdout).toBe(1);
      expect(failed.stdout).toMatch(/Poll \d+ .*status 200, X-Bunny-Deploy v0001/);
      expect(failed.stdout).toMatch(/Poll \d+ .*status 502, X-Bunny-Deploy v0001/);
      expect(failureMessage(failed)).toContain('but / answers 502 with its X-Bunny-Deploy header');
    } finally {
      await site.close();
    }
  });

  it("a home page answering 304, a redirect to another host, or a redirect with no Location, with the deploy's header, is a failed verification naming the status and the Location", async () => {
    const answers: Array<[Record<string, string>, number, RegExp]> = [
      [{}, 304, /its home page answers 304, which is no redirect \(no Location\)/],
      [
        { location: 'https://parked.example.net/' },
        302,
        /its home page answers 302 to https:\/\/parked\.example\.net\/, a host that is not the site's/,
      ],
      [
        { location: '//maintenance.example.org/down' },
        307,
        /its home page answers 307 to \/\/maintenance\.example\.org\/down, a host that is not the site's/,
      ],
      [{}, 301, /its home page answers 301 with no Location/],
      // The site's own host on a port a pull zone does not answer on is no page of the site.
      [
        { location: 'https://www.site.example:8443/' },
        302,
        /its home page answers 302 to https:\/\/www\.site\.example:8443\/, a host that is not the site's/,
      ],
    ];
    for (const [i, [headers, status, says]] of answers.entries()) {
      const id = `v000${i + 1}`;
      const site = await answering(() => ({ status, headers: { 'x-bunny-deploy': id, ...headers } }));
      try {
        const failed = await deploy(id, { proxy: site.url, inputs: { 'wait-seconds': '10' } });
        expect(failed.exitCode, `${status}: ${failed.stdout}`).toBe(1);
        expect(failureMessage(failed)).toMatch(says);
        expect(failureMessage(failed)).toContain(`The switch to deploy ${id} is served on https://www.site.example/, but `);
        expect(failed.outputs['promoted']).toBe('true');
      } finally {
        await site.close();
      }
    }
  });

  it('a switch back to a deploy whose / answers 502 says that deploy does not work either, not that the switch back did not show', async () => {
    let status = 200;
    // The edge's header names the deploy the site's rule serves now, whatever the status.
    const site = await answering(() => ({ status, headers: { 'x-bunny-deploy': servedEverywhere(emulator())[0]?.split(' ')[1] ?? '' } }));
    try {
      expect((await deploy('v0001', { proxy: site.url, inputs: { 'wait-seconds': '10' } })).exitCode).toBe(0);
      status = 502;
      const failed = await deploy('v0002', { proxy: site.url, inputs: { 'wait-seconds': '10', 'rollback-on-failure': 'true' } });
      expect(failed.exitCode, failed.stdout).toBe(1);
      const message = failureMessage(failed);
      expect(message).toMatch(
        /Switched back to deploy v0001: it is served on https:\/\/www\.site\.example\/, but its home page answers 502 with its X-Bunny-Deploy header \(\d+ poll\(s\), [\d.]+ s\): the site does not work \(a server error/,
      );
      expect(message).not.toContain('did not show');
      expect(failed.outputs['rolled-back']).toBe('true');
    } finally {
      await site.close();
    }
  });

  it("a home page that redirects on the site's own host, or to another hostname of its pull zone, is the site working", async () => {
    const redirects = [
      [302, '/en/'],
      [308, 'https://WWW.site.example/en/'],
      [301, 'https://site-cdn.b-cdn.net/'],
    ] as const;
    for (const [i, [status, location]] of redirects.entries()) {
      const id = `v000${i + 1}`;
      const site = await answering(() => ({ status, headers: { 'x-bunny-deploy': id, location } }));
      try {
        const live = await deploy(id, { proxy: site.url, inputs: { 'wait-seconds': '10' } });
        expect(live.exitCode, `${status} ${location}: ${failureMessage(live)}`).toBe(0);
        expect(live.outputs['promoted']).toBe('true');
      } finally {
        await site.close();
      }
    }
  });
});

describe('a build with a folder named deploys', () => {
  it('is refused before any request, naming the files, as the site would answer 403 for them; a dry run says the same', async () => {
    const nested = { 'dist/docs/deploys/index.html': '<p>how we deploy</p>', 'dist/docs/Deploys/old.html': '<p>old</p>' };
    for (const dryRun of ['false', 'true']) {
      const refused = await deploy('v0001', { files: build('v0001', nested), inputs: { 'dry-run': dryRun } });
      expect(refused.exitCode).toBe(1);
      const message = failureMessage(refused);
      expect(message).toContain(
        "'dist' holds 2 files in a folder named deploys: 'dist/docs/Deploys/old.html', 'dist/docs/deploys/index.html'. The site's edge rules refuse every URL with /deploys/ in it, at any depth, to keep the deploy folders private, so they would answer 403; rename the folder in the build",
      );
      expect(message).toContain("'source-dir'");
      expect(emulator().requests).toHaveLength(0);
      expect(uploads()).toBe(0);
    }
  });

  it('names twenty of many such files (the limit of every list of paths), and their count', async () => {
    const many = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`dist/deploys/f${String(i).padStart(2, '0')}.html`, String(i)]));
    const refused = await deploy('v0001', { files: build('v0001', many) });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toContain("holds 22 files in a folder named deploys: 'dist/deploys/f00.html'");
    expect(failureMessage(refused)).toContain("'dist/deploys/f19.html' and 2 more.");
    expect(failureMessage(refused)).not.toContain('f20.html');
  });

  it('takes a file or a folder whose name only starts with deploys, and serves it, where a deploys folder would answer 403', async () => {
    const near = { 'dist/deploys.html': '<p>page</p>', 'dist/deploysx/a.html': '<p>a</p>', 'dist/docs/deploys': 'a file, not a folder' };
    const result = await deploy('v0001', { files: build('v0001', near) });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(everywhere('/deploys.html')).toEqual(Array(3).fill('200 v0001 <p>page</p>'));
    expect(everywhere('/deploysx/a.html')).toEqual(Array(3).fill('200 v0001 <p>a</p>'));
    // The harm the refusal prevents: the block rule answers any URL with /deploys/ in it, at any depth.
    expect(everywhere('/docs/deploys/index.html').map((line) => line.slice(0, 3))).toEqual(Array(3).fill('403'));
  });
});

describe('the rollback a workflow writes restores something', () => {
  it('a re-run whose deploy is live names the deploy live before it went live, and rolling back to it restores that', async () => {
    expect((await deploy('v0001')).exitCode).toBe(0);
    const first = await deploy('v0002');
    expect(first.outputs['previous-deploy-id']).toBe('v0001');
    const rerun = await deploy('v0002');
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': 'v0001' });
    expect(JSON.parse(rerun.outputs['result'] ?? '{}')).toMatchObject({ previousDeployId: 'v0001' });
    expect(rerun.stdout).toContain('previous-deploy-id: deploy v0001, live before deploy v0002 went live');
    // The workflow's rollback step, fed the re-run's output, puts v0001 back.
    const rollback = await step('promote-site', {
      inputs: { 'deploy-id': rerun.outputs['previous-deploy-id'] ?? '', 'only-if-live-deploy-id': 'v0002' },
    });
    expect(rollback.exitCode, rollback.stdout).toBe(0);
    expect(rollback.outputs).toMatchObject({ promoted: 'true', 'previous-deploy-id': 'v0002' });
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });
});

describe('promote-site', () => {
  it('rolls back to an uploaded deploy without uploading a byte, with only-if-live-deploy-id', async () => {
    await deploy('v0001');
    await deploy('v0002');
    const uploadsBefore = uploads();
    const refused = await step('promote-site', { inputs: { 'deploy-id': 'v0001', 'only-if-live-deploy-id': 'v0009' } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toContain('deploy v0002 is live on production');
    const back = await step('promote-site', { inputs: { 'deploy-id': 'v0001', 'only-if-live-deploy-id': 'v0002' } });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(back.outputs).toMatchObject({ promoted: 'true', 'previous-deploy-id': 'v0002', 'deploy-id': 'v0001' });
    expect(uploads()).toBe(uploadsBefore);
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    const again = await step('promote-site', { inputs: { 'deploy-id': 'v0001' } });
    expect(again.outputs['promoted']).toBe('false');
    // A re-run of the rollback names what was live before v0001 first went live: nothing (it was
    // the first deploy), never v0002, which it rolled back from.
    expect(again.outputs['previous-deploy-id']).toBe('');
  });

  it("reads the caching of an extensionless page of the folder it promotes, as deploy-site does of its build's, in a rollback too", async () => {
    const first = await deploy('v0001');
    expect(first.stdout).toContain(`The site's HTML (https://${SITE_HOST}/about)`);
    await deploy('v0002');
    const back = await step('promote-site', { inputs: { 'deploy-id': 'v0001', 'only-if-live-deploy-id': 'v0002' } });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(back.stdout).toContain(`The site's HTML (https://${SITE_HOST}/)`);
    expect(back.stdout).toContain(`The site's HTML (https://${SITE_HOST}/about)`);
  });

  it('a deploy whose home page answers 404 is a failed verification, not live', async () => {
    // promote-site refuses a folder without index.html before the switch (below): here the
    // folder lists it, but the storage replicas the edge reads lag an hour behind the upload.
    // The lag is artificial (the platform replicates within a couple of seconds): it reaches a 404 after the switch.
    const clock = new FakeClock();
    await deploy('v0001', { clock });
    emulator().state.storage.behaviour.replicationLagMs = 3_600_000;
    clock.time += 2 * 3_600_000;
    const uploaded = await deploy('v0009', { clock, inputs: { promote: 'false' } });
    expect(uploaded.exitCode, uploaded.stdout).toBe(0);
    const result = await step('promote-site', { clock, inputs: { 'deploy-id': 'v0009', 'wait-seconds': '10' } });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toMatch(
      /The switch to deploy v0009 is served on https:\/\/www\.site\.example\/, but its home page answers 404/,
    );
    expect(result.outputs['promoted']).toBe('true');
  });

  it('a promote whose home page answers 404 with the header once purged is a failed verification, though a cached 200 showed the header', async () => {
    // One clock for every step: the edge locations know v0001's rule when the switch starts, and
    // serve its home page to the polls until v0009's reaches them. The cache leaves the polls'
    // query out of its key (the platform's default), so that 200 is cached and then carries
    // v0009's header: only the home page asked after the second purge is v0009's own.
    const clock = new FakeClock();
    expect(siteZone(emulator()).IgnoreQueryStrings).toBe(true);
    expect((await deploy('v0001', { clock })).exitCode).toBe(0);
    // v0009's folder lists its index.html (promote-site checks it), but the storage replicas the edge reads lag behind the upload.
    // The lag is artificial (the platform replicates within a couple of seconds): it reaches a 404 after the switch.
    emulator().state.storage.behaviour.replicationLagMs = 3_600_000;
    clock.time += 2 * 3_600_000;
    const uploaded = await deploy('v0009', { clock, inputs: { promote: 'false' } });
    expect(uploaded.exitCode, uploaded.stdout).toBe(0);
    const failed = await step('promote-site', {
      clock,
      inputs: { 'deploy-id': 'v0009', 'wait-seconds': '20' },
    });
    expect(failed.exitCode, failed.stdout).toBe(1);
    expect(failureMessage(failed)).toMatch(
      /The switch to deploy v0009 is served on https:\/\/www\.site\.example\/, but its home page answers 404/,
    );
    expect(failed.stdout).toMatch(/Poll \d+ .*status 200, X-Bunny-Deploy v0009/);
    expect(failed.stdout).toMatch(/Poll \d+ .*status 404, X-Bunny-Deploy v0009/);
    expect(failed.stdout).toMatch(/Purged again; asking https:\/\/www\.site\.example\/ for X-Bunny-Deploy: v0009/);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    // What every visitor gets, which the step said: v0009 without a home page.
    expect(everywhere().map((line) => line.slice(0, 9))).toEqual(Array(3).fill('404 v0009'));
  });

  it('refuses a deploy folder without index.html at its root before any write, naming the folder that has one; a dry run says the same', async () => {
    const clock = new FakeClock();
    await deploy('v0001', { clock });
    const nested = { 'dist/browser/index.html': '<h1>v9</h1>', 'dist/browser/app.css': 'body{}' };
    const uploaded = await step('deploy-site', {
      clock,
      files: nested,
      inputs: { 'deploy-id': 'v0009', promote: 'false', 'require-index': 'false' },
    });
    expect(uploaded.exitCode, uploaded.stdout).toBe(0);
    const writes = ruleWrites().length;
    for (const dryRun of ['true', 'false']) {
      const refused = await step('promote-site', { clock, inputs: { 'deploy-id': 'v0009', 'dry-run': dryRun } });
      expect(refused.exitCode).toBe(1);
      expect(failureMessage(refused)).toContain(
        `${dryRun === 'true' ? 'Dry run: ' : ''}deploys/v0009/ of storage zone ${SEED.storageZoneName} (${SEED.storageZoneId}) has no index.html at its root, so the site's home page would answer 404; 'deploys/v0009/browser/index.html' holds one: nothing was switched`,
      );
      expect(refused.outputs['promoted']).toBe('false');
    }
    expect(ruleWrites()).toHaveLength(writes);
    expect(everywhere()).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('rolls back to a site deployed without a home page when given require-index: false, as its deploy was; refuses it without', async () => {
    const nested = (version: string) => ({ 'dist/browser/index.html': `<h1>${version}</h1>`, 'dist/browser/app.css': 'body{}' });
    const without = (deployId: string) =>
      step('deploy-site', { files: nested(deployId), inputs: { 'deploy-id': deployId, 'require-index': 'false' } });
    expect((await without('v0001')).exitCode).toBe(0);
    const second = await without('v0002');
    expect(second.exitCode, second.stdout).toBe(0);
    const previous = second.outputs['previous-deploy-id'] ?? '';
    expect(previous).toBe('v0001');
    const writes = ruleWrites().length;
    const refused = await step('promote-site', { inputs: { 'deploy-id': previous } });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toContain(
      `deploys/v0001/ of storage zone ${SEED.storageZoneName} (${SEED.storageZoneId}) has no index.html at its root, so the site's home page would answer 404; 'deploys/v0001/browser/index.html' holds one: nothing was switched`,
    );
    expect(failureMessage(refused)).toContain('require-index: false switches to a site without a home page on purpose');
    expect(ruleWrites()).toHaveLength(writes);
    const back = await step('promote-site', {
      inputs: { 'deploy-id': previous, 'only-if-live-deploy-id': 'v0002', 'require-index': 'false' },
    });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(back.outputs).toMatchObject({ promoted: 'true', 'previous-deploy-id': 'v0002' });
    expect(everywhere('/browser/')).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('refuses a deploy folder that is missing, before any write', async () => {
    await deploy('v0001');
    const writes = ruleWrites().length;
    const result = await step('promote-site', { inputs: { 'deploy-id': 'v0404' } });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('deploys/v0404/');
    expect(ruleWrites()).toHaveLength(writes);
  });
});

describe('a {pr} preview hostname that the number makes too long', () => {
  // 62 characters with {pr} as one digit, as the template is checked; 64 with #123.
  const template = `pr-{pr}-${'a'.repeat(57)}.site.example`;

  it('fails naming preview-hostname before any request, never deploying production', async () => {
    await withGitHub(async (github) => {
      const env = await pullRequestEnvironment(github, { number: 123 });
      for (const operation of ['deploy-site', 'promote-site'] as const) {
        const emu = emulator();
        const result = await runAgainst(
          emu,
          {
            operation,
            'pull-zone-id': String(SITE_ZONE),
            'storage-zone-id': String(SEED.storageZoneId),
            ...(operation === 'deploy-site' ? { 'source-dir': 'dist' } : {}),
            'deploy-id': 'pr123-a',
            'preview-hostname': template,
            'github-token': github.writeToken,
          },
          { env, files: build('pr123-a'), secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site, github.writeToken] },
        );
        expect(result.exitCode, result.stdout).toBe(1);
        expect(failureMessage(result)).toContain(
          `Input 'preview-hostname': holds {pr}: with pull request #123 it is 'pr-123-${'a'.repeat(57)}.site.example', which is not a host name: its label 'pr-123-${'a'.repeat(57)}' is 64 characters, longer than 63`,
        );
        expect(emu.requests).toEqual([]);
        expect(github.requests).toEqual([]);
      }
    });
  });
});
