import { requests } from '../../api/requests.ts';
import { waitedFor } from '../../api/wait-log.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { Operation, StepReport } from '../operation.ts';
import {
  defaultNote,
  described,
  purgeLinkedZones,
  readActiveRelease,
  readScript,
  releaseHash,
  releaseName,
  republish,
  scriptUrls,
  waitUntilLive,
  withoutCode,
} from '../edge-script/deploy.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { deployProbeWait, isNetworkFailure, probeAndReport, probeFailure } from '../probe-report.ts';
import { codePlaceholder, readScriptFile, type ScriptFile } from '../edge-script/script-file.ts';

interface PublishScriptPlan {
  scriptId: number;
  file: ScriptFile;
  note: string;
  /** The note of a rollback after a failure. */
  rollbackNote: string;
  ifUnchanged: 'skip' | 'publish';
  waitSeconds: number;
  pollIntervalSeconds: number;
  purge: boolean;
  rollbackOnFailure: boolean;
  /** The URL to probe once the release is live, with its expectations. */
  probe: ProbeSettings | undefined;
  rollbackOnProbeError: boolean;
}

/** What a publish knows once it has published: enough to roll back after a later failure (a probe). */
interface PublishedScript {
  plan: PublishScriptPlan;
  client: PlatformClient;
  report: StepReport;
  script: EdgeScript;
  /** The release live before this step; undefined on a first publish. */
  previous: ScriptRelease | undefined;
}

/** This step's release: the file's code, and this step's note. */
function isThisRelease(plan: PublishScriptPlan, release: ScriptRelease): boolean {
  return (release.Note ?? '').trim() === plan.note.trim() && releaseHash(release) === plan.file.sha256;
}

function reportLive(report: StepReport, release: ScriptRelease): void {
  report.setOutput('release-id', release.Id);
  report.setOutput('release-uuid', release.Uuid ?? undefined);
  report.setOutput('result', withoutCode(release));
}

/**
 * The failure path of a publish: with rollback-on-failure, re-publishes the previous release
 * (compare-and-swap: only while this step's release or the previous one is live, never over
 * someone else's deploy), then fails the step with `reason`, saying what the rollback did.
 * Called after a failed wait, and by the caller of a probe after a failed probe.
 */
async function failPublish(published: PublishedScript, reason: string): Promise<never> {
  const { plan, client, report, previous, script } = published;
  const { log, setOutput, summary } = report;
  if (!plan.rollbackOnFailure) {
    summary.verdict(false, reason);
    const hint = previous?.Uuid ? `; previous-release-uuid ${inline(previous.Uuid, 80)} is what a rollback-script step would restore` : '';
    throw new Error(`${reason}. Nothing was rolled back (rollback-on-failure is false)${hint}`);
  }
  if (previous === undefined) {
    summary.verdict(false, reason);
    throw new Error(`${reason}. Nothing to roll back to: the script had no release before this step (its first publish)`);
  }
  if (!previous.Uuid) {
    summary.verdict(false, reason);
    throw new Error(`${reason}. Cannot roll back: the previous ${releaseName(previous)} has no Uuid to re-publish`);
  }
  const live = await readActiveRelease(client, plan.scriptId);
  if (live !== undefined && live.Id !== previous.Id && !isThisRelease(plan, live)) {
    summary.verdict(false, reason);
    throw new Error(
      `${reason}. Not rolled back: ${releaseName(live)} is live now, neither this step's release nor the previous one (someone else deployed); it is left alone`,
    );
  }
  log.warning(`${reason}; rolling back to the previous ${releaseName(previous)}`);
  const wait = await republish({
    client,
    scriptId: plan.scriptId,
    target: { ...previous, Uuid: previous.Uuid },
    replaced: live,
    restoreCode: true,
    note: plan.rollbackNote,
    waitSeconds: plan.waitSeconds,
    pollIntervalSeconds: plan.pollIntervalSeconds,
    report,
  });
  setOutput('rolled-back', true);
  if (wait.outcome === 'live') {
    if (wait.active) setOutput('result', withoutCode(wait.active));
    if (plan.purge) await purgeLinkedZones(client, script, report);
    summary.verdict(false, `${reason}; rolled back to ${releaseName(previous)}, live again`);
    throw new Error(`${reason}. Rolled back: the previous ${releaseName(previous)} is live again (${waitedFor(wait)})`);
  }
  const now = wait.active ? releaseName(wait.active) : 'no release';
  summary.verdict(false, `${reason}; the rollback to ${releaseName(previous)} is not live`);
  throw new Error(
    `${reason}. Re-published the previous ${releaseName(previous)}, but it is not live ${waitedFor(wait)}: ${now} is live. Check the script before running this step again`,
  );
}

