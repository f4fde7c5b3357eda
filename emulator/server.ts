import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTROL_PREFIX, handleControl, type ControlTarget, type RecordedRequest } from './control.ts';
import { FaultQueue, type Fault } from './faults.ts';
import { serveWithFaults, write } from './pipeline.ts';
import { APP_CDN_PREFIX, serveAppEndpoint } from './apps/cdn.ts';
import { noBody, type ApiResponse } from './http.ts';
import { Router } from './router.ts';
import { apiRoutes, PRODUCT_STATES } from './products.ts';
import { EMULATOR_SYSTEM_CLOCK, EmulatorState } from './state.ts';
import { startStorageServers } from './storage/server.ts';
import { storageControlHandlers } from './storage/control.ts';
import type { StorageState } from './storage/state.ts';
import type { StorageRegion } from './storage/regions.ts';
import type { Clock } from '../src/api/clock.ts';
import { startEdgeServer } from './pull-zones/edge-server.ts';
import { zoneWriteKey } from './pull-zones/routes.ts';
import { Databases, DATABASE_PREFIX } from './database/state.ts';
import { servePipeline } from './database/sql-api.ts';

export { SEED, SEED_APP_SESSION_SECRET, SEED_STORAGE_PASSWORDS, seedAppConfig } from './seed.ts';
export { EDGE_CA_PEM } from './pull-zones/edge-server.ts';

/** Edge Storage beside the management API: one loopback server per region. */
interface StorageEmulator {
  /** Region to 'http://127.0.0.1:PORT' (the regions started: all unless `storageRegions` says). */
  readonly urls: Record<StorageRegion, string>;
  /** Region to '127.0.0.1:PORT', as StorageHostname gives it. */
  readonly hosts: Record<StorageRegion, string>;
  /** Zones, files, limits, behaviours, requests and writes; the same object as `state.storage`. */
  readonly state: StorageState;
  /** Queues faults on the storage servers (matched against the raw request path). */
  inject(...faults: Fault[]): void;
  /** Latency before every storage request is handled. */
  setLatency(ms: number): void;
}

export interface EmulatorOptions {
  /** 0 or omitted: an ephemeral port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default DEFAULT_API_KEY. */
  apiKey?: string;
  /** Added to every API request (not to the control API). */
  latencyMs?: number;
  /** Serve HTTPS with this key and certificate (PEM), as the platform does; plain HTTP without. */
  tls?: { key: string; cert: string };
  /** Requests a second the key may make; more are answered 429. */
  rateLimitPerSecond?: number;
  /**
   * Whether that 429 says when to ask again (Retry-After: the whole seconds until a place frees
   * up). Default false, the harsher reading: the facts say only that a server may send it.
   */
  rateLimitRetryAfter?: boolean;
  /** Time for release schedules, purge limits and the rate limit; tests pass the step's FakeClock. */
  clock?: Clock;
  /**
   * How long a write to a pull zone's rules or hostnames is in flight (real time, default 5 ms),
   * so that two writes sent at once are seen to overlap.
   */
  zoneWriteMs?: number;
  /**
   * The storage regions to serve (default all nine); `[]` starts no storage server, for an
   * emulator that is only ever closed (each server takes a port a closed one could be given).
   */
  storageRegions?: readonly StorageRegion[];
}

/**
 * The key the emulator accepts unless told another. Tests treat it as the secret it stands for,
 * and look for every 8 characters of it in what a step prints: so it shares no such part with
 * words, numbers or data a step prints legitimately (the seed's addresses, a commit SHA).
 */
export const DEFAULT_API_KEY = 'emukey-7fQ2Lx9wRv4pNc8dHt3z';

