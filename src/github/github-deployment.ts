import type { DeploymentSettings } from '../inputs/deployment-settings.ts';
import { inline } from '../runner/untrusted-text.ts';
import type { GitHubContext } from './octokit.ts';
import { githubApiUrl, githubSaid, refusalHint } from './pull-request-comment.ts';
import { runUrl } from '../runner/workflow-links.ts';
import type { DeploymentApi } from './deployment-api.ts';
import { deployedCommit } from './deployed-commit.ts';
import { deploymentTarget } from './deployment-task.ts';
import type { PullRequestTarget } from '../runner/run-event.ts';
import { PAST_GRACE, within } from '../runner/cancel.ts';

/** What the step knows when it starts, for its Deployment. */
export interface DeploymentRequest {
  settings: DeploymentSettings;
  operation: string;
  token: string | undefined;
  /** The run's pull request, once found (on workflow_run, asked of GitHub): its head commit is what a preview deploys. */
  pullRequest: PullRequestTarget | undefined;
  /** The step's inputs as given, for what went live (promote-site's deploy-id, update-app's image tags). */
  readInput: (name: string) => string | undefined;
}

/** How the step ended, as its Deployment records it. */
interface StepEnding {
  failed: boolean;
  /** The step's outputs as set: `url` is the environment's address; remove-site-preview's `removed` says a read after its writes shows the preview's rules gone. */
  outputs: ReadonlyMap<string, string>;
  /**
   * Why a step that succeeded put nothing live, when the operation said so (an application that
   * is not deployed): its Deployment ends `inactive` and marks none it would have replaced, since
   * what is live is still the earlier one. A failure stays a failure.
   */
  nothingLive: string | undefined;
  /** Refused because its pull request is closed: the close cleared the preview's environment, so even failed it ends `inactive`. */
  pullRequestClosed: boolean;
}

/** The step's Deployment once started: `finish` records how the step ended. Never throws. */
export interface DeploymentTracker {
  /** `cutoff`: when a cancelled step's final part must end; a status not written by then is left as it is. */
  finish(ending: StepEnding, cutoff?: AbortSignal): Promise<void>;
}

const NOTHING: DeploymentTracker = { finish: async () => {} };

/**
 * Starts the step's GitHub Deployment (`deploy`: created, then `in_progress`) or prepares
 * closing the preview's (`close`, at the end). Anything that stops it is a warning: the
 * deployment reports the step, it never decides it. @actions/github is loaded here only.
 */
