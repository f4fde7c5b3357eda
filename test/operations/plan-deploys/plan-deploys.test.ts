import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, type Emulator } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { git, TestRepo } from '../../support/git-repo.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { seedSite } from '../../support/site.ts';

const emulator = useEmulator();

interface TargetResult {
  name: string;
  kind: string;
  liveCommit: string | null;
  liveValue: string | null;
  readFrom: string;
  changedFiles: string[];
  changedCount: number;
  decision: string;
  failedOpen?: boolean;
  reason: string;
}

const resultOf = (run: ActionRun) =>
  JSON.parse(run.outputs['result'] ?? '{}') as { head: string; shallow: boolean; targets: TargetResult[] };
const target = (run: ActionRun, name: string) => resultOf(run).targets.find((t) => t.name === name) as TargetResult;
const matrixOf = (run: ActionRun) => JSON.parse(run.outputs['matrix'] ?? 'null') as { include: Array<Record<string, unknown>> };

function plan(
  workspace: string,
  targets: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  return runAgainst(emulator(), { operation: 'plan-deploys', targets, ...inputs }, { workspace, env });
}

/** A push to main, as the runner describes it: the branch whose remote-tracking ref holds what was pushed. */
const PUSH_TO_MAIN = { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main' };

/** The container's image tag as a deploy left it. */
function setImageTag(e: Emulator, appId: string, container: string, tag: string): void {
  const stored = e.state.apps.get(appId)?.templates.find((t) => t.template['name'] === container);
  if (!stored) throw new Error(`no container ${container}`);
  stored.template['imageTag'] = tag;
}

/** C1 all files; C2 changes the api; C3 changes the site. HEAD is C3. */
let repo: TestRepo;
let c1: string;
let c2: string;
let c3: string;

beforeAll(() => {
  repo = TestRepo.init();
  c1 = repo.commit('first', { 'api/index.js': 'v1', 'site/index.html': 'v1', 'app/Dockerfile': 'FROM x', 'README.md': 'hi' });
  c2 = repo.commit('api', { 'api/index.js': 'v2', 'api/lib/util.js': 'u' });
  c3 = repo.commit('site', { 'site/index.html': 'v3', 'site/css/main.css': 'body{}' });
});

const MONOREPO = () => `
- name: api
  kind: script
  script-id: ${SEED.scriptWithRelease}
  paths: [api/**]
  environment: production
- name: api-note
  kind: script
  script-id: 9101
  paths: [api/**]
- name: web
  kind: site
  pull-zone-id: ${SEED.pullZoneSite}
  paths:
    - site/**
  source-dir: site
- name: gateway
  kind: app
  app-id: ${SEED.edgeAppId}
  paths: [app/**]
`;

describe('plan-deploys: what changed since what is live', () => {
  it('deploys the targets whose paths changed since their live commit, skips the rest, and hands over the matrix', async () => {
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c1 });
    e.state.addScript(9101);
    // Published with an API key: no CommitSha, the commit in the note, as get-active-release reads it.
    e.state.setActiveRelease(9101, { CommitSha: null, Note: `Deploy ${c2} (run 7)` });
    seedSite(e, { production: c2.slice(0, 12) });
    setImageTag(e, SEED.edgeAppId, 'gateway', c3.slice(0, 7));

    const run = await plan(repo.dir, MONOREPO());
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['api', 'web']);
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['api-note', 'gateway']);
    expect(run.outputs['any-changed']).toBe('true');

    expect(matrixOf(run).include).toEqual([
      {
        name: 'api',
        kind: 'script',
        'script-id': SEED.scriptWithRelease,
        paths: ['api/**'],
        environment: 'production',
        'live-commit': c1,
        reason: `2 changed files match paths since ${c1.slice(0, 12)}`,
      },
      {
        name: 'web',
        kind: 'site',
        'pull-zone-id': SEED.pullZoneSite,
        paths: ['site/**'],
        'source-dir': 'site',
        'live-commit': c2,
        reason: `2 changed files match paths since ${c2.slice(0, 12)}`,
      },
    ]);
    const api = target(run, 'api');
    expect(api).toMatchObject({
      liveCommit: c1,
      changedCount: 2,
      decision: 'deploy',
      readFrom: expect.stringMatching(new RegExp(`^script ${SEED.scriptWithRelease}, active release \\d+, CommitSha$`)),
    });
    expect(api.changedFiles.sort()).toEqual(['api/index.js', 'api/lib/util.js']);
    expect(target(run, 'api-note')).toMatchObject({
      liveCommit: c2,
      decision: 'skip',
      readFrom: expect.stringContaining('Note'),
      reason: `no file matching paths changed since ${c2.slice(0, 12)} (2 files changed elsewhere)`,
    });
    expect(target(run, 'web')).toMatchObject({
      liveValue: c2.slice(0, 12),
      readFrom: `pull zone ${SEED.pullZoneSite}, production's rule, deploy id`,
    });
    expect(target(run, 'gateway')).toMatchObject({ liveCommit: c3, decision: 'skip', reason: 'the live commit is HEAD' });
    expect(resultOf(run)).toMatchObject({ head: c3, shallow: false });

    expect(run.summary).toContain('<th>Target</th><th>Kind</th><th>Live commit</th>');
    expect(run.summary).toContain('<td>gateway</td><td>app</td>');
    // Reads only: nothing was written.
    expect(e.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });

  it('says nothing changed when every target is live at HEAD, and sets an empty matrix with any-changed false', async () => {
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c3.toUpperCase() });
    const run = await plan(repo.dir, `[{name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: ['api/**']}]`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['matrix']).toBe('{"include":[]}');
    expect(run.outputs['any-changed']).toBe('false');
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['api']);
    expect(target(run, 'api')).toMatchObject({ liveCommit: c3, decision: 'skip', reason: 'the live commit is HEAD' });
  });

  it('always deploys a target without paths, and still names its live commit', async () => {
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c3 });
    const run = await plan(repo.dir, `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}}`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(matrixOf(run).include).toEqual([
      { name: 'api', kind: 'script', 'script-id': SEED.scriptWithRelease, 'live-commit': c3, reason: 'no paths: always deploys' },
    ]);
    expect(run.outputs['any-changed']).toBe('true');
  });

  it('lists at most 20 matched files, with their count', async () => {
    const many = TestRepo.init();
    const first = many.commit('one', { 'pkg/a.txt': 'a' });
    many.commit('many', Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`pkg/f${String(i).padStart(2, '0')}.txt`, String(i)])));
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: first });
    const run = await plan(many.dir, `- {name: pkg, kind: script, script-id: ${SEED.scriptWithRelease}, paths: ['pkg/']}`);
    expect(target(run, 'pkg').changedCount).toBe(25);
    expect(target(run, 'pkg').changedFiles).toHaveLength(20);
    expect(run.stdout).toContain('... and 5 more');
  });

  it("sees a changed file whose name holds a line break (a macOS 'Icon\\r', a U+2028) under a '**' pattern", async () => {
    const names = { lf: 'notes\nv2.txt', cr: 'Icon\r', ls: 'a\u2028b.txt', ps: 'a\u2029b.txt' };
    const breaks = TestRepo.init();
    const first = breaks.commit('one', { 'other/a.txt': 'a' });
    breaks.commit('line breaks', Object.fromEntries(Object.entries(names).map(([folder, name]) => [`${folder}/${name}`, 'x'])));
    const ids = [9401, 9402, 9403, 9404, 9405];
    for (const id of ids) {
      emulator().state.addScript(id);
      emulator().state.setActiveRelease(id, { CommitSha: first });
    }
    const folders = Object.keys(names);
    const targets = folders.map((folder, i) => `- {name: ${folder}, kind: script, script-id: ${ids[i]}, paths: ['${folder}/**']}`);
    const run = await plan(breaks.dir, [...targets, `- {name: all, kind: script, script-id: 9405, paths: ['**/*.txt', '**']}`].join('\n'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual([...folders, 'all']);
    for (const [folder, name] of Object.entries(names)) expect(target(run, folder).changedFiles).toEqual([`${folder}/${name}`]);
    expect(target(run, 'all').changedCount).toBe(4);
  });
});

