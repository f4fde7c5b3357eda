import { z } from 'zod';
import { dateTime, int32, intEnum, upTo } from './common.ts';

/*
 * Edge Scripting read models (`compute.json`): the script, its secrets list, its active
 * release and its release list, and the secret an upsert answers. No member is required;
 * `nullable` as documented. See common.ts for how the documents are read.
 */

/** EdgeScriptVariableModel: an item of EdgeScriptVariables, and the 200 answer of an upsert that created one. */
export const EdgeScriptVariableModel = z.looseObject({
  Id: z.int().optional(),
  Name: z.string().nullish(),
  Required: z.boolean().optional(),
  DefaultValue: z.string().nullish(),
});

/** LinkedPullZone. */
const LinkedPullZone = z.looseObject({
  Id: z.int().optional(),
  PullZoneName: z.string().nullish(),
  DefaultHostname: z.string().nullish(),
});

/** SourceCodeRepositorySettingsModel. */
const SourceCodeRepositorySettingsModel = z.looseObject({
  Id: z.int().nullish(),
  Name: z.string().nullish(),
  Private: z.boolean().optional(),
  TemplateUrl: z.string().nullish(),
});

/** DeployConfigurationModel. */
const DeployConfigurationModel = z.looseObject({
  Branch: z.string().nullish(),
  InstallCommand: z.string().nullish(),
  BuildCommand: z.string().nullish(),
  EntryFile: z.string().nullish(),
  CreateWorkflow: z.boolean().optional(),
});

/** SourceCodeIntegrationModel. */
const SourceCodeIntegrationModel = z.looseObject({
  IntegrationId: z.int().optional(),
  RepositorySettings: SourceCodeRepositorySettingsModel.nullish(),
  DeployConfiguration: DeployConfigurationModel.nullish(),
});

/** EdgeScriptModel: GET /compute/script/{id}. */
export const EdgeScriptModel = z.looseObject({
  Id: z.int().optional(),
  Name: z.string().nullish(),
  LastModified: dateTime.optional(),
  /** EdgeScriptTypes: 0 DNS, 1 CDN, 2 Middleware. */
  ScriptType: intEnum(upTo(2)).optional(),
  /** 0: the script runs its saved code, nothing published. */
  CurrentReleaseId: z.int().optional(),
  EdgeScriptVariables: z.array(EdgeScriptVariableModel).nullish(),
  Deleted: z.boolean().optional(),
  LinkedPullZones: z.array(LinkedPullZone).nullish(),
  Integration: SourceCodeIntegrationModel.nullish(),
  DefaultHostname: z.string().nullish(),
  SystemHostname: z.string().nullish(),
  DeploymentKey: z.string().nullish(),
  RepositoryId: z.int().nullish(),
  IntegrationId: z.int().nullish(),
  /** `format: decimal`. */
  MonthlyCost: z.number().optional(),
  MonthlyRequestCount: z.int().optional(),
  MonthlyCpuTime: z.int().optional(),
});

/** EdgeScriptCodeModel: GET /compute/script/{id}/code, the saved code (additionalProperties false in the document). */
export const EdgeScriptCodeModel = z.strictObject({
  Code: z.string().nullish(),
  LastModified: dateTime.optional(),
});

/** EdgeScriptSecretModel: an item of the list, and the 200 answer of an upsert that created one. No value. */
export const EdgeScriptSecretModel = z.looseObject({
  Id: z.int().optional(),
  Name: z.string().nullish(),
  LastModified: dateTime.optional(),
});

/** ListEdgeScriptSecretsModel: GET /compute/script/{id}/secrets (no paging). */
export const ListEdgeScriptSecretsModel = z.looseObject({
  Secrets: z.array(EdgeScriptSecretModel).nullish(),
});

/** EdgeScriptReleaseModel: GET /compute/script/{id}/releases/active, and an item of the list. */
export const EdgeScriptReleaseModel = z.looseObject({
  Id: z.int().optional(),
  Deleted: z.boolean().optional(),
  /** The whole source of the release. */
  Code: z.string().nullish(),
  /** A short code, not always a UUID. */
  Uuid: z.string().nullish(),
  Note: z.string().nullish(),
  Author: z.string().nullish(),
  AuthorEmail: z.string().nullish(),
  /** Null when published with an API key: only the platform's GitHub integration fills it. */
  CommitSha: z.string().nullish(),
  /** EdgeScriptReleaseStatus: 0 Archived, 1 Live. */
  Status: intEnum(upTo(1)).optional(),
  DateReleased: dateTime.optional(),
  DatePublished: dateTime.optional(),
});

/** PaginationListModelOfEdgeScriptReleaseModel: GET /compute/script/{id}/releases?page=&perPage=. */
export const EdgeScriptReleasePage = z.looseObject({
  Items: z.array(EdgeScriptReleaseModel).nullish(),
  CurrentPage: int32.optional(),
  TotalItems: int32.optional(),
  HasMoreItems: z.boolean().optional(),
});
