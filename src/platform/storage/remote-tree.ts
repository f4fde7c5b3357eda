import { LISTINGS_AT_ONCE, type StorageClient } from './storage-client.ts';

export interface RemoteFile {
  /** Relative to the listed folder, segments joined with '/'. */
  path: string;
  length: number;
  /** Upper-case hex as listed; null when the platform listed none. */
  checksum: string | null;
}

export interface RemoteTree {
  /** By path relative to the listed folder. */
  files: Map<string, RemoteFile>;
  /** Folders listed, the root included. */
  listings: number;
  /** False when the folder does not exist (a 404, or an empty listing of a folder never made). */
  exists: boolean;
}

/**
 * The whole tree below `root` (segments from the zone's root): one listing request per folder,
 * at most LISTINGS_AT_ONCE at a time, as the platform allows. A folder that is gone by the time
 * it is listed (404) is empty.
 */
export async function listRemoteTree(client: StorageClient, root: readonly string[]): Promise<RemoteTree> {
  const files = new Map<string, RemoteFile>();
  let listings = 0;
  let exists = true;
  const pending: string[] = [''];
  let active = 0;
  let failure: unknown;
  await new Promise<void>((resolve) => {
    const pump = (): void => {
      if (active === 0 && (failure !== undefined || pending.length === 0)) return resolve();
      while (failure === undefined && active < LISTINGS_AT_ONCE && pending.length > 0) {
        const folder = pending.shift() as string;
        active += 1;
        const segments = folder === '' ? [...root] : [...root, ...folder.split('/')];
        client.list(segments).then(
          (items) => {
            listings += 1;
            if (items === undefined && folder === '') exists = false;
            for (const item of items ?? []) {
              const path = folder === '' ? item.ObjectName : `${folder}/${item.ObjectName}`;
              if (item.IsDirectory) pending.push(path);
              else files.set(path, { path, length: item.Length, checksum: item.Checksum ?? null });
            }
            active -= 1;
            pump();
          },
          (error: unknown) => {
            failure ??= error;
            active -= 1;
            pump();
          },
        );
      }
    };
    pump();
  });
  if (failure !== undefined) throw failure;
  return { files, listings, exists };
}