export interface Emulator {
  /** 'http://127.0.0.1:PORT', no trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly apiKey: string;
  /**
   * The CDN edge: a proxy address (`http://127.0.0.1:PORT`) for HTTPS_PROXY, behind which every
   * pull zone hostname is served over https (trust EDGE_CA_PEM); plain http by Host header too.
   */
  readonly edgeUrl: string;
  readonly state: EmulatorState;
  /** Every API request received, in arrival order (the control API is not recorded). */
  readonly requests: RecordedRequest[];
  /** The Edge Storage servers (see emulator/storage/). */
  readonly storage: StorageEmulator;
  /** Queues faults; each request takes the first pending fault that matches it. */
  inject(...faults: Fault[]): void;
  /** Faults not yet used up. */
  pendingFaults(): Array<{ fault: Fault; remaining: number }>;
  setLatency(ms: number): void;
  /**
   * Requests a second before 429; undefined for no limit. `retryAfter`: whether the 429 carries
   * Retry-After (default: as `rateLimitRetryAfter` started it, else none).
   */
  setRateLimit(perSecond: number | undefined, options?: { retryAfter?: boolean }): void;
  /**
   * Runs before each API request is handled (before a zone write counts as in flight), so that a
   * test can land another step's requests between two of a step's: the hook may await anything.
   * Undefined removes it; reset() does too.
   */
  setRequestHook(hook: RequestHook | undefined): void;
  /** Runs schedules and limits on `clock` until the next reset (a test shares its step's FakeClock). */
  useClock(clock: Clock): void;
  /** Reseeds the state and forgets requests, faults and latency back to the start options. */
  reset(): void;
  /** Stops listening and destroys every connection, hung ones included. */
  close(): Promise<void>;
}

/**
 * A request as a hook sees it, before the emulator handles it: the management API's, or a
 * storage server's. `arrived`: before anything (another step's requests landed there come
 * first); `in-flight`: a write to a pull zone's rules or hostnames, counted as in flight, so that
 * a write landed there overlaps it, however long after it started.
 */
export type RequestHook = (request: {
  service: 'api' | 'storage';
  phase: 'arrived' | 'in-flight';
  method: string;
  path: string;
}) => void | Promise<void>;

