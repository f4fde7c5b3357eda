import { planned, requests, type PlannedRequest, type ScriptCredential } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { readActiveRelease, withoutCode } from '../../platform/edge-scripts/active-release.ts';
import { releaseHash } from '../../platform/edge-scripts/code-hash.ts';
import { compareNotes, recognisePublished } from '../../platform/edge-scripts/release-identity.ts';
import { waitForActiveRelease } from '../../platform/edge-scripts/release-wait.ts';
import { RELEASE_PAGE_SIZE, releaseBeforeCode, type EarlierRelease } from '../../platform/edge-scripts/release-list.ts';
import { linkedZoneIds, readScript, scriptUrls } from '../../platform/edge-scripts/script.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { DecidingOperation, StepReport } from '../operation.ts';
import { proveDeploy, shownUrl } from '../shared/probe-report.ts';
import { plannedPurges, purgeAgain, purgeLinkedZones } from '../shared/linked-zone-purge.ts';
import { liveAfterWait, logPolls, releaseName, showDryRunWrites } from '../shared/release-words.ts';
import { waitedFor } from '../../api/wait-log.ts';
import { readPublishPlan, rollbackUuid, sentNote, type PublishDecision, type PublishScriptPlan } from './plan.ts';
import { failPublish } from './rollback-on-failure.ts';
import { emptyPreviousRelease } from './later-rollback.ts';
import { StepFailure } from '../step-failure.ts';
import { requireEnvironment } from './require-env.ts';
import { checkRuntimeLimits, withRuntimeLimits } from './runtime-limits-check.ts';
import { ownsRacedRelease, thisDeploy, UNKNOWN_RACE } from './this-deploy.ts';
import { firstLine, messageOf } from '../../http/wording.ts';

/** The code's save and the publish: the code is never printed, its size and hash stand for it. */
const codeWrites = (plan: PublishScriptPlan, why?: string) => [
  planned(
    {
      ...requests.saveScriptCode(plan.scriptId, ''),
      body: { Code: `<${plan.file.bytes} bytes of ${plan.file.given}, SHA-256 ${plan.file.sha256}>` },
    },
    why,
  ),
  planned(requests.publishScript(plan.scriptId, sentNote(plan)), why),
];

function reportLive(report: StepReport, release: ScriptRelease): void {
  report.setOutput('release-id', release.Id);
  report.setOutput('release-uuid', release.Uuid ?? undefined);
  report.setOutput('result', withoutCode(release));
}

