import { InputError, showValue, trimAscii, type Inputs } from './inputs.ts';
import { VARIABLE_NAME_MAX, VARIABLE_VALUE_MAX } from '../api/limits.ts';

/** One line of `variables`. */
export interface VariableLine {
  name: string;
  value: string;
  /** The line of the input it came from, 1-based, for messages. */
  line: number;
}

const NAME = /^[A-Za-z0-9_]+$/;

/** Why a name is refused, without the name when it is not one (it may hold part of a value). */
function nameProblem(name: string): string | undefined {
  if (name === '') return "has no name before '='";
  if (name.length > VARIABLE_NAME_MAX) return `has a name of ${name.length} characters; at most ${VARIABLE_NAME_MAX} are allowed`;
  const bad = /[^A-Za-z0-9_]/.exec(name);
  if (bad) return `has a name with a character other than letters, digits and _ at position ${bad.index + 1}`;
  return undefined;
}

/**
 * `variables`: one `NAME=value` a line, the value everything after the first `=`, spaces around
 * both trimmed (a YAML block keeps trailing spaces nobody sees). A value is never put in a
 * message, nor a line that does not parse (it may be a value without its name): every problem
 * of every line is reported at once, before any request.
 */
export function readVariableLines(inputs: Inputs, input = 'variables'): VariableLine[] {
  const raw = inputs.raw(input);
  if (raw === undefined) throw new InputError(input, 'is required: one NAME=value a line (names of letters, digits and _)');
  const problems: string[] = [];
  const read: VariableLine[] = [];
  const firstLine = new Map<string, { name: string; line: number }>();
  raw.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (trimAscii(text) === '') return;
    const where = `line ${line}`;
    const equals = text.indexOf('=');
    if (equals === -1) {
      problems.push(`${where} has no '='; expected NAME=value (the line is not shown: it may be a value)`);
      return;
    }
    const name = trimAscii(text.slice(0, equals));
    const value = trimAscii(text.slice(equals + 1));
    const badName = nameProblem(name);
    if (badName) {
      problems.push(`${where} ${badName}`);
      return;
    }
    if (value === '') {
      problems.push(
        `${where}: the value of ${name} is empty; a workflow expression that could not be resolved expands to nothing, so an empty value is refused`,
      );
    } else if (value.length > VARIABLE_VALUE_MAX) {
      problems.push(`${where}: the value of ${name} is ${value.length} characters long; the API allows at most ${VARIABLE_VALUE_MAX}`);
    }
    const earlier = firstLine.get(name.toLowerCase());
    if (earlier && earlier.name === name) {
      problems.push(`${where}: ${name} is listed twice (first on line ${earlier.line}); give each variable once`);
      return;
    }
    if (earlier) {
      problems.push(
        `${where}: ${name} and ${earlier.name} (line ${earlier.line}) differ only in case; the platform may match names without regard to case, so give one of them`,
      );
      return;
    }
    firstLine.set(name.toLowerCase(), { name, line });
    read.push({ name, value, line });
  });
  if (problems.length > 0) throw new InputError(input, problems.join('\n'));
  if (read.length === 0) throw new InputError(input, 'is required: one NAME=value a line (names of letters, digits and _)');
  return read;
}

/** Names one a line, as the code reads them from its environment (letters, digits and _); each once. */
export function readEnvNames(inputs: Inputs, input: string): string[] {
  const problems: string[] = [];
  const names: string[] = [];
  inputs.lines(input).forEach((name, index) => {
    if (name.length > VARIABLE_NAME_MAX)
      problems.push(`line ${index + 1} is ${name.length} characters long; a name is at most ${VARIABLE_NAME_MAX}`);
    else if (!NAME.test(name))
      problems.push(`line ${index + 1}: ${showValue(name)} is not a name; expected letters, digits and _, one name a line`);
    else if (!names.includes(name)) names.push(name);
  });
  if (problems.length > 0) throw new InputError(input, problems.join('\n'));
  return names;
}
