import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { faultResponse, statusResponse, type Fault } from './faults.ts';

/** What a server writes back: the API's ApiResponse, or a storage file's bytes. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** How a request ended, as every server records it. */
export type Outcome =
  | 'pending'
  /** A response was written. */
  | 'answered'
  /** The socket was destroyed on purpose (reset-before / reset-after / cut-body). */
  | 'reset'
  /** A hang fault held it until the client or the emulator closed the connection. */
  | 'hung'
  /** The client went away before the answer could be written. */
  | 'client-closed'
  /** The emulator closed while the request was waiting. */
  | 'emulator-closed';

/** What the pipeline tells the server's own record of the request. */
export interface PipelineRecord {
  /** The status the client got, null until it got one. */
  status: number | null;
  outcome: Outcome;
}

export interface PipelineRequest {
  req: IncomingMessage;
  res: ServerResponse;
  record: PipelineRecord;
  /** The fault this request took from its server's queue, if any. */
  fault: Fault | null | undefined;
  /** Aborted when the server closes: wakes every delayed and hung request. */
  closing: AbortSignal;
  latencyMs: number;
  /** An answer that comes before the fault's and the platform's (the rate limit), after any delay. */
  gate?: () => Reply | undefined;
  /** Runs before a canned answer replaces the platform's (storage reads the body it will not use). */
  beforeCanned?: () => Promise<void>;
  /** The platform's answer; it changes state, whatever the fault does with the answer afterwards. */
  handle: () => Reply | Promise<Reply>;
  /** The platform's own status, before a fault replaced or dropped it. */
  handled?: (status: number) => void;
  /** What the client gets when `handle` throws (the emulator's own bug, logged). */
  failure: Reply;
  /** Prefix of the log line for such a failure. */
  name: string;
}

/**
 * The one fault path of every emulator server: latency, then the fault (a lost answer, a hang,
 * a delay, a canned or late status, a body that stalls or never ends), the gate, the platform.
 * Requests keep being processed when the client gives up: the platform does not notice either,
 * which is exactly what makes a blind retry of a non-idempotent call create duplicates.
 */
export async function serveWithFaults(request: PipelineRequest): Promise<void> {
  const { req, res, record, fault, closing } = request;
  try {
    if (request.latencyMs > 0) await sleep(request.latencyMs, undefined, { signal: closing });
    if (fault?.kind === 'reset-before') return reset(req.socket, record);
    if (fault?.kind === 'hang') return await hang(req.socket, record, closing);
    if (fault?.kind === 'delay') await held(fault.ms, fault.release, closing);

    const gated = request.gate?.();
    if (gated) return send(res, record, gated);

    if (fault?.kind === 'status-then-late') {
      // The gateway's answer goes first; the platform behind it has not given up, and carries the request out later.
      send(res, record, statusResponse(fault.status, fault.body, fault.headers ?? {}));
      return await late(request, fault.ms, fault.release);
    }

    const canned = fault && faultResponse(fault);
    if (canned) {
      await request.beforeCanned?.();
      return send(res, record, canned);
    }

    const answer = await request.handle();
    request.handled?.(answer.status);
    if (fault?.kind === 'reset-after') return reset(req.socket, record);
    // The platform did the work; what the client hears is a gateway's error.
    if (fault?.kind === 'status-after') return send(res, record, statusResponse(fault.status, fault.body, fault.headers ?? {}));
    if (fault?.kind === 'endless-body') return await endless(res, record, closing);
    if (fault?.kind === 'cut-body') return cut(res, record, answer, fault.bytes);
    if (fault?.kind === 'stall-body') {
      // The status and headers arrive, the body never completes: a body timeout's case.
      const body = bytes(answer.body);
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length + 1) });
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      record.status = answer.status;
      return await hang(req.socket, record, closing);
    }
    send(res, record, answer);
  } catch (error) {
    if (closing.aborted) {
      record.outcome = 'emulator-closed';
      req.socket.destroy();
      return;
    }
    console.error(`${request.name}: request failed`, error);
    send(res, record, request.failure);
  }
}

/**
 * The platform's late work behind an answer already sent: a failure here must not answer again
 * (the response has ended, and a second writeHead throws out of the pipeline).
 */
async function late(request: PipelineRequest, ms: number, release: Promise<unknown> | undefined): Promise<void> {
  try {
    await held(ms, release, request.closing);
    // Not inside handled?.(): with no handled, the optional call would skip the work itself.
    const answer = await request.handle();
    request.handled?.(answer.status);
  } catch (error) {
    // The emulator closing drops the late work, as a platform that went away would; the client already has its answer.
    if (request.closing.aborted) return;
    console.error(`${request.name}: late request failed`, error);
  }
}

/** Waits `ms`, then for the test's `release` if any; the emulator closing ends either wait. */
async function held(ms: number, release: Promise<unknown> | undefined, closing: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal: closing });
  if (release === undefined) return;
  await new Promise<void>((resolve, reject) => {
    const onAbort = (): void => reject(new Error('the emulator closed'));
    if (closing.aborted) return onAbort();
    closing.addEventListener('abort', onAbort, { once: true });
    const done = (): void => {
      closing.removeEventListener('abort', onAbort);
      resolve();
    };
    release.then(done, done);
  });
}

/** Writes the answer unless the client is gone. */
export function send(res: ServerResponse, record: PipelineRecord, answer: Reply): void {
  if (res.destroyed || res.socket === null || res.socket.destroyed) {
    record.outcome = 'client-closed';
    return;
  }
  record.status = answer.status;
  record.outcome = 'answered';
  write(res, answer);
}

/** Writes an answer no record follows (the control API's, a refused body). */
export function write(res: ServerResponse, answer: Reply): void {
  const body = bytes(answer.body);
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) });
  res.end(body);
}

function bytes(body: string | Buffer): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
}

function reset(socket: Socket, record: PipelineRecord): void {
  record.outcome = 'reset';
  socket.destroy();
}

/** The headers and the start of the body, then the socket destroyed once they are on their way. */
function cut(res: ServerResponse, record: PipelineRecord, answer: Reply, sent: number | undefined): void {
  const body = bytes(answer.body);
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) });
  record.status = answer.status;
  record.outcome = 'reset';
  // Destroyed at once, the socket would drop the bytes still in its own buffer with it.
  res.write(body.subarray(0, Math.min(sent ?? Math.floor(body.length / 2), body.length - 1)), () => res.socket?.destroy());
}

async function hang(socket: Socket, record: PipelineRecord, closing: AbortSignal): Promise<void> {
  await untilClosed(socket, closing);
  record.outcome = closing.aborted ? 'emulator-closed' : 'hung';
}

/** A 200 whose body never ends: writes as fast as the client reads, until it hangs up or the emulator closes. */
async function endless(res: ServerResponse, record: PipelineRecord, closing: AbortSignal): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json' });
  record.status = 200;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  while (!res.destroyed && !closing.aborted) {
    if (res.write(chunk)) {
      // Yield, so that the client (in tests, this same process) gets to read.
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done).off('close', done);
        resolve();
      };
      res.on('drain', done).on('close', done);
    });
  }
  record.outcome = closing.aborted ? 'emulator-closed' : 'hung';
}

function untilClosed(socket: Socket, signal: AbortSignal): Promise<void> {
  if (socket.destroyed || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      socket.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    socket.on('close', done);
    signal.addEventListener('abort', done);
  });
}
