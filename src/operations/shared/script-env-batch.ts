/**
 * One batch of writes to a script's environment: its secrets (upsert-secret) or its variables
 * (sync-variables). Both read the script before anything is written, refuse a prune the read
 * already condemns before the first write, send every write whatever another did, look again
 * where an answer was lost, and prune only once every write went through (a create that needs
 * the room the prune makes goes after it, once every other write went through). What differs (the
 * request, what a write's answer says, whether a value can be read back) the operation passes in.
 */
import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { batchStatus, settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import { refusalMessage, type PruneWords } from '../../inputs/prune-settings.ts';
import type { PruneDecision } from '../../platform/edge-scripts/prune.ts';
import { caseMates, nameCollisions } from '../../platform/script-variables/runtime-limits.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { noScript, type ScriptListRead } from '../../platform/edge-scripts/script.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import type { Cell, JobSummary } from '../../runner/job-summary.ts';
import type { OutputName, OutputValue, StepReport } from '../operation.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { firstApiError, StepFailure } from '../step-failure.ts';
import { firstLine, messageOf } from '../../http/wording.ts';
import { deleteWords, goneBefore } from './delete-answer.ts';

/** "OLD_A (id 7003)": an entry as the prune lines name it, so that its id can be looked up. */
const named = ({ Name, Id }: { Name: string; Id: number }) => `${inline(Name, 80)} (id ${Id})`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The failure that names each write or delete that failed with what the API said, keeping the first API failure's status and error key. */
function failureOf(head: string, failed: ReadonlyArray<{ name: string; error: unknown }>): Error {
  const message = `${head}:\n${failed.map(({ name, error }) => `${name}: ${messageOf(error)}`).join('\n')}`;
  return firstApiError(failed.map(({ error }) => error))?.withMessage(message) ?? new Error(message);
}

function showPrunePlan(decision: PruneDecision, log: ActionLog, words: PruneWords, dryRun: boolean): void {
  const would = dryRun ? 'would be ' : '';
  const Noun = capital(words.noun);
  for (const entry of decision.kept)
    log.info(`${Noun} ${named(entry)} is not in the list but kept: it matches keep pattern ${inline(entry.pattern, 80)}`);
  for (const id of decision.unnamed) log.warning(`${Noun} ${id} has no name in the script's list, so it is never pruned`);
  if (decision.deletions.length === 0) log.info(`No ${words.noun} of the script is left out of the list: nothing to prune.`);
  else log.info(`Not in the list, ${would}pruned: ${decision.deletions.map(named).join(', ')}`);
}

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
  read: (client: PlatformClient, scriptId: number) => Promise<ScriptListRead<Entry>>,
  { client, scriptId, heading, summary }: { client: PlatformClient; scriptId: number; heading: string; summary: JobSummary },
  { why, verdict, whyFirst = false }: { why: string; verdict: string; whyFirst?: boolean },
): Promise<{ list: Entry[]; status: number }> {
  const word = (message: string) => (whyFirst ? `${why}:\n${message}` : `${message}\n${why}`);
  let answer;
  try {
    answer = await read(client, scriptId);
  } catch (error) {
    summary.heading(heading);
    // What the API said (a 401 says which key is wanted), and what it means for this step.
    throw new StepFailure(word(messageOf(error)), verdict, StepFailure.apiErrorOf(error));
  }
  if (answer.missing) {
    summary.heading(heading);
    const missing = answer.missing.withMessage(word(answer.missing.message));
    throw new StepFailure(`${missing.message}\n${noScript(scriptId)}`, verdict, missing);
  }
  return answer;
}

/**
 * What a step refused before its first write knows of its outputs, set though it fails (a later
 * `if: failure()` step reads them with fromJSON, which an unset one breaks). `lists`: the step
 * reports created-names and updated-names (a list of secrets, the variables), none of them
 * written, and deleted-names with a prune, which deleted none. `known`: the operation's own
 * outputs it knows as well (what the read found already as the list has it).
 */
interface RefusedOutputs {
  lists: boolean;
  known?: Readonly<Partial<Record<OutputName, OutputValue>>>;
}

