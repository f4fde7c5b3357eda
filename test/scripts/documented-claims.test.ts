import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { readActionMetadata, readOperationOutputs } from '../../scripts/action-reference.ts';
import { lintTargets, lintWorkflow } from '../../scripts/lint-workflows.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { startProbeTarget } from '../support/probe-target.ts';
import { REPO_ROOT } from '../support/run-action.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const emulator = useEmulator();

// Claims of the documentation that a reader acts on, each checked against what is true.
describe('documented claims', () => {
  it("emulator/README.md gives the emulator's default key, the one it accepts without --key", () => {
    expect(read('emulator/README.md')).toContain(`default key \`${DEFAULT_API_KEY}\``);
    expect(read('README.md')).toContain(`BUNNY_API_KEY=${DEFAULT_API_KEY}`);
  });

  it('says beside the first workflow that no release is published yet, while none is', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## A first workflow'), readme.indexOf('\n## ', readme.indexOf('## A first workflow') + 1));
    const beforeTheWorkflow = section.slice(0, section.indexOf('```yaml'));
    const unreleased = read('CHANGELOG.md').includes('No release is published yet.');
    expect(
      beforeTheWorkflow.includes('No release is published yet'),
      'the README and CHANGELOG.md disagree on whether a release is published',
    ).toBe(unreleased);
    expect(section).toContain('uses: bunny-deploy/bunny-platform-action@v0');
  });

  it('keeps a draft page out of docs/pipelines only while its examples do not lint, and says what it waits for', async () => {
    // No draft waiting (the folder is gone with its last page) is fine too.
    const drafts = existsSync(join(REPO_ROOT, 'docs/drafts')) ? lintTargets(['docs/drafts'], REPO_ROOT) : [];
    for (const page of new Set(drafts.map((example) => example.where.split(':')[0] ?? ''))) {
      expect(read(page), page).toContain('> **Draft, waiting for inputs**');
      const problems = (
        await Promise.all(
          drafts
            .filter((example) => example.where.startsWith(`${page}:`))
            .map((example) => lintWorkflow(example.text, example.where, example.offset)),
        )
      ).flat();
      expect(
        problems.length,
        `${page}: every example lints clean now; move it to docs/pipelines/ and link it from the README`,
      ).toBeGreaterThan(0);
    }
  });

  describe("publish-script's release-id after a rollback", () => {
    const script = SEED.scriptWithRelease;
    const publish = (inputs: Record<string, string>) =>
      runAgainst(
        emulator(),
        {
          operation: 'publish-script',
          'script-id': String(script),
          file: 'edge.js',
          'rollback-on-failure': 'true',
          'purge-linked-zones': 'false',
          ...inputs,
        },
        { files: { 'edge.js': "export default { fetch: () => new Response('v2') };\n" }, clock: new FakeClock() },
      );

    it('is documented as it is', () => {
      const described = `${readActionMetadata().outputs['release-id']?.description}\n${readOperationOutputs()['publish-script']?.outputs['release-id']}`;
      expect(described).toContain('no longer live');
      expect(described).toContain('never went live');
    });

    it("names this step's release, no longer live, when a probe failed and the step rolled back; result is the live one", async () => {
      const target = await startProbeTarget();
      try {
        target.answer({ status: 200, body: 'v1' });
        const run = await publish({ 'probe-url': `${target.url}/`, 'expect-body': 'v2' });
        expect(run.exitCode).toBe(1);
        expect(run.outputs['rolled-back']).toBe('true');
        const state = emulator().state.scripts.get(script);
        const mine = state?.releases.find((release) => String(release.Id) === run.outputs['release-id']);
        expect(mine?.Code).toContain("'v2'");
        expect(mine?.Status).not.toBe(1);
        // The platform re-publishes the previous release as a new release of its code.
        expect(state?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
        expect(run.outputs['release-uuid']).toBe(mine?.Uuid);
        expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Uuid: state?.activeRelease?.Uuid });
      } finally {
        await target.close();
      }
    });

    it("is unset when this step's release never went live and the step rolled back", async () => {
      const found = emulator().state.scripts.get(script);
      if (found) found.nextPublish = { mode: 'never', reads: 0 };
      const run = await publish({ 'wait-seconds': '4' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['rolled-back']).toBe('true');
      expect(run.outputs['release-id']).toBeUndefined();
      expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(SEED_RELEASE.Code);
      expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Uuid: emulator().state.scripts.get(script)?.activeRelease?.Uuid });
    });
  });

  describe('the app-config example of docs/pipelines/container-app.md', () => {
    const page = read('docs/pipelines/container-app.md');
    const file = /```yaml\n# deploy\/app\.yml\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    const deploy = (config: string, inputs: Record<string, string> = {}) =>
      runAgainst(
        emulator(),
        { operation: 'update-app', 'app-id': SEED.appId, 'app-config': 'deploy/app.yml', 'dry-run': 'true', ...inputs },
        { files: { 'deploy/app.yml': config } },
      );

    it('is a configuration the step accepts, and resets what the page says it resets', async () => {
      expect(file).toContain('containerTemplates:');
      const run = await deploy(file);
      expect(run.exitCode, run.stdout).toBe(0);
      const reset = /app-config leaves out ([^:]+):/.exec(run.stdout)?.[1];
      expect(reset).toBe('repositorySettings, volumes, regionSettings.nodeSelectors');
      expect(page.replace(/\s+/g, ' ')).toContain('here `repositorySettings`, `volumes` and `regionSettings.nodeSelectors`');
    });

    it('refuses to leave out a live container unless allow-container-removal is true', async () => {
      const withoutWorker = file.slice(0, file.indexOf('  - name: worker'));
      const refused = await deploy(withoutWorker);
      expect(refused.exitCode).toBe(1);
      expect(refused.outputs['error-message']).toContain('worker');
      expect(refused.outputs['error-message']).toContain('allow-container-removal');
      expect((await deploy(withoutWorker, { 'allow-container-removal': 'true' })).exitCode).toBe(0);
    });
  });
});
