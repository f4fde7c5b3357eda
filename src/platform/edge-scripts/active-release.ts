import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import type { Deadline } from '../../http/deadline.ts';

/**
 * THE reader of a script's active release: a 404 means "none", any other failure is thrown. The
 * 404 is kept as `notFound` for a message that shows what was asked: the platform answers it
 * alike for a script that was never published (it runs its saved code) and for one that does not exist.
 */
export async function readActiveRelease(
  client: PlatformClient,
  scriptId: number,
  deadline?: Deadline,
): Promise<{ release: ScriptRelease | undefined; notFound: ApiError | undefined }> {
  try {
    return { release: (await client.send(requests.activeRelease(scriptId), { deadline })).body, notFound: undefined };
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
