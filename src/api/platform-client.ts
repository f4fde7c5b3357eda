import { ApiError } from './api-error.ts';
import { Transport, type HttpResult, type TransportOptions } from './transport.ts';
import { AppUpdateResponse, type AppConfig } from './models/app-config.ts';
import { auditLogParameters, type AuditLogQuery } from './audit-log-query.ts';
import { endpoints } from './endpoints.ts';
import { AuditLogPage } from './models/audit-log.ts';
import { DnsRecord, type AddDnsRecordRequest } from './models/dns-record.ts';
import { ScriptRelease } from './models/releases.ts';
import { ScriptSecret, type UpdateSecretRequest, type UpsertSecretRequest } from './models/secrets.ts';
import { SearchPage, type SearchQuery } from './models/search.ts';
import { ShieldZoneResponse } from './models/shield-zone.ts';

export type PlatformClientOptions = TransportOptions;

/**
 * The platform's management API, one method per endpoint. It knows nothing of GitHub
 * Actions: it takes plain values and returns the status with the checked body.
 */
export class PlatformClient {
  readonly #transport: Transport;

  constructor(options: PlatformClientOptions) {
    this.#transport = new Transport(options);
  }

  close(): Promise<void> {
    return this.#transport.close();
  }

  /** Not idempotent: each success adds a record, so it is repeated only where it cannot have been processed (no connection, or 429). */
  addDnsRecord(zoneId: number, record: AddDnsRecordRequest): Promise<HttpResult<DnsRecord>> {
    return this.#transport.send({
      method: 'PUT',
      path: endpoints.dnsRecords(zoneId),
      body: record,
      schema: DnsRecord,
      repeatSafe: false,
      okStatuses: [201, 200],
    });
  }

  /** 200 with the secret when it was created; 204 with no body when it existed and was updated. */
  upsertSecret(scriptId: number, secret: UpsertSecretRequest): Promise<HttpResult<ScriptSecret>> {
    return this.#transport.send({
      method: 'PUT',
      path: endpoints.scriptSecrets(scriptId),
      body: secret,
      schema: ScriptSecret,
      repeatSafe: true,
      okStatuses: [200, 201, 204],
    });
  }

  updateSecret(scriptId: number, secretId: number, secret: UpdateSecretRequest): Promise<HttpResult<ScriptSecret>> {
    return this.#transport.send({
      method: 'POST',
      path: endpoints.scriptSecret(scriptId, secretId),
      body: secret,
      schema: ScriptSecret,
      repeatSafe: true,
      okStatuses: [200, 204],
    });
  }

  /** A full replacement: sending the same configuration twice leaves the same state. */
  updateApp(appId: string, config: AppConfig): Promise<HttpResult<AppUpdateResponse>> {
    return this.#transport.send({
      method: 'PUT',
      path: endpoints.app(appId),
      body: config,
      schema: AppUpdateResponse,
      repeatSafe: true,
      okStatuses: [200],
    });
  }

  getActiveRelease(scriptId: number): Promise<HttpResult<ScriptRelease>> {
    return this.#transport.send({
      method: 'GET',
      path: endpoints.activeRelease(scriptId),
      schema: ScriptRelease,
      repeatSafe: true,
      okStatuses: [200],
    });
  }

  getAuditLogPage(query: AuditLogQuery): Promise<HttpResult<AuditLogPage>> {
    return this.#transport.send({
      method: 'GET',
      path: endpoints.auditLog(query.date),
      query: auditLogParameters(query),
      schema: AuditLogPage,
      repeatSafe: true,
      okStatuses: [200],
    });
  }

  /**
   * 202 Accepted means the zone is still being set up: it is asked again within the
   * attempt budget, and an error says so if it never becomes ready.
   */
  async getShieldZone(pullZoneId: number): Promise<HttpResult<ShieldZoneResponse>> {
    try {
      return await this.#transport.send({
        method: 'GET',
        path: endpoints.shieldZoneOfPullZone(pullZoneId),
        schema: ShieldZoneResponse,
        repeatSafe: true,
        okStatuses: [200],
        notReadyStatuses: [202],
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 202) {
        throw new ApiError(
          `${error.request} answered 202 Accepted ${error.attempts ?? 1} time(s): the shield zone of pull zone ${pullZoneId} is not ready yet. Try again later or raise max-attempts.`,
          { kind: 'http', request: error.request, status: 202, attempts: error.attempts, errorKey: error.errorKey },
        );
      }
      throw error;
    }
  }

  search(query: SearchQuery): Promise<HttpResult<SearchPage>> {
    return this.#transport.send({
      method: 'GET',
      path: endpoints.search(),
      query: { search: query.search, from: query.from, size: query.size },
      schema: SearchPage,
      repeatSafe: true,
      okStatuses: [200],
    });
  }
}

export { ApiError };
