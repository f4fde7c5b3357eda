import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { FaultQueue } from '../faults.ts';
import { send, serveWithFaults, type Reply } from '../pipeline.ts';
import { STORAGE_REGIONS, type StorageRegion } from './regions.ts';
import { ChecksumHeader, type StorageObject } from './schemas.ts';
import type { StorageRequestRecord, StorageState, StorageZone } from './state.ts';

/** A file name with its full path cannot be longer (docs.bunny.net/storage/limits). */
const MAX_PATH_LENGTH = 6000;

const errorBody = (status: number, message: string): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ HttpCode: status, Message: message }),
});

const jsonBody = (value: StorageObject[]): Reply => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** The request path as the platform reads it: the zone, then the decoded segments below it. */
interface ObjectAddress {
  zone: string;
  /** Segments below the zone; empty for the root. */
  segments: string[];
  /** The path ended with '/': a directory. */
  directory: boolean;
}

function address(rawPath: string): ObjectAddress | string {
  const parts = rawPath.split('/').slice(1);
  const directory = rawPath.endsWith('/');
  if (directory) parts.pop();
  const decoded: string[] = [];
  for (const part of parts) {
    try {
      decoded.push(decodeURIComponent(part));
    } catch {
      return `the path segment '${part}' is not valid percent-encoding`;
    }
  }
  // Empty segments collapse: the platform's SDK sends `/zone//dir/` for a path given with a
  // leading slash, and its live tests pass.
  const [zone, ...segments] = decoded.filter((segment) => segment !== '');
  if (!zone) return 'no storage zone in the path';
  return { zone, segments, directory };
}

/** The upload's name rules; undefined when the path is acceptable. */
function badName(segments: readonly string[]): string | undefined {
  const path = segments.join('/');
  if (path.length > MAX_PATH_LENGTH) return `the path is longer than ${MAX_PATH_LENGTH} characters`;
  for (const segment of segments) {
    if (segment === '.' || segment === '..') return "a path segment cannot be '.' or '..'";
    if (segment.startsWith(' ') || segment.endsWith(' ')) return 'a file or folder name cannot start or end with a space';
  }
  return undefined;
}

export interface StorageServers {
  /** Region to its base URL, 'http://127.0.0.1:PORT'. */
  readonly urls: Record<StorageRegion, string>;
  /** Region to its bare host, '127.0.0.1:PORT', as StorageHostname gives it. */
  readonly hosts: Record<StorageRegion, string>;
  readonly faults: FaultQueue;
  /** Latency added before every storage request is handled, in ms. */
  setLatency(ms: number): void;
  /** Awaited before each storage request is handled (a test lands other requests there); undefined: none. */
  setRequestHook(hook: ((request: { method: string; path: string }) => void | Promise<void>) | undefined): void;
  close(): Promise<void>;
}

/** In-flight counts, per server: the platform's limits are per server. */
interface ServerLoad {
  zone: Map<string, number>;
  ip: Map<string, number>;
  listings: Map<string, number>;
  deletes: Map<string, number>;
}

const bump = (map: Map<string, number>, key: string, by: number): number => {
  const next = (map.get(key) ?? 0) + by;
  if (next === 0) map.delete(key);
  else map.set(key, next);
  return next;
};

/**
 * One HTTP server per storage region on loopback, each answering for the zones of its own
 * region only (another region's zone is a 401, as a wrong region host is on the platform).
 */
