import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { startGitHubEmulator, type GitHubEmulator } from '../../../emulator/github/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { startProbeTarget, type ProbeTarget } from '../../support/probe-target.ts';
import type { ActionRun } from '../../support/run-action.ts';

const emulator = useEmulator();
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;
const CODE = "export default { fetch: () => new Response('v2 keyless') };\n";
const REPOSITORY = 'acme/edge';

let github: GitHubEmulator;
let target: ProbeTarget;
beforeAll(async () => {
  github = await startGitHubEmulator({ repository: REPOSITORY });
  target = await startProbeTarget();
});
afterAll(async () => {
  await github.close();
  await target.close();
});

const scriptState = () => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  return found;
};
const names = () => emulator().requests.map((request) => `${request.method} ${request.path}`);
/** The headers that carry a credential, per request. */
const credentials = () =>
  emulator().requests.map((request) => ({
    request: `${request.method} ${request.path}`,
    accessKey: request.headers['accesskey'],
    deploymentKey: request.headers['deploymentkey'],
    githubToken: request.headers['githubtoken'],
  }));

async function publish(inputs: Record<string, string>, env: Record<string, string> = {}, secrets: string[] = []): Promise<ActionRun> {
  target.requests.length = 0;
  target.answer({ status: 200, body: 'v2 keyless' });
  return runAgainst(
    emulator(),
    {
      operation: 'publish-script',
      'script-id': String(script),
      file: 'dist/edge.js',
      'api-key': '',
      'probe-url': `${target.url}/version`,
      'expect-body': 'v2 keyless',
      'poll-interval-seconds': '1',
      ...inputs,
    },
    { files: { 'dist/edge.js': CODE }, env, clock: new FakeClock(), secrets: [scriptState().deploymentKey, ...secrets] },
  );
}

