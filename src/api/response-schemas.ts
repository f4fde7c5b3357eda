import type * as z from 'zod/mini';
import type { ResponseModel } from './requests.ts';

/**
 * The schema that checks each documented success body, loaded when a request first needs it:
 * zod does its work when a schema is declared, and declaring all of them cost every step about
 * 20 ms before its first request, for the one or two it uses.
 */
export const RESPONSE_SCHEMAS = {
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
  pullZone: () => import('./models/pull-zone.ts').then((m) => m.PullZone),
};

/** The error bodies the platform answers with, read for what they say (error-body.ts). */
export const ERROR_BODY_SCHEMAS = {
  apiErrorData: () => import('./models/api-error-data.ts').then((m) => m.ApiErrorData),
  problemDetails: () => import('./models/api-error-data.ts').then((m) => m.ProblemDetails),
  shieldErrorBody: () => import('./models/api-error-data.ts').then((m) => m.ShieldErrorBody),
};

export type ErrorBodyModel = keyof typeof ERROR_BODY_SCHEMAS;
export type ErrorBody<Model extends ErrorBodyModel> = z.infer<Awaited<ReturnType<(typeof ERROR_BODY_SCHEMAS)[Model]>>>;

/** Fails type-checking when a response model has no schema loader. */
type EveryModel<T extends Record<ResponseModel, () => Promise<z.ZodMiniType>>> = T;

export type ResponseBody<Model extends ResponseModel> = z.infer<Awaited<ReturnType<EveryModel<typeof RESPONSE_SCHEMAS>[Model]>>>;
