import type { PlatformClient } from '../../api/platform-client.ts';
import type { ClientStep } from '../../http/step-connections.ts';
import { StorageClient } from '../../platform/storage/storage-client.ts';
import { readStorageZone } from '../../platform/storage/storage-zone.ts';
import type { SiteStorage } from '../../platform/pull-zones/site-rules.ts';
import type { OperationContext } from '../operation.ts';
import { USER_AGENT } from '../../runner/version.ts';

/*
 * The storage zone of a site, as deploy-site and promote-site reach it: read with the account
 * key (its password masked at once), its files through the storage client of sync-storage.
 */

/** The step as the storage client takes it, and its secrets, where a zone's password is masked once read. */
export type StorageStep = ClientStep & Pick<OperationContext, 'secrets'>;

export interface SiteStorageSettings {
  storageZoneId: number;
  concurrency: number;
  step: StorageStep;
}

/** The site's storage zone and the one client of its files a step opens (closed with the step's connections). */
export async function openSiteStorage(
  client: PlatformClient,
  settings: SiteStorageSettings,
): Promise<{ storage: SiteStorage; files: StorageClient }> {
  const access = await readStorageZone(client, settings.storageZoneId, (value) => settings.step.secrets.add(value));
  const files = new StorageClient(access, settings.step, { userAgent: USER_AGENT, concurrency: settings.concurrency });
  return { storage: { id: access.id, name: access.name }, files };
}
