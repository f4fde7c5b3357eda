import type { AnnotationProperties } from './runner.ts';
import type { RunnerOutput } from './runner-output.ts';

/**
 * The step's log as operations see it. Text from the API is either made single-line by the
 * caller (`inline`) or printed as an inert block; scrubbing happens where the text leaves.
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
  /**
   * `text` with every registered secret replaced, as it would leave: for a caller that cuts
   * text short (an excerpt), which must redact first, since half a secret is no longer found.
   */
  redact(text: string): string;
  readonly isDebug: boolean;
}

export class RunnerLog implements ActionLog {
  readonly #out: RunnerOutput;
  readonly #open: string[] = [];

  constructor(out: RunnerOutput) {
    this.#out = out;
  }

  get isDebug(): boolean {
    return this.#out.isDebug;
  }

  redact(text: string): string {
    return this.#out.redact(text);
  }

  info(message: string): void {
    this.#out.info(message);
  }

  debug(message: string): void {
    this.#out.debug(message);
  }

  notice(message: string, properties: AnnotationProperties = {}): void {
    this.#out.annotate('notice', message, properties);
  }

  warning(message: string, properties: AnnotationProperties = {}): void {
    this.#out.annotate('warning', message, properties);
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    this.#out.annotate('error', message, properties);
  }

  untrusted(text: string): void {
    this.#out.block(text);
  }

  /**
   * The runner's log has no nested groups: a group opened inside another ends the outer one
   * there, so the outer is closed first and opened again, "(continued)", once the inner ends;
   * every line stays inside a group of its own phase.
   */
  async group<T>(name: string, body: () => Promise<T>): Promise<T> {
    const outer = this.#open.at(-1);
    if (outer !== undefined) this.#out.endGroup();
    this.#out.startGroup(name);
    this.#open.push(name);
    try {
      return await body();
    } finally {
      this.#open.pop();
      this.#out.endGroup();
      if (outer !== undefined) this.#out.startGroup(`${outer} (continued)`);
    }
  }
}