export const operation: DecidingOperation<PublishScriptPlan, PublishDecision> = {
  plan: readPublishPlan,

  describe(plan) {
    const credential = plan.credential ? `with ${plan.credential.input} instead of the api-key` : undefined;
    return [
      ...(plan.keyless
        ? []
        : [
            planned(requests.edgeScript(plan.scriptId)),
            planned(requests.activeRelease(plan.scriptId)),
            planned(
              requests.scriptReleases(plan.scriptId, 1, RELEASE_PAGE_SIZE),
              'when the live release runs the file already: page by page, for the release live before it (previous-release-uuid)',
            ),
          ]),
      ...(plan.requireEnv.length > 0
        ? [
            planned(
              requests.scriptSecrets(plan.scriptId),
              `require-env: with the script's variables, must give the code ${plan.requireEnv.join(', ')}`,
            ),
          ]
        : []),
      ...codeWrites(plan, credential),
    ];
  },

  async inspect(plan, client, report) {
    const { setOutput } = report;
    // Known before any request, so set even when a read fails.
    setOutput('code-sha256', plan.file.sha256);
    setOutput('unchanged', false);
    setOutput('rolled-back', false);
    // Without api-key nothing can be read: the release is proved live by the probe, or not at all.
    if (plan.keyless) return { kind: 'keyless', plan };
    const script = await readScript(client, plan.scriptId);
    // A script its variables keep from booting answers 400 whatever is published: never saved.
    const limits = checkRuntimeLimits(plan.scriptId, script, plan.requireEnv.length > 0);
    if (limits && plan.requireEnv.length === 0) throw limits;
    // Configuration before code: a script its variables and secrets cannot boot is never saved; one failure names every problem.
    if (plan.requireEnv.length > 0) {
      try {
        await requireEnvironment(plan.requireEnv, plan.scriptId, script, client, report, limits);
      } catch (error) {
        throw withRuntimeLimits(error, limits);
      }
    }
    const { release: previous } = await readActiveRelease(client, plan.scriptId);
    if (previous === undefined || releaseHash(previous) !== plan.file.sha256)
      return { kind: 'publish', plan, script, previous, earlier: undefined };
    // The rollback a workflow writes after this step must restore something, never a release of
    // this code: so also when if-unchanged: publish makes another release of it.
    const earlier = await releaseBeforeCode(client, plan.scriptId, previous, plan.file.sha256);
    return { kind: plan.ifUnchanged === 'skip' ? 'unchanged' : 'publish', plan, script, previous, earlier };
  },

  show(decision, report, mode) {
    if (decision.kind === 'keyless') return showKeyless(decision.plan, report);
    const { setOutput, summary, log } = report;
    const { plan, script, previous } = decision;
    const { scriptId, file } = plan;
    summary.heading(`bunny.net publish-script: script ${scriptId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
    setOutput('unchanged', decision.kind === 'unchanged');
    const urls = scriptUrls(script);
    setOutput('url', urls[0]);
    setOutput('urls', urls);
    setOutput('previous-release-uuid', rollbackUuid(decision) ?? '');
    if (!script.CurrentReleaseId) {
      log.warning(
        `Script ${scriptId} had never been published: it ran its saved code. This step makes its first release; there is nothing to roll back to.`,
      );
    }
    log.info(
      `Script ${scriptId}: ${previous ? `live ${releaseName(previous)}` : 'no active release'}; file ${inline(file.given, 200)}, ${file.bytes} bytes, SHA-256 ${file.sha256}`,
    );
    if (decision.kind === 'unchanged') {
      const { earlier, previous: live } = decision;
      reportLive(report, live);
      setOutput('verified-by', 'release');
      log.info(`The live ${releaseName(live)} already runs this file byte for byte: nothing published (if-unchanged: skip)`);
      logEarlier(report, earlier);
      if (plan.probe === undefined) return showUnproved(report, plan, script, live, mode);
      // An earlier run may have left this release live unproved (its probe failed, or its wait ran out): proved again.
      const purges = plan.purge ? plannedPurges(linkedZoneIds(script), 'before the probe') : [];
      const then = `${purges.length > 0 ? "purge the script's linked pull zones, then " : ''}probe ${inline(shownUrl(plan.probe.url))}`;
      if (mode === 'run') {
        log.info(`Unchanged, but not taken as proved: this step will ${then}, as after a publish`);
        return;
      }
      log.info(`Dry run: would ${then}, as after a publish`);
      if (purges.length > 0) log.untrusted(JSON.stringify(purges, null, 2));
      summary.verdict(true, `Dry run: unchanged, ${releaseName(live)} already runs this code; would ${then}`);
      facts(report, plan, live);
      return;
    }
    if (decision.earlier && previous) {
      log.info(`The live ${releaseName(previous)} already runs this file byte for byte: publishing it again (if-unchanged: publish)`);
      logEarlier(report, decision.earlier);
    }
    if (mode === 'run') return;
    showDryRunWrites(
      report,
      `save the code of ${inline(file.given, 200)} and publish it`,
      [...codeWrites(plan), ...plannedPurges(plan.purge ? linkedZoneIds(script) : [], 'once the release is live')],
      sentNote(plan),
      `Dry run: would publish ${file.bytes} bytes (SHA-256 ${file.sha256.slice(0, 12)}) over ${previous ? releaseName(previous) : 'no release'}`,
    );
  },

  async apply(decision, client, report) {
    if (decision.kind === 'unchanged') return applyUnchanged(decision, client, report);
    if (decision.kind === 'keyless') return applyKeyless(decision.plan, client, report);
    const { plan, script, previous } = decision;
    const { log, summary } = report;
    const { scriptId, file } = plan;

    const uncertain = await saveAndPublish(plan, client, report).catch((error: unknown) => {
      throw nothingPublished(decision, report, error);
    });
    if (uncertain) log.warning(`The publish may have been carried out (${firstLine(uncertain)}): reading the active release to see`);
    log.info(`Waiting up to ${plan.waitSeconds} s for it to go live, polling every ${plan.pollIntervalSeconds} s`);

    const identity = { codeSha256: file.sha256, note: sentNote(plan), before: previous };
    const lost = uncertain ? ` (the publish answered: ${firstLine(uncertain)})` : '';
    const fail = (reason: string, ours?: ScriptRelease, live?: ScriptRelease) => failPublish(decision, client, report, reason, ours, live);
    const wait = await waitForActiveRelease({
      ...plan,
      client,
      judge: (release) => {
        const seen = recognisePublished(release, identity);
        return seen === 'before' ? 'waiting' : seen;
      },
      clock: report.clock,
      onPoll: logPolls(log, (release, verdict) =>
        verdict === 'ours'
          ? 'this release is live'
          : verdict === 'raced'
            ? `${releaseName(release)} went live with this step's note but other code`
            : verdict === 'other'
              ? `${releaseName(release)} went live instead`
              : `${releaseName(release)} is still live`,
      ),
    }).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      // The write happened: said first, and failed as a wait that ran out is (rollback-on-failure applies).
      return fail(
        `The code of ${inline(file.given, 200)} was saved and ${uncertain ? 'its publish sent' : 'published'}, but reading the active release of script ${scriptId} failed (${firstLine(error)}), so this step's release was not seen live${lost}`,
      );
    });
    const release = wait.release;

    if (wait.verdict === 'other' && release) {
      const unlike =
        sentNote(plan) === undefined
          ? 'with other code (another deploy: this publish sent no note, so no release of other code is taken for its own)'
          : 'with other code and another note (another deploy)';
      throw new StepFailure(
        `The publish of script ${scriptId} was superseded by ${releaseName(release)}, which went live ${waitedFor(wait)} ${unlike}${lost}. Nothing was rolled back; ${emptyPreviousRelease(report)}`,
        `Superseded by ${releaseName(release)}`,
      );
    }
    if (wait.verdict === 'raced' && release) {
      const raced = `${releaseName(release)} went live with this step's note but not the file's code ${waitedFor(wait)}`;
      if (!ownsRacedRelease(sentNote(plan))) {
        // Maybe a later deploy of another pipeline with the same fixed note, whose step passed: never undone.
        throw new StepFailure(
          `${raced}: ${UNKNOWN_RACE}${lost}. Nothing was rolled back: it may be another pipeline's deploy; ${emptyPreviousRelease(report)}`,
          `${releaseName(release)} went live with this step's note but other code`,
        );
      }
      // This step's publish went live, gone wrong: release-uuid, so that the documented rollback step compares with it.
      reportLive(report, release);
      return fail(
        `${raced}: another save of the script's code raced this step's, so this step published code that is not the file's${lost}`,
        release,
      );
    }
    if (wait.verdict !== 'ours' || !release) {
      const now = release ? `${releaseName(release)} is still live` : liveAfterWait(wait);
      return fail(`This step's release of script ${scriptId} did not go live ${waitedFor(wait)}: ${now}${lost}`, undefined, release);
    }

    reportLive(report, release);
    report.setOutput('verified-by', 'release');
    log.info(`Live: ${releaseName(release)} ${waitedFor(wait)}, its code's SHA-256 is the file's`);
    if (sentNote(plan) !== undefined && compareNotes(plan.note, release.Note) !== 'same') {
      log.warning(
        `The note of ${releaseName(release)} is not the note sent: the platform kept ${JSON.stringify(inline(release.Note ?? '', 200))}. The release is this step's (its code is the file's, and it was not live before)`,
      );
    }
    if (plan.purge) await purgeLinkedZones(client, script, report);
    const failed = plan.probe && (await proveDeploy(plan.probe, report, plan, { whose: 'release' }));
    // Said as it is: rollback-on-failure is true, the skip is rollback-on-probe-error's.
    if (failed?.skipped) throw new StepFailure(`${failed.reason}. Nothing was rolled back: ${failed.skipped}`, failed.reason);
    if (failed) return fail(failed.reason, release);
    summary.verdict(true, `Published: ${releaseName(release)} is live`);
    facts(report, plan, release, previous);
  },
};

