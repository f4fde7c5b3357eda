import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import type { GitHubEmulator } from '../../emulator/github/server.ts';
import { commentMarker } from '../../src/github/comment-key.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { DEFAULT_BRANCH_SHA, pullRequestEnvironment, withGitHub, workflowRunEnvironment } from '../support/pull-request-step.ts';
import { SITE_ZONE, pointHostnames, siteSecrets, siteZone } from '../support/site.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import type { ActionRun } from '../support/run-action.ts';
import { BLOCK_DESCRIPTION, previewDescription } from '../../src/platform/pull-zones/site-rules.ts';
import { writeFile } from 'node:fs/promises';

/*
 * The privileged half of a fork-safe pipeline: a deploy on workflow_run, whose pull request is
 * found by the run's head commit and never read from the payload or the build's artifact.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const FORK = 'contributor/octo-repo';
const FORK_HEAD = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0';
const TEMPLATE = 'pr-{pr}.site.example';
/** A commit of this repository's own branch; the repository is a fork of UPSTREAM, where the branch is proposed too. */
const OWN_HEAD = 'abababababababababababababababababababab';
const UPSTREAM = 'upstream-org/octo-repo';

/** A site step of a workflow run, with the given environment (the runner's for that event). */
async function siteStep(github: GitHubEmulator, env: Record<string, string>, inputs: Record<string, string>, hosts: string[] = []) {
  const emu = emulator();
  const clock = new FakeClock();
  emu.useClock(clock);
  pointHostnames(emu, ...hosts);
  const operation = inputs['operation'] ?? 'deploy-site';
  return runAgainst(
    emu,
    {
      'pull-zone-id': String(SITE_ZONE),
      ...(operation === 'remove-site-preview' ? {} : { 'storage-zone-id': String(SEED.storageZoneId) }),
      ...(operation === 'deploy-site' ? { 'source-dir': 'dist' } : {}),
      'github-token': github.writeToken,
      ...inputs,
      operation,
    },
    {
      env: { ...env, HTTPS_PROXY: emu.edgeUrl },
      clock,
      files: { 'dist/index.html': '<h1>preview</h1>' },
      secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site, github.writeToken, github.readOnlyToken],
    },
  );
}

const platformRequests = () => emulator().requests.length;
const warnings = (stdout: string) =>
  readAsRunner(stdout)
    .commands.filter((command) => command.command === 'warning')
    .map((command) => command.data);

