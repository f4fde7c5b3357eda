import type { Runner } from './runner-protocol.ts';
import type { SecretRegistry } from './secret-registry.ts';
import { inertBlock } from './untrusted-text.ts';

export interface AnnotationProperties {
  title?: string;
}

/**
 * The step's log. Every line is scrubbed of registered secrets; text from the API is
 * either made single-line by the caller (`inline`) or printed as an inert block.
 */
export interface ActionLog {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  /** Prints text from the API so that the runner acts on no command in it. */
  untrusted(text: string): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
  readonly isDebug: boolean;
}

/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;

export class RunnerLog implements ActionLog {
  readonly #runner: Runner;
  readonly #secrets: SecretRegistry;

  constructor(runner: Runner, secrets: SecretRegistry) {
    this.#runner = runner;
    this.#secrets = secrets;
  }

  get isDebug(): boolean {
    return this.#runner.isDebug;
  }

  info(message: string): void {
    const text = this.#secrets.scrub(message);
    // A plain line must never be read as a command: text from the API or from an input can
    // end up anywhere in it, so a message that holds command syntax is printed inert.
    this.#runner.info(COMMAND_SYNTAX.test(text) ? inertBlock(text) : text);
  }

  debug(message: string): void {
    this.#runner.debug(this.#secrets.scrub(message));
  }

  notice(message: string, properties: AnnotationProperties = {}): void {
    this.#runner.annotate('notice', this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  warning(message: string, properties: AnnotationProperties = {}): void {
    this.#runner.annotate('warning', this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    this.#runner.annotate('error', this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  untrusted(text: string): void {
    this.#runner.info(inertBlock(this.#secrets.scrub(text)));
  }

  async group<T>(name: string, body: () => Promise<T>): Promise<T> {
    this.#runner.startGroup(this.#secrets.scrub(name));
    try {
      return await body();
    } finally {
      this.#runner.endGroup();
    }
  }

  #scrubProperties(properties: AnnotationProperties): AnnotationProperties {
    return properties.title === undefined ? {} : { title: this.#secrets.scrub(properties.title) };
  }
}
