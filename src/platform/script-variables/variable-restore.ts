/**
 * Putting a script's variables back as they were before a step, after its probe failed: a
 * change of configuration is a deploy (variables reach the running script within seconds,
 * without a publish), so its rollback is the configuration read before the step.
 */
import type { ScriptVariable } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { readScriptVariables } from './variable-list.ts';
import { holds, variablesByName, type VariableChange } from './variable-sync.ts';
import { messageOf } from '../../http/wording.ts';
import { ApiError } from '../../api/api-error.ts';
import { restorable, RUNTIME_VALUE_BYTES_MAX, RUNTIME_VARIABLES_MAX } from './runtime-limits.ts';

/** What the restore did, by name. */
export interface RestoreReport {
  /** Given back the value they had before. */
  restored: string[];
  /** Created by the step, deleted again. */
  removed: string[];
  /** Pruned by the step, created again with their value (under a new id). */
  recreated: string[];
  /** Left as they are: someone else changed them meanwhile, so the step's change is no longer what they hold. */
  left: Array<{ name: string; why: string }>;
  /** A write or delete of the restore that failed. */
  failed: Array<{ name: string; error: unknown }>;
  /** Written without an answer that says whether it was carried out, and found as before the step: nothing to put back. */
  notLanded: string[];
  /** Deleted by the prune without an answer that says whether it was carried out, and found still there under its id: nothing to put back. */
  notDeleted: string[];
  /** Pruned by the step, not created again: the script, holding variables the restore could not delete, has no room for them. */
  noRoom: string[];
  /** Not given back nor created again: their value is past the runtime's size, so the script would not boot with it. */
  tooLong: Array<{ name: string; bytes: number }>;
  /** How many variables the script holds after the restore, as far as its read and answers tell. */
  count: number;
}

/** A variable the step's prune deleted: `unsure` when the delete failed in a way that may have carried it out (its answer lost, or a 5xx). */
interface PrunedName {
  name: string;
  unsure: boolean;
}

/**
 * Undoes what the step changed (`written`, the changes that went through, `unsure`, the writes
 * that may have been carried out though they failed, and `pruned`, the variables its prune deleted
 * or may have) back to `before`, the variables as read before the step. An unsure write the read
 * finds as before the step was not carried out, nor an unsure delete whose variable is still there
 * under its id: neither has anything to put back. A delete the API answered as done whose variable
 * is still listed under its id is left, not counted as undone: the list can lag the delete, so the
 * variable may be gone all the same. Any other unsure write is undone as a write that went
 * through (a value nobody sent is left: whose it is cannot be told). Each change is
 * undone as a compare-and-swap: the script is read once more, and a variable is put back only
 * while it still holds what the step wrote (a created one deleted only then; a pruned one created
 * again only while no variable has its name). The platform has no conditional write, so the
 * compare is that read, made as late as the restore can: a change someone makes between the read
 * and the write is not seen. What the script would not boot with (a value past the runtime's
 * size, a create past its count) is left out, and named: it is no working state to go back to.
 */
