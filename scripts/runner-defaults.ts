import { readActionMetadata, type ActionMetadata } from './action-reference.ts';

/**
 * What the runner adds to a step of this action before it starts: every input action.yml gives a
 * default that the step's `with:` leaves out arrives as INPUT_<NAME> holding that default, its
 * `${{ }}` expression evaluated. A test or a local run that leaves them out runs a step no runner
 * runs (a default that a step refuses, as `if-unchanged: skip` once was without `api-key`, then
 * passes every test and fails on every runner).
 */

/** What the runner evaluates the expressions of action.yml's defaults with. */
export interface RunnerContext {
  /** `${{ github.token }}`: the job's GITHUB_TOKEN. */
  githubToken: string;
}

/**
 * A stand-in for the job's GITHUB_TOKEN where a run has no real one: the runner never leaves
 * `github-token` empty, so a step may not count on it being empty. It is masked as a secret by
 * the step and looked for by the tests' leak checks.
 */
export const STAND_IN_GITHUB_TOKEN = 'ghs_StandInJobToken4RunnerDefaults0000x';

/** The runner's form of an input variable: INPUT_ + upper case, spaces to underscores (a `-` stays). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

const EXPRESSIONS: Record<string, (context: RunnerContext) => string> = {
  'github.token': (context) => context.githubToken,
};

/** One default as the runner passes it: `${{ github.token }}` evaluated, literal text as it is. */
function evaluate(value: string, context: RunnerContext): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expression: string) => {
    const evaluator = EXPRESSIONS[expression];
    // A new expression in action.yml must be taught here, or every test would run a wrong value.
    if (!evaluator) throw new Error(`action.yml: a default holds \${{ ${expression} }}, which scripts/runner-defaults.ts cannot evaluate`);
    return evaluator(context);
  });
}

/** Every default of action.yml, evaluated as the runner evaluates it: input name -> value. */
export function runnerDefaults(context: RunnerContext, metadata: ActionMetadata = readActionMetadata()): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [name, input] of Object.entries(metadata.inputs)) {
    if (input.default !== undefined) defaults[name] = evaluate(String(input.default), context);
  }
  return defaults;
}

/**
 * The step's inputs as the runner passes them: the given ones, then each default the step
 * leaves out (an input is the same input whatever its case, as INPUT_ upper-cases it).
 */
export function withRunnerDefaults(
  inputs: Readonly<Record<string, string>>,
  context: RunnerContext,
  metadata: ActionMetadata = readActionMetadata(),
): Record<string, string> {
  const given = new Set(Object.keys(inputs).map(inputVariable));
  const all: Record<string, string> = { ...inputs };
  for (const [name, value] of Object.entries(runnerDefaults(context, metadata))) {
    if (!given.has(inputVariable(name))) all[name] = value;
  }
  return all;
}
