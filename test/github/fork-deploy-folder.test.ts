import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { pullRequestEnvironment, withGitHub, workflowRunEnvironment } from '../support/pull-request-step.ts';
import { SITE_HOST, SITE_ZONE, pointHostnames, siteSecrets, siteStep } from '../support/site.ts';

/*
 * A deploy's folder that a rule of the site uses (production's, a preview's, a rollback's target)
 * is complete: a build that holds its files and more adds nothing to it. A fork's workflow_run
 * deploys under its whole head commit by default, which no commit of a fork can be made to match;
 * so does a fork's pull_request_target run, whose GITHUB_SHA is the base branch's latest commit.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PROD = { 'dist/index.html': '<h1>prod</h1>', 'dist/app.css': 'body{}' };
const PHISH = { ...PROD, 'dist/login/index.html': '<form>phish</form>' };
/** Production's deploy id: the first 12 hex digits of a public commit. */
const PROD_ID = 'abcdef012345';
/** A fork's commit whose first 12 hex digits are production's. */
const COLLIDING = PROD_ID + '9'.repeat(28);

async function step(env: Record<string, string>, inputs: Record<string, string>, files: Record<string, string>, token?: string) {
  const emu = emulator();
  const clock = new FakeClock();
  emu.useClock(clock);
  pointHostnames(emu, 'pr-7.site.example', 'pr-12.site.example');
  return runAgainst(
    emu,
    {
      operation: 'deploy-site',
      'pull-zone-id': String(SITE_ZONE),
      'storage-zone-id': String(SEED.storageZoneId),
      'source-dir': 'dist',
      ...(token ? { 'github-token': token } : {}),
      ...inputs,
    },
    {
      env: { ...env, HTTPS_PROXY: emu.edgeUrl },
      clock,
      files,
      secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site, ...(token ? [token] : [])],
    },
  );
}

const serve = (path: string, host = SITE_HOST) =>
  emulator()
    .state.edge.serveEverywhere({ scheme: 'https', host, path, query: '', headers: {} })
    .map((answer) => `${answer.status} ${answer.body.toString()}`);
const folder = (id: string) =>
  [...emulator().state.storage.files(SEED.storageZoneName).keys()].filter((path) => path.startsWith(`deploys/${id}/`)).sort();
const uploads = () => emulator().state.storage.writes.filter((write) => write.kind === 'upload').length;

/** A fork's pull request #12 at `sha`, its workflow_run's preview step with allow-fork: true. */
async function forkPreview(inputs: Record<string, string>, files: Record<string, string>, sha = COLLIDING) {
  return withGitHub(async (github) => {
    const pull = github.openPullRequest(12, { sha, ref: 'main', repository: 'mallory/octo-repo' });
    const env = await workflowRunEnvironment(github, { pull });
    return step(env, { 'preview-hostname': 'pr-{pr}.site.example', 'allow-fork': 'true', ...inputs }, files, github.writeToken);
  });
}

const IN_USE = (id: string) => `deploys/${id}/ is in use (served or kept for rollback: a rule of pull zone ${SITE_ZONE} `;

