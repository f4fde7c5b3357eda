import { z } from 'zod';
import { faultsFromJson, faultToJson } from '../faults.ts';
import { json, noBody, type ApiResponse } from '../http.ts';
import type { StorageServers } from './server.ts';
import type { StorageState } from './state.ts';

const LimitsBody = z.strictObject({
  zoneConnections: z.int().min(1).optional(),
  ipConnections: z.int().min(1).optional(),
  listings: z.int().min(1).optional(),
  deletes: z.int().min(1).optional(),
  retryAfterSeconds: z.int().min(0).nullable().optional(),
});
const BehaviourBody = z.strictObject({
  missingDirectory: z.enum(['404', 'empty']).optional(),
  checksumWithoutHeader: z.enum(['computed', 'null']).optional(),
  replicationLagMs: z.number().min(0).optional(),
  deleteReplication: z.enum(['lagged', 'immediate']).optional(),
  keepContent: z.boolean().optional(),
  pathNames: z.enum(['folded', 'exact']).optional(),
});
const LatencyBody = z.strictObject({ ms: z.number().min(0) });
const FileBody = z.strictObject({
  zone: z.string(),
  path: z.string().min(1),
  /** UTF-8 text of the file. */
  content: z.string(),
  contentType: z.string().optional(),
  /** null: listed without a checksum. */
  checksum: z.string().nullable().optional(),
});
const ZoneBody = z.strictObject({ zone: z.string() });
const EdgeBody = z.strictObject({ pullZoneId: z.int(), path: z.string() });

/**
 * The storage part of the control API (`/_emulator/storage/...`), for a demo or bench that runs
 * the emulator as its own process: faults and latency on the storage servers, the platform's
 * limits, the uncertain behaviours, files seeded or read back, and what the edge serves.
 */
export function storageControlHandlers(storage: StorageState, servers: StorageServers): Record<string, (body: unknown) => ApiResponse> {
  return {
    'GET /storage': () => json(200, { ...storage.summary(), urls: servers.urls, hosts: servers.hosts }),
    'GET /storage/requests': () => json(200, storage.requests),
    'GET /storage/writes': () => json(200, storage.writes),
    'POST /storage/faults': (body) => {
      const faults = faultsFromJson(body);
      servers.faults.add(...faults);
      return json(200, { queued: faults.length, pending: servers.faults.list().map((p) => faultToJson(p.fault)) });
    },
    'DELETE /storage/faults': () => {
      servers.faults.clear();
      return noBody(204);
    },
    'POST /storage/latency': (body) => {
      const { ms } = LatencyBody.parse(body);
      servers.setLatency(ms);
      return json(200, { ms });
    },
    'POST /storage/limits': (body) => {
      const { retryAfterSeconds, ...rest } = LimitsBody.parse(body);
      Object.assign(storage.limits, rest);
      if (retryAfterSeconds !== undefined) storage.limits.retryAfterSeconds = retryAfterSeconds ?? undefined;
      return json(200, storage.limits);
    },
    'POST /storage/behaviour': (body) => {
      Object.assign(storage.behaviour, BehaviourBody.parse(body));
      return json(200, storage.behaviour);
    },
    'POST /storage/files': (body) => {
      const { zone, path, content, contentType, checksum } = FileBody.parse(body);
      const file = storage.putFile(zone, path, Buffer.from(content, 'utf8'), {
        ...(contentType === undefined ? {} : { contentType }),
        ...(checksum === undefined ? {} : { checksum }),
      });
      return json(200, { path, length: file.length, checksum: file.checksum });
    },
    'POST /storage/list-files': (body) => {
      const { zone } = ZoneBody.parse(body);
      const files = [...storage.files(zone)].map(([path, file]) => ({
        path,
        length: file.length,
        checksum: file.checksum,
        contentType: file.contentType,
      }));
      return json(200, files);
    },
    'POST /storage/edge': (body) => {
      const { pullZoneId, path } = EdgeBody.parse(body);
      const served = storage.edgeGet(pullZoneId, path);
      return json(
        200,
        served.status === 200 ? { status: 200, checksum: served.checksum, content: served.content?.toString('utf8') ?? null } : served,
      );
    },
  };
}
