import { ApiError } from '../../api/api-error.ts';

/**
 * Whether a publish or re-publish that failed may still have been carried out: its answer was
 * lost after it was sent, or a 5xx came back (a gateway that gave up, or a server that failed
 * after the write). The platform then has to be read: the release may be live, or on its way.
 * A refusal (4xx) changed nothing.
 */
export function mayHaveBeenCarriedOut(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  // The client names a lost answer to a request it must not repeat `outcome-unknown`; its
  // `network` failures of such a request are connections that were never made.
  if (error.kind === 'outcome-unknown') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}