describe('workflow_run: a pull request found by its head commit', () => {
  it("gives a fork's pull request a preview, a comment and a Deployment of its head commit with allow-fork: true", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(3);
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, ref: 'main', repository: FORK });
      // GitHub leaves pull_requests empty for a fork's run; GITHUB_SHA is the default branch's commit.
      const env = await workflowRunEnvironment(github, { pull });
      const run = await siteStep(
        github,
        env,
        { 'preview-hostname': TEMPLATE, 'allow-fork': 'true', 'pr-comment': 'true', 'github-deployment': 'true' },
        ['pr-12.site.example'],
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({
        'pull-request-number': '12',
        url: 'https://pr-12.site.example/',
        // The run's own commit, not GITHUB_SHA's.
        'deploy-id': FORK_HEAD,
      });
      expect(github.requests.some((request) => request.path === `/repos/${github.repository}/commits/${FORK_HEAD}/pulls`)).toBe(true);
      // GitHub lists no pull request of a commit only the fork holds: the fork's branch is asked for.
      expect(
        github.requests.filter((request) => request.path === `/repos/${github.repository}/pulls`).map((request) => request.query),
      ).toEqual([{ state: 'open', head: 'contributor:main', per_page: '100' }]);
      expect(github.comments(12)).toHaveLength(1);
      expect(github.comments(12)[0]!.body.startsWith(commentMarker(`Deploy preview / deploy / deploy-site / ${SITE_ZONE}`))).toBe(true);
      expect(github.comments(3)).toEqual([]);
      const [deployment, ...others] = github.deployments();
      expect(others).toEqual([]);
      expect(deployment).toMatchObject({ ref: FORK_HEAD, environment: 'preview/pr-12.site.example', transient_environment: true });
      expect(deployment!.ref).not.toBe(DEFAULT_BRANCH_SHA);
      expect(deployment!.statuses.map((status) => status.state)).toEqual(['in_progress', 'success']);
    });
  });

  it("refuses a fork's pull request without allow-fork, naming it, before any platform request", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'pr-comment': 'true', 'github-deployment': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'allow-fork'");
      expect(failureMessage(run)).toContain(`pull request #12 comes from the fork ${FORK}`);
      expect(platformRequests()).toBe(before);
      expect(github.comments(12)).toEqual([]);
      expect(github.deployments()).toEqual([]);
      // The number is known, and set, even though the step was refused.
      expect(run.outputs['pull-request-number']).toBe('12');
    });
  });

  it("refuses promote-site a fork's preview without allow-fork too: it serves a deploy under the fork's preview hostname", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { operation: 'promote-site', 'preview-hostname': TEMPLATE, 'deploy-id': 'pr12-a' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'allow-fork'");
      expect(failureMessage(run)).toContain('a preview (promote-site with preview-hostname)');
      expect(platformRequests()).toBe(before);
    });
  });

  it("asks the fork's branch only when the commit's own list names no open pull request", async () => {
    await withGitHub(
      async (github) => {
        const pull = github.openPullRequest(12, { sha: FORK_HEAD, ref: 'fix', repository: FORK });
        const env = await workflowRunEnvironment(github, { pull });
        const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'allow-fork': 'true' }, ['pr-12.site.example']);
        expect(run.exitCode, run.stdout).toBe(0);
        expect(run.outputs['pull-request-number']).toBe('12');
        // No list of the fork's branch; whether #12 is still open, before any write, before the
        // switch's first write, and (a new preview: its certificate waited for) right before the switch.
        expect(github.requests.map((request) => request.path)).toEqual([
          `/repos/${github.repository}/commits/${FORK_HEAD}/pulls`,
          ...Array(3).fill(`/repos/${github.repository}/pulls/12`),
        ]);
      },
      { commitPullsListForks: true },
    );
  });

  it("fails naming the commit when the fork's branch heads another commit now, and a failed list naming it", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, ref: 'fix', repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      // Another pull request of the fork's, of another branch, with the same head: not this run's branch.
      github.openPullRequest(13, { sha: FORK_HEAD, ref: 'other', repository: FORK });
      github.openPullRequest(12, { sha: 'cccccccccccccccccccccccccccccccccccccccc' });
      const moved = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'allow-fork': 'true' });
      expect(moved.exitCode).toBe(1);
      expect(failureMessage(moved)).toContain(`no open pull request has it as its head commit (closed, or pushed to since)`);
      github.openPullRequest(12, { sha: FORK_HEAD });
      github.inject({ method: 'GET', path: `/repos/${github.repository}/pulls`, status: 404 });
      const before = platformRequests();
      const failed = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'allow-fork': 'true' });
      expect(failed.exitCode).toBe(1);
      expect(failureMessage(failed)).toContain("GitHub's list of the open pull requests of contributor:fix failed (404");
      expect(failureMessage(failed)).toContain(FORK_HEAD);
      expect(platformRequests()).toBe(before);
    });
  });

  it('finds the pull request by its head commit when the payload lists it too, and never trusts the list', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(21, { sha: 'abababababababababababababababababababab' });
      const env = await workflowRunEnvironment(github, { pull, pullRequests: 'listed' });
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE }, ['pr-21.site.example']);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['pull-request-number']).toBe('21');
      expect(run.outputs['url']).toBe('https://pr-21.site.example/');
    });
  });

  it('fails naming the commit when no open pull request has it as its head, before any platform request', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      // Pushed to since the build: the commit heads no pull request any more.
      github.openPullRequest(12, { sha: 'cccccccccccccccccccccccccccccccccccccccc' });
      const before = platformRequests();
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'allow-fork': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(FORK_HEAD);
      expect(failureMessage(run)).toContain('no open pull request has it as its head commit');
      expect(platformRequests()).toBe(before);
    });
  });

  it('fails naming the commit and the pull requests when several open ones have it as their head', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD });
      github.openPullRequest(13, { sha: FORK_HEAD, ref: 'copy' });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(FORK_HEAD);
      expect(failureMessage(run)).toContain('#12, #13');
      expect(platformRequests()).toBe(before);
    });
  });

  it("takes only the pull request into this repository when the commit's list names the upstream's too (this repository a fork)", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(5, { sha: OWN_HEAD, ref: 'feature' });
      // The same branch proposed upstream: GitHub lists that pull request for the commit as well (mdn/fred#1258).
      github.openPullRequest(1234, { sha: OWN_HEAD, ref: 'feature', base: UPSTREAM });
      const env = await workflowRunEnvironment(github, { pull });
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'pr-comment': 'true' }, ['pr-5.site.example']);
      expect(run.exitCode, failureMessage(run)).toBe(0);
      expect(run.outputs).toMatchObject({ 'pull-request-number': '5', url: 'https://pr-5.site.example/' });
      expect(github.comments(5)).toHaveLength(1);
      expect(github.comments(1234)).toEqual([]);
    });
  });

  it("fails naming the commit when this repository's pull request is closed and only the upstream's is open, never using its number", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(5, { sha: OWN_HEAD, ref: 'feature' });
      github.openPullRequest(1234, { sha: OWN_HEAD, ref: 'feature', base: UPSTREAM });
      const env = await workflowRunEnvironment(github, { pull });
      github.closePullRequest(5);
      const before = platformRequests();
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'pr-comment': 'true', 'github-deployment': 'true' }, [
        'pr-1234.site.example',
      ]);
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(OWN_HEAD);
      expect(failureMessage(run)).toContain('no open pull request has it as its head commit');
      expect(run.outputs['pull-request-number']).toBeUndefined();
      expect(platformRequests()).toBe(before);
      expect(github.comments(1234)).toEqual([]);
      expect(github.deployments()).toEqual([]);
    });
  });

  it('reports every input problem without asking GitHub for {pr}, whose failed lookup would hide them', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD });
      const env = await workflowRunEnvironment(github, { pull });
      // Pushed to since the build: a lookup would find no pull request and fail the step alone.
      github.openPullRequest(12, { sha: 'cccccccccccccccccccccccccccccccccccccccc' });
      const cases = [
        { inputs: { 'keep-deploys': '1', concurrency: '0' }, problems: ["Input 'keep-deploys'", "Input 'concurrency'"] },
        {
          inputs: { operation: 'promote-site', 'deploy-id': 'pr-12-build', 'only-if-live-deploy-id': 'a..b' },
          problems: ["Input 'only-if-live-deploy-id'"],
        },
      ];
      for (const { inputs, problems } of cases) {
        const before = platformRequests();
        const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, ...inputs });
        expect(run.exitCode).toBe(1);
        for (const problem of problems) expect(failureMessage(run)).toContain(problem);
        expect(failureMessage(run)).not.toContain('no open pull request');
        expect(platformRequests()).toBe(before);
      }
      expect(github.requests).toEqual([]);
    });
  });

  it("never deploys a fork's branch named like the default branch to production, even with allow-fork", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(12, { sha: FORK_HEAD, ref: 'main', repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { 'allow-fork': 'true', 'deploy-id': 'fork-main' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'preview-hostname'");
      expect(failureMessage(run)).toContain("a fork's run never deploys production");
      expect(platformRequests()).toBe(before);
    });
  });

  it("never deploys production from a deleted fork's branch (GitHub names its head repository null)", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(14, { sha: FORK_HEAD, ref: 'main', repository: null });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { 'allow-fork': 'true', 'deploy-id': 'ghost-main' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'preview-hostname'");
      expect(failureMessage(run)).toContain("a deleted repository's branch main, a fork's: a fork's run never deploys production");
      expect(platformRequests()).toBe(before);
    });
  });
});

