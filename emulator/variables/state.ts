import { FIRST_NEW_VARIABLE_ID, SEED, SEED_VARIABLES } from '../seed.ts';

/*
 * An Edge Script's environment variables: kept on their script (scripts.ts), named and numbered
 * here. The id counter belongs to this emulator's variables: two emulators (and the reset of
 * one) never share it.
 */

export interface StoredVariable {
  Id: number;
  Name: string;
  Required: boolean;
  DefaultValue: string | null;
  /** How many times it was written (created counts as one). */
  writes: number;
}

/** EdgeScriptVariableModel, as every answer gives it. */
export function variableView(variable: StoredVariable): { Id: number; Name: string; Required: boolean; DefaultValue: string | null } {
  return { Id: variable.Id, Name: variable.Name, Required: variable.Required, DefaultValue: variable.DefaultValue };
}

/** A script's variables, keyed by Name; undefined when there is no such script. */
type VariablesOf = (scriptId: number) => Map<string, StoredVariable> | undefined;

/**
 * Where the platform is not documented: what an upsert that leaves `Required` out (or null) does
 * to an existing variable. `reset` (the default, the harsher reading) sets it false, so a client
 * that does not send the variable's own Required loses it; `keep` leaves it as it was.
 */
export interface VariableBehaviour {
  omittedRequired: 'reset' | 'keep';
  /**
   * What the script read gives a script with no variables: `null` (the default: the spec makes
   * the member nullable, and a community client meets it) or `[]`.
   */
  emptyList: 'null' | 'array';
  /**
   * A variable named like a secret of its script, or a secret like a variable: names are one
   * namespace (live tests). Whether the platform compares them without regard to case is
   * unknown: `any-case` (the default, the harsher reading) refuses `api_token` beside
   * `API_TOKEN`, `exact` only the same name, `allow` takes both (the kindest).
   */
  sharedNames: 'any-case' | 'exact' | 'allow';
  /**
   * What the runtime does with a script whose variables pass its limits (a value over 2,048
   * bytes, more than 128 variables): `enforce` (the default, as live tests saw it) stops it
   * booting, so every request at its edge, static files of its zones included, answers 400
   * with an empty body; `ignore` runs it anyway. The API takes such variables either way.
   */
  runtimeLimits: 'enforce' | 'ignore';
  /**
   * How long a change of a script's variables takes to reach its running script, in ms of the
   * emulator's clock: variables reach it without a publish, "within about ten seconds" (the
   * interface's sync-variables). The default, 12,000, is the harsher reading: "about" ten
   * seconds may be a little more, so a client that waits exactly ten still meets the
   * configuration before the change. 0: at once (the kinder reading).
   */
  propagationMs: number;
  /**
   * Which variable an upsert (`PUT .../variables`) of a name the script holds in another case
   * writes. Whether the platform matches names without regard to case is unknown (the facts,
   * 6.1): `any-case` (the default, the harsher reading) updates the variable of that name in
   * any case, which keeps its own name, so a client that takes a 204 for its own name's update,
   * or reads its name back, is wrong; `exact` creates one of the name sent.
   */
  upsertNames: UpsertNames;
}

/** How an upsert finds the entry it updates: by its name in any case, or only by the exact name. */
export type UpsertNames = 'any-case' | 'exact';

const DEFAULT_BEHAVIOUR: VariableBehaviour = {
  omittedRequired: 'reset',
  emptyList: 'null',
  sharedNames: 'any-case',
  runtimeLimits: 'enforce',
  propagationMs: 12_000,
  upsertNames: 'any-case',
};

/** The runtime's limits (the platform's docs, scripting/limits; live tests: 2,049 bytes and 129 variables break a script). */
const RUNTIME_VALUE_BYTES_MAX = 2048;
const RUNTIME_VARIABLES_MAX = 128;

/** Why a script with these variables does not boot, or undefined when it does; secrets do not count. */
export function bootFailure(variables: ReadonlyMap<string, StoredVariable>): string | undefined {
  if (variables.size > RUNTIME_VARIABLES_MAX) return `${variables.size} variables, more than ${RUNTIME_VARIABLES_MAX}`;
  for (const variable of variables.values())
    if (Buffer.byteLength(variable.DefaultValue ?? '', 'utf8') > RUNTIME_VALUE_BYTES_MAX)
      return `variable ${variable.Name} is longer than ${RUNTIME_VALUE_BYTES_MAX} bytes`;
  return undefined;
}

/** The name of `names` that `name` collides with under the behaviour, or undefined. */
export function sharedName(name: string, names: Iterable<string>, behaviour: VariableBehaviour): string | undefined {
  if (behaviour.sharedNames === 'allow') return undefined;
  for (const other of names) {
    if (other === name || (behaviour.sharedNames === 'any-case' && other.toLowerCase() === name.toLowerCase())) return other;
  }
  return undefined;
}

/**
 * The entry of `entries` (a script's variables or secrets, by name) that an upsert of `name`
 * updates under `upsertNames`, or undefined when it creates one: the exact name first, then,
 * in any case, the first of the script's that matches.
 */
