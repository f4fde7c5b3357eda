/**
 * One batch of writes to a script's environment: its secrets (upsert-secret) or its variables
 * (sync-variables). Both read the script before anything is written, refuse a prune the read
 * already condemns before the first write, send every write whatever another did, look again
 * where an answer was lost, and prune only once every write went through (a create that needs
 * the room the prune makes goes after it, once every other write went through). What differs (the
 * request, what a write's answer says, whether a value can be read back) the operation passes in.
 */
import { ApiError } from '../../api/api-error.ts';
import { batchStatus, settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import { refusalMessage, type PruneWords } from '../../inputs/prune-settings.ts';
import type { PruneDecision } from '../../platform/edge-scripts/prune.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { noScript, type ScriptListRead } from '../../platform/edge-scripts/script.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import type { Cell, JobSummary } from '../../runner/job-summary.ts';
import type { StepReport } from '../operation.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { firstApiError, StepFailure } from '../step-failure.ts';
import { messageOf } from '../../http/wording.ts';
import { deleteWords, goneBefore } from './delete-answer.ts';

/** "OLD_A (id 7003)": an entry as the prune lines name it, so that its id can be looked up. */
const named = ({ Name, Id }: { Name: string; Id: number }) => `${inline(Name, 80)} (id ${Id})`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The failure that names each write or delete that failed with what the API said, keeping the first API failure's status and error key. */
function failureOf(head: string, failed: ReadonlyArray<{ name: string; error: unknown }>): Error {
  const message = `${head}:\n${failed.map(({ name, error }) => `${name}: ${messageOf(error)}`).join('\n')}`;
  return firstApiError(failed.map(({ error }) => error))?.withMessage(message) ?? new Error(message);
}

/** The log lines of a prune plan: what is kept and why, what cannot be named, what goes. */
function showPrunePlan(decision: PruneDecision, log: ActionLog, words: PruneWords, dryRun: boolean): void {
  const would = dryRun ? 'would be ' : '';
  const Noun = capital(words.noun);
  for (const entry of decision.kept)
    log.info(`${Noun} ${named(entry)} is not in the list but kept: it matches keep pattern ${inline(entry.pattern, 80)}`);
  for (const id of decision.unnamed) log.warning(`${Noun} ${id} has no name in the script's list, so it is never pruned`);
  if (decision.deletions.length === 0) log.info(`No ${words.noun} of the script is left out of the list: nothing to prune.`);
  else log.info(`Not in the list, ${would}pruned: ${decision.deletions.map(named).join(', ')}`);
}

/** The summary rows of a prune plan: name, id, and what becomes of it. */
function prunePlanRows(decision: PruneDecision, refused: boolean, dryRun: boolean): Cell[][] {
  return [
    ...decision.kept.map(({ Name, Id, pattern }) => [Name, Id, `kept (keep: ${pattern})`]),
    ...decision.deletions.map(({ Name, Id }) => [
      Name,
      Id,
      refused ? `not deleted: the prune ${dryRun ? 'is' : 'was'} refused` : 'deleted',
    ]),
  ];
}

/**
 * A read the batch decides from, before anything is written. A failed read fails the step: it
 * never counts as "none", which would make every name look new and leave a prune nothing to
 * compare with. `why` says so in the operation's words; `whyFirst` puts it before what the API said.
 */
export async function readBeforeWriting<Entry>(
  read: () => Promise<ScriptListRead<Entry>>,
  failure: { scriptId: number; why: string; whyFirst: boolean; heading: string; verdict: string; summary: JobSummary },
): Promise<{ list: Entry[]; status: number }> {
  const { scriptId, why, whyFirst, summary } = failure;
  const word = (message: string) => (whyFirst ? `${why}:\n${message}` : `${message}\n${why}`);
  let answer;
  try {
    answer = await read();
  } catch (error) {
    summary.heading(failure.heading);
    // What the API said (a 401 says which key is wanted), and what it means for this step.
    throw new StepFailure(word(messageOf(error)), failure.verdict, StepFailure.apiErrorOf(error));
  }
  if (answer.missing) {
    summary.heading(failure.heading);
    const missing = answer.missing.withMessage(word(answer.missing.message));
    throw new StepFailure(`${missing.message}\n${noScript(scriptId)}`, failure.verdict, missing);
  }
  return answer;
}

/**
 * A prune that the read already condemns (more than max-prune, or everything the script had
 * without allow-prune-all) fails the step before its first write: a step that would fail its
 * guards changes nothing. The run logs the prune plan, deletes nothing, and its summary shows
 * every entry with what would have become of it.
 */
export function refusePruneBeforeWriting(
  decision: PruneDecision | undefined,
  words: PruneWords,
  { log, setOutput, summary }: StepReport,
  heading: string,
): void {
  const refused = decision && refusalMessage(decision, words, 'Nothing was written and nothing deleted.');
  if (!decision || refused === undefined) return;
  showPrunePlan(decision, log, words, false);
  setOutput('deleted-names', []);
  summary.heading(heading);
  summary.table([capital(words.noun), 'Id', 'Would be'], prunePlanRows(decision, true, false));
  throw new StepFailure(refused, 'The prune was refused before any write: nothing written');
}

/**
 * Every refusal the read decides besides the prune's (a name the other kind holds, a runtime
 * limit), in one failure with the prune's refusal when its guards refuse it too: a user who
 * mended only what one failure named would learn of the next on the next run. Nothing is
 * written; the summary gets `heading`. Returns when there is no such refusal (a refused prune
 * alone fails as refusePruneBeforeWriting and showBatchDryRun word it).
 */
export function refuseBeforeAnyWrite(
  prune: PruneDecision | undefined,
  words: PruneWords,
  refusals: readonly string[],
  { summary }: StepReport,
  { heading, dryRun }: { heading: string; dryRun: boolean },
): void {
  if (refusals.length === 0) return;
  const pruneRefused = prune && refusalMessage(prune, words);
  const nothing = pruneRefused ? 'Nothing was written and nothing deleted.' : 'Nothing was written.';
  summary.heading(heading);
  throw new StepFailure(
    `${dryRun ? 'Dry run: ' : ''}${[...(pruneRefused ? [pruneRefused] : []), ...refusals].join('\n')}${dryRun ? '' : `\n${nothing}`}`,
    'Refused before any write: nothing written',
  );
}

/**
 * The dry run of a batch that read the script: its summary table (`rows`, each entry by name and
 * id with what would become of it, then the prune's), the prune's plan in the log, the `result`
 * output (`result`, then what the prune would delete and keep), and the refusal of a prune the
 * read condemns, as the run would refuse it before its first write.
 */
export function showBatchDryRun(
  prune: PruneDecision | undefined,
  words: PruneWords,
  { log, setOutput, summary }: StepReport,
  rows: readonly Cell[][],
  result: Record<string, unknown>,
): void {
  const refused = prune && refusalMessage(prune, words);
  summary.table([capital(words.noun), 'Id', 'Would be'], [...rows, ...(prune ? prunePlanRows(prune, refused !== undefined, true) : [])]);
  if (prune) showPrunePlan(prune, log, words, true);
  setOutput('result', {
    dryRun: true,
    ...result,
    ...(prune ? { delete: prune.deletions.map((entry) => entry.Name), keep: prune.kept.map((entry) => entry.Name) } : {}),
    ...(refused ? { refused } : {}),
  });
  if (refused) throw new StepFailure(`Dry run: ${refused}`, 'The prune would be refused');
}

/** One write of the batch, as it went: `done` what the operation made of its answer, or `error`. */
export interface WriteOutcome<Item, Done> {
  item: Item;
  done?: Done;
  error?: unknown;
}

export interface EnvWrites<Item extends { name: string }, Done> {
  scriptId: number;
  words: PruneWords;
  items: readonly Item[];
  concurrency: number;
  /** Sends one write; a 404 is explained as the script missing. */
  write(item: Item): Promise<{ done: Done; status: number }>;
  /**
   * After writes that may have been carried out though they failed (a lost answer, a 5xx): the
   * script is read once more and what it holds decides. Returns, by item, what was found
   * written; a write it cannot confirm keeps its failure, which then says so. Secrets cannot be
   * read back: their operation passes none and relies on the repeat.
   */
  readBack?(uncertain: readonly Item[]): Promise<Map<Item, Done>>;
}

/**
 * Sends every write, at most `concurrency` at once, each whatever another did; pushes each
 * status (in the order the writes were made) to `statuses`. Writes that may have landed are
 * read back when the operation can.
 */
export async function writeEach<Item extends { name: string }, Done>(
  batch: EnvWrites<Item, Done>,
  statuses: Array<number | undefined>,
  log: ActionLog,
): Promise<Array<WriteOutcome<Item, Done>>> {
  const settled = await settleWithConcurrency(batch.items, batch.concurrency, (item) =>
    batch.write(item).catch((error: unknown) => {
      throw explainNotFound(error, noScript(batch.scriptId));
    }),
  );
  const outcomes = settled.map((outcome, index): WriteOutcome<Item, Done> => {
    const item = batch.items[index] as Item;
    statuses.push(
      outcome.status === 'fulfilled' ? outcome.value.status : outcome.reason instanceof ApiError ? outcome.reason.status : undefined,
    );
    return outcome.status === 'fulfilled' ? { item, done: outcome.value.done } : { item, error: outcome.reason };
  });
  const uncertain = outcomes.filter((outcome) => outcome.error instanceof ApiError && outcome.error.mayHaveLanded);
  if (!batch.readBack || uncertain.length === 0) return outcomes;
  log.warning(
    `${uncertain.map((outcome) => outcome.item.name).join(', ')}: the write got no answer that says whether it was carried out; reading the script's ${batch.words.noun}s back to see`,
  );
  try {
    const found = await batch.readBack(uncertain.map((outcome) => outcome.item));
    for (const outcome of uncertain) {
      const done = found.get(outcome.item);
      if (done !== undefined) {
        outcome.done = done;
        delete outcome.error;
      } else if (outcome.error instanceof ApiError) {
        outcome.error = outcome.error.withMessage(`${outcome.error.message}; read back, the script does not hold the value sent`);
      }
    }
  } catch (error) {
    log.warning(`The ${batch.words.noun}s could not be read back (${messageOf(error)}): the writes without an answer count as failed`);
  }
  return outcomes;
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
 * The batch once every write was sent, under `heading` in the summary. A failed write fails the
 * step, with nothing pruned: `failWrites` words the failure from the one that names each write
 * with what the API said; `what` names the writes ("secrets", "variable writes"). Else the prune
 * runs: the plan in the log, every delete by id, each tried whatever another did (a 404 is a
 * delete done), each status to `statuses`, deleted-names, and the `result` output: `results`,
 * then each delete as `prunedResult` gives it. The summary table lists the writes (`rows`, one
 * cell a column) and what the prune kept and deleted. A failed delete then fails the step as
 * `failPrune` words it. `held`: writes that need the room the prune makes (a script past the
 * runtime's count of variables does not boot), sent after every delete went through, never
 * before and never after a failed one; their outcomes join `outcomes`, and a failed one fails
 * the step as a failed write does. Returns the deletes.
 */
export async function endBatch<Item extends { name: string }, Done>(
  batch: EnvWrites<Item, Done>,
  outcomes: Array<WriteOutcome<Item, Done>>,
  end: {
    report: StepReport;
    statuses: Array<number | undefined>;
    /** False when the step wrote one secret: its status output is then the write's own. */
    setsStatus: boolean;
    heading: string;
    columns: readonly string[];
    /** Read once the writes are done: `held` writes end after the prune. */
    rows: () => readonly Cell[][];
    what: string;
    failWrites: (failed: Error, count: number) => unknown;
    prune: PruneDecision | undefined;
    remove: (entry: { Id: number; Name: string }) => Promise<{ status: number; repeatedAfterLoss?: boolean }>;
    results: () => readonly object[];
    prunedResult: (entry: PrunedEntry) => object;
    /** `heldBack`: the `held` writes were not sent. */
    failPrune: (failed: Error, heldBack: boolean) => unknown;
    held?: readonly Item[];
  },
): Promise<PrunedEntry[] | undefined> {
  const { report, statuses, prune } = end;
  const { log, setOutput, summary } = report;
  const setStatus = () => end.setsStatus && setOutput('status', batchStatus(statuses));
  const table = (more: Cell[][]) =>
    summary.table(
      end.columns,
      [...end.rows(), ...more].map((row) => end.columns.map((_, i) => row[i])),
    );
  const held = end.held ?? [];
  const heldNames = held.map((item) => item.name).join(', ');
  summary.heading(end.heading);
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  if (failed.length > 0) {
    setStatus();
    if (prune) setOutput('deleted-names', []);
    table([]);
    const pruned = prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
    const notSent = held.length > 0 ? `; not sent, since they need the room the prune makes: ${heldNames}` : '';
    const head = `${failed.length} of ${outcomes.length} ${end.what} failed; the others were written${pruned}${notSent}`;
    const writes = failed.map(({ item, error }) => ({ name: item.name, error }));
    throw end.failWrites(failureOf(head, writes), failed.length);
  }
  if (!prune) {
    setStatus();
    table([]);
    return undefined;
  }
  showPrunePlan(prune, log, batch.words, false);
  const Noun = capital(batch.words.noun);
  const settled = await settleWithConcurrency(prune.deletions, batch.concurrency, async (entry) => {
    const answer = await end.remove(entry);
    const { status } = answer;
    const gone = goneBefore(answer);
    log.info(`${Noun} ${named(entry)} of script ${batch.scriptId}: ${deleteWords(answer)}`);
    // A 404 is a delete done: it flags nothing in the batch's status.
    return { gone, status: status === 404 ? 204 : status };
  });
  const deleted = settled.map((outcome, index): PrunedEntry => {
    const entry = prune.deletions[index]!;
    if (outcome.status === 'fulfilled') return { ...entry, Deleted: true, ...outcome.value };
    const reason: unknown = outcome.reason;
    return { ...entry, Deleted: false, gone: false, status: reason instanceof ApiError ? reason.status : undefined, error: reason };
  });
  for (const entry of deleted) statuses.push(entry.status);
  const undone = deleted.filter((entry) => !entry.Deleted);
  if (undone.length === 0 && held.length > 0) {
    log.info(`The prune made room: sending ${heldNames}`);
    outcomes.push(...(await writeEach({ ...batch, items: held }, statuses, log)));
  }
  setOutput(
    'deleted-names',
    deleted.filter((entry) => entry.Deleted).map((entry) => entry.Name),
  );
  setStatus();
  table([
    ...prune.kept.map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id]),
    ...deleted.map((entry) => [
      entry.Name,
      entry.Deleted ? `deleted${entry.gone ? ' (already gone)' : ''}` : `delete failed: ${messageOf(entry.error)}`,
      entry.Id,
    ]),
  ]);
  setOutput('result', [...end.results(), ...deleted.map(end.prunedResult)]);
  if (undone.length > 0) {
    const head =
      held.length > 0
        ? `${undone.length} of ${deleted.length} deletions failed, so ${heldNames}, which need the room the prune makes, were not written; the other listed ${batch.words.noun}s were`
        : `Every listed ${batch.words.noun} was written, but ${undone.length} of ${deleted.length} deletions failed`;
    const deletes = undone.map(({ Name, error }) => ({ name: inline(Name, 80), error }));
    throw end.failPrune(failureOf(head, deletes), held.length > 0);
  }
  const late = outcomes.filter((outcome) => outcome.error !== undefined);
  if (late.length === 0) return deleted;
  const head = `${late.length} of ${outcomes.length} ${end.what} failed; the others were written, and the prune ran first, to make room for ${heldNames}`;
  throw end.failWrites(
    failureOf(
      head,
      late.map(({ item, error }) => ({ name: item.name, error })),
    ),
    late.length,
  );
}

/**
 * A name the step would write that the script holds as the other kind, in the words both
 * operations use: what collides, and how to write the value instead.
 */
export function nameCollisionRefusal(name: string, held: { kind: 'secret' | 'variable'; name: string }): string {
  const writing = held.kind === 'secret' ? 'variable' : 'secret';
  const instead =
    held.kind === 'secret' ? 'set the value as a secret with upsert-secret' : 'set the value as a variable with sync-variables';
  return `${name}: the script has a ${held.kind} named ${held.name}, and a variable and a secret of one script cannot share a name. Give the ${writing} another name, or ${instead}.`;
}