describe("a fork's workflow_run that asks for no pull request", () => {
  it('refuses a write to the platform without allow-fork, naming the fork from the event', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(15, { sha: FORK_HEAD, repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      const before = platformRequests();
      const run = await siteStep(github, env, { operation: 'purge-cache', 'pull-zone-id': String(SITE_ZONE) });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(`this workflow_run is of a branch of the fork ${FORK}: purge-cache's writes to the platform`);
      expect(platformRequests()).toBe(before);
      expect(github.requests).toEqual([]);
    });
  });
});

describe('workflow_run: a pull request wanted only for the comment and the Deployment', () => {
  /** publish-script on a workflow_run, asking for a comment and a Deployment: its platform work takes no pull request number. */
  async function scriptStep(github: GitHubEmulator, env: Record<string, string>, inputs: Record<string, string> = {}) {
    return runAgainst(
      emulator(),
      {
        operation: 'publish-script',
        'script-id': String(SEED.scriptWithRelease),
        file: 'dist/edge.js',
        'purge-linked-zones': 'false',
        'pr-comment': 'true',
        'github-deployment': 'true',
        'github-token': github.writeToken,
        ...inputs,
      },
      {
        env,
        files: { 'dist/edge.js': "export default { fetch: () => new Response('run') };\n" },
        clock: new FakeClock(),
        secrets: [github.writeToken],
      },
    );
  }

  it("publishes when GitHub cannot name the pull request (an outage, a push since): a warning, no comment, a Deployment of the run's head", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(41, { sha: 'a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4a4' });
      const env = await workflowRunEnvironment(github, { pull });
      github.inject({ method: 'GET', path: /\/commits\/[0-9a-f]+\/pulls$/, status: 503, times: Infinity });
      const outage = await scriptStep(github, env);
      expect(outage.exitCode, outage.stdout).toBe(0);
      expect(outage.outputs['release-id']).toBeDefined();
      expect(outage.outputs['pull-request-number']).toBeUndefined();
      expect(warnings(outage.stdout)).toEqual([
        expect.stringMatching(
          /^The pull request of this workflow_run is unknown: GitHub's list of its pull requests failed \(503: .*\. The step runs without it: no pull request comment is written \(pr-comment\); the Deployment \(github-deployment\) names the run's head commit; its own result stands\.$/,
        ),
      ]);
      expect(github.comments(41)).toEqual([]);
      expect(github.deployments().map((d) => [d.ref, d.statuses.at(-1)?.state])).toEqual([[pull.headSha, 'success']]);
    });
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(42, { sha: 'a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5' });
      const env = await workflowRunEnvironment(github, { pull });
      github.closePullRequest(42);
      const closed = await scriptStep(github, env, { 'github-deployment': 'false' });
      expect(closed.exitCode, closed.stdout).toBe(0);
      expect(warnings(closed.stdout)).toEqual([
        expect.stringContaining('no open pull request has it as its head commit (closed, or pushed to since)'),
      ]);
      expect(closed.stdout).toContain('pr-comment: no comment: the pull request of this workflow_run is unknown');
      expect(github.comments(42)).toEqual([]);
    });
  });

  it("links the run's head commit in the comment's and the job summary's footer, not GITHUB_SHA (the default branch's latest)", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(44, { sha: 'a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6a6' });
      const env = await workflowRunEnvironment(github, { pull });
      const run = await scriptStep(github, env, { 'github-deployment': 'false' });
      expect(run.exitCode, run.stdout).toBe(0);
      const footer = `commit <a href="https://github.com/${github.repository}/commit/${pull.headSha}"><code>a6a6a6a</code></a>`;
      const body = github.comments(44)[0]!.body;
      for (const text of [body, run.summary]) {
        expect(text).toContain(footer);
        expect(text).not.toContain(`commit/${DEFAULT_BRANCH_SHA}`);
      }
    });
  });

  it("still refuses a fork's run without allow-fork when its pull request cannot be found: the event names the fork", async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(43, { sha: FORK_HEAD, ref: 'fix', repository: FORK });
      const env = await workflowRunEnvironment(github, { pull });
      github.closePullRequest(43);
      const before = platformRequests();
      const run = await scriptStep(github, env);
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        `this workflow_run is of a branch of the fork ${FORK}: publish-script's writes to the platform`,
      );
      expect(platformRequests()).toBe(before);
      expect(github.deployments()).toEqual([]);
    });
  });
});

describe('{pr} in preview-hostname', () => {
  it('is the pull request number of a pull_request event', async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ 'pull-request-number': '7', url: 'https://pr-7.site.example/' });
      // The payload names it: GitHub is asked only whether it is still open, before any write, before the
      // switch's first write, and (a new preview: its certificate waited for) right before the switch.
      expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
        Array(3).fill(`GET /repos/${github.repository}/pulls/7`),
      );
    });
  });

  it('fails naming the input on an event without a pull request, before any request', async () => {
    await withGitHub(async (github) => {
      const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push' };
      for (const operation of ['deploy-site', 'promote-site', 'remove-site-preview']) {
        const before = platformRequests();
        const run = await siteStep(github, env, { operation, 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' });
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toContain("Input 'preview-hostname'");
        expect(failureMessage(run)).toContain("this run's event is 'push'");
        expect(platformRequests()).toBe(before);
      }
      expect(github.requests).toEqual([]);
    });
  });

  it('removes the preview of the workflow_run pull request with remove-site-preview', async () => {
    await withGitHub(async (github) => {
      const pull = github.openPullRequest(31, { sha: 'babababababababababababababababababababa' });
      const env = await workflowRunEnvironment(github, { pull });
      const deployed = await siteStep(github, env, { 'preview-hostname': TEMPLATE }, ['pr-31.site.example']);
      expect(deployed.exitCode, deployed.stdout).toBe(0);
      const removed = await siteStep(github, env, { operation: 'remove-site-preview', 'preview-hostname': TEMPLATE });
      expect(removed.exitCode, removed.stdout).toBe(0);
      expect(removed.outputs).toMatchObject({ removed: 'true', 'pull-request-number': '31' });
    });
  });
});

