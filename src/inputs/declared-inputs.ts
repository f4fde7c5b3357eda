import { InputError } from './inputs.ts';
import { DECLARED_INPUTS } from './action-interface.ts';

/** The variable the runner passes an input in: spaces become underscores, hyphens stay. */
export const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** Edit distance, for "did you mean"; inputs are short, so the quadratic table is cheap. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest of `candidates`, when close enough to be a likely misspelling (`_` and `-` count as one). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const normal = (text: string) => text.toLowerCase().replace(/_/g, '-');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(normal(word), normal(candidate));
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}

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
