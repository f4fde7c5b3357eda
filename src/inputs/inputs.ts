import { INT32_MAX } from '../api/limits.ts';
import { closest } from './closest-word.ts';

/**
 * Typed readers for the step's inputs. Every error names the input, shows what was given
 * (cut short) and says what is allowed, so a user can fix the workflow without reading code.
 */

export class InputError extends Error {
  readonly input: string;
  /** The problem without the input's name, for a reader that lists it among the input's others. */
  readonly reason: string;
  constructor(input: string, message: string) {
    super(`Input '${input}': ${message}`);
    this.name = 'InputError';
    this.input = input;
    this.reason = message;
  }
}

/** Inputs whose values are secrets: every read of one registers the value for masking. */
export const SECRET_INPUTS: ReadonlySet<string> = new Set([
  'api-key',
  'secret-value',
  'storage-password',
  'github-token',
  'deployment-key',
  'database-token',
]);

/** Where raw input values come from; the runner passes them as INPUT_<NAME> variables. */
export type InputSource = (name: string) => string | undefined;

/** The variable the runner passes an input in: spaces become underscores, hyphens stay. */
export const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** The step's inputs from its environment, untrimmed (the readers below trim ASCII only); a missing one reads as empty, as the runner sends an input not given. */
export function environmentInputs(env: Readonly<Record<string, string | undefined>>): InputSource {
  return (name) => env[inputVariable(name)] ?? '';
}

// Only ASCII whitespace is trimmed: a BOM or a no-break space pasted into a value is far
// more likely a copy-paste accident than intent, and must be reported, not hidden.
const ASCII_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;
export const trimAscii = (text: string) => text.replace(ASCII_SPACE, '');

/**
 * Shows a value in an error without flooding the log (its first `max` characters) or hiding
 * invisible characters: anything but printable ASCII as `\u{…}`, one a code point, so that an
 * NFC and an NFD name, which look alike, read apart.
 */
export function showValue(text: string, max = 60): string {
  const escaped = text.slice(0, max).replace(/[^\x20-\x7e]/gu, (c) => `\\u{${c.codePointAt(0)?.toString(16).toUpperCase()}}`);
  // The ellipsis is added after the escape: it is the cut, not a character of the value.
  return `'${escaped}${text.length > max ? '…' : ''}'`;
}

/**
 * Longest value a single-line input (a name, an id, a token, a query, a path, an address) may
 * have; far beyond any real one, and short enough to go into a URL or a file name.
 */
export const MAX_LINE_LENGTH = 2048;
/** Longest value of any other text input: a DNS record value cannot be longer (RDATA is 64 KiB). */
export const MAX_TEXT_LENGTH = 65_536;

function tooLong(name: string, what: string, length: number, max: number): InputError {
  // The value itself is not shown: it may be a secret, and it is too long to read anyway.
  return new InputError(name, `${what} is ${length} characters long; at most ${max} are allowed`);
}

/** A key or token is a few dozen characters; one far longer is the wrong secret, and it is sent as a header. */
const MAX_HEADER_SECRET_LENGTH = 1024;

/**
 * A secret sent as a header value (`what`: "an API key"), trimmed by the caller: surrounding
 * whitespace is an accident, inner whitespace is invalid. The value itself is never shown.
 */
export function checkHeaderSecret(name: string, value: string, what: string): string {
  if (value.length > MAX_HEADER_SECRET_LENGTH) {
    throw new InputError(
      name,
      `is ${value.length} characters long; ${what} is at most ${MAX_HEADER_SECRET_LENGTH} (check that the right secret is passed)`,
    );
  }
  if (/[\s\u0000-\u001f\u007f-\uffff]/.test(value)) {
    throw new InputError(
      name,
      'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character',
    );
  }
  return value;
}

/** The 1-based position of `text[index]` as a reader counts characters: an emoji before it is one, not two UTF-16 units. */
export const characterPosition = (text: string, index: number): number => [...text.slice(0, index)].length + 1;

/** A line of a list input, trimmed, and its number in the input (1-based, blank lines counted). */
export interface NumberedLine {
  text: string;
  line: number;
}

export interface IntegerRule {
  min?: number;
  max?: number;
}

/**
 * The input problems of one step. Readers record a problem here and hand back a placeholder,
 * so that planning goes on and the step fails once, naming every problem.
 */
class InputProblems {
  readonly #errors: InputError[] = [];

