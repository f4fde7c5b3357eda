import { StepFailure, firstApiError } from '../step-failure.ts';
import { noPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { requests, type BodilessRequest } from '../../api/requests.ts';
import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { batchStatus, settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import { EXACT_PURGE_LIMIT, PREFIX_PURGE_LIMIT, PurgePacer } from './purge-pacer.ts';
import { readPurgeTargets, targetName, type PurgeTarget, type PurgeTargets } from './purge-targets.ts';
import type { Operation, StepReport } from '../operation.ts';
import { messageOf, firstLine } from '../../http/wording.ts';
import { bodyLostWarning, sendPurge } from '../../platform/pull-zones/purge.ts';
import { SUMMARY_ROWS, listLines } from '../../runner/listed-paths.ts';
import type { Cell } from '../../runner/job-summary.ts';

type PurgeCachePlan = Omit<PurgeTargets, 'repeated'>;

/** Purges in flight at once: enough to spend the platform's burst of 120 in a moment, few enough for one host. */
const PURGE_CONCURRENCY = 16;

/** One line of the result, in input order. */
type PurgeEntry = ({ PullZoneId: number; CacheTag?: string } | { Url: string; Prefix: boolean; ExactPathIfVarying?: true }) & {
  Status?: number;
  Purged: boolean;
  Error?: string;
};

interface Outcome {
  status?: number | undefined;
  purged: boolean;
  error?: unknown;
  /** The warning for a purge done whose answer was lost. */
  warning?: string | undefined;
}

/** A purge left unsent once the API refused the key: the step's message counts these, it does not list them. */
class NotSent extends Error {}

function requestOf(target: PurgeTarget, exactPath: boolean): BodilessRequest {
  return target.kind === 'pull-zone'
    ? requests.purgePullZone(target.pullZoneId, target.cacheTag)
    : requests.purgeUrl(target.url, { exactPath });
}

/** Says, beside the API's own message, which input to check. */
function explain(error: unknown, target: PurgeTarget): unknown {
  if (error instanceof ApiError && error.status === 404 && target.kind === 'pull-zone') {
    return explainNotFound(error, noPullZone(target.pullZoneId));
  }
  return error;
}

/** Sends one purge; never throws. */
async function purgeOne(client: PlatformClient, target: PurgeTarget, exactPath: boolean): Promise<Outcome> {
  try {
    const done = await sendPurge(client, requestOf(target, exactPath));
    return { status: done.status, purged: true, warning: bodyLostWarning(targetName(target), done) };
  } catch (error) {
    return { status: error instanceof ApiError ? error.status : undefined, purged: false, error: explain(error, target) };
  }
}

function entryOf(target: PurgeTarget, outcome: Outcome): PurgeEntry {
  const what =
    target.kind === 'pull-zone'
      ? { PullZoneId: target.pullZoneId, ...(target.cacheTag === undefined ? {} : { CacheTag: target.cacheTag }) }
      : { Url: target.url, Prefix: target.prefix, ...(target.exactIfVarying ? { ExactPathIfVarying: true as const } : {}) };
  return {
    ...what,
    ...(outcome.status === undefined ? {} : { Status: outcome.status }),
    Purged: outcome.purged,
    ...(outcome.error === undefined ? {} : { Error: messageOf(outcome.error) }),
  };
}

function kindOf(target: PurgeTarget): string {
  if (target.kind === 'pull-zone') return target.cacheTag === undefined ? 'pull zone' : 'cache tag';
  if (target.exactIfVarying) return 'URL prefix (that path only if its pull zone varies by query string)';
  return target.prefix ? 'URL prefix' : 'URL';
}

/** How long the platform's limits make this run at least, for the log. */
function pace(exact: number, prefix: number): string {
  const seconds = Math.max(PurgePacer.floorSeconds(exact, EXACT_PURGE_LIMIT), PurgePacer.floorSeconds(prefix, PREFIX_PURGE_LIMIT));
  return seconds === 0 ? 'within the burst the platform allows' : `about ${Math.ceil(seconds)} s at the pace the platform allows`;
}

export const operation: Operation<PurgeCachePlan> = {
  plan({ inputs, log }) {
    const { targets, exactPath, repeated } = readPurgeTargets(inputs);
    if (repeated.length > 0) log.info(`Listed more than once, purged once: ${repeated.join(', ')}`);
    const either = targets.filter((target) => target.kind === 'url' && target.exactIfVarying).length;
    // Paced as prefixes: a zone that ignores query strings spends the prefix budget on them, and
    // one that does not spends the larger exact budget, which a slower pace never overruns.
    if (either > 0) {
      log.notice(
        `exact-path: ${either} URL(s) ending in / are purged as that path only when their pull zone varies by query string (IgnoreQueryStrings off); a zone that ignores query strings, as zones do by default, purges everything under them. They are paced as prefix purges (20, then one every 2 s), and result reports them with Prefix: true and ExactPathIfVarying: true.`,
        { title: 'purge-cache: exact-path depends on the pull zone' },
      );
    }
    return { targets, exactPath };
  },

  concurrency(plan) {
    return Math.min(PURGE_CONCURRENCY, plan.targets.length);
  },

  describe(plan) {
    // The entry point keeps only what a dry run shows of each (planned).
    return plan.targets.map((target) => requestOf(target, plan.exactPath));
  },

  async execute(plan, client, report: StepReport) {
    const { setOutput, summary, log, clock } = report;
    const limited = () => client.rateLimit.limited;
    // Exact and prefix purges have limits of their own: each kind goes at its own pace, so that
    // a prefix purge waiting its turn never holds up the exact ones.
    const lanes = [
      { pacer: new PurgePacer(EXACT_PURGE_LIMIT, clock, limited), indices: [] as number[] },
      { pacer: new PurgePacer(PREFIX_PURGE_LIMIT, clock, limited), indices: [] as number[] },
    ] as const;
    plan.targets.forEach((target, index) => {
      const exact = target.kind === 'url' && target.prefix === false;
      lanes[exact ? 0 : 1].indices.push(index);
    });
    const [exactLane, prefixLane] = lanes;
    log.info(
      `Purging ${plan.targets.length} ${plan.targets[0]?.kind === 'pull-zone' ? 'pull zone(s)' : 'URL(s)'} (${exactLane.indices.length} exact, ${prefixLane.indices.length} prefix or whole-zone): ${pace(exactLane.indices.length, prefixLane.indices.length)}.`,
    );

    const outcomes: Outcome[] = new Array(plan.targets.length);
    // A key the API refuses (401) on POST /purge, which names no resource, is refused for every
    // URL purge: the rest are not sent, so that a wrong key costs a few requests, not thousands at
    // the platform's purge pace. A pull zone's 401 may be that zone's alone (an id that is not the
    // account's pull zone), so it stops nothing.
    let refusedKey: unknown;
    let unsent = 0;
    await Promise.all(
      lanes.map(({ pacer, indices }) =>
        settleWithConcurrency(indices, PURGE_CONCURRENCY, async (index) => {
          const target = plan.targets[index] as PurgeTarget;
          if (refusedKey === undefined) await pacer.take();
          if (refusedKey !== undefined) {
            unsent += 1;
            outcomes[index] = { purged: false, error: new NotSent(`not sent: the API refused the key (${firstLine(refusedKey)})`) };
            return;
          }
          const outcome = await purgeOne(client, target, plan.exactPath);
          if (outcome.status === 401 && target.kind === 'url') refusedKey ??= outcome.error;
          outcomes[index] = outcome;
          if (outcome.warning !== undefined) {
            log.warning(outcome.warning);
          } else if (outcome.purged) {
            log.info(`Purged ${targetName(target)} (${kindOf(target)}, ${outcome.status})`);
          } else {
            log.info(`Not purged: ${targetName(target)}: ${firstLine(outcome.error)}`);
          }
        }),
      ),
    );

    const entries = plan.targets.map((target, index) =>
      entryOf(target, outcomes[index] ?? { purged: false, error: new Error('not sent') }),
    );
    const failures = plan.targets.flatMap((target, index) => (outcomes[index]?.purged ? [] : [{ target, error: outcomes[index]?.error }]));
    const failed = failures.map(({ target }) => (target.kind === 'pull-zone' ? target.pullZoneId : target.url));
    const purged = entries.length - failed.length;
    setOutput('purged', purged);
    setOutput('failed', failed);
    setOutput('result', entries);
    setOutput('status', batchStatus(outcomes.map((outcome) => outcome.status)));

    // Failures first, as many rows as a summary holds: thousands of URLs would pass the runner's
    // 1 MiB and lose the whole summary. The result output lists every purge.
    const order = [...plan.targets.keys()].sort((a, b) => Number(outcomes[a]?.purged === true) - Number(outcomes[b]?.purged === true));
    const rows = order.slice(0, SUMMARY_ROWS).map((index): Cell[] => {
      const target = plan.targets[index] as PurgeTarget;
      const outcome = outcomes[index];
      return [
        targetName(target),
        kindOf(target),
        outcome?.status,
        outcome?.purged ? 'purged' : `failed: ${outcome?.error === undefined ? '' : firstLine(outcome.error)}`,
      ];
    });
    const rest = order.length - rows.length;
    if (rest > 0) rows.push([`… and ${rest} more: the result output lists every purge`, '', '', '']);
    summary.heading(`bunny.net purge-cache: ${purged} of ${entries.length} purged`).table(['Purge', 'Kind', 'Status', 'Result'], rows);
    if (failed.length === 0) return;

    const verdict = `${failed.length} of ${entries.length} purges failed`;
    const [only] = failures;
    if (plan.targets.length === 1 && only) throw new StepFailure(messageOf(only.error), verdict, firstApiError([only.error]));
    // Those not sent share one cause, said once with their count; the others are listed, the first few.
    const sent = failures.filter(({ error }) => !(error instanceof NotSent));
    const lines = listLines(sent, ({ target, error }) => `${targetName(target)}: ${messageOf(error)}`);
    if (unsent > 0) lines.push(`${unsent} URLs not sent: the API refused the key (${firstLine(refusedKey)})`);
    const tried = unsent === 0 ? 'every purge was tried' : `${unsent} not sent once the API refused the key`;
    const message = `${failed.length} of ${entries.length} purges failed (${tried}):\n${lines.join('\n')}`;
    // The first API failure keeps its status and error key for the step's outputs.
    throw new StepFailure(message, verdict, firstApiError(failures.map(({ error }) => error)));
  },
};
