/** An annotation's title, as the runner shows it above the message. */
export interface AnnotationProperties {
  title?: string;
}

/**
 * The runner's protocol: what a step tells the runner (log lines, annotations, groups, masks,
 * outputs, the job summary) and the one thing it asks of it (an OIDC token). `run()` is handed
 * one: the entry point gives @actions/core's (actions-core-runner.ts), a test a recording one.
 * Text reaches it already scrubbed of every secret (RunnerOutput does that, once).
 */
export interface Runner {
  info(line: string): void;
  debug(message: string): void;
  annotate(level: 'error' | 'warning' | 'notice', message: string, properties: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
  setOutput(name: string, value: string): void;
  /** Masks the value in everything the runner shows from now on. */
  setSecret(value: string): void;
  /** Appends HTML to the job summary; resolves false when the runner gave no summary file. */
  appendSummary(html: string): Promise<boolean>;
  /** A token from the runner's OIDC token service, with @actions/core's own retries; IdTokenError says what went wrong. */
  getIDToken(audience?: string): Promise<string>;
}

/** The token service's refusal or failure, with the status it answered when it answered. */
export class IdTokenError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'IdTokenError';
    this.status = status;
  }
}

/** The step's environment as the runner gave it: inputs, file paths, RUNNER_DEBUG. */
export type RunnerEnv = Readonly<Record<string, string | undefined>>;
