import * as core from '@actions/core';
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

export class RunnerLog implements ActionLog {
  readonly #secrets: SecretRegistry;

  constructor(secrets: SecretRegistry) {
    this.#secrets = secrets;
  }

  get isDebug(): boolean {
    return core.isDebug();
  }

  info(message: string): void {
    core.info(this.#secrets.scrub(message));
  }

  debug(message: string): void {
    core.debug(this.#secrets.scrub(message));
  }

  notice(message: string, properties: AnnotationProperties = {}): void {
    core.notice(this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  warning(message: string, properties: AnnotationProperties = {}): void {
    core.warning(this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  error(message: string, properties: AnnotationProperties = {}): void {
    core.error(this.#secrets.scrub(message), this.#scrubProperties(properties));
  }

  untrusted(text: string): void {
    core.info(inertBlock(this.#secrets.scrub(text)));
  }

  group<T>(name: string, body: () => Promise<T>): Promise<T> {
    return core.group(name, body);
  }

  #scrubProperties(properties: AnnotationProperties): core.AnnotationProperties {
    return properties.title === undefined ? {} : { title: this.#secrets.scrub(properties.title) };
  }
}
