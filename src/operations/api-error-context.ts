import { ApiError } from '../api/api-error.ts';

/** A 404 with a sentence saying which input to check; any other error as it is. */
export function explainNotFound(error: unknown, hint: string): unknown {
  return error instanceof ApiError && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}
