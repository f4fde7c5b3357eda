import { AddApplicationRequest } from './schemas.ts';
import { deployApp, overview, patchContainer, readModel, registryReadModel, replaceApp, resolveDigest } from './state.ts';
import { ImageDigestRequest, PatchContainerRequest } from './container-schemas.ts';
import { issueField, json, noBody, problem, problemWithErrors, type ApiResponse } from '../http.ts';
import type { Route, RouteContext } from '../router.ts';

function updateApp(ctx: RouteContext): ApiResponse {
  const appId = ctx.param('appId');
  const parsed = AddApplicationRequest.safeParse(ctx.body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ message: issue.message, field: issueField(issue) }));
    return problemWithErrors(
      400,
      'One or more validation errors occurred.',
      `The application configuration has ${errors.length} error(s).`,
      ctx.path,
      errors,
      appId,
    );
  }
  const app = ctx.state.apps.get(appId);
  if (!app) return problem(404, `Application '${appId}' was not found.`, ctx.path);
  // What the client sent, not what zod made of it: a test wants to see the wire form.
  replaceApp(app, ctx.body as Record<string, unknown>);
  // A new CDN endpoint got a pull zone: it can be purged like any other.
  ctx.state.addAppPullZones();
  return json(200, { id: app.id });
}

function invalid(
  ctx: RouteContext,
  issues: ReadonlyArray<Parameters<typeof issueField>[0] & { message: string }>,
  id: string | null,
): ApiResponse {
  const errors = issues.map((issue) => ({ message: issue.message, field: issueField(issue) }));
  return problemWithErrors(
    400,
    'One or more validation errors occurred.',
    `The request has ${errors.length} error(s).`,
    ctx.path,
    errors,
    id,
  );
}

function patchApp(ctx: RouteContext): ApiResponse {
  const appId = ctx.param('appId');
  const parsed = PatchContainerRequest.safeParse(ctx.body);
  if (!parsed.success) return invalid(ctx, parsed.error.issues, appId);
  const app = ctx.state.apps.get(appId);
  if (!app) return problem(404, `Application '${appId}' was not found.`, ctx.path);
  const template = patchContainer(app, ctx.param('containerId'), ctx.body as Record<string, unknown>);
  if (!template) return problem(404, `Container '${ctx.param('containerId')}' was not found.`, ctx.path);
  return json(200, template);
}

function imageDigest(ctx: RouteContext): ApiResponse {
  const parsed = ImageDigestRequest.safeParse(ctx.body);
  if (!parsed.success) return invalid(ctx, parsed.error.issues, null);
  if (!ctx.state.containers.digestRegistryKnown(parsed.data.registryId)) {
    // The document names "dockerhub", "github" or a private registry id; a public entry's id is neither.
    return problemWithErrors(
      422,
      'Unprocessable entity.',
      `Registry '${parsed.data.registryId}' cannot be used here: give "dockerhub", "github", or the id of a private registry.`,
      ctx.path,
      [{ field: 'registryId', message: 'Unknown registry.' }],
      null,
    );
  }
  ctx.state.digestReads += 1;
  return json(200, resolveDigest(ctx.state.containers.account, parsed.data.imageNamespace, parsed.data.imageName, parsed.data.tag));
}

function getRegistry(ctx: RouteContext): ApiResponse {
  const registry = ctx.state.containers.registries.get(ctx.param('registryId'));
  if (!registry) return problem(404, `Container registry '${ctx.param('registryId')}' was not found.`, ctx.path);
  return json(200, registryReadModel(registry, ctx.state.containers.publicRegistryIsPublic));
}

function deploy(ctx: RouteContext): ApiResponse {
  const app = ctx.state.apps.get(ctx.param('appId'));
  if (!app) return problem(404, `Application '${ctx.param('appId')}' was not found.`, ctx.path);
  deployApp(app);
  return noBody(204);
}

function getApp(ctx: RouteContext): ApiResponse {
  const app = ctx.state.apps.get(ctx.param('appId'));
  if (!app) return problem(404, `Application '${ctx.param('appId')}' was not found.`, ctx.path);
  return json(200, readModel(app));
}

function getOverview(ctx: RouteContext): ApiResponse {
  const app = ctx.state.apps.get(ctx.param('appId'));
  if (!app) return problem(404, `Application '${ctx.param('appId')}' was not found.`, ctx.path);
  return json(200, overview(app));
}

export const appRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: '/mc/apps/:appId',
    area: 'mc',
    jsonBody: true,
    extraContentTypes: /^(text\/json|application\/[\w.+-]+\+json)$/,
    handle: updateApp,
  },
  { method: 'GET', pattern: '/mc/apps/:appId', area: 'mc', handle: getApp },
  { method: 'GET', pattern: '/mc/apps/:appId/overview', area: 'mc', handle: getOverview },
  { method: 'PATCH', pattern: '/mc/apps/:appId/containers/:containerId', area: 'mc', jsonBody: true, handle: patchApp },
  { method: 'POST', pattern: '/mc/apps/:appId/deploy', area: 'mc', handle: deploy },
  { method: 'POST', pattern: '/mc/registries/digest', area: 'mc', jsonBody: true, handle: imageDigest },
  { method: 'GET', pattern: '/mc/registries/:registryId', area: 'mc', handle: getRegistry },
];
