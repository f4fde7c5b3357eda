import { ApiError } from '../../api/api-error.ts';
import type { ReadContainerTemplate } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { showValue } from '../../inputs/inputs.ts';
import { repositoryOf } from '../../platform/containers/images.ts';
import { digestResolver, type RegistryNote } from '../../platform/containers/registry.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { inline } from '../../runner/untrusted-text.ts';

const READINGS: Record<RegistryNote['reading'], string> = {
  'platform-managed': "read as the platform's public entry (isPlatformManaged: true)",
  host: 'read as public from its host (no user name, not said to be platform-managed)',
  credentials: "read as private: it has a user name (the account's own registry)",
  'other-host': "read as private: its host is neither Docker Hub's nor GitHub's",
};

/** The log line for a registry whose `isPublic` was null: which reading was taken, and what the digest call is given. */
function registryReadingLine(note: RegistryNote): string {
  const asked = note.registryId === note.id ? `by its id ${note.id}` : `of "${note.registryId}"`;
  return `Registry ${note.id} (${inline(note.host)}) does not say whether it is public (isPublic: null): ${READINGS[note.reading]}, so the digest is asked ${asked}`;
}

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