/** Larger bodies than any real request; a bench sending more is doing something wrong. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const state = new EmulatorState(PRODUCT_STATES);
  state.useClock(options.clock ?? EMULATOR_SYSTEM_CLOCK);
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  const router = new Router(apiRoutes);
  const sockets = new Set<Socket>();
  // Aborted by close(): wakes every delayed and hung request so none outlives the server.
  const closing = new AbortController();
  let latencyMs = options.latencyMs ?? 0;
  let rateLimit = options.rateLimitPerSecond;
  let rateLimitRetryAfter = options.rateLimitRetryAfter ?? false;
  /** When the requests of the last second were accepted, for the rate limit. */
  let accepted: number[] = [];
  let seq = 0;
  /** Writes in flight per pull zone (rules and hostnames), to see overlapping ones. */
  const zoneWrites = new Map<string, number>();
  let requestHook: RequestHook | undefined;

  /** 429 when the last second is full, with the whole seconds until a place frees up if asked to. */
  function rateLimited(now: number): ApiResponse | undefined {
    if (rateLimit === undefined) return undefined;
    accepted = accepted.filter((time) => time > now - 1000);
    if (accepted.length < rateLimit) {
      accepted.push(now);
      return undefined;
    }
    if (!rateLimitRetryAfter) return { status: 429, headers: {}, body: '' };
    const seconds = Math.max(1, Math.ceil(((accepted[0] ?? now) + 1000 - now) / 1000));
    return { status: 429, headers: { 'retry-after': String(seconds) }, body: '' };
  }

  state.storage.apiRequestCount = () => requests.length;
  const storageServers = await startStorageServers(state.storage, {
    host: host.includes(':') ? '127.0.0.1' : host,
    ...(options.storageRegions === undefined ? {} : { regions: options.storageRegions }),
  });
  const control: ControlTarget = {
    extraHandlers: storageControlHandlers(state.storage, storageServers),
    state,
    requests,
    faults,
    latencyMs: () => latencyMs,
    setLatency: (ms) => {
      latencyMs = ms;
    },
    rateLimit: () => ({ perSecond: rateLimit, retryAfter: rateLimitRetryAfter }),
    setRateLimit: (perSecond, limitOptions = {}) => {
      rateLimit = perSecond;
      rateLimitRetryAfter = limitOptions.retryAfter ?? options.rateLimitRetryAfter ?? false;
      accepted = [];
    },
    reset,
  };

  function reset(): void {
    state.useClock(options.clock ?? EMULATOR_SYSTEM_CLOCK);
    state.reseed();
    requests.length = 0;
    faults.clear();
    latencyMs = options.latencyMs ?? 0;
    rateLimit = options.rateLimitPerSecond;
    rateLimitRetryAfter = options.rateLimitRetryAfter ?? false;
    accepted = [];
    storageServers.faults.clear();
    storageServers.setLatency(0);
    requestHook = undefined;
    storageServers.setRequestHook(undefined);
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A write to a socket the client or a fault already closed is expected here, not an error.
    res.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    if (requestHook && !url.pathname.startsWith(CONTROL_PREFIX))
      await requestHook({ service: 'api', phase: 'arrived', method, path: url.pathname });
    const zoneKey = zoneWriteKey(method, url.pathname);
    if (zoneKey === undefined) return handle(req, res, url, method, false);
    const inFlight = zoneWrites.get(zoneKey) ?? 0;
    zoneWrites.set(zoneKey, inFlight + 1);
    try {
      if (requestHook) await requestHook({ service: 'api', phase: 'in-flight', method, path: url.pathname });
      await sleep(options.zoneWriteMs ?? 5, undefined, { signal: closing.signal }).catch(() => {});
      await handle(req, res, url, method, inFlight > 0);
    } finally {
      zoneWrites.set(zoneKey, (zoneWrites.get(zoneKey) ?? 1) - 1);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, method: string, concurrent: boolean): Promise<void> {
    const bodyText = await readBody(req);
    if (bodyText === null) {
      write(res, noBody(413));
      return;
    }

    if (url.pathname.startsWith(APP_CDN_PREFIX)) {
      write(res, serveAppEndpoint(state, url.pathname));
      return;
    }
    if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      write(res, handleControl(control, method, url.pathname, bodyText));
      return;
    }

    const isDatabase = url.pathname.startsWith(DATABASE_PREFIX);
    const fault = faults.take(method, url.pathname);
    const record: RecordedRequest = {
      seq: ++seq,
      time: Date.now(),
      method,
      path: url.pathname,
      query: queryRecord(url.searchParams),
      headers: headerRecord(req),
      bodyText,
      body: parseJsonOrUndefined(bodyText),
      fault,
      status: null,
      handlerStatus: null,
      outcome: 'pending',
    };
    requests.push(record);

    await serveWithFaults({
      req,
      res,
      record,
      fault,
      closing: closing.signal,
      latencyMs,
      // A database's SQL API is another host of the platform's: the API key's rate limit is not its.
      gate: () => (isDatabase ? undefined : rateLimited(state.clock.now())),
      handle: () =>
        isDatabase
          ? servePipeline(state, method, url.pathname, record.headers, bodyText, fault?.kind === 'statement-error' ? fault : undefined)
          : router.dispatch(
              { method, path: url.pathname, query: url.searchParams, headers: record.headers, bodyText, concurrent },
              state,
              apiKey,
            ),
      handled: (status) => {
        record.handlerStatus = status;
      },
      failure: noBody(500),
      name: 'emulator',
    });
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    void onRequest(req, res);
  };
  const server = options.tls ? createTlsServer(options.tls, handler) : createServer(handler);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Bad clients (a test that writes garbage on purpose) must not crash the emulator.
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  // Each database's SQL API is served under its own path on this port (emulator/database/).
  state.part(Databases).origin = `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`;
  const edgeServer = await startEdgeServer(state.edge, host);

  let closed: Promise<void> | null = null;
  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    apiKey,
    edgeUrl: edgeServer.url,
    state,
    requests,
    storage: {
      urls: storageServers.urls,
      hosts: storageServers.hosts,
      get state() {
        return state.storage;
      },
      inject: (...list) => storageServers.faults.add(...list),
      setLatency: (ms) => storageServers.setLatency(ms),
    },
    inject: (...list) => faults.add(...list),
    pendingFaults: () => faults.list(),
    setLatency: control.setLatency,
    setRateLimit: control.setRateLimit,
    setRequestHook(hook) {
      requestHook = hook;
      storageServers.setRequestHook(hook && ((request) => hook({ service: 'storage', phase: 'arrived', ...request })));
    },
    useClock(clock) {
      state.useClock(clock);
      accepted = [];
    },
    reset,
    close() {
      closed ??= Promise.all([
        new Promise<void>((resolve) => {
          closing.abort();
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        }),
        storageServers.close(),
        edgeServer.close(),
      ]).then(() => undefined);
      return closed;
    },
  };
}

/** The whole body as text, or null when it is larger than MAX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_BODY_BYTES) return null;
      chunks.push(buffer);
    }
  } catch {
    // The client aborted mid-body; what arrived is all there is to record.
  }
  return Buffer.concat(chunks).toString('utf8');
}

function queryRecord(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of params) (out[name] ??= []).push(value);
  return out;
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function parseJsonOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