function setRefusedOutputs(prune: PruneDecision | undefined, setOutput: StepReport['setOutput'], refused: RefusedOutputs): void {
  if (refused.lists) {
    setOutput('created-names', []);
    setOutput('updated-names', []);
    if (prune) setOutput('deleted-names', []);
  }
  for (const [name, value] of Object.entries(refused.known ?? {})) setOutput(name as OutputName, value);
}

/**
 * Every refusal the read decides besides the prune's (a name the other kind holds, a runtime
 * limit), in one failure with the prune's refusal when its guards refuse it too: a user who
 * mended only what one failure named would learn of the next on the next run. Then, outside a
 * dry run (whose refused prune fails as showBatchDryRun words it), a prune the read condemns
 * alone (more than max-prune, or everything the script had without allow-prune-all): a step
 * that would fail its guards changes nothing. It logs the prune plan, and its summary shows
 * every entry with what would have become of it. Either way nothing is written, and outside a
 * dry run (which sets its plan in result, and these outputs never) `outputs` are set.
 */
export function refuseBeforeWriting(
  prune: PruneDecision | undefined,
  words: PruneWords,
  refusals: readonly string[],
  { log, setOutput, summary }: StepReport,
  { heading, dryRun, outputs }: { heading: string; dryRun: boolean; outputs: RefusedOutputs },
): void {
  const pruneRefused = prune && refusalMessage(prune, words);
  if (refusals.length > 0) {
    const nothing = pruneRefused ? 'Nothing was written and nothing deleted.' : 'Nothing was written.';
    if (!dryRun) setRefusedOutputs(prune, setOutput, outputs);
    summary.heading(heading);
    throw new StepFailure(
      `${dryRun ? 'Dry run: ' : ''}${[...(pruneRefused ? [pruneRefused] : []), ...refusals].join('\n')}${dryRun ? '' : `\n${nothing}`}`,
      'Refused before any write: nothing written',
    );
  }
  const refused = !dryRun && prune && refusalMessage(prune, words, 'Nothing was written and nothing deleted.');
  if (!prune || !refused) return;
  showPrunePlan(prune, log, words, false);
  setRefusedOutputs(prune, setOutput, outputs);
  summary.heading(heading);
  summary.table([capital(words.noun), 'Id', 'Would be'], prunePlanRows(prune, true, false));
  throw new StepFailure(refused, 'The prune was refused before any write: nothing written');
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

/**
 * How one write (or delete) stood when the runner cancelled the step. `maybe`: sent, and no answer
 * said whether it was carried out (in flight, or its answer lost and not read back yet).
 */
export type AtCancel<Done> =
  { state: 'written'; done: Done } | { state: 'failed'; error: unknown } | { state: 'maybe' } | { state: 'not sent' };

/** A write or delete whose answer may not say whether it was carried out: a cancel reads it as `maybe`, a read-back looks for it. */
const mayHaveLanded = (error: unknown): boolean => error instanceof ApiError && error.mayHaveLanded;

/** How a write or delete that failed stands at a cancel. */
const failedAtCancel = (error: unknown): AtCancel<never> => (mayHaveLanded(error) ? { state: 'maybe' } : { state: 'failed', error });

/** What `result` says of a write the cancel left undecided; what the summary's row says of it. */
const CANCELLED_WRITE = {
  maybe: {
    error: 'in flight when the runner cancelled the step: it may have been written',
    cell: 'in flight at the cancel: may have been written',
  },
  'not sent': { error: 'not sent: the runner cancelled the step first', cell: 'not sent' },
} as const;

/** A write that did not go through, as the cancel's `result` entry words it. */
export const cancelledError = (write: Exclude<AtCancel<unknown>, { state: 'written' }>) =>
  write.state === 'failed' ? messageOf(write.error) : CANCELLED_WRITE[write.state].error;

/** A write that did not go through, as the cancel's summary row words it. */
export const cancelledCell = (write: Exclude<AtCancel<unknown>, { state: 'written' }>) =>
  write.state === 'failed' ? `failed: ${messageOf(write.error)}` : CANCELLED_WRITE[write.state].cell;

/**
 * What a runner's cancel reports of the batch, from the writes and deletes settled by then: the
 * step does not wait for them, and a clean-up step (`if: cancelled()`) reads the outputs to learn
 * what is on the platform.
 */
export interface CancelReport<Item, Done> {
  report: StepReport;
  heading: string;
  columns: readonly string[];
  /** The step reports created-names and updated-names (a list of secrets, the variables), and deleted-names with a prune. */
  lists: boolean;
  /** Whether a write that went through created what it wrote; else it updated it. */
  created(item: Item, done: Done): boolean;
  /** Every entry of `result` and row of the summary the writes give, as `at` says each stood. */
  writes(at: (item: Item) => AtCancel<Done>): { results: object[]; rows: Cell[][] };
  /** Outputs the operation knows whatever the writes did. */
  known?: Readonly<Partial<Record<OutputName, OutputValue>>>;
  /** rollback-on-failure: the cancel starts no rollback (the runner is ending the step), and says so. */
  rollsBack?: boolean;
  /** What the prune deletes once every write went through. */
  prune: PruneDecision | undefined;
}

/** How the batch stands, kept as each write and delete settles, for a cancel that does not wait for them. */
interface BatchProgress<Item, Done> {
  /** endBatch set the outputs and the summary of the whole batch: a later cancel leaves them. */
  reported: boolean;
  writes: Map<Item, AtCancel<Done>>;
  deletes?: { entries: Map<number, AtCancel<PrunedEntry>>; prunedResult: (entry: PrunedEntry) => object };
}

export interface EnvWrites<Item extends { name: string }, Done> {
  scriptId: number;
  words: PruneWords;
  items: readonly Item[];
  concurrency: number;
  /** Every status in the order the requests were made: a batch reports the first failure's. */
  statuses: Array<number | undefined>;
  /** Sends one write; a 404 is explained as the script missing. */
  write(item: Item): Promise<{ done: Done; status: number }>;
  /**
   * After writes that may have been carried out though they failed (a lost answer, a 5xx): the
   * script is read once more and what it holds decides. Returns, by item, what was found
   * written; a write it cannot confirm keeps its failure, which then says so. Secrets cannot be
   * read back: their operation passes none and relies on the repeat.
   */
  readBack?(uncertain: readonly Item[]): Promise<Map<Item, Done>>;
  /**
   * Writes that need the room the prune makes (a script past the runtime's count of variables
   * does not boot): endBatch sends them after every delete went through, never before and never
   * after a failed one.
   */
  held?: readonly Item[];
}

/** A batch under way: its writes, and how they stand for a runner's cancel. */
export type EnvBatch<Item extends { name: string }, Done> = EnvWrites<Item, Done> & { progress: BatchProgress<Item, Done> };

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * The batch of `writes`, its report of a runner's cancel registered before its first write: the
 * writes and deletes that went through (the name lists, `result`, the summary's rows), and the
 * line that names how many were written, which were in flight and how many were not sent.
 */
export function beginBatch<Item extends { name: string }, Done>(
  writes: EnvWrites<Item, Done>,
  atCancel: CancelReport<Item, Done>,
): EnvBatch<Item, Done> {
  const progress: BatchProgress<Item, Done> = { reported: false, writes: new Map() };
  // Called once, by the runner's cancel: what settles after it is never read.
  atCancel.report.onCancel(() => (progress.reported ? undefined : reportCancel(writes, progress, atCancel)));
  return { ...writes, progress };
}

const were = (count: number) => (count === 1 ? 'was' : 'were');
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * "Of 4 secrets to write, 2 were written before the cancel, 1 was in flight and may have been
 * written (NEW_HELD), 1 was not sent.": names only for those in flight, which the user must check.
 */
function tally(stood: ReadonlyArray<{ name: string; at: AtCancel<unknown> }>, noun: string, [to, done]: readonly [string, string]): string {
  const count = (state: AtCancel<unknown>['state']) => stood.filter(({ at }) => at.state === state).length;
  const maybe = stood.filter(({ at }) => at.state === 'maybe').map(({ name }) => name);
  const [written, failed, notSent] = [count('written'), count('failed'), count('not sent')];
  return `${[
    `Of ${counted(stood.length, noun)} to ${to}, ${written} ${were(written)} ${done} before the cancel`,
    ...(failed > 0 ? [`${failed} failed`] : []),
    ...(maybe.length > 0 ? [`${maybe.length} ${were(maybe.length)} in flight and may have been ${done} (${maybe.join(', ')})`] : []),
    ...(notSent > 0 ? [`${notSent} ${were(notSent)} not sent`] : []),
  ].join(', ')}.`;
}

/** What `result` and the summary say of a delete the cancel left undecided. */
const CANCELLED_DELETE = {
  maybe: {
    error: 'in flight when the runner cancelled the step: it may have been deleted',
    cell: 'in flight at the cancel: may have been deleted',
  },
  'not sent': CANCELLED_WRITE['not sent'],
} as const;

const deletedNames = (entries: readonly PrunedEntry[]) => entries.filter((entry) => entry.Deleted).map((entry) => entry.Name);

/** The prune's rows of the summary, the run's and the cancel's alike: what keep kept, then each delete as it stood. */
function pruneRows(
  prune: PruneDecision | undefined,
  deletes: ReadonlyArray<{ entry: { Name: string; Id: number }; at: AtCancel<PrunedEntry> }>,
): Cell[][] {
  return [
    ...(prune?.kept ?? []).map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id]),
    ...deletes.map(({ entry, at }) => [
      entry.Name,
      at.state === 'written'
        ? `deleted${at.done.gone ? ' (already gone)' : ''}`
        : at.state === 'failed'
          ? `delete failed: ${messageOf(at.error)}`
          : CANCELLED_DELETE[at.state].cell,
      entry.Id,
    ]),
  ];
}

