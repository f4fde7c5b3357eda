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
/** Hosts only: a private registry's display name is the account's own words. */
const DOCKER_HUB_HOST = /(^|\.)docker\.(io|com)$/i;
const GITHUB_HOST = /(^|\.)ghcr\.io$/i;

/**
 * How a registry whose `isPublic` is null (both documents let it be) was read: `platform-managed`
 * public (1.10.2's `isPlatformManaged`), public by its `host`, private for its `credentials`
 * (a user name: the account's own registry), or private on an `other-host`.
 */
type PublicityReading = 'platform-managed' | 'host' | 'credentials' | 'other-host';

export interface DigestRegistry {
  /** What the digest call is given: "dockerhub", "github", or the registry's id. */
  registryId: string;
  /** Set when `isPublic` did not say, so a log can name the reading taken. */
  reading?: PublicityReading;
}

/** The kind of a public registry, or its id when it is of no kind the digest call names. */
function publicKind(registry: ContainerRegistry, hostOnly: boolean): string {
  const names = hostOnly ? [registry.hostName ?? ''] : [registry.hostName ?? '', registry.displayName ?? ''];
  if (names.some((name) => (hostOnly ? DOCKER_HUB_HOST : DOCKER_HUB).test(name))) return 'dockerhub';
  if (names.some((name) => (hostOnly ? GITHUB_HOST : GITHUB).test(name))) return 'github';
  // A public registry of another kind: its id is all there is to send.
  return String(registry.id);
}

/**
 * The registry identifier the digest call takes for a registry as read. A boolean `isPublic`
 * decides. Null says nothing, and the public entries' id is refused (422), so the rest of the
 * entry decides: `isPlatformManaged` (undescribed, so trusted only here, and only to say a
 * Docker Hub or GitHub host is the platform's public entry), then a user name (a registry with
 * credentials is the account's own, ghcr.io ones too), then the host.
 */
export function digestRegistryId(registry: ContainerRegistry): DigestRegistry {
  if (registry.isPublic === true) return { registryId: publicKind(registry, false) };
  if (registry.isPublic === false) return { registryId: String(registry.id) };
  if (registry.isPlatformManaged === true) return { registryId: publicKind(registry, true), reading: 'platform-managed' };
  if ((registry.userName ?? '') !== '') return { registryId: String(registry.id), reading: 'credentials' };
  const byHost = publicKind(registry, true);
  return { registryId: byHost, reading: byHost === String(registry.id) ? 'other-host' : 'host' };
}

/** A registry read whose publicity was inferred, for the step's log. */
export interface RegistryNote extends Required<DigestRegistry> {
  /** The template's `imageRegistryId`. */
  id: string;
  host: string;
}

/**
 * Whether a template's `imageRegistryId` names a registry of the account (digits), whose entry is
 * read before the digest request to learn how that request names it; "dockerhub", "github": the
 * template names the kind itself, sent as it is.
 */
export const registryReadFirst = (imageRegistryId: string): boolean => /^\d+$/.test(imageRegistryId);

/**
 * The digest the registry gives a tag of a template's image now. Each registry id is read once:
 * a step that updates several containers of one registry reads it once. `note` hears of every
 * registry whose publicity had to be inferred.
 */
export function digestResolver(client: PlatformClient, note: (registry: RegistryNote) => void = () => {}) {
  const known = new Map<string, Promise<string>>();
  async function registryKind(id: string): Promise<string> {
    if (!registryReadFirst(id)) return id;
    try {
      const registry = (await client.send(requests.containerRegistry(id))).body;
      const { registryId, reading } = digestRegistryId(registry);
      if (reading) note({ id, host: registry.hostName ?? '', registryId, reading });
      return registryId;
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