describe('a preview for a pull request closed since the run was queued', () => {
  const hostRules = () => siteZone(emulator()).EdgeRules.filter((rule) => (rule.Description ?? '').endsWith('pr-7.site.example')).length;
  const hasHost = () => siteZone(emulator()).Hostnames.some((host) => host.Value === 'pr-7.site.example');
  /** The close workflow runs as the first file of the deploy reaches storage. */
  const closeOnFirstUpload = (github: GitHubEmulator) => {
    const { requests } = emulator().storage.state;
    const push = requests.push.bind(requests);
    requests.push = (...records) => {
      if (records.some((record) => record.method === 'PUT')) github.closePullRequest(7);
      return push(...records);
    };
  };

  it('is not put back: the step fails before any write of the preview, after its close removed it', async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      const first = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(first.exitCode, first.stdout).toBe(0);
      // The close workflow runs while the next push's preview is still queued.
      github.closePullRequest(7);
      const closed = await siteStep(github, env, { operation: 'remove-site-preview', 'preview-hostname': TEMPLATE });
      expect(closed.exitCode, closed.stdout).toBe(0);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      const certificates = emulator().requests.filter((request) => request.path.includes('loadFreeCertificate')).length;
      for (const operation of ['deploy-site', 'promote-site']) {
        const late = await siteStep(github, env, { operation, 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
        expect(late.exitCode).toBe(1);
        expect(failureMessage(late)).toContain(
          `pull request #7 is closed: its preview is not put back. Nothing was switched on the preview pr-7.site.example of pull zone ${SITE_ZONE}`,
        );
        expect(late.outputs['promoted']).toBe('false');
      }
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      expect(emulator().requests.filter((request) => request.path.includes('loadFreeCertificate'))).toHaveLength(certificates);
    });
  });

  it("deploy-site of a closed pull request's preview uploads nothing, asking GitHub once; its dry run names the refusal", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      github.closePullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      const writes = emulator().state.storage.writes.length;
      const rules = emulator().state.ruleWrites.length;
      for (const dryRun of ['true', 'false']) {
        github.requests.length = 0;
        const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-b', 'dry-run': dryRun }, [
          'pr-7.site.example',
        ]);
        expect(late.exitCode).toBe(1);
        expect(failureMessage(late)).toBe(
          `${dryRun === 'true' ? 'Dry run: ' : ''}pull request #7 is closed: its preview is not put back. Nothing was switched on the preview pr-7.site.example of pull zone ${SITE_ZONE}, and the step wrote nothing (GitHub was asked before its first write)`,
        );
        expect(late.stdout).not.toMatch(/Would /);
        expect(late.outputs['promoted']).toBe('false');
        // Asked once: a closed answer is not asked again.
        expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /repos/${github.repository}/pulls/7`]);
      }
      expect(emulator().state.storage.writes).toHaveLength(writes);
      expect(emulator().state.ruleWrites).toHaveLength(rules);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
    });
  });

  it('a pull request closed while deploy-site uploads is refused by the second question, right before the switch', async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      closeOnFirstUpload(github);
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toBe(
        `pull request #7 is closed: its preview is not put back. Nothing was switched on the preview pr-7.site.example of pull zone ${SITE_ZONE}; deploys/pr7-a/ is left to keep-deploys`,
      );
      expect(late.outputs).toMatchObject({ promoted: 'false', uploaded: '1' });
      expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
        Array(2).fill(`GET /repos/${github.repository}/pulls/7`),
      );
      expect([hostRules(), hasHost()]).toEqual([0, false]);
    });
  });

  it("a late deploy's Deployment ends inactive, not failed, in the environment the close cleared; a close during the upload too", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      const deployment = { 'preview-hostname': TEMPLATE, 'github-deployment': 'true' };
      const first = await siteStep(github, env, { ...deployment, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(first.exitCode, first.stdout).toBe(0);
      github.closePullRequest(7);
      const removed = await siteStep(github, env, { ...deployment, operation: 'remove-site-preview' });
      expect(removed.exitCode, removed.stdout).toBe(0);
      const states = () => github.deployments().map((d) => d.statuses.map((s) => s.state));
      expect(states()).toEqual([['in_progress', 'success', 'inactive']]);

      const late = await siteStep(github, env, { ...deployment, 'deploy-id': 'pr7-b' }, ['pr-7.site.example']);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toContain('pull request #7 is closed: its preview is not put back');
      expect(states()).toEqual([
        ['in_progress', 'success', 'inactive'],
        ['in_progress', 'inactive'],
      ]);
      const id = github.deployments().at(-1)?.id;
      expect(late.stdout).toContain(
        `github-deployment: deployment ${id} of preview/pr-7.site.example: inactive, since its pull request is closed.`,
      );
    });
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      closeOnFirstUpload(github);
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'github-deployment': 'true', 'deploy-id': 'pr7-c' }, [
        'pr-7.site.example',
      ]);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toContain('; deploys/pr7-c/ is left to keep-deploys');
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'inactive']]);
    });
  });

  it('on workflow_run, a preview hostname without {pr} is not put back either: the step fails naming the commit, before any request', async () => {
    await withGitHub(async (github) => {
      const head = 'babababababababababababababababababababa';
      const pull = github.openPullRequest(7, { sha: head });
      const env = await workflowRunEnvironment(github, { pull });
      // The close workflow ran (nothing to remove yet) before the workflow_run's deploy starts.
      github.closePullRequest(7);
      const before = platformRequests();
      // Such as pr-${{ github.event.workflow_run.pull_requests[0].number }}.site.example: no {pr} to fill in.
      const late = await siteStep(github, env, { 'preview-hostname': 'pr-7.site.example', 'github-deployment': 'true' }, [
        'pr-7.site.example',
      ]);
      expect(late.exitCode, late.stdout).toBe(1);
      expect(failureMessage(late)).toContain(`no open pull request has it as its head commit (closed, or pushed to since)`);
      expect(failureMessage(late)).toContain(`commit ${head} (workflow_run.head_sha)`);
      expect(platformRequests()).toBe(before);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      expect(github.deployments()).toEqual([]);
    });
    await withGitHub(async (github) => {
      const head = 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd';
      const pull = github.openPullRequest(7, { sha: head });
      const env = await workflowRunEnvironment(github, { pull });
      // Pushed to since the build: promote-site would serve a commit that is no longer the pull request's.
      github.openPullRequest(7, { sha: 'cececececececececececececececececececece' });
      const before = platformRequests();
      const stale = await siteStep(github, env, {
        operation: 'promote-site',
        'preview-hostname': 'pr-7.site.example',
        'deploy-id': 'pr7-a',
      });
      expect(stale.exitCode, stale.stdout).toBe(1);
      expect(failureMessage(stale)).toContain(`commit ${head} (workflow_run.head_sha)`);
      expect(platformRequests()).toBe(before);
    });
  });

  it('on workflow_run, deploy-site with promote: false and a preview hostname without {pr} uploads only: its pull request is not required', async () => {
    await withGitHub(async (github) => {
      const head = 'abababababababababababababababababababab';
      const pull = github.openPullRequest(7, { sha: head });
      const env = await workflowRunEnvironment(github, { pull });
      github.closePullRequest(7);
      const rules = emulator().state.ruleWrites.length;
      const upload = await siteStep(github, env, { 'preview-hostname': 'pr-7.site.example', promote: 'false', 'deploy-id': 'pr7-a' });
      expect(upload.exitCode, upload.stdout).toBe(0);
      expect(upload.outputs).toMatchObject({ promoted: 'false', uploaded: '1' });
      expect(warnings(upload.stdout)).toEqual([
        expect.stringContaining('no open pull request has it as its head commit (closed, or pushed to since)'),
      ]);
      expect(emulator().state.ruleWrites).toHaveLength(rules);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
    });
  });

  /**
   * Runs `close` once, when the step under test first reads the zone after its certificate
   * reaches the edge: the read that decides the switch, after the longest wait of the step.
   */
  function closeOnceTheEdgeServes(close: () => Promise<unknown>) {
    let stage: 'waiting' | 'closing' | 'closed' = 'waiting';
    emulator().setRequestHook(async (request) => {
      if (stage !== 'waiting' || request.phase !== 'arrived' || request.method !== 'GET' || request.path !== `/pullzone/${SITE_ZONE}`)
        return;
      if (certificateOrders() === 0 || !emulator().state.edge.tlsAccepts('pr-7.site.example')) return;
      stage = 'closing';
      await close();
      stage = 'closed';
    });
    return () => stage;
  }
  const certificateOrders = () => emulator().requests.filter((request) => request.path === '/pullzone/loadFreeCertificate').length;
  const removePreview = () =>
    runAgainst(
      emulator(),
      { operation: 'remove-site-preview', 'pull-zone-id': String(SITE_ZONE), 'preview-hostname': 'pr-7.site.example' },
      { secrets: siteSecrets(emulator()) },
    );

  it("a close whose remove-site-preview lands during a new preview's certificate wait is not undone, and the certificate is not ordered twice", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      let removed: ActionRun | undefined;
      const stage = closeOnceTheEdgeServes(async () => {
        github.closePullRequest(7);
        removed = await removePreview();
      });
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a', 'github-deployment': 'true' }, [
        'pr-7.site.example',
      ]);
      expect(stage()).toBe('closed');
      expect(removed?.exitCode, removed?.stdout).toBe(0);
      expect(certificateOrders()).toBe(1);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toContain(
        `the rule '${previewDescription('pr-7.site.example')}' that this step created to claim pr-7.site.example is not on the preview pr-7.site.example of pull zone ${SITE_ZONE}: removed meanwhile (by remove-site-preview?), a re-run decides`,
      );
      expect(late.outputs['promoted']).toBe('false');
      // As the same close a little earlier ends: the closed pull request's refusal, not another deploy's switch.
      expect(failureMessage(late)).toMatch(/^pull request #7 is closed: its preview is not put back/);
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'inactive']]);
      expect(late.outputs['summary-markdown']).toContain('Pull request #7 is closed');
      expect(late.outputs['summary-markdown']).not.toContain('Another deploy switched');
      expect(late.outputs['summary-markdown']).not.toContain('check which deploy should be live');
    });
  });

  it("a preview's hostname removed alone during its certificate wait fails the switch, added once: the pull request open, a re-run decides", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      // By hand, or a tool of the account's: the claim stays, the hostname goes.
      const stage = closeOnceTheEdgeServes(() =>
        fetch(`${emulator().url}/pullzone/${SITE_ZONE}/removeHostname`, {
          method: 'DELETE',
          headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ Hostname: 'pr-7.site.example' }),
        }),
      );
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(stage()).toBe('closed');
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toContain(
        `the hostname pr-7.site.example that this step added is not on the preview pr-7.site.example of pull zone ${SITE_ZONE}: removed meanwhile (by remove-site-preview?), a re-run decides. It is not written again`,
      );
      expect(emulator().requests.filter((request) => request.path === `/pullzone/${SITE_ZONE}/addHostname`)).toHaveLength(1);
      expect(certificateOrders()).toBe(1);
      expect([hostRules(), hasHost()]).toEqual([1, false]);
      expect(late.outputs['promoted']).toBe('false');
      expect(late.outputs['summary-markdown']).toContain('The preview was removed meanwhile');
      expect(late.outputs['summary-markdown']).not.toContain('Another deploy switched');
    });
  });

  it("a close during a new preview's certificate wait is refused by the question right before the switch; remove-site-preview then removes what the step added", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      // The close workflow is still queued: the step's claim and hostname are on the zone.
      const stage = closeOnceTheEdgeServes(async () => github.closePullRequest(7));
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a', 'github-deployment': 'true' }, [
        'pr-7.site.example',
      ]);
      expect(stage()).toBe('closed');
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toContain(
        `pull request #7 is closed: its preview is not put back. Nothing was switched on the preview pr-7.site.example of pull zone ${SITE_ZONE}; deploys/pr7-a/ is left to keep-deploys`,
      );
      expect(failureMessage(late)).toContain(
        'is left to remove-site-preview, which the close workflow runs; if that ran before those changes, run it again',
      );
      expect(late.outputs['promoted']).toBe('false');
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'inactive']]);
      // Asked before any write, before the switch's first write, and again after the certificate wait, right before the switch.
      expect(github.requests.filter((request) => request.path === `/repos/${github.repository}/pulls/7`)).toHaveLength(3);
      expect(certificateOrders()).toBe(1);
      const previewRules = siteZone(emulator()).EdgeRules.filter((rule) => (rule.Description ?? '').endsWith('pr-7.site.example'));
      expect(previewRules.map((rule) => rule.Enabled)).toEqual([false]);
      emulator().setRequestHook(undefined);
      const removed = await removePreview();
      expect(removed.exitCode, removed.stdout).toBe(0);
      expect([hostRules(), hasHost()]).toEqual([0, false]);
    });
  });

  /** Runs `close` once, when the step under test asks to add the preview's hostname: after its claim, before the hostname is on the zone. */
  function closeBeforeTheHostname(close: () => Promise<unknown>) {
    let stage: 'waiting' | 'closing' | 'closed' = 'waiting';
    emulator().setRequestHook(async (request) => {
      if (
        stage !== 'waiting' ||
        request.phase !== 'arrived' ||
        request.method !== 'POST' ||
        request.path !== `/pullzone/${SITE_ZONE}/addHostname`
      )
        return;
      stage = 'closing';
      await close();
      stage = 'closed';
    });
    return () => stage;
  }

  it("a close whose remove-site-preview lands between a new preview's claim and its hostname: the step removes the hostname it added, so nothing of the preview is left", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      let removed: ActionRun | undefined;
      // The close finds only the claim (the hostname is not added yet) and deletes it.
      const stage = closeBeforeTheHostname(async () => {
        github.closePullRequest(7);
        removed = await removePreview();
      });
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      emulator().setRequestHook(undefined);
      expect(stage()).toBe('closed');
      expect(removed?.exitCode, removed?.stdout).toBe(0);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toMatch(/^pull request #7 is closed: its preview is not put back/);
      expect(failureMessage(late)).toContain(
        `the rule '${previewDescription('pr-7.site.example')}' that this step created to claim pr-7.site.example is not on the preview pr-7.site.example of pull zone ${SITE_ZONE}: removed meanwhile (by remove-site-preview?)`,
      );
      expect(failureMessage(late)).toContain(
        `This step removed the hostname pr-7.site.example it had added, which no preview rule claimed any more (production would have taken it): nothing of the preview is left on pull zone ${SITE_ZONE}`,
      );
      expect(failureMessage(late)).not.toContain('run it again');
      expect(certificateOrders()).toBe(0);
      expect(late.outputs['promoted']).toBe('false');
      // A hostname without its preview rule would be production's, which remove-site-preview refuses to remove.
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      const again = await removePreview();
      expect(again.exitCode, again.stdout).toBe(0);
    });
  });

  it("a new preview's hostname left by a close between its claim and its hostname, whose removal the platform refuses: the step says what is left and how to remove it", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      const stage = closeBeforeTheHostname(async () => {
        github.closePullRequest(7);
        await removePreview();
        emulator().inject({ kind: 'status', status: 500, method: 'DELETE', path: '/removeHostname', times: Infinity });
      });
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      emulator().setRequestHook(undefined);
      expect(stage()).toBe('closed');
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toMatch(/^pull request #7 is closed: its preview is not put back/);
      expect(failureMessage(late)).toContain(
        `This step added the hostname pr-7.site.example and could not remove it (DELETE /pullzone/${SITE_ZONE}/removeHostname answered 500 Internal Server Error): `,
      );
      expect(failureMessage(late)).toContain(
        `the hostname pr-7.site.example is left on pull zone ${SITE_ZONE} without a preview rule, so production's next deploy takes it, and remove-site-preview refuses it (it looks like production's). Remove it by hand: the pull zone's Hostnames in the bunny.net dashboard, or the API's DELETE /pullzone/${SITE_ZONE}/removeHostname with the body {"Hostname":"pr-7.site.example"}`,
      );
      expect(failureMessage(late)).not.toContain('run it again');
      expect([hostRules(), hasHost()]).toEqual([0, true]);
    });
  });

  it("a close that read the zone before a new preview's hostname, whose delete of the claim lands as the step rewrites it: the step removes the hostname it added, and leaves nothing to the close", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7 });
      // The claim, the hostname, its certificate, the block rule, then the rewrite of the claim: the close's delete of the claim lands right before it.
      let closed = false;
      emulator().setRequestHook((request) => {
        if (
          closed ||
          request.phase !== 'arrived' ||
          request.method !== 'POST' ||
          request.path !== `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`
        )
          return;
        if (!hasHost() || !siteZone(emulator()).EdgeRules.some((rule) => rule.Description === BLOCK_DESCRIPTION)) return;
        closed = true;
        github.closePullRequest(7);
        const zone = siteZone(emulator());
        zone.EdgeRules.splice(
          zone.EdgeRules.findIndex((rule) => rule.Description === previewDescription('pr-7.site.example')),
          1,
        );
        emulator().state.edge.zoneChanged(zone);
      });
      const late = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      emulator().setRequestHook(undefined);
      expect(closed).toBe(true);
      expect(late.exitCode).toBe(1);
      expect(failureMessage(late)).toMatch(/^pull request #7 is closed: its preview is not put back/);
      expect(failureMessage(late)).toContain(
        `This step removed the hostname pr-7.site.example it had added, which no preview rule claimed any more (production would have taken it): nothing of the preview is left on pull zone ${SITE_ZONE}`,
      );
      expect(failureMessage(late)).toContain(`the rule '${previewDescription('pr-7.site.example')}' that this step read to rewrite (`);
      expect(failureMessage(late)).not.toContain('run it again');
      expect(late.outputs['promoted']).toBe('false');
      expect([hostRules(), hasHost()]).toEqual([0, false]);
      const again = await removePreview();
      expect(again.exitCode, again.stdout).toBe(0);
    });
  });

  it('a dry run without github-token says it could not ask, as the run does', async () => {
    await withGitHub(async (github) => {
      const env = await pullRequestEnvironment(github, { number: 7 });
      const dry = await siteStep(
        github,
        env,
        { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a', 'github-token': '', 'dry-run': 'true' },
        ['pr-7.site.example'],
      );
      expect(dry.exitCode, dry.stdout).toBe(0);
      expect(warnings(dry.stdout)).toContainEqual(
        `Whether pull request #7 is still open was not asked of GitHub (github-token is empty): the preview pr-7.site.example of pull zone ${SITE_ZONE} would be switched all the same. If the pull request was closed meanwhile, run remove-site-preview again`,
      );
      expect(github.requests).toEqual([]);
    });
  });

  it('without github-token switches as before and warns that it could not tell', async () => {
    await withGitHub(async (github) => {
      const env = await pullRequestEnvironment(github, { number: 7 });
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a', 'github-token': '' }, [
        'pr-7.site.example',
      ]);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run.stdout)).toContainEqual(
        `Whether pull request #7 is still open was not asked of GitHub (github-token is empty): the preview pr-7.site.example of pull zone ${SITE_ZONE} is switched all the same. If the pull request was closed meanwhile, run remove-site-preview again`,
      );
      expect(github.requests).toEqual([]);
    });
  });

  it("switches as before when GitHub refuses the question, and warns with GitHub's answer", async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      // Every question: before any write, before the switch's first write, and (a new preview) right before the switch.
      github.inject({ path: `/repos/${github.repository}/pulls/7`, status: 403, times: 3 });
      const env = await pullRequestEnvironment(github, { number: 7 });
      const run = await siteStep(github, env, { 'preview-hostname': TEMPLATE, 'deploy-id': 'pr7-a' }, ['pr-7.site.example']);
      expect(run.exitCode, run.stdout).toBe(0);
      // Said once: the question right before the switch that cannot be asked either says nothing new.
      expect(
        warnings(run.stdout).filter((warning) =>
          warning.includes("Whether pull request #7 is still open was not asked of GitHub (GitHub's answer for it failed (403"),
        ),
      ).toHaveLength(1);
    });
  });
});

