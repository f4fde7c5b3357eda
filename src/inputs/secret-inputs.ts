import { InputError, showValue, trimAscii, type Inputs } from './inputs.ts';
import { SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../api/limits.ts';
import type { SecretRegistry } from '../runner/secret-registry.ts';

export interface NamedSecret {
  name: string;
  value: string;
  /** Where the value came from, for messages: "input 'secret-value'" or "environment variable DB_URL". */
  source: string;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Checks a secret value and registers it for masking; never puts the value in a message. */
export function checkSecretValue(input: string, value: string | undefined, source: string, secrets: SecretRegistry): string {
  secrets.add(value);
  if (value === undefined || value === '') {
    throw new InputError(
      input,
      `${source} is empty; a secret that a workflow expression could not resolve arrives as an empty string, so an empty value is refused`,
    );
  }
  if (value.length > SECRET_VALUE_MAX) {
    throw new InputError(input, `${source} is ${value.length} characters long; the API allows at most ${SECRET_VALUE_MAX}`);
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
export function readSecretList(inputs: Inputs, env: NodeJS.ProcessEnv, secrets: SecretRegistry): NamedSecret[] {
  const lines = inputs.lines('secrets');
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const where = `line ${index + 1}: `;
    const equals = line.indexOf('=');
    const name = trimAscii(equals === -1 ? line : line.slice(0, equals));
    const variable = trimAscii(equals === -1 ? line : line.slice(equals + 1));
    checkSecretName('secrets', name, where, true);
    if (!ENV_NAME.test(variable)) {
      // Not shown: the commonest cause is a value written where the variable's name belongs.
      throw new InputError(
        'secrets',
        `${where}${equals === -1 ? 'the line' : "the text after '='"} is not an environment variable name (letters, digits and _, not starting with a digit) and is not shown in case it is a value; ` +
          'expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:',
      );
    }
    if (seen.has(name)) throw new InputError('secrets', `${where}secret ${name} is listed twice`);
    seen.add(name);
    const value = env[variable];
    if (value === undefined) {
      throw new InputError(
        'secrets',
        `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`,
      );
    }
    const source = `environment variable ${variable}`;
    return { name, value: checkSecretValue('secrets', value, `${where}${source}`, secrets), source };
  });
}
