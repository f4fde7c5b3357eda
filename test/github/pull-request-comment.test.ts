import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { describe, it } from 'vitest';
import { EDGE_CA_PEM, SEED, startEmulator, type Emulator } from '../../emulator/server.ts';
import { startGitHubEmulator, type GitHubEmulator, type GitHubEmulatorOptions } from '../../emulator/github/server.ts';
import { commentMarker } from '../../src/github/comment-key.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst } from '../support/e2e.ts';
import { startInspectingProxy } from '../support/inspecting-proxy.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { actedCommands, findLeaks } from '../support/leak-scanner.ts';
import { pullRequestEnvironment, type PullRequestEvent } from '../support/pull-request-step.ts';
import type { ActionRun } from '../support/run-action.ts';

const CODE = "export default { fetch: () => new Response('v2') };\n";
const script = SEED.scriptWithRelease;

interface World {
  bunny: Emulator;
  github: GitHubEmulator;
}

/** A bunny emulator and a GitHub emulator of its own for each test, so that the tests run at once. */
async function withWorld<T>(body: (world: World) => Promise<T>, options: GitHubEmulatorOptions = {}): Promise<T> {
  const [bunny, github] = await Promise.all([startEmulator(), startGitHubEmulator(options)]);
  try {
    return await body({ bunny, github });
  } finally {
    await Promise.all([bunny.close(), github.close()]);
  }
}

interface StepOptions {
  pull?: Partial<PullRequestEvent>;
  env?: Record<string, string>;
}

/** publish-script of the seeded script on pull request #7 (unless told otherwise), with pr-comment on. */
async function publishStep({ bunny, github }: World, inputs: Record<string, string> = {}, options: StepOptions = {}): Promise<ActionRun> {
  const env = await pullRequestEnvironment(github, { number: 7, ...options.pull });
  return runAgainst(
    bunny,
    {
      operation: 'publish-script',
      'script-id': String(script),
      file: 'dist/edge.js',
      'purge-linked-zones': 'false',
      'pr-comment': 'true',
      'github-token': github.writeToken,
      ...inputs,
    },
    {
      env: { ...env, ...options.env },
      files: { 'dist/edge.js': CODE },
      clock: new FakeClock(),
      secrets: [github.writeToken, github.readOnlyToken],
    },
  );
}

const warnings = (run: ActionRun) => actedCommands(run, ['warning']).map((command) => command.data);
const githubCalls = (github: GitHubEmulator) =>
  github.requests.map((request) => `${request.method} ${request.path}${request.query['page'] ? ` page ${request.query['page']}` : ''}`);
const DEFAULT_KEY = `Preview / deploy / publish-script / ${script}`;

