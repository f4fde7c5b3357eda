import { ProxySettingError, type ProxyRoute } from '../http/proxy.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { InputError } from './inputs.ts';

/** A proxy variable that cannot be used, as the step's input problem; any other error as it is. */
export const asInputProblem = (error: unknown): unknown =>
  error instanceof ProxySettingError ? new InputError(error.variable, error.message) : error;

/** The step's route to `target`, decided now (its credentials masked), with a bad variable as an input problem. */
export function readProxyRoute(http: StepConnections, target: URL): ProxyRoute | undefined {
  try {
    return http.routeFor(target);
  } catch (error) {
    throw asInputProblem(error);
  }
}