describe("a fork's preview build that holds the files of a deploy in use, and more", () => {
  it("never adds its files to production's deploy: the fork's default deploy id is its whole head commit", async () => {
    expect((await step({}, { 'deploy-id': PROD_ID }, PROD)).exitCode).toBe(0);
    const fork = await forkPreview({}, PHISH);
    expect(fork.exitCode, fork.stdout).toBe(0);
    expect(fork.outputs['deploy-id']).toBe(COLLIDING);
    expect(folder(PROD_ID)).toEqual([`deploys/${PROD_ID}/app.css`, `deploys/${PROD_ID}/index.html`]);
    expect(serve('/login/').join('\n')).not.toContain('phish');
    expect(serve('/')).toEqual(Array(3).fill('200 <h1>prod</h1>'));
  });

  it("is refused before any upload under production's deploy id, naming the files it would add; its dry run says the same", async () => {
    expect((await step({}, { 'deploy-id': PROD_ID }, PROD)).exitCode).toBe(0);
    const sent = uploads();
    const dry = await forkPreview({ 'deploy-id': PROD_ID, 'dry-run': 'true' }, PHISH);
    const run = await forkPreview({ 'deploy-id': PROD_ID }, PHISH);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`${IN_USE(PROD_ID)}serves it) and lacks these files of the build: login/index.html`);
    expect(failureMessage(run)).toContain('A deploy is immutable');
    expect(dry.exitCode).toBe(1);
    expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
    // Known on a refusal too: nothing was uploaded.
    expect(run.outputs['uploaded']).toBe('0');
    expect(uploads()).toBe(sent);
    expect(folder(PROD_ID)).toHaveLength(2);
    expect(serve('/login/').join('\n')).not.toContain('phish');
  });

  it("is refused under the deploy id of another pull request's preview", async () => {
    const preview = await step({}, { 'deploy-id': 'pr7-build', 'preview-hostname': 'pr-7.site.example' }, PROD);
    expect(preview.exitCode, preview.stdout).toBe(0);
    const sent = uploads();
    const run = await forkPreview({ 'deploy-id': 'pr7-build' }, PHISH);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`${IN_USE('pr7-build')}serves it) and lacks these files of the build: login/index.html`);
    expect(uploads()).toBe(sent);
    expect(serve('/login/', 'pr-7.site.example').join('\n')).not.toContain('phish');
  });

  it("is refused under the deploy id of production's rollback target, which a rule records", async () => {
    expect((await step({}, { 'deploy-id': PROD_ID }, PROD)).exitCode).toBe(0);
    const next = await step({}, { 'deploy-id': 'v2' + '0'.repeat(10) }, { ...PROD, 'dist/index.html': '<h1>v2</h1>' });
    expect(next.exitCode, next.stdout).toBe(0);
    expect(next.outputs['previous-deploy-id']).toBe(PROD_ID);
    const sent = uploads();
    const run = await forkPreview({ 'deploy-id': PROD_ID }, PHISH);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `${IN_USE(PROD_ID)}records it as the deploy live before its own, which a rollback restores) and lacks these files of the build: login/index.html`,
    );
    expect(uploads()).toBe(sent);
    expect(folder(PROD_ID)).toHaveLength(2);
  });

  it('is refused with promote: false too, which reads the pull zone for it; its dry run says the same', async () => {
    expect((await step({}, { 'deploy-id': PROD_ID }, PROD)).exitCode).toBe(0);
    const sent = uploads();
    const inputs = { 'deploy-id': PROD_ID, promote: 'false' };
    const dry = await step({}, { ...inputs, 'dry-run': 'true' }, PHISH);
    const run = await step({}, inputs, PHISH);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`${IN_USE(PROD_ID)}serves it) and lacks these files of the build: login/index.html`);
    expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
    expect(uploads()).toBe(sent);
    expect(folder(PROD_ID)).toHaveLength(2);
  });
});

describe('an upload cut short, to a folder no rule uses', () => {
  it('is completed by a re-run of the same build, with promote and without', async () => {
    for (const [id, promote] of [
      ['cut-short-1', 'true'],
      ['cut-short-2', 'false'],
    ] as const) {
      emulator().state.storage.putFile(SEED.storageZoneName, `deploys/${id}/app.css`, Buffer.from('body{}'));
      const run = await step({}, { 'deploy-id': id, promote }, PROD);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ uploaded: '1', unchanged: '1', promoted: promote });
      expect(folder(id)).toEqual([`deploys/${id}/app.css`, `deploys/${id}/index.html`]);
    }
  });

  it("in a same-repository pull request's workflow_run keeps the 12-digit default deploy id", async () => {
    await withGitHub(async (github) => {
      const sha = '1234567890ab'.repeat(3) + 'cdef';
      const pull = github.openPullRequest(7, { sha });
      const env = await workflowRunEnvironment(github, { pull });
      emulator().state.storage.putFile(SEED.storageZoneName, `deploys/${sha.slice(0, 12)}/app.css`, Buffer.from('body{}'));
      const run = await step(env, { 'preview-hostname': 'pr-{pr}.site.example' }, PROD, github.writeToken);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ 'deploy-id': sha.slice(0, 12), uploaded: '1', unchanged: '1' });
    });
  });
});

/** The base branch's latest commit: GITHUB_SHA of the pull request steps below, and production's deploy id (review F). */
const BASE_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const BASE_ID = BASE_SHA.slice(0, 12);
/** The head commit of a fork's pull request #12. */
const FORK_HEAD = '0f0f0f0f0f0f'.repeat(3) + '1234';

/** The merge commit GitHub makes of a pull request's head and its base: GITHUB_SHA on pull_request. */
const MERGE_SHA = '9e9e9e9e9e9e'.repeat(3) + '5678';

