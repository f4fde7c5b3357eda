import { z } from 'zod';
import { JSON_TYPE, type ApiResponse } from './http.ts';

/**
 * Which requests a fault applies to. Omitted members match everything.
 * `path` is compared with the request path without its query: a string matches when the path
 * CONTAINS it (so '/secrets' hits both secret routes), a RegExp when it tests true.
 * `times` is how many matching requests the fault consumes (default 1; Infinity = for ever).
 */
interface FaultMatch {
  method?: string;
  path?: string | RegExp;
  times?: number;
}

type FaultAction =
  | { kind: 'status'; status: number; body?: string | object; headers?: Record<string, string> }
  /**
   * Waits `ms`, then for `release` if given, then processes normally. `release` is a test's own
   * promise (in-process only, never in the control API's JSON): the request goes on exactly when the
   * test says, after what it must come after, however slow the machine.
   */
  | { kind: 'delay'; ms: number; release?: Promise<unknown> }
  | { kind: 'hang' }
  /** Processes the request, sends the headers and the first bytes of the body, then stalls. */
  | { kind: 'stall-body' }
  /**
   * Processes the request, sends the headers and the first `bytes` of the body (default half),
   * then drops the connection: a connection lost part-way through a long answer.
   */
  | { kind: 'cut-body'; bytes?: number }
  /** A 200 whose body never ends (a misbehaving proxy or middlebox): bytes until the client hangs up. */
  | { kind: 'endless-body' }
  | { kind: 'reset-before' }
  | { kind: 'reset-after' }
  /**
   * Processes the request (the write is carried out), then answers `status` instead: a late 5xx
   * from a gateway, with its headers (a Retry-After longer than a client waits).
   */
  | { kind: 'status-after'; status: number; body?: string | object; headers?: Record<string, string> }
  /**
   * Answers `status` at once, as a gateway that stopped waiting does (a 504), and carries the
   * request out `ms` later, and after `release` if given (as `delay`'s): the write lands after the
   * client was told it failed.
   */
  | {
      kind: 'status-then-late';
      status: number;
      ms: number;
      release?: Promise<unknown>;
      body?: string | object;
      headers?: Record<string, string>;
    }
  | { kind: 'redirect'; status?: 301 | 302 | 307 | 308; location: string }
  | { kind: 'malformed'; status?: number; body?: string; contentType?: string }
  | { kind: 'wrong-shape'; status?: number; body: unknown }
  /**
   * A database's SQL API (emulator/database/): step `step` (0-based) of the next batch fails with
   * this error, as a statement the database cannot run now does (SQLITE_BUSY mid-file); the
   * steps whose conditions hang on it are skipped, as libSQL skips them.
   */
  | { kind: 'statement-error'; step: number; message?: string; code?: string };

export type Fault = FaultMatch & FaultAction;

interface Pending {
  fault: Fault;
  remaining: number;
}

/** Faults wait in arrival order; a request takes the first one that matches it. */
export class FaultQueue {
  #pending: Pending[] = [];

  add(...faults: Fault[]): void {
    for (const fault of faults) {
      const times = fault.times ?? 1;
      if (!(times >= 1)) throw new Error(`fault times must be at least 1, got ${String(fault.times)}`);
      this.#pending.push({ fault, remaining: times });
    }
  }

  take(method: string, path: string): Fault | null {
    const index = this.#pending.findIndex((p) => matches(p.fault, method, path));
    const hit = this.#pending[index];
    if (hit === undefined) return null;
    hit.remaining -= 1;
    if (hit.remaining <= 0) this.#pending.splice(index, 1);
    return hit.fault;
  }

  list(): Array<{ fault: Fault; remaining: number }> {
    return this.#pending.map((p) => ({ fault: p.fault, remaining: p.remaining }));
  }

  clear(): void {
    this.#pending = [];
  }
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== undefined && fault.method.toUpperCase() !== method.toUpperCase()) return false;
  if (fault.path === undefined) return true;
  return typeof fault.path === 'string' ? path.includes(fault.path) : fault.path.test(path);
}