export async function startStorageServers(
  state: StorageState,
  options: { host?: string; regions?: readonly StorageRegion[] } = {},
): Promise<StorageServers> {
  const host = options.host ?? '127.0.0.1';
  const regions = STORAGE_REGIONS.filter((region) => options.regions?.includes(region) ?? true);
  const faults = new FaultQueue();
  const closing = new AbortController();
  const sockets = new Set<Socket>();
  const servers: Server[] = [];
  let latencyMs = 0;
  let requestHook: ((request: { method: string; path: string }) => void | Promise<void>) | undefined;
  let seq = 0;
  const urls = {} as Record<StorageRegion, string>;
  const hosts = {} as Record<StorageRegion, string>;

  regions.forEach((region, index) => {
    const load: ServerLoad = { zone: new Map(), ip: new Map(), listings: new Map(), deletes: new Map() };
    const serverId = 100 + index;
    const server = createServer((req, res) => void handle(region, serverId, load, req, res));
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    servers.push(server);
  });

  async function handle(region: StorageRegion, serverId: number, load: ServerLoad, req: IncomingMessage, res: ServerResponse) {
    res.on('error', () => {});
    const method = (req.method ?? 'GET').toUpperCase();
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (requestHook) await requestHook({ method, path: rawPath });
    // The client went away while the hook held its request (a step the runner cancelled): its close
    // has passed, so nothing counted from here would be uncounted, and the next test's limits would be lower.
    const gone = res.closed;
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const parsed = address(rawPath);
    const record: StorageRequestRecord = {
      seq: ++seq,
      region,
      method,
      rawPath,
      objectPath: typeof parsed === 'string' ? '' : parsed.segments.join('/') + (parsed.directory && parsed.segments.length > 0 ? '/' : ''),
      zone: typeof parsed === 'string' ? '' : parsed.zone,
      headers,
      bodyBytes: 0,
      apiRequestsBefore: state.apiRequestCount(),
      status: null,
      outcome: 'pending',
    };
    state.requests.push(record);
    // The zone this request may act on: one of this server's region (another region's is unknown
    // here: the same 401 as a wrong password), with a password that allows the method.
    const zone = typeof parsed === 'string' ? undefined : state.zones.get(parsed.zone);
    const key = headers['accesskey'];
    const admitted =
      zone !== undefined && zone.region === region && (key === zone.password || (method === 'GET' && key === zone.readOnlyPassword));
    if (gone) {
      record.outcome = 'client-closed';
      // What reached the platform is carried out whether or not the client waits (pipeline.ts): a
      // held delete still deletes, the harsher reading for a step that gave up on it. A body the
      // client never finished (an upload) is not there to store.
      if (method === 'DELETE' && admitted && typeof parsed !== 'string') {
        await operate(zone, parsed, method, query, headers, req, record, serverId).catch(() => undefined);
      }
      return;
    }
    const ip = req.socket.remoteAddress ?? '';
    const zoneKey = record.zone;
    bump(load.zone, zoneKey, 1);
    bump(load.ip, ip, 1);
    let counted: Map<string, number> | undefined;
    res.on('close', () => {
      bump(load.zone, zoneKey, -1);
      bump(load.ip, ip, -1);
      if (counted) bump(counted, zoneKey, -1);
      if (record.outcome === 'pending') record.outcome = 'client-closed';
    });

    const answer = (reply: Reply): void => send(res, record, reply);
    /** Reads and drops a body the answer does not need, so the client is not cut off mid-send. */
    const drain = async (): Promise<void> => {
      for await (const chunk of req) record.bodyBytes += (chunk as Buffer).length;
    };

    try {
      if (typeof parsed === 'string') {
        await drain();
        answer(errorBody(400, parsed));
        return;
      }
      if (!admitted) {
        await drain();
        answer(errorBody(401, 'Unauthorized'));
        return;
      }
      const limits = state.limits;
      if ((load.zone.get(zoneKey) ?? 0) > limits.zoneConnections || (load.ip.get(ip) ?? 0) > limits.ipConnections) {
        await drain();
        answer({
          ...errorBody(429, 'Too Many Requests'),
          ...(limits.retryAfterSeconds === undefined
            ? {}
            : { headers: { 'retry-after': String(limits.retryAfterSeconds), 'content-type': 'application/json' } }),
        });
        return;
      }
      // Listings and deletes have limits of their own, counted from arrival like connections.
      const lane = method === 'GET' && parsed.directory ? load.listings : method === 'DELETE' ? load.deletes : undefined;
      if (lane) {
        counted = lane;
        if (bump(lane, zoneKey, 1) > (lane === load.listings ? limits.listings : limits.deletes)) {
          await drain();
          answer(errorBody(400, 'Unable to process request'));
          return;
        }
      }
      await serveWithFaults({
        req,
        res,
        record,
        fault: faults.take(method, rawPath),
        closing: closing.signal,
        latencyMs,
        beforeCanned: drain,
        handle: () => operate(zone, parsed, method, query, headers, req, record, serverId),
        failure: errorBody(500, 'Internal Server Error'),
        name: 'storage emulator',
      });
    } catch (error) {
      if (closing.signal.aborted) {
        req.socket.destroy();
        return;
      }
      console.error('storage emulator: request failed', error);
      answer(errorBody(500, 'Internal Server Error'));
    }
  }

  async function operate(
    zone: StorageZone,
    target: ObjectAddress,
    method: string,
    query: URLSearchParams,
    headers: Record<string, string>,
    req: IncomingMessage,
    record: StorageRequestRecord,
    serverId: number,
  ): Promise<Reply> {
    const path = target.segments.join('/');
    const drain = async (): Promise<void> => {
      for await (const chunk of req) record.bodyBytes += (chunk as Buffer).length;
    };
    if (method === 'GET' && target.directory) {
      await drain();
      const listing = state.list(zone.name, path, serverId);
      if (listing === undefined) {
        return state.behaviour.missingDirectory === 'empty' ? jsonBody([]) : errorBody(404, 'The requested path was not found');
      }
      return jsonBody(listing);
    }
    if (method === 'GET') {
      await drain();
      const file = state.file(zone.name, path);
      if (!file) return errorBody(404, 'Object Not Found');
      if (file.content === null) return errorBody(500, 'the emulator keeps digests only (keepContent is false)');
      return { status: 200, headers: { 'content-type': file.contentType }, body: file.content };
    }
    if (method === 'PUT' && target.directory) {
      await drain();
      if (path === '') return errorBody(400, 'The root directory already exists');
      return state.createDirectory(zone.name, path)
        ? { status: 201, headers: {}, body: '' }
        : errorBody(400, 'The directory already exists');
    }
    if (method === 'PUT') return upload(zone, target, headers, req, record);
    if (method === 'DELETE') {
      // A client that went away while a hook held its request has no body left to read.
      if (!req.destroyed) await drain();
      if (target.directory) {
        if (path === '' && query.get('allowRootDelete') !== 'true' && headers['allowrootdelete'] !== 'true') {
          return errorBody(400, 'Deleting the root directory requires allowRootDelete=true');
        }
        return state.deleteDirectory(zone.name, path) ? { status: 200, headers: {}, body: '' } : errorBody(404, 'Object Not Found');
      }
      // Without the trailing slash a directory is looked for as a file, and not found.
      return state.deleteFile(zone.name, path) ? { status: 200, headers: {}, body: '' } : errorBody(404, 'Object Not Found');
    }
    await drain();
    return errorBody(405, 'Method Not Allowed');
  }

  async function upload(
    zone: StorageZone,
    target: ObjectAddress,
    headers: Record<string, string>,
    req: IncomingMessage,
    record: StorageRequestRecord,
  ): Promise<Reply> {
    const hash = createHash('sha256');
    const keep = state.behaviour.keepContent;
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      hash.update(buffer);
      received += buffer.length;
      if (keep) chunks.push(buffer);
    }
    record.bodyBytes = received;
    const expected = headers['content-length'];
    // A body cut short is not an upload: the platform stores nothing for it.
    if (expected !== undefined && Number(expected) !== received) return errorBody(400, 'Upload failed');
    const problem = target.segments.length === 0 ? 'no file name' : badName(target.segments);
    if (problem) return errorBody(400, `Upload failed: ${problem}`);
    const digest = hash.digest('hex').toUpperCase();
    const sent = headers['checksum'];
    if (sent !== undefined) {
      if (!ChecksumHeader.safeParse(sent).success || sent.toUpperCase() !== digest)
        return errorBody(400, 'Upload failed: checksum mismatch');
    }
    const override = headers['override-content-type'];
    const declared = headers['content-type'];
    const contentType = override ?? (declared && declared !== 'application/octet-stream' ? declared : undefined);
    const path = target.segments.join('/');
    state.putFile(zone.name, path, keep ? Buffer.concat(chunks) : { length: received, sha256: digest }, {
      ...(contentType === undefined ? {} : { contentType }),
      ...(sent === undefined && state.behaviour.checksumWithoutHeader === 'null' ? { checksum: null } : {}),
    });
    return {
      status: 201,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ HttpCode: 201, Message: 'File uploaded.' }),
    };
  }

  await Promise.all(
    servers.map(
      (server, index) =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, host, () => {
            server.off('error', reject);
            const region = regions[index] as StorageRegion;
            const port = (server.address() as AddressInfo).port;
            hosts[region] = `${host}:${port}`;
            urls[region] = `http://${host}:${port}`;
            resolve();
          });
        }),
    ),
  );
  for (const region of regions) state.hosts.set(region, hosts[region]);

  let closed: Promise<void> | null = null;
  return {
    urls,
    hosts,
    faults,
    setLatency(ms) {
      latencyMs = ms;
    },
    setRequestHook(hook) {
      requestHook = hook;
    },
    close() {
      closed ??= (async () => {
        closing.abort();
        for (const socket of sockets) socket.destroy();
        await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      })();
      return closed;
    },
  };
}
