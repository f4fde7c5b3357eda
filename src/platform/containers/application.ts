import { ApiError } from '../../api/api-error.ts';
import type { Application, Overview } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type ApiRequest } from '../../api/requests.ts';
import type { Deadline } from '../../http/deadline.ts';

/** What a 404 of the application's read means, in the words a user reads. */
export const noApplication = (appId: string) => `No application has the id ${appId}: check app-id.`;

/**
 * A 404 of GET /mc/apps/{appId} or of its overview: no application has that id (any more). The
 * API's own answer is kept, so the step's status and error outputs stay what the API said; the
 * words a user reads (which input to check) are the caller's.
 */
export class ApplicationMissing extends Error {
  readonly answer: ApiError;

  constructor(answer: ApiError) {
    super(answer.message);
    this.answer = answer;
    this.name = 'ApplicationMissing';
  }
}

async function readOrMissing<Model extends 'application' | 'appOverview'>(
  client: PlatformClient,
  request: ApiRequest<Model>,
  deadline?: Deadline,
) {
  try {
    return (await client.send(request, { deadline })).body;
  } catch (error) {
    throw error instanceof ApiError && error.status === 404 ? new ApplicationMissing(error) : error;
  }
}

/** The live application in the read model (which is not the update model); throws ApplicationMissing. `deadline`: a poll's. */
export const readApplication = (client: PlatformClient, appId: string, deadline?: Deadline): Promise<Application> =>
  readOrMissing(client, requests.app(appId), deadline);

/** Where a rollout stands, per region, pod and container; throws ApplicationMissing. `deadline`: a poll's. */
export const readOverview = (client: PlatformClient, appId: string, deadline?: Deadline): Promise<Overview> =>
  readOrMissing(client, requests.appOverview(appId), deadline);

/** The status, lower-case: its casing changed between versions of the API (`Active` became `active`). */
export const statusOf = (application: Pick<Application, 'status'>): string | undefined => application.status?.toLowerCase() ?? undefined;

/**
 * An application that is not deployed: an update changes its configuration, and no rollout
 * follows until it is deployed, so waiting for one would wait to the deadline.
 */
export const isNotDeployed = (application: Pick<Application, 'status'>): boolean => statusOf(application) === 'inactive';

/** The display endpoint as an https:// address, for a job's environment.url. */
export function displayUrl(application: Application): string | undefined {
  const address = application.displayEndpoint?.address;
  if (!address) return undefined;
  return /^https?:\/\//.test(address) ? address : `https://${address}`;
}

/**
 * The pull zones in front of the application's CDN endpoints. The read model gives a pull zone
 * id as a string; one that is not a number is not a pull zone this API can purge.
 */
export function cdnPullZones(application: Application): number[] {
  const ids = new Set<number>();
  for (const template of application.containerTemplates) {
    for (const endpoint of template.endpoints ?? []) {
      if ((endpoint.type ?? 'cdn').toLowerCase() !== 'cdn') continue;
      const id = typeof endpoint.pullZoneId === 'number' ? endpoint.pullZoneId : Number(endpoint.pullZoneId ?? Number.NaN);
      if (Number.isSafeInteger(id) && id > 0) ids.add(id);
    }
  }
  return [...ids];
}