/** The canned answer of a fault that replaces the platform's, or null for the kinds that do not. */
export function faultResponse(fault: Fault): ApiResponse | null {
  switch (fault.kind) {
    case 'status':
      return statusResponse(fault.status, fault.body, fault.headers ?? {});
    case 'redirect':
      return {
        status: fault.status ?? 302,
        headers: { location: fault.location, 'content-type': 'text/html; charset=utf-8' },
        body: `<html><body>Moved to <a href="${fault.location}">${fault.location}</a></body></html>`,
      };
    case 'malformed':
      return {
        status: fault.status ?? 200,
        headers: { 'content-type': fault.contentType ?? JSON_TYPE },
        body: fault.body ?? '{"Id": 1,',
      };
    case 'wrong-shape':
      return {
        status: fault.status ?? 200,
        headers: { 'content-type': JSON_TYPE },
        // JSON.stringify(undefined) is undefined, whatever its type says.
        body: fault.body === undefined ? 'null' : JSON.stringify(fault.body),
      };
    default:
      return null;
  }
}

export function statusResponse(status: number, body: string | object | undefined, headers: Record<string, string>): ApiResponse {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  if (body === undefined) return { status, headers: out, body: '' };
  if (typeof body === 'string') {
    // A proxy's error page is the usual string body; say so unless the test chose a type.
    out['content-type'] ??= body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    return { status, headers: out, body };
  }
  out['content-type'] ??= JSON_TYPE;
  return { status, headers: out, body: JSON.stringify(body) };
}

/** JSON form of a fault for the control API, where a RegExp path travels as `{path, regex: true}`. */
export function faultToJson(fault: Fault): Record<string, unknown> {
  const { path, times, ...rest } = fault;
  const out: Record<string, unknown> = { ...rest };
  // A test's release promise has no JSON form; the listing says only that the fault waits for one.
  if (out['release'] !== undefined) out['release'] = 'held by the test';
  if (times !== undefined) out['times'] = Number.isFinite(times) ? times : 'always';
  if (path instanceof RegExp) {
    out['path'] = path.source;
    out['regex'] = true;
  } else if (path !== undefined) {
    out['path'] = path;
  }
  return out;
}

const matchFields = {
  method: z.string().min(1).optional(),
  path: z.string().optional(),
  regex: z.boolean().optional(),
  times: z.union([z.int().min(1), z.literal('always')]).optional(),
};

const FaultJson = z.discriminatedUnion('kind', [
  z.strictObject({
    ...matchFields,
    kind: z.literal('status'),
    status: z.int().min(100).max(599),
    body: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.strictObject({ ...matchFields, kind: z.literal('delay'), ms: z.number().min(0) }),
  z.strictObject({ ...matchFields, kind: z.literal('hang') }),
  z.strictObject({ ...matchFields, kind: z.literal('stall-body') }),
  z.strictObject({ ...matchFields, kind: z.literal('cut-body'), bytes: z.int().min(0).optional() }),
  z.strictObject({ ...matchFields, kind: z.literal('endless-body') }),
  z.strictObject({ ...matchFields, kind: z.literal('reset-before') }),
  z.strictObject({ ...matchFields, kind: z.literal('reset-after') }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('status-after'),
    status: z.int().min(100).max(599),
    body: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('status-then-late'),
    status: z.int().min(100).max(599),
    ms: z.number().min(0),
    body: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('redirect'),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional(),
    location: z.string(),
  }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('malformed'),
    status: z.int().min(100).max(599).optional(),
    body: z.string().optional(),
    contentType: z.string().optional(),
  }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('statement-error'),
    step: z.int().min(0),
    message: z.string().optional(),
    code: z.string().optional(),
  }),
  z.strictObject({
    ...matchFields,
    kind: z.literal('wrong-shape'),
    status: z.int().min(100).max(599).optional(),
    body: z.unknown(),
  }),
]);

/** Parses the control API's JSON (one fault or an array) into faults; throws with a readable message. */
export function faultsFromJson(value: unknown): Fault[] {
  const parsed = z.union([FaultJson, z.array(FaultJson)]).safeParse(value);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  const list = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return list.map((item) => {
    const { regex, path, times, ...rest } = item;
    // The schema already pinned every member's type; this only rebuilds path and times.
    const fault = { ...rest } as Fault;
    if (path !== undefined) fault.path = regex === true ? new RegExp(path) : path;
    if (times !== undefined) fault.times = times === 'always' ? Infinity : times;
    return fault;
  });
}
