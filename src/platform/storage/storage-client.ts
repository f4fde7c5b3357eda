import { createHash } from 'node:crypto';
import { ApiError } from '../../api/api-error.ts';
import { summariseErrorBody } from '../../api/error-body.ts';
import { invalidResponse } from '../../api/platform-client.ts';
import { connectionWhere, judgeLoss, redirectNotFollowed, statusLine } from '../../http/network-errors.ts';
import { RateLimitGate } from '../../http/rate-limit.ts';
import { judgeRefusal } from '../../http/retry-policy.ts';
import { confirmAfterLoss, withRetries, type AttemptOutcome } from '../../http/retry-loop.ts';
import { firstLine, formatSeconds, messageOf } from '../../http/wording.ts';
import { requestBuffered, type BufferedAnswer } from '../../http/undici.ts';
import type { ClientStep, Connection } from '../../http/step-connections.ts';
import { contentTypeOf } from './content-type.ts';
import { foldedPath } from './name-folding.ts';
import { changedPhrase, fileBody } from './file-body.ts';
import type { HashedFile } from './local-tree.ts';
import type { StorageListingItem } from './storage-listing.ts';
import { displayPath, objectUrlPath, storageBaseUrl } from './storage-paths.ts';

/** The zone a client reaches: what a read of the zone, or the password form of the inputs, gives. */
export interface StorageZone {
  /** The bare storage host (`storage.bunnycdn.com`, or `127.0.0.1:PORT` for an emulator). */
  host: string;
  name: string;
  /** The zone's password, sent as AccessKey; never put in a message. */
  password: string;
}

export interface StorageClientOptions {
  userAgent: string;
  /** Requests in flight at most (uploads, deletes); listings also keep to LISTINGS_AT_ONCE. */
  concurrency: number;
}

/** A file to upload: where it is on disk, its size and its SHA-256 (hex, any case). */
type UploadSource = Pick<HashedFile, 'absolutePath' | 'size' | 'sha256'>;

export interface StorageResult {
  /** The answer's status; 200 when the folder's listing confirmed a write whose answer was lost and no later attempt went through. */
  status: number;
  /** An earlier attempt lost its answer after it was sent: that attempt may have done the work. */
  repeatedAfterLoss: boolean;
  /** An attempt lost its answer and none after it went through (lost too, or refused by a limit until its deadline), and the folder's listing, read after, shows the write done. */
  confirmedByListing?: boolean;
}

/** The platform lists at most five directories at a time per zone; past that, 400. */
export const LISTINGS_AT_ONCE = 5;
/** Deletes the platform takes at once per zone; past that, 400. */
export const DELETES_AT_ONCE = 30;
/**
 * The slowest upload rate a request's limit allows for: 256 KiB/s. A fixed limit of a few
 * seconds fails every large file on a slow runner; this gives a 240 MiB file 16 minutes.
 */
const SLOWEST_BYTES_PER_SECOND = 256 * 1024;
/** The most time a step spends paused by the storage's limits in all. */
const RATE_LIMIT_DEADLINE_MS = 120_000;
/** A listing of one directory larger than this is refused rather than held. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;
/** The platform's answer when a zone has too many listings or deletes in flight. */
const LIMIT_MESSAGE = /unable to process request/i;

/** The limit for one request carrying `bytes`: the step's timeout plus the time the slowest accepted rate takes. */
export function uploadTimeoutMs(baseMs: number, bytes: number): number {
  return baseMs + Math.ceil((bytes / SLOWEST_BYTES_PER_SECOND) * 1000);
}

/** What StorageListingItem accepts, checked in place: its parse copies every member of every item. */
function isListingItem(value: unknown): value is StorageListingItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['ObjectName'] === 'string' &&
    typeof item['IsDirectory'] === 'boolean' &&
    typeof item['Length'] === 'number' &&
    Number.isFinite(item['Length']) &&
    (item['Checksum'] === undefined || item['Checksum'] === null || typeof item['Checksum'] === 'string') &&
    (item['DateCreated'] === undefined || typeof item['DateCreated'] === 'string')
  );
}

/**
 * A listing's items, or the first problem with its shape. A listing that is right is checked
 * where it lies, without the copy of each item the schema's parse makes: over 20,000 files that
 * copy was most of what the step allocated while it listed. The schema (and zod with it) loads
 * only for a listing that check refuses, to decide and word the problem: loading zod cost every
 * step that listed about 8 ms.
 */
