import { putsDeployLive } from './site-inputs.ts';
import { showValue, type Inputs } from './inputs.ts';
import { OPERATION_INPUTS } from './action-interface.ts';

/** Whether `operation`'s own action declares `input`: github-deployment, or preview-hostname (its environment is then `preview/<host>`). */
const reads = (operation: string, input: string) =>
  (OPERATION_INPUTS as Partial<Record<string, readonly string[]>>)[operation]?.includes(input) === true;

/** GitHub refuses an environment name longer than this. */
const MAX_ENVIRONMENT_LENGTH = 255;

export interface DeploymentSettings {
  /** `deploy`: create a Deployment with statuses; `close`: mark the environment's deployments inactive. */
  mode: 'deploy' | 'close' | undefined;
  environment: string;
  /** A preview's environment: transient, and not production. */
  transient: boolean;
  /** Why a step that was asked for a Deployment records none (it puts nothing live), for the log. */
  skipped?: string;
}

/**
 * github-deployment and github-environment, read only by the operations that take them (their
 * own action.yml declares them; another operation's step never sees them).
 */
export function readDeploymentSettings(inputs: Inputs, operation: string | undefined): DeploymentSettings {
  const off: DeploymentSettings = { mode: undefined, environment: 'production', transient: false };
  if (operation === undefined || !reads(operation, 'github-deployment')) return off;
  const enabled = inputs.boolean('github-deployment', false);
  const named = inputs.line('github-environment');
  if (named !== undefined && named.length > MAX_ENVIRONMENT_LENGTH) {
    inputs.problems.refuse('github-environment', `is ${named.length} characters long; GitHub allows at most ${MAX_ENVIRONMENT_LENGTH}`);
  } else if (named !== undefined && /[\u0000-\u001f\u007f]/.test(named)) {
    inputs.problems.refuse('github-environment', `${showValue(named)} has a control character; an environment name is one line of text`);
  }
  // The operation checks preview-hostname itself; here it only names the environment.
  const host = reads(operation, 'preview-hostname') ? inputs.optional('preview-hostname')?.toLowerCase().replace(/\.$/, '') : undefined;
  const preview = host !== undefined && host !== '';
  // An upload only changes no environment: a Deployment of it would say "live" of what is not, and mark the live one inactive.
  if (enabled && operation === 'deploy-site' && !putsDeployLive(operation, (input) => inputs.raw(input))) {
    return { ...off, skipped: 'no deployment recorded: promote is false, so this step puts nothing live in any environment' };
  }
  return {
    // remove-site-preview takes a preview down: it closes the preview's deployments.
    mode: enabled ? (operation === 'remove-site-preview' ? 'close' : 'deploy') : undefined,
    environment: named ?? (preview ? `preview/${host}` : 'production'),
    transient: preview,
  };
}
