import * as z from 'zod/mini';
import '../api/models/zod.ts';
import { InputError, showValue, trimAscii, type Inputs } from './inputs.ts';
import { problemsOf } from './zod-issues.ts';
import { nameCharacterProblem, nameRepeats } from './env-names.ts';
import { SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../api/limits.ts';

export interface NamedSecret {
  name: string;
  value: string;
  /** Where the value came from, for messages: "input 'secret-value'" or "environment variable DB_URL". */
  source: string;
}

/** What a shell takes for an environment variable's name. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Checks a secret value, already registered for masking where it was read; never puts the
 * value in a message. `source` names where it came from when that is not the input itself.
 */
export function checkSecretValue(input: string, value: string | undefined, source?: string): string {
  if (value === undefined || value === '') {
    throw new InputError(
      input,
      `${source ?? 'the value'} is empty; a secret that a workflow expression could not resolve arrives as an empty string, so an empty value is refused`,
    );
  }
  if (value.length > SECRET_VALUE_MAX) {
    throw new InputError(input, `${source ?? 'the value'} is ${value.length} characters long; the API allows at most ${SECRET_VALUE_MAX}`);
  }
  return value;
}

/**
 * A secret name: 1 to 256 characters, as the API allows, none of them one a reader cannot see:
 * an invisible character would make a lookalike of a real name (a prune would then delete the
 * real one). `hideText` leaves the text out of the message: in the `secrets` list a user may
 * have pasted a value where a name belongs.
 */
export function checkSecretName(input: string, name: string, where = '', hideText = false): string {
  if (name.length < 1 || name.length > SECRET_NAME_MAX) {
    throw new InputError(input, `${where}secret name must be 1 to ${SECRET_NAME_MAX} characters, got ${name.length}`);
  }
  const problem = nameCharacterProblem(name, true);
  if (problem) throw new InputError(input, `${where}secret name ${hideText ? '' : `${showValue(name)} `}has ${problem}`);
  return name;
}

/** A line of `secrets` as split and looked up before the model checks it. */
interface SecretLine {
  where: string;
  /** The line of the input, 1-based, blank lines counted. */
  line: number;
  equals: boolean;
  name: string;
  variable: string;
  /** The variable's value, undefined when it is not set. */
  value: string | undefined;
  /** Whether the variable may be printed: it is set, or reads as a variable's name. */
  shownAsName: boolean;
}

/**
 * A problem of a line's name or variable, ranked: a line reports its first, as a reader fixing
 * the line top-down meets them (a bad name before a variable that is not set). Its value's
 * problem is reported beside that one: it is mended elsewhere (in the secret the variable holds),
 * and one run names all there is to mend.
 */
const RANK = { name: 0, variable: 1, twice: 2, unset: 3 } as const;
type Problem = keyof typeof RANK | 'value';

function issue(context: z.core.$RefinementCtx<unknown>, index: number, problem: Problem, message: string): void {
  context.issues.push({ code: 'custom', input: index, path: [index], message, params: { problem } });
}

/**
 * Each line's problems as checkSecretName, checkSecretValue and the list's own rules word them,
 * its name's and variable's first, then its value's. A line counts toward the names given twice
 * (`repeated`) when it names a secret and a variable that can be shown.
 */
function lineProblems(
  line: SecretLine,
  context: z.core.$RefinementCtx<unknown>,
  index: number,
  repeated: (name: string, line: number) => string | undefined,
): void {
  const { where, name, variable, value } = line;
  const failed = (problem: Problem, check: () => unknown): boolean => {
    try {
      check();
      return false;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      issue(context, index, problem, error.reason);
      return true;
    }
  };
  const nameRefused = failed('name', () => checkSecretName('secrets', name, where, true));
  const shown = ENV_NAME.test(variable) && line.shownAsName;
  if (!shown) {
    issue(
      context,
      index,
      'variable',
      `${where}${line.equals ? "the text after '='" : 'the line'} is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown in case it is a value. ` +
        'Expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:',
    );
  } else if (value === undefined) {
    issue(
      context,
      index,
      'unset',
      `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`,
    );
  }
  if (shown && !nameRefused) {
    const message = repeated(name, line.line);
    if (message) issue(context, index, 'twice', `${where}${message}`);
  }
  if (value === undefined) return;
  // Without '=' the variable is the name: refused, it is not printed as the variable either.
  const source = shown && (line.equals || !nameRefused) ? `environment variable ${variable}` : 'the value';
  failed('value', () => checkSecretValue('secrets', value, `${where}${source}`));
}

/** The list's model: every line's problems, and each name once, in any case. */
const SecretLines = z.array(z.custom<SecretLine>()).check(
  z.superRefine((lines, context) => {
    const repeated = nameRepeats('secret');
    lines.forEach((line, index) => lineProblems(line, context, index, repeated));
  }),
);

/**
 * The `secrets` input: one secret a line, `NAME` (value from the variable NAME) or
 * `NAME=VAR` (value from VAR). Values travel through `env:`, never through YAML parsing. The
 * lines go through one model; each line with a problem is reported, all at once.
 */
export function readSecretList(inputs: Inputs, env: NodeJS.ProcessEnv): NamedSecret[] {
  const lines = inputs.numberedLines('secrets').map(({ text, line }): SecretLine => {
    const equals = text.indexOf('=');
    const name = trimAscii(equals === -1 ? text : text.slice(0, equals));
    const variable = trimAscii(equals === -1 ? text : text.slice(equals + 1));
    const value = variable === '' ? undefined : inputs.environmentSecret(env, variable);
    // Without '=' the name is the variable, masked with it when it may be a value.
    const shownAsName = showableAsName(inputs, variable, value);
    return { where: `line ${line}: `, line, equals: equals !== -1, name, variable, value, shownAsName };
  });
  const parsed = SecretLines.safeParse(lines);
  if (!parsed.success) {
    // Three unset variables are three lines of one message; a line says its name's or variable's first problem, and its value's.
    const problems = problemsOf(parsed.error.issues, (found) => {
      const problem = (found as { params?: { problem?: Problem } }).params?.problem ?? 'value';
      const line = String(found.path[0]);
      return problem === 'value'
        ? { place: `${line} value`, text: found.message }
        : { place: line, rank: RANK[problem], text: found.message };
    });
    throw new InputError('secrets', problems.join('\n'));
  }
  return lines.map(({ name, value, variable }) => ({ name, value: value ?? '', source: `environment variable ${variable}` }));
}

/**
 * Whether a token written where an environment variable's name belongs may be printed: only
 * when it is proven a name (`value`, the variable's, is defined: it is set) or reads as one by
 * convention. Anything else may be a value pasted where a name belongs, so it is masked, before
 * any message is made, and left out of every message (one under 4 characters is not masked,
 * which would blank out unrelated text, but is not printed either).
 */
export function showableAsName(inputs: Pick<Inputs, 'mask'>, token: string, value: string | undefined): boolean {
  const shown = value !== undefined || isConventionalName(token);
  if (!shown && token.length >= 4) inputs.mask(token);
  return shown;
}

/**
 * A name by convention: capitals and digits in parts joined by _, where a part's digits only
 * end it (DB2, V1): a credential (AKIAIOSFODNN7EXAMPLE, sk_live_...) does not read so.
 */
export function isConventionalName(token: string): boolean {
  return token.length <= 64 && /^[A-Z][A-Z]*[0-9]{0,4}(_[A-Z0-9][A-Z]*[0-9]{0,4})*$/.test(token);
}