/** Says what previous-release-uuid is when the live release runs the file already, or why it is empty. */
function logEarlier({ log }: StepReport, earlier: EarlierRelease): void {
  log.info(
    earlier.uuid === undefined
      ? `previous-release-uuid is empty: ${earlier.reason}`
      : `previous-release-uuid: ${inline(earlier.uuid, 80)} (release ${earlier.id}), the newest earlier release with other code: what was live before this code first went live`,
  );
}

const PURGE_AGAIN = purgeAgain('the run that published this release');

/**
 * The purges of an unchanged re-run without a probe. Only a re-run of this step's own deploy
 * (thisDeploy) purges: its first run may have ended after the release went live but before the
 * purge, and no later run would purge, the pull zones serving what the old code answered. An
 * unchanged step of another commit published nothing and writes nothing; a publish with a script
 * credential sent no note, so its release is never taken for this step's.
 */
function repeatedPurges(
  plan: PublishScriptPlan,
  script: EdgeScript,
  live: ScriptRelease,
  deploy = thisDeploy(sentNote(plan), live.Note, 'purge'),
): PlannedRequest[] {
  if (!plan.purge || !deploy.ours) return [];
  return plannedPurges(linkedZoneIds(script), `as ${deploy.name} is live`);
}

/** An unchanged step without a probe: it purges again for this step's deploy (repeatedPurges), else writes nothing. */
function showUnproved(report: StepReport, plan: PublishScriptPlan, script: EdgeScript, live: ScriptRelease, mode: 'dry-run' | 'run'): void {
  const { log, summary } = report;
  const deploy = thisDeploy(sentNote(plan), live.Note, 'purge');
  const purges = repeatedPurges(plan, script, live, deploy);
  if (purges.length === 0) {
    if (plan.purge && linkedZoneIds(script).length > 0) {
      log.info(`Nothing purged: ${releaseName(live)} is ${deploy.said}, so this step, which published nothing, writes nothing`);
    }
    summary.verdict(true, `Unchanged: ${releaseName(live)} already runs this code`);
  } else if (mode === 'run') {
    log.info(`Unchanged, and ${deploy.said}: this step will ${PURGE_AGAIN}`);
    summary.verdict(true, `Unchanged: ${releaseName(live)} already runs this code`);
  } else {
    log.info(`Dry run: unchanged, and ${deploy.said}: would ${PURGE_AGAIN}`);
    log.untrusted(JSON.stringify(purges, null, 2));
    summary.verdict(true, `Dry run: unchanged, ${releaseName(live)} already runs this code; would purge its linked pull zones again`);
  }
  facts(report, plan, live);
}

