import { InputError, showValue, trimAscii, type Inputs } from './inputs.ts';
import { SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../api/limits.ts';

export interface NamedSecret {
  name: string;
  value: string;
  /** Where the value came from, for messages: "input 'secret-value'" or "environment variable DB_URL". */
  source: string;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

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
 * A secret name: 1 to 256 characters, as the API allows, without control characters (a
 * newline in a name would start a new log line). `hideText` leaves the text out of the
 * message: in the `secrets` list a user may have pasted a value where a name belongs.
 */
export function checkSecretName(input: string, name: string, where = '', hideText = false): string {
  if (name.length < 1 || name.length > SECRET_NAME_MAX) {
    throw new InputError(input, `${where}secret name must be 1 to ${SECRET_NAME_MAX} characters, got ${name.length}`);
  }
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(name);
  if (control) {
    const shown = hideText ? `has a control character at position ${control.index + 1}` : `${showValue(name)} has a control character`;
    throw new InputError(input, `${where}secret name ${shown}; names may not hold control characters`);
  }
  return name;
}

/**
 * The `secrets` input: one secret a line, `NAME` (value from the variable NAME) or
 * `NAME=VAR` (value from VAR). Values travel through `env:`, never through YAML parsing.
 */
export function readSecretList(inputs: Inputs, env: NodeJS.ProcessEnv): NamedSecret[] {
  const lines = inputs.lines('secrets');
  const seen = new Set<string>();
  const problems: string[] = [];
  const read: NamedSecret[] = [];
  lines.forEach((line, index) => {
    const where = `line ${index + 1}: `;
    try {
      const equals = line.indexOf('=');
      const name = trimAscii(equals === -1 ? line : line.slice(0, equals));
      const variable = trimAscii(equals === -1 ? line : line.slice(equals + 1));
      const value = variable === '' ? undefined : inputs.environmentSecret(env, variable);
      // A token is printed only when it is proven to be a variable's name (it is set) or reads
      // as one by convention; anything else may be a value pasted where a name belongs, so it
      // is masked and left out of every message.
      const shownAsName = value !== undefined || isConventionalName(variable);
      if (!shownAsName && variable.length >= 4) inputs.mask(variable);
      if (!shownAsName && equals === -1 && name.length >= 4) inputs.mask(name);
      checkSecretName('secrets', name, where, true);
      if (!ENV_NAME.test(variable) || !shownAsName) {
        throw new InputError(
          'secrets',
          `${where}${equals === -1 ? 'the line' : "the text after '='"} is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown in case it is a value. ` +
            'Expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:',
        );
      }
      if (seen.has(name)) throw new InputError('secrets', `${where}secret ${name} is listed twice`);
      seen.add(name);
      if (value === undefined) {
        throw new InputError(
          'secrets',
          `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`,
        );
      }
      const source = `environment variable ${variable}`;
      read.push({ name, value: checkSecretValue('secrets', value, `${where}${source}`), source });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(error.message.replace(/^Input 'secrets': /, ''));
    }
  });
  // Every line's problem at once: three unset variables are three lines of one message.
  if (problems.length > 0) throw new InputError('secrets', problems.join('\n'));
  return read;
}

/**
 * A name by convention: capitals and digits in parts joined by _, where a part's digits only
 * end it (DB2, V1): a credential (AKIAIOSFODNN7EXAMPLE, sk_live_...) does not read so.
 */
export function isConventionalName(token: string): boolean {
  return token.length <= 64 && /^[A-Z][A-Z]*[0-9]{0,4}(_[A-Z0-9][A-Z]*[0-9]{0,4})*$/.test(token);
}
