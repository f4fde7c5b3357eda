/**
 * What the Edge Script runtime allows of a script's variables, which is less than the API
 * takes: the API stores values of 4,096 characters and any number of variables, but a script
 * past these limits fails to boot and answers every request 400, static files included (the
 * platform's docs, `scripting/limits`; live tests: 2,049 bytes and 129 variables break it;
 * secrets do not count). Variables reach the running script without a publish, so a write past
 * them is an outage at once.
 */

/** The longest value the runtime boots with, in bytes of UTF-8. */
export const RUNTIME_VALUE_BYTES_MAX = 2048;
/** The most variables a script boots with. */
export const RUNTIME_VARIABLES_MAX = 128;

export const utf8Bytes = (value: string) => Buffer.byteLength(value, 'utf8');

/**
 * The names the step would write that the script already holds as the other kind (a variable's
 * name that a secret has, or a secret's that a variable has), each with the name held: a variable
 * and a secret of one script cannot share a name (live tests; the platform's CLI refuses it before
 * writing). Compared without regard to case: whether the platform does is unknown, and a
 * collision it would refuse, or worse, shadow, must not reach it.
 */
export function nameCollisions(
  names: readonly string[],
  otherNames: readonly (string | null | undefined)[],
): Array<{ name: string; other: string }> {
  const others = byFold(otherNames);
  return names.flatMap((name) => {
    const other = others.get(name.toLowerCase());
    return other === undefined ? [] : [{ name, other }];
  });
}

/**
 * The names the step would write that the script does not hold but holds in another case (of
 * the same kind: `heldNames`), each with the name held. Whether the platform matches names
 * without regard to case is unknown: if it does, the write overwrites the value of the one
 * held, which keeps its name, while the step reports a name created that does not exist; a
 * re-run then writes again, and a rollback looks for a name that is not there.
 */
export function caseMates(
  names: readonly string[],
  heldNames: readonly (string | null | undefined)[],
): Array<{ name: string; other: string }> {
  const exact = new Set(heldNames);
  const held = byFold(heldNames);
  return names.flatMap((name) => {
    const other = held.get(name.toLowerCase());
    return other === undefined || exact.has(name) ? [] : [{ name, other }];
  });
}

/** Names by their lower case, for a comparison without regard to case; an entry without a name has none. */
function byFold(names: readonly (string | null | undefined)[]): Map<string, string> {
  const folded = new Map<string, string>();
  for (const name of names) if (name) folded.set(name.toLowerCase(), name);
  return folded;
}

/** What of a script's variables keeps it from booting: names and sizes only, never a value. */
export interface RuntimeLimitsBreach {
  /** How many variables the script holds. */
  count: number;
  /** Whether that is more than the runtime boots with. */
  tooMany: boolean;
  /** The variables whose value is longer than the runtime boots with, each with its size in bytes of UTF-8. */
  tooLong: Array<{ name: string; bytes: number; unnamed: boolean }>;
}

/**
 * What of `variables` (a script's, whole) the runtime refuses to boot with, or undefined when
 * it boots: the one reading of the limits that every operation checks a script against.
 */
export function runtimeLimitsBreach(
  variables: ReadonlyArray<{ Name?: string | null | undefined; DefaultValue?: string | null | undefined }>,
): RuntimeLimitsBreach | undefined {
  const tooLong = variables.flatMap(({ Name, DefaultValue }) => {
    const bytes = utf8Bytes(DefaultValue ?? '');
    // An empty Name is no name, as the prune reads it.
    return bytes > RUNTIME_VALUE_BYTES_MAX ? [{ name: Name || '(no name)', bytes, unnamed: !Name }] : [];
  });
  const tooMany = variables.length > RUNTIME_VARIABLES_MAX;
  return tooMany || tooLong.length > 0 ? { count: variables.length, tooMany, tooLong } : undefined;
}

/**
 * Which of `creates` can be sent before a prune of `pruned` variables without the script,
 * holding `count` now, passing the runtime's count on the way; the rest wait for the room the
 * prune makes. A script passing the count even for a moment answers every request 400.
 */
export function createsBeforePrune<Item>(count: number, creates: readonly Item[], pruned: number): { first: Item[]; held: Item[] } {
  return pruned > 0 ? createsWithinCount(count, creates) : { first: [...creates], held: [] };
}

/**
 * Which of `creates` a script holding `count` variables takes without passing the runtime's
 * count (`first`, in order), and which it has no room for (`held`).
 */
function createsWithinCount<Item>(count: number, creates: readonly Item[]): { first: Item[]; held: Item[] } {
  const room = Math.max(0, RUNTIME_VARIABLES_MAX - count);
  return { first: creates.slice(0, room), held: creates.slice(room) };
}

/** A variable a restore would put back: `adds` when the script does not hold it now, so that it takes a place of the count. */
export interface PutBack {
  name: string;
  value: string;
  adds: boolean;
}

/**
 * Which of `puts` a restore may send to a script holding `count` variables (`send`, in order):
 * a restore that leaves the script past the runtime's limits is no rollback to a working state,
 * since the script then answers every request 400. A value past the size is left out wherever
 * it goes (`tooLong`); then a create past the count (`noRoom`), the values left out taking no place.
 */
export function restorable<Item extends PutBack>(
  count: number,
  puts: readonly Item[],
): { send: Item[]; tooLong: Array<{ name: string; bytes: number }>; noRoom: Item[] } {
  const tooLong: Array<{ name: string; bytes: number }> = [];
  const fit: Item[] = [];
  for (const put of puts) {
    const bytes = utf8Bytes(put.value);
    if (bytes > RUNTIME_VALUE_BYTES_MAX) tooLong.push({ name: put.name, bytes });
    else fit.push(put);
  }
  const adds = fit.filter((put) => put.adds);
  const { held } = createsWithinCount(count, adds);
  return { send: fit.filter((put) => !held.includes(put)), tooLong, noRoom: held };
}