/**
 * An unchanged re-run with a probe: the live release runs the file, but a re-run of a step that
 * failed after the release went live (its probe, its wait) must not report success unproved. The
 * purge repeats harmlessly; a failed probe fails as after a publish, rolling back to the release
 * live before this code when asked, and only when the live release is this step's own deploy
 * (thisDeploy, known by its commit): an unchanged step of a later commit must not undo a release
 * that ran this code long before. Without a probe, only the purge of this step's deploy is
 * repeated (repeatedPurges).
 */
async function applyUnchanged(
  decision: Extract<PublishDecision, { kind: 'unchanged' }>,
  client: PlatformClient,
  report: StepReport,
): Promise<void> {
  const { plan, script, previous: live } = decision;
  if (plan.probe === undefined) {
    if (repeatedPurges(plan, script, live).length > 0) await purgeLinkedZones(client, script, report);
    return;
  }
  if (plan.purge) await purgeLinkedZones(client, script, report);
  const failed = await proveDeploy(plan.probe, report, plan, { whose: 'release' });
  if (failed?.skipped) throw new StepFailure(`${failed.reason}. Nothing was rolled back: ${failed.skipped}`, failed.reason);
  const deploy = thisDeploy(sentNote(plan), live.Note, 'rollback');
  if (failed && plan.rollbackOnFailure && !deploy.ours) {
    throw new StepFailure(
      `${failed.reason}. Nothing was rolled back: ${releaseName(live)} is ${deploy.said}, so this step, which published nothing, does not undo it; previous-release-uuid ${decision.earlier.uuid ?? '(unknown)'} is what a rollback-script step would restore`,
      failed.reason,
    );
  }
  if (failed) return failPublish(decision, client, report, failed.reason, live);
  report.summary.verdict(true, `Unchanged: ${releaseName(live)} already runs this code, and the probe passed`);
  facts(report, plan, live);
}

/**
 * Saves the file as the script's code and publishes it, each with the script credential when the
 * step has one (a fresh OIDC token each). Returns the publish's failure when it may have been
 * carried out (its answer lost, or a 5xx), for the caller to read the platform; throws any other.
 */
