import type { PlatformClient } from '../../api/platform-client.ts';
import type { StepConnections } from '../../http/step-connections.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import { StorageClient } from '../../platform/storage/storage-client.ts';
import { readStorageZone, type StorageZoneAccess } from '../../platform/storage/storage-zone.ts';
import { deploySegments, type SiteStorage } from '../../platform/pull-zones/site-rules.ts';
import { USER_AGENT } from '../../runner/version.ts';
import type { StepReport } from '../operation.ts';

/*
 * The storage zone of a site, as deploy-site and promote-site reach it: read with the account
 * key (its password masked at once), its files through the storage client of sync-storage.
 */

export interface SiteStorageSettings {
  storageZoneId: number;
  timeoutMs: number;
  maxAttempts: number;
  concurrency: number;
  /** The step's connections: the route to the storage host is decided there. */
  http: StepConnections;
  /** Masks a value learnt while running (the zone's password). */
  registerSecret: (value: string) => void;
}

export async function readSiteStorage(client: PlatformClient, settings: SiteStorageSettings): Promise<StorageZoneAccess> {
  return readStorageZone(client, settings.storageZoneId, settings.registerSecret);
}

export const siteStorageOf = (access: StorageZoneAccess): SiteStorage => ({ id: access.id, name: access.name });

export function openSiteFiles(access: StorageZoneAccess, settings: SiteStorageSettings, report: StepReport): StorageClient {
  const step = { http: settings.http, settings, clock: report.clock, log: report.log };
  return new StorageClient(access, step, { userAgent: USER_AGENT, concurrency: settings.concurrency });
}

/** What a deploy's folder holds: whether it exists, and how many files are in it. */
export async function deployFolderFiles(files: StorageClient, deployId: string): Promise<number> {
  const tree = await listRemoteTree(files, deploySegments(deployId));
  return tree.exists ? tree.files.size : 0;
}
