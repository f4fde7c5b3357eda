import { ApiError } from '../api/api-error.ts';

/**
 * The same failure with a message that says what it means for this operation (which input to
 * check, whether something may have changed). Kind, status and the API's own text are kept,
 * so the outputs `status` and `error-key` stay what the API answered.
 */
export function withMessage(error: ApiError, message: string): ApiError {
  return new ApiError(message, {
    kind: error.kind,
    request: error.request,
    status: error.status,
    errorKey: error.errorKey,
    field: error.field,
    apiMessage: error.apiMessage,
    details: error.details,
    attempts: error.attempts,
    cause: error,
  });
}

/** A 404 with a sentence saying which input to check; any other error as it is. */
export function explainNotFound(error: unknown, hint: string): unknown {
  return error instanceof ApiError && error.status === 404 ? withMessage(error, `${error.message}\n${hint}`) : error;
}