/** A row shorter than the table (a prune's, beside a secret's Last modified) gets its empty cells. */
function paddedTable(summary: JobSummary, columns: readonly string[], rows: readonly Cell[][]): void {
  summary.table(
    columns,
    rows.map((row) => columns.map((_, i) => row[i])),
  );
}

/** Sets the outputs and the summary's rows of the work settled by the cancel; returns the line that says what it left. */
function reportCancel<Item extends { name: string }, Done>(
  writes: EnvWrites<Item, Done>,
  progress: BatchProgress<Item, Done>,
  atCancel: CancelReport<Item, Done>,
): string {
  const { setOutput, summary } = atCancel.report;
  const { prune } = atCancel;
  const at = (item: Item): AtCancel<Done> => progress.writes.get(item) ?? { state: 'not sent' };
  const stood = [...writes.items, ...(writes.held ?? [])].map((item) => ({ item, name: item.name, at: at(item) }));
  const deletes = progress.deletes;
  const deletions = (prune?.deletions ?? []).map((entry) => ({
    entry,
    name: named(entry),
    at: deletes?.entries.get(entry.Id) ?? ({ state: 'not sent' } as const),
  }));
  if (atCancel.lists) {
    const written = stood.flatMap(({ item, at }) => (at.state === 'written' ? [{ item, done: at.done }] : []));
    const names = (created: boolean) =>
      written.filter(({ item, done }) => atCancel.created(item, done) === created).map(({ item }) => item.name);
    setOutput('created-names', names(true));
    setOutput('updated-names', names(false));
    for (const [name, value] of Object.entries(atCancel.known ?? {})) setOutput(name as OutputName, value);
    // A delete in flight, or never sent, is no delete done: its entry says which it was.
    const pruned = deletions.map(({ entry, at }): PrunedEntry => {
      if (at.state === 'written') return at.done;
      const error = at.state === 'failed' ? at.error : new Error(CANCELLED_DELETE[at.state].error);
      return { ...entry, Deleted: false, gone: false, status: statusOf(error), error, ...(at.state === 'maybe' ? { unknown: true } : {}) };
    });
    if (prune) setOutput('deleted-names', deletedNames(pruned));
    const { results, rows } = atCancel.writes(at);
    // As a batch that failed before its prune: the result names only the deletes begun.
    setOutput('result', [...results, ...(deletes ? pruned.map((entry) => deletes.prunedResult(entry)) : [])]);
    if (summary.isEmpty) summary.heading(atCancel.heading);
    paddedTable(summary, atCancel.columns, [...rows, ...pruneRows(prune, deletions)]);
  }
  const noun = writes.words.noun;
  const pruneLine =
    deletions.length === 0
      ? []
      : deletions.every(({ at }) => at.state === 'not sent')
        ? [`The prune had not begun: none of the ${counted(deletions.length, noun)} it would delete was deleted.`]
        : [tally(deletions, noun, ['prune', 'deleted'])];
  return [
    ...(stood.length > 0 ? [tally(stood, noun, ['write', 'written'])] : []),
    ...pruneLine,
    ...(atCancel.rollsBack ? ['Nothing was rolled back: the runner was ending the step.'] : []),
  ].join(' ');
}