describe.concurrent('pr-comment: the comment', () => {
  it('creates one comment on the first run: the marker, what went live and its URL, what was live before', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run)).toEqual([]);
      const comments = world.github.comments(7);
      expect(comments).toHaveLength(1);
      const body = comments[0]?.body ?? '';
      expect(body.split('\n')[0]).toBe(commentMarker(DEFAULT_KEY));
      expect(body).toContain('Live at <a href="https://preview-router-2001.b-cdn.net">https://preview-router-2001.b-cdn.net</a>');
      expect(body).toMatch(/Published: release \d+ \(uuid \w+\) is live/);
      expect(body).toContain('<td>Previous</td>');
      // The comment carries the job summary as the step wrote it.
      expect(body).toContain(run.outputs['summary-markdown']?.trim().split('\n')[0]);
      expect(githubCalls(world.github)).toEqual([
        // Who the token writes as: only that login's comments are the step's.
        'POST /graphql',
        'GET /repos/octo-org/octo-repo/issues/7/comments',
        'POST /repos/octo-org/octo-repo/issues/7/comments',
      ]);
      expect(world.github.requests.every((request) => request.token === world.github.writeToken)).toBe(true);
      expect(run.stdout).toContain('pr-comment: created the comment');
    }));

  it('updates its comment, found on page 2, instead of writing a second one', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.addComments(
        7,
        Array.from({ length: 120 }, (_, i) => `review comment ${i}`),
      );
      expect((await publishStep(world)).exitCode).toBe(0);
      const first = world.github.comments(7).at(-1);
      expect(first?.body.startsWith(commentMarker(DEFAULT_KEY))).toBe(true);
      world.github.requests.length = 0;

      const again = await publishStep(world);
      expect(again.exitCode, again.stdout).toBe(0);
      expect(warnings(again)).toEqual([]);
      const comments = world.github.comments(7);
      expect(comments).toHaveLength(121);
      expect(comments.filter((comment) => comment.body.includes('bunny-platform-action'))).toHaveLength(1);
      expect(comments.at(-1)?.id).toBe(first?.id);
      // Two pages of 100, then the update: the round trips the comment costs, and no more.
      expect(githubCalls(world.github)).toEqual([
        'POST /graphql',
        'GET /repos/octo-org/octo-repo/issues/7/comments',
        'GET /repos/octo-org/octo-repo/issues/7/comments page 2',
        `PATCH /repos/octo-org/octo-repo/issues/comments/${first?.id}`,
      ]);
      expect(world.github.requests[1]?.query['per_page']).toBe('100');
      expect(again.stdout).toContain('2 page(s) of comments read');
    }));

  it('keeps one comment per key: two keys, two comments, each updated by its own step', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      await publishStep(world, { 'comment-key': 'staging' });
      await publishStep(world, { 'comment-key': 'production' });
      await publishStep(world, { 'comment-key': 'staging' });
      const comments = world.github.comments(7);
      expect(comments.map((comment) => comment.body.split('\n')[0])).toEqual([commentMarker('staging'), commentMarker('production')]);
      expect(world.github.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([
        `/repos/octo-org/octo-repo/issues/comments/${comments[0]?.id}`,
      ]);
    }));

  it("does not take another key's comment whose key starts the same, nor a comment that quotes the marker later", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.addComments(7, [commentMarker('staging-eu'), `quoted:\n${commentMarker('staging')}`]);
      await publishStep(world, { 'comment-key': 'staging' });
      expect(world.github.comments(7)).toHaveLength(3);
      expect(world.github.comments(7)[0]?.body).toBe(commentMarker('staging-eu'));
    }));

  it("writes a failed step's comment: failed, and why; no live URL", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.bunny.inject({ kind: 'status', status: 400, path: `/compute/script/${script}/publish`, times: 1 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(1);
      const body = world.github.comments(7)[0]?.body ?? '';
      expect(body).toContain('❌');
      expect(body).toContain('Failed');
      expect(body).not.toContain('Live at');
      expect(failureMessage(run)).not.toBe('');
      expect(body).toContain('400');
      expect(run.outputs['summary-markdown']).toContain('❌');
    }));
});