  /** Keeps the first problem of each input: a later one is most likely a consequence of it. */
  add(error: InputError): void {
    if (this.#errors.some((known) => known.input === error.input)) return;
    this.#errors.push(error);
  }

  /** Records a problem of `input`; undefined, which a reader that found one returns. */
  refuse(input: string, message: string): undefined {
    this.add(new InputError(input, message));
    return undefined;
  }

  get list(): readonly InputError[] {
    return this.#errors;
  }

  throwIfAny(): void {
    if (this.#errors.length === 1) throw this.#errors[0];
    if (this.#errors.length > 1) throw new InputProblemsError(this.#errors);
  }
}

/** The YAML 1.2 core schema's spellings of false, as @actions/core getBooleanInput accepts them. */
export const YAML_FALSE: readonly string[] = ['false', 'False', 'FALSE'];

/** Several input problems at once; the message lists each on its own line. */
export class InputProblemsError extends InputError {
  readonly problems: readonly InputError[];
  constructor(problems: readonly InputError[]) {
    super(problems.map((problem) => problem.input).join(', '), '');
    this.message = `${problems.length} input problems:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`;
    this.name = 'InputProblemsError';
    this.problems = problems;
  }
}

export class Inputs {
  readonly #source: InputSource;
  readonly problems = new InputProblems();
  readonly #register: (value: string) => void;
  readonly #hide: (value: string) => void;

  /**
   * `register` receives the value of every secret input as it is read, for masking; `hide` text
   * the step's own output is scrubbed of, which the runner is not asked to mask.
   */
  constructor(source: InputSource, register: (value: string) => void = () => {}, hide: (value: string) => void = () => {}) {
    this.#register = register;
    this.#hide = hide;
    this.#source = (name) => {
      const value = source(name);
      if (value !== undefined && SECRET_INPUTS.has(name)) {
        // Registered whole and trimmed, before any reader could put either in a message.
        this.#register(value);
        this.#register(trimAscii(value));
      }
      return value;
    };
  }

  /** Reads every secret input once, so that each is masked before any line is printed. */
  maskSecretInputs(): void {
    for (const name of SECRET_INPUTS) this.#source(name);
  }

  /**
   * A secret that arrives through the environment (a `secrets` line's variable, a probe
   * header), registered for masking as it is read, like a secret input.
   */
  environmentSecret(env: NodeJS.ProcessEnv, variable: string): string | undefined {
    const value = env[variable];
    if (value !== undefined && value !== '') this.#register(value);
    return value;
  }

  /** Text that is not an input's value but may be a secret (a value pasted where a name belongs). */
  mask(text: string): void {
    if (text !== '') this.#register(text);
  }

  /**
   * Text that may be a secret but is as often ordinary (a URL's query value): scrubbed from
   * this step's text, never masked by the runner, whose mask would blank it out in every later
   * line of the job.
   */
  hide(text: string): void {
    if (text !== '') this.#hide(text);
  }

  /** Runs a reader that throws; its InputError is recorded and undefined returned, so the plan goes on. */
  check<T>(read: () => T): T | undefined {
    return this.#guard(undefined, read);
  }

  /** Runs a reader; an InputError is recorded and `fallback` returned, so the plan goes on. */
  #guard<T>(fallback: T, read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.problems.add(error);
      return fallback;
    }
  }

  /** The raw value, untrimmed; for secrets, where every character counts (reading one registers it for masking). */
  raw(name: string): string | undefined {
    return this.#source(name) || undefined;
  }

  optional(name: string): string | undefined {
    return this.#guard(undefined, () => this.#optional(name));
  }

