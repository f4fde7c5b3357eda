/**
 * Issue 33's two figures for the pull request comment: a step without `pr-comment` starts as
 * fast as before @actions/github was a dependency (it loads none of it), and a step with it
 * adds the GitHub round trips and little more. GitHub is the emulator's (emulator/github/),
 * in this process, with a latency a request like the distance to api.github.com.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubEmulator } from '../emulator/github/server.ts';
import { commentMarker } from '../src/github/comment-key.ts';
import { check, checkAction, type Measure } from './measure.ts';
import { NODE, failureOf, median, ms, percentile, runActionTimed, runChild, spread } from './support.ts';

const REPO_ROOT = join(import.meta.dirname, '..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * "Today's" start-up: the build of `main` while it has no @actions/github, else of the commit
 * before the one that added it. Its dist/ (committed) is taken from git and run beside this one.
 */
function buildBeforeGitHub(): { commit: string; what: string } {
  try {
    if (!git('show', 'main:package.json').includes('"@actions/github"'))
      return { commit: git('rev-parse', '--short', 'main'), what: 'main' };
  } catch {
    // no local main (a CI checkout): the history says
  }
  // The newest change of the count of that name: the commit that added it (it was a dependency once before, early on).
  const added = git('log', '--format=%h', '-S"@actions/github"', '--', 'package.json').split('\n')[0];
  check(added !== undefined && added !== '', 'no commit added @actions/github to package.json');
  return { commit: git('rev-parse', '--short', `${added}^`), what: `the commit before ${added} added @actions/github` };
}
const GITHUB_LATENCY_MS = 40;

/**
 * The CPU time a child spent (user + system, from its own process.cpuUsage() at exit), given
 * through NODE_OPTIONS to both sides alike: on a shared machine wall time swings with the load,
 * CPU time much less, and loading modules is CPU.
 */
const CPU_HOOK = `--import=data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('CPU ' + (u.user + u.system) / 1000 + '\\n'); });",
)}`;

function cpuMs(run: { stderr: string }): number {
  const line = run.stderr.split('\n').find((text) => text.startsWith('CPU '));
  check(line !== undefined, `the child reported no CPU time: ${run.stderr.slice(0, 200)}`);
  return Number(line.slice(4));
}

async function pullRequestEvent(folder: string, number: number): Promise<string> {
  const path = join(folder, 'event.json');
  await writeFile(path, JSON.stringify({ number, pull_request: { number, head: { repo: { full_name: 'octo-org/octo-repo' } } } }));
  return path;
}

