import { appendFileSync } from 'node:fs';
import * as core from '@actions/core';
import { SecretRegistry } from './secret-registry.ts';
import { inertBlock } from './untrusted-text.ts';

export interface AnnotationProperties {
  title?: string;
}

/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;

/**
 * The one way text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it. The protocol itself is @actions/core's; it reads the runner's
 * environment (`process.env`) at each call, so nothing here outlives a run.
 */
export class RunnerOutput {
  readonly secrets = new SecretRegistry((value) => core.setSecret(value));

  get isDebug(): boolean {
    return core.isDebug();
  }

  /** A plain log line; one that holds command syntax is printed inert, never acted on. */
  info(message: string): void {
    const text = this.#scrub(message);
    core.info(COMMAND_SYNTAX.test(text) ? inertBlock(text) : text);
  }

  /** Text from the API or a user, printed so that the runner acts on no command in it. */
  block(text: string): void {
    core.info(inertBlock(this.#scrub(text)));
  }

  debug(message: string): void {
    core.debug(this.#scrub(message));
  }

  annotate(level: 'error' | 'warning' | 'notice', message: string, properties: AnnotationProperties = {}): void {
    const scrubbed = properties.title === undefined ? {} : { title: this.#scrub(properties.title) };
    core[level](this.#scrub(message), scrubbed);
  }

  startGroup(name: string): void {
    core.startGroup(this.#scrub(name));
  }

  endGroup(): void {
    core.endGroup();
  }

  /** Sets an output and returns the text the workflow sees. */
  setOutput(name: string, value: string): string {
    const text = this.#scrub(value);
    core.setOutput(name, text);
    return text;
  }

  /**
   * Appends to the job summary; false when the runner gave no summary file. Written directly,
   * not through `core.summary`, which keeps the file path of the first run it served.
   */
  appendSummary(html: string): boolean {
    const file = process.env['GITHUB_STEP_SUMMARY'];
    if (!file) return false;
    appendFileSync(file, this.#scrub(html), 'utf8');
    return true;
  }

  /** Text that leaves the step for GitHub's API (the pull request comment), scrubbed as all the rest. */
  outbound(text: string): string {
    return this.#scrub(text);
  }

  #scrub(text: string): string {
    return this.secrets.scrub(text);
  }
}
