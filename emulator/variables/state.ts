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
}

const DEFAULT_BEHAVIOUR: VariableBehaviour = {
  omittedRequired: 'reset',
  emptyList: 'null',
  sharedNames: 'any-case',
  runtimeLimits: 'enforce',
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

export class ScriptVariables {
  readonly #variablesOf: VariablesOf;
  nextId = FIRST_NEW_VARIABLE_ID;
  behaviour: VariableBehaviour = { ...DEFAULT_BEHAVIOUR };
  /** Every write (upsert, add, update by id), in order, by name: tests assert what a re-run sent (nothing). */
  writes: Array<{ scriptId: number; Name: string; how: 'upsert' | 'add' | 'update' }> = [];
  /** Every variable deleted, in order, so tests can assert what a prune removed (and that it removed nothing). */
  deleted: Array<{ scriptId: number; Id: number; Name: string }> = [];

  constructor(variablesOf: VariablesOf) {
    this.#variablesOf = variablesOf;
  }

  /** After the scripts were seeded: the seed's variables go on their script. */
  reseed(): void {
    const seeded = this.#variablesOf(SEED.scriptWithRelease);
    for (const v of SEED_VARIABLES) seeded?.set(v.Name, { ...v, writes: 1 });
    this.nextId = FIRST_NEW_VARIABLE_ID;
    this.behaviour = { ...DEFAULT_BEHAVIOUR };
    this.writes = [];
    this.deleted = [];
  }

  /** Gives the script variables (NAME to value), each new one with the next free id; an existing name gets the value. */
  set(scriptId: number, values: Record<string, string | null>, required = false): StoredVariable[] {
    const variables = this.#variablesOf(scriptId);
    if (!variables) throw new Error(`emulator: no script ${scriptId} (add it with addScript)`);
    return Object.entries(values).map(([Name, DefaultValue]) => {
      const existing = variables.get(Name);
      if (existing) {
        existing.DefaultValue = DefaultValue;
        existing.Required = required;
        return existing;
      }
      const variable: StoredVariable = { Id: this.nextId++, Name, Required: required, DefaultValue, writes: 1 };
      variables.set(Name, variable);
      return variable;
    });
  }

  get(scriptId: number, name: string): StoredVariable | undefined {
    return this.#variablesOf(scriptId)?.get(name);
  }
}
