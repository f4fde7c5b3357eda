import type { HttpMethod } from '../src/api/requests.ts';
import { apiError, noBody, problem, problemWithErrors, type ApiResponse } from './http.ts';
import type { EmulatorState } from './state.ts';

/**
 * Which family of the API a route belongs to. It decides the shape of the errors the
 * framework itself produces: core and compute answer 401/415 with no body and 400 with
 * ApiErrorData; Magic Containers and Shield answer with problem details.
 */
type Area = 'core' | 'mc' | 'shield';

export interface RouteContext {
  state: EmulatorState;
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body; only routes with `jsonBody` get one. */
  body: unknown;
  param(name: string): string;
}

export interface Route {
  method: HttpMethod;
  /** `/dnszone/:zoneId/records`: a `:name` segment matches one path segment. */
  pattern: string;
  area: Area;
  /** Parse a JSON body; `optional`: an empty body is allowed (the handler gets undefined). */
  jsonBody?: boolean | 'optional';
  /** Content types accepted besides application/json. */
  extraContentTypes?: RegExp;
  /** The route takes a script-scoped credential (DeploymentKey, GithubToken) for the script of its `:id`, instead of the AccessKey. */
  scriptCredential?: true;
  handle(ctx: RouteContext): ApiResponse;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

export interface IncomingApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  bodyText: string;
}

export class Router {
  readonly #routes: CompiledRoute[];

  constructor(routes: Route[]) {
    this.#routes = routes.map((route) => {
      const names: string[] = [];
      const source = route.pattern
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(segment.slice(1));
          return '([^/]+)';
        })
        .join('/');
      return { ...route, regex: new RegExp(`^${source}$`), names };
    });
  }

  dispatch(request: IncomingApiRequest, state: EmulatorState, apiKey: string): ApiResponse {
    // ASP.NET ignores one trailing slash; so do we, so that it is not what a test trips on.
    const path = request.path.length > 1 ? request.path.replace(/\/$/, '') : request.path;
    const onPath = this.#routes.filter((r) => r.regex.test(path));
    if (onPath.length === 0) return noBody(404);
    const route = onPath.find((r) => r.method === request.method);
    if (!route) return noBody(405, { allow: onPath.map((r) => r.method).join(', ') });

    const match = route.regex.exec(path);
    const params = new Map<string, string>();
    route.names.forEach((name, i) => params.set(name, decodeSegment(match?.[i + 1] ?? '')));

    if (request.headers['accesskey'] !== apiKey && !scriptCredentialAccepted(route, params, request, state)) {
      return route.area === 'core' ? noBody(401) : problem(401, 'A valid AccessKey header is required.', path);
    }

    let body: unknown;
    if (route.jsonBody === 'optional' && request.bodyText.trim() === '') {
      body = undefined;
    } else if (route.jsonBody) {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const accepted = contentType === 'application/json' || (route.extraContentTypes?.test(contentType) ?? false);
      if (!accepted) {
        return route.area === 'core'
          ? noBody(415)
          : problem(415, `Content-Type '${contentType}' is not supported; send application/json.`, path);
      }
      if (request.bodyText.trim() === '') return badBody(route.area, path, 'A non-empty request body is required.');
      try {
        body = JSON.parse(request.bodyText);
      } catch (error) {
        return badBody(route.area, path, `The request body is not valid JSON: ${(error as Error).message}`);
      }
    }

    return route.handle({
      state,
      method: request.method,
      path,
      query: request.query,
      body,
      param: (name) => {
        const value = params.get(name);
        if (value === undefined) throw new Error(`route ${route.pattern} has no parameter ${name}`);
        return value;
      },
    });
  }
}

/** A deployment key or a GitHub OIDC token, on the one route of that script that takes it; everywhere else it is no credential. */
function scriptCredentialAccepted(route: Route, params: Map<string, string>, request: IncomingApiRequest, state: EmulatorState): boolean {
  if (!route.scriptCredential) return false;
  const id = parseId(params.get('id') ?? '');
  return (
    id !== null &&
    state.edgeScripts.acceptsCredential(id, {
      deploymentkey: request.headers['deploymentkey'],
      githubtoken: request.headers['githubtoken'],
    })
  );
}

function badBody(area: Area, path: string, message: string): ApiResponse {
  return area === 'core'
    ? apiError(400, 'validation_error', 'body', message)
    : problemWithErrors(400, 'One or more validation errors occurred.', message, path, [{ message, field: null }], null);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path ids of the core API are integers; anything else does not name a resource. */
export function parseId(text: string): number | null {
  if (!/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
