import { InputError } from './inputs.ts';
import { DECLARED_INPUTS } from './action-interface.ts';
import { closest } from './closest-word.ts';

/** The variable the runner passes an input in: spaces become underscores, hyphens stay. */
const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

const DECLARED_VARIABLES = new Set<string>(DECLARED_INPUTS.map(inputVariable));

/**
 * One error per INPUT_ variable that names no declared input. The runner only warns about
 * those, and a misspelt input silently changes what the step does (`record_name` leaves
 * `record-name` empty). Only the variable's name is shown, never its value.
 */
export function undeclaredInputs(env: NodeJS.ProcessEnv): InputError[] {
  const errors: InputError[] = [];
  for (const variable of Object.keys(env).sort()) {
    if (!variable.toUpperCase().startsWith('INPUT_') || DECLARED_VARIABLES.has(variable)) continue;
    // The runner upper-cases the name, so the lower-case form is the likeliest spelling.
    const name = variable.slice('INPUT_'.length).toLowerCase();
    const near = closest(name, DECLARED_INPUTS);
    errors.push(
      new InputError(
        name,
        `is not an input of this action (passed as ${variable})${near ? `; did you mean '${near}'?` : ''}; inputs are listed in action.yml`,
      ),
    );
  }
  return errors;
}
