import { requests } from '../../api/requests.ts';
import { pollLine, waitedFor } from '../../api/wait-log.ts';
import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { matchRelease, parseExpectedCommit, releaseCommit, shortSha, whereLooked, type ExpectedCommit } from './commit-sha.ts';
import { codeSha256 } from '../edge-script/code-hash.ts';
import { InputError } from '../../inputs/inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { waitForRelease, type ReleasePoll } from './release-wait.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { Operation, StepReport } from '../operation.ts';

interface GetActiveReleasePlan {
  scriptId: number;
  expected: ExpectedCommit | undefined;
  waitSeconds: number;
  pollIntervalSeconds: number;
}

/** The release as the `result` output carries it: everything but `Code`, the whole script source. */
function releaseWithoutCode(release: ScriptRelease): Omit<ScriptRelease, 'Code'> {
  const copy: Partial<ScriptRelease> = { ...release };
  delete copy.Code;
  return copy;
}

/**
 * Reads the active release: undefined when the API says there is none (404), whose answer is
 * kept so that a failure can carry it.
 */
function activeReleaseReader(client: PlatformClient, scriptId: number) {
  const reader = {
    notFound: undefined as ApiError | undefined,
    async read(): Promise<ScriptRelease | undefined> {
      try {
        return (await client.send(requests.activeRelease(scriptId))).body;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        reader.notFound = error;
        return undefined;
      }
    },
  };
  return reader;
}

/** The 404 with what it means here; `(GET ... answered 404 Not Found)` says what was asked. */
function notFound(error: ApiError | undefined, meaning: string): Error {
  if (error === undefined) return new Error(meaning);
  return error.withMessage(`${meaning} (${error.request} answered 404 Not Found)`);
}

function describeRelease(release: ScriptRelease): string {
  return `release ${release.Id} with commit ${shortSha(release.CommitSha)} by ${inline(release.Author, 80) || 'an unknown author'}, released ${inline(release.DateReleased, 40) || 'at an unknown time'}`;
}

function releasePollLine(poll: ReleasePoll, expected: ExpectedCommit): string {
  const found = poll.release
    ? poll.matched
      ? `release ${poll.release.Id} with commit ${shortSha(poll.release.CommitSha)} is live`
      : `live commit is ${shortSha(poll.release.CommitSha)} (release ${poll.release.Id}), not ${expected.sha} yet`
    : 'no active release yet';
  return pollLine({ ...poll, settled: poll.matched }, found);
}

function reportRelease(release: ScriptRelease, { setOutput, log }: StepReport, expected?: ExpectedCommit): void {
  setOutput('release-id', release.Id);
  // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
  const commit = releaseCommit(release, expected);
  setOutput('commit-sha', commit?.sha);
  setOutput('commit-source', commit?.source);
  setOutput('code-sha256', codeSha256(release.Code ?? ''));
  setOutput('release-uuid', release.Uuid ?? undefined);
  setOutput('author', release.Author ?? undefined);
  setOutput('date-released', release.DateReleased ?? undefined);
  setOutput('date-published', release.DatePublished ?? undefined);
  setOutput('result', releaseWithoutCode(release));
  if (release.Note) log.untrusted(`Release note of release ${release.Id}:\n${release.Note}`);
}

export const operation: Operation<GetActiveReleasePlan> = {
  plan({ inputs }) {
    const scriptId = inputs.id('script-id');
    const expectedText = inputs.line('expected-commit-sha');
    const expected = expectedText === undefined ? undefined : parseExpectedCommit('expected-commit-sha', expectedText);
    const { waitSeconds, pollIntervalSeconds } = readWaitSettings(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
    if (waitSeconds > 0 && expected === undefined) {
      throw new InputError('wait-seconds', 'needs expected-commit-sha: the step waits for that commit to become the active release');
    }
    return { scriptId, expected, waitSeconds, pollIntervalSeconds };
  },

  describe(plan) {
    return [requests.activeRelease(plan.scriptId)];
  },

  async execute(plan, client, report) {
    const { setOutput, summary, log } = report;
    const { scriptId, expected } = plan;
    summary.heading(`bunny.net get-active-release: script ${scriptId}`);
    const active = activeReleaseReader(client, scriptId);

    if (expected === undefined) {
      const release = await active.read();
      if (release === undefined) {
        summary.verdict(false, `Script ${scriptId} has no active release`);
        throw notFound(active.notFound, `Script ${scriptId} has no active release or does not exist`);
      }
      log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
      reportRelease(release, report);
      summaryFacts(report, release);
      return;
    }

    const waiting = plan.waitSeconds > 0;
    if (waiting) {
      log.info(
        `Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`,
      );
    }
    const outcome = await waitForRelease({
      read: () => active.read(),
      matches: (release) => matchRelease(expected, release).matched,
      waitMs: plan.waitSeconds * 1000,
      intervalMs: plan.pollIntervalSeconds * 1000,
      clock: report.clock,
      onPoll: (poll) => {
        if (waiting) log.info(releasePollLine(poll, expected));
      },
    });
    const { release, matched } = outcome;
    setOutput('matches', matched);
    const after = waiting ? ` ${waitedFor(outcome)}` : '';

    if (release === undefined) {
      summary.verdict(false, `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`);
      throw notFound(
        active.notFound,
        `Script ${scriptId} has no active release or does not exist${after}, so commit ${expected.sha} is not live`,
      );
    }

    log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
    reportRelease(release, report, expected);
    const match = matchRelease(expected, release);
    if (matched) {
      const field = match.field === 'CommitSha' ? 'its CommitSha' : 'a commit SHA in its Note (CommitSha is empty)';
      log.info(`Commit ${expected.sha} is live: release ${release.Id}${after}, matched by ${field}`);
      summary.verdict(
        true,
        match.field === 'CommitSha'
          ? `Release matched: commit ${shortSha(release.CommitSha)} is live`
          : `Release matched: commit ${shortSha(expected.sha)} is live (named in the release Note)`,
      );
      summaryFacts(report, release);
      return;
    }
    const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : '(no commit)';
    summary.verdict(false, `Release mismatch: expected commit ${expected.sha}, live is ${live}`);
    summaryFacts(report, release);
    throw new Error(
      `The active release of script ${scriptId} is not the expected commit${after}: expected ${expected.sha}${expected.prefix ? ' (prefix)' : ''}; ` +
        `looked at release ${release.Id} (by ${inline(release.Author, 80) || 'an unknown author'}, released ${inline(release.DateReleased, 40) || 'at an unknown time'}): ` +
        `${whereLooked(match, release.CommitSha)}`,
    );
  },
};

function summaryFacts({ summary }: StepReport, release: ScriptRelease): void {
  summary.facts([
    ['Release', release.Id],
    ['Commit', release.CommitSha],
    ['Author', release.Author],
    ['Released', release.DateReleased],
    ['Published', release.DatePublished],
    ['Note', release.Note ? inline(release.Note, 300) : ''],
  ]);
}
