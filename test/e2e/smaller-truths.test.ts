import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { DEFAULT_API_KEY, failureMessage, useEmulator } from '../support/e2e.ts';
import { git, TestRepo } from '../support/git-repo.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { ACTION_ENTRY, spawnAction, type ActionRun, type RunActionOptions } from '../support/run-action.ts';
import { seedSite } from '../support/site.ts';

/*
 * Issue 47's purges and smaller truths, each through the built bundle as the runner runs it:
 * the in-process tests show each in detail (test/operations/, test/platform/, test/action/).
 */

const emulator = useEmulator();

beforeAll(() => {
  if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
});

async function step(inputs: Record<string, string>, options: RunActionOptions = {}, secrets: string[] = []): Promise<ActionRun> {
  const run = await spawnAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url, ...inputs }, options);
  expect(run.stderr).toBe('');
  expect(findLeaks(run, [DEFAULT_API_KEY, ...secrets])).toEqual([]);
  return run;
}

const SITE = { 'site/index.html': '<h1>home</h1>', 'site/app.js': 'console.log(1)' };

describe('sync-storage through the bundle', () => {
  const storage = () => emulator().storage.state;
  const ZONE = SEED.storageZoneName;
  const secrets = [SEED_STORAGE_PASSWORDS.site, SEED_STORAGE_PASSWORDS.siteReadOnly];

  it('a run that only deletes purges the deleted URL, and the edge stops serving the removed page', async () => {
    for (const [path, content] of Object.entries(SITE)) storage().putFile(ZONE, path.slice('site/'.length), Buffer.from(content));
    storage().putFile(ZONE, 'old.html', Buffer.from('removed page'));
    storage().behaviour.replicationLagMs = 0;
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toMatchObject({ status: 200 });
    // The replicas here have the delete at once: the second purge needs no wait, and the test is
    // that it is made, not how long the step waits for it (test/operations/sync-storage times that).
    const run = await step(
      {
        operation: 'sync-storage',
        'storage-zone-id': String(SEED.storageZoneId),
        'source-dir': 'site',
        prune: 'true',
        'replication-settle-seconds': '0',
      },
      { files: SITE },
      secrets,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const urls = ['https://www.site.example/old.html', 'https://site-cdn.b-cdn.net/old.html'];
    // Twice, replication-settle-seconds apart: a replica may serve a deleted page for a while.
    const once = urls.map((url) => ({ kind: 'url', url, prefix: false, exactPath: true }));
    expect(emulator().state.purges).toEqual([...once, ...once]);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ uploaded: 0, deleted: 1, purged: urls });
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });

  it('max-prune fails the step before any write', async () => {
    for (let i = 0; i < 3; i++) storage().putFile(ZONE, `gone${i}.txt`, Buffer.from('x'));
    const run = await step(
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', prune: 'true', 'max-prune': '2' },
      { files: SITE },
      secrets,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('would delete 3 files, more than max-prune (2)');
    expect(storage().requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(emulator().state.purges).toEqual([]);
  });
});

describe('the smaller truths through the bundle', () => {
  it('plan-deploys: a tag named like the live deploy id does not make the live commit HEAD', async () => {
    const repo = TestRepo.init();
    const live = repo.commit('live', { 'site/index.html': '1' });
    const head = repo.commit('site', { 'site/index.html': '2' });
    git(repo.dir, 'tag', live.slice(0, 12), head);
    seedSite(emulator(), { production: live.slice(0, 12) });
    const run = await step(
      { operation: 'plan-deploys', targets: `- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}, paths: [site/**]}` },
      { workspace: repo.dir },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['web']);
  });

  it('publish-script require-env: a script read without its variables says it could not read the list', async () => {
    const base = `/compute/script/${SEED.scriptWithRelease}`;
    const read = await fetch(`${emulator().url}${base}`, { headers: { AccessKey: DEFAULT_API_KEY } });
    const withoutList = (await read.json()) as Record<string, unknown>;
    delete withoutList['EdgeScriptVariables'];
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: new RegExp(`^${base}$`), body: withoutList, times: Infinity });
    const run = await step(
      { operation: 'publish-script', 'script-id': String(SEED.scriptWithRelease), file: 'edge.js', 'require-env': 'API_TOKEN\nAPI_URL' },
      { files: { 'edge.js': 'export default {};\n' } },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('could not read the list of variables');
    expect(failureMessage(run)).not.toContain('neither a secret nor a variable');
    expect(emulator().state.scripts.get(SEED.scriptWithRelease)?.activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
  });

  it('get-active-release: Deploy <sha> wins over the words of a revert', async () => {
    const sha = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
    emulator().state.setActiveRelease(SEED.scriptWithRelease, {
      CommitSha: null,
      Note: `Revert "add banner"; Deploy ${sha} (https://github.com/acme/edge/actions/runs/1)`,
    });
    const run = await step({ operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease), 'expected-commit-sha': sha });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ matches: 'true', 'commit-sha': sha, 'commit-source': 'Note' });
  });

  it('publish-script with a deployment key: the publish without a body carries Content-Type: application/json', async () => {
    const key = emulator().state.scripts.get(SEED.scriptWithRelease)?.deploymentKey ?? '';
    const run = await step(
      {
        operation: 'publish-script',
        'script-id': String(SEED.scriptWithRelease),
        file: 'edge.js',
        'api-key': '',
        'deployment-key': key,
        verify: 'none',
      },
      { files: { 'edge.js': 'export default { v: 2 };\n' } },
      [key],
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const publish = emulator().requests.find((request) => request.path === `/compute/script/${SEED.scriptWithRelease}/publish`);
    expect(publish?.bodyText).toBe('');
    expect(publish?.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('update-app: a bad app-id and a bad wait-seconds are named in one failure', async () => {
    const run = await step({ operation: 'update-app', 'app-id': 'has space', 'image-tags': 'web=2.0.0', 'wait-seconds': 'soon' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^2 input problems:\n- Input 'app-id': .*\n- Input 'wait-seconds': /);
    expect(emulator().requests).toEqual([]);
  });
});
