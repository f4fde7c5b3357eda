/**
 * A request's body failed at its own source (a local file that could not be read, or that
 * changed since it was measured), not the connection: asking again would send the same, and a
 * body cut short is stored by no host. So it is never retried, nor judged a loss the host may
 * have carried out. `phrase` says it as what happened to the request ("the local file could not
 * be read (ENOENT): ...").
 */
export class BodySourceError extends Error {
  readonly phrase: string;
  constructor(message: string, phrase: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BodySourceError';
    this.phrase = phrase;
  }
}
