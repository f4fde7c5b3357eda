import type { z } from 'zod';
import { apiError, issueField, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import type { Script } from '../scripts/state.ts';
import { sharedName, upsertTarget, variableView, type StoredVariable } from './state.ts';
import { AddEdgeScriptVariableModel, UpdateEdgeScriptVariableModel, UpsertEdgeScriptVariableModel } from './schemas.ts';

/*
 * An Edge Script's variables (compute.json, tag "Variable"). The list has no route of its own:
 * GET /compute/script/{id} carries it as EdgeScriptVariables (scripts/routes.ts). Every write
 * goes through `state.variables.change`: the API answers at once, the running script sees it later.
 */

function validationError(error: z.core.$ZodError): ApiResponse {
  const issue = error.issues[0];
  return apiError(400, 'validation_error', issue ? issueField(issue) : null, issue?.message ?? 'Invalid variable');
}

function findScript(ctx: RouteContext): Script | undefined {
  const id = parseId(ctx.param('id'));
  return id === null ? undefined : ctx.state.scripts.get(id);
}

/** A variable may not take a secret's name: names are one namespace a script. */
function nameTaken(ctx: RouteContext, script: Script, name: string): ApiResponse | undefined {
  if (script.variables.has(name)) return undefined;
  const secret = sharedName(name, script.secrets.keys(), ctx.state.variables.behaviour);
  return secret === undefined
    ? undefined
    : apiError(
        400,
        'edgescript.name_taken',
        'Name',
        `A secret named ${secret} already exists on this script: a variable cannot have its name.`,
      );
}

function findVariable(ctx: RouteContext): { script: Script; variable: StoredVariable } | undefined {
  const script = findScript(ctx);
  const variableId = parseId(ctx.param('variableId'));
  const variable = script && [...script.variables.values()].find((v) => v.Id === variableId);
  return script && variable ? { script, variable } : undefined;
}

/** 200 with the variable when it was created; 204 with nothing to read when one of that name was updated. */
function upsert(ctx: RouteContext): ApiResponse {
  const parsed = UpsertEdgeScriptVariableModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const script = findScript(ctx);
  if (!script) return noBody(404);
  const { Name, Required, DefaultValue } = parsed.data;
  const taken = nameTaken(ctx, script, Name);
  if (taken) return taken;
  const variables = ctx.state.variables;
  variables.writes.push({ scriptId: script.Id, Name, how: 'upsert' });
  // A name the script holds in another case updates that variable, which keeps its own name (behaviour.upsertNames).
  const existing = upsertTarget(Name, script.variables, variables.behaviour.upsertNames);
  if (existing) {
    variables.change(script.Id, () => {
      existing.DefaultValue = DefaultValue ?? null;
      if (Required !== null && Required !== undefined) existing.Required = Required;
      else if (variables.behaviour.omittedRequired === 'reset') existing.Required = false;
      existing.writes += 1;
    });
    return noBody(204);
  }
  const created: StoredVariable = {
    Id: variables.nextId++,
    Name,
    Required: Required ?? false,
    DefaultValue: DefaultValue ?? null,
    writes: 1,
  };
  variables.change(script.Id, () => script.variables.set(Name, created));
  return json(200, variableView(created));
}

/** A second add of a name the script has is refused: add never updates. */
function add(ctx: RouteContext): ApiResponse {
  const parsed = AddEdgeScriptVariableModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const script = findScript(ctx);
  if (!script) return noBody(404);
  const { Name, Required, DefaultValue } = parsed.data;
  if (script.variables.has(Name)) return apiError(400, 'edgescript.variable.exists', 'Name', `A variable named ${Name} already exists.`);
  const taken = nameTaken(ctx, script, Name);
  if (taken) return taken;
  const variables = ctx.state.variables;
  variables.writes.push({ scriptId: script.Id, Name, how: 'add' });
  const created: StoredVariable = { Id: variables.nextId++, Name, Required, DefaultValue: DefaultValue ?? null, writes: 1 };
  variables.change(script.Id, () => script.variables.set(Name, created));
  return json(200, variableView(created));
}

function read(ctx: RouteContext): ApiResponse {
  const found = findVariable(ctx);
  return found ? json(200, variableView(found.variable)) : noBody(404);
}

/** Members left out (or null) stay as they are: this model names no variable, only what changes. */
function update(ctx: RouteContext): ApiResponse {
  const parsed = UpdateEdgeScriptVariableModel.safeParse(ctx.body);
  if (!parsed.success) return validationError(parsed.error);
  const found = findVariable(ctx);
  if (!found) return noBody(404);
  const { variable, script } = found;
  const { DefaultValue, Required } = parsed.data;
  ctx.state.variables.change(script.Id, () => {
    if (DefaultValue !== undefined) variable.DefaultValue = DefaultValue;
    if (Required !== undefined && Required !== null) variable.Required = Required;
    variable.writes += 1;
  });
  ctx.state.variables.writes.push({ scriptId: script.Id, Name: variable.Name, how: 'update' });
  return json(200, variableView(variable));
}

/** 204 once deleted; 404 when the script or the variable does not exist (a second delete gets it). */
function remove(ctx: RouteContext): ApiResponse {
  const found = findVariable(ctx);
  if (!found) return noBody(404);
  ctx.state.variables.change(found.script.Id, () => found.script.variables.delete(found.variable.Name));
  ctx.state.variables.deleted.push({ scriptId: found.script.Id, Id: found.variable.Id, Name: found.variable.Name });
  return noBody(204);
}

export const variableRoutes: Route[] = [
  { method: 'PUT', pattern: '/compute/script/:id/variables', area: 'core', jsonBody: true, handle: upsert },
  { method: 'POST', pattern: '/compute/script/:id/variables/add', area: 'core', jsonBody: true, handle: add },
  { method: 'GET', pattern: '/compute/script/:id/variables/:variableId', area: 'core', handle: read },
  { method: 'POST', pattern: '/compute/script/:id/variables/:variableId', area: 'core', jsonBody: true, handle: update },
  { method: 'DELETE', pattern: '/compute/script/:id/variables/:variableId', area: 'core', handle: remove },
];
