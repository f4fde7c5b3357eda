import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { recogniseRestored, type RestoredRelease } from '../../platform/edge-scripts/release-identity.ts';
import { waitForActiveRelease, type ReleaseWaitResult } from '../../platform/edge-scripts/release-wait.ts';
import type { StepReport } from '../operation.ts';
import { logPolls, releaseName } from './release-words.ts';
import { firstLine } from '../../http/wording.ts';

interface RestoreOptions {
  client: PlatformClient;
  scriptId: number;
  /** The release to put live again, as the list (or the active release read) gave it. */
  target: ScriptRelease & { Uuid: string };
  /** The release live when the compare-and-swap read it, right before this re-publish. */
  replaced: ScriptRelease | undefined;
  /** The release only-if-live-uuid names, when the target is live already and re-published to overtake it (recogniseRestored). */
  overtakes?: ScriptRelease | undefined;
  /** Save the target's code as the script's code once it is live, so that a later plain publish does not ship the replaced code again. */
  restoreCode: boolean;
  note: string;
  waitSeconds: number;
  pollIntervalSeconds: number;
  report: StepReport;
  /** Called once the re-publish may have landed (answered, or its answer lost): the release read live before it may be live no more. */
  onSent?: () => void;
}

/**
 * The wait's end (`restored`: the target is live; `other`: another release went live instead;
 * `timeout`: neither in time), with the re-publish's own failure when its answer was lost or
 * came back 5xx: it was looked for, not assumed failed.
 */
type RestoreOutcome = ReleaseWaitResult<Exclude<RestoredRelease, 'replaced'>> & { uncertain: ApiError | undefined };

/**
 * Re-publishes `target` and waits until it is live (by Uuid, or as a new release of its code),
 * then restores its code as the script's code. Never blind: a re-publish whose answer is lost
 * or 5xx may have been carried out, so the active release decides. The caller has checked its
 * compare-and-swap on `replaced` just before.
 */
export async function restoreRelease(options: RestoreOptions): Promise<RestoreOutcome> {
  const { client, scriptId, target, report } = options;
  const what = releaseName(target);
  let uncertain: ApiError | undefined;
  try {
    await client.send(requests.republishScript(scriptId, target.Uuid, options.note));
    report.log.info(`Re-published ${what}; waiting up to ${options.waitSeconds} s for it to go live`);
  } catch (error) {
    if (!(error instanceof ApiError && error.mayHaveLanded)) throw error;
    uncertain = error;
    report.log.warning(
      `The re-publish of ${what} may have been carried out (${firstLine(error)}): reading the active release for up to ${options.waitSeconds} s to see`,
    );
  }
  options.onSent?.();
  const wait = await waitForActiveRelease({
    ...options,
    judge: (release) => {
      const seen = recogniseRestored(release, options);
      return seen === 'replaced' ? 'waiting' : seen;
    },
    clock: report.clock,
    onPoll: logPolls(report.log, (release, verdict) =>
      verdict === 'restored'
        ? `${what} is live`
        : verdict === 'other'
          ? `${releaseName(release)} went live instead`
          : `${releaseName(release)} is still live`,
    ),
  });
  // The code is saved only once the target is live (a failed rollback leaves the draft as it was).
  if (wait.verdict === 'restored' && options.restoreCode) await saveLiveCode(client, scriptId, target, report);
  return { ...wait, uncertain };
}

/**
 * Saves the code of `release`, which is live, as the script's code, so that a later plain
 * publish does not ship the code it replaced; never as an empty draft (a release given without
 * its code restores nothing). The release is live either way, so a failure is a warning; resolves
 * with whether the code was saved.
 */
export async function saveLiveCode(client: PlatformClient, scriptId: number, release: ScriptRelease, report: StepReport): Promise<boolean> {
  const what = releaseName(release);
  if (typeof release.Code !== 'string' || release.Code === '') {
    report.log.warning(
      `The platform gave no code for ${what} (Code is ${release.Code === '' ? 'empty' : 'null'}), so the script's code was not restored: it still holds the code last saved, which a later plain publish would ship`,
    );
    return false;
  }
  return client.send(requests.saveScriptCode(scriptId, release.Code)).then(
    () => {
      report.log.info(`Saved the code of ${what} as the script's code`);
      return true;
    },
    (error: unknown) => {
      report.log.warning(
        `${what} is live, but saving its code as the script's code failed: ${firstLine(error)}. A later plain publish would ship the code last saved`,
      );
      return false;
    },
  );
}
