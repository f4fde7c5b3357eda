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
 * Finds the registry identifier for each registry id once: a step that updates several
 * containers of one registry reads it once.
 */
export class RegistryKinds {
  readonly #known = new Map<string, Promise<string>>();
  readonly #client: PlatformClient;

  constructor(client: PlatformClient) {
    this.#client = client;
  }

  /** The identifier to send for this template's registry; an id that is a kind already is sent as it is. */
  of(template: Pick<ReadContainerTemplate, 'imageRegistryId'>): Promise<string> {
    const id = template.imageRegistryId;
    let found = this.#known.get(id);
    if (found === undefined) {
      found = this.#read(id);
      this.#known.set(id, found);
    }
    return found;
  }

  async #read(id: string): Promise<string> {
    // "dockerhub", "github": the template names the kind itself.
    if (!/^\d+$/.test(id)) return id;
    try {
      return digestRegistryId((await this.#client.send(requests.containerRegistry(id))).body);
    } catch (error) {
      // A registry the account no longer lists: the digest call says what is wrong with the id.
      if (error instanceof ApiError && error.status === 404) return id;
      throw error;
    }
  }
}

/** The digest the registry gives `tag` of the template's image now. */
export async function resolveDigest(
  client: PlatformClient,
  registries: RegistryKinds,
  template: Pick<ReadContainerTemplate, 'imageRegistryId' | 'imageNamespace' | 'imageName'>,
  tag: string,
): Promise<string> {
  const { body } = await client.send(
    requests.resolveImageDigest({
      registryId: await registries.of(template),
      imageNamespace: template.imageNamespace,
      imageName: template.imageName,
      tag,
    }),
  );
  return body.digest;
}
