import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { readActionMetadata, readOperationOutputs } from '../../scripts/action-reference.ts';
import { lintTargets, lintWorkflow } from '../../scripts/lint-workflows.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { startProbeTarget } from '../support/probe-target.ts';
import { REPO_ROOT } from '../support/run-action.ts';
import { MAIN_ID_INPUTS } from '../../src/github/comment-key.ts';
import { OPERATION_INPUTS } from '../../src/inputs/action-interface.ts';
import { requests } from '../../src/api/requests.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** The files below `dir` whose names end in `ending`, as paths from the repository's root. */
const filesUnder = (dir: string, ending: string): string[] =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), ending) : entry.name.endsWith(ending) ? [join(dir, entry.name)] : [],
  );

/** The pages a user reads (CHANGELOG.md names files of the past, so it is left out). */
function pages(): string[] {
  const walk = (dir: string) => filesUnder(dir, '.md');
  return ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'bench/results.md', ...walk('docs'), ...walk('emulator')].filter((page) =>
    existsSync(join(REPO_ROOT, page)),
  );
}

/**
 * The files a page names: a relative link's target, and a path in backticks that has a folder
 * and a file's extension (`emulator/storage/schemas.ts`), read from the repository's root or
 * from the page's folder. A pattern (`<operation>/action.yml`, `*.ts`) names no one file, nor
 * does a path from `./` or `../`; the stub whose files CONTRIBUTING.md counts was never merged,
 * as it says.
 */
function citedPaths(): { page: string; path: string }[] {
  return pages().flatMap((page) => {
    const text = read(page);
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    const named = [...text.matchAll(/`([\w.-]+(?:\/[\w.-]+)+\.(?:ts|js|mjs|json|ya?ml|md|pem|key|sh))`/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => !path.startsWith('.') && !path.includes('video-library') && !path.startsWith('emulator/stream/'));
    return [...links, ...named].map((path) => ({ page, path }));
  });
}
const emulator = useEmulator();

// Claims of the documentation that a reader acts on, each checked against what is true.
describe('documented claims', () => {
  it("emulator/README.md gives the emulator's default key, the one it accepts without --key", () => {
    expect(read('emulator/README.md')).toContain(`default key \`${DEFAULT_API_KEY}\``);
    expect(read('docs/using-the-action.md')).toContain(`BUNNY_API_KEY=${DEFAULT_API_KEY}`);
  });

  it("pins, in the README, the release of package.json's version, the major tag and a commit; CHANGELOG.md has that release", () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    const readme = read('README.md');
    const pinning = readme.slice(readme.indexOf('## Pinning'), readme.indexOf('\n## ', readme.indexOf('## Pinning') + 1));
    expect(pinning).toContain('`@v' + version + '`');
    expect(pinning).toContain('`@v' + version.split('.')[0] + '`');
    expect(pinning).toContain('@<40-hex commit sha>');
    expect(read('CHANGELOG.md').split('\n')).toContainEqual(
      expect.stringMatching(new RegExp('^## \\[' + version.replaceAll('.', '\\.') + '\\] - \\d{4}-\\d{2}-\\d{2}$')),
    );
  });

  it("gives comment-key's default as the code makes it, in action.yml and on the pull request comment's page", () => {
    // Two pages once named different main ids; both now name the code's list, in its order.
    const names = (text: string) => MAIN_ID_INPUTS.map((name) => text.search(new RegExp(`(?<![\\w-])${name}(?![\\w-])`)));
    const described = readActionMetadata().inputs['comment-key']?.description ?? '';
    const page = read('docs/pipelines/pull-request-comment.md');
    const onPage = page.slice(page.indexOf('**The key.**'), page.indexOf('```yaml', page.indexOf('**The key.**')));
    for (const text of [described, onPage]) {
      const at = names(text);
      expect(at.every((index) => index >= 0) && at.every((index, i) => i === 0 || index > (at[i - 1] ?? 0)), text).toBe(true);
    }
  });

  it("gives rollback-on-probe-error's default as the code reads it, in action.yml and each operation's action", () => {
    // docs/operations.yml once said "Default false" where every operation reads true.
    const operations = Object.entries(OPERATION_INPUTS).flatMap(([name, inputs]) =>
      (inputs as readonly string[]).includes('rollback-on-probe-error') ? [name] : [],
    );
    expect(operations.length).toBeGreaterThan(0);
    const stated = (description: string | undefined) => /Default (true|false)\b/.exec(description ?? '')?.[1];
    const defaults = operations.map((operation) => {
      const inCode = filesUnder(`src/operations/${operation}`, '.ts').flatMap((file) =>
        [...read(file).matchAll(/inputs\.boolean\('rollback-on-probe-error', (true|false)\)/g)].map((match) => match[1]),
      );
      expect(inCode, operation).toHaveLength(1);
      expect(stated(readActionMetadata(operation).inputs['rollback-on-probe-error']?.description), operation).toBe(inCode[0]);
      return inCode[0];
    });
    expect(new Set(defaults).size).toBe(1);
    expect(stated(readActionMetadata().inputs['rollback-on-probe-error']?.description)).toBe(defaults[0]);
  });

  it("describes purge-cache's urls as the step treats them: a prefix by the URL as written, a lost answer sent again", () => {
    // The description once said "whose path ends in /" and that a purge "is never sent twice where it may have been carried out".
    expect(requests.purgeUrl('https://cdn.example.com/').repeatSafe).toBe(true);
    for (const described of [
      readActionMetadata().inputs['urls']?.description,
      readActionMetadata('purge-cache').inputs['urls']?.description,
    ]) {
      expect(described).not.toContain('never sent twice');
      expect(described).toContain('whose answer was lost');
      expect(described).toContain('sent again');
      expect(described).not.toMatch(/path ends in/);
      expect(described).toContain('as written');
    }
    expect(read('docs/reference.md')).not.toContain('never sent twice');
  });

  it("builds a fork preview's concurrency group from the head repository and branch with ':', which no branch name holds, alike in the deploy and the close", () => {
    // `preview-<branch>-<owner/repo>` was one group for fix-login of org/site and fix of login-org/site.
    const groups = [...read('docs/pipelines/fork-previews.md').matchAll(/^ {2}group: (.*)$/gm)].map((match) => match[1]);
    expect(groups).toEqual([
      'preview-${{ github.event.workflow_run.head_repository.full_name }}:${{ github.event.workflow_run.head_branch }}',
      'preview-${{ github.event.pull_request.head.repo.full_name }}:${{ github.event.pull_request.head.ref }}',
    ]);
  });

  it('cites only files that are in the repository', () => {
    const missing = citedPaths().filter(
      ({ page, path }) => !existsSync(join(REPO_ROOT, path)) && !existsSync(join(REPO_ROOT, dirname(page), path)),
    );
    expect(missing.map(({ page, path }) => `${page}: ${path}`)).toEqual([]);
  });

  it("points a step's messages only at pages that are in the repository", () => {
    const named = filesUnder('src', '.ts').flatMap((file) =>
      [...read(file).matchAll(/\b((?:docs\/[\w./-]+\/?)?[\w-]+\.md)\b/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !existsSync(join(REPO_ROOT, entry.split(': ')[1] ?? '')))).toEqual([]);
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
