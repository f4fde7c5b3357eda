import type { PlatformClient } from '../../api/platform-client.ts';
import type { StepConnections } from '../../http/step-connections.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import { StorageClient } from '../../platform/storage/storage-client.ts';
import { readStorageZone } from '../../platform/storage/storage-zone.ts';
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

/** The site's storage zone and the one client of its files a step opens; the caller closes it. */
export async function openSiteStorage(
  client: PlatformClient,
  settings: SiteStorageSettings,
  report: StepReport,
): Promise<{ storage: SiteStorage; files: StorageClient }> {
  const access = await readStorageZone(client, settings.storageZoneId, settings.registerSecret);
  const step = { http: settings.http, settings, clock: report.clock, log: report.log };
  const files = new StorageClient(access, step, { userAgent: USER_AGENT, concurrency: settings.concurrency });
  return { storage: { id: access.id, name: access.name }, files };
}

/** What a deploy's folder holds: whether it exists, and how many files are in it. */
export async function deployFolderFiles(files: StorageClient, deployId: string): Promise<number> {
  const tree = await listRemoteTree(files, deploySegments(deployId));
  return tree.exists ? tree.files.size : 0;
}
