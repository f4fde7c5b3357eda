import type { InputSource } from './inputs.ts';
import { ACTION_REPOSITORY, DECLARED_INPUTS, OPERATION_INPUTS, ROOT_DEFAULTS } from './action-interface.ts';
import type { FixedOperation } from './declared-inputs.ts';

/**
 * The root action's inputs the step was given, to hold against what its operation reads once that
 * is known (`unreadBy`): `operation: search` with `record-name` runs a search and drops the name
 * in silence, where the search action (`uses: .../search`) refuses it. Read with the undeclared
 * inputs, before the operation: they are the step's inputs, not the operation's.
 *
 * The runner passes every default of action.yml to every step, so an input counts as given only
 * when its value is neither empty nor its default: a step that writes the default out
 * (`if-exists: skip` beside `operation: search`) cannot be told from one that leaves it out, and
 * is not warned. A `${{ }}` default (`github-token`'s job token) reaches the step evaluated, so
 * such an input is never counted: the job token cannot be told from a token the step gave.
 */
export function givenInputs(source: InputSource): string[] {
  const defaults: Partial<Record<string, string>> = ROOT_DEFAULTS;
  return DECLARED_INPUTS.filter((name) => {
    const value = name === 'operation' ? undefined : source(name);
    const fallback = defaults[name];
    if (value === undefined || value === '' || fallback?.includes('${{')) return false;
    return value !== fallback;
  });
}

export function unreadBy(given: readonly string[], operation: FixedOperation): string[] {
  const read = new Set<string>(OPERATION_INPUTS[operation]);
  return given.filter((name) => !read.has(name));
}

/** The warning for `unreadBy`, naming the operation's own action that would refuse them. */
export function unreadInputsWarning(names: readonly string[], operation: FixedOperation): string {
  const quoted = names.map((name) => `'${name}'`).join(', ');
  const [subject, pronoun] = names.length === 1 ? [`Input ${quoted} is`, 'it'] : [`Inputs ${quoted} are`, 'them'];
  return (
    `${subject} not read by the ${operation} operation and ignored: ` +
    `the ${operation} action (uses: ${ACTION_REPOSITORY}/${operation}@<ref>) would refuse ${pronoun}.`
  );
}
