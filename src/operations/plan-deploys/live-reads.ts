import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { ApplicationMissing, readApplication } from '../../platform/containers/application.ts';
import { readActiveRelease } from '../../platform/edge-scripts/active-release.ts';
import { releaseCommit } from '../../platform/edge-scripts/release-commit.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { liveDeploy } from '../../platform/pull-zones/site-rules.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { DeployTarget } from './targets.ts';

/**
 * What is live on a target, as the platform says: the value that names its commit (a release's
 * commit, a deploy id, an image tag) and where it was read; or why nothing can be named.
 */
export type LiveRead =
  | { kind: 'value'; value: string; where: string; status: number | undefined; error?: undefined }
  /** `error`: the API's failure, when what is live could not be read at all. */
  | { kind: 'none'; value?: undefined; reason: string; where: string; status: number | undefined; error?: ApiError };

/** The one read each kind of target needs, for a dry run's list. */
export function describeRead(target: DeployTarget): PlannedRequest {
  if (target.kind === 'script') return planned(requests.activeRelease(target.scriptId), `${target.name}: the active release`);
  if (target.kind === 'site') return planned(requests.pullZone(target.pullZoneId), `${target.name}: production's rule`);
  return planned(requests.app(target.appId), `${target.name}: the container's image`);
}

async function readScript(client: PlatformClient, scriptId: number): Promise<LiveRead> {
  const where = `script ${scriptId}, active release`;
  // The reader and the reading of get-active-release: CommitSha, else the commit its Note names.
  const { release } = await readActiveRelease(client, scriptId);
  if (release === undefined)
    return { kind: 'none', reason: `script ${scriptId} has no active release (or does not exist)`, where, status: 404 };
  const commit = releaseCommit(release);
  const at = `${where} ${release.Id}`;
  if (commit === undefined) {
    return {
      kind: 'none',
      reason: `release ${release.Id} names no commit (CommitSha is empty and its Note names no deployed commit)`,
      where: `${at}, CommitSha and Note`,
      status: 200,
    };
  }
  return { kind: 'value', value: commit.sha, where: `${at}, ${commit.source}`, status: 200 };
}

async function readSite(client: PlatformClient, pullZoneId: number): Promise<LiveRead> {
  const where = `pull zone ${pullZoneId}, production's rule`;
  const zone = await readPullZone(client, pullZoneId);
  const deploy = liveDeploy(zone, { kind: 'production' });
  if (deploy === undefined)
    return { kind: 'none', reason: `pull zone ${pullZoneId} has no production deploy of this action`, where, status: 200 };
  return { kind: 'value', value: deploy, where: `${where}, deploy id`, status: 200 };
}

async function readApp(client: PlatformClient, appId: string, container: string | undefined): Promise<LiveRead> {
  const application = await readApplication(client, appId);
  const templates = application.containerTemplates;
  const listed = templates.map((template) => inline(template.name, 60)).join(', ') || 'none';
  const none = (reason: string, where = `application ${appId}`): LiveRead => ({ kind: 'none', reason, where, status: 200 });
  if (container === undefined && templates.length !== 1)
    return none(`application ${appId} has ${templates.length} containers (${listed}): name one in the target's 'container'`);
  const template = container === undefined ? templates[0] : templates.find((candidate) => candidate.name === container);
  if (template === undefined) return none(`application ${appId} has no container '${inline(container, 60)}' (it has ${listed})`);
  const where = `application ${appId}, container ${inline(template.name, 60)}, image tag`;
  // A tag can hold no '@', so what follows one is a digest beside it.
  const tag = template.imageTag.split('@')[0]?.trim() ?? '';
  if (tag === '') return none(`container ${inline(template.name, 60)} runs an image pinned by digest only, with no tag`, where);
  return { kind: 'value', value: tag, where, status: 200 };
}

/**
 * Reads what is live on one target with the platform floor's own readers. An answer that says
 * what is live is a value or "none"; a failure to read (after the client's retries) is "none"
 * with what the API said, for the caller to deploy on (or, for a refused key, to fail on).
 */
export async function readLive(client: PlatformClient, target: DeployTarget): Promise<LiveRead> {
  try {
    if (target.kind === 'script') return await readScript(client, target.scriptId);
    if (target.kind === 'site') return await readSite(client, target.pullZoneId);
    return await readApp(client, target.appId, target.container);
  } catch (error) {
    const answer = error instanceof ApplicationMissing ? error.answer : error;
    if (!(answer instanceof ApiError)) throw error;
    const missing = answer.status === 404 ? ' (not found: check the id)' : '';
    return {
      kind: 'none',
      reason: `could not be read${missing}: ${inline(answer.message, 300)}`,
      where: answer.request,
      status: answer.status,
      error: answer,
    };
  }
}
