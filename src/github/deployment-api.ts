import { backoffDelay, DEFAULT_RETRY_TIMING } from '../http/retry-policy.ts';
import { statusLine } from '../http/network-errors.ts';
import { firstLine } from '../http/wording.ts';
import { createOctokit, GitHubError, PER_PAGE, type GitHubContext, type OctokitRequest } from './octokit.ts';
import { DEFAULT_TASK, type DeploymentTarget } from './deployment-task.ts';

/** What the step's Deployment is: its commit, environment, target (`task`) and description. */
interface NewDeployment {
  ref: string;
  environment: string;
  task: string;
  transient: boolean;
  description: string;
}

/** A preview lives for one pull request; more pages than this of its deployments is not a preview. */
const MAX_PAGES = 10;
/** How many of an environment's newest deployments a successful one looks through for the one it replaced. */
const REPLACED_WINDOW = 30;
/** Latest statuses of a deployment that a newer successful one replaces: live, or never finished (as having none). */
const REPLACEABLE = new Set(['success', 'in_progress', 'queued', 'pending']);

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw GitHubError.of(error);
  }
}

export class DeploymentApi {
  readonly #octokit: ReturnType<typeof createOctokit>;
  readonly #where: { owner: string; repo: string };
  readonly #context: GitHubContext;
  readonly #prefix: string;
  #lastAttempts = 0;

  constructor(options: OctokitRequest & { owner: string; repo: string }) {
    this.#octokit = createOctokit({ ...options, onAttempts: (attempts) => (this.#lastAttempts = attempts) });
    this.#where = { owner: options.owner, repo: options.repo };
    this.#context = options.context;
    this.#prefix = options.prefix ?? '';
  }

  /** How many attempts the last request to GitHub took: a warning says how many were made. */
  get lastAttempts(): number {
    return this.#lastAttempts;
  }

  /**
   * Creates a Deployment of `ref`; never merges the default branch in, and waits for no status
   * check. A create that failed on GitHub's side (a 5xx, a lost answer) may have landed: the
   * deployment of this ref and environment with this description and no status yet is this
   * step's (of its target: another target's Deployments share the environment); when GitHub lists none, the create is sent again (up to max-attempts), as any
   * transient failure is, since another create cannot make two; when the list cannot be read,
   * it is not.
   */
  async create(deployment: NewDeployment): Promise<number> {
    const { maxAttempts } = this.#context.settings;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#createOnce(deployment);
      } catch (error) {
        // Refused, or never sent (asked again already, up to max-attempts, by the retry loop every GitHub request goes through).
        if (!(error instanceof GitHubError) || (error.status !== undefined && error.status < 500) || !error.sent) throw error;
        const landed = await this.#unstarted(deployment).catch(() => null);
        if (landed === null) throw error;
        if (landed !== undefined) return landed;
        if (attempt >= maxAttempts) throw error;
        const wait = backoffDelay(attempt, DEFAULT_RETRY_TIMING, Math.random);
        this.#context.log.info(
          `${this.#prefix}GitHub POST /deployments: ${error.status === undefined ? firstLine(error) : statusLine(error.status)} (attempt ${attempt} of ${maxAttempts}); GitHub lists no deployment of it, so it is sent again in ${(wait / 1000).toFixed(1)} s`,
        );
        await this.#context.clock.sleep(wait);
      }
    }
  }

  async #createOnce(deployment: NewDeployment): Promise<number> {
    const { data } = await call(() =>
      this.#octokit.rest.repos.createDeployment({
        ...this.#where,
        ref: deployment.ref,
        task: deployment.task,
        environment: deployment.environment,
        transient_environment: deployment.transient,
        production_environment: !deployment.transient && deployment.environment === 'production',
        auto_merge: false,
        required_contexts: [],
        description: deployment.description,
      }),
    );
    // 202 is GitHub's answer when it merged instead (auto_merge), which is never asked for.
    if (!('id' in data) || typeof data.id !== 'number') throw new GitHubError(202, 'GitHub created no deployment');
    return data.id;
  }

  async #unstarted(deployment: NewDeployment): Promise<number | undefined> {
    for (const found of await this.#listed(deployment.environment, deployment.task)) {
      if (found.ref !== deployment.ref || found.description !== deployment.description) continue;
      if ((await this.#latestState(found.id)) === undefined) return found.id;
    }
    return undefined;
  }

  async status(
    id: number,
    status: { state: 'in_progress' | 'success' | 'failure' | 'inactive'; logUrl?: string | undefined; environmentUrl?: string | undefined },
  ): Promise<void> {
    await call(() =>
      this.#octokit.rest.repos.createDeploymentStatus({
        ...this.#where,
        deployment_id: id,
        state: status.state,
        ...(status.logUrl ? { log_url: status.logUrl } : {}),
        ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
        // The action says itself which deployments are inactive: GitHub's own rule skips production and transient environments.
        auto_inactive: false,
      }),
    );
  }

  /** The newest deployments of `environment` whose task is `task`. */
  async #listed(environment: string, task: string) {
    const { data } = await call(() =>
      this.#octokit.rest.repos.listDeployments({ ...this.#where, environment, task, per_page: REPLACED_WINDOW }),
    );
    return data;
  }

  async #latestState(id: number): Promise<string | undefined> {
    const { data } = await call(() => this.#octokit.rest.repos.listDeploymentStatuses({ ...this.#where, deployment_id: id, per_page: 1 }));
    return data[0]?.state;
  }

  /**
   * The deployments of `environment` that `id` replaced marked inactive: those of its target
   * (its task; another target's in the same environment is still live), or an older version's
   * of this action of the same kind of target (GitHub's default task: it named none), created
   * before it (GitHub's ids grow) whose latest status is `success`, or that a run left unfinished
   * (no final status: a cancelled job, a status GitHub would not take), which the warning then
   * names as replaced by a later run. A newer deployment is never touched: another run's, it may
   * be what is live. A failure stays as it was recorded.
   */
  async deactivateReplaced(environment: string, target: DeploymentTarget, id: number, logUrl: string | undefined): Promise<number[]> {
    const own = target.task === DEFAULT_TASK ? [] : await this.#listed(environment, target.task);
    const earlier = (await this.#listed(environment, DEFAULT_TASK)).filter((deployment) => target.earlier(deployment.description));
    const replaced: number[] = [];
    for (const deployment of [...own, ...earlier]) {
      if (deployment.id >= id) continue;
      const state = await this.#latestState(deployment.id);
      if (state !== undefined && !REPLACEABLE.has(state)) continue;
      await this.status(deployment.id, { state: 'inactive', logUrl });
      replaced.push(deployment.id);
    }
    return replaced;
  }

  /** Every deployment of `environment` not inactive yet marked inactive; how many were. */
  async deactivateAll(environment: string, logUrl: string | undefined): Promise<number> {
    const ids: number[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data } = await call(() =>
        this.#octokit.rest.repos.listDeployments({ ...this.#where, environment, per_page: PER_PAGE, page }),
      );
      ids.push(...data.map((deployment) => deployment.id));
      if (data.length < PER_PAGE) break;
    }
    let marked = 0;
    for (const id of ids) {
      if ((await this.#latestState(id)) === 'inactive') continue;
      await this.status(id, { state: 'inactive', logUrl });
      marked++;
    }
    return marked;
  }
}