/**
 * Pull request #`number`'s `event` step (preview at pr-<number>, allow-fork: true, the default
 * deploy id) at head `sha`; on pull_request GITHUB_SHA is the merge commit, as the runner gives it.
 */
async function pullRequestPreview(event: string, sha: string | undefined, files: Record<string, string>, fork?: string, number = 12) {
  pointHostnames(emulator(), `pr-${number}.site.example`);
  return withGitHub(async (github) => {
    github.openPullRequest(number, { sha: sha ?? FORK_HEAD, ref: 'main', ...(fork ? { repository: fork } : {}) });
    const base = await pullRequestEnvironment(github, { event, number, ...(fork ? { fork } : {}), ...(sha ? { sha } : {}) });
    expect(base['GITHUB_SHA']).toBe(BASE_SHA);
    const env = event === 'pull_request' ? { ...base, GITHUB_SHA: MERGE_SHA } : base;
    return step(env, { 'preview-hostname': 'pr-{pr}.site.example', 'allow-fork': 'true' }, files, github.writeToken);
  });
}

describe("a pull request's default deploy id is its head commit, never the base branch's GITHUB_SHA", () => {
  it("a fork's pull_request_target preview adds nothing to production's upload under the base commit's id (review F)", async () => {
    const upload = await step({ GITHUB_SHA: BASE_SHA }, { promote: 'false' }, PROD);
    expect(upload.exitCode, upload.stdout).toBe(0);
    expect(upload.outputs['deploy-id']).toBe(BASE_ID);
    const fork = await pullRequestPreview('pull_request_target', FORK_HEAD, PHISH, 'mallory/octo-repo');
    expect(fork.exitCode, fork.stdout).toBe(0);
    expect(fork.outputs['deploy-id']).toBe(FORK_HEAD);
    expect(folder(BASE_ID)).toEqual([`deploys/${BASE_ID}/app.css`, `deploys/${BASE_ID}/index.html`]);
    const clock = new FakeClock();
    const promote = await siteStep(emulator(), 'promote-site', { inputs: { 'deploy-id': BASE_ID }, clock });
    expect(promote.exitCode, promote.stdout).toBe(0);
    expect(serve('/login/').join('\n')).not.toContain('phish');
    expect(serve('/')).toEqual(Array(3).fill('200 <h1>prod</h1>'));
  });

  it("a fork's pull_request_target preview is not refused while production is live under the base commit's id", async () => {
    expect((await step({ GITHUB_SHA: BASE_SHA }, {}, PROD)).exitCode).toBe(0);
    const fork = await pullRequestPreview(
      'pull_request_target',
      FORK_HEAD,
      { ...PROD, 'dist/index.html': '<h1>fork</h1>' },
      'mallory/octo-repo',
    );
    expect(fork.exitCode, fork.stdout).toBe(0);
    expect(fork.outputs['deploy-id']).toBe(FORK_HEAD);
    expect(serve('/', 'pr-12.site.example')).toEqual(Array(3).fill('200 <h1>fork</h1>'));
    expect(serve('/')).toEqual(Array(3).fill('200 <h1>prod</h1>'));
  });

  it("on pull_request the default is GITHUB_SHA, the merge commit the build is of (all 40 for a fork's); on pull_request_target the head's", async () => {
    const fork = await pullRequestPreview('pull_request', FORK_HEAD, PROD, 'mallory/octo-repo');
    expect(fork.exitCode, fork.stdout).toBe(0);
    expect(fork.outputs['deploy-id']).toBe(MERGE_SHA);
    const own = await pullRequestPreview('pull_request', FORK_HEAD, PROD, undefined, 13);
    expect(own.exitCode, own.stdout).toBe(0);
    expect(own.outputs['deploy-id']).toBe(MERGE_SHA.slice(0, 12));
    const target = await pullRequestPreview('pull_request_target', FORK_HEAD, PROD, undefined, 14);
    expect(target.exitCode, target.stdout).toBe(0);
    expect(target.outputs['deploy-id']).toBe(FORK_HEAD.slice(0, 12));
  });

  it('a pull_request_target event that names no head commit takes no default: deploy-id is required', async () => {
    const sent = uploads();
    const run = await pullRequestPreview('pull_request_target', undefined, PROD, 'mallory/octo-repo');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('deploy-id');
    expect(failureMessage(run)).toContain('pull_request.head.sha');
    expect(uploads()).toBe(sent);
  });
});
