import { ApiError } from '../../api/api-error.ts';
import type { Application, ReadContainerTemplate } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { readApplication } from './application.ts';
import { pinnedImage } from './images.ts';
import type { ExpectedImage } from './rollout-verdict.ts';
import { firstLine } from '../../http/wording.ts';

/**
 * An image update by PATCH of each container alone: nothing else of the application is sent, so
 * nothing else can change (the grace period and node selectors, which a read does not return and
 * a full replacement would reset; endpoints the update model cannot express; members the platform
 * adds later). The digest is sent with the tag because a digest decides which image runs: whether
 * a PATCH without one keeps the old digest is not documented, and a tag sent with its own digest
 * runs that tag either way.
 */
export interface ImagePatch {
  container: string;
  containerId: string;
  /** The image as read before the change. */
  before: { tag: string; digest: string | undefined };
  tag: string;
  digest: string;
  /** Whether the digest came from the registry now, rather than from the step's input. */
  resolved: boolean;
  /** The container's repository (`namespace/name`), which a PATCH of the tag keeps. */
  image?: string | undefined;
}

/** One image to set on one container: the change itself, or the way back. */
export type ImageTarget = ExpectedImage & { containerId: string };

export const forward = (patch: ImagePatch): ImageTarget => ({
  container: patch.container,
  containerId: patch.containerId,
  tag: patch.tag,
  digest: patch.digest,
});

export const backward = (patch: ImagePatch): ImageTarget => ({ ...forward(patch), ...patch.before });

/**
 * What a wait expects of a patch's container, going forward or back: the image it asks for, with
 * the one it leaves, which tells the new pods from the old when a reused tag looks alike.
 */
export const expectedOf = (patch: ImagePatch, way: 'forward' | 'backward') =>
  way === 'forward'
    ? { ...forward(patch), image: patch.image, previous: { ...patch.before, image: patch.image } }
    : { ...backward(patch), image: patch.image, previous: { tag: patch.tag, digest: patch.digest, image: patch.image } };

/**
 * The image a step asks for one container, with the one read before it: a patch, or a template of
 * a full replacement (whose digest is the one it pins, else the one the registry gives its tag;
 * undefined when neither is known).
 */
export type StepImage = Pick<ImagePatch, 'container' | 'before' | 'tag'> & { digest: string | undefined };

/**
 * Whether the application, read before the change, already asks for the step's image: the same
 * tag, pinned by the same digest (an earlier run set it, or the step leaves it as it was). Nothing
 * to write, and nothing this step could put back. An image whose digest is not known is not known
 * to be live: a tag may have moved since the container resolved it.
 */
export const alreadyLive = (image: StepImage): boolean =>
  image.before.tag === image.tag && image.digest !== undefined && image.before.digest === image.digest;

export const shownTarget = (target: ImageTarget): string => pinnedImage({ imageTag: target.tag, imageDigest: target.digest });

/** The live container of a target; an empty containerId (a container a full replacement created) is found by name. */
const liveTemplate = (application: Application, target: ImageTarget) =>
  application.containerTemplates.find(
    (template) => (target.containerId !== '' && template.id === target.containerId) || template.name === target.container,
  );

function asksFor(live: ReadContainerTemplate | undefined, target: ImageTarget): boolean {
  if (!live || live.imageTag !== target.tag) return false;
  return target.digest === undefined || (live.imageDigest ?? target.digest) === target.digest;
}

/**
 * What another write put in place of this step's images, or undefined while the live
 * configuration still asks for every one of them (the compare in compare-and-swap).
 */
export function replacedBy(application: Application, targets: readonly ImageTarget[]): string | undefined {
  for (const target of targets) {
    const live = liveTemplate(application, target);
    if (!live) return `container ${target.container} is no longer in the application`;
    if (!asksFor(live, target))
      return `superseded by another deploy: container ${target.container} now asks for ${pinnedImage(live)}, not ${shownTarget(target)}`;
  }
  return undefined;
}

export const patchRequest = (appId: string, target: ImageTarget) =>
  requests.patchContainerImage(
    appId,
    target.containerId,
    target.digest ? { imageTag: target.tag, imageDigest: target.digest } : { imageTag: target.tag },
  );

export type PatchOutcome =
  | { kind: 'applied' }
  /** The answer was lost or a 5xx, and the application, read back, asks for the image: it went through. */
  | { kind: 'applied-unanswered'; error: ApiError }
  /**
   * Refused: an answer (a 3xx or 4xx) that says the platform did nothing, or the API's own 5xx
   * (a 500) after which the application, read back (`readBack`), does not ask for the image.
   */
  | { kind: 'refused'; error: ApiError; readBack: boolean }
  /**
   * No answer or a gateway's 502/503/504 in any attempt (ApiError.mayStillRun: the platform may carry the PATCH out
   * after it), and the application, read back, does not ask for the image yet (`readError`
   * undefined); or any failure that may have landed, and the read back failed too (`readError`):
   * nobody knows. `late`: the PATCH may still land after this.
   */
  | { kind: 'unknown'; error: ApiError; readError?: string | undefined; late: boolean };

/**
 * Sends one PATCH and never ends blind: after a failure that may have landed the application is
 * read back. Asking for the image, it went through; not asking for it, it has not yet, and may
 * still only when no answer came or a gateway answered (ApiError.mayStillRun). Errors other than
 * the API's are thrown.
 */
export async function patchImage(client: PlatformClient, appId: string, target: ImageTarget): Promise<PatchOutcome> {
  try {
    await client.send(patchRequest(appId, target));
    return { kind: 'applied' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (!error.mayHaveLanded) return { kind: 'refused', error, readBack: false };
    let application: Application;
    try {
      application = await readApplication(client, appId);
    } catch (readError) {
      return { kind: 'unknown', error, readError: firstLine(readError), late: error.mayStillRun };
    }
    if (asksFor(liveTemplate(application, target), target)) return { kind: 'applied-unanswered', error };
    return error.mayStillRun ? { kind: 'unknown', error, late: true } : { kind: 'refused', error, readBack: true };
  }
}
