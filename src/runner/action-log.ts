import type { AnnotationProperties } from './runner.ts';

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
