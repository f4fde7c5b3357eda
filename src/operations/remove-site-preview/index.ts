import { ApiError } from '../../api/api-error.ts';
import { messageOf } from '../../http/wording.ts';
import { planned, placeholder, requests } from '../../api/requests.ts';
import { readHostnameTemplate, resolveHostname } from '../../inputs/site-inputs.ts';
import { previewUrls, purgePreview, purgePreviewRequest } from '../../platform/pull-zones/preview-purge.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { applyRemoval, changeLine, removalChanges, routeOnceRemoved, type ZoneChange } from '../../platform/pull-zones/site-switch.ts';
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
  /** A hostname kept on the zone without a preview rule: a preview already closed, or not a preview. */
  unmatched: string | undefined;
  /** The wildcard hostname that serves the preview: it serves every other preview too, so it stays. */
  wildcard: string | undefined;
  /**
   * What still routes the preview's host to the zone once it is closed, so that its cached pages
   * are purged (on a re-run too, whose rule is gone already: a failed purge is mended by running
   * the step again); undefined: nothing does, and nothing is purged.
   */
  route: string | undefined;
}

/** The purge of a closed preview, as the log and the result say it. */
const purgeLine = (decision: RemovePreviewDecision) =>
  `purge ${previewUrls(decision.plan.hostname)}: ${decision.route ?? ''} still routes ${decision.plan.hostname} to pull zone ${decision.plan.pullZoneId}, whose edge answers the preview's cached pages until they are purged`;

/** A removal that failed after some of its writes: the failure, then what is done, what is not, and that a re-run finishes it. */
function partlyRemoved(error: unknown, decision: RemovePreviewDecision, written: readonly string[]): Error {
  const left = decision.changes.map(changeLine).filter((line) => !written.includes(line));
  const message =
    `${messageOf(error)}\nThe preview ${decision.plan.hostname} is removed only in part: done: ${written.join('; ')}` +
    `${left.length > 0 ? `; not done: ${left.join('; ')}` : ''}. Run the step again, which removes what is left`;
  return error instanceof ApiError ? error.withMessage(message) : new Error(message, { cause: error });
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
      planned(
        purgePreviewRequest(plan.hostname),
        `when a wildcard hostname of the zone covers ${plan.hostname}${plan.removeHostname ? '' : ', or the hostname stays on the zone'}: the edge answers the preview's cached pages until they are purged (on a re-run too)`,
      ),
    ];
  },

  async inspect(plan, client) {
    const zone = await readPullZone(client, plan.pullZoneId);
    return {
      plan,
      ...removalChanges(zone, plan.hostname, plan.removeHostname),
      wildcard: servingWildcard(zone, plan.hostname)?.hostname,
      route: routeOnceRemoved(zone, plan.hostname, plan.removeHostname),
    };
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
    // Only when the zone has no trace of it: a hostname kept without its rule may not be a preview (the warning below).
    if (changes.length === 0 && decision.unmatched === undefined)
      log.info(`The preview ${plan.hostname} is gone from pull zone ${plan.pullZoneId} already: nothing to remove`);
    // A kept hostname without a preview rule is still purged: a re-run is how a purge that failed
    // after an earlier run removed the rule is mended (that run's failure says so), and that
    // hostname looks the same as one added by hand. Purging a hostname that is not a preview costs
    // only its cached copies; skipping it would leave a closed preview's pages served until they expire.
    if (decision.unmatched !== undefined)
      log.warning(
        `${decision.unmatched}.${decision.route === undefined ? '' : ` Its cached pages are purged all the same (${previewUrls(plan.hostname)}), which a preview whose earlier purge failed needs`}`,
      );
    for (const change of changes) log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${changeLine(change)}`);
    if (decision.route !== undefined) log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${purgeLine(decision)}`);
    if (decision.wildcard !== undefined)
      log.info(
        `The wildcard hostname ${decision.wildcard} serves ${plan.hostname}: only the preview's rule is removed; the wildcard stays for the other previews`,
      );
    if (!plan.removeHostname)
      log.info(
        `remove-hostname is false: the hostname stays on the pull zone; once its rule is gone it serves nothing until a production deploy counts it as production's`,
      );
    if (mode === 'dry-run') setOutput('removed', false);
    if (mode === 'dry-run')
      setOutput('result', {
        dryRun: true,
        hostname: plan.hostname,
        changes: [...changes.map(changeLine), ...(decision.route !== undefined ? [purgeLine(decision)] : [])],
      });
  },

  async apply(decision, client, report) {
    const { plan } = decision;
    const { log, setOutput, summary } = report;
    let written: string[] = [];
    // Known before the first write, so that a failure with nothing removed sets it too.
    setOutput('removed', false);
    if (decision.changes.length > 0) {
      // The writes as planned, each once a read shows it: what a failure after some of them has left to do.
      const done: string[] = [];
      try {
        written = await applyRemoval(client, plan.pullZoneId, plan.hostname, plan.removeHostname, (line) => {
          log.info(`Done: ${line}`);
          done.push(line);
        });
      } catch (error) {
        if (done.length === 0) throw error;
        // A write held: the result says what changed, and the message what a re-run has left to do.
        // The rule's deletes come last, so a rule of the preview is still on the zone: not removed
        // (github-deployment would mark inactive the Deployments of a preview that may still serve).
        setOutput('result', { removed: false, hostname: plan.hostname, changes: done });
        throw partlyRemoved(error, decision, done);
      }
    }
    const removed = written.length > 0;
    setOutput('removed', removed);
    // Known before the purge: set even when the purge fails, and again with its line once done.
    setOutput('result', { removed, hostname: plan.hostname, changes: written });
    // After the rule is gone: a purge before it would let the rule cache the preview again.
    if (decision.route !== undefined) {
      try {
        await purgePreview(client, plan.hostname, (line) => log.warning(line));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw error.withMessage(
          `${error.message}\n${removed ? "the preview's rule is removed, but " : ''}the purge of ${previewUrls(plan.hostname)} failed: the edge keeps answering the preview's cached pages until they are purged. Run the step again, which purges again`,
        );
      }
      const purged = purgeLine(decision);
      log.info(`Done: ${purged}`);
      written.push(purged);
      setOutput('result', { removed, hostname: plan.hostname, changes: written });
    }
    summary.verdict(
      true,
      removed
        ? `Removed the preview ${plan.hostname}`
        : decision.unmatched === undefined
          ? `Nothing to remove: the preview ${plan.hostname} is gone already`
          : `Nothing to remove: no preview rule of this action for ${plan.hostname} (a preview already closed, or a hostname that is not a preview)`,
    );
    if (written.length > 0) summary.facts(written.map((line, i) => [`Change ${i + 1}`, line]));
  },
};