export async function trackDeployment(request: DeploymentRequest, context: GitHubContext): Promise<DeploymentTracker> {
  const { log, env } = context;
  const { settings } = request;
  const say = (message: string) => log.warning(`github-deployment: ${message}. The step's own result stands.`);
  if (context.settings.dryRun) {
    log.info('github-deployment: nothing is written in a dry run, which sends nothing.');
    return NOTHING;
  }
  if (request.token === undefined) {
    say('no deployment written: github-token is empty; leave it at its default (the job token, with permissions: deployments: write)');
    return NOTHING;
  }
  const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!owner || !repo || rest.length > 0) {
    say('no deployment written: GITHUB_REPOSITORY is not set as owner/name');
    return NOTHING;
  }
  const apiUrl = githubApiUrl(env, context.http);
  if (typeof apiUrl === 'string') {
    say(`no deployment written: ${apiUrl}`);
    return NOTHING;
  }
  const [{ DeploymentApi }, { GitHubError }] = await Promise.all([import('./deployment-api.ts'), import('./octokit.ts')]);
  const api: DeploymentApi = new DeploymentApi({ context, token: request.token, apiUrl, prefix: 'github-deployment: ', owner, repo });
  const logUrl = runUrl(env);
  // A preview's environment is named after its hostname, {pr} filled in as the operation filled it in.
  const number = request.pullRequest?.number;
  const environment = number === undefined ? settings.environment : settings.environment.replaceAll('{pr}', String(number));
  const why = (error: unknown) => {
    const status = error instanceof GitHubError ? error.status : undefined;
    const hint = refusalHint(
      status,
      {
        403: 'the token may not write deployments: the job needs permissions: deployments: write (a pull_request run from a fork gets a read-only token)',
        404: 'the token cannot see the repository or the deployment (on GitHub Enterprise Server, check GITHUB_API_URL)',
        failed: 'GitHub failed',
      },
      error instanceof GitHubError ? error.rateLimit : undefined,
    );
    return `${githubSaid(status, error, log)}; ${hint}`;
  };
  const failure = (what: string, error: unknown) => say(`${what} failed ${why(error)}`);
  if (settings.mode === 'close') {
    return {
      async finish({ failed, outputs }, cutoff) {
        // The rule is removed before the purge: a purge that fails after it leaves no preview to view.
        const removed = outputs.get('removed') === 'true';
        if (failed && !removed) {
          log.info(
            `github-deployment: the deployments of ${inline(environment, 200)} stay as they are, since the preview was not removed.`,
          );
          return;
        }
        const why = failed ? "the preview's rule is removed, though the purge of its cached pages failed: " : '';
        try {
          const marked = await within(cutoff, api.deactivateAll(environment, logUrl));
          if (marked === undefined) {
            say(`the deployments of ${inline(environment, 200)} are left as they are: marking them inactive did not end ${PAST_GRACE}`);
            return;
          }
          log.info(`github-deployment: ${why}marked ${marked} deployment(s) of ${inline(environment, 200)} inactive.`);
        } catch (error) {
          failure(`marking the deployments of ${inline(environment, 200)} inactive`, error);
        }
      },
    };
  }

  const deployed = await deployedCommit({ ...request, env });
  if (deployed.note) log.info(`github-deployment: ${deployed.note}`);
  const ref = deployed.sha;
  if (ref === undefined) {
    say('no deployment written: GITHUB_SHA is not set, so the commit deployed is unknown');
    return NOTHING;
  }
  const target = deploymentTarget(request.operation, request.readInput);
  let id: number;
  try {
    const description = `bunny.net ${request.operation}${deployed.what ? ` of ${deployed.what}` : ''}`.slice(0, 140);
    id = await api.create({ ref, environment, task: target.task, transient: settings.transient, description });
  } catch (error) {
    failure(`creating a deployment of ${inline(environment, 200)}`, error);
    return NOTHING;
  }
  try {
    await api.status(id, { state: 'in_progress', logUrl });
    log.info(`github-deployment: deployment ${id} of ${ref.slice(0, 12)} to ${inline(environment, 200)} is in progress.`);
  } catch (error) {
    failure(`setting deployment ${id} in_progress`, error);
  }
  return {
    async finish({ failed, outputs, nothingLive, pullRequestClosed }, cutoff) {
      // A closed pull request's environment was cleared by its close: a failure there would be a Deployment of no preview.
      const reason = pullRequestClosed ? 'its pull request is closed' : failed ? undefined : nothingLive;
      const state = reason !== undefined ? 'inactive' : failed ? 'failure' : 'success';
      const url = outputs.get('url');
      const environmentUrl = url && /^https?:\/\//.test(url) ? url : undefined;
      try {
        if (
          !(await within(
            cutoff,
            api.status(id, { state, logUrl, environmentUrl }).then(() => true),
          ))
        ) {
          say(
            `deployment ${id} of ${inline(environment, 200)} is left in_progress: recording ${state} did not end ${PAST_GRACE}. A later run of this environment replaces it`,
          );
          return;
        }
      } catch (error) {
        say(
          `deployment ${id} of ${inline(environment, 200)} is left in_progress: recording ${state} failed after ${api.lastAttempts} attempt(s) ${why(error)}. A later run of this environment replaces it`,
        );
        return;
      }
      const since = reason === undefined ? '' : `, since ${reason}`;
      log.info(`github-deployment: deployment ${id} of ${inline(environment, 200)}: ${state}${since}.`);
      if (state !== 'success') return;
      try {
        const replaced = await api.deactivateReplaced(environment, target, id, logUrl);
        if (replaced.length > 0) log.info(`github-deployment: marked the deployment(s) it replaced inactive: ${replaced.join(', ')}.`);
      } catch (error) {
        failure(`marking the deployments deployment ${id} replaced inactive`, error);
      }
    },
  };
}