describe.concurrent('pr-comment: a comment that cannot be written is a warning', () => {
  it("warns that a fork's read-only token cannot comment (403), and the step still succeeds", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(
        world,
        { 'github-token': world.github.readOnlyToken, 'allow-fork': 'true' },
        { pull: { fork: 'contributor/octo-repo' } },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run)).toHaveLength(1);
      expect(warnings(run)[0]).toContain('Resource not accessible by integration');
      expect(warnings(run)[0]).toContain('fork contributor/octo-repo');
      expect(world.github.comments(7)).toEqual([]);
      expect(run.outputs['release-id']).toBeDefined();
    }));

  it("on pull_request_target, a fork's pull request has the job's own token: a 403 asks for pull-requests: write, not a read-only fork token", ({
    expect,
  }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/repos/', status: 403 });
      const run = await publishStep(
        world,
        { 'allow-fork': 'true' },
        { pull: { event: 'pull_request_target', fork: 'contributor/octo-repo' } },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run)).toHaveLength(1);
      expect(warnings(run)[0]).toContain('permissions: pull-requests: write');
      expect(warnings(run)[0]).not.toContain('read-only token');
    }));

  it('warns on a 403 for a token without pull-requests: write', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/repos/', status: 403 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toContain('permissions: pull-requests: write');
    }));

  it("retries a 403 that is GitHub's secondary rate limit after the minute GitHub asks for, and writes the comment", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/repos/', status: 403, rateLimit: 'secondary', times: 1 });
      const run = await publishStep(world);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run)).toEqual([]);
      expect(run.stdout).toMatch(
        /pr-comment: GitHub POST \S+\/comments: 403 Forbidden, GitHub's rate limit \(attempt 1 of 3\); retrying in 60 s as GitHub's rate limit asks/,
      );
      expect(world.github.comments(7)).toHaveLength(1);
    }));

  it("words a 403 of GitHub's primary rate limit, spent for longer than the action waits, as the rate limit: asked once", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/repos/', status: 403, rateLimit: 'primary', resetAt: 3600, times: 1 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)).toEqual([
        expect.stringContaining(
          "(403: API rate limit exceeded for installation ID 41898282. - https://docs.github.com/rest); GitHub's rate limit for the token refused it (the token's limit is spent until 1970-01-01T01:00:00Z); no permission is missing",
        ),
      ]);
      expect(warnings(run)[0]).not.toContain('pull-requests: write');
      expect(world.github.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/repos/'))).toHaveLength(1);
    }));

  it('warns that a token GitHub does not know (401) has expired or is not a token', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, { 'github-token': 'ghs_expired0000000000000000000000000000' });
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toContain('(401: Bad credentials');
      expect(warnings(run)[0]).toContain('expired');
    }));

  it('warns on a 404 (no such pull request for this token)', ({ expect }) =>
    withWorld(async (world) => {
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)).toHaveLength(1);
      expect(warnings(run)[0]).toMatch(/404: Not Found/);
      expect(warnings(run)[0]).toContain('GITHUB_API_URL');
    }));

  for (const status of [500, 502, 503] as const) {
    it(`warns on a ${status} when creating, and sends it once`, ({ expect }) =>
      withWorld(async (world) => {
        world.github.openPullRequest(7);
        world.github.inject({ method: 'POST', path: '/repos/', status });
        const run = await publishStep(world);
        expect(run.exitCode).toBe(0);
        expect(warnings(run)[0]).toContain(`(${status}:`);
        expect(world.github.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/repos/'))).toHaveLength(1);
      }));
  }

  it('never answers a refused update with a second comment', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      await publishStep(world);
      // Every attempt of max-attempts (3): an edit in place is repeated, as every host's is.
      world.github.inject({ method: 'PATCH', status: 500, times: 3 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toContain('no second comment is written');
      expect(world.github.comments(7)).toHaveLength(1);
      expect(world.github.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/repos/'))).toHaveLength(1);
    }));

  it("scrubs a token GitHub's refusal echoes before the warning is cut, wherever the cut falls", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const token = world.github.writeToken;
      for (const inside of [1, 9, 20, token.length - 1]) {
        // The warning cuts GitHub's text at 300 characters: the cut falls inside the echoed token.
        world.github.inject({ method: 'POST', path: '/repos/', status: 422, message: `${'y'.repeat(300 - inside)}${token}`, times: 1 });
        // runAgainst fails the test when any 8 characters of the token are visible anywhere.
        const run = await publishStep(world);
        expect(run.exitCode).toBe(0);
        expect(warnings(run)[0]).toContain('(422:');
      }
    }));

  it('reads the comments again when a create lands behind a 502, and writes no second one', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/repos/', status: 502, after: true, times: 1 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)).toEqual([]);
      expect(world.github.comments(7)).toHaveLength(1);
      expect(run.stdout).toContain('pr-comment: created the comment');
      expect(world.github.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/repos/'))).toHaveLength(1);
    }));

  it('warns when GitHub drops the connection', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'GET', status: 'reset', times: 3 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toMatch(/no answer/);
      expect(world.github.comments(7)).toEqual([]);
    }));

  it('warns, sending nothing to GitHub, when the token is empty', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, { 'github-token': '' });
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toContain('github-token is empty');
      expect(world.github.requests).toEqual([]);
    }));
});