describe('plan-deploys: submodules', () => {
  /**
   * A site whose theme is a submodule, as Hugo sites often have it, not checked out (an empty
   * folder, as actions/checkout leaves it without `submodules: true`): `live` has the theme at
   * one commit, HEAD bumps it and changes nothing else. `hidden`: the repository's own settings
   * hide submodule changes from `git diff`, as some do.
   */
  function themedRepo(hidden: boolean): { dir: string; live: string } {
    const site = TestRepo.init();
    const first = site.commit('site', { 'content/index.md': '# hi', 'api/index.js': 'v1' });
    const bump = site.commit('a commit for the theme to name', {});
    mkdirSync(join(site.dir, 'themes', 'mytheme'), { recursive: true });
    const ignore = hidden ? '\tignore = all\n' : '';
    writeFileSync(join(site.dir, '.gitmodules'), `[submodule "mytheme"]\n\tpath = themes/mytheme\n\turl = ./theme\n${ignore}`);
    git(site.dir, 'update-index', '--add', '--cacheinfo', `160000,${first},themes/mytheme`);
    const live = site.commit('add the theme', {});
    git(site.dir, 'update-index', '--cacheinfo', `160000,${bump},themes/mytheme`);
    site.commit('bump the theme', {});
    if (hidden) {
      git(site.dir, 'config', 'diff.ignoreSubmodules', 'all');
      expect(git(site.dir, 'diff', '--name-only', live, 'HEAD')).toBe('');
    } else expect(git(site.dir, 'diff', '--name-only', live, 'HEAD')).toBe('themes/mytheme');
    return { dir: site.dir, live };
  }

  function seedLive(live: string, ids: number[]): void {
    const e = emulator();
    for (const id of ids) {
      e.state.addScript(id);
      e.state.setActiveRelease(id, { CommitSha: live });
    }
  }

  it("deploys a target whose paths cover a submodule when only the submodule's commit changed", async () => {
    const { dir, live } = themedRepo(false);
    seedLive(live, [9201, 9202, 9203, 9204]);
    const run = await plan(
      dir,
      `
- {name: theme-glob, kind: script, script-id: 9201, paths: ['themes/mytheme/**']}
- {name: theme-folder, kind: script, script-id: 9202, paths: ['themes/mytheme/']}
- {name: themes, kind: script, script-id: 9203, paths: ['themes/*/']}
- {name: api, kind: script, script-id: 9204, paths: ['api/**', 'themes/other/**', 'themes/mytheme2/**', 'themes/*.css', 'api**', 'themes/other**/x', 'themes/x**', 'site**/*.scss']}
`,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['theme-glob', 'theme-folder', 'themes']);
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['api']);
    for (const name of ['theme-glob', 'theme-folder', 'themes']) {
      expect(target(run, name)).toMatchObject({
        decision: 'deploy',
        liveCommit: live,
        changedFiles: ['themes/mytheme'],
        changedCount: 1,
        reason: `1 changed file match paths since ${live.slice(0, 12)}`,
      });
    }
    // No pattern of api's can match a file inside the submodule: its bump is known to change nothing api deploys.
    expect(target(run, 'api')).toMatchObject({
      decision: 'skip',
      reason: `no file matching paths changed since ${live.slice(0, 12)} (1 file changed elsewhere)`,
    });
  });

  it('deploys a target whose patterns could match a file inside a bumped submodule: which of its files changed is unknown', async () => {
    const { dir, live } = themedRepo(false);
    seedLive(live, [9201, 9202, 9203, 9204, 9205, 9206]);
    const run = await plan(
      dir,
      `
- {name: css, kind: script, script-id: 9201, paths: ['api/**', 'themes/mytheme/*.css']}
- {name: styles, kind: script, script-id: 9202, paths: ['**/*.scss']}
- {name: deep, kind: script, script-id: 9203, paths: ['themes/*/assets/**']}
- {name: api, kind: script, script-id: 9204, paths: ['api/**']}
- {name: prefix, kind: script, script-id: 9205, paths: ['themes/my**.scss']}
- {name: top, kind: script, script-id: 9206, paths: ['the**/*.css']}
`,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['css', 'styles', 'deep', 'prefix', 'top']);
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['api']);
    for (const name of ['css', 'styles', 'deep', 'prefix', 'top']) {
      expect(target(run, name)).toMatchObject({
        decision: 'deploy',
        liveCommit: live,
        changedFiles: ['themes/mytheme'],
        changedCount: 1,
        reason: `submodule themes/mytheme changed since ${live.slice(0, 12)}, and which of its files did is unknown (a submodule is compared by its commit): paths could match some, so it is deployed`,
      });
    }
  });

  it("sees a submodule's bump that the repository's diff.ignoreSubmodules and .gitmodules ignore would hide", async () => {
    const { dir, live } = themedRepo(true);
    seedLive(live, [9201]);
    const run = await plan(dir, `- {name: theme, kind: script, script-id: 9201, paths: ['themes/mytheme/**']}`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'theme')).toMatchObject({ decision: 'deploy', changedFiles: ['themes/mytheme'] });
  });
});