/**
 * Sends every write, at most `concurrency` at once, each whatever another did. Writes that may
 * have landed are read back when the operation can. Once the runner cancelled the step, its
 * connections send nothing more (StepConnections): the cancel reported the batch as it stood.
 */
export async function writeEach<Item extends { name: string }, Done>(
  batch: EnvBatch<Item, Done>,
  log: ActionLog,
): Promise<Array<WriteOutcome<Item, Done>>> {
  const { progress } = batch;
  const stand = (item: Item, at: AtCancel<Done>) => progress.writes.set(item, at);
  const settled = await settleWithConcurrency(batch.items, batch.concurrency, async (item) => {
    stand(item, { state: 'maybe' });
    try {
      const answer = await batch.write(item);
      stand(item, { state: 'written', done: answer.done });
      return answer;
    } catch (error) {
      // Explained once: a cancel's report shows the failure as the step would have.
      const failed = explainNotFound(error, noScript(batch.scriptId));
      stand(item, failedAtCancel(failed));
      throw failed;
    }
  });
  const outcomes = settled.map((outcome, index): WriteOutcome<Item, Done> => {
    const item = batch.items[index] as Item;
    batch.statuses.push(outcome.status === 'fulfilled' ? outcome.value.status : statusOf(outcome.reason));
    return outcome.status === 'fulfilled' ? { item, done: outcome.value.done } : { item, error: outcome.reason };
  });
  const uncertain = outcomes.filter((outcome) => mayHaveLanded(outcome.error));
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
  for (const outcome of uncertain)
    stand(outcome.item, outcome.done !== undefined ? { state: 'written', done: outcome.done } : { state: 'failed', error: outcome.error });
  return outcomes;
}