describe.concurrent('pr-comment: when nothing is written', () => {
  for (const event of ['push', 'workflow_dispatch', 'issue_comment']) {
    it(`writes nothing on a ${event} event, and says so in the log only`, ({ expect }) =>
      withWorld(async (world) => {
        world.github.openPullRequest(7);
        const run = await publishStep(world, {}, { pull: { event } });
        expect(run.exitCode).toBe(0);
        expect(warnings(run)).toEqual([]);
        expect(run.stdout).toContain(`pr-comment: no comment: this run's event is '${event}'`);
        expect(world.github.requests).toEqual([]);
      }));
  }

  it('comments on pull_request_target too', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      await publishStep(world, {}, { pull: { event: 'pull_request_target' } });
      expect(world.github.comments(7)).toHaveLength(1);
    }));

  it('sends no request to GitHub at all without pr-comment, on a pull request', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, { 'pr-comment': '' });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).not.toContain('pr-comment');
      expect(world.github.requests).toEqual([]);
    }));

  it('writes nothing for a step whose inputs are refused: it did nothing to report', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, { 'script-id': 'twenty' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(/^Input 'script-id'/);
      expect(world.github.requests).toEqual([]);
    }));

  for (const [what, key] of [
    ['of 201 characters', 'k'.repeat(201)],
    ['with a tab', 'preview\tstaging'],
  ] as const) {
    it(`refuses a comment-key ${what} before any request`, ({ expect }) =>
      withWorld(async (world) => {
        world.github.openPullRequest(7);
        const run = await publishStep(world, { 'comment-key': key });
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toMatch(/^Input 'comment-key': /);
        expect(world.bunny.requests).toEqual([]);
        expect(world.github.requests).toEqual([]);
      }));
  }

  it('writes nothing in a dry run', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, { 'dry-run': 'true', 'api-key': '' });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain('pr-comment: no comment in a dry run');
      expect(world.github.requests).toEqual([]);
    }));
});

