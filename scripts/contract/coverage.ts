import { requests, type ApiRequest } from '../../src/api/requests.ts';
import { StorageClient } from '../../src/platform/storage/storage-client.ts';
import type { Method } from './http.ts';

/*
 * Which of the action's requests the contract check sent and got a documented answer to. The
 * list is derived, never typed: every description in src/api/requests.ts (its path template
 * made by calling it with stand-in arguments), and every request method of the Edge Storage
 * client. A description added there without a contract step that sends it shows as
 * `N-1 of N`, by name, and fails the run.
 */

export interface DescribedRequest {
  /** `dnsZone`, or `storage.upload` for the Edge Storage client. */
  name: string;
  /** `GET /dnszone/{}`: how the report names it. */
  line: string;
  method: string;
  /** Path segments; `undefined` for one the description fills from an argument. */
  segments: ReadonlyArray<string | undefined>;
  okStatuses: readonly number[];
  /** The model of its success body, when it has one (never for the Edge Storage client). */
  response?: ApiRequest['response'];
}

/** Survives percent-encoding: marks the path segments an argument filled. */
const MARK = 'contract-stand-in';

/**
 * Stands in for every argument: each member of it is itself, and any string made of it (or a
 * placeholder segment) holds MARK. So `requests.x(standIn, standIn)` yields the description's
 * method and path template without knowing its parameters.
 */
const standIn: unknown = new Proxy(() => standIn, {
  get: (_target, key) => {
    if (key === 'placeholder') return MARK;
    if (key === Symbol.toPrimitive) return () => MARK;
    return standIn;
  },
});

function template(name: string, describe: (...args: unknown[]) => ApiRequest): DescribedRequest {
  let request: ApiRequest;
  try {
    request = describe(standIn, standIn, standIn, standIn, standIn);
  } catch (error) {
    throw new Error(`contract coverage: requests.${name} cannot be described with stand-in arguments (${(error as Error).message})`);
  }
  const segments = request.path.split('/').map((part) => (part.includes(MARK) ? undefined : part));
  return {
    name,
    line: `${request.method} ${segments.map((part) => part ?? '{}').join('/')}`,
    method: request.method,
    segments,
    okStatuses: [...request.okStatuses, ...(request.notReadyStatuses ?? [])],
    ...(request.response === undefined ? {} : { response: request.response }),
  };
}

/** Members of the storage client that send nothing. */
const STORAGE_NON_REQUESTS: ReadonlySet<string> = new Set(['constructor', 'close']);

/** The Edge Storage client's requests: its public methods, `storage.<method>`. */
function storageRequestNames(): string[] {
  return Object.getOwnPropertyNames(StorageClient.prototype)
    .filter((name) => !STORAGE_NON_REQUESTS.has(name))
    .map((name) => `storage.${name}`);
}

/** A request description as src/api/requests.ts writes them. */
export type RequestDescription = (...args: never[]) => ApiRequest;

/** Every request the action sends to bunny.net, in the order the sources list them (and `extra`, for tests). */
export function describedRequests(extra: Readonly<Record<string, RequestDescription>> = {}): DescribedRequest[] {
  const api = Object.entries({ ...requests, ...extra }).map(([name, describe]) =>
    template(name, describe as (...args: unknown[]) => ApiRequest),
  );
  const storage = storageRequestNames().map((name) => ({
    name,
    line: `${name} (Edge Storage)`,
    method: '',
    segments: [],
    okStatuses: [],
  }));
  return [...api, ...storage];
}

/** The description a request sent by the contract is, the one with most fixed segments when several fit. */
export function describedAs(described: readonly DescribedRequest[], method: Method, path: string): DescribedRequest | undefined {
  const parts = path.split('?')[0]?.split('/') ?? [];
  let best: { request: DescribedRequest; fixed: number } | undefined;
  for (const request of described) {
    if (request.method !== method || request.segments.length !== parts.length) continue;
    if (!request.segments.every((segment, i) => (segment === undefined ? parts[i] !== '' : segment === parts[i]))) continue;
    const fixed = request.segments.filter((segment) => segment !== undefined).length;
    if (!best || fixed > best.fixed) best = { request, fixed };
  }
  return best?.request;
}

/** Collects what the contract sent; `covered` are the requests answered with one of their success statuses. */
export class Coverage {
  readonly described: DescribedRequest[];
  readonly #covered = new Set<string>();

  constructor(extra?: Readonly<Record<string, RequestDescription>>) {
    this.described = describedRequests(extra);
  }

  /** A request to the management API, as the contract's client saw its answer. */
  api(method: Method, path: string, status: number): void {
    const request = describedAs(this.described, method, path);
    if (request && request.okStatuses.includes(status)) this.#covered.add(request.name);
  }

  /** A storage client method that returned (it throws on anything but its documented answers). */
  storage(method: string): void {
    this.#covered.add(`storage.${method}`);
  }

  summary(): { total: number; covered: string[]; missing: DescribedRequest[] } {
    return {
      total: this.described.length,
      covered: this.described.filter((r) => this.#covered.has(r.name)).map((r) => r.name),
      missing: this.described.filter((r) => !this.#covered.has(r.name)),
    };
  }
}
