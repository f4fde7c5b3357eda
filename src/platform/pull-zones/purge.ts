import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { BodilessRequest } from '../../api/requests.ts';

/** A purge the platform carried out: its status and, when its answer's body was lost, why. */
export interface PurgeDone {
  status: number;
  bodyLost?: string;
}

/**
 * Sends one purge (a pull zone or URLs). A purge answered with a success status is done even
 * when its body never arrived: the status is the platform's word that the cache was emptied, the
 * body carries nothing anyone reads, and failing on it would send the user to purge again what
 * is purged. Every other failure is thrown.
 */
export async function sendPurge(client: PlatformClient, request: BodilessRequest): Promise<PurgeDone> {
  try {
    return { status: (await client.send(request)).status };
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && request.okStatuses.includes(error.status)) {
      return { status: error.status, bodyLost: error.message };
    }
    throw error;
  }
}

/** The warning for a purge done whose answer was lost, or undefined for one read whole; `what` names the target. */
export function bodyLostWarning(what: string, done: PurgeDone): string | undefined {
  return done.bodyLost === undefined
    ? undefined
    : `Purged ${what}: the API answered ${done.status}, though its answer could not be read whole (${done.bodyLost})`;
}
