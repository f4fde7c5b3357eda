import { EdgeScriptUpdateSecretModel, EdgeScriptUpsertSecretModel, type EdgeScriptSecretModel } from './schemas.ts';
import { apiError, issueField, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import type { Script } from '../scripts/state.ts';
import type { StoredSecret } from './state.ts';
import { sharedName, upsertTarget } from '../variables/state.ts';
import type { z } from 'zod';

function validationError(error: z.core.$ZodError): ApiResponse {
  const issue = error.issues[0];
  return apiError(400, 'validation_error', issue ? issueField(issue) : null, issue?.message ?? 'Invalid secret');
}

function findScript(ctx: RouteContext): Script | undefined {
  const id = parseId(ctx.param('id'));
  return id === null ? undefined : ctx.state.scripts.get(id);
}

/** The response never carries the value: it is write-only. */
function view(secret: StoredSecret): EdgeScriptSecretModel {
  return { Id: secret.Id, Name: secret.Name, LastModified: secret.LastModified };
}

function upsert(ctx: RouteContext): ApiResponse {
  const parsed = EdgeScriptUpsertSecretModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  // The model lets Name be null; a secret without a name cannot be matched or created.
  const { Name } = parsed.data;
  if (Name === null || Name === undefined) return apiError(400, 'validation_error', 'Name', 'The Name field is required.');
  const script = findScript(ctx);
  if (!script) return noBody(404);

  // Secret is nullable in the model: a null value is stored as empty.
  const Secret = parsed.data.Secret ?? '';
  const now = new Date().toISOString();
  // A name the script holds in another case updates that secret, which keeps its own name (behaviour.upsertNames).
  const existing = upsertTarget(Name, script.secrets, ctx.state.secrets.behaviour.upsertNames);
  // Names are one namespace a script: a secret may not take a variable's name.
  const variable = script.secrets.has(Name) ? undefined : sharedName(Name, script.variables.keys(), ctx.state.variables.behaviour);
  if (variable !== undefined)
    return apiError(
      400,
      'edgescript.name_taken',
      'Name',
      `A variable named ${variable} already exists on this script: a secret cannot have its name.`,
    );
  if (existing) {
    existing.Value = Secret;
    existing.LastModified = now;
    existing.writes += 1;
    // The real API answers an update through upsert with 204 and nothing to read.
    return noBody(204);
  }
  const created: StoredSecret = { Id: ctx.state.nextSecretId++, Name, Value: Secret, LastModified: now, writes: 1 };
  script.secrets.set(Name, created);
  return json(200, view(created));
}

function update(ctx: RouteContext): ApiResponse {
  const parsed = EdgeScriptUpdateSecretModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const script = findScript(ctx);
  const secretId = parseId(ctx.param('secretId'));
  const secret = script && [...script.secrets.values()].find((s) => s.Id === secretId);
  if (!secret) return noBody(404);

  secret.Value = parsed.data.Secret ?? '';
  secret.LastModified = new Date().toISOString();
  secret.writes += 1;
  return json(200, view(secret));
}

/** ListEdgeScriptSecretsModel: every secret at once (no paging), names and ids, never a value; none may read null. */
function list(ctx: RouteContext): ApiResponse {
  const script = findScript(ctx);
  if (!script) return noBody(404);
  ctx.state.secretListReads += 1;
  const secrets = [...script.secrets.values()].map(view);
  return json(200, { Secrets: secrets.length === 0 && ctx.state.secrets.behaviour.emptyList === 'null' ? null : secrets });
}

/** 204 once deleted; 404 when the script or the secret does not exist (a second delete gets it). */
function remove(ctx: RouteContext): ApiResponse {
  const script = findScript(ctx);
  const secretId = parseId(ctx.param('secretId'));
  const secret = script && [...script.secrets.values()].find((s) => s.Id === secretId);
  if (!script || !secret) return noBody(404);
  script.secrets.delete(secret.Name);
  ctx.state.deletedSecrets.push({ scriptId: script.Id, Id: secret.Id, Name: secret.Name });
  return noBody(204);
}

export const secretRoutes: Route[] = [
  { method: 'GET', pattern: '/compute/script/:id/secrets', area: 'core', handle: list },
  { method: 'PUT', pattern: '/compute/script/:id/secrets', area: 'core', jsonBody: true, handle: upsert },
  { method: 'POST', pattern: '/compute/script/:id/secrets/:secretId', area: 'core', jsonBody: true, handle: update },
  { method: 'DELETE', pattern: '/compute/script/:id/secrets/:secretId', area: 'core', handle: remove },
];