export interface PrunedEntry {
  Name: string;
  Id: number;
  Deleted: boolean;
  /** The platform answered 404: it was gone already, which is the goal. */
  gone: boolean;
  status: number | undefined;
  error?: unknown;
  /** In flight when the runner cancelled the step: it may have been deleted, so whether it was is unknown. */
  unknown?: true;
}

/**
 * Deletes that failed in a way that may hide the work done (the answer lost, a 5xx): the script's
 * list, read once more, decides, as it does for a write. One it no longer holds was deleted by this
 * step, and is reported so: a re-run would find nothing to delete, and no run would ever name it.
 * One it still holds, or every one when the read fails, keeps its failure, which says what the read showed.
 */
async function settleUncertainDeletes(
  deleted: PrunedEntry[],
  {
    scriptId,
    words,
    relist,
    confirmed,
    log,
  }: {
    scriptId: number;
    words: PruneWords;
    relist: () => Promise<ScriptListRead<{ Id: number }>>;
    confirmed: ((entry: PrunedEntry) => void) | undefined;
    log: ActionLog;
  },
): Promise<void> {
  const uncertain = deleted.filter((entry) => mayHaveLanded(entry.error));
  if (uncertain.length === 0) return;
  const list = `the script's ${words.noun}s`;
  log.warning(
    `${uncertain.map(named).join(', ')}: the delete got no answer that says whether it was carried out; reading ${list} again to see`,
  );
  const add = (entry: PrunedEntry, more: string) => {
    if (entry.error instanceof ApiError) entry.error = entry.error.withMessage(`${entry.error.message}; ${more}`);
  };
  let held: Set<number>;
  try {
    const read = await relist();
    if (read.missing) throw read.missing;
    held = new Set(read.list.map((entry) => entry.Id));
  } catch (readFailed) {
    for (const entry of uncertain)
      add(
        entry,
        `whether it was deleted is unknown: ${list}, read to check, could not be read (${firstLine(readFailed)}); run the step again, which deletes it if it is still there`,
      );
    return;
  }
  for (const entry of uncertain) {
    if (held.has(entry.Id)) {
      // The list may lag a delete (variable-restore.ts reads it so too): still listed is likely, not surely, not deleted.
      add(
        entry,
        `${list}, read after, still hold it, so it was most likely not deleted; run the step again, which deletes it if it is still there`,
      );
      continue;
    }
    log.info(
      `${capital(words.noun)} ${named(entry)} of script ${scriptId}: deleted: ${firstLine(entry.error)}, and ${list}, read after, no longer hold it`,
    );
    entry.Deleted = true;
    delete entry.error;
    confirmed?.(entry);
  }
}

