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

  it('asks again after one 503 of the token service, on the step clock, and publishes', async () => {
    github.inject({ path: '/_oidc/token', status: 503 });
    const clock = new FakeClock();
    const run = await publish({}, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(tokenRequests().map((request) => request.status)).toEqual([503, 200, 200]);
    expect(run.stdout).toMatch(/github-oidc: the runner's token service: 503 Service Unavailable \(attempt 1 of 3\); retrying in/);
    expect(clock.sleeps.length).toBeGreaterThan(0);
  });

  it('bounds each attempt by timeout-seconds when the service never answers, and does not blame the permissions', async () => {
    github.inject({ path: '/_oidc/token', status: 'hang', times: 2 });
    const run = await publish({ 'timeout-seconds': '1', 'max-attempts': '2' });
    expect(run.exitCode).toBe(1);
    expect(tokenRequests()).toHaveLength(2);
    const message = failureMessage(run);
    expect(message).toContain("github-oidc: the runner's token service gave no answer within 1 s (timeout-seconds)");
    expect(message).toContain('2 attempts');
    expect(message).not.toContain('id-token: write');
  });

  it('says what a 503 that outlasts every attempt was, without blaming the permissions', async () => {
    github.inject({ path: '/_oidc/token', status: 503, message: 'token service down', times: 2 });
    const run = await publish({ 'max-attempts': '2' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/token service answered 503 Service Unavailable: .*token service down/);
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