describe('plan-deploys: fail open', () => {
  const UNREADABLE = `
- {name: no-release, kind: script, script-id: 9102, paths: [api/**]}
- {name: no-zone, kind: site, pull-zone-id: 999999, paths: [site/**]}
- {name: several, kind: app, app-id: ${SEED.appId}, paths: [app/**]}
- {name: tag, kind: app, app-id: ${SEED.appId}, container: worker, paths: [app/**]}
- {name: no-commit, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}
`;

  function arrange(e: Emulator): void {
    e.state.addScript(9102);
    // A release published with a key whose note names no commit.
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: null, Note: 'Release 2024-05-14 build 20240514' });
    setImageTag(e, SEED.appId, 'worker', 'latest');
  }

  it('deploys every target whose live commit cannot be read or is not a commit, saying why', async () => {
    arrange(emulator());
    const run = await plan(repo.dir, UNREADABLE);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['no-release', 'no-zone', 'several', 'tag', 'no-commit']);
    expect(target(run, 'no-release').reason).toBe('live commit unknown: script 9102 has no active release (or does not exist)');
    expect(target(run, 'no-zone').reason).toContain('live commit unknown: could not be read (not found: check the id)');
    expect(target(run, 'no-zone').reason).toContain('No pull zone has the id 999999');
    expect(target(run, 'several').reason).toContain("has 2 containers (web, worker): name one in the target's 'container'");
    expect(target(run, 'tag').reason).toBe("live value 'latest' is not a commit id (7 to 40 hexadecimal digits)");
    expect(target(run, 'no-commit').reason).toContain('names no commit');
    for (const t of resultOf(run).targets) expect(t).toMatchObject({ decision: 'deploy', failedOpen: true });
    expect(actedCommands(run, ['warning']).some((w) => w.data.includes('deployed because what is live could not be compared'))).toBe(true);
  });

  it('fail-open: false fails the step naming every such target, with no matrix', async () => {
    arrange(emulator());
    const run = await plan(repo.dir, UNREADABLE, { 'fail-open': 'false' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('fail-open is false and 5 targets could not be compared with what is live');
    for (const name of ['no-release', 'no-zone', 'several', 'tag', 'no-commit']) expect(message).toContain(`- ${name}: `);
    expect(run.outputs['matrix']).toBeUndefined();
    expect(run.outputs['any-changed']).toBeUndefined();
    expect(resultOf(run).targets.map((t) => t.decision)).toEqual(['undecided', 'undecided', 'undecided', 'undecided', 'undecided']);
  });

  it('fail-open: false still plans when every target could be compared', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c1 });
    const run = await plan(repo.dir, `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}`, {
      'fail-open': 'false',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed'] ?? '')).toEqual(['api']);
  });
});