/**
 * The batch once every write was sent. A failed write fails the step, with nothing pruned: a
 * prune runs only after every write succeeded. Else every delete of the prune is tried by id,
 * whatever another did (a 404 is a delete done). The batch's `held` writes are sent after every
 * delete went through; their outcomes join `outcomes`, and a failed one fails the step as a
 * failed write does. Returns the deletes.
 */
export async function endBatch<Item extends { name: string }, Done>(
  batch: EnvBatch<Item, Done>,
  outcomes: Array<WriteOutcome<Item, Done>>,
  end: {
    report: StepReport;
    /** False when the step wrote one secret: its status output is then the write's own. */
    setsStatus: boolean;
    heading: string;
    columns: readonly string[];
    /** Read once the writes are done: `held` writes end after the prune. */
    rows: () => readonly Cell[][];
    /** What the writes are called in the failure: "secrets", "variable writes". */
    what: string;
    failWrites: (failed: Error, count: number) => unknown;
    prune: PruneDecision | undefined;
    remove: (entry: { Id: number; Name: string }) => Promise<{ status: number; repeatedAfterLoss?: boolean }>;
    /** The list the step read before writing, read again after a delete that may have been carried out though it failed. */
    relist: () => Promise<ScriptListRead<{ Id: number }>>;
    /** Told of each such delete the list read again shows carried out. */
    confirmed?: (entry: PrunedEntry) => void;
    results: () => readonly object[];
    prunedResult: (entry: PrunedEntry) => object;
    /** `heldBack`: the `held` writes were not sent. */
    failPrune: (failed: Error, heldBack: boolean) => unknown;
  },
): Promise<PrunedEntry[] | undefined> {
  const { report, prune } = end;
  const { progress } = batch;
  const { log, setOutput, summary } = report;
  const setStatus = () => end.setsStatus && setOutput('status', batchStatus(batch.statuses));
  // The whole batch is reported: a cancel after it leaves these outputs as they are.
  const table = (more: Cell[][]) => {
    progress.reported = true;
    paddedTable(summary, end.columns, [...end.rows(), ...more]);
  };
  const held = batch.held ?? [];
  const heldNames = held.map((item) => item.name).join(', ');
  const writesFailed = (failed: typeof outcomes, more: string) => {
    const head = `${failed.length} of ${outcomes.length} ${end.what} failed; the others were written${more}`;
    const writes = failed.map(({ item, error }) => ({ name: item.name, error }));
    return end.failWrites(failureOf(head, writes), failed.length);
  };
  summary.heading(end.heading);
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  if (failed.length > 0) {
    setStatus();
    if (prune) setOutput('deleted-names', []);
    table([]);
    const pruned = prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
    const notSent = held.length > 0 ? `; not sent, since they need the room the prune makes: ${heldNames}` : '';
    throw writesFailed(failed, `${pruned}${notSent}`);
  }
  if (!prune) {
    setStatus();
    table([]);
    return undefined;
  }
  showPrunePlan(prune, log, batch.words, false);
  const Noun = capital(batch.words.noun);
  const deletes = new Map<number, AtCancel<PrunedEntry>>();
  progress.deletes = { entries: deletes, prunedResult: end.prunedResult };
  // As each settles, for a cancel that does not wait for it.
  const stand = (entry: PrunedEntry) =>
    deletes.set(entry.Id, entry.Deleted ? { state: 'written', done: entry } : failedAtCancel(entry.error));
  const settled = await settleWithConcurrency(prune.deletions, batch.concurrency, async (entry): Promise<PrunedEntry> => {
    deletes.set(entry.Id, { state: 'maybe' });
    let pruned: PrunedEntry;
    try {
      const answer = await end.remove(entry);
      log.info(`${Noun} ${named(entry)} of script ${batch.scriptId}: ${deleteWords(answer)}`);
      // A 404 is a delete done: it flags nothing in the batch's status.
      pruned = { ...entry, Deleted: true, gone: goneBefore(answer), status: answer.status === 404 ? 204 : answer.status };
    } catch (error) {
      pruned = { ...entry, Deleted: false, gone: false, status: statusOf(error), error };
    }
    stand(pruned);
    return pruned;
  });
  // Each task returns its entry, failed or not.
  const deleted = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  // Before anything counts a delete as failed: the creates held for the prune's room go only once every delete went through.
  await settleUncertainDeletes(deleted, {
    scriptId: batch.scriptId,
    words: batch.words,
    relist: end.relist,
    confirmed: end.confirmed,
    log,
  });
  for (const entry of deleted) stand(entry);
  for (const entry of deleted) batch.statuses.push(entry.status);
  const undone = deleted.filter((entry) => !entry.Deleted);
  if (undone.length === 0 && held.length > 0) {
    log.info(`The prune made room: sending ${heldNames}`);
    outcomes.push(...(await writeEach({ ...batch, items: held }, log)));
  }
  setOutput('deleted-names', deletedNames(deleted));
  setStatus();
  table(
    pruneRows(
      prune,
      deleted.map((entry) => ({
        entry,
        at: entry.Deleted ? ({ state: 'written', done: entry } as const) : ({ state: 'failed', error: entry.error } as const),
      })),
    ),
  );
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
  if (late.length > 0) throw writesFailed(late, `, and the prune ran first, to make room for ${heldNames}`);
  return deleted;
}

