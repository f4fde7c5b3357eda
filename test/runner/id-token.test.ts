import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { startProbeTarget, type ProbeTarget } from '../support/probe-target.ts';
import type { ActionRun } from '../support/run-action.ts';

const emulator = useEmulator();
const script = SEED.scriptWithRelease;
const CODE = "export default { fetch: () => new Response('v2 oidc') };\n";
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

const tokenRequests = () => github.requests.filter((request) => request.path === '/_oidc/token');

async function publish(inputs: Record<string, string> = {}, clock = new FakeClock()): Promise<ActionRun> {
  github.requests.length = 0;
  emulator().state.edgeScripts.linkRepository(script, REPOSITORY);
  target.answer({ status: 200, body: 'v2 oidc' });
  const environment = github.oidcEnvironment();
  return runAgainst(
    emulator(),
    {
      operation: 'publish-script',
      'script-id': String(script),
      file: 'dist/edge.js',
      'api-key': '',
      'github-oidc': 'true',
      'probe-url': `${target.url}/version`,
      'expect-body': 'v2 oidc',
      'poll-interval-seconds': '1',
      ...inputs,
    },
    { files: { 'dist/edge.js': CODE }, env: environment, clock, secrets: [environment.ACTIONS_ID_TOKEN_REQUEST_TOKEN] },
  );
}

describe('github-oidc: the runner token service, through the runner protocol (issue 38 item 10)', () => {
  it('asks for a token with no audience, one per request that carries it', async () => {
    const run = await publish();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tokenRequests()).toHaveLength(2);
    for (const request of tokenRequests()) expect(request.query['audience']).toBeUndefined();
  });

  it("asks again after one 503 through @actions/core's retries, on the step clock, and publishes", async () => {
    github.inject({ path: '/_oidc/token', status: 503 });
    const clock = new FakeClock();
    const run = await publish({}, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tokenRequests().map((request) => request.status)).toEqual([503, 200, 200]);
    expect(clock.sleeps[0]).toBe(10);
  });

  it('asks a service that keeps failing no more than @actions/core does (11 requests, whatever max-attempts says), and says what it answered', async () => {
    github.inject({ path: '/_oidc/token', status: 503, message: 'token service down', times: 11 });
    const run = await publish({ 'max-attempts': '5' });
    expect(run.exitCode).toBe(1);
    expect(tokenRequests().map((request) => request.status)).toEqual(Array<number>(11).fill(503));
    const message = failureMessage(run);
    expect(message).toMatch(/github-oidc: the runner's token service answered 503 Service Unavailable: .*token service down/);
    expect(message).not.toContain('id-token: write');
  });

  it('asks again after a dropped connection, which @actions/core does not retry, logs the retry, and publishes', async () => {
    github.inject({ path: '/_oidc/token', status: 'reset' });
    const clock = new FakeClock();
    const run = await publish({}, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tokenRequests().map((request) => request.status)).toEqual([-1, 200, 200]);
    expect(run.stdout).toMatch(/github-oidc: the runner's token service: could not be reached \(.*\) \(attempt 1 of 3\); retrying in /);
    // The action's first backoff, on the step clock (the sleep after it is the probe's).
    expect(clock.sleeps[0]).toBeLessThan(500);
  });

  it('asks again after a 429, which @actions/core returns as it came, and publishes', async () => {
    github.inject({ path: '/_oidc/token', status: 429, message: 'slow down' });
    const run = await publish();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tokenRequests().map((request) => request.status)).toEqual([429, 200, 200]);
    expect(run.stdout).toContain("github-oidc: the runner's token service: 429 Too Many Requests (attempt 1 of 3); retrying in ");
  });

  it('asks a service that keeps answering 429 max-attempts times, then says what it answered', async () => {
    // No more 429s than max-attempts: a further request would get a token, and the step would pass.
    github.inject({ path: '/_oidc/token', status: 429, message: 'slow down', times: 4 });
    const run = await publish({ 'max-attempts': '4' });
    expect(run.exitCode).toBe(1);
    expect(tokenRequests().map((request) => request.status)).toEqual([429, 429, 429, 429]);
    const message = failureMessage(run);
    expect(message).toMatch(/github-oidc: the runner's token service answered 429 Too Many Requests: .*slow down/);
    expect(message).not.toContain('id-token: write');
  });

  it("does not ask again after a 5xx that outlasted @actions/core's retries, even after a dropped connection was asked again", async () => {
    github.inject({ path: '/_oidc/token', status: 'reset' }, { path: '/_oidc/token', status: 503, times: 11 });
    const run = await publish({ 'max-attempts': '5' });
    expect(run.exitCode).toBe(1);
    expect(tokenRequests().map((request) => request.status)).toEqual([-1, ...Array<number>(11).fill(503)]);
    expect(failureMessage(run)).toContain("github-oidc: the runner's token service answered 503 Service Unavailable");
  });

  it('asks a connection that keeps dropping again only while the wait still ends within timeout-seconds', async () => {
    // A third request would get a token, and the step would pass.
    github.inject({ path: '/_oidc/token', status: 'reset', times: 2 });
    const clock = new FakeClock();
    const run = await publish({ 'max-attempts': '10', 'timeout-seconds': '1' }, clock);
    expect(run.exitCode).toBe(1);
    // The first wait is at most 0.5 s; the second's could reach 1 s, past the bound: two requests.
    expect(tokenRequests()).toHaveLength(2);
    expect(failureMessage(run)).toContain("github-oidc: the runner's token service could not be reached (");
  });

  it('waits on a service that never answers timeout-seconds, asks it once, and does not blame the permissions', async () => {
    github.inject({ path: '/_oidc/token', status: 'hang', times: 1 });
    // The request hangs until the emulator closes: the step ends only because timeout-seconds bounds it.
    const run = await publish({ 'timeout-seconds': '1', 'max-attempts': '3' });
    expect(run.exitCode).toBe(1);
    expect(tokenRequests()).toHaveLength(1);
    const message = failureMessage(run);
    expect(message).toContain("github-oidc: the runner's token service gave no answer within 1 s (timeout-seconds)");
    expect(message).not.toContain('id-token: write');
  });

  it('blames the permissions for a refusal, and does not ask again', async () => {
    github.inject({ path: '/_oidc/token', status: 403, message: 'no id-token permission' });
    const run = await publish();
    expect(run.exitCode).toBe(1);
    expect(tokenRequests()).toHaveLength(1);
    expect(failureMessage(run)).toMatch(/answered 403 Forbidden: .*The job needs permissions: id-token: write/);
  });
});