describe("a fork's pull_request run that only reads, without allow-fork", () => {
  /** A step of pull request #7 from the fork, its comment and Deployment asked for; a token that could write both, so that nothing written shows the step left them out. */
  async function forkReader(github: GitHubEmulator, inputs: Record<string, string>) {
    github.openPullRequest(7, { sha: FORK_HEAD, repository: FORK });
    const env = await pullRequestEnvironment(github, { number: 7, fork: FORK });
    const emu = emulator();
    return runAgainst(
      emu,
      { 'github-token': github.writeToken, 'pr-comment': 'true', ...inputs },
      { env, clock: new FakeClock(), secrets: [github.writeToken] },
    );
  }
  const leftOut = `allow-fork is false, and pull request #7 comes from the fork ${FORK}: the step runs without`;

  it('runs probe-url, keyless, and warns once that its comment is left out; nothing is written on GitHub', async () => {
    await withGitHub(async (github) => {
      const run = await forkReader(github, {
        operation: 'probe-url',
        'api-key': '',
        url: '{emulator}/_emulator/state',
        'consecutive-successes': '1',
        'wait-seconds': '5',
        'poll-interval-seconds': '1',
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['pull-request-number']).toBe('7');
      expect(run.outputs).toMatchObject({ matched: 'true', 'probe-status': '200' });
      expect(warnings(run.stdout)).toEqual([
        `${leftOut} a comment (pr-comment), which a fork's pull request gets only with allow-fork: true (see docs/pipelines/fork-previews.md)`,
      ]);
      expect(github.comments(7)).toEqual([]);
      expect(github.requests).toEqual([]);
    });
  });

  it('runs search without its comment', async () => {
    await withGitHub(async (github) => {
      const run = await forkReader(github, { operation: 'search', query: 'site' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(warnings(run.stdout)).toEqual([
        `${leftOut} a comment (pr-comment), which a fork's pull request gets only with allow-fork: true (see docs/pipelines/fork-previews.md)`,
      ]);
      expect(github.comments(7)).toEqual([]);
      expect(github.requests).toEqual([]);
    });
  });

  it('removes its preview, leaving out the comment and the Deployment, named in one warning', async () => {
    await withGitHub(async (github) => {
      const run = await forkReader(github, {
        operation: 'remove-site-preview',
        'pull-zone-id': String(SITE_ZONE),
        'preview-hostname': 'pr-{pr}.site.example',
        'github-deployment': 'true',
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['removed']).toBeDefined();
      expect(warnings(run.stdout)).toEqual([
        `${leftOut} a comment (pr-comment) and a GitHub Deployment (github-deployment), which a fork's pull request gets only with allow-fork: true (see docs/pipelines/fork-previews.md)`,
      ]);
      expect(github.comments(7)).toEqual([]);
      expect(github.requests).toEqual([]);
    });
  });

  it('still refuses a write to the platform with a comment, naming both, before any request', async () => {
    await withGitHub(async (github) => {
      const before = platformRequests();
      const run = await forkReader(github, { operation: 'purge-cache', 'pull-zone-id': String(SITE_ZONE) });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        `Input 'allow-fork': is false, and pull request #7 comes from the fork ${FORK}: purge-cache's writes to the platform, a comment (pr-comment) of a fork's pull request needs allow-fork: true`,
      );
      expect(platformRequests()).toBe(before);
      expect(github.requests).toEqual([]);
      expect(github.comments(7)).toEqual([]);
    });
  });
});

describe("a fork's pull_request_target run", () => {
  /** The payload of a pull_request_target run of pull request #7 whose head repository is `repo` (null: a deleted fork). */
  const forkEvent = async (github: GitHubEmulator, repo: { full_name: string } | null) => {
    const env = await pullRequestEnvironment(github, { number: 7, event: 'pull_request_target', fork: FORK });
    await writeFile(env['GITHUB_EVENT_PATH']!, JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: FORK_HEAD, repo } } }));
    return env;
  };

  it('never deploys production, whatever allow-fork says, for deploy-site and promote-site alike, before any request', async () => {
    await withGitHub(async (github) => {
      const env = await forkEvent(github, { full_name: FORK });
      for (const operation of ['deploy-site', 'promote-site']) {
        const before = platformRequests();
        const run = await siteStep(github, env, { operation, 'allow-fork': 'true', 'deploy-id': 'fork-pr7' });
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toContain("Input 'preview-hostname'");
        expect(failureMessage(run)).toContain(`is empty on pull request #7 from the fork ${FORK}: a fork's run never deploys production`);
        expect(platformRequests()).toBe(before);
      }
      expect(github.requests).toEqual([]);
    });
  });

  it("treats a deleted fork's pull request (head repository null) as a fork's: its preview needs allow-fork", async () => {
    await withGitHub(async (github) => {
      const env = await forkEvent(github, null);
      const before = platformRequests();
      const run = await siteStep(github, env, { 'preview-hostname': 'pr-7.site.example', 'deploy-id': 'ghost-pr7' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'allow-fork'");
      expect(failureMessage(run)).toContain('pull request #7 comes from the fork a deleted repository');
      expect(platformRequests()).toBe(before);
    });
  });

  it('refuses any write to the platform without allow-fork, naming it; with allow-fork it runs', async () => {
    await withGitHub(async (github) => {
      const env = await forkEvent(github, { full_name: FORK });
      const purge = { operation: 'purge-cache', 'pull-zone-id': String(SITE_ZONE) };
      const before = platformRequests();
      const refused = await siteStep(github, env, purge);
      expect(refused.exitCode).toBe(1);
      expect(failureMessage(refused)).toContain("Input 'allow-fork'");
      expect(failureMessage(refused)).toContain(`pull request #7 comes from the fork ${FORK}: purge-cache's writes to the platform`);
      expect(platformRequests()).toBe(before);
      const allowed = await siteStep(github, env, { ...purge, 'allow-fork': 'true' });
      expect(allowed.exitCode, allowed.stdout).toBe(0);
      expect(platformRequests()).toBeGreaterThan(before);
    });
  });

  it('lets a fork run what only reads, a dry run, and the removal of its preview without allow-fork', async () => {
    await withGitHub(async (github) => {
      const env = await forkEvent(github, { full_name: FORK });
      const search = await siteStep(github, env, { operation: 'search', query: 'site' });
      expect(search.exitCode, search.stdout).toBe(0);
      const dryRun = await siteStep(github, env, { operation: 'purge-cache', 'pull-zone-id': String(SITE_ZONE), 'dry-run': 'true' });
      expect(dryRun.exitCode, dryRun.stdout).toBe(0);
      // It says what the run would meet, and writes nothing on GitHub either.
      expect(dryRun.stdout).toContain(
        `::warning::Dry run: the run would be refused: allow-fork is false, and pull request #7 comes from the fork ${FORK}: purge-cache's writes to the platform`,
      );
      const commented = await siteStep(github, env, {
        operation: 'purge-cache',
        'pull-zone-id': String(SITE_ZONE),
        'dry-run': 'true',
        'pr-comment': 'true',
      });
      expect(commented.exitCode, commented.stdout).toBe(0);
      expect(commented.stdout).toContain(
        "purge-cache's writes to the platform, a comment (pr-comment) of a fork's pull request needs allow-fork: true",
      );
      expect(github.comments(7)).toEqual([]);
      const removed = await siteStep(github, env, { operation: 'remove-site-preview', 'preview-hostname': 'pr-7.site.example' });
      expect(removed.exitCode, removed.stdout).toBe(0);
    });
  });

  it('runs a dry run of its preview without allow-fork, warning in the log and the summary that the run would be refused', async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7, { sha: FORK_HEAD, repository: FORK });
      const env = await forkEvent(github, { full_name: FORK });
      const writes = emulator().state.storage.writes.length;
      const rules = emulator().state.ruleWrites.length;
      const refusal = `Dry run: the run would be refused: allow-fork is false, and pull request #7 comes from the fork ${FORK}: a preview (deploy-site with preview-hostname), a comment (pr-comment), a GitHub Deployment (github-deployment) of a fork's pull request needs allow-fork: true`;
      const dry = await siteStep(
        github,
        env,
        {
          'preview-hostname': 'pr-7.site.example',
          'deploy-id': 'fork-pr7',
          'dry-run': 'true',
          'pr-comment': 'true',
          'github-deployment': 'true',
        },
        ['pr-7.site.example'],
      );
      expect(dry.exitCode, dry.stdout).toBe(0);
      expect(warnings(dry.stdout)).toContainEqual(expect.stringContaining(refusal));
      expect(dry.outputs['summary-markdown']).toContain(`⚠️ ${refusal.replaceAll("'", '&#39;')}`);
      expect(emulator().state.storage.writes).toHaveLength(writes);
      expect(emulator().state.ruleWrites).toHaveLength(rules);
      expect(github.comments(7)).toEqual([]);
      expect(github.deployments()).toEqual([]);
    });
  });

  it("a same-repository pull request's run may still deploy production", async () => {
    await withGitHub(async (github) => {
      const env = await forkEvent(github, { full_name: github.repository });
      const run = await siteStep(github, env, { 'deploy-id': 'own-pr7' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['pull-request-number']).toBe('7');
    });
  });

  it('is refused a comment without allow-fork', async () => {
    await withGitHub(async (github) => {
      github.openPullRequest(7);
      const env = await pullRequestEnvironment(github, { number: 7, event: 'pull_request_target', fork: FORK });
      await writeFile(
        env['GITHUB_EVENT_PATH']!,
        JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: FORK_HEAD, repo: { full_name: FORK } } } }),
      );
      const run = await siteStep(github, env, { 'preview-hostname': 'pr-7.site.example', 'pr-comment': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain("Input 'allow-fork'");
      expect(github.requests).toEqual([]);
      expect(warnings(run.stdout).filter((line) => line.startsWith('pr-comment'))).toEqual([]);
    });
  });
});
