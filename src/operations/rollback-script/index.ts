import { requests } from '../../api/requests.ts';
import { waitedFor } from '../../api/wait-log.ts';
import { InputError, showValue, type Inputs } from '../../inputs/inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { Operation } from '../operation.ts';
import {
  defaultNote,
  described,
  RELEASE_PAGE_SIZE,
  findRelease,
  purgeLinkedZones,
  readActiveRelease,
  readScript,
  releaseHash,
  releaseName,
  republish,
  withoutCode,
} from '../edge-script/deploy.ts';

interface RollbackScriptPlan {
  scriptId: number;
  toUuid: string;
  onlyIfLiveUuid: string | undefined;
  restoreCode: boolean;
  note: string;
  purge: boolean;
  waitSeconds: number;
  pollIntervalSeconds: number;
}

/** A release Uuid is a short code, not always a UUID: letters, digits and hyphens. */
const RELEASE_UUID = /^[A-Za-z0-9-]{1,64}$/;

function releaseUuid(inputs: Inputs, name: string, required: boolean): string | undefined {
  const value = required ? inputs.line(name, { required: true, expected: 'the Uuid of a release' }) : inputs.line(name);
  if (!value) return undefined;
  return inputs.check(() => {
    if (!RELEASE_UUID.test(value)) {
      throw new InputError(name, `got ${showValue(value)}; expected a release Uuid: 1 to 64 letters, digits and hyphens`);
    }
    return value;
  });
}

export const operation: Operation<RollbackScriptPlan> = {
  plan({ inputs, env }) {
    const scriptId = inputs.id('script-id');
    const toUuid = releaseUuid(inputs, 'to-release-uuid', true) ?? '';
    const onlyIfLiveUuid = releaseUuid(inputs, 'only-if-live-uuid', false);
    const restoreCode = inputs.boolean('restore-code', true);
    const note = inputs.optional('note') ?? defaultNote(env, `Roll back to ${toUuid} by`);
    const purge = inputs.boolean('purge-linked-zones', true);
    const { waitSeconds, pollIntervalSeconds } = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
    return { scriptId, toUuid, onlyIfLiveUuid, restoreCode, note, purge, waitSeconds, pollIntervalSeconds };
  },

  describe(plan) {
    return [
      requests.edgeScript(plan.scriptId),
      requests.activeRelease(plan.scriptId),
      requests.scriptReleases(plan.scriptId, 1, RELEASE_PAGE_SIZE),
      ...(plan.restoreCode
        ? [described({ ...requests.saveScriptCode(plan.scriptId, ''), body: { Code: '<the code of the target release>' } })]
        : []),
      described(requests.republishScript(plan.scriptId, plan.toUuid, plan.note)),
    ];
  },

  async execute(plan, client, report) {
    const { setOutput, summary, log } = report;
    const { scriptId, toUuid } = plan;
    summary.heading(`bunny.net rollback-script: script ${scriptId} to ${toUuid}`);
    setOutput('rolled-back', false);

    const script = await readScript(client, scriptId);
    const live = await readActiveRelease(client, scriptId);
    log.info(`Script ${scriptId}: ${live ? `live ${releaseName(live)}` : 'no active release'}`);

    // A re-run finds the work done.
    if (live?.Uuid === toUuid) {
      setOutput('release-uuid', live.Uuid);
      setOutput('replaced-release-uuid', '');
      setOutput('code-sha256', releaseHash(live));
      setOutput('result', withoutCode(live));
      log.info(`${releaseName(live)} is already live: nothing to roll back`);
      summary.verdict(true, `Already live: ${releaseName(live)}`);
      return;
    }

    const search = await findRelease(client, scriptId, toUuid);
    if (search.found === undefined) {
      summary.verdict(false, `No release ${toUuid} to roll back to`);
      throw new Error(
        search.deleted
          ? `Cannot roll back script ${scriptId} to ${releaseName(search.deleted)}: that release is deleted`
          : `Script ${scriptId} has no release with the Uuid ${toUuid} among its ${search.total} release(s) (${search.pages} page(s) read); check to-release-uuid`,
      );
    }
    const target = { ...search.found, Uuid: toUuid };
    log.info(`Found ${releaseName(target)} on page ${search.pages} of the release list`);

    // Compare-and-swap, as late as possible: never undo a deploy made after the one this rollback is for.
    if (plan.onlyIfLiveUuid !== undefined && live?.Uuid !== plan.onlyIfLiveUuid) {
      const now = live ? releaseName(live) : 'no release';
      summary.verdict(false, `Not rolled back: ${now} is live, not ${plan.onlyIfLiveUuid}`);
      throw new Error(
        `Not rolled back: only-if-live-uuid is ${plan.onlyIfLiveUuid}, but ${now} is live on script ${scriptId} (a later deploy, left alone)`,
      );
    }
    setOutput('replaced-release-uuid', live?.Uuid ?? '');
    const wait = await republish({
      client,
      scriptId,
      target,
      replaced: live,
      restoreCode: plan.restoreCode,
      note: plan.note,
      waitSeconds: plan.waitSeconds,
      pollIntervalSeconds: plan.pollIntervalSeconds,
      report,
    });
    setOutput('rolled-back', true);
    if (wait.outcome !== 'live' || !wait.active) {
      const now = wait.active ? releaseName(wait.active) : 'no release';
      summary.verdict(false, `The rollback to ${releaseName(target)} is not live`);
      throw new Error(
        wait.outcome === 'superseded'
          ? `Re-published ${releaseName(target)}, but ${now} went live instead ${waitedFor(wait)} (another deploy)`
          : `Re-published ${releaseName(target)}, but it is not live ${waitedFor(wait)}: ${now} is live`,
      );
    }
    setOutput('release-uuid', wait.active.Uuid ?? undefined);
    setOutput('code-sha256', releaseHash(wait.active));
    setOutput('result', withoutCode(wait.active));
    log.info(`Rolled back: ${releaseName(wait.active)} is live ${waitedFor(wait)}${live ? `, replacing ${releaseName(live)}` : ''}`);
    if (plan.purge) await purgeLinkedZones(client, script, report);
    summary.verdict(true, `Rolled back to ${releaseName(target)}`);
    summary.facts([
      ['Live', releaseName(wait.active)],
      ['Replaced', live ? releaseName(live) : ''],
      ['Note', inline(plan.note, 300)],
    ]);
  },
};