async function saveAndPublish(plan: PublishScriptPlan, client: PlatformClient, report: StepReport): Promise<ApiError | undefined> {
  const { scriptId, file, credential } = plan;
  const explained = (error: unknown) =>
    credential && error instanceof ApiError && error.status === 401 ? error.withMessage(`${error.message}. ${credential.refused}`) : error;
  try {
    await client.send(requests.saveScriptCode(scriptId, file.code, await credential?.get()));
  } catch (error) {
    throw explained(error);
  }
  // The save went through: a failure from here on says so, or the step would read as having changed nothing.
  const savedOnly = `The file was saved as the script's code but not published: a later publish-script of the same file publishes it`;
  let publishing: ScriptCredential | undefined;
  try {
    publishing = await credential?.get();
  } catch (error) {
    throw new Error(`${messageOf(error)}. ${savedOnly}`, { cause: error });
  }
  let uncertain: ApiError | undefined;
  try {
    await client.send(requests.publishScript(scriptId, sentNote(plan), publishing));
    report.log.info(
      `Saved and published the code of ${inline(file.given, 200)}${credential ? ` with ${credential.input}` : ''}, ${credential ? "with no note (a publish with a script credential has no body, as the platform's own deploy action sends it)" : 'with the note:'}`,
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.mayHaveLanded)) {
      const refused = explained(error);
      throw refused instanceof ApiError ? refused.withMessage(`${refused.message}\n${savedOnly}`) : refused;
    }
    uncertain = error;
    report.log.info(`Saved the code; the publish answered no success.${credential ? '' : ' The note sent:'}`);
  }
  if (!credential) report.log.untrusted(plan.note);
  return uncertain;
}

/**
 * A save or publish refused for good (saveAndPublish throws no other): no release of this step's
 * can be live, so previous-release-uuid is emptied, or the documented rollback step would run
 * with release-uuid empty, compare with nothing, and re-publish the old release over whatever
 * went live since.
 */
function nothingPublished(decision: Exclude<PublishDecision, { kind: 'keyless' }>, report: StepReport, error: unknown): unknown {
  // Without a release to restore the documented rollback step does not run already.
  if (!rollbackUuid(decision)) return error;
  const words = `Nothing was published, so no rollback is needed; ${emptyPreviousRelease(report, 'a rollback to it could undo a deploy made since')}`;
  if (error instanceof ApiError) return error.withMessage(`${error.message}\n${words}`);
  return new Error(`${messageOf(error)}\n${words}`, { cause: error });
}

function showKeyless(plan: PublishScriptPlan, { summary, log }: StepReport): void {
  summary.heading(`bunny.net publish-script: script ${plan.scriptId} (${plan.credential?.input ?? 'keyless'})`);
  log.info(
    `No api-key: the code is saved and published with ${plan.credential?.input ?? 'no credential'}; the releases cannot be read, so ` +
      (plan.verifyNone ? 'verify: none: nothing proves that the new code is live.' : 'the probe proves the new code live.'),
  );
  log.info("Without api-key the script's linked pull zones cannot be read: nothing is purged.");
}

/** A publish without api-key: the probe is the only proof, and there is no release to roll back to. */
async function applyKeyless(plan: PublishScriptPlan, client: PlatformClient, report: StepReport): Promise<void> {
  const { setOutput, summary, log } = report;
  const uncertain = await saveAndPublish(plan, client, report);
  const lost = uncertain ? ` The publish answered: ${firstLine(uncertain)}.` : '';
  if (plan.verifyNone || plan.probe === undefined) {
    setOutput('verified-by', 'none');
    setOutput('result', { keyless: true, verifiedBy: 'none' });
    if (uncertain) {
      throw new StepFailure(
        `The publish of script ${plan.scriptId} answered ${firstLine(uncertain)}: it may or may not have been carried out, and with verify: none and no api-key nothing can tell which`,
        'The publish may not have been carried out, and nothing was verified',
      );
    }
    log.warning('verify: none: the publish was accepted, but nothing proves that the new code is live.');
    summary.verdict(true, 'Published, not verified (verify: none)');
    return;
  }
  if (uncertain) log.warning(`The publish may have been carried out (${firstLine(uncertain)}): the probe tells`);
  // rollback-on-failure is refused without api-key: there is no release to roll back to.
  const failed = await proveDeploy(plan.probe, report, plan);
  setOutput('verified-by', failed ? 'none' : 'probe');
  setOutput('result', { keyless: true, verifiedBy: failed ? 'none' : 'probe' });
  if (failed)
    throw new StepFailure(
      `${failed.reason}.${lost} Nothing was rolled back: without api-key the step cannot read or re-publish releases`,
      failed.reason,
    );
  summary.verdict(true, 'Published and verified by the probe');
}

function facts(report: StepReport, plan: PublishScriptPlan, release: ScriptRelease, previous?: ScriptRelease): void {
  report.summary.facts([
    ['Release', releaseName(release)],
    ['Previous', previous ? releaseName(previous) : ''],
    ['Code SHA-256', plan.file.sha256],
    ['Note', inline(release.Note, 300)],
  ]);
}