export const operation: Operation<PublishScriptPlan> = {
  plan({ inputs, workspace, env }) {
    const scriptId = inputs.id('script-id');
    const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
    const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
    const note = inputs.optional('note') ?? defaultNote(env);
    const ifUnchanged = inputs.choice('if-unchanged', ['skip', 'publish'] as const) ?? 'skip';
    const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
    const { waitSeconds, pollIntervalSeconds } = wait;
    const purge = inputs.boolean('purge-linked-zones', true);
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    const probe = readProbeSettings(inputs, env, 'probe-url', deployProbeWait(wait));
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', false);
    return {
      scriptId,
      // A placeholder only when a problem was recorded: the step then fails before any request.
      file: file ?? { given, code: '', bytes: 0, sha256: '' },
      note,
      rollbackNote: defaultNote(env, 'Roll back after a failed publish of'),
      ifUnchanged,
      waitSeconds,
      pollIntervalSeconds,
      purge,
      rollbackOnFailure,
      probe,
      rollbackOnProbeError,
    };
  },

  describe(plan) {
    return [
      requests.edgeScript(plan.scriptId),
      requests.activeRelease(plan.scriptId),
      // The code is never printed: its size and hash stand for it.
      described({ ...requests.saveScriptCode(plan.scriptId, ''), body: { Code: codePlaceholder(plan.file) } }),
      described(requests.publishScript(plan.scriptId, plan.note)),
    ];
  },

  async execute(plan, client, report) {
    const { setOutput, summary, log } = report;
    const { scriptId, file } = plan;
    summary.heading(`bunny.net publish-script: script ${scriptId}`);
    setOutput('code-sha256', file.sha256);
    setOutput('unchanged', false);
    setOutput('rolled-back', false);

    const script = await readScript(client, scriptId);
    const urls = scriptUrls(script);
    setOutput('url', urls[0]);
    setOutput('urls', urls);
    const previous = await readActiveRelease(client, scriptId);
    setOutput('previous-release-uuid', previous?.Uuid ?? '');
    if (!script.CurrentReleaseId) {
      log.warning(
        `Script ${scriptId} had never been published: it ran its saved code. This step makes its first release; there is nothing to roll back to.`,
      );
    }
    log.info(
      `Script ${scriptId}: ${previous ? `live ${releaseName(previous)}` : 'no active release'}; file ${inline(file.given, 200)}, ${file.bytes} bytes, SHA-256 ${file.sha256}`,
    );

    if (previous !== undefined && plan.ifUnchanged === 'skip' && releaseHash(previous) === file.sha256) {
      setOutput('unchanged', true);
      reportLive(report, previous);
      log.info(`The live ${releaseName(previous)} already runs this file byte for byte: nothing published (if-unchanged: skip)`);
      summary.verdict(true, `Unchanged: ${releaseName(previous)} already runs this code`);
      facts(report, plan, previous);
      return;
    }

    await client.send(requests.saveScriptCode(scriptId, file.code));
    await client.send(requests.publishScript(scriptId, plan.note));
    log.info(`Saved and published the code of ${inline(file.given, 200)} with the note:`);
    log.untrusted(plan.note);
    log.info(`Waiting up to ${plan.waitSeconds} s for it to go live, polling every ${plan.pollIntervalSeconds} s`);

    const published: PublishedScript = { plan, client, report, script, previous };
    const wait = await waitUntilLive({
      client,
      scriptId,
      isTarget: (release) => isThisRelease(plan, release),
      before: previous,
      waitSeconds: plan.waitSeconds,
      pollIntervalSeconds: plan.pollIntervalSeconds,
      report,
      what: 'this release',
    });
    if (wait.outcome === 'superseded' && wait.active) {
      summary.verdict(false, `Superseded by ${releaseName(wait.active)}`);
      throw new Error(
        `The publish of script ${scriptId} was superseded by ${releaseName(wait.active)}, which went live ${waitedFor(wait)} without this step's code and note (another deploy). Nothing was rolled back`,
      );
    }
    if (wait.outcome !== 'live' || !wait.active) {
      const now = wait.active ? `${releaseName(wait.active)} is still live` : 'no release is live';
      return failPublish(published, `This step's release of script ${scriptId} did not go live ${waitedFor(wait)}: ${now}`);
    }

    const release = wait.active;
    reportLive(report, release);
    log.info(`Live: ${releaseName(release)} ${waitedFor(wait)}, its code's SHA-256 is the file's`);
    if (plan.purge) await purgeLinkedZones(client, script, report);
    if (plan.probe) {
      const outcome = await probeAndReport(plan.probe, report, { urlOutput: false });
      if (!outcome.matched) {
        // A network failure may be the runner's, not the release's: it rolls back only when asked.
        const rollBack = plan.rollbackOnFailure && (!isNetworkFailure(outcome) || plan.rollbackOnProbeError);
        return failPublish({ ...published, plan: { ...plan, rollbackOnFailure: rollBack } }, probeFailure(plan.probe, outcome));
      }
    }
    summary.verdict(true, `Published: ${releaseName(release)} is live`);
    facts(report, plan, release, previous);
  },
};

function facts(report: StepReport, plan: PublishScriptPlan, release: ScriptRelease, previous?: ScriptRelease): void {
  report.summary.facts([
    ['Release', releaseName(release)],
    ['Previous', previous ? releaseName(previous) : ''],
    ['Code SHA-256', plan.file.sha256],
    ['Note', inline(release.Note, 300)],
  ]);
}