export async function readStorageListing(
  json: unknown,
): Promise<{ ok: true; items: StorageListingItem[] } | { ok: false; problem: string }> {
  if (Array.isArray(json) && json.every(isListingItem)) return { ok: true, items: json };
  const { StorageListing } = await import('./storage-listing.ts');
  const parsed = StorageListing.safeParse(json);
  if (parsed.success) return { ok: true, items: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}

interface Exchange<T> {
  /** GET lists (or reads a file), PUT uploads, DELETE deletes: listings and deletes each keep to a limit of their own. */
  method: 'GET' | 'PUT' | 'DELETE';
  segments: readonly string[];
  directory: boolean;
  okStatuses: readonly number[];
  /** Bytes the request sends (or, a file's read, expects), for its time limit. */
  bytes?: number;
  /** The longest success body read (a listing's limit unless given); a longer one is not read. */
  maxBodyBytes?: number;
  headers?: Record<string, string>;
  /** A fresh body for each attempt. */
  body?: () => AsyncIterable<Uint8Array>;
  /** Reads a success body (undefined: longer than a listing may be); a success without it has its body dropped. */
  read?: (body: Buffer | undefined, status: number) => Promise<T> | T;
  /** When the request gives up after an attempt lost its answer: whether the platform shows the work done. */
  confirmAfterLoss?: () => Promise<boolean>;
  /** What the failure says when that read shows the work not done, or fails too. */
  confirmWords?: { absent: string; unknown: string };
}

type Attempt<T> = AttemptOutcome<{ status: number; value: T }, ApiError>;
/** One attempt of an exchange, as its messages name it. */
type Call<T> = { exchange: Exchange<T>; describe: string; attempt: number };

/**
 * What a storage 401 says of its host. A caller that knows more (a write refused after a listing
 * was answered, with a password the user gave) puts its own words in this sentence's place.
 */
export const unauthorizedWords = (host: string): string =>
  `The storage host ${host} answered 401 Unauthorized: a wrong region host and a wrong password both answer 401, and the platform does not say which.`;

/**
 * Whether a write's refusal is every write's: a 401 (a wrong or read-only password, or another
 * region's host; the facts name no 403) is about the credentials, not the file, so each write not
 * yet sent would meet it too. A zone created seconds ago may refuse writes so for a while (the
 * facts say the platform's CLI retries those): its step fails on that 401 anyway, and a re-run
 * sends what this one did not. Other refusals are the file's own (a checksum mismatch) or may pass
 * (a 429, a 5xx).
 */
export const refusesEveryWrite = (error: unknown): error is ApiError & { readonly status: 401 } =>
  error instanceof ApiError && error.status === 401;

/** A pool of writes that stops sending once the storage refused one its credentials (refusesEveryWrite). */
export class CredentialRefusal {
  /** The first such refusal, once there is one. */
  error: (ApiError & { readonly status: 401 }) | undefined;

  /** Whether the writes not yet started are not to be sent. */
  get stopped(): boolean {
    return this.error !== undefined;
  }

  /** Notes a write's failure. */
  note(error: unknown): void {
    if (this.error === undefined && refusesEveryWrite(error)) this.error = error;
  }
}

/** What a limit of the storage (a 429, the listing or delete limit) says in a retry line. */
const LIMIT = 'a limit of the storage, not counted as an attempt';

/**
 * The Edge Storage HTTP API of one zone: listing one directory level, streamed uploads with
 * their Checksum, deletes. Every request is safe to repeat (an upload replaces the
 * file with the same bytes), so each is retried on 429, 5xx and connection errors with
 * full-jitter backoff and Retry-After; a 429 slows every request, and a 400 from the listing
 * or delete limit slows that kind of request, each within one deadline for the whole client.
 */
export class StorageClient {
  readonly #zone: StorageZone;
  readonly #step: ClientStep;
  readonly #options: StorageClientOptions;
  /** `https://storage.bunnycdn.com`: each request's path is made apart, encoded, with no URL parsed per file. */
  readonly #origin: string;
  readonly #connection: Connection;
  readonly #connections: RateLimitGate;
  readonly #lanes: Record<'GET' | 'DELETE', RateLimitGate>;
  /** A read on this host with this password was answered: a write's refusal after it carries the fact (readAcceptedBefore). */
  #readAccepted = false;

  /** `step`'s timeout-seconds is also the base of an upload's limit: see uploadTimeoutMs. */
  constructor(zone: StorageZone, step: ClientStep, options: StorageClientOptions) {
    this.#zone = zone;
    this.#step = step;
    this.#options = options;
    this.#origin = storageBaseUrl(zone.host).origin;
    const concurrency = Math.max(1, options.concurrency);
    const gate = (maxInFlight: number) => new RateLimitGate({ clock: step.clock, maxInFlight, deadlineMs: RATE_LIMIT_DEADLINE_MS });
    this.#connections = gate(concurrency + LISTINGS_AT_ONCE);
    this.#lanes = { GET: gate(LISTINGS_AT_ONCE), DELETE: gate(Math.min(DELETES_AT_ONCE, concurrency)) };
    this.#connection = step.http.open(new URL(this.#origin), {
      connections: concurrency + LISTINGS_AT_ONCE,
      connectTimeoutMs: step.settings.timeoutMs,
    });
  }

  async close(): Promise<void> {
    await this.#connection.close();
  }

  /**
   * One level of a directory, its items as listed (not copied: see readStorageListing); undefined
   * when the platform says it does not exist (404).
   */
  async list(dirSegments: readonly string[]): Promise<StorageListingItem[] | undefined> {
    const result = await this.#send<StorageListingItem[] | undefined>({
      method: 'GET',
      segments: dirSegments,
      directory: true,
      okStatuses: [200, 404],
      read: async (body, status) => {
        if (status === 404) return undefined;
        if (body === undefined) throw new Error(`the listing is larger than ${MAX_LISTING_BYTES / 1024 / 1024} MiB`);
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          throw new Error('the body is not JSON');
        }
        const listing = await readStorageListing(json);
        if (!listing.ok) throw new Error(`the listing is not of the documented shape: ${listing.problem}`);
        return listing.items;
      },
    });
    return result.value;
  }

  /**
   * The SHA-256 (upper-case hex) and length of a stored file, read whole: for a file a listing
   * shows without a checksum, `length` bytes long. That length sets the read's time limit, as an
   * upload's does, and bounds it: undefined when the file is not there (404), or longer, which is
   * not read far past it.
   */
  async digest(segments: readonly string[], length: number): Promise<{ sha256: string; length: number } | undefined> {
    const result = await this.#send<{ sha256: string; length: number } | undefined>({
      method: 'GET',
      segments,
      directory: false,
      okStatuses: [200, 404],
      bytes: length,
      // Never below an error's limit: a 503's words are read whatever the file's length.
      maxBodyBytes: Math.max(length, MAX_ERROR_BYTES),
      read: (body, status) =>
        status === 404 || body === undefined
          ? undefined
          : { sha256: createHash('sha256').update(body).digest('hex').toUpperCase(), length: body.length },
    });
    return result.value;
  }

  /**
   * Uploads a file streamed from disk with its Checksum (upper-case hex): the platform stores
   * nothing when the bytes it received do not match. The type goes in Override-Content-Type, as
   * the platform's own clients send it.
   */
  upload(segments: readonly string[], source: UploadSource, { twinHeldBytes = false } = {}): Promise<StorageResult> {
    return this.#send<undefined>({
      method: 'PUT',
      segments,
      directory: false,
      okStatuses: [200, 201],
      bytes: source.size,
      headers: {
        Checksum: source.sha256.toUpperCase(),
        'Content-Type': 'application/octet-stream',
        'Override-Content-Type': contentTypeOf(segments.at(-1) ?? ''),
        'Content-Length': String(source.size),
      },
      body: () => fileBody(source.absolutePath, source.size),
      confirmAfterLoss: () => this.#stored(segments, source, !twinHeldBytes),
    });
  }

  /**
   * Whether the folder's listing shows the file with the size and SHA-256 it was uploaded with:
   * under its own name, or, when that is not listed and `byTwin`, under one that folds to it, as a
   * zone that folds names lists the file by the name it was first stored with (name-folding.ts).
   * Not `byTwin` when that twin held these bytes before the upload: it then proves nothing.
   */
  async #stored(segments: readonly string[], source: UploadSource, byTwin: boolean): Promise<boolean> {
    const name = segments.at(-1) ?? '';
    const files = (await this.list(segments.slice(0, -1)))?.filter((entry) => !entry.IsDirectory) ?? [];
    const item =
      files.find((entry) => entry.ObjectName === name) ??
      (byTwin ? files.find((entry) => foldedPath(entry.ObjectName) === foldedPath(name)) : undefined);
    return item !== undefined && item.Length === source.size && item.Checksum?.toUpperCase() === source.sha256.toUpperCase();
  }

  /**
   * Deletes a file, or a directory and everything in it (the trailing slash says so); a 404 (gone
   * already, as after a lost answer) is success, `found: false`. When an attempt lost its answer and
   * none after it went through, the parent folder's listing decides: gone is success
   * (`confirmedByListing`), as an upload's loss is checked, so the caller purges what is gone.
   */
  async delete(segments: readonly string[], directory = false): Promise<StorageResult & { found: boolean }> {
    if (directory && segments.length === 0) throw new Error('refusing to delete the root of the zone');
    const result = await this.#send<undefined>({
      method: 'DELETE',
      segments,
      directory,
      okStatuses: [200, 204, 404],
      confirmAfterLoss: () => this.#gone(segments, directory),
      confirmWords: {
        absent: "read after, the folder's listing still shows it, so it was not deleted",
        unknown: 'whether an attempt deleted it is unknown: the listing read to check failed too',
      },
    });
    const confirmed = result.confirmedByListing === true ? { confirmedByListing: true } : {};
    return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404, ...confirmed };
  }

  /** Whether the folder's listing no longer shows the file (or directory) at `segments`. */
  async #gone(segments: readonly string[], directory: boolean): Promise<boolean> {
    const name = segments.at(-1);
    const items = await this.list(segments.slice(0, -1));
    return !(items ?? []).some((entry) => entry.ObjectName === name && entry.IsDirectory === directory);
  }

  async #send<T>(exchange: Exchange<T>): Promise<StorageResult & { value: T }> {
    // "PUT /zone/a b.txt on storage.bunnycdn.com": how messages name a request; never the password.
    const describe = `${exchange.method} ${displayPath([this.#zone.name, ...exchange.segments], exchange.directory)} on ${this.#zone.host}`;
    const lane = exchange.method === 'PUT' ? undefined : this.#lanes[exchange.method];
    const words = exchange.confirmWords ?? {
      absent: "read after, the folder's listing does not show it stored as hashed, so it was not",
      unknown: 'whether an attempt stored it is unknown: the listing read to check failed too',
    };
    const result = await withRetries<{ status: number; value: T }, ApiError>(
      {
        describe,
        maxAttempts: this.#step.settings.maxAttempts,
        sleep: (ms) => this.#step.clock.sleep(ms),
        gates: lane ? [lane, this.#connections] : [this.#connections],
        onRetry: (line) => this.#step.log.info(line),
        limitSpent: (error, gate) =>
          error.withMessage(
            `${error.message} (the step has waited ${formatSeconds(gate.waitedMs)} for the storage's limits in all, its limit is ${formatSeconds(gate.deadlineMs)}; lower concurrency or try again later)`,
          ),
        // A lost answer may hide work done: the platform is read before the step decides.
        giveUp: confirmAfterLoss(
          exchange.confirmAfterLoss,
          words,
          // Only here may the write have been carried out unseen: a listing that showed it not done, or a
          // request never sent, did nothing (an upload's purge before failing counts on this telling them apart).
          (error, readFailed) =>
            new ApiError(`${error.message}; ${words.unknown} (${firstLine(readFailed)})`, { ...error, cause: error, mayHaveLanded: true }),
        ),
      },
      (attempt) => this.#attempt({ exchange, describe, attempt }),
    );
    if (result.recovered) return { status: 200, value: undefined as T, repeatedAfterLoss: true, confirmedByListing: true };
    return { status: result.value.status, value: result.value.value, repeatedAfterLoss: result.repeatedAfterLoss };
  }

  async #attempt<T>(call: Call<T>): Promise<Attempt<T>> {
    const { exchange, describe, attempt } = call;
    const timeoutMs = uploadTimeoutMs(this.#step.settings.timeoutMs, exchange.bytes ?? 0);
    const target = { origin: this.#origin, path: objectUrlPath(this.#zone.name, exchange.segments, exchange.directory) };
    let response: BufferedAnswer;
    try {
      response = await requestBuffered(this.#connection.dispatcher, target, {
        method: exchange.method,
        headers: {
          AccessKey: this.#zone.password,
          Accept: 'application/json',
          'User-Agent': this.#options.userAgent,
          ...exchange.headers,
        },
        body: exchange.body?.() ?? null,
        timeoutMs,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // An error body is read only so far: the platform's messages are short.
        maxBodyBytes: exchange.maxBodyBytes ?? (exchange.method === 'GET' ? MAX_LISTING_BYTES : MAX_ERROR_BYTES),
      });
    } catch (cause) {
      return this.#failure(call, cause, timeoutMs);
    }
    const status = response.statusCode;
    this.#step.onResponse?.(status);
    if (!exchange.okStatuses.includes(status)) return this.#refusal(call, response);
    let body: Buffer | undefined;
    try {
      body = await response.body;
    } catch (cause) {
      return this.#failure(call, cause, timeoutMs, status);
    }
    if (exchange.method === 'GET') this.#readAccepted = true;
    try {
      return { ok: true, value: { status, value: exchange.read ? await exchange.read(body, status) : (undefined as T) } };
    } catch (cause) {
      // What the body holds is not what the request expects: asking again gets the same.
      const why = messageOf(cause);
      return { ok: false, retryable: false, reason: statusLine(status), error: invalidResponse({ describe, status, attempt }, why) };
    }
  }

  async #refusal<T>({ exchange, describe, attempt }: Call<T>, { statusCode: status, headers, body }: BufferedAnswer): Promise<Attempt<T>> {
    const text = (await body.catch(() => undefined))?.toString('utf8') ?? '';
    const said = (await summariseErrorBody(this.#step.log.redact(text), String(headers['content-type'] ?? ''))).message ?? '';
    const { retryAfterMs, tooLong, retryable } = judgeRefusal(status, headers['retry-after'], this.#step.clock.date().getTime());
    let message = `${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}`;
    if (tooLong) message += ` ${tooLong}`;
    if (status >= 300 && status < 400) message += `. ${redirectNotFollowed('the zone password')}`;
    // The platform answers 401 for a host of another region too (the zone is not found there).
    if (status === 401) message += `\n${unauthorizedWords(this.#zone.host)}`;
    const error = new ApiError(message, {
      kind: 'http',
      request: describe,
      status,
      apiMessage: said || undefined,
      attempts: attempt,
      readAcceptedBefore: exchange.method !== 'GET' && this.#readAccepted,
    });
    const refused = { ok: false, error, reason: statusLine(status), retryAfterMs } as const;
    if (status === 429 && retryable) {
      return { ...refused, retryable, limitedBy: { gate: this.#connections, who: LIMIT, waits: 'every request of the step waits' } };
    }
    if (status === 400 && LIMIT_MESSAGE.test(said) && exchange.method !== 'PUT') {
      const waits = `every ${exchange.method === 'GET' ? 'listing' : 'delete'} waits`;
      return { ...refused, retryable: true, limitedBy: { gate: this.#lanes[exchange.method], who: LIMIT, waits } };
    }
    // Every storage request is safe to repeat: a server error may be passing. A write's may come
    // after the write was carried out, retried or not: if no attempt succeeds, the listing is read.
    return { ...refused, retryable, maybeProcessed: exchange.method !== 'GET' && status >= 500 };
  }

  #failure<T>({ exchange, describe, attempt }: Call<T>, cause: unknown, timeoutMs: number, status?: number): Attempt<T> {
    const loss = judgeLoss(
      cause,
      {
        // The zone's host as the account names it (storage.bunnycdn.com), without the port.
        where: connectionWhere(this.#zone.host, this.#connection.proxy),
        connectLimitMs: this.#step.settings.timeoutMs,
        limitMs: timeoutMs,
        limitNote: exchange.bytes ? `the limit for ${exchange.bytes} bytes` : undefined,
      },
      status,
    );
    const network = { kind: loss.kind, request: describe, attempts: attempt, cause, status } as const;
    // The file, not the connection: a body cut short is not stored, so no listing need tell; asking
    // again sends the same, unless the file's source says its failure may pass (EMFILE).
    if (loss.failure.kind === 'body-source' || loss.failure.kind === 'length-mismatch') {
      const reason = loss.failure.kind === 'body-source' ? loss.what : changedPhrase(exchange.bytes ?? 0);
      const retryable = loss.failure.kind === 'body-source' && loss.retryable;
      return {
        ok: false,
        retryable,
        maybeProcessed: false,
        reason,
        error: new ApiError(`${describe}: ${reason}`, { ...network, kind: 'network' }),
      };
    }
    const { retryable, maybeProcessed, what: reason } = loss;
    return { ok: false, retryable, maybeProcessed, reason, error: new ApiError(`${describe}: ${reason}`, network) };
  }
}