describe('plan-deploys: the checkout', () => {
  it('a shallow clone: the live commit is not in its history, the target deploys and the step says to fetch the history', async () => {
    const shallow = repo.clone({ depth: 1 });
    expect(git(shallow.dir, 'rev-parse', '--is-shallow-repository')).toBe('true');
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c1 });
    const run = await plan(shallow.dir, `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'api')).toMatchObject({ decision: 'deploy', failedOpen: true, liveCommit: null });
    expect(target(run, 'api').reason).toContain(
      "is not in the checkout's history: the checkout is shallow, and plan-deploys needs `fetch-depth: 0`",
    );
    expect(resultOf(run).shallow).toBe(true);
    expect(actedCommands(run, ['warning']).some((w) => w.data.includes('The checkout is shallow'))).toBe(true);
  });

  it('a live commit gone after a force push is a reason to deploy, not an error', async () => {
    const origin = TestRepo.init();
    const base = origin.commit('base', { 'svc/a.txt': '1' });
    const gone = origin.commit('to be rewritten', { 'svc/a.txt': '2' });
    git(origin.dir, 'reset', '--quiet', '--hard', base);
    origin.commit('rewritten', { 'svc/a.txt': '3' });
    const checkout = origin.clone();
    expect(() => git(checkout.dir, 'cat-file', '-e', gone)).toThrow();
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: gone });
    const run = await plan(checkout.dir, `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'svc').reason).toBe(`commit ${gone} is not in the checkout's history (made elsewhere, or gone after a force push)`);
    expect(target(run, 'svc').decision).toBe('deploy');
  });

  /** A checkout whose refs are named like deploy ids: a tag of the id of `live` on HEAD, and a branch named like no commit. */
  function taggedRepo(): { dir: string; live: string } {
    const tagged = TestRepo.init();
    const live = tagged.commit('live', { 'site/index.html': '1' });
    const head = tagged.commit('site', { 'site/index.html': '2' });
    // A release tool that tags each deploy with its id, on the commit being deployed now.
    git(tagged.dir, 'tag', live.slice(0, 12), head);
    git(tagged.dir, 'branch', 'abcdef012345', head);
    return { dir: tagged.dir, live };
  }
  const WEB = `- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}, paths: [site/**]}`;

  it('a tag named like the live deploy id never stands for it: the id is the commit whose hash starts with it', async () => {
    const { dir, live } = taggedRepo();
    seedSite(emulator(), { production: live.slice(0, 12) });
    const run = await plan(dir, WEB);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'web')).toMatchObject({ liveCommit: live, decision: 'deploy', changedFiles: ['site/index.html'] });
  });

  it('a branch named like a live deploy id that no commit starts with names no commit', async () => {
    const { dir } = taggedRepo();
    seedSite(emulator(), { production: 'abcdef012345' });
    const run = await plan(dir, WEB);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'web')).toMatchObject({ liveCommit: null, decision: 'deploy', failedOpen: true });
    expect(target(run, 'web').reason).toContain("commit abcdef012345 is not in the checkout's history");
  });

  it("a live commit off HEAD's history (deployed from another branch) is compared tree to tree, and says so", async () => {
    const branched = TestRepo.init();
    branched.commit('base', { 'svc/a.txt': '1', 'web/i.html': '1' });
    git(branched.dir, 'checkout', '--quiet', '-b', 'feature');
    const feature = branched.commit('feature', { 'svc/a.txt': 'feature' });
    git(branched.dir, 'checkout', '--quiet', 'main');
    branched.commit('main', { 'web/i.html': '2' });
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: feature });
    const run = await plan(branched.dir, `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'svc')).toMatchObject({ decision: 'deploy', changedFiles: ['svc/a.txt'], liveCommit: feature });
    expect(target(run, 'svc').reason).toContain('the live commit is not an ancestor of HEAD: the two trees were compared');
  });

  it("a re-run of an older commit's workflow over a newer live commit deploys nothing, and warns that it would roll back", async () => {
    const history = TestRepo.init();
    const older = history.commit('older', { 'svc/a.txt': '1', 'web/i.html': '1' });
    history.commit('between', { 'svc/a.txt': '2' });
    const newer = history.commit('newer', { 'svc/a.txt': '3', 'web/i.html': '3' });
    // "Re-run all jobs" of the older push: actions/checkout fetches the commit it builds into
    // origin/main, whatever the branch's tip on origin (the newer commit) is.
    const checkout = history.clone();
    git(checkout.dir, 'fetch', '--quiet', 'origin', `+${older}:refs/remotes/origin/main`);
    git(checkout.dir, 'checkout', '--quiet', '--detach', older);
    expect(git(checkout.dir, 'rev-parse', 'refs/remotes/origin/main')).toBe(older);
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: newer });
    seedSite(e, { production: newer.slice(0, 12) });
    const run = await plan(
      checkout.dir,
      `
- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}
- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}}
`,
      {},
      PUSH_TO_MAIN,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const stale = (what: string) =>
      `the live commit ${newer.slice(0, 12)} is newer than this run's HEAD ${older.slice(0, 12)}: deploying would roll the target back; to put ${older.slice(0, 12)} live on purpose, use ${what}`;
    expect(target(run, 'svc')).toMatchObject({
      liveCommit: newer,
      decision: 'skip',
      reason: stale("rollback-script with its release's uuid"),
    });
    // A target without paths always deploys, but not back over a newer commit.
    expect(target(run, 'web')).toMatchObject({ liveCommit: newer, decision: 'skip', reason: stale('promote-site with its deploy id') });
    expect(matrixOf(run).include).toEqual([]);
    expect(run.outputs['any-changed']).toBe('false');
    expect(JSON.parse(run.outputs['unchanged'] ?? '')).toEqual(['svc', 'web']);
    const warnings = actedCommands(run, ['warning']).map((w) => w.data);
    expect(warnings).toContainEqual(
      expect.stringContaining(`2 targets skipped because what is live is newer than this run's HEAD ${older.slice(0, 12)}`),
    );
    expect(warnings.some((w) => w.includes('force-push check'))).toBe(false);
  });

  /** main went X -> Y and Y was deployed; then `git push --force origin X:main` undid Y, which a tag still keeps fetchable. */
  function forcePushedBack(): { dir: string; undone: string; restored: string } {
    const origin = TestRepo.init();
    const restored = origin.commit('x', { 'svc/a.txt': '1', 'web/i.html': '1' });
    const undone = origin.commit('y', { 'svc/a.txt': '2', 'web/i.html': '2' });
    const checkout = origin.clone();
    git(origin.dir, 'tag', 'kept', undone);
    git(origin.dir, 'reset', '--quiet', '--hard', restored);
    // The force push's run: fetch-depth: 0 fetches every branch and tag, so Y is still in the checkout.
    git(checkout.dir, 'fetch', '--quiet', '--prune', '--tags', 'origin');
    git(checkout.dir, 'checkout', '--quiet', '--detach', restored);
    return { dir: checkout.dir, undone, restored };
  }
  const SVC_AND_WEB = `
- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}
- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}}
`;

  it('a live commit newer than HEAD that a force push took off the branch is deployed, saying why', async () => {
    const { dir, undone, restored } = forcePushedBack();
    expect(git(dir, 'rev-parse', 'refs/remotes/origin/main')).toBe(restored);
    expect(git(dir, 'merge-base', '--is-ancestor', restored, undone)).toBe('');
    const e = emulator();
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: undone });
    seedSite(e, { production: undone.slice(0, 12) });
    const run = await plan(dir, SVC_AND_WEB, {}, PUSH_TO_MAIN);
    expect(run.exitCode, run.stdout).toBe(0);
    const reason = `the live commit ${undone.slice(0, 12)} is newer than this run's HEAD ${restored.slice(0, 12)}, but it is not on origin/main (${restored.slice(0, 12)}): a force push may have rolled the branch back past it`;
    expect(target(run, 'svc')).toMatchObject({ liveCommit: undone, decision: 'deploy', failedOpen: true, reason });
    // A target without paths deploys anyway, and says why it is no re-run's skip.
    expect(target(run, 'web')).toMatchObject({ liveCommit: undone, decision: 'deploy', reason });
    expect(matrixOf(run).include.map((entry) => entry['name'])).toEqual(['svc', 'web']);
    expect(run.outputs['any-changed']).toBe('true');
  });

  const FORCE_PUSH_UNCHECKED = 'The force-push check could not be made: ';
  const skippedAsRerun = (run: ActionRun, why: string) => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'svc')).toMatchObject({ decision: 'skip' });
    expect(target(run, 'svc').reason).toContain('deploying would roll the target back');
    const warnings = actedCommands(run, ['warning']).map((w) => w.data);
    expect(warnings).toContainEqual(expect.stringContaining(`${FORCE_PUSH_UNCHECKED}${why}`));
  };

  it("a live commit newer than HEAD is skipped as a re-run's, with a warning, when the branch the run builds is unknown or gone", async () => {
    const { dir, undone } = forcePushedBack();
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: undone });
    const svc = `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`;
    const unknown = await plan(dir, svc, {}, { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' });
    skippedAsRerun(unknown, 'the branch this run builds is unknown (this run builds refs/tags/v1, not a branch)');
    const missing = await plan(dir, svc, {}, { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/gone' });
    skippedAsRerun(missing, 'origin has no branch gone');
  });

  it("a live commit newer than HEAD is skipped as a re-run's, with a warning, when origin cannot be asked", async () => {
    const { dir, undone } = forcePushedBack();
    // No network, no credentials (persist-credentials: false on a private repository): origin does not answer.
    git(dir, 'remote', 'set-url', 'origin', join(dir, '..', `no-such-origin-${Date.now()}`));
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: undone });
    const svc = `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`;
    const run = await plan(dir, svc, {}, PUSH_TO_MAIN);
    skippedAsRerun(run, 'origin could not be asked where main stands: git ls-remote origin failed: ');
  });

  it("a live commit newer than HEAD is skipped as a re-run's, with a warning, when origin's tip is not in the checkout", async () => {
    const history = TestRepo.init();
    const older = history.commit('older', { 'svc/a.txt': '1' });
    const newer = history.commit('newer', { 'svc/a.txt': '2' });
    const checkout = history.clone();
    git(checkout.dir, 'fetch', '--quiet', 'origin', `+${older}:refs/remotes/origin/main`);
    git(checkout.dir, 'checkout', '--quiet', '--detach', older);
    // A push after the run's checkout: origin's main is a commit the checkout never fetched.
    const pushed = history.commit('pushed since', { 'svc/a.txt': '3' });
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: newer });
    const svc = `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`;
    const run = await plan(checkout.dir, svc, {}, PUSH_TO_MAIN);
    skippedAsRerun(run, `origin's main is at ${pushed.slice(0, 12)}, which the checkout does not hold`);
  });

  it("a pull request's run reads its head branch, a workflow_run's the run's head branch", async () => {
    const history = TestRepo.init();
    history.commit('base', { 'svc/a.txt': '1' });
    git(history.dir, 'checkout', '--quiet', '-b', 'feature');
    const older = history.commit('older', { 'svc/a.txt': '2' });
    const newer = history.commit('newer', { 'svc/a.txt': '3' });
    const checkout = history.clone();
    git(checkout.dir, 'checkout', '--quiet', '--detach', older);
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: newer });
    const svc = `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`;
    // Asked of origin, feature holds the newer commit: a re-run's skip, with no warning that the check could not be made.
    const checked = (run: ActionRun) => {
      expect(target(run, 'svc')).toMatchObject({ decision: 'skip', liveCommit: newer });
      expect(actedCommands(run, ['warning']).some((w) => w.data.includes(FORCE_PUSH_UNCHECKED))).toBe(false);
    };
    const eventFile = (payload: object) => {
      const path = join(checkout.dir, '..', `event-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(path, JSON.stringify(payload));
      return path;
    };
    const ownPull = eventFile({ number: 7, pull_request: { number: 7, head: { repo: { full_name: 'example/site' } } } });
    for (const name of ['pull_request', 'pull_request_target']) {
      const base = name === 'pull_request' ? 'refs/pull/7/merge' : 'refs/heads/main';
      const env = { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: ownPull, GITHUB_REPOSITORY: 'example/site', GITHUB_REF: base };
      checked(await plan(checkout.dir, svc, {}, { ...env, GITHUB_HEAD_REF: 'feature' }));
    }
    const event = eventFile({ workflow_run: { head_sha: older, head_branch: 'feature', event: 'push' } });
    const env = {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'example/site',
      GITHUB_REF: 'refs/heads/main',
    };
    checked(await plan(checkout.dir, svc, {}, env));
  });

  it("a fork's head branch is not asked of origin, whose branch of that name is another history: skipped as a re-run's, with a warning", async () => {
    const history = TestRepo.init();
    history.commit('base', { 'svc/a.txt': '1' });
    const checkout = history.clone();
    // The fork's own main: older, then newer (live), neither on origin's main.
    git(checkout.dir, 'checkout', '--quiet', '-b', 'fork-main');
    const older = new TestRepo(checkout.dir).commit('fork older', { 'svc/a.txt': '2' });
    const newer = new TestRepo(checkout.dir).commit('fork newer', { 'svc/a.txt': '3' });
    git(checkout.dir, 'checkout', '--quiet', '--detach', older);
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: newer });
    const svc = `- {name: svc, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [svc/**]}`;
    const event = join(checkout.dir, '..', `event-fork-${Date.now()}.json`);
    const fork = { full_name: 'contributor/site' };
    writeFileSync(
      event,
      JSON.stringify({ workflow_run: { head_sha: older, head_branch: 'main', event: 'pull_request', head_repository: fork } }),
    );
    const env = {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'example/site',
      GITHUB_REF: 'refs/heads/main',
    };
    skippedAsRerun(
      await plan(checkout.dir, svc, {}, env),
      'the branch this run builds is unknown (the head branch is on the fork contributor/site, not on origin)',
    );
  });

  it('a workspace that is not a git checkout: every target with paths deploys, saying so', async () => {
    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c1 });
    const run = await runAgainst(emulator(), {
      operation: 'plan-deploys',
      targets: `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}`,
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'api').reason).toContain('is not a git checkout with a commit');
  });
});

describe('plan-deploys: bad targets and shell syntax', () => {
  it('refuses bad targets before any request, naming every problem at once', async () => {
    const run = await plan(
      repo.dir,
      `
- {name: api, kind: script}
- {name: api, kind: site, pull-zone-id: -3}
- {name: 'a b', kind: lambda}
- {kind: app, app-id: 'x y', paths: ['../outside']}
- just-a-string
- {name: ok, kind: script, script-id: 1, reason: mine, paths: []}
`,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    for (const fragment of [
      "Input 'targets': 11 problems:",
      "line 1, targets[0]: a script target needs 'script-id'",
      "line 2, targets[1].name: 'api' is the name of targets[0] too",
      'line 2, targets[1].pull-zone-id: got the number -3; expected a positive integer id',
      "line 3, targets[2].name: got the string \"a b\"; expected letters, digits, '-' and '_'",
      'line 3, targets[2].kind: got the string "lambda"; expected one of script, site, app',
      "line 4, targets[3]: needs 'name'",
      'targets[3].paths[0]: "../outside": a pattern cannot hold \'..\'',
      'targets[3].app-id: got the string "x y"',
      'line 5, targets[4]: got a string; expected a mapping',
      'line 6, targets[5].reason: is set by plan-deploys in the matrix',
      "line 6, targets[5].paths: holds no pattern: leave 'paths' out for a target that always deploys",
    ])
      expect(message).toContain(fragment);
    expect(emulator().requests).toHaveLength(0);
  });

  it("refuses an unquoted path that starts with '!', which YAML reads as a tag and drops", async () => {
    const run = await plan(
      repo.dir,
      `- name: docs\n  kind: script\n  script-id: ${SEED.scriptWithRelease}\n  paths:\n    - src/**\n    - !docs/**\n`,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      "Input 'targets': not usable YAML: a tag ('!') at line 6, column 7. Anchors, aliases and tags are not supported: quote a value that starts with '*', '!' or '&'",
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a quoted path negation or {a,b} group, which would match nothing and never plan the target', async () => {
    const run = await plan(
      repo.dir,
      `- {name: docs, kind: script, script-id: ${SEED.scriptWithRelease}, paths: ['!docs/**', 'src/*.{ts,js}']}\n`,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain('targets[0].paths[0]: "!docs/**": a leading \'!\' is not supported');
    expect(message).toContain('targets[0].paths[1]: "src/*.{ts,js}": a {a,b} group is not supported');
    expect(emulator().requests).toHaveLength(0);
  });

  it("refuses paths that match nothing: '.', './', a '.' folder, and patterns joined by white space (one line, or a folded block)", async () => {
    const run = await plan(
      repo.dir,
      `- {name: dot, kind: script, script-id: ${SEED.scriptWithRelease}, paths: ['.', './', 'api/./lib/**']}\n` +
        `- {name: spaced, kind: script, script-id: 9101, paths: api/** shared/**}\n` +
        `- name: folded\n  kind: script\n  script-id: 9101\n  paths: >\n    api/**\n    shared/**\n`,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain("Input 'targets': 5 problems:");
    expect(message).toContain(`targets[0].paths[0]: ".": '.' alone matches nothing; use '**' for everything`);
    expect(message).toContain(`targets[0].paths[1]: "./": './' alone matches nothing; use '**' for everything`);
    expect(message).toContain(`targets[0].paths[2]: "api/./lib/**": a pattern cannot hold '.' as a folder (no path has one)`);
    expect(message).toContain(`targets[1].paths: "api/** shared/**": white space after '**' separates nothing in a pattern`);
    expect(message).toContain(`targets[2].paths: "api/** shared/**": white space after '**' separates nothing in a pattern`);
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses paths written as one comma-separated line, which would be one pattern that never matches; a comma in a name stays', async () => {
    const run = await plan(
      repo.dir,
      `- name: api\n  kind: script\n  script-id: ${SEED.scriptWithRelease}\n  paths: api/**, shared/**\n- {name: docs, kind: script, script-id: 9101, paths: ['docs/**', "site/*.md,\tsite/*.html"]}\n`,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain("Input 'targets': 2 problems:");
    expect(message).toContain(
      'line 4, targets[0].paths: "api/**, shared/**": a comma and a space separate nothing in a pattern (it would match a name holding them): one pattern per list item: paths: [api/**, shared/**]',
    );
    expect(message).toContain('line 5, targets[1].paths[1]: "site/*.md,\\tsite/*.html": a comma and a space separate nothing');
    expect(emulator().requests).toHaveLength(0);

    emulator().state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: c1 });
    const named = await plan(
      repo.dir,
      `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: ['api/a,b.js', 'api/lib/**']}`,
    );
    expect(named.exitCode, named.stdout).toBe(0);
    expect(target(named, 'api').changedFiles).toEqual(['api/lib/util.js']);
  });

  it("asks 'did you mean' of a member one edit from one it reads, with the other problems, and keeps the job's own members", async () => {
    const run = await plan(
      repo.dir,
      `
- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, path: [api/**]}
- {name: web, kind: site, pull_zone_id: ${SEED.pullZoneSite}, environment: production}
`,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain("Input 'targets': 3 problems:");
    expect(message).toContain("line 1, targets[0].path: is not a member plan-deploys reads: did you mean 'paths'?");
    expect(message).toContain("line 2, targets[1].pull_zone_id: is not a member plan-deploys reads: did you mean 'pull-zone-id'?");
    expect(message).toContain("line 2, targets[1]: a site target needs 'pull-zone-id'");
    // A member of the deploy job's own (environment) is no slip.
    expect(message).not.toContain('environment');
    expect(emulator().requests).toHaveLength(0);
  });

  it('a name, a path or a live value holding shell syntax runs nothing', async () => {
    const e = emulator();
    const shell = TestRepo.init();
    const first = shell.commit('one', { 'x/a.txt': '1' });
    shell.commit('two', { 'x/a.txt': '2', '$(touch pwned)/b.txt': 'b' });
    e.state.setActiveRelease(SEED.scriptWithRelease, { CommitSha: first });
    setImageTag(e, SEED.edgeAppId, 'gateway', '`touch pwned`;$(touch pwned)');
    const names = await plan(shell.dir, `- {name: '$(touch pwned)', kind: script, script-id: ${SEED.scriptWithRelease}, paths: [x/**]}`);
    expect(names.exitCode).toBe(1);
    expect(failureMessage(names)).toContain('targets[0].name: got the string "$(touch pwned)"');
    const run = await plan(
      shell.dir,
      `
- name: api
  kind: script
  script-id: ${SEED.scriptWithRelease}
  paths: ['$(touch pwned)/**', 'x/*; touch pwned', '\`touch pwned\`']
  note: '$(touch pwned) && touch pwned'
- {name: gw, kind: app, app-id: ${SEED.edgeAppId}, paths: ['app/**']}
`,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(target(run, 'api').changedFiles).toEqual(['$(touch pwned)/b.txt']);
    expect(target(run, 'gw').reason).toContain('is not a commit id');
    expect(matrixOf(run).include[0]).toMatchObject({ note: '$(touch pwned) && touch pwned' });
    for (const dir of [shell.dir, run.workspace, process.cwd()]) expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });
});

describe('plan-deploys: a refused key', () => {
  it('fails the step whatever fail-open says, with the API status line first and no matrix', async () => {
    const run = await runAgainst(
      emulator(),
      {
        operation: 'plan-deploys',
        targets: `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}`,
        'api-key': 'wrong-key-0a1b2c3d',
      },
      { workspace: repo.dir, secrets: ['wrong-key-0a1b2c3d'] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run).split('\n')[0]).toBe(
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active answered 401 Unauthorized`,
    );
    expect(run.outputs['matrix']).toBeUndefined();
    expect(run.outputs['any-changed']).toBeUndefined();
  });
});

describe('plan-deploys: reads within limits', () => {
  it('reads four targets at a time, and writes nothing', async () => {
    const e = emulator();
    const latency = 100;
    const ids = Array.from({ length: 12 }, (_, i) => 9200 + i);
    for (const id of ids) {
      e.state.addScript(id);
      e.state.setActiveRelease(id, { CommitSha: c1 });
    }
    e.setLatency(latency);
    const run = await plan(repo.dir, ids.map((id) => `- {name: s${id}, kind: script, script-id: ${id}, paths: [api/**]}`).join('\n'));
    expect(run.exitCode, run.stdout).toBe(0);
    const arrivals = e.requests.map((r) => r.time).sort((a, b) => a - b);
    expect(arrivals).toHaveLength(12);
    // A fifth read starts only once one of four has been answered, which takes the latency at least.
    for (let i = 0; i + 4 < arrivals.length; i++)
      expect((arrivals[i + 4] as number) - (arrivals[i] as number)).toBeGreaterThanOrEqual(latency - 2);
    expect(e.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});

describe('plan-deploys: dry run', () => {
  it('lists the read of each target, sends nothing and runs no git', async () => {
    const run = await runAgainst(
      emulator(),
      {
        operation: 'plan-deploys',
        'dry-run': 'true',
        'api-key': '',
        targets: `- {name: api, kind: script, script-id: ${SEED.scriptWithRelease}, paths: [api/**]}\n- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}}\n- {name: gw, kind: app, app-id: ${SEED.edgeAppId}}`,
      },
      { workspace: repo.dir },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain(`/compute/script/${SEED.scriptWithRelease}/releases/active`);
    expect(run.summary).toContain(`/pullzone/${SEED.pullZoneSite}`);
    expect(run.summary).toContain(`/mc/apps/${SEED.edgeAppId}`);
    expect(run.summary).toContain('web: production&#39;s rule');
    expect(emulator().requests).toHaveLength(0);
  });
});
