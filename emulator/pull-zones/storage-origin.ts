import type { StorageState } from '../storage/state.ts';
import type { StorageOrigin } from './edge.ts';

/**
 * OriginStorage reads the storage emulator's files as a replica serves them: an upload newer
 * than the replication lag is not there yet (the version before it is, or nothing), and a file
 * deleted more recently still is (unless deletes are read as immediate).
 */
export function storageOrigin(storage: StorageState): StorageOrigin {
  return {
    read(zoneId, zoneName, path) {
      const zone = storage.zoneById(zoneId);
      if (!zone || zone.name !== zoneName) return { zone: false, file: undefined };
      const version = storage.served(zone.name, path.replace(/^\/+/, ''));
      if (!version) return { zone: true, file: undefined };
      return { zone: true, file: { body: version.content ?? Buffer.alloc(0), contentType: version.contentType } };
    },
    zoneName: (zoneId) => storage.zoneById(zoneId)?.name,
  };
}
