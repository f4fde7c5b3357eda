import type { Application, ReadContainerTemplate } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { InputError, showValue } from '../../inputs/inputs.ts';
import type { ImageTag } from './image-tags.ts';

/**
 * An image update without app-config: each named container gets the new tag with the digest the
 * registry gives it now, by PATCH of that container alone. Nothing else of the application is
 * sent, so nothing else can change: the grace period and node selectors (which the read model
 * does not return and a full replacement would reset), cookie-only sticky sessions, endpoints
 * the update model cannot express, members the platform adds later. The digest is sent with the
 * tag because a digest decides which image runs: whether a PATCH without one keeps the old
 * digest is not documented, and a tag sent with its own digest runs that tag either way.
 */
export interface ImagePatch {
  container: string;
  containerId: string;
  /** The image as read before the change. */
  before: { tag: string; digest: string | undefined };
  tag: string;
  digest: string;
  /** Whether the digest came from the registry now, rather than from image-tags. */
  resolved: boolean;
}

/** `TAG@sha256:...` (or the tag alone): what image-tags takes back to pin exactly this image. */
export const pinnedImage = (template: { imageTag: string; imageDigest?: string | null | undefined }): string =>
  template.imageDigest ? `${template.imageTag}@${template.imageDigest}` : template.imageTag;

/** previous-images: every container's image before the change, pinned; never environment values. */
export function previousImages(application: Application): Record<string, string> {
  return Object.fromEntries(application.containerTemplates.map((template) => [template.name, pinnedImage(template)]));
}

function templateNamed(application: Application, tag: ImageTag): ReadContainerTemplate {
  const template = application.containerTemplates.find((candidate) => candidate.name === tag.container);
  if (template) return template;
  const known = application.containerTemplates.map((candidate) => candidate.name);
  const near = known.find((name) => name.toLowerCase() === tag.container.toLowerCase());
  throw new InputError(
    'image-tags',
    `no container of the live application is named ${showValue(tag.container)}${near ? ` (names are case-sensitive: did you mean ${showValue(near)}?)` : ''}; ` +
      `the containers are: ${known.map((name) => showValue(name)).join(', ') || '(none)'}`,
  );
}

/** Works out each container's new image; resolves tags to digests (reads only, so a dry run can). */
export async function planImagePatches(client: PlatformClient, application: Application, tags: readonly ImageTag[]): Promise<ImagePatch[]> {
  const patches: ImagePatch[] = [];
  for (const tag of tags) {
    const template = templateNamed(application, tag);
    let digest = tag.digest;
    if (digest === undefined) {
      const { body } = await client.send(
        requests.resolveImageDigest({
          registryId: template.imageRegistryId,
          imageNamespace: template.imageNamespace,
          imageName: template.imageName,
          tag: tag.tag,
        }),
      );
      digest = body.digest;
    }
    patches.push({
      container: template.name,
      containerId: template.id,
      before: { tag: template.imageTag, digest: template.imageDigest ?? undefined },
      tag: tag.tag,
      digest,
      resolved: tag.digest === undefined,
    });
  }
  return patches;
}

export async function applyImagePatches(
  client: PlatformClient,
  appId: string,
  patches: ReadonlyArray<{ containerId: string; tag: string; digest: string | undefined }>,
): Promise<void> {
  for (const patch of patches) {
    const image = patch.digest ? { imageTag: patch.tag, imageDigest: patch.digest } : { imageTag: patch.tag };
    await client.send(requests.patchContainerImage(appId, patch.containerId, image));
  }
}

/**
 * What another write put in place of this step's images, or undefined while the live
 * configuration still asks for every one of them (the compare in compare-and-swap).
 */
export function replacedBy(application: Application, patches: readonly ImagePatch[]): string | undefined {
  for (const patch of patches) {
    const live = application.containerTemplates.find((template) => template.id === patch.containerId || template.name === patch.container);
    if (!live) return `container ${patch.container} is no longer in the application`;
    const ours = live.imageTag === patch.tag && (live.imageDigest ?? patch.digest) === patch.digest;
    if (!ours)
      return `superseded by another deploy: container ${patch.container} now asks for ${pinnedImage(live)}, not ${patch.tag}@${patch.digest}`;
  }
  return undefined;
}
