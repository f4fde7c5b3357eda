/**
 * The prune of a script's secrets (upsert-secret) or variables (sync-variables), after every
 * write succeeded: what the log says of the plan, the deletes by id (a 404 is a delete done),
 * and the failure that names each delete that did not go through.
 */
import { ApiError } from '../../api/api-error.ts';
import { settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import type { PruneDecision } from '../../platform/edge-scripts/prune.ts';
import type { PruneWords } from '../../inputs/prune-settings.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { firstApiError } from '../step-failure.ts';
import { inline } from '../../runner/untrusted-text.ts';

/** "OLD_A (id 7003)": an entry as the prune lines name it, so that its id can be looked up. */
const named = ({ Name, Id }: { Name: string; Id: number }) => `${inline(Name, 80)} (id ${Id})`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The log lines of a prune plan: what is kept and why, what cannot be named, what goes. */
export function showPrunePlan(decision: PruneDecision, log: ActionLog, words: PruneWords, dryRun: boolean): void {
  const would = dryRun ? 'would be ' : '';
  const Noun = capital(words.noun);
  for (const entry of decision.kept)
    log.info(`${Noun} ${named(entry)} is not in the list but kept: it matches keep pattern ${inline(entry.pattern, 80)}`);
  for (const id of decision.unnamed) log.warning(`${Noun} ${id} has no name in the script's list, so it is never pruned`);
  if (decision.deletions.length === 0) log.info(`No ${words.noun} of the script is left out of the list: nothing to prune.`);
  else log.info(`Not in the list, ${would}pruned: ${decision.deletions.map(named).join(', ')}`);
}

/** The summary rows of a prune plan: name, id, and what becomes of it. */
export function prunePlanRows(decision: PruneDecision, refused: boolean, dryRun: boolean): Array<[string, number, string]> {
  return [
    ...decision.kept.map(({ Name, Id, pattern }): [string, number, string] => [Name, Id, `kept (keep: ${pattern})`]),
    ...decision.deletions.map(({ Name, Id }): [string, number, string] => [
      Name,
      Id,
      refused ? `not deleted: the prune ${dryRun ? 'is' : 'was'} refused` : 'deleted',
    ]),
  ];
}

/** One delete of the prune, as it went. */
export interface PrunedEntry {
  Name: string;
  Id: number;
  Deleted: boolean;
  /** The platform answered 404: it was gone already, which is the goal. */
  gone: boolean;
  status: number | undefined;
  error?: unknown;
}

/**
 * Deletes what the decision lets go, at most `concurrency` at once, each by id. Every delete is
 * tried whatever another did: each one that fails is named afterwards.
 */
export async function carryOutPrune(
  decision: PruneDecision,
  concurrency: number,
  remove: (entry: { Id: number; Name: string }) => Promise<{ status: number }>,
  log: ActionLog,
  words: PruneWords,
  scriptId: number,
): Promise<PrunedEntry[]> {
  const Noun = capital(words.noun);
  const settled = await settleWithConcurrency(decision.deletions, concurrency, async (entry) => {
    const { status } = await remove(entry);
    const gone = status === 404;
    log.info(`${Noun} ${named(entry)} of script ${scriptId}: ${gone ? 'already gone (404)' : 'deleted'}`);
    return { status, gone };
  });
  return settled.map((outcome, index) => {
    const entry = decision.deletions[index] ?? { Id: 0, Name: '' };
    if (outcome.status === 'fulfilled')
      // A 404 is a delete done: it flags nothing in the batch's status.
      return { ...entry, Deleted: true, gone: outcome.value.gone, status: outcome.value.gone ? 204 : outcome.value.status };
    const reason: unknown = outcome.reason;
    return { ...entry, Deleted: false, gone: false, status: reason instanceof ApiError ? reason.status : undefined, error: reason };
  });
}

/** What a delete's row says. */
export function prunedResult(entry: PrunedEntry): string {
  if (!entry.Deleted) return `delete failed: ${(entry.error as Error).message}`;
  return entry.gone ? 'deleted (already gone)' : 'deleted';
}

/** The step's failure when a delete failed, keeping the first API failure's status and error key; undefined when none did. */
export function pruneFailure(pruned: readonly PrunedEntry[], words: PruneWords): Error | undefined {
  const failed = pruned.filter((entry) => !entry.Deleted);
  if (failed.length === 0) return undefined;
  const lines = failed.map((entry) => `${inline(entry.Name, 80)}: ${(entry.error as Error).message}`);
  const message = `Every listed ${words.noun} was written, but ${failed.length} of ${pruned.length} deletions failed:\n${lines.join('\n')}`;
  return firstApiError(failed.map((entry) => entry.error))?.withMessage(message) ?? new Error(message);
}
