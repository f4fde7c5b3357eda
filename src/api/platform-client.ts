import type * as z from 'zod/mini';
import { Transport, type BodyConsumer, type HttpResult, type TransportOptions } from './transport.ts';
import type { ApiRequest, BodilessRequest, MaybeEmptyRequest, ResponseModel } from './requests.ts';

export type PlatformClientOptions = TransportOptions;

/**
 * The schema that checks each documented success body, loaded when a request first needs it:
 * zod does its work when a schema is declared, and declaring all of them cost every step about
 * 20 ms before its first request, for the one or two it uses.
 */
const RESPONSE_SCHEMAS = {
  dnsZone: () => import('./models/dns-record.ts').then((m) => m.DnsZone),
  dnsRecord: () => import('./models/dns-record.ts').then((m) => m.DnsRecord),
  scriptSecret: () => import('./models/secrets.ts').then((m) => m.ScriptSecret),
  scriptSecretList: () => import('./models/secrets.ts').then((m) => m.ScriptSecretList),
  application: () => import('./models/app-read.ts').then((m) => m.Application),
  appOverview: () => import('./models/app-read.ts').then((m) => m.Overview),
  imageTagInfo: () => import('./models/app-read.ts').then((m) => m.ImageTagInfo),
  containerRegistry: () => import('./models/app-read.ts').then((m) => m.ContainerRegistry),
  scriptRelease: () => import('./models/releases.ts').then((m) => m.ScriptRelease),
  auditLogPage: () => import('./models/audit-log.ts').then((m) => m.AuditLogPage),
  shieldZone: () => import('./models/shield-zone.ts').then((m) => m.ShieldZoneResponse),
  searchPage: () => import('./models/search.ts').then((m) => m.SearchPage),
  edgeScript: () => import('./models/edge-script.ts').then((m) => m.EdgeScript),
  scriptReleasePage: () => import('./models/releases.ts').then((m) => m.ScriptReleasePage),
  storageZone: () => import('./models/storage-zone.ts').then((m) => m.StorageZone),
};

/** Fails type-checking when a response model has no schema loader. */
type EveryModel<T extends Record<ResponseModel, () => Promise<z.ZodMiniType>>> = T;

export type ResponseBody<Model extends ResponseModel> = z.infer<Awaited<ReturnType<EveryModel<typeof RESPONSE_SCHEMAS>[Model]>>>;

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

  send(request: BodilessRequest): Promise<HttpResult<undefined>>;
  send<Model extends ResponseModel>(request: MaybeEmptyRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>>;
  send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model>>>;
  async send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>> {
    const { response, ...call } = request;
    if (response === undefined) return this.#transport.send({ ...call });
    const schema = (await RESPONSE_SCHEMAS[response]()) as unknown as z.ZodMiniType<ResponseBody<Model>>;
    return this.#transport.send({ ...call, schema });
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
