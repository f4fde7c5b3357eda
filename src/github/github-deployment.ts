import { readFileSync } from 'node:fs';
import type { DeploymentSettings } from '../inputs/deployment-settings.ts';
import { InputError } from '../inputs/inputs.ts';
import { readProxySettings } from '../inputs/proxy-settings.ts';
import type { ActionLog } from '../runner/action-log.ts';
import { inline } from '../runner/untrusted-text.ts';
import { USER_AGENT } from '../runner/version.ts';
import { githubApiUrl, runUrl } from './pull-request-comment.ts';
import type { DeploymentApi } from './deployment-api.ts';

/** What the step knows when it starts, for its Deployment. */
export interface DeploymentRequest {
  settings: DeploymentSettings;
  operation: string;
  token: string | undefined;
  timeoutMs: number;
  dryRun: boolean;
}

export interface DeploymentContext {
  env: NodeJS.ProcessEnv;
  log: ActionLog;
  out: { readonly secrets: { add(value: string): void } };
}

/** The step's Deployment once started: `finish` records how the step ended. Never throws. */
export interface DeploymentTracker {
  finish(failed: boolean, url: string | undefined): Promise<void>;
}

const NOTHING: DeploymentTracker = { finish: async () => {} };

/**
 * The commit a Deployment is of: a pull request's head (GitHub lists a deployment on the pull
 * request whose head it is; GITHUB_SHA of a pull_request run is a merge commit no one sees),
 * else GITHUB_SHA.
 */
function deployedCommit(env: NodeJS.ProcessEnv): string | undefined {
  const path = env['GITHUB_EVENT_PATH'];
  if (path && ['pull_request', 'pull_request_target'].includes(env['GITHUB_EVENT_NAME'] ?? '')) {
    try {
      const payload = JSON.parse(readFileSync(path, 'utf8')) as { pull_request?: { head?: { sha?: unknown } } };
      const head = payload.pull_request?.head?.sha;
      if (typeof head === 'string' && /^[0-9a-f]{40}$/i.test(head)) return head;
    } catch {
      // The event file is the comment's concern; GITHUB_SHA still names the run's commit.
    }
  }
  return env['GITHUB_SHA'] || undefined;
}

/** What to check for each way GitHub refuses; the step's own result is never touched. */
function refusalHint(status: number | undefined): string {
  if (status === undefined) return 'GitHub did not answer';
  if (status === 401) return 'the github-token was refused: it has expired, or it is not a GitHub token';
  if (status === 403) {
    return 'the token may not write deployments: the job needs permissions: deployments: write (a pull_request run from a fork gets a read-only token)';
  }
  if (status === 404) return 'the token cannot see the repository or the deployment (on GitHub Enterprise Server, check GITHUB_API_URL)';
  if (status >= 500) return 'GitHub failed';
  return 'GitHub refused the request';
}

/**
 * Starts the step's GitHub Deployment (`deploy`: created, then `in_progress`) or prepares
 * closing the preview's (`close`, at the end). Anything that stops it is a warning: the
 * deployment reports the step, it never decides it. @actions/github is loaded here only.
 */
export async function trackDeployment(request: DeploymentRequest, context: DeploymentContext): Promise<DeploymentTracker> {
  const { log, env } = context;
  const { settings } = request;
  const say = (message: string) => log.warning(`github-deployment: ${message}. The step's own result stands.`);
  if (request.dryRun) {
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
  const apiUrl = githubApiUrl(env);
  if (typeof apiUrl === 'string') {
    say(`no deployment written: ${apiUrl}`);
    return NOTHING;
  }
  let proxy;
  try {
    proxy = readProxySettings(env, apiUrl);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    say(`no deployment written: ${error.message}`);
    return NOTHING;
  }
  for (const part of proxy?.credentials ?? []) context.out.secrets.add(part);
  const [{ DeploymentApi, DeploymentError }, { openConnection }] = await Promise.all([
    import('./deployment-api.ts'),
    import('../http/connections.ts'),
  ]);
  const connection = openConnection(env, apiUrl, { proxy: proxy ?? null });
  const { dispatcher } = connection;
  const api: DeploymentApi = new DeploymentApi({
    owner,
    repo,
    token: request.token,
    apiUrl: apiUrl.href,
    dispatcher,
    timeoutMs: request.timeoutMs,
    userAgent: USER_AGENT,
    debug: (message) => log.debug(inline(message, 300)),
  });
  const logUrl = runUrl(env);
  const environment = settings.environment;
  const failure = (what: string, error: unknown) => {
    const status = error instanceof DeploymentError ? error.status : undefined;
    say(`${what} failed (${status ?? 'no answer'}: ${inline((error as Error).message, 300)}); ${refusalHint(status)}`);
  };
  const close = () => connection.close().catch(() => {});

  if (settings.mode === 'close') {
    return {
      async finish(failed) {
        try {
          if (failed) {
            log.info(
              `github-deployment: the deployments of ${inline(environment, 200)} stay as they are, since the preview was not removed.`,
            );
            return;
          }
          const marked = await api.deactivateAll(environment, logUrl);
          log.info(`github-deployment: marked ${marked} deployment(s) of ${inline(environment, 200)} inactive.`);
        } catch (error) {
          failure(`marking the deployments of ${inline(environment, 200)} inactive`, error);
        } finally {
          await close();
        }
      },
    };
  }

  const ref = deployedCommit(env);
  if (ref === undefined) {
    await close();
    say('no deployment written: GITHUB_SHA is not set, so the commit deployed is unknown');
    return NOTHING;
  }
  let id: number;
  try {
    id = await api.create({ ref, environment, transient: settings.transient, description: `bunny.net ${request.operation}` });
  } catch (error) {
    failure(`creating a deployment of ${inline(environment, 200)}`, error);
    await close();
    return NOTHING;
  }
  try {
    await api.status(id, { state: 'in_progress', logUrl });
    log.info(`github-deployment: deployment ${id} of ${ref.slice(0, 12)} to ${inline(environment, 200)} is in progress.`);
  } catch (error) {
    failure(`setting deployment ${id} in_progress`, error);
  }
  return {
    async finish(failed, url) {
      try {
        const environmentUrl = url && /^https?:\/\//.test(url) ? url : undefined;
        await api.status(id, { state: failed ? 'failure' : 'success', logUrl, environmentUrl });
        log.info(`github-deployment: deployment ${id} of ${inline(environment, 200)}: ${failed ? 'failure' : 'success'}.`);
        if (!failed) {
          const replaced = await api.deactivateReplaced(environment, id, logUrl);
          if (replaced.length > 0) log.info(`github-deployment: marked the deployment(s) it replaced inactive: ${replaced.join(', ')}.`);
        }
      } catch (error) {
        failure(`recording the end of deployment ${id}`, error);
      } finally {
        await close();
      }
    },
  };
}
