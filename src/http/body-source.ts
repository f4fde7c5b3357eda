/**
 * A request's body failed at its own source (a local file that could not be read, or that
 * changed since it was measured), not the connection: a body cut short is stored by no host, so
 * it is never judged a loss the host may have carried out. `phrase` says it as what happened to
 * the request ("the local file could not be read (ENOENT): ..."). `retryable`: whether asking
 * again may go otherwise (a brief error of the system, such as too many open files, where a new
 * attempt opens the file again); false when it would send the same.
 */
export class BodySourceError extends Error {
  readonly phrase: string;
  readonly retryable: boolean;
  constructor(message: string, phrase: string, options?: ErrorOptions & { retryable?: boolean }) {
    super(message, options);
    this.name = 'BodySourceError';
    this.phrase = phrase;
    this.retryable = options?.retryable ?? false;
  }
}
