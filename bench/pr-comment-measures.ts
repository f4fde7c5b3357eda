/**
 * Issue 33's figure for the pull request comment: a step with it adds the GitHub round trips and
 * little more. GitHub is the emulator's (emulator/github/), in this process, with a latency a
 * request like the distance to api.github.com. (Its start-up row, a step without `pr-comment`
 * beside the build before @actions/github, went with issue 39: milliseconds no user feels.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHubEmulator } from '../emulator/github/server.ts';
import { commentMarker } from '../src/github/comment-key.ts';
import { check, checkAction, type Measure } from './measure.ts';
import { CPU_HOOK, cpuMs } from './cpu-time.ts';
import { NODE, failureOf, median, ms, runActionTimed, runChild, spread } from './support.ts';

const GITHUB_LATENCY_MS = 40;

async function pullRequestEvent(folder: string, number: number): Promise<string> {
  const path = join(folder, 'event.json');
  await writeFile(path, JSON.stringify({ number, pull_request: { number, head: { repo: { full_name: 'octo-org/octo-repo' } } } }));
  return path;
}

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
        check(
          calls.join(' ') === 'POST GET GET PATCH',
          `the step sent ${calls.join(' ')} to GitHub, not who the token is, two pages and an update`,
        );
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
          baseline: `Node script, \`fetch\`: the same four round trips (who the token is, two pages, one update), timed inside it: ${spread(trips)}`,
          action: `without: ${spread(without)}; with: ${spread(withComment)}; CPU without ${ms(median(withoutCpu))}, with ${ms(median(withCpu))} (medians)`,
          figure: `adds ${ms(added)} (median over median), ${(added / roundTrips).toFixed(2)}× the round trips; CPU +${ms(median(withCpu) - median(withoutCpu))} (loading Octokit, four requests)`,
          budget:
            'adds the round trips and no other request (who the token is, two pages and one update, checked each run); time ≤ 1.5× the same round trips by the fetch script',
          verdict: added <= 1.5 * roundTrips ? 'met' : 'MISSED',
          notes: [
            "Each run with pr-comment sends exactly POST /graphql (the token's login), GET page 1, GET page 2, PATCH (checked on the emulator), and leaves one comment with its marker. The difference includes loading @actions/github, which only a commenting step does; the script includes loading Node’s fetch, which the action never does.",
          ],
        },
      ];
    } finally {
      await github.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
