import { Transport, type HttpCall, type BodyConsumer, type HttpResult, type TransportOptions } from './transport.ts';
import { RESPONSE_SCHEMAS, type ApiRequest, type BodilessRequest, type MaybeEmptyRequest, type ResponseModel } from './requests.ts';
import type * as z from 'zod/mini';

export type PlatformClientOptions = TransportOptions;

/** The body a request's success carries, as its model's schema reads it. */
export type ResponseBody<Model extends ResponseModel> = z.infer<Awaited<ReturnType<(typeof RESPONSE_SCHEMAS)[Model]>>>;

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

  send(request: BodilessRequest): Promise<HttpResult<undefined>>;
  send<Model extends ResponseModel>(request: MaybeEmptyRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>>;
  send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model>>>;
  async send<Model extends ResponseModel>(request: ApiRequest<Model>): Promise<HttpResult<ResponseBody<Model> | undefined>> {
    const { response, ...call } = request;
    if (response === undefined) return this.#transport.send(call);
    // TypeScript cannot follow a generic key into the table: the table's type ties each model to its schema.
    const schema = RESPONSE_SCHEMAS[response] as unknown as NonNullable<HttpCall<ResponseBody<Model>>['schema']>;
    return this.#transport.send({ ...call, schema });
  }

  /**
   * Sends a request whose success body `consume` reads as it arrives (see `audit-log-stream.ts`),
   * for bodies too large to hold whole; `consume` checks the body itself.
   */
  stream<R>(request: ApiRequest, consume: BodyConsumer<R>): Promise<HttpResult<R>> {
    return this.#transport.stream(request, consume);
  }
}
