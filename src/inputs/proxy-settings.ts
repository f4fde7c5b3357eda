import { ProxySettingError, type ProxyRoute } from '../http/proxy.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { InputError } from './inputs.ts';

/** The step's route to `target`, decided now (its credentials masked), with a bad variable as an input problem. */
export function readProxyRoute(http: StepConnections, target: URL): ProxyRoute | undefined {
  try {
    return http.routeFor(target);
  } catch (error) {
    if (error instanceof ProxySettingError) throw new InputError(error.variable, error.message);
    throw error;
  }
}
