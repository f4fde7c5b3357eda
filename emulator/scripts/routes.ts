import type { z } from 'zod';
import { apiError, issueField, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { PublishEdgeScriptModel, UpdateEdgeScriptCodeModel } from './schemas.ts';
import type { Script } from './state.ts';
import { variableView } from '../variables/state.ts';
import { scriptHost } from './runtime.ts';

function validationError(error: z.core.$ZodError): ApiResponse {
  const issue = error.issues[0];
  return apiError(400, 'validation_error', issue ? issueField(issue) : null, issue?.message ?? 'Invalid request');
}

function findScript(ctx: RouteContext): Script | undefined {
  const id = parseId(ctx.param('id'));
  return id === null ? undefined : ctx.state.scripts.get(id);
}

/** EdgeScriptModel, every documented member (DeploymentKey too: a client must not print it). */
function script(ctx: RouteContext): ApiResponse {
  const found = findScript(ctx);
  if (!found) return noBody(404);
  const host = scriptHost(found);
  const variables = [...found.variables.values()].map(variableView);
  return json(200, {
    Id: found.Id,
    Name: found.Name,
    LastModified: new Date().toISOString(),
    ScriptType: 1,
    CurrentReleaseId: found.currentReleaseId,
    // A script with none may answer null (the spec makes it nullable): the default, as the harsher reading.
    EdgeScriptVariables: variables.length === 0 && ctx.state.variables.behaviour.emptyList === 'null' ? null : variables,
    Deleted: false,
    LinkedPullZones: found.linkedPullZones.flatMap((id) => {
      const zone = ctx.state.pullZones.get(id);
      return zone ? [{ Id: zone.Id, PullZoneName: zone.Name, DefaultHostname: zone.Hostname }] : [];
    }),
    Integration: null,
    DefaultHostname: `${host}.b-cdn.net`,
    SystemHostname: `${host}.bunny.run`,
    DeploymentKey: found.deploymentKey,
    RepositoryId: found.linkedRepository === null ? null : 4_200_000 + found.Id,
    IntegrationId: found.linkedRepository === null ? null : 77,
    MonthlyCost: 0,
    MonthlyRequestCount: 0,
    MonthlyCpuTime: 0,
  });
}

/** EdgeScriptCodeModel: the saved code, which the next plain publish ships. */
function code(ctx: RouteContext): ApiResponse {
  const found = findScript(ctx);
  if (!found) return noBody(404);
  return json(200, { Code: found.code, LastModified: new Date().toISOString() });
}

function saveCode(ctx: RouteContext): ApiResponse {
  const parsed = UpdateEdgeScriptCodeModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const id = parseId(ctx.param('id'));
  if (id === null || !ctx.state.saveCode(id, parsed.data.Code ?? '')) return noBody(404);
  return noBody(204);
}

/**
 * The spec declares a `uuid` path parameter here that the path does not have: nothing demands it.
 * The body is optional: the platform's own deploy action publishes with none (with DeploymentKey,
 * GithubToken or AccessKey alike), and a release so published has no note.
 */
function publish(ctx: RouteContext): ApiResponse {
  const parsed = PublishEdgeScriptModel.safeParse(ctx.body ?? {});
  if (!parsed.success) return validationError(parsed.error);
  const found = findScript(ctx);
  if (!found) return noBody(404);
  if (found.code === '') return apiError(400, 'edgescript.no_code', null, 'The script has no active code.');
  ctx.state.publish(found.Id, parsed.data.Note ?? null);
  return noBody(204);
}

function republish(ctx: RouteContext): ApiResponse {
  const parsed = PublishEdgeScriptModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const found = findScript(ctx);
  if (!found) return noBody(404);
  const release = ctx.state.republish(found.Id, ctx.param('uuid'), parsed.data.Note ?? null);
  return release ? noBody(204) : noBody(404);
}

/** POST deploymentKey/rotate: a new key, which a read gives back; the old one stops working at once. 204, no body. */
function rotateDeploymentKey(ctx: RouteContext): ApiResponse {
  const found = findScript(ctx);
  if (!found) return noBody(404);
  ctx.state.edgeScripts.rotateDeploymentKey(found.Id);
  return noBody(204);
}

export const scriptRoutes: Route[] = [
  { method: 'POST', pattern: '/compute/script/:id/deploymentKey/rotate', area: 'core', handle: rotateDeploymentKey },
  { method: 'GET', pattern: '/compute/script/:id', area: 'core', handle: script },
  { method: 'GET', pattern: '/compute/script/:id/code', area: 'core', handle: code },
  // The two requests a script's deployment key or a GitHub OIDC token may make (and no other).
  { method: 'POST', pattern: '/compute/script/:id/code', area: 'core', jsonBody: true, scriptCredential: true, handle: saveCode },
  { method: 'POST', pattern: '/compute/script/:id/publish', area: 'core', jsonBody: 'optional', scriptCredential: true, handle: publish },
  { method: 'POST', pattern: '/compute/script/:id/publish/:uuid', area: 'core', jsonBody: true, handle: republish },
];
