import { planned, placeholder, requests } from '../../api/requests.ts';
import { readHostnameTemplate, resolveHostname } from '../../inputs/site-inputs.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { applyRemoval, changeLine, removalChanges, type ZoneChange } from '../../platform/pull-zones/site-switch.ts';
import { servingWildcard } from '../../platform/pull-zones/wildcard-hostnames.ts';
import type { DecidingOperation } from '../operation.ts';
import { refuseBeforeWriting } from '../shared/site-switch-step.ts';

interface RemovePreviewPlan {
  pullZoneId: number;
  hostname: string;
  removeHostname: boolean;
}

interface RemovePreviewDecision {
  plan: RemovePreviewPlan;
  /** What closing the preview changes; empty when it is gone already. */
  changes: ZoneChange[];
  /** Why the step refuses: the hostname is not a preview of this action. */
  refusal: string | undefined;
  /** The wildcard hostname that serves the preview: it serves every other preview too, so it stays. */
  wildcard: string | undefined;
}

export const operation: DecidingOperation<RemovePreviewPlan, RemovePreviewDecision> = {
  async plan({ inputs, env, pullRequest }) {
    const pullZoneId = inputs.id('pull-zone-id');
    const previewHostname = readHostnameTemplate(inputs, true, env);
    const removeHostname = inputs.boolean('remove-hostname', true);
    const hostname = (await resolveHostname(previewHostname, { inputs, pullRequest })) ?? '';
    return { pullZoneId, hostname, removeHostname };
  },

  describe(plan) {
    const guid = placeholder(`Guid of the rule of the preview ${plan.hostname}`);
    return [
      planned(requests.pullZone(plan.pullZoneId)),
      planned(requests.deleteEdgeRule(plan.pullZoneId, guid), 'when the zone has the preview rule'),
      ...(plan.removeHostname ? [planned(requests.removeHostname(plan.pullZoneId, plan.hostname), 'when the zone has the hostname')] : []),
      planned(requests.pullZone(plan.pullZoneId), 'read again before each write'),
    ];
  },

  async inspect(plan, client) {
    const zone = await readPullZone(client, plan.pullZoneId);
    return { plan, ...removalChanges(zone, plan.hostname, plan.removeHostname), wildcard: servingWildcard(zone, plan.hostname)?.hostname };
  },

  show(decision, report, mode) {
    const { plan, changes } = decision;
    const { log, setOutput, summary } = report;
    summary.heading(
      `bunny.net remove-site-preview: ${plan.hostname} on pull zone ${plan.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`,
    );
    if (decision.refusal !== undefined) {
      setOutput('removed', false);
      refuseBeforeWriting({ message: decision.refusal, verdict: `${plan.hostname} is not a preview of this action` }, mode);
    }
    if (changes.length === 0) log.info(`The preview ${plan.hostname} is gone from pull zone ${plan.pullZoneId} already: nothing to remove`);
    for (const change of changes) log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${changeLine(change)}`);
    if (decision.wildcard !== undefined)
      log.info(
        `The wildcard hostname ${decision.wildcard} serves ${plan.hostname}: only the preview's rule is removed; the wildcard stays for the other previews`,
      );
    if (!plan.removeHostname)
      log.info(
        `remove-hostname is false: the hostname stays on the pull zone; once its rule is gone it serves nothing until a production deploy counts it as production's`,
      );
    if (mode === 'dry-run') setOutput('removed', false);
    if (mode === 'dry-run') setOutput('result', { dryRun: true, hostname: plan.hostname, changes: changes.map(changeLine) });
  },

  async apply(decision, client, report) {
    const { plan } = decision;
    const { log, setOutput, summary } = report;
    const written =
      decision.changes.length === 0
        ? []
        : await applyRemoval(client, plan.pullZoneId, plan.hostname, plan.removeHostname, (line) => log.info(`Done: ${line}`));
    setOutput('removed', written.length > 0);
    setOutput('result', { removed: written.length > 0, hostname: plan.hostname, changes: written });
    summary.verdict(
      true,
      written.length > 0 ? `Removed the preview ${plan.hostname}` : `Nothing to remove: the preview ${plan.hostname} is gone already`,
    );
    if (written.length > 0) summary.facts(written.map((line, i) => [`Change ${i + 1}`, line]));
  },
};
