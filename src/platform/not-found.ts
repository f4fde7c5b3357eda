import { ApiError } from '../api/api-error.ts';

/**
 * A 404 with `hint`, the sentence saying which input to check, on a line of its own; any other
 * error as it is. Each product words its own sentences beside its reads, in
 * src/platform/<product>/: what is missing and the input it came from (`No DNS zone has the id
 * 1001: check zone-id.`).
 */
export function explainNotFound(error: unknown, hint: string): unknown {
  return error instanceof ApiError && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}
