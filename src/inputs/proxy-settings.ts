import { ProxySettingError, proxySettings, type ProxyRoute } from '../http/proxy.ts';
import { InputError } from './inputs.ts';

export { bypassesProxy } from '../http/proxy.ts';
export type ProxySettings = ProxyRoute;

/**
 * The proxy for requests to `target`, or undefined when they go straight there: the HTTP layer's
 * settings of the step (read once from its environment), with a bad variable as an input problem.
 */
export function readProxySettings(env: NodeJS.ProcessEnv, target: URL): ProxySettings | undefined {
  try {
    return proxySettings(env).routeFor(target);
  } catch (error) {
    if (error instanceof ProxySettingError) throw new InputError(error.variable, error.message);
    throw error;
  }
}
