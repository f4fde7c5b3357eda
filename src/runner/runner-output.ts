import { SecretRegistry } from './secret-registry.ts';
import { inertBlock } from './untrusted-text.ts';
import type { AnnotationProperties, Runner, RunnerEnv } from './runner.ts';

/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;

/**
 * The one place text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it; the protocol itself is the Runner's (@actions/core).
 */
export class RunnerOutput {
  readonly env: RunnerEnv;
  readonly #runner: Runner;
  readonly secrets: SecretRegistry;
  readonly #openGroups: string[] = [];

  constructor(env: RunnerEnv, runner: Runner) {
    this.env = env;
    this.#runner = runner;
    this.secrets = new SecretRegistry((value) => runner.setSecret(value));
  }

  get isDebug(): boolean {
    return this.env['RUNNER_DEBUG'] === '1';
  }

  /** A plain log line; one that holds command syntax is printed inert, never acted on. */
  info(message: string): void {
    const text = this.redact(message);
    this.#runner.info(COMMAND_SYNTAX.test(text) ? inertBlock(text) : text);
  }

  /** Text from the API or a user, printed so that the runner acts on no command in it. */
  untrusted(text: string): void {
    this.#runner.info(inertBlock(this.redact(text)));
  }

  debug(message: string): void {
    this.#runner.debug(this.redact(message));
  }

  notice(message: string, properties: AnnotationProperties = {}): void {
    this.#annotate('notice', message, properties);
  }

  warning(message: string, properties: AnnotationProperties = {}): void {
    this.#annotate('warning', message, properties);
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    this.#annotate('error', message, properties);
  }

  #annotate(level: 'error' | 'warning' | 'notice', message: string, properties: AnnotationProperties): void {
    const scrubbed = properties.title === undefined ? {} : { title: this.redact(properties.title) };
    this.#runner.annotate(level, this.redact(message), scrubbed);
  }

  /** The group the step is in, if any: what a cancelled step was doing. */
  get currentGroup(): string | undefined {
    return this.#openGroups.at(-1);
  }

  /**
   * The runner's log has no nested groups: a group opened inside another ends the outer one
   * there, so the outer is closed first and opened again, "(continued)", once the inner ends;
   * every line stays inside a group of its own phase.
   */
  async group<T>(name: string, body: () => Promise<T>): Promise<T> {
    const outer = this.#openGroups.at(-1);
    if (outer !== undefined) this.#runner.endGroup();
    this.#runner.startGroup(this.redact(name));
    this.#openGroups.push(name);
    try {
      return await body();
    } finally {
      this.#openGroups.pop();
      this.#runner.endGroup();
      if (outer !== undefined) this.#runner.startGroup(this.redact(`${outer} (continued)`));
    }
  }

  /**
   * Returns the text the workflow sees. `kind` says how it is scrubbed: `text` whole; `json`
   * string by string, so that a secret as short as `true` leaves it JSON (`"Created": ***` is
   * none); `own` not at all: a boolean or a number the action decided holds no secret, and
   * scrubbed it would read `***` where a later step tests for `true`.
   */
  setOutput(name: string, value: string, kind: 'text' | 'json' | 'own' = 'text'): string {
    const text = kind === 'own' ? value : kind === 'json' ? JSON.stringify(this.#scrubbedDocument(JSON.parse(value))) : this.redact(value);
    this.#runner.setOutput(name, text);
    return text;
  }

  #scrubbedDocument(value: unknown): unknown {
    if (typeof value === 'string') return this.redact(value);
    if (Array.isArray(value)) return value.map((item) => this.#scrubbedDocument(item));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [this.redact(key), this.#scrubbedDocument(item)]));
  }

  /** Appends to the job summary; false when the runner gave no summary file. */
  appendSummary(html: string): Promise<boolean> {
    return this.#runner.appendSummary(this.redact(html));
  }

  /**
   * What `text` would be once it leaves: for callers that must cut it short after, not before
   * (an excerpt: half a secret is no longer found), and for text that leaves for GitHub's API
   * (the pull request comment), scrubbed as all the rest.
   */
  redact(text: string): string {
    return this.secrets.scrub(text);
  }
}
