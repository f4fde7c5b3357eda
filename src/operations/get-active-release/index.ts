import { planned, requests } from '../../api/requests.ts';
import { waitedFor } from '../../api/wait-log.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from '../../platform/edge-scripts/code-hash.ts';
import { waitForActiveRelease, type ReleaseWaitResult } from '../../platform/edge-scripts/release-wait.ts';
import { matchRelease, parseExpectedCommit, shortSha, whereLooked, type ExpectedCommit } from './commit-sha.ts';
import { releaseCommit } from '../../platform/edge-scripts/release-commit.ts';
import { InputError } from '../../inputs/inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { Operation, StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { liveAfterWait, logPolls } from '../shared/release-words.ts';
import { withoutCode } from '../../platform/edge-scripts/active-release.ts';

interface GetActiveReleasePlan {
  scriptId: number;
  expected: ExpectedCommit | undefined;
  waitSeconds: number;
  pollIntervalSeconds: number;
}

const byAndWhen = (release: ScriptRelease) =>
  `by ${inline(release.Author, 80) || 'an unknown author'}, released ${inline(release.DateReleased, 40) || 'at an unknown time'}`;

function reportRelease(scriptId: number, release: ScriptRelease, report: StepReport): void {
  report.log.info(`Script ${scriptId}: active release ${release.Id} with commit ${shortSha(release.CommitSha)} ${byAndWhen(release)}`);
  setReleaseOutputs(release, report.setOutput);
  if (release.Note) report.log.untrusted(`Release note of release ${release.Id}:\n${release.Note}`);
}

function setReleaseOutputs(release: ScriptRelease, setOutput: StepReport['setOutput']): void {
  setOutput('release-id', release.Id);
  // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
  const commit = releaseCommit(release);
  setOutput('commit-sha', commit?.sha);
  setOutput('commit-source', commit?.source);
  setOutput('code-sha256', releaseHash(release));
  setOutput('release-uuid', release.Uuid ?? undefined);
  setOutput('author', release.Author ?? undefined);
  setOutput('date-released', release.DateReleased ?? undefined);
  setOutput('date-published', release.DatePublished ?? undefined);
  setOutput('result', withoutCode(release));
}

export const operation: Operation<GetActiveReleasePlan> = {
  plan({ inputs }) {
    const scriptId = inputs.id('script-id');
    const expectedText = inputs.line('expected-commit-sha');
    // Recorded, not thrown: the wait inputs are read too, and the step names every problem at once.
    const expected = expectedText === undefined ? undefined : inputs.check(() => parseExpectedCommit('expected-commit-sha', expectedText));
    const { waitSeconds, pollIntervalSeconds } = readWaitSettings(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
    if (waitSeconds > 0 && expectedText === undefined) {
      throw new InputError('wait-seconds', 'needs expected-commit-sha: the step waits for that commit to become the active release');
    }
    return { scriptId, expected, waitSeconds, pollIntervalSeconds };
  },

  describe(plan) {
    return [planned(requests.activeRelease(plan.scriptId))];
  },

  async execute(plan, client, report) {
    const { setOutput, summary, log } = report;
    const { scriptId, expected } = plan;
    summary.heading(`bunny.net get-active-release: script ${scriptId}`);
    const waiting = expected !== undefined && plan.waitSeconds > 0;
    if (waiting) {
      log.info(
        `Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`,
      );
    }
    const commitOf = (release: ScriptRelease) => shortSha(releaseCommit(release)?.sha);
    const outcome = await waitForActiveRelease({
      ...plan,
      client,
      judge: (release) => (expected === undefined || matchRelease(expected, release).matched ? 'matched' : 'waiting'),
      clock: report.clock,
      ...(waiting && {
        onPoll: logPolls(log, (release, verdict) =>
          verdict === 'matched'
            ? `release ${release.Id} with commit ${commitOf(release)} is live`
            : `live commit is ${commitOf(release)} (release ${release.Id}), not ${expected.sha} yet`,
        ),
      }),
    });
    // The last read failed: what is live is unknown, and the step says why.
    if (outcome.failure !== undefined) {
      if (!waiting) throw outcome.failure;
      throw lastReadFailed(scriptId, expected, outcome, report);
    }
    const { release } = outcome;
    const matched = outcome.verdict === 'matched';
    const after = waiting ? ` ${waitedFor(outcome)}` : '';

    if (expected !== undefined) setOutput('matches', matched);
    if (release === undefined) {
      const meaning = `Script ${scriptId} has no active release or does not exist${expected ? `${after}, so commit ${expected.sha} is not live` : ''}`;
      // The 404 with what it means here; `(GET ... answered 404 Not Found)` says what was asked.
      const asked = outcome.notFound ? ` (${outcome.notFound.request} answered 404 Not Found)` : '';
      throw new StepFailure(
        `${meaning}${asked}`,
        expected
          ? `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`
          : `Script ${scriptId} has no active release`,
        outcome.notFound,
      );
    }
    reportRelease(scriptId, release, report);
    if (expected === undefined) return summaryFacts(report, release);
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
      return summaryFacts(report, release);
    }
    const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : match.noteCommit ? shortSha(match.noteCommit) : '(no commit)';
    summaryFacts(report, release);
    throw new StepFailure(
      `The active release of script ${scriptId} is not the expected commit${after}: expected ${expected.sha}${expected.prefix ? ' (prefix)' : ''}; ` +
        `looked at release ${release.Id} (${byAndWhen(release)}): ` +
        `${whereLooked(match, release.CommitSha)}`,
      `Release mismatch: expected commit ${expected.sha}, live is ${live}`,
    );
  },
};

/**
 * A wait whose last read failed: what it expected and for how long, and what the last read that
 * was answered found. That release may have been replaced since, so it is told as last seen, and
 * the outputs say what that read found (`matches` false: the wait went on because it did not match).
 */
function lastReadFailed(scriptId: number, expected: ExpectedCommit, outcome: ReleaseWaitResult<string>, report: StepReport): StepFailure {
  const { setOutput, summary } = report;
  const seen = outcome.lastAnswered;
  let found = 'no read of the wait was answered';
  if (seen !== undefined) {
    setOutput('matches', false);
    const at = `the last read answered (poll ${seen.poll}) found`;
    found = `${at} no active release of script ${scriptId}`;
    if (seen.release !== undefined) {
      const { release } = seen;
      setReleaseOutputs(release, setOutput);
      found = `${at} release ${release.Id} (${byAndWhen(release)}): ${whereLooked(matchRelease(expected, release), release.CommitSha)}`;
      summary.paragraph(`The last release seen, at poll ${seen.poll}, before the last read failed:`);
      summaryFacts(report, release);
    }
  }
  return new StepFailure(
    `Commit ${expected.sha}${expected.prefix ? ' (prefix)' : ''} is not seen live ${waitedFor(outcome)}: ${liveAfterWait(outcome)}; ${found}`,
    `Release not confirmed: expected commit ${expected.sha}, the last read failed`,
    StepFailure.apiErrorOf(outcome.failure),
  );
}

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
