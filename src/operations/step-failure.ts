import { ApiError } from '../api/api-error.ts';

/**
 * A failure the operation has judged: `verdict` is the summary's ❌ line (what a pull request
 * comment shows), `message` the log's error with what to do. The entry point writes both, once
 * for every operation, so an operation throws its verdict instead of writing it before a throw.
 * A failure the API caused keeps that ApiError as its cause: the step's error-key, the HTTP
 * status it reports and the inputs to check come from what the API said.
 */
export class StepFailure extends Error {
  readonly verdict: string;

  constructor(message: string, verdict: string, cause?: ApiError) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'StepFailure';
    this.verdict = verdict;
  }

  /** The API's failure behind `error`: itself, or a judged failure's cause. */
  static apiErrorOf(error: unknown): ApiError | undefined {
    if (error instanceof ApiError) return error;
    return error instanceof StepFailure && error.cause instanceof ApiError ? error.cause : undefined;
  }
}

/**
 * A refusal because the run's pull request is closed (its close may have removed the preview
 * already): the step fails as any refusal does, and its Deployment ends `inactive`, not `failure`,
 * since the environment it would record is the closed pull request's.
 */
export class PullRequestClosed extends StepFailure {}

/** The first API failure of several, to carry as a judged failure's cause (its status and error key). */
export const firstApiError = (errors: readonly unknown[]): ApiError | undefined =>
  errors.find((error): error is ApiError => error instanceof ApiError);
