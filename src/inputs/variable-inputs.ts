import * as z from 'zod/mini';
import '../api/models/zod.ts';
import { InputError, showValue, trimAscii, type Inputs } from './inputs.ts';
import { problemsOf } from './zod-issues.ts';
import { ENV_NAME_CHARACTERS, nameCharacterProblem, nameRepeats } from './env-names.ts';
import { VARIABLE_NAME_MAX } from '../api/limits.ts';
import { RUNTIME_VALUE_BYTES_MAX, utf8Bytes } from '../platform/script-variables/runtime-limits.ts';

export interface VariableLine {
  name: string;
  value: string;
  /** The line of the input it came from, 1-based, for messages. */
  line: number;
}

/**
 * A line as split before the model checks it: the name and value around the first `=`, spaces
 * around both trimmed (a YAML block keeps trailing spaces nobody sees).
 */
interface SplitLine extends VariableLine {
  equals: boolean;
}

/**
 * The model of one line. No check aborts: an aborted line would keep the list's own check (a
 * name given twice) from running, and every problem is reported at once. Each message is the end of a sentence the input error begins with the
 * line (and, for a value, the name when it is one): never the value, nor a name that is not one
 * (it may hold part of a value).
 */
const Line = z.object({
  line: z.number(),
  equals: z.literal(true, { error: "has no '='; expected NAME=value (the line is not shown: it may be a value)" }),
  name: z.string().check(
    z.minLength(1, { error: "has no name before '='" }),
    z.maxLength(VARIABLE_NAME_MAX, {
      error: (issue) => `has a name of ${String(issue.input).length} characters; at most ${VARIABLE_NAME_MAX} are allowed`,
    }),
    z.superRefine((name, context) => {
      const problem = nameCharacterProblem(name);
      if (problem) context.issues.push({ code: 'custom', input: name, message: `has a name with ${problem}` });
    }),
  ),
  value: z.string().check(
    z.minLength(1, {
      error: 'is empty; a workflow expression that could not be resolved expands to nothing, so an empty value is refused',
    }),
    z.refine((value) => utf8Bytes(value) <= RUNTIME_VALUE_BYTES_MAX, {
      error: (issue) =>
        `is ${utf8Bytes(String(issue.input))} bytes long (UTF-8); the runtime allows at most ${RUNTIME_VALUE_BYTES_MAX} a value (the API takes more, but a script with a longer value stops booting and answers every request 400)`,
    }),
  ),
});

/** The lines together: each name once, and no two that differ only in case (the platform may match names so). */
const Lines = z.array(Line).check(
  z.superRefine(
    (lines, context) => {
      const repeated = nameRepeats('variable');
      lines.forEach((entry, index) => {
        if (!ENV_NAME_CHARACTERS.test(entry.name) || entry.name.length > VARIABLE_NAME_MAX) return;
        const message = repeated(entry.name, entry.line);
        if (message) context.issues.push({ code: 'custom', input: entry, path: [index], message });
      });
      // Run beside the lines' own problems, not only once every line is fine: every problem at once.
    },
    { when: () => true },
  ),
);

/**
 * zod's issues as the input's problems, one a line in the order of the lines: a line whose name
 * is refused has its value's problem named too, without the name (it may be part of a value), so
 * that one run says all there is to mend; a line without '=' has no value to refuse.
 */
function problemsOfLines(issues: readonly z.core.$ZodIssue[], split: readonly SplitLine[]): string[] {
  const refused = (field: keyof SplitLine) => new Set(issues.filter(({ path }) => path[1] === field).map(({ path }) => path[0]));
  const [noEquals, unnamed] = [refused('equals'), refused('name')];
  return problemsOf(issues, ({ path, message }) => {
    const [index, field] = path as [number, keyof SplitLine | undefined];
    const entry = split[index];
    if (!entry) return undefined;
    const where = `line ${entry.line}`;
    // A name refused for its length is not refused again for a character.
    if (field === 'equals' || field === 'name') return { place: `${index}`, rank: field === 'equals' ? 0 : 1, text: `${where} ${message}` };
    if (noEquals.has(index)) return undefined;
    const value = unnamed.has(index) ? 'its value' : `the value of ${entry.name}`;
    if (field === 'value') return { place: `${index} value`, text: `${where}: ${value} ${message}` };
    if (unnamed.has(index)) return undefined;
    return { place: `${index} line`, text: `${where}: ${message}` };
  });
}

/**
 * `variables`: one `NAME=value` a line, the value everything after the first `=`. Every line
 * goes through one model, and every problem of every line is reported at once, before any
 * request, by line number and name; a value is never put in a message.
 */
export function readVariableLines(inputs: Inputs): VariableLine[] {
  const input = 'variables';
  const required = () => new InputError(input, 'is required: one NAME=value a line (names of letters, digits and _)');
  // No cap on a line: the model bounds each name and value itself (a value by the runtime's limit,
  // in bytes), and a capped line's problem would be the input's only one, hiding every other line's.
  const split = inputs.numberedLines(input, Infinity).map(({ text, line }): SplitLine => {
    const equals = text.indexOf('=');
    return {
      line,
      equals: equals !== -1,
      name: equals === -1 ? '' : trimAscii(text.slice(0, equals)),
      value: equals === -1 ? '' : trimAscii(text.slice(equals + 1)),
    };
  });
  const parsed = Lines.safeParse(split);
  if (!parsed.success) throw new InputError(input, problemsOfLines(parsed.error.issues, split).join('\n'));
  if (split.length === 0) throw required();
  return parsed.data.map(({ name, value, line }) => ({ name, value, line }));
}

/** Names one a line, as the code reads them from its environment (letters, digits and _); each once. */
export function readEnvNames(inputs: Inputs, input: string): string[] {
  const problems: string[] = [];
  const names: string[] = [];
  inputs.numberedLines(input).forEach(({ text: name, line }) => {
    if (name.length > VARIABLE_NAME_MAX)
      problems.push(`line ${line} is ${name.length} characters long; a name is at most ${VARIABLE_NAME_MAX}`);
    else if (!ENV_NAME_CHARACTERS.test(name))
      problems.push(`line ${line}: ${showValue(name)} is not a name; expected letters, digits and _, one name a line`);
    else if (!names.includes(name)) names.push(name);
  });
  if (problems.length > 0) throw new InputError(input, problems.join('\n'));
  return names;
}
