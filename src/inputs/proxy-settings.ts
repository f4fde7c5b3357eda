import { ProxySettingError, proxySettings, type ProxyRoute } from '../http/proxy.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { InputError } from './inputs.ts';

export { bypassesProxy } from '../http/proxy.ts';
export type ProxySettings = ProxyRoute;

/**
 * The proxy for requests to `target`, or undefined when they go straight there: the HTTP layer's
 * settings of the step (read once from its environment), with a bad variable as an input problem.
 */
export function readProxySettings(env: NodeJS.ProcessEnv, target: URL): ProxySettings | undefined {
  return asInputProblem(() => proxySettings(env).routeFor(target));
}

/** The step's route to `target`, decided now (its credentials masked), with a bad variable as an input problem. */
export function readProxyRoute(http: StepConnections, target: URL): ProxySettings | undefined {
  return asInputProblem(() => http.routeFor(target));
}

function asInputProblem(route: () => ProxyRoute | undefined): ProxyRoute | undefined {
  try {
    return route();
  } catch (error) {
    if (error instanceof ProxySettingError) throw new InputError(error.variable, error.message);
    throw error;
  }
}