describe.concurrent('pr-comment: what reaches the comment', () => {
  it('escapes text from the platform: no HTML, no mention that pings, no command acted on, no secret', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      // The note comes back from the platform as the release's note, and the summary shows it.
      const note = `<img src=x onerror=alert(1)> cc @octocat and @acme/ops ::warning::INJ-note ${world.github.writeToken} ${DEFAULT_API_KEY}`;
      const run = await publishStep(world, { note });
      expect(run.exitCode, run.stdout).toBe(0);
      const body = world.github.comments(7)[0]?.body ?? '';
      expect(body).not.toContain('<img');
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(body).toContain('<code>@octocat</code>');
      expect(body).toContain('<code>@acme/ops</code>');
      expect(body).not.toMatch(/(^|[^>])@octocat/);
      expect(body).not.toContain(world.github.writeToken);
      expect(body).not.toContain(DEFAULT_API_KEY);
      expect(actedCommands(run).filter((command) => command.data.includes('INJ'))).toEqual([]);
    }));

  it('scrubs a secret holding an @ before its mention is shown as code, which would split it past the scrubber', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      // Any secret input registers its value; the note, shown in the summary, carries it raw.
      const secret = 's3cr3t-Pa55!@Leakme9xQ';
      const run = await publishStep(world, { note: `rotated ${secret} today`, 'secret-value': secret });
      expect(run.exitCode, run.stdout).toBe(0);
      const body = world.github.comments(7)[0]?.body ?? '';
      expect(body).toContain('rotated *** today');
      expect(body).not.toContain('s3cr3t-Pa55');
      expect(body).not.toContain('Leakme9xQ');
    }));

  it('honours GITHUB_API_URL (GitHub Enterprise Server under /api/v3)', ({ expect }) =>
    withWorld(
      async (world) => {
        world.github.openPullRequest(7);
        const run = await publishStep(world);
        expect(run.exitCode).toBe(0);
        expect(warnings(run)).toEqual([]);
        expect(world.github.comments(7)).toHaveLength(1);
        expect(world.github.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
          'POST /api/graphql 200',
          'GET /repos/octo-org/octo-repo/issues/7/comments 200',
          'POST /repos/octo-org/octo-repo/issues/7/comments 201',
        ]);
      },
      { pathPrefix: '/api/v3' },
    ));

  it("goes to GitHub through the runner's proxy", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      // GitHub by a name that is not loopback (a loopback host never goes through the proxy),
      // which an inspecting proxy serves from the emulator; its certificate is the edge CA's.
      const proxy = await startInspectingProxy({ 'github.example.com': world.github.url });
      setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
      try {
        const run = await publishStep(
          world,
          {},
          {
            env: {
              GITHUB_API_URL: 'https://github.example.com',
              HTTPS_PROXY: proxy.url.replace('http://', 'http://ci:s3cret-proxy-pass@'),
            },
          },
        );
        expect(run.exitCode, run.stdout).toBe(0);
        expect(readAsRunner(run.stdout).masks).toContain('s3cret-proxy-pass');
        expect(findLeaks(run, ['s3cret-proxy-pass'])).toEqual([]);
        expect(world.github.comments(7)).toHaveLength(1);
        expect(proxy.seen).toEqual([
          'https://github.example.com/graphql',
          'https://github.example.com/repos/octo-org/octo-repo/issues/7/comments?per_page=100',
          'https://github.example.com/repos/octo-org/octo-repo/issues/7/comments',
        ]);
      } finally {
        await proxy.close();
      }
    }));

  it('refuses to send the token to a GITHUB_API_URL that is not https (a warning)', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const run = await publishStep(world, {}, { env: { GITHUB_API_URL: 'http://github.example.com/api/v3' } });
      expect(run.exitCode).toBe(0);
      expect(warnings(run)[0]).toContain('is not https://');
      expect(world.github.requests).toEqual([]);
    }));

  it('keys the default comment by workflow, job, operation and main id: another script gets its own', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      await publishStep(world);
      const other = await runAgainst(
        world.bunny,
        { operation: 'get-active-release', 'script-id': String(script), 'pr-comment': 'true', 'github-token': world.github.writeToken },
        { env: await pullRequestEnvironment(world.github, { number: 7 }) },
      );
      expect(other.exitCode, other.stdout).toBe(0);
      expect(world.github.comments(7).map((comment) => comment.body.split('\n')[0])).toEqual([
        commentMarker(DEFAULT_KEY),
        commentMarker(`Preview / deploy / get-active-release / ${script}`),
      ]);
    }));
});