describe('publish-script without the account key (issue 33 item 3)', () => {
  it("with the script's deployment key: only the code save and the publish carry it, and the probe proves the code live", async () => {
    const key = scriptState().deploymentKey;
    const run = await publish({ 'deployment-key': key });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(credentials()).toEqual([
      { request: `POST ${base}/code`, accessKey: undefined, deploymentKey: key, githubToken: undefined },
      { request: `POST ${base}/publish`, accessKey: undefined, deploymentKey: key, githubToken: undefined },
    ]);
    // The publish carries no body, with the JSON content type, as the platform's own deploy action sends it.
    const publishRequest = emulator().requests.find((request) => request.path === `${base}/publish`);
    expect(publishRequest?.bodyText).toBe('');
    expect(publishRequest?.headers['content-type']).toBe('application/json');
    expect(publishRequest?.headers['accept']).toBe('application/json');
    expect(run.stdout).toContain('with no note (a publish with a script credential has no body');
    expect(scriptState().activeRelease?.Code).toBe(CODE);
    // The probed host gets no credential of the platform.
    for (const request of target.requests) {
      expect(request.headers['deploymentkey']).toBeUndefined();
      expect(request.headers['accesskey']).toBeUndefined();
    }
    expect(run.outputs).toMatchObject({ 'verified-by': 'probe', matched: 'true', unchanged: 'false', 'rolled-back': 'false' });
    for (const unset of ['release-id', 'release-uuid', 'previous-release-uuid', 'url']) expect(run.outputs[unset]).toBeUndefined();
    expect(run.stdout).toContain('nothing is purged');
    expect(emulator().state.purges).toEqual([]);
  });

  it('with github-oidc: a fresh token minted for each of the two requests, of the linked repository', async () => {
    emulator().state.edgeScripts.linkRepository(script, REPOSITORY);
    const before = github.requests.length;
    const run = await publish({ 'github-oidc': 'true' }, github.oidcEnvironment());
    expect(run.exitCode, run.stdout).toBe(0);
    const mints = github.requests.slice(before).filter((request) => request.path === '/_oidc/token');
    expect(mints).toHaveLength(2);
    const sent = credentials();
    expect(sent.map((entry) => entry.request)).toEqual([`POST ${base}/code`, `POST ${base}/publish`]);
    const [code, publishRequest] = sent;
    expect(code?.githubToken).toBeTruthy();
    expect(publishRequest?.githubToken).toBeTruthy();
    expect(code?.githubToken).not.toBe(publishRequest?.githubToken);
    expect(sent.every((entry) => entry.accessKey === undefined && entry.deploymentKey === undefined)).toBe(true);
    // Asked for with no audience, as the platform's own action asks.
    for (const mint of mints) expect(mint.query['audience']).toBeUndefined();
    expect(run.outputs['verified-by']).toBe('probe');
    // Each token is masked for the runner (core's add-mask), and shown nowhere else.
    const shown = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const token of [code?.githubToken ?? '', publishRequest?.githubToken ?? '']) {
      expect(run.stdout).toContain(`::add-mask::${token}`);
      expect(shown).not.toContain(token.slice(-40));
      expect(run.summary).not.toContain(token.slice(-40));
    }
  });

  it('with api-key too: the key reads, the deployment key saves and publishes, and the release proves the code live', async () => {
    const key = scriptState().deploymentKey;
    const run = await publish({ 'api-key': DEFAULT_API_KEY, 'deployment-key': key, 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(credentials()).toEqual([
      { request: `GET ${base}`, accessKey: DEFAULT_API_KEY, deploymentKey: undefined, githubToken: undefined },
      { request: `GET ${base}/releases/active`, accessKey: DEFAULT_API_KEY, deploymentKey: undefined, githubToken: undefined },
      { request: `POST ${base}/code`, accessKey: undefined, deploymentKey: key, githubToken: undefined },
      { request: `POST ${base}/publish`, accessKey: undefined, deploymentKey: key, githubToken: undefined },
      { request: `GET ${base}/releases/active`, accessKey: DEFAULT_API_KEY, deploymentKey: undefined, githubToken: undefined },
    ]);
    expect(run.outputs).toMatchObject({ 'verified-by': 'release', 'release-id': String(scriptState().activeRelease?.Id) });
  });

  it("with api-key and a script credential: another deploy's note-less release going live meanwhile supersedes this step's, and nothing is rolled back", async () => {
    // The publish sent no note, so a release with no note and other code is not known as this step's (raced): it is someone else's.
    scriptState().nextPublish = { mode: 'superseded', reads: 0, otherNote: null };
    const run = await publish({
      'api-key': DEFAULT_API_KEY,
      'deployment-key': scriptState().deploymentKey,
      'purge-linked-zones': 'false',
      'rollback-on-failure': 'true',
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /was superseded by release \d+ \(uuid [0-9a-f]+\), which went live .*with other code \(another deploy: this publish sent no note.*Nothing was rolled back/,
    );
    expect(run.outputs['rolled-back']).toBe('false');
    expect(names().filter((name) => name.includes('/publish/'))).toEqual([]);
    expect(scriptState().activeRelease).toMatchObject({ Code: '// another deploy\n', Note: '' });
  });

  it('with api-key and a script credential, an unchanged re-run without a probe purges nothing: the note-less release names no commit', async () => {
    const inputs = { 'api-key': DEFAULT_API_KEY, 'deployment-key': scriptState().deploymentKey, 'probe-url': '', 'expect-body': '' };
    const env = { GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' };
    expect((await publish({ ...inputs, 'purge-linked-zones': 'false' }, env)).exitCode).toBe(0);
    emulator().requests.length = 0;
    const again = await publish(inputs, env);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['unchanged']).toBe('true');
    expect(again.stdout).toContain(
      "is not known as this step's deploy (a publish with a script credential sends no note), so this step, which published nothing, writes nothing",
    );
    expect(names().filter((name) => !name.startsWith('GET'))).toEqual([]);
    expect(emulator().state.purges).toEqual([]);
  });

  it('with a script credential and a fixed custom note, a release another publish made with that note is not taken for its own', async () => {
    // The account key publishes with the note; the credential step of the same code sends none, so the release is not its.
    expect((await publish({ 'api-key': DEFAULT_API_KEY, note: 'production deploy', 'purge-linked-zones': 'false' })).exitCode).toBe(0);
    emulator().requests.length = 0;
    const inputs = {
      'api-key': DEFAULT_API_KEY,
      'deployment-key': scriptState().deploymentKey,
      note: 'production deploy',
      'probe-url': '',
      'expect-body': '',
    };
    const again = await publish(inputs);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['unchanged']).toBe('true');
    expect(again.stdout).toContain("is not known as this step's deploy (a publish with a script credential sends no note)");
    expect(emulator().state.purges).toEqual([]);
  });

  it('a dry run with api-key and a script credential shows the publish as it is sent: no note, no body', async () => {
    const run = await publish({
      'api-key': DEFAULT_API_KEY,
      'deployment-key': scriptState().deploymentKey,
      note: 'NOTE-NEVER-SENT',
      'dry-run': 'true',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      'Dry run: would save the code of dist/edge.js and publish it with no note (a publish with a script credential has no body)',
    );
    expect(run.stdout).not.toContain('NOTE-NEVER-SENT');
    const shown = (JSON.parse(run.outputs['result'] ?? '') as { requests: Array<{ path: string; body?: unknown }> }).requests;
    expect(shown.find((request) => request.path === `${base}/publish`)?.body).toBeUndefined();
    expect(names().filter((name) => name.startsWith('POST'))).toEqual([]);
  });

  it('verify: none publishes and says plainly that nothing was verified', async () => {
    const run = await publish({ 'deployment-key': scriptState().deploymentKey, 'probe-url': '', 'expect-body': '', verify: 'none' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['verified-by']).toBe('none');
    expect(actedCommands(run, ['warning']).map((w) => w.data)).toEqual([
      expect.stringContaining('nothing proves that the new code is live'),
    ]);
    expect(run.summary).toContain('not verified (verify: none)');
    expect(target.requests).toEqual([]);
  });

  it('a probe that does not match fails the step, and nothing is rolled back', async () => {
    const run = await publish({ 'deployment-key': scriptState().deploymentKey, 'expect-body': 'v3', 'wait-seconds': '3' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/did not match .*Nothing was rolled back: without api-key/);
    expect(run.outputs).toMatchObject({ 'verified-by': 'none', matched: 'false', 'rolled-back': 'false' });
  });

  it('refuses, before any request and all at once, what a publish without api-key cannot do', async () => {
    const mints = github.requests.length;
    const run = await publish({
      'deployment-key': scriptState().deploymentKey,
      'expect-body': '',
      'if-unchanged': 'skip',
      'rollback-on-failure': 'true',
    });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^3 input problems:/);
    expect(message).toContain("Input 'probe-url': needs an expectation that tells the new code from the old");
    expect(message).toContain("Input 'if-unchanged': skip needs api-key");
    expect(message).toContain("Input 'rollback-on-failure': needs api-key");
    expect(emulator().requests).toEqual([]);
    expect(github.requests.slice(mints)).toEqual([]);

    const bare = await publish({ 'probe-url': '', 'expect-body': '' });
    expect(failureMessage(bare)).toContain("Input 'api-key': is required");
    expect(failureMessage(bare)).toContain('unless deployment-key or github-oidc: true is given');
    const both = await publish({ 'deployment-key': scriptState().deploymentKey, 'github-oidc': 'true' });
    expect(failureMessage(both)).toContain("Input 'github-oidc': cannot be true together with deployment-key");
    const needless = await publish({ 'api-key': DEFAULT_API_KEY, verify: 'none' });
    expect(failureMessage(needless)).toContain("Input 'verify': none is for a publish without api-key");
    // A deployment key that came out empty: no api-key to blame, the keyless credential is what is missing.
    const emptied = await publish({ 'deployment-key': '', 'probe-url': '', 'expect-body': '', verify: 'none' });
    expect(failureMessage(emptied)).toContain(
      "Input 'verify': none is for a publish with deployment-key or github-oidc: true, and neither is given",
    );
    expect(failureMessage(emptied)).not.toContain('with api-key the step reads the release');
    const noProbe = await publish({ 'deployment-key': scriptState().deploymentKey, 'probe-url': '', 'expect-body': '' });
    expect(failureMessage(noProbe)).toContain("Input 'probe-url': is required: without api-key the step cannot read releases");
    // A probe given beside verify: none would be skipped without a word; named with a probe-url refused too, all at once.
    const refusedBoth = await publish({
      'deployment-key': scriptState().deploymentKey,
      verify: 'none',
      'probe-url': 'ftp://example.com/x',
    });
    expect(failureMessage(refusedBoth)).toMatch(/^2 input problems:/);
    expect(failureMessage(refusedBoth)).toContain("Input 'verify': none cannot be given with probe-url");
    const skipped = await publish({ 'deployment-key': scriptState().deploymentKey, verify: 'none' });
    expect(failureMessage(skipped)).toBe(
      "Input 'verify': none cannot be given with probe-url: drop verify to have the probe prove the publish, or drop probe-url to publish without verifying",
    );
    expect(emulator().requests).toEqual([]);
  });

  it('a script credential it refuses is the only problem named of it: the step is still checked as one without api-key', async () => {
    const pasted = `${scriptState().deploymentKey} x`;
    const spaced = await publish({ 'deployment-key': pasted, verify: 'none', 'probe-url': '', 'expect-body': '' }, {}, [pasted]);
    expect(spaced.exitCode).toBe(1);
    expect(failureMessage(spaced)).toBe(
      "Input 'deployment-key': contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character",
    );

    const both = await publish({
      'deployment-key': scriptState().deploymentKey,
      'github-oidc': 'true',
      verify: 'none',
      'probe-url': '',
      'expect-body': '',
    });
    expect(failureMessage(both)).toBe("Input 'github-oidc': cannot be true together with deployment-key: give one script credential");

    // What a publish without api-key cannot do is still refused beside it, all at once.
    const more = await publish({ 'deployment-key': pasted, 'expect-body': '', 'rollback-on-failure': 'true' }, {}, [pasted]);
    const message = failureMessage(more);
    expect(message).toMatch(/^3 input problems:/);
    expect(message).toContain("Input 'deployment-key': contains whitespace");
    expect(message).toContain("Input 'probe-url': needs an expectation that tells the new code from the old");
    expect(message).toContain("Input 'rollback-on-failure': needs api-key");
    expect(emulator().requests).toEqual([]);
  });

  it('a refused deployment key (rotated since) is explained', async () => {
    const old = scriptState().deploymentKey;
    emulator().state.edgeScripts.rotateDeploymentKey(script);
    const run = await publish({ 'deployment-key': old }, {}, [old]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['status']).toBe('401');
    expect(failureMessage(run)).toMatch(/POST .*\/code answered 401.*deployment key was refused: .*not rotated since/s);
    expect(names()).toEqual([`POST ${base}/code`]);
  });

  it('a token of a repository not linked to the script is explained, and a job without id-token: write sends nothing', async () => {
    const unlinked = await publish({ 'github-oidc': 'true' }, github.oidcEnvironment());
    expect(unlinked.exitCode).toBe(1);
    expect(failureMessage(unlinked)).toMatch(
      /answered 401.*this repository is linked to the script under the account's GitHub integration/s,
    );

    emulator().requests.length = 0;
    const noToken = await publish({ 'github-oidc': 'true' });
    expect(noToken.exitCode).toBe(1);
    expect(failureMessage(noToken)).toContain('github-oidc: the runner gave this job no OIDC token');
    expect(failureMessage(noToken)).toContain('permissions: id-token: write, and a pull request from a fork gets no token');
    expect(emulator().requests).toEqual([]);
  });

  it("with github-oidc: a token service that fails past @actions/core's retries is asked 11 times, and nothing is saved", async () => {
    emulator().state.edgeScripts.linkRepository(script, REPOSITORY);
    emulator().requests.length = 0;
    const before = github.requests.length;
    github.inject({ path: '/_oidc/token', status: 502, times: 11 });
    const run = await publish({ 'github-oidc': 'true', 'max-attempts': '3' }, github.oidcEnvironment());
    expect(run.exitCode).toBe(1);
    const mints = github.requests.slice(before).filter((request) => request.path === '/_oidc/token');
    expect(mints.map((mint) => mint.status)).toEqual(Array<number>(11).fill(502));
    expect(failureMessage(run)).toContain("github-oidc: the runner's token service answered 502 Bad Gateway");
    expect(emulator().requests).toEqual([]);
  });

  it('with github-oidc: a token for the publish that fails after the save says the code was saved but not published', async () => {
    emulator().state.edgeScripts.linkRepository(script, REPOSITORY);
    emulator().requests.length = 0;
    const before = github.requests.length;
    const live = scriptState().activeRelease?.Code;
    // The save's token is minted; the publish's outlasts @actions/core's retries.
    github.inject(
      { path: '/_oidc/token', status: 'pass' },
      { path: '/_oidc/token', status: 503, message: 'token service down', times: 11 },
    );
    const run = await publish({ 'github-oidc': 'true' }, github.oidcEnvironment());
    expect(run.exitCode).toBe(1);
    expect(github.requests.slice(before).filter((request) => request.path === '/_oidc/token')).toHaveLength(12);
    expect(names()).toEqual([`POST ${base}/code`]);
    expect(scriptState().code).toBe(CODE);
    expect(scriptState().activeRelease?.Code).toBe(live);
    const message = failureMessage(run);
    expect(message).toMatch(/github-oidc: the runner's token service answered 503 Service Unavailable: .*token service down/);
    expect(message).toContain(
      "The file was saved as the script's code but not published: a later publish-script of the same file publishes it",
    );
  });
});

describe('the Edge Scripting emulator and script-scoped credentials', () => {
  const call = (path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${emulator().url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("takes a script's deployment key on its code and publish requests only", async () => {
    const key = { DeploymentKey: scriptState().deploymentKey };
    expect((await call(`${base}/code`, key, { Code: 'x' })).status).toBe(204);
    expect((await call(`${base}/publish`, key, { Note: 'n' })).status).toBe(204);
    expect((await call(base, key)).status).toBe(401);
    expect((await call(`${base}/releases/active`, key)).status).toBe(401);
    expect((await call(`${base}/publish/c3f9a06d`, key, { Note: 'n' })).status).toBe(401);
    expect((await call(`${base}/secrets`, key)).status).toBe(401);
    expect((await call(`/compute/script/${SEED.scriptWithoutRelease}/code`, key, { Code: 'x' })).status).toBe(401);
    expect((await call(`/pullzone/${SEED.pullZoneWafOn}/purgeCache`, key, {})).status).toBe(401);
  });

  it("takes a GitHub OIDC token of the linked repository, with the owner's audience, until it expires", async () => {
    emulator().state.edgeScripts.linkRepository(script, REPOSITORY);
    const token = github.oidc.mint({ repository: REPOSITORY });
    expect((await call(`${base}/code`, { GithubToken: token }, { Code: 'x' })).status).toBe(204);
    expect((await call(base, { GithubToken: token })).status).toBe(401);
    expect((await call(`${base}/code`, { GithubToken: github.oidc.mint({ repository: 'acme/other' }) }, { Code: 'x' })).status).toBe(401);
    expect(
      (await call(`${base}/code`, { GithubToken: github.oidc.mint({ repository: REPOSITORY }, 'api://x') }, { Code: 'x' })).status,
    ).toBe(401);
    const later = new FakeClock();
    later.time = Date.now() + 3_600_000;
    emulator().useClock(later);
    expect((await call(`${base}/code`, { GithubToken: token }, { Code: 'x' })).status).toBe(401);
  });
});