  #optional(name: string): string | undefined {
    const value = this.#source(name);
    if (value === undefined) return undefined;
    const trimmed = trimAscii(value);
    if (trimmed.length > MAX_TEXT_LENGTH) throw tooLong(name, 'the value', trimmed.length, MAX_TEXT_LENGTH);
    return trimmed === '' ? undefined : trimmed;
  }

  required(name: string, expected?: string): string {
    return this.#guard('', () => this.#required(name, expected));
  }

  #required(name: string, expected?: string): string {
    const value = this.#optional(name);
    if (value === undefined) {
      throw new InputError(name, `is required${expected ? `; expected ${expected}` : ''}`);
    }
    return value;
  }

  /** A single-line value: a newline in a name or id is always a mistake and can smuggle log lines. */
  line(name: string, options: { required: true; expected?: string }): string;
  line(name: string, options?: { required?: false; expected?: string }): string | undefined;
  line(name: string, options: { required?: boolean; expected?: string } = {}): string | undefined {
    return this.#guard(options.required ? '' : undefined, () => this.#line(name, options));
  }

  #line(name: string, options: { required?: boolean; expected?: string }): string | undefined {
    const value = options.required ? this.#required(name, options.expected) : this.#optional(name);
    if (value !== undefined && /[\r\n]/.test(value)) {
      throw new InputError(name, `must be a single line${options.expected ? `; expected ${options.expected}` : ''}`);
    }
    if (value !== undefined && value.length > MAX_LINE_LENGTH) throw tooLong(name, 'the value', value.length, MAX_LINE_LENGTH);
    return value;
  }

  integer(name: string, rule: IntegerRule & { required: true }): number;
  integer(name: string, rule?: IntegerRule & { required?: false; default?: number }): number | undefined;
  integer(name: string, rule: IntegerRule & { required?: boolean; default?: number } = {}): number | undefined {
    return this.#guard(rule.default ?? (rule.required ? (rule.min ?? 0) : undefined), () => {
      const text = rule.required ? this.#required(name, 'a decimal integer') : this.#optional(name);
      return text === undefined ? rule.default : parseInteger(name, text, rule);
    });
  }

  /** An id of the API: a positive int32 or int64 (limited to what JSON numbers carry exactly). */
  id(name: string, kind: 'int32' | 'int64' = 'int64'): number {
    return this.integer(name, { required: true, min: 1, max: kind === 'int32' ? INT32_MAX : Number.MAX_SAFE_INTEGER });
  }

  boolean(name: string, fallback: boolean): boolean {
    return this.#guard(fallback, () => {
      const text = this.#optional(name);
      if (text === undefined) return fallback;
      // The YAML 1.2 core schema booleans, as @actions/core getBooleanInput accepts them.
      if (['true', 'True', 'TRUE'].includes(text)) return true;
      if (YAML_FALSE.includes(text)) return false;
      throw new InputError(name, `got ${showValue(text)}; expected true or false`);
    });
  }

  /** One value a line; blank lines and surrounding spaces dropped. */
  lines(name: string): string[] {
    return this.numberedLines(name).map(({ text }) => text);
  }

  /**
   * One value a line, each with its number in the input: a blank line is dropped but counted, so
   * that a message's "line 3" is the line the user sees as 3. `maxLength`: Infinity for a list
   * whose own model bounds each line, and words a long one better (a value's limit).
   */
  numberedLines(name: string, maxLength = MAX_LINE_LENGTH): NumberedLine[] {
    const lines = (this.#source(name) ?? '')
      .split(/\r?\n/)
      .map((text, index) => ({ text: trimAscii(text), line: index + 1 }))
      .filter(({ text }) => text !== '');
    const long = lines.find(({ text }) => text.length > maxLength);
    // The lines are kept even then, so that a plan still sees that a list was given.
    if (long !== undefined) this.problems.add(tooLong(name, `line ${long.line}`, long.text.length, maxLength));
    return lines;
  }

  /**
   * One of a fixed set; matched without regard to case when `caseInsensitive`, returned as listed.
   * A value close to one of them is answered with "did you mean".
   */
  choice<T extends string>(
    name: string,
    allowed: readonly T[],
    options: { caseInsensitive?: boolean; required?: boolean } = {},
  ): T | undefined {
    return this.#guard(undefined, () => {
      const expected = `one of ${allowed.join(', ')}`;
      const text = options.required ? this.#line(name, { required: true, expected }) : this.#optional(name);
      if (text === undefined) return undefined;
      const found = allowed.find((item) => (options.caseInsensitive ? item.toLowerCase() === text.toLowerCase() : item === text));
      if (found === undefined) {
        const near = closest(text, allowed);
        throw new InputError(name, `got ${showValue(text)}${near ? `; did you mean '${near}'?` : ''}; expected ${expected}`);
      }
      return found;
    });
  }
}

export function parseInteger(name: string, text: string, rule: IntegerRule = {}): number {
  const range =
    rule.min !== undefined && rule.max !== undefined
      ? ` from ${rule.min} to ${rule.max}`
      : rule.min !== undefined
        ? ` of at least ${rule.min}`
        : rule.max !== undefined
          ? ` of at most ${rule.max}`
          : '';
  if (!/^[0-9]+$/.test(text)) {
    throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range} (digits only, no sign or spaces)`);
  }
  if (text.length > 1 && text.startsWith('0')) {
    throw new InputError(name, `got ${showValue(text)}; leading zeros are not allowed, expected a decimal integer${range}`);
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value) || (rule.max !== undefined && value > rule.max) || (rule.min !== undefined && value < rule.min)) {
    throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range}`);
  }
  return value;
}
