import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/**
 * How a step talks to the GitHub Actions runner: workflow commands on stdout and two files
 * (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). @actions/core speaks the same protocol, but loading
 * it starts an HTTP client for OIDC that more than doubles the action's start-up; this module
 * is the part the action needs, and a test checks its encoding against @actions/core's.
 */

export interface AnnotationProperties {
  title?: string;
}

/** Command data: the runner unescapes %25, %0D and %0A. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Command properties also escape the separators ':' and ','. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatCommand(command: string, properties: Record<string, string | undefined>, message: string): string {
  const given = Object.entries(properties).filter((entry): entry is [string, string] => entry[1] !== undefined);
  // As @actions/core does: a space once any property is given, empty values left out.
  const props = given
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${command}${given.length > 0 ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** A GITHUB_OUTPUT entry: a heredoc with a random delimiter the value cannot contain. */
export function formatOutput(name: string, value: string, delimiter = `ghadelimiter_${randomUUID()}`): string {
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: the output ${name} contains the delimiter ${delimiter}`);
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

export class Runner {
  readonly #env: NodeJS.ProcessEnv;
  readonly #write: (text: string) => void;

  constructor(env: NodeJS.ProcessEnv = process.env, write: (text: string) => void = (text) => process.stdout.write(text)) {
    this.#env = env;
    this.#write = write;
  }

  get isDebug(): boolean {
    return this.#env['RUNNER_DEBUG'] === '1';
  }

  command(command: string, properties: Record<string, string | undefined>, message: string): void {
    this.#write(formatCommand(command, properties, message) + EOL);
  }

  info(message: string): void {
    this.#write(message + EOL);
  }

  debug(message: string): void {
    this.command('debug', {}, message);
  }

  annotate(level: 'error' | 'warning' | 'notice', message: string, properties: AnnotationProperties = {}): void {
    this.command(level, { title: properties.title }, message);
  }

  mask(value: string): void {
    this.command('add-mask', {}, value);
  }

  startGroup(name: string): void {
    this.command('group', {}, name);
  }

  endGroup(): void {
    this.command('endgroup', {}, '');
  }

  setOutput(name: string, value: string): void {
    const file = this.#env['GITHUB_OUTPUT'];
    if (file) appendFileSync(file, formatOutput(name, value), 'utf8');
    else {
      // Outside a runner that provides the file (old runners, local tools): the legacy command.
      this.#write(EOL);
      this.command('set-output', { name }, value);
    }
  }

  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(markdown: string): boolean {
    const file = this.#env['GITHUB_STEP_SUMMARY'];
    if (!file) return false;
    appendFileSync(file, markdown, 'utf8');
    return true;
  }
}
