import { ApiError } from '../../api/api-error.ts';
import type { ContainerRegistry, ReadContainerTemplate } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';

/**
 * Tags to digests. A template's `imageRegistryId` is the id of one of the account's registries
 * (the public Docker Hub and GitHub entries included), while POST /mc/registries/digest takes
 * "the registry identifier", which both versions of the document describe as "dockerhub",
 * "github", or a private registry id. So the registry a template names is read first: a public
 * one is asked for by its kind, a private one by its id.
 */

const DOCKER_HUB = /(^|\.)docker\.(io|com)$|^docker ?hub/i;
const GITHUB = /(^|\.)ghcr\.io$|^github/i;

/** The registry identifier the digest call takes for a registry as read. */
export function digestRegistryId(registry: ContainerRegistry): string {
  if (registry.isPublic !== true) return String(registry.id);
  const names = [registry.hostName ?? '', registry.displayName ?? ''];
  if (names.some((name) => DOCKER_HUB.test(name))) return 'dockerhub';
  if (names.some((name) => GITHUB.test(name))) return 'github';
  // A public registry of another kind: its id is all there is to send.
  return String(registry.id);
}

/**
 * The digest the registry gives a tag of a template's image now. Each registry id is read once:
 * a step that updates several containers of one registry reads it once.
 */
export function digestResolver(client: PlatformClient) {
  const known = new Map<string, Promise<string>>();
  async function registryKind(id: string): Promise<string> {
    // "dockerhub", "github": the template names the kind itself.
    if (!/^\d+$/.test(id)) return id;
    try {
      return digestRegistryId((await client.send(requests.containerRegistry(id))).body);
    } catch (error) {
      // A registry the account no longer lists: the digest call says what is wrong with the id.
      if (error instanceof ApiError && error.status === 404) return id;
      throw error;
    }
  }
  return async (template: Pick<ReadContainerTemplate, 'imageRegistryId' | 'imageNamespace' | 'imageName'>, tag: string) => {
    const kind = known.get(template.imageRegistryId) ?? registryKind(template.imageRegistryId);
    known.set(template.imageRegistryId, kind);
    const { body } = await client.send(
      requests.resolveImageDigest({
        registryId: await kind,
        imageNamespace: template.imageNamespace,
        imageName: template.imageName,
        tag,
      }),
    );
    return body.digest;
  };
}
