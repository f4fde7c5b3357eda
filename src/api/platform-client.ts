import type { z } from 'zod';
import { Transport, type BodyConsumer, type HttpResult, type TransportOptions } from './transport.ts';
import { AppUpdateResponse } from './models/app-config.ts';
import { Application, Overview } from './models/app-read.ts';
import { AuditLogPage } from './models/audit-log.ts';
import { DnsRecord, DnsZone } from './models/dns-record.ts';
import { ScriptRelease } from './models/releases.ts';
import { ScriptSecret } from './models/secrets.ts';
import { SearchPage } from './models/search.ts';
import { ShieldZoneResponse } from './models/shield-zone.ts';
import type { ApiRequest, MaybeEmptyRequest, ResponseModel } from './requests.ts';

export type PlatformClientOptions = TransportOptions;

/** The schema that checks each documented success body. */
const RESPONSE_SCHEMAS = {
  dnsZone: DnsZone,
  dnsRecord: DnsRecord,
  scriptSecret: ScriptSecret,
  appUpdate: AppUpdateResponse,
  application: Application,
  appOverview: Overview,
  scriptRelease: ScriptRelease,
  auditLogPage: AuditLogPage,
  shieldZone: ShieldZoneResponse,
  searchPage: SearchPage,
} satisfies Record<ResponseModel, z.ZodType>;

export type ResponseBody<Model extends ResponseModel> = z.infer<(typeof RESPONSE_SCHEMAS)[Model]>;

/**
 * The platform's management API. It knows nothing of GitHub Actions: it sends the requests
 * described in `requests.ts` and returns the status with the checked body.
 */
export class PlatformClient {
  readonly #transport: Transport;

  constructor(options: PlatformClientOptions) {
    this.#transport = new Transport(options);
  }

  /** How long the step waited for the API's rate limit in total, and how many 429s it got. */
  get rateLimit(): { waitedMs: number; limited: number } {
    return this.#transport.rateLimit;
  }

  close(): Promise<void> {
    return this.#transport.close();
  }

  send<Model extends ResponseModel>(request: MaybeEmptyRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>>;
  send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model>>>;
  async send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>> {
    const { response, ...call } = request;
    return this.#transport.send({ ...call, schema: RESPONSE_SCHEMAS[response] as unknown as z.ZodType<ResponseBody<Model>> });
  }

  /**
   * Sends a request whose success body `consume` reads as it arrives (see `audit-log-stream.ts`),
   * for bodies too large to hold whole; `consume` checks the body itself.
   */
  stream<R>(request: ApiRequest, consume: BodyConsumer<R>): Promise<HttpResult<R>> {
    const { response, ...call } = request;
    void response;
    return this.#transport.stream(call, consume);
  }
}
