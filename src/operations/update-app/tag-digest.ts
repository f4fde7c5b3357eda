import { ApiError } from '../../api/api-error.ts';
import type { ReadContainerTemplate } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { showValue } from '../../inputs/inputs.ts';
import { repositoryOf } from '../../platform/containers/images.ts';
import { digestResolver } from '../../platform/containers/registry.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { registryReadingLine } from './registry-reading.ts';

/** A container as the lookup needs it: its name, and the registry and image its template names. */
type TaggedImage = Pick<ReadContainerTemplate, 'name' | 'imageRegistryId' | 'imageNamespace' | 'imageName'>;

/**
 * The registry lookup of both modes: the digest a tag of a container's image resolves to now, each
 * registry read once, the log told of every registry whose publicity had to be inferred. A failure
 * names the container, the tag and the image (the API's answer alone names none of them), and
 * keeps what the API said.
 */
export function tagDigests(client: PlatformClient, log: ActionLog): (template: TaggedImage, tag: string) => Promise<string> {
  const resolveDigest = digestResolver(client, (note) => log.info(registryReadingLine(note)));
  return async (template, tag) => {
    try {
      return await resolveDigest(template, tag);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw error.withMessage(
        `Could not resolve tag ${showValue(tag)} of container ${showValue(template.name)} (image ${inline(repositoryOf(template))}) to a digest: ${error.message}`,
      );
    }
  };
}
