import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';

/** What one read of the active release found. */
export interface ActiveRead {
  /** Undefined when the platform answered 404. */
  release: ScriptRelease | undefined;
  /**
   * The 404, kept for a message that shows what was asked. The platform answers it alike for a
   * script that was never published (it runs its saved code) and for a script that does not exist.
   */
  notFound: ApiError | undefined;
}

/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
export async function readActiveRelease(client: PlatformClient, scriptId: number): Promise<ActiveRead> {
  try {
    return { release: (await client.send(requests.activeRelease(scriptId))).body, notFound: undefined };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { release: undefined, notFound: error };
    throw error;
  }
}

/** A release as a step reports it (its `result`): everything but `Code`, the whole script source. */
export function withoutCode(release: ScriptRelease): Omit<ScriptRelease, 'Code'> {
  const copy: Partial<ScriptRelease> = { ...release };
  delete copy.Code;
  return copy;
}