export async function restoreVariables(
  client: PlatformClient,
  scriptId: number,
  before: readonly ScriptVariable[],
  { written, unsure, pruned }: { written: readonly VariableChange[]; unsure: readonly VariableChange[]; pruned: readonly PrunedName[] },
): Promise<RestoreReport> {
  const report: RestoreReport = {
    restored: [],
    removed: [],
    recreated: [],
    left: [],
    failed: [],
    notLanded: [],
    notDeleted: [],
    noRoom: [],
    tooLong: [],
    count: 0,
  };
  const read = await readScriptVariables(client, scriptId);
  if (read.missing) throw read.missing;
  const was = variablesByName(before);
  const now = variablesByName(read.list);
  const asBefore = ({ name }: VariableChange) => {
    const old = was.get(name);
    return old ? holds(now.get(name), old.DefaultValue ?? '') : !now.has(name);
  };
  for (const change of unsure) if (asBefore(change)) report.notLanded.push(change.name);
  const undo = [...written, ...unsure.filter((change) => !asBefore(change))];

  const attempt = async (name: string, send: () => Promise<unknown>, done: string[]) => {
    try {
      await send();
      done.push(name);
      return undefined;
    } catch (error) {
      report.failed.push({ name, error });
      return error;
    }
  };
  // Why a variable the step wrote is left as it is; undefined while it holds what the step wrote.
  const moved = (current: ScriptVariable | undefined, value: string) =>
    holds(current, value) ? undefined : current ? 'its value was changed by someone else meanwhile' : 'it was deleted meanwhile';
  const putBack = (Name: string, { DefaultValue, Required }: ScriptVariable) =>
    client.send(requests.upsertVariable(scriptId, { Name, DefaultValue: DefaultValue ?? '', Required: Required ?? false }));
  // A value the script would not boot with is no working state to go back to: the restore leaves it out, and says so.
  const giveBack: Array<{ name: string; value: string; adds: false; old: ScriptVariable }> = [];
  for (const { name, value } of undo.filter((change) => change.kind === 'update')) {
    const old = was.get(name);
    if (!old) continue;
    const why = moved(now.get(name), value);
    if (why === undefined) giveBack.push({ name, value: old.DefaultValue ?? '', adds: false, old });
    else report.left.push({ name, why });
  }
  const given = restorable(read.list.length, giveBack);
  report.tooLong.push(...given.tooLong);
  for (const { name, old } of given.send) await attempt(name, () => putBack(name, old), report.restored);
  for (const { name, value } of undo.filter((change) => change.kind === 'create')) {
    const current = now.get(name);
    const why = moved(current, value);
    if (current && why === undefined) await attempt(name, () => client.send(requests.deleteVariable(scriptId, current.Id)), report.removed);
    else report.left.push({ name, why: why ?? 'it was deleted meanwhile' });
  }
  const recreate: Array<{ name: string; value: string; adds: true; old: ScriptVariable }> = [];
  for (const { name, unsure: unsureDelete } of pruned) {
    const old = was.get(name);
    if (!old) continue;
    const current = now.get(name);
    const ownId = current?.Id === old.Id;
    // Its own id still there: a delete that may have been carried out was not. One the API
    // answered as done was, whatever a lagging list says: it is not put back, nor called undone.
    if (ownId && unsureDelete) report.notDeleted.push(name);
    else if (ownId) report.left.push({ name, why: 'it is still listed after its delete' });
    else if (current) report.left.push({ name, why: 'a variable of that name was created meanwhile' });
    else recreate.push({ name, value: old.DefaultValue ?? '', adds: true, old });
  }
  // A created variable the restore could not delete still takes its place: past the runtime's count the script answers every request 400.
  let count = read.list.length - report.removed.length;
  const { send, tooLong, noRoom } = restorable(count, recreate);
  report.tooLong.push(...tooLong);
  for (const { name, old } of send) {
    const error = await attempt(name, () => putBack(name, old), report.recreated);
    // A create that may have been carried out though it failed may hold its place too.
    if (error === undefined || (error instanceof ApiError && error.mayHaveLanded)) count += 1;
  }
  report.noRoom = noRoom.map(({ name }) => name);
  report.count = count;
  return report;
}

/** The restore in one sentence, for the step's failure. */
export function describeRestore(report: RestoreReport): string {
  const part = (label: string, names: readonly string[]) => (names.length > 0 ? [`${label} ${names.join(', ')}`] : []);
  const done = [
    ...part('restored the previous value of', report.restored),
    ...part('deleted the created', report.removed),
    ...part('created again the pruned', report.recreated),
  ];
  const sentences = [done.length > 0 ? `Rolled back: ${done.join('; ')}.` : 'Rolled back nothing.'];
  if (report.left.length > 0)
    sentences.push(`Left as they are (compare-and-swap): ${report.left.map(({ name, why }) => `${name} (${why})`).join(', ')}.`);
  if (report.failed.length > 0)
    sentences.push(`Could not be restored: ${report.failed.map(({ name, error }) => `${name} (${messageOf(error)})`).join(', ')}.`);
  if (report.notLanded.length > 0)
    sentences.push(
      report.notLanded.length === 1
        ? `Nothing to put back for ${report.notLanded[0]}: its write got no answer that says whether it was carried out, and the script does not hold the value sent.`
        : `Nothing to put back for ${report.notLanded.join(', ')}: their writes got no answer that says whether they were carried out, and the script holds none of the values sent.`,
    );
  if (report.noRoom.length > 0)
    sentences.push(
      `Not created again: ${report.noRoom.join(', ')}, since the script, still holding what could not be put back, would hold more than the runtime's ${RUNTIME_VARIABLES_MAX} variables.`,
    );
  if (report.tooLong.length > 0) sentences.push(notBooting(report.tooLong));
  for (const name of report.notDeleted)
    sentences.push(
      `Nothing to put back for ${name}: its delete got no answer that says whether it was carried out, and the script still holds it.`,
    );
  return sentences.join(' ');
}

/** The values the restore left out because the script would not boot with them, in one sentence. */
function notBooting(tooLong: ReadonlyArray<{ name: string; bytes: number }>): string {
  const [only] = tooLong;
  if (tooLong.length === 1 && only)
    return `Not put back: ${only.name}, whose value of ${only.bytes} bytes (UTF-8) is over the runtime's ${RUNTIME_VALUE_BYTES_MAX}: the script would not boot with it.`;
  const each = tooLong.map(({ name, bytes }) => `${name} (${bytes} bytes)`).join(', ');
  return `Not put back: ${each}, whose values are over the runtime's ${RUNTIME_VALUE_BYTES_MAX} bytes (UTF-8): the script would not boot with them.`;
}
