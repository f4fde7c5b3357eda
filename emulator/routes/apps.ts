import { AppConfig } from '../../src/api/models/app-config.ts';
import { issueField, json, problem, problemWithErrors, type ApiResponse } from '../http.ts';
import type { Route, RouteContext } from '../router.ts';

function updateApp(ctx: RouteContext): ApiResponse {
  const appId = ctx.param('appId');
  const parsed = AppConfig.safeParse(ctx.body);
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
  app.config = ctx.body;
  app.updates += 1;
  app.lastUpdated = new Date().toISOString();
  return json(200, { id: app.id });
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
];
