import { InputError, inputVariable } from './inputs.ts';
import { DECLARED_INPUTS, OPERATION_INPUTS } from './action-interface.ts';
import { closest } from './closest-word.ts';

const DECLARED_VARIABLES = new Set<string>(DECLARED_INPUTS.map(inputVariable));

/** An operation's own action declares its inputs only (`deploy-site/action.yml`); the root action declares every input. */
export type FixedOperation = keyof typeof OPERATION_INPUTS;

/**
 * One error per INPUT_ variable that names no declared input. The runner only warns about
 * those, and a misspelt input silently changes what the step does (`record_name` leaves
 * `record-name` empty). Only the variable's name is shown, never its value.
 */
export function undeclaredInputs(env: NodeJS.ProcessEnv, operation?: FixedOperation): InputError[] {
  const errors: InputError[] = [];
  const declared: readonly string[] = operation ? OPERATION_INPUTS[operation] : DECLARED_INPUTS;
  const variables = operation ? new Set(declared.map(inputVariable)) : DECLARED_VARIABLES;
  const file = operation ? `${operation}/action.yml` : 'action.yml';
  for (const variable of Object.keys(env).sort()) {
    if (!variable.toUpperCase().startsWith('INPUT_') || variables.has(variable)) continue;
    // The runner upper-cases the name, so the lower-case form is the likeliest spelling.
    const name = variable.slice('INPUT_'.length).toLowerCase();
    const near = closest(name, declared);
    const which = operation ? `the ${operation} action` : 'this action';
    errors.push(
      new InputError(
        name,
        `is not an input of ${which} (passed as ${variable})${near ? `; did you mean '${near}'?` : ''}; inputs are listed in ${file}`,
      ),
    );
  }
  return errors;
}