describe.concurrent("pr-comment: a comment is the step's only when the token wrote it", () => {
  const author = (world: World, id: number | undefined) => world.github.comments(7).find((comment) => comment.id === id)?.user.login;

  it("never edits someone else's comment that carries the step's marker: it writes its own beside it", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      const copied = `${commentMarker(DEFAULT_KEY)}\nthis comment is mallory's`;
      world.github.addComments(7, [copied], 'mallory');
      world.github.addComments(7, [copied], 'other-app[bot]', 'Bot');
      const run = await publishStep(world);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run)).toEqual([]);
      const [mallorys, otherApps, own] = world.github.comments(7);
      expect(mallorys?.body).toBe(copied);
      expect(otherApps?.body).toBe(copied);
      expect(own?.user.login).toBe('github-actions[bot]');
      expect(own?.body.split('\n')[0]).toBe(commentMarker(DEFAULT_KEY));
      expect(world.github.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
      expect(run.stdout).toContain("a comment by mallory carries this step's marker; it is not github-actions[bot]'s");
      expect(run.stdout).toContain('pr-comment: created the comment');

      // The next run updates its own comment, still leaving the copies alone.
      const again = await publishStep(world);
      expect(again.exitCode).toBe(0);
      expect(world.github.comments(7)).toHaveLength(3);
      expect(world.github.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([
        `/repos/octo-org/octo-repo/issues/comments/${own?.id}`,
      ]);
      expect(world.github.comments(7)[0]?.body).toBe(copied);
    }));

  it("with a person's token (a PAT), its comments are that person's, and the job bot's are not", ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      // A comment the job's GITHUB_TOKEN wrote with the same key.
      await publishStep(world);
      const botComment = world.github.comments(7)[0];
      const personal = await publishStep(world, { 'github-token': world.github.personalToken }, {});
      expect(personal.exitCode, personal.stdout).toBe(0);
      const comments = world.github.comments(7);
      expect(comments).toHaveLength(2);
      expect(author(world, comments[1]?.id)).toBe('release-manager');
      expect(comments[0]?.body).toBe(botComment?.body);
      // A second run of the person's token updates the person's comment.
      world.github.requests.length = 0;
      await publishStep(world, { 'github-token': world.github.personalToken });
      expect(world.github.comments(7)).toHaveLength(2);
      expect(world.github.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([
        `/repos/octo-org/octo-repo/issues/comments/${comments[1]?.id}`,
      ]);
    }));

  it('asks GET /user when GraphQL is refused: a PAT still finds its comment', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      await publishStep(world, { 'github-token': world.github.personalToken });
      world.github.requests.length = 0;
      world.github.inject({ method: 'POST', path: '/graphql', status: 403 });
      const run = await publishStep(world, { 'github-token': world.github.personalToken });
      expect(warnings(run)).toEqual([]);
      expect(githubCalls(world.github).slice(0, 2)).toEqual(['POST /graphql', 'GET /user']);
      expect(world.github.comments(7)).toHaveLength(1);
      expect(world.github.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    }));

  it.for([
    { limit: 'a spent GraphQL limit (200, type RATE_LIMITED)', status: 200, rateLimit: 'graphql' as const },
    { limit: 'a 403 primary limit that resets in an hour', status: 403, rateLimit: 'primary' as const },
  ])("says GitHub's rate limit, not a permission, when the identity query meets $limit", ({ status, rateLimit }, { expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.inject({ method: 'POST', path: '/graphql', status, rateLimit, resetAt: 3600, times: 1 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      expect(warnings(run)).toEqual([expect.stringContaining('asking GitHub which login the github-token writes as')]);
      expect(warnings(run)[0]).toContain(`(${status}: `);
      expect(warnings(run)[0]).toContain(
        "GitHub's rate limit for the token refused it (the token's limit is spent until 1970-01-01T01:00:00Z); no permission is missing",
      );
      expect(warnings(run)[0]).not.toContain('pull-requests: write');
      // REST shares the limit, and answers the job's token 403 as a missing permission: not asked.
      expect(githubCalls(world.github)).not.toContain('GET /user');
      expect(world.github.comments(7)).toEqual([]);
    }),
  );

  it('writes nothing, with a warning, when GitHub will not say who the token is', ({ expect }) =>
    withWorld(async (world) => {
      world.github.openPullRequest(7);
      world.github.addComments(7, [`${commentMarker(DEFAULT_KEY)}\nmallory`], 'mallory');
      world.github.inject({ method: 'POST', path: '/graphql', status: 502, times: 3 });
      const run = await publishStep(world);
      expect(run.exitCode).toBe(0);
      // The job token is an installation token: GET /user refuses it, as GitHub does.
      expect(warnings(run)[0]).toContain('asking GitHub which login the github-token writes as');
      expect(world.github.comments(7).map((comment) => comment.body)).toEqual([`${commentMarker(DEFAULT_KEY)}\nmallory`]);
    }));
});
