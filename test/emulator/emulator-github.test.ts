import { afterEach, describe, expect, it } from 'vitest';
import { GITHUB_OIDC_ISSUER, startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { pullRequestEventPayload, workflowRunEventPayload } from '../../emulator/github/events.ts';

const started: GitHubEmulator[] = [];
async function github(...args: Parameters<typeof startGitHubEmulator>): Promise<GitHubEmulator> {
  const emulator = await startGitHubEmulator(...args);
  started.push(emulator);
  return emulator;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((emulator) => emulator.close()));
});

async function call(emulator: GitHubEmulator, method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await fetch(`${emulator.apiUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `token ${token}` } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, link: response.headers.get('link'), body: await response.json() };
}

const comments = '/repos/octo-org/octo-repo/issues/5/comments';

describe('GitHub emulator: issue comments', () => {
  it('pages with per_page (30 by default, 100 at most) and Link headers that name the next and last pages', async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    emulator.addComments(
      5,
      Array.from({ length: 250 }, (_, i) => `c${i}`),
    );
    const first = await call(emulator, 'GET', comments, emulator.readOnlyToken);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(30);
    const big = await call(emulator, 'GET', `${comments}?per_page=500&page=3`, emulator.readOnlyToken);
    expect((big.body as Array<{ body: string }>).map((c) => c.body)).toEqual(Array.from({ length: 50 }, (_, i) => `c${200 + i}`));
    expect(big.link).toBe(
      [
        `<${emulator.apiUrl}${comments}?per_page=100&page=2>; rel="prev"`,
        `<${emulator.apiUrl}${comments}?per_page=100&page=1>; rel="first"`,
      ].join(', '),
    );
    const middle = await call(emulator, 'GET', `${comments}?per_page=100&page=2`, emulator.readOnlyToken);
    expect(middle.link).toContain(`<${emulator.apiUrl}${comments}?per_page=100&page=3>; rel="next"`);
    expect(middle.link).toContain('rel="last"');
  });

  it('creates and updates with the write token; the read-only token gets 403, no token 401, another repository 404', async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    const created = await call(emulator, 'POST', comments, emulator.writeToken, { body: 'hello' });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(
      await call(emulator, 'PATCH', `/repos/octo-org/octo-repo/issues/comments/${id}`, emulator.writeToken, { body: 'again' }),
    ).toMatchObject({
      status: 200,
      body: { id, body: 'again' },
    });
    expect(await call(emulator, 'POST', comments, emulator.readOnlyToken, { body: 'x' })).toMatchObject({
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    expect(await call(emulator, 'GET', comments, undefined)).toMatchObject({ status: 401, body: { message: 'Bad credentials' } });
    expect((await call(emulator, 'GET', '/repos/other/repo/issues/5/comments', emulator.writeToken)).status).toBe(404);
    expect((await call(emulator, 'GET', '/repos/octo-org/octo-repo/issues/6/comments', emulator.writeToken)).status).toBe(404);
    expect((await call(emulator, 'POST', comments, emulator.writeToken, { body: 'x'.repeat(65_537) })).status).toBe(422);
    expect(emulator.comments(5).map((c) => c.body)).toEqual(['again']);
  });

  it('serves Enterprise Server paths under its prefix only', async () => {
    const emulator = await github({ pathPrefix: '/api/v3' });
    emulator.openPullRequest(5);
    expect(emulator.apiUrl).toBe(`${emulator.url}/api/v3`);
    expect((await call(emulator, 'GET', comments, emulator.writeToken)).status).toBe(200);
    const outside = await fetch(`${emulator.url}${comments}`, { headers: { authorization: `token ${emulator.writeToken}` } });
    expect(outside.status).toBe(404);
  });

  it('fails on demand, as many times as told', async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    emulator.inject({ method: 'GET', path: comments, status: 502, times: 2 });
    expect((await call(emulator, 'GET', comments, emulator.writeToken)).status).toBe(502);
    expect((await call(emulator, 'GET', comments, emulator.writeToken)).status).toBe(502);
    expect((await call(emulator, 'GET', comments, emulator.writeToken)).status).toBe(200);
  });

  it("matches a fault's string path as a prefix, and records a dropped request with status -1", async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    emulator.inject({ path: '/issues', status: 500 }, { method: 'GET', path: '/repos/', status: 'reset' });
    // '/issues' is inside the path, not at its start: the reset behind it is the one taken.
    await expect(call(emulator, 'GET', comments, emulator.writeToken)).rejects.toThrow();
    expect(emulator.requests.map((request) => request.status)).toEqual([-1]);
    expect((await call(emulator, 'GET', comments, emulator.writeToken)).status).toBe(200);
  });
});

describe('GitHub emulator: OIDC tokens', () => {
  /**
   * The request @actions/core's getIDToken(audience) sends, as a job with id-token: write makes
   * it: GET the request URL (which has a query already) with `&audience=` when one is given,
   * the request token as a bearer; the token is `value` of the JSON answer.
   */
  async function idToken(
    env: { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string },
    audience?: string,
  ): Promise<string> {
    const url = `${env.ACTIONS_ID_TOKEN_REQUEST_URL}${audience ? `&audience=${encodeURIComponent(audience)}` : ''}`;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${env.ACTIONS_ID_TOKEN_REQUEST_TOKEN}`, accept: 'application/json' },
    });
    if (response.status !== 200) throw new Error(`Failed to get ID Token: ${response.status}`);
    const { value } = (await response.json()) as { value?: string };
    if (!value) throw new Error('Response json body do not have ID Token field');
    return value;
  }

  it("answers getIDToken's request with a token of the job's repository, signed, with the owner as the default audience", async () => {
    const emulator = await github();
    const token = await idToken(emulator.oidcEnvironment({ repository: 'acme/edge' }));
    const checked = emulator.oidc.verify(token, { repository: 'acme/edge' });
    expect(checked).toMatchObject({
      ok: true,
      claims: { iss: GITHUB_OIDC_ISSUER, aud: 'https://github.com/acme', repository: 'acme/edge' },
    });
    expect(emulator.oidc.issuer).toBe(GITHUB_OIDC_ISSUER);
    expect(emulator.oidc.verify(token, { repository: 'acme/other' })).toMatchObject({ ok: false });
    const custom = await idToken(emulator.oidcEnvironment(), 'api://bunny');
    expect(emulator.oidc.verify(custom)).toMatchObject({ ok: true, claims: { aud: 'api://bunny', repository: 'octo-org/octo-repo' } });
  });

  it('refuses an unknown request token, and its tokens expire on the clock', async () => {
    const clock = new FakeClock();
    clock.time = Date.parse('2026-01-01T00:00:00Z');
    const emulator = await github({ oidc: { clock, lifetimeSeconds: 300 } });
    const env = emulator.oidcEnvironment();
    await expect(idToken({ ...env, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'wrong' })).rejects.toThrow();
    const token = await idToken(env);
    clock.time += 299_000;
    expect(emulator.oidc.verify(token).ok).toBe(true);
    clock.time += 1_000;
    expect(emulator.oidc.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose claims were changed', async () => {
    const emulator = await github();
    const token = emulator.oidc.mint({ repository: 'acme/edge' });
    const [head, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, repository: 'evil/edge' })).toString('base64url');
    expect(emulator.oidc.verify(`${head}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'bad signature' });
    expect(emulator.oidc.verify('not.a.jwt')).toMatchObject({ ok: false });
  });
});

describe('GitHub emulator: deployments and their statuses', () => {
  const deployments = '/repos/octo-org/octo-repo/deployments';
  const create = {
    ref: 'a'.repeat(40),
    environment: 'preview/pr-1.example.com',
    transient_environment: true,
    auto_merge: false,
    required_contexts: [],
  };

  it('refuses writes without deployments: write (403), and reads with any token of the repository', async () => {
    const emulator = await github();
    for (const token of [emulator.noDeploymentsToken, emulator.readOnlyToken]) {
      const refused = await call(emulator, 'POST', deployments, token, create);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'Resource not accessible by integration' });
    }
    const made = await call(emulator, 'POST', deployments, emulator.writeToken, create);
    expect(made.status).toBe(201);
    const id = (made.body as { id: number }).id;
    expect((await call(emulator, 'POST', `${deployments}/${id}/statuses`, emulator.noDeploymentsToken, { state: 'success' })).status).toBe(
      403,
    );
    expect((await call(emulator, 'GET', `${deployments}?environment=preview/pr-1.example.com`, emulator.readOnlyToken)).body).toHaveLength(
      1,
    );
    expect((await call(emulator, 'POST', `${deployments}/${id}/statuses`, emulator.writeToken, { state: 'done' })).status).toBe(422);
  });

  it("takes GitHub's defaults at their harshest: a merge of the default branch, every status check required", async () => {
    const emulator = await github();
    const merging = { ref: create.ref, environment: create.environment, required_contexts: [] };
    expect((await call(emulator, 'POST', deployments, emulator.writeToken, merging)).status).toBe(202);
    const checked = { ref: create.ref, environment: create.environment, auto_merge: false };
    expect((await call(emulator, 'POST', deployments, emulator.writeToken, checked)).status).toBe(409);
    expect(emulator.deployments()).toEqual([]);
  });

  it('lists newest first by environment, and marks earlier successful ones inactive (auto_inactive) outside production and transient environments', async () => {
    const emulator = await github();
    const ids: number[] = [];
    for (const environment of ['staging', 'staging', 'production', 'production']) {
      const made = await call(emulator, 'POST', deployments, emulator.writeToken, { ...create, environment, transient_environment: false });
      ids.push((made.body as { id: number }).id);
      await call(emulator, 'POST', `${deployments}/${ids.at(-1)}/statuses`, emulator.writeToken, { state: 'success' });
    }
    const staging = await call(emulator, 'GET', `${deployments}?environment=staging`, emulator.writeToken);
    expect((staging.body as Array<{ id: number }>).map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect(emulator.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([
      ['success', 'inactive'],
      ['success'],
      ['success'],
      ['success'],
    ]);
    const statuses = await call(emulator, 'GET', `${deployments}/${ids[0]}/statuses?per_page=1`, emulator.writeToken);
    expect(statuses.body).toMatchObject([{ state: 'inactive' }]);
  });
});

describe('GitHub emulator: who a token is, and who wrote a comment', () => {
  const viewer = async (token: string, graphqlUrl: string) => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { viewer { login } }' }),
    });
    return { status: response.status, body: (await response.json()) as { data?: { viewer?: { login?: string } } } };
  };

  it("answers GET /user for a person's token only, as GitHub refuses an installation token there", async () => {
    const emulator = await github();
    expect(await call(emulator, 'GET', '/user', emulator.personalToken)).toMatchObject({ status: 200, body: { login: 'release-manager' } });
    expect((await call(emulator, 'GET', '/user', emulator.writeToken)).status).toBe(403);
    expect((await call(emulator, 'GET', '/user', 'ghs_unknown')).status).toBe(401);
  });

  it("answers GraphQL's viewer with the login comments carry, beside /api/v3 on Enterprise Server", async () => {
    for (const pathPrefix of ['', '/api/v3']) {
      const emulator = await github({ pathPrefix });
      const graphqlUrl = `${emulator.url}${pathPrefix === '' ? '' : '/api'}/graphql`;
      expect((await viewer(emulator.writeToken, graphqlUrl)).body.data?.viewer?.login).toBe('github-actions[bot]');
      expect((await viewer(emulator.personalToken, graphqlUrl)).body.data?.viewer?.login).toBe('release-manager');
      expect((await viewer('ghs_unknown', graphqlUrl)).status).toBe(401);
    }
  });

  it("writes each comment as the token's identity", async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    await call(emulator, 'POST', comments, emulator.writeToken, { body: 'from the job' });
    await call(emulator, 'POST', comments, emulator.personalToken, { body: 'from a person' });
    emulator.addComments(5, ['from an app'], 'other-app[bot]', 'Bot');
    expect(emulator.comments(5).map((comment) => [comment.user.login, comment.user.type])).toEqual([
      ['github-actions[bot]', 'Bot'],
      ['release-manager', 'User'],
      ['other-app[bot]', 'Bot'],
    ]);
  });
});

describe('GitHub emulator: the pull requests of a commit, and workflow_run events', () => {
  const pullsOf = (emulator: GitHubEmulator, sha: string) =>
    call(emulator, 'GET', `/repos/octo-org/octo-repo/commits/${sha}/pulls`, emulator.readOnlyToken);

  it('lists none, one or several pull requests for a head commit, closed ones as closed, a fork by its head repository (the kinder reading)', async () => {
    const emulator = await github({ commitPullsListForks: true });
    const sha = 'a'.repeat(40);
    expect((await pullsOf(emulator, sha)).body).toEqual([]);
    emulator.openPullRequest(4, { sha, repository: 'contributor/octo-repo', ref: 'main' });
    const one = await pullsOf(emulator, sha);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject([
      {
        number: 4,
        state: 'open',
        head: { sha, ref: 'main', repo: { full_name: 'contributor/octo-repo', fork: true } },
        base: { repo: { full_name: 'octo-org/octo-repo' } },
      },
    ]);
    emulator.openPullRequest(5, { sha });
    emulator.closePullRequest(4);
    const several = (await pullsOf(emulator, sha)).body as Array<{ number: number; state: string }>;
    expect(several.map((pull) => [pull.number, pull.state])).toEqual([
      [4, 'closed'],
      [5, 'open'],
    ]);
    // A push moves the head: the old commit heads nothing.
    emulator.openPullRequest(5, { sha: 'b'.repeat(40) });
    expect(((await pullsOf(emulator, sha)).body as unknown[]).length).toBe(1);
    expect((await pullsOf(emulator, 'not-a-sha')).status).toBe(422);
  });

  it("lists no fork's pull request for its head commit by default, as GitHub does for a commit only the fork holds", async () => {
    const emulator = await github();
    const sha = 'a'.repeat(40);
    emulator.openPullRequest(4, { sha, repository: 'contributor/octo-repo' });
    emulator.openPullRequest(6, { sha, repository: null });
    expect((await pullsOf(emulator, sha)).body).toEqual([]);
    emulator.openPullRequest(5, { sha });
    expect(((await pullsOf(emulator, sha)).body as Array<{ number: number }>).map((pull) => pull.number)).toEqual([5]);
  });

  it("lists a pull request of the repository's branch into another repository (its upstream) for the commit, and nowhere else", async () => {
    const emulator = await github();
    const sha = 'a'.repeat(40);
    emulator.openPullRequest(5, { sha, ref: 'feature' });
    emulator.openPullRequest(1234, { sha, ref: 'feature', base: 'upstream-org/octo-repo' });
    // Another repository's branch into that upstream has nothing to do with this repository's commits.
    emulator.openPullRequest(77, { sha, ref: 'feature', repository: 'contributor/octo-repo', base: 'upstream-org/octo-repo' });
    const listed = (await pullsOf(emulator, sha)).body as Array<{ number: number; base: { repo: { full_name: string } } }>;
    expect(listed.map((pull) => [pull.number, pull.base.repo.full_name])).toEqual([
      [5, 'octo-org/octo-repo'],
      [1234, 'upstream-org/octo-repo'],
    ]);
    expect(listed[1]).toMatchObject({ url: expect.stringContaining('/repos/upstream-org/octo-repo/pulls/1234') });
    const branch = await call(emulator, 'GET', '/repos/octo-org/octo-repo/pulls?head=octo-org:feature&state=all', emulator.readOnlyToken);
    expect((branch.body as Array<{ number: number }>).map((pull) => pull.number)).toEqual([5]);
    expect((await call(emulator, 'GET', '/repos/octo-org/octo-repo/pulls/1234', emulator.readOnlyToken)).status).toBe(404);
    expect((await call(emulator, 'GET', '/repos/octo-org/octo-repo/pulls/5', emulator.readOnlyToken)).status).toBe(200);
  });

  it('lists the pull requests of a branch with pulls?head=owner:branch, open ones by default', async () => {
    const emulator = await github();
    const list = async (query: string) => {
      const reply = await call(emulator, 'GET', `/repos/octo-org/octo-repo/pulls?${query}`, emulator.readOnlyToken);
      expect(reply.status).toBe(200);
      return (reply.body as Array<{ number: number; state: string; head: { sha: string } }>).map((pull) => [pull.number, pull.state]);
    };
    const fork = emulator.openPullRequest(4, { ref: 'fix', repository: 'Contributor/octo-repo' });
    emulator.openPullRequest(5, { ref: 'fix' });
    emulator.openPullRequest(7, { ref: 'fix', repository: 'contributor/octo-repo' });
    emulator.closePullRequest(7);
    expect(await list('head=contributor:fix&state=open')).toEqual([[4, 'open']]);
    expect(await list('head=contributor:fix')).toEqual([[4, 'open']]);
    expect(await list('head=contributor:fix&state=all')).toEqual([
      [7, 'closed'],
      [4, 'open'],
    ]);
    expect(await list('head=octo-org:fix')).toEqual([[5, 'open']]);
    expect(await list('head=contributor:other')).toEqual([]);
    // Without the owner GitHub ignores the filter.
    expect(await list('head=fix')).toEqual([
      [5, 'open'],
      [4, 'open'],
    ]);
    const [listed] = (await call(emulator, 'GET', '/repos/octo-org/octo-repo/pulls?head=contributor:fix', emulator.readOnlyToken))
      .body as unknown[];
    expect(listed).toMatchObject({
      number: 4,
      head: { sha: fork.headSha, ref: 'fix', repo: { full_name: 'Contributor/octo-repo', fork: true } },
      base: { repo: { full_name: 'octo-org/octo-repo' } },
    });
    expect((await call(emulator, 'GET', '/repos/someone/else/pulls', emulator.readOnlyToken)).status).toBe(404);
  });

  it("writes workflow_run payloads with pull_requests empty for a fork's run, listed for the repository's own", async () => {
    const emulator = await github();
    const fork = emulator.openPullRequest(4, { repository: 'contributor/octo-repo' });
    const own = emulator.openPullRequest(5);
    const forkRun = workflowRunEventPayload(emulator.repository, fork) as {
      workflow_run: { pull_requests: unknown[]; head_sha: string; head_repository: { full_name: string } };
    };
    expect(forkRun.workflow_run).toMatchObject({
      pull_requests: [],
      head_sha: fork.headSha,
      head_repository: { full_name: 'contributor/octo-repo' },
    });
    const ownRun = workflowRunEventPayload(emulator.repository, own) as { workflow_run: { pull_requests: Array<{ number: number }> } };
    expect(ownRun.workflow_run.pull_requests.map((pull) => pull.number)).toEqual([5]);
    expect(pullRequestEventPayload(emulator.repository, fork)).toMatchObject({
      pull_request: { number: 4, head: { sha: fork.headSha, repo: { full_name: 'contributor/octo-repo' } } },
    });
    const harsh = workflowRunEventPayload(emulator.repository, own, { pullRequests: 'empty' }) as {
      workflow_run: { pull_requests: unknown[] };
    };
    expect(harsh.workflow_run.pull_requests).toEqual([]);
  });

  it('fails a write once after carrying it out, as a failing front end does', async () => {
    const emulator = await github();
    emulator.openPullRequest(5);
    emulator.inject({ method: 'POST', path: '/repos/', status: 502, after: true, times: 1 });
    const first = await call(emulator, 'POST', '/repos/octo-org/octo-repo/issues/5/comments', emulator.writeToken, { body: 'hi' });
    expect(first.status).toBe(502);
    expect(emulator.comments(5).map((comment) => comment.body)).toEqual(['hi']);
  });
});
