/*
 * The emulator's own read models, one file per area of the API, written from the OpenAPI
 * documents (see common.ts for how they were read). Nothing here comes from src/:
 * the action's models are what these check, through `npm run contract`.
 */
export { AcceptedResult, GetShieldZoneResponse } from './shield.ts';
export { Application, ContainerRegistry, Overview } from './mc.ts';
export { DnsRecordModel, DnsZoneModel, GetUserAuditLogResponse, SearchResultsModel } from './core.ts';
export {
  EdgeScriptCodeModel,
  EdgeScriptModel,
  EdgeScriptReleaseModel,
  EdgeScriptReleasePage,
  EdgeScriptSecretModel,
  EdgeScriptVariableModel,
  ListEdgeScriptSecretsModel,
} from './compute.ts';
export { PullZoneModel } from './pull-zone.ts';
