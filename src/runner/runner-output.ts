import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { SecretRegistry } from './secret-registry.ts';
import { inertBlock } from './untrusted-text.ts';

export interface AnnotationProperties {
  title?: string;
}

/** The step's environment as the runner gave it: inputs, file paths, RUNNER_DEBUG. */
export type RunnerEnv = Readonly<Record<string, string | undefined>>;

/** Where the step's log goes: the process's stdout, which the runner reads line by line. */
export interface OutputSink {
  write(text: string): unknown;
}

/** A command's message: `%`, CR and LF escaped, as the runner unescapes them. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A command's property value: as a message, and `:` and `,` too, which end a property. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;

/**
 * The one way text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it. The protocol is the runner's workflow commands and its GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, written here (as @actions/core writes them) to the sink and from
 * the environment the step was given, so that steps in one process never share either.
 */
export class RunnerOutput {
  readonly #env: RunnerEnv;
  readonly #sink: OutputSink;
  readonly secrets = new SecretRegistry((value) => this.#command('add-mask', {}, value));

  /** `env` and `sink` are the step's: the entry point gives process.env and process.stdout, a test its own. */
  constructor(env: RunnerEnv, sink: OutputSink) {
    this.#env = env;
    this.#sink = sink;
  }

  get isDebug(): boolean {
    return this.#env['RUNNER_DEBUG'] === '1';
  }

  /** A plain log line; one that holds command syntax is printed inert, never acted on. */
  info(message: string): void {
    const text = this.#scrub(message);
    this.#line(COMMAND_SYNTAX.test(text) ? inertBlock(text) : text);
  }

  /** Text from the API or a user, printed so that the runner acts on no command in it. */
  block(text: string): void {
    this.#line(inertBlock(this.#scrub(text)));
  }

  debug(message: string): void {
    this.#command('debug', {}, this.#scrub(message));
  }

  annotate(level: 'error' | 'warning' | 'notice', message: string, properties: AnnotationProperties = {}): void {
    const scrubbed = properties.title === undefined ? {} : { title: this.#scrub(properties.title) };
    this.#command(level, scrubbed, this.#scrub(message));
  }

  startGroup(name: string): void {
    this.#command('group', {}, this.#scrub(name));
  }

  endGroup(): void {
    this.#command('endgroup', {}, '');
  }

  /**
   * Sets an output and returns the text the workflow sees: appended to the GITHUB_OUTPUT file
   * between delimiters no value can hold, or, on a runner without that file, the old command.
   */
  setOutput(name: string, value: string): string {
    const text = this.#scrub(value);
    const file = this.#env['GITHUB_OUTPUT'];
    if (file) {
      const delimiter = `ghadelimiter_${randomUUID()}`;
      if (!existsSync(file)) throw new Error(`Unable to find the GITHUB_OUTPUT file at ${file}`);
      appendFileSync(file, `${name}<<${delimiter}${EOL}${text}${EOL}${delimiter}${EOL}`, 'utf8');
    } else {
      this.#sink.write(EOL);
      this.#command('set-output', { name }, text);
    }
    return text;
  }

  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(html: string): boolean {
    const file = this.#env['GITHUB_STEP_SUMMARY'];
    if (!file) return false;
    appendFileSync(file, this.#scrub(html), 'utf8');
    return true;
  }

  /**
   * What `text` would be once it leaves: for callers that must cut it short after, not before, and
   * for text that leaves for GitHub's API (the pull request comment), scrubbed as all the rest.
   */
  redact(text: string): string {
    return this.#scrub(text);
  }

  #line(text: string): void {
    this.#sink.write(`${text}${EOL}`);
  }

  /** `::name key=value,...::message`, the workflow command syntax the runner reads. */
  #command(name: string, properties: Record<string, string>, message: string): void {
    const given = Object.entries(properties).filter(([, value]) => value !== '');
    const props = given.length === 0 ? '' : ` ${given.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
    this.#line(`::${name}${props}::${escapeData(message)}`);
  }

  #scrub(text: string): string {
    return this.secrets.scrub(text);
  }
}
