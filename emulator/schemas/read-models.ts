/*
 * The emulator's own read models, one file per area of the API, written from the OpenAPI
 * documents (see read-models-common.ts for how they were read). Nothing here comes from src/:
 * the action's models are what these check, through `npm run contract`.
 */
export { AcceptedResult, GetShieldZoneResponse } from './read-models-shield.ts';
export { Application, ContainerRegistry, Overview } from './read-models-mc.ts';
export { DnsRecordModel, DnsZoneModel, GetUserAuditLogResponse, SearchResultsModel } from './read-models-core.ts';
export {
  EdgeScriptModel,
  EdgeScriptReleaseModel,
  EdgeScriptReleasePage,
  EdgeScriptSecretModel,
  EdgeScriptVariableModel,
  ListEdgeScriptSecretsModel,
} from './read-models-compute.ts';
export { PullZoneModel } from './read-models-pull-zone.ts';