/**
 * The names the step would write that the script holds as the other kind (`held.kind`, named
 * `held.names`), in the words both operations use: what collides, and how to write the value instead.
 */
export function collisionRefusals(
  names: readonly string[],
  held: { kind: 'secret' | 'variable'; names: ReadonlyArray<string | null | undefined> },
): string[] {
  const writing = held.kind === 'secret' ? 'variable' : 'secret';
  const instead =
    held.kind === 'secret' ? 'set the value as a secret with upsert-secret' : 'set the value as a variable with sync-variables';
  return nameCollisions(names, held.names).map(
    ({ name, other }) =>
      `${name}: the script has a ${held.kind} named ${other}, and a variable and a secret of one script cannot share a name. Give the ${writing} another name, or ${instead}.`,
  );
}

/**
 * The names the step would write that the script holds, of the same kind (`held`), only in
 * another case, in the words both operations use: the platform may write the value to the one
 * held. `input` is where the name was given: the mend is to give it as the script has it there.
 */
export function caseRefusals(
  names: readonly string[],
  held: { kind: 'secret' | 'variable'; names: ReadonlyArray<string | null | undefined> },
  input: 'variables' | 'secrets' | 'secret-name',
): string[] {
  return caseMates(names, held.names).map(({ name, other }) => {
    const rename = input === 'secret-name' ? `Set secret-name to ${other}` : `Rename the line to ${other} in ${input}`;
    return `${name}: the script has a ${held.kind} named ${other}, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite ${other}. ${rename}, or delete ${other} from the script first.`;
  });
}