export const prCommentStartup: Measure = {
  id: 'pr-startup',
  title: 'a step without pr-comment, before and after @actions/github',
  async run(ctx) {
    const { emulator } = ctx;
    // More runs than the other start-up row: the figure is a difference of two close medians.
    const n = ctx.quick ? 7 : 21;
    const folder = await mkdtemp(join(tmpdir(), 'bench-before-github-'));
    try {
      // The earlier build, exactly as committed then.
      const earlier = buildBeforeGitHub();
      const archive = execFileSync('git', ['archive', earlier.commit, 'dist'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
      execFileSync('tar', ['-x', '-C', folder], { input: archive });
      const before = join(folder, 'dist', 'index.js');
      const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: await pullRequestEvent(folder, 1), NODE_OPTIONS: CPU_HOOK };
      const inputs = { operation: 'search', query: 'preview', 'dry-run': 'true', 'api-key': emulator.apiKey, 'api-url': emulator.url };
      emulator.reset();
      await runActionTimed(inputs, { env, entry: before }); // warm-up of each side, not counted
      await runActionTimed(inputs, { env });
      const old: number[] = [];
      const now: number[] = [];
      const oldCpu: number[] = [];
      const nowCpu: number[] = [];
      for (let i = 0; i < n; i++) {
        const a = await runActionTimed(inputs, { env, entry: before });
        checkAction(a, 'the earlier build');
        old.push(a.wallMs);
        oldCpu.push(cpuMs(a));
        const b = await runActionTimed(inputs, { env });
        checkAction(b, 'the current build');
        check(b.outputs['summary-markdown'] !== undefined, 'the current build set no summary-markdown');
        check(!b.stdout.includes('pr-comment'), 'a step without pr-comment said something of it');
        now.push(b.wallMs);
        nowCpu.push(cpuMs(b));
      }
      ctx.progress(
        `without pr-comment: before ${ms(median(old))} (CPU ${ms(median(oldCpu))}), now ${ms(median(now))} (CPU ${ms(median(nowCpu))})`,
      );
      const added = median(now) - median(old);
      const noise = Math.max(percentile(old, 90) - median(old), 2);
      const addedCpu = median(nowCpu) - median(oldCpu);
      const cpuNoise = Math.max(percentile(oldCpu, 90) - median(oldCpu), 2);
      return [
        {
          measure: `a dry-run \`search\` step on a \`pull_request\` event, without \`pr-comment\`: the build before @actions/github (${earlier.commit}, ${earlier.what}) and this one (${n} runs each, ABAB)`,
          baseline: `dist/ of ${earlier.commit}: ${spread(old)}; CPU ${spread(oldCpu)}`,
          action: `${spread(now)}; CPU ${spread(nowCpu)}`,
          figure: `wall ${added >= 0 ? '+' : ''}${ms(added)}, CPU ${addedCpu >= 0 ? '+' : ''}${ms(addedCpu)} (median over median); the earlier build's own noise (p90 − median): wall ${ms(noise)}, CPU ${ms(cpuNoise)}`,
          budget: 'within noise: the difference of the medians ≤ the earlier build’s p90 − median, in wall time and in CPU time',
          verdict: added <= noise && addedCpu <= cpuNoise ? 'met' : 'MISSED',
          notes: [
            `Both builds run as the runner runs them, with the same environment (a pull_request event); the earlier one is \`git archive ${earlier.commit} dist\`. The current one also sets summary-markdown, and loads no chunk of @actions/github (test/e2e/pr-comment-loading.test.ts records the modules a step loads).`,
          ],
        },
      ];
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
};

export const prCommentAdds: Measure = {
  id: 'pr-comment',
  title: 'what pr-comment adds to a step',
  async run(ctx) {
    const { emulator } = ctx;
    const n = ctx.quick ? 5 : 15;
    const github = await startGitHubEmulator({ latencyMs: GITHUB_LATENCY_MS });
    const folder = await mkdtemp(join(tmpdir(), 'bench-pr-comment-'));
    try {
      // 150 comments of others: the step's own is on page 2 of 100, so each run reads two pages and updates.
      github.openPullRequest(9);
      github.addComments(
        9,
        Array.from({ length: 150 }, (_, i) => `review ${i}`),
      );
      const env = {
        NODE_OPTIONS: CPU_HOOK,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent(folder, 9),
        GITHUB_API_URL: github.apiUrl,
        GITHUB_REPOSITORY: github.repository,
      };
      const inputs = {
        operation: 'search',
        query: 'preview',
        'api-key': emulator.apiKey,
        'api-url': emulator.url,
        'github-token': github.writeToken,
      };
      const commenting = { ...inputs, 'pr-comment': 'true', 'comment-key': 'bench' };
      const marker = commentMarker('bench');
      const script = () =>
        runChild(NODE, [join(import.meta.dirname, 'baseline', 'fetch-pr-comment.mjs')], {
          env: {
            PATH: process.env['PATH'] ?? '',
            BENCH_API: github.apiUrl,
            BENCH_TOKEN: github.writeToken,
            BENCH_REPO: github.repository,
            BENCH_NUMBER: '9',
            BENCH_MARKER: marker,
            BENCH_BODY: 'bench',
          },
          killAfterMs: 60_000,
        });
      emulator.reset();
      const first = await runActionTimed(commenting, { env }); // creates the comment; warm-up
      checkAction(first, 'the first comment');
      await runActionTimed(inputs, { env });
      const without: number[] = [];
      const withComment: number[] = [];
      const withoutCpu: number[] = [];
      const withCpu: number[] = [];
      const trips: number[] = [];
      for (let i = 0; i < n; i++) {
        const a = await runActionTimed(inputs, { env });
        checkAction(a, 'search without pr-comment');
        without.push(a.wallMs);
        withoutCpu.push(cpuMs(a));
        const before = github.requests.length;
        const b = await runActionTimed(commenting, { env });
        checkAction(b, 'search with pr-comment');
        const calls = github.requests.slice(before).map((request) => request.method);
        check(calls.join(' ') === 'GET GET PATCH', `the step sent ${calls.join(' ')} to GitHub, not two pages and an update`);
        check(!b.stdout.includes('::warning'), `the comment was not written: ${failureOf(b)}`);
        withComment.push(b.wallMs);
        withCpu.push(cpuMs(b));
        const s = await script();
        check(s.exitCode === 0, `the fetch script failed: ${failureOf(s)}`);
        trips.push((JSON.parse(s.stdout) as { ms: number }).ms);
      }
      check(
        github.comments(9).filter((comment) => comment.body.startsWith(marker)).length === 1,
        'more than one comment carries the marker',
      );
      const added = median(withComment) - median(without);
      const roundTrips = median(trips);
      ctx.progress(`pr-comment: adds ${ms(added)}; the round trips by hand ${ms(roundTrips)}`);
      return [
        {
          measure: `\`search\` with and without \`pr-comment\`, the comment on page 2 of the pull request's comments, GitHub +${GITHUB_LATENCY_MS} ms a request (${n} runs each, ABAB)`,
          baseline: `Node script, \`fetch\`: the same three round trips (two pages, one update), timed inside it: ${spread(trips)}`,
          action: `without: ${spread(without)}; with: ${spread(withComment)}; CPU without ${ms(median(withoutCpu))}, with ${ms(median(withCpu))} (medians)`,
          figure: `adds ${ms(added)} (median over median), ${(added / roundTrips).toFixed(2)}× the round trips; CPU +${ms(median(withCpu) - median(withoutCpu))} (loading Octokit, three requests)`,
          budget:
            'adds the round trips and no other request (two pages and one update, checked each run); time ≤ 1.5× the same round trips by the fetch script',
          verdict: added <= 1.5 * roundTrips ? 'met' : 'MISSED',
          notes: [
            'Each run with pr-comment sends exactly GET page 1, GET page 2, PATCH (checked on the emulator), and leaves one comment with its marker. The difference includes loading @actions/github, which only a commenting step does; the script includes loading Node’s fetch, which the action never does.',
          ],
        },
      ];
    } finally {
      await github.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