export function upsertTarget<Entry>(name: string, entries: ReadonlyMap<string, Entry>, upsertNames: UpsertNames): Entry | undefined {
  const exact = entries.get(name);
  if (exact !== undefined || upsertNames === 'exact') return exact;
  for (const [other, entry] of entries) if (other.toLowerCase() === name.toLowerCase()) return entry;
  return undefined;
}

/** A script's variables as a change left them, for the runtime: copies, so a later write does not reach back. */
type Snapshot = ReadonlyMap<string, StoredVariable>;
const snapshotOf = (variables: ReadonlyMap<string, StoredVariable>): Snapshot =>
  new Map([...variables].map(([name, variable]) => [name, { ...variable }]));

/** What a script's running code sees while changes are on their way to it, and those changes, oldest first. */
interface InFlight {
  running: Snapshot;
  pending: Array<{ at: number; variables: Snapshot }>;
}

export class ScriptVariables {
  readonly #variablesOf: VariablesOf;
  readonly #now: () => number;
  /** By script id; a script without an entry runs what it holds. */
  #inFlight = new Map<number, InFlight>();
  nextId = FIRST_NEW_VARIABLE_ID;
  behaviour: VariableBehaviour = { ...DEFAULT_BEHAVIOUR };
  /** Every write (upsert, add, update by id), in order, by name: tests assert what a re-run sent (nothing). */
  writes: Array<{ scriptId: number; Name: string; how: 'upsert' | 'add' | 'update' }> = [];
  /** Every variable deleted, in order, so tests can assert what a prune removed (and that it removed nothing). */
  deleted: Array<{ scriptId: number; Id: number; Name: string }> = [];
  /** How many variables a script held after each change, in order: tests assert a step never took it past the runtime's count on the way. */
  counts: Array<{ scriptId: number; count: number }> = [];

  /** `now`: the emulator's clock, which a test shares with its step. */
  constructor(variablesOf: VariablesOf, now: () => number = () => Date.now()) {
    this.#variablesOf = variablesOf;
    this.#now = now;
  }

  /**
   * Makes a change of a script's variables (`change` mutates them), which its running code sees
   * only `behaviour.propagationMs` later: every change goes through here, the API's and a test's.
   */
  change<Result>(scriptId: number, change: () => Result): Result {
    const variables = this.#variablesOf(scriptId);
    if (variables && !this.#inFlight.has(scriptId)) this.#inFlight.set(scriptId, { running: snapshotOf(variables), pending: [] });
    const result = change();
    if (variables) this.#inFlight.get(scriptId)?.pending.push({ at: this.#now(), variables: snapshotOf(variables) });
    if (variables) this.counts.push({ scriptId, count: variables.size });
    return result;
  }

  /** The variables the script's running code sees now: the last change that has reached it. Undefined when there is no such script. */
  running(scriptId: number): ReadonlyMap<string, StoredVariable> | undefined {
    const variables = this.#variablesOf(scriptId);
    const flight = this.#inFlight.get(scriptId);
    if (!variables || !flight) return variables;
    const reached = this.#now() - this.behaviour.propagationMs;
    for (let next = flight.pending[0]; next && next.at <= reached; next = flight.pending[0]) {
      flight.running = next.variables;
      flight.pending.shift();
    }
    if (flight.pending.length > 0) return flight.running;
    // Caught up: the script runs what it holds.
    this.#inFlight.delete(scriptId);
    return variables;
  }

  /** After the scripts were seeded: the seed's variables go on their script. */
  reseed(): void {
    const seeded = this.#variablesOf(SEED.scriptWithRelease);
    for (const v of SEED_VARIABLES) seeded?.set(v.Name, { ...v, writes: 1 });
    this.nextId = FIRST_NEW_VARIABLE_ID;
    this.behaviour = { ...DEFAULT_BEHAVIOUR };
    this.writes = [];
    this.deleted = [];
    this.counts = [];
    this.#inFlight = new Map();
  }

  /**
   * Gives the script variables (NAME to value), each new one with the next free id; an existing
   * name gets the value. A change like any other: the running script sees it after the propagation delay.
   */
  set(scriptId: number, values: Record<string, string | null>, required = false): StoredVariable[] {
    const variables = this.#variablesOf(scriptId);
    if (!variables) throw new Error(`emulator: no script ${scriptId} (add it with addScript)`);
    return this.change(scriptId, () =>
      Object.entries(values).map(([Name, DefaultValue]) => {
        const existing = variables.get(Name);
        if (existing) {
          existing.DefaultValue = DefaultValue;
          existing.Required = required;
          return existing;
        }
        const variable: StoredVariable = { Id: this.nextId++, Name, Required: required, DefaultValue, writes: 1 };
        variables.set(Name, variable);
        return variable;
      }),
    );
  }

  get(scriptId: number, name: string): StoredVariable | undefined {
    return this.#variablesOf(scriptId)?.get(name);
  }
}
