import type { StorageState } from '../storage/state.ts';
import type { StorageOrigin } from './edge.ts';

/**
 * OriginStorage reads the storage emulator's files as a replica serves them: an upload newer
 * than the replication lag is not there yet (the version before it is, or nothing).
 */
export function storageOrigin(storage: StorageState): StorageOrigin {
  return {
    read(zoneId, zoneName, path) {
      const zone = storage.zoneById(zoneId);
      if (!zone || zone.name !== zoneName) return { zone: false, file: undefined };
      const file = storage.file(zone.name, path.replace(/^\/+/, ''));
      if (!file) return { zone: true, file: undefined };
      const caughtUp = storage.clock.now() >= file.uploadedAt + storage.behaviour.replicationLagMs;
      const version = caughtUp ? file : file.previous;
      if (!version) return { zone: true, file: undefined };
      return { zone: true, file: { body: version.content ?? Buffer.alloc(0), contentType: version.contentType } };
    },
    zoneName: (zoneId) => storage.zoneById(zoneId)?.name,
  };
}
