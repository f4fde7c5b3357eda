/**
 * GitHub's side of a workflow run, over real HTTP on 127.0.0.1: the REST API for a pull
 * request's comments (list with `Link` pagination and `per_page`, create, update) and for
 * deployments and their statuses (create, list by environment, ref, sha or task, newest first), the
 * tokens a job gets (one that writes both, one with `pull-requests: write` but not
 * `deployments: write`, one read-only as a fork's `pull_request` run gets; GitHub answers a
 * write the token may not make 403 "Resource not accessible by integration"), failures on
 * demand (any status, GitHub's primary or secondary rate limit as its 403 or 429, or a
 * connection dropped), and the OIDC token service of
 * ACTIONS_ID_TOKEN_REQUEST_URL; the pull requests of a commit (`commits/{sha}/pulls`, open and
 * closed; a fork's only with `commitPullsListForks`, as GitHub lists none for a commit only a
 * fork holds) and of a branch (`pulls?head=owner:branch&state=open`), which a `workflow_run`
 * deploy asks for its pull request; one pull request (`pulls/{number}`, its `state`), which a
 * preview step asks right before its switch; and
 * the event payloads a runner writes (`events.ts`).
 *
 * `pathPrefix: '/api/v3'` serves the API where GitHub Enterprise Server does: a client that
 * ignores GITHUB_API_URL gets 404 for every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  DeploymentCreate,
  DeploymentStatusCreate,
  IssueCommentWrite,
  MAX_COMMENT_BODY,
  type Deployment,
  type DeploymentStatus,
  type IssueComment,
} from './schemas.ts';
import { FaultQueue, type Fault } from '../faults.ts';
import { serveWithFaults, type PipelineRecord, type Reply as WireReply } from '../pipeline.ts';
import { OidcIssuer, type JobClaims, type OidcIssuerOptions } from './oidc.ts';
import { listPulls, pullsOfCommit } from './pull-lists.ts';

export { GITHUB_OIDC_ISSUER } from './oidc.ts';

const DOCS = 'https://docs.github.com/rest';
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;
const OIDC_PATH = '/_oidc/token';

export interface GitHubEmulatorOptions {
  /** Default 'octo-org/octo-repo': the repository the tokens are for. */
  repository?: string;
  /** Where the REST API is served: '' (github.com) or '/api/v3' (Enterprise Server). */
  pathPrefix?: string;
  /** The login comments are written as with the job's tokens (an app installation's bot). */
  botLogin?: string;
  /** The login of `personalToken`, a person's token (a PAT). Default 'release-manager'. */
  personalLogin?: string;
  oidc?: OidcIssuerOptions;
  /** Added to every request, as the distance to api.github.com is (the bench's round trips). */
  latencyMs?: number;
  /** The port on 127.0.0.1 (default 0: any free one), for a stand-in a CLI starts at a known address. */
  port?: number;
  /**
   * The kinder reading: `commits/{sha}/pulls` of this repository lists a fork's pull request for
   * its head commit too. Default false, as GitHub answers: [] for a commit only a fork holds.
   */
  commitPullsListForks?: boolean;
}

interface GitHubRequest {
  method: string;
  /** Path without the prefix, query left out. */
  path: string;
  query: Record<string, string>;
  /** The token sent (`Authorization: token X` or `Bearer X`), or undefined. */
  token: string | undefined;
  status: number;
}

/** A failure on demand: the next `times` requests that match answer `status` (with GitHub's body) or drop the connection. */
interface GitHubFault {
  method?: string;
  /** A prefix of the path (without the API prefix), or a pattern. */
  path?: string | RegExp;
  /** 'reset' drops the connection; 'hang' never answers (until the emulator closes); 'pass' answers as GitHub would (to let the first matching requests through). */
  status: number | 'reset' | 'hang' | 'pass';
  /** With 'pass': the request is answered once this resolves (a test's own promise), as the bunny.net emulator's `delay` fault's `release`. */
  release?: Promise<unknown>;
  message?: string;
  times?: number;
  /** The request is carried out, then answered `status`: a write that landed behind a failing front end. */
  after?: boolean;
  /** Seconds for a Retry-After header, as GitHub sends with a 429 or a 503. */
  retryAfter?: number;
  /**
   * The answer is one of GitHub's rate limits, with its text and headers: `primary` says the
   * token's limit is spent (`x-ratelimit-remaining: 0`, `x-ratelimit-reset`), `secondary` that
   * it made too many requests at once (its message; `retry-after` only with `retryAfter`). GitHub
   * answers either with 403 as often as with 429: `status` picks (403, the harsher, that reads as
   * a missing permission). `graphql` is a spent GraphQL limit as GitHub answers it: `status` 200
   * (give 200), an error of `type: RATE_LIMITED`, and the primary limit's headers.
   */
  rateLimit?: 'primary' | 'secondary' | 'graphql';
  /** When a primary limit resets, in epoch seconds (default an hour from now): a step on a fake clock names its own. */
  resetAt?: number;
}

/** GitHub's words for its rate limits (docs.github.com, "Rate limits for the REST API"). */
const RATE_LIMIT_MESSAGES = {
  primary: 'API rate limit exceeded for installation ID 41898282.',
  graphql: 'API rate limit already exceeded for installation ID 41898282.',
  secondary: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
};

/** A pull request's head, as `commits/{sha}/pulls` and the pull request answer give it. */
interface PullRequestHead {
  /** The head commit; default a fresh one. */
  sha?: string;
  /** The head branch; default `feature-<number>`. */
  ref?: string;
  /** `owner/name` of the head repository: another than the emulator's is a fork; null a fork since deleted. */
  repository?: string | null;
  /**
   * `owner/name` of the repository the pull request is into; default the emulator's. Another is
   * one of this repository's branches proposed upstream: `commits/{sha}/pulls` lists it (GitHub
   * does), `pulls/{number}` and `pulls?head=` of this repository do not. Its number's issue here
   * is another, unrelated one that takes comments, so a step that took the number shows it.
   */
  base?: string;
}

/** A pull request as the emulator holds it. */
export interface EmulatedPullRequest {
  number: number;
  state: 'open' | 'closed';
  headSha: string;
  headRef: string;
  headRepository: string | null;
  baseRepository: string;
}

export interface GitHubEmulator {
  /** 'http://127.0.0.1:PORT'. */
  readonly url: string;
  /** GITHUB_API_URL for a step: url + pathPrefix. */
  readonly apiUrl: string;
  readonly repository: string;
  /** A job token that may write to pull requests (permissions: pull-requests: write). */
  readonly writeToken: string;
  /** A job token that may only read, as a fork's pull_request run gets. */
  readonly readOnlyToken: string;
  /** A job token with pull-requests: write but without deployments: write (a job that did not ask for it). */
  readonly noDeploymentsToken: string;
  /** Every deployment, oldest first, each with its statuses oldest first. */
  deployments(): Array<Deployment & { statuses: DeploymentStatus[] }>;
  /**
   * A person's token (a PAT) that may write: its comments are that person's, and `GET /user`
   * answers for it, where the job's tokens get 403 as installation tokens do.
   */
  readonly personalToken: string;
  readonly requests: GitHubRequest[];
  /**
   * Opens pull request `number` (GitHub answers 404 for the comments of one that does not exist),
   * with its head: `GET /repos/{owner}/{repo}/commits/{sha}/pulls` lists it for its head commit
   * (a fork's only with `commitPullsListForks`), `GET /repos/{owner}/{repo}/pulls?head=` by its branch.
   * Opening it again moves its head (a push) and reopens it.
   */
  openPullRequest(number: number, head?: PullRequestHead): EmulatedPullRequest;
  /** Closes pull request `number`: `commits/{sha}/pulls` still lists it, as `closed`. */
  closePullRequest(number: number): void;
  /** The pull request `number`, if it was opened. */
  pullRequest(number: number): EmulatedPullRequest | undefined;
  /** The pull request's comments, oldest first. */
  comments(number: number): IssueComment[];
  /** Adds comments written by someone else (`login`), e.g. to push the step's own to a later page. */
  addComments(number: number, bodies: readonly string[], login?: string, type?: 'User' | 'Bot'): void;
  inject(...faults: GitHubFault[]): void;
  setLatency(ms: number): void;
  /** The OIDC issuer: `issuer`, `mint(job, audience?)`, `verify(token, expected?)`, `jwks()`. */
  readonly oidc: OidcIssuer;
  /**
   * ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN for a job of `job.repository`
   * (default the emulator's repository): what the runner gives a job with `id-token: write`.
   */
  oidcEnvironment(job?: Partial<JobClaims>): { ACTIONS_ID_TOKEN_REQUEST_URL: string; ACTIONS_ID_TOKEN_REQUEST_TOKEN: string };
  close(): Promise<void>;
}

interface TokenGrant {
  /** pull-requests: write. */
  write: boolean;
  /** deployments: write. */
  deployments: boolean;
  /** Who the token writes as: an installation's bot, or a person. */
  login: string;
  type: 'User' | 'Bot';
}

function error(status: number, message: string, extra: object = {}): Reply {
  return { status, headers: {}, body: { message, documentation_url: DOCS, status: String(status), ...extra } };
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  422: 'Validation Failed',
  500: 'Internal Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

export async function startGitHubEmulator(options: GitHubEmulatorOptions = {}): Promise<GitHubEmulator> {
  const repository = options.repository ?? 'octo-org/octo-repo';
  const prefix = (options.pathPrefix ?? '').replace(/\/+$/, '');
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const personalLogin = options.personalLogin ?? 'release-manager';
  const writeToken = `ghs_${randomBytes(18).toString('hex')}`;
  const readOnlyToken = `ghs_${randomBytes(18).toString('hex')}`;
  const noDeploymentsToken = `ghs_${randomBytes(18).toString('hex')}`;
  const personalToken = `ghp_${randomBytes(18).toString('hex')}`;
  const tokens = new Map<string, TokenGrant>([
    [writeToken, { write: true, deployments: true, login: botLogin, type: 'Bot' }],
    [readOnlyToken, { write: false, deployments: false, login: botLogin, type: 'Bot' }],
    [noDeploymentsToken, { write: true, deployments: false, login: botLogin, type: 'Bot' }],
    [personalToken, { write: true, deployments: true, login: personalLogin, type: 'User' }],
  ]);
  const deployments: Array<Deployment & { statuses: DeploymentStatus[] }> = [];
  const oidc = new OidcIssuer(options.oidc);
  const oidcRequests = new Map<string, JobClaims>();
  const pulls = new Map<number, IssueComment[]>();
  const pullRequests = new Map<number, EmulatedPullRequest>();
  const faults = new FaultQueue();
  const closing = new AbortController();
  const requests: GitHubRequest[] = [];
  const sockets = new Set<Socket>();
  let nextId = 1_000_000;
  let latencyMs = options.latencyMs ?? 0;
  let url = '';

  const iso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

  function comment(number: number, body: string, login: string, type: 'User' | 'Bot'): IssueComment {
    const id = ++nextId;
    const now = iso();
    return {
      id,
      node_id: `IC_${Buffer.from(String(id)).toString('base64url')}`,
      url: `${url}${prefix}/repos/${repository}/issues/comments/${id}`,
      html_url: `https://github.com/${repository}/pull/${number}#issuecomment-${id}`,
      issue_url: `${url}${prefix}/repos/${repository}/issues/${number}`,
      body,
      user: { login, id: 41898282, type },
      created_at: now,
      updated_at: now,
      author_association: type === 'Bot' ? 'NONE' : 'MEMBER',
    };
  }

  function pageLinks(path: string, page: number, perPage: number, pages: number): string | undefined {
    if (pages <= 1) return undefined;
    const link = (n: number, rel: string) => `<${url}${prefix}${path}?per_page=${perPage}&page=${n}>; rel="${rel}"`;
    const links: string[] = [];
    if (page > 1) links.push(link(page - 1, 'prev'));
    if (page < pages) links.push(link(page + 1, 'next'), link(pages, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    return links.join(', ');
  }

  function oidcToken(query: URLSearchParams, bearer: string | undefined): Reply {
    const job = bearer === undefined ? undefined : oidcRequests.get(bearer);
    if (!job) return { status: 401, headers: {}, body: { message: 'Unauthorized' } };
    const audience = query.get('audience') ?? undefined;
    return { status: 200, headers: {}, body: { count: 1, value: oidc.mint(job, audience) } };
  }

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function page<T>(path: string, query: URLSearchParams, items: T[]): Reply {
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query.get('per_page') ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE));
    const at = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const pages = Math.max(1, Math.ceil(items.length / perPage));
    const links = pageLinks(path, at, perPage, pages);
    return { status: 200, headers: links ? { link: links } : {}, body: items.slice((at - 1) * perPage, at * perPage) };
  }

  /** A pull request as GitHub's `pull-request-simple` gives it: the members a client reads. */
  function pullAnswer(pull: EmulatedPullRequest) {
    const [owner] = pull.baseRepository.split('/');
    const headOwner = pull.headRepository?.split('/')[0] ?? 'ghost';
    return {
      id: 900_000 + pull.number,
      number: pull.number,
      state: pull.state,
      title: `Pull request ${pull.number}`,
      html_url: `https://github.com/${pull.baseRepository}/pull/${pull.number}`,
      url: `${url}${prefix}/repos/${pull.baseRepository}/pulls/${pull.number}`,
      user: { login: headOwner, type: 'User' },
      head: {
        label: `${headOwner}:${pull.headRef}`,
        ref: pull.headRef,
        sha: pull.headSha,
        repo:
          pull.headRepository === null
            ? null
            : { full_name: pull.headRepository, fork: pull.headRepository.toLowerCase() !== pull.baseRepository.toLowerCase() },
      },
      base: { label: `${owner}:main`, ref: 'main', sha: '0'.repeat(40), repo: { full_name: pull.baseRepository, fork: false } },
    };
  }

  const bot = { login: botLogin, type: 'Bot' as const };
  /** A deployment as GitHub answers it: its statuses are a resource of their own. */
  const shown = (deployment: Deployment & { statuses: DeploymentStatus[] }): Deployment =>
    Object.fromEntries(Object.entries(deployment).filter(([key]) => key !== 'statuses')) as unknown as Deployment;
  const latestState = (deployment: { statuses: DeploymentStatus[] }) => deployment.statuses.at(-1)?.state;

  /** The deployments API, or undefined for a path that is not one of its routes. */
  function deploymentsApi(method: string, path: string, query: URLSearchParams, grant: TokenGrant, bodyText: string): Reply | undefined {
    const list = /^\/repos\/([^/]+\/[^/]+)\/deployments$/.exec(path);
    const one = /^\/repos\/([^/]+\/[^/]+)\/deployments\/(\d+)(\/statuses)?$/.exec(path);
    const repo = list?.[1] ?? one?.[1];
    if (!repo) return undefined;
    if (repo.toLowerCase() !== repository.toLowerCase()) return error(404, 'Not Found');
    const base = `${url}${prefix}/repos/${repository}/deployments`;
    if (list && method === 'GET') {
      const found = deployments
        .filter(
          (d) =>
            (query.get('environment') === null || d.environment === query.get('environment')) &&
            (query.get('ref') === null || d.ref === query.get('ref')) &&
            (query.get('task') === null || d.task === query.get('task')) &&
            (query.get('sha') === null || d.sha === query.get('sha')),
        )
        .reverse()
        .map(shown);
      return page(path, query, found);
    }
    if (list && method === 'POST') {
      if (!grant.deployments) return error(403, STATUS_MESSAGES[403]!);
      const parsed = DeploymentCreate.safeParse(parseJson(bodyText));
      if (!parsed.success) return error(422, 'Invalid request.');
      const body = parsed.data;
      // GitHub's defaults, taken at their harshest: a merge of the default branch, every status check required.
      if (body.auto_merge) return { status: 202, headers: {}, body: { message: `Auto-merged main into ${body.ref} on deployment.` } };
      if (body.required_contexts === undefined || body.required_contexts.length > 0) {
        return error(409, `Conflict: Commit status checks failed for ${body.ref}.`);
      }
      const id = ++nextId;
      const now = iso();
      const deployment = {
        id,
        node_id: `DE_${Buffer.from(String(id)).toString('base64url')}`,
        url: `${base}/${id}`,
        sha: /^[0-9a-f]{40}$/i.test(body.ref) ? body.ref.toLowerCase() : randomBytes(20).toString('hex'),
        ref: body.ref,
        task: body.task,
        environment: body.environment,
        original_environment: body.environment,
        description: body.description ?? null,
        transient_environment: body.transient_environment,
        production_environment: body.production_environment ?? body.environment === 'production',
        statuses_url: `${base}/${id}/statuses`,
        creator: bot,
        created_at: now,
        updated_at: now,
        statuses: [] as DeploymentStatus[],
      };
      deployments.push(deployment);
      return { status: 201, headers: { location: deployment.url }, body: shown(deployment) };
    }
    const deployment = one ? deployments.find((d) => d.id === Number(one[2])) : undefined;
    if (!one || !deployment) return error(404, 'Not Found');
    if (!one[3]) {
      if (method !== 'GET') return error(404, 'Not Found');
      return { status: 200, headers: {}, body: shown(deployment) };
    }
    if (method === 'GET') return page(path, query, [...deployment.statuses].reverse());
    if (method !== 'POST') return error(404, 'Not Found');
    if (!grant.deployments) return error(403, STATUS_MESSAGES[403]!);
    const parsed = DeploymentStatusCreate.safeParse(parseJson(bodyText));
    if (!parsed.success) return error(422, 'Invalid request.');
    const body = parsed.data;
    const addStatus = (target: typeof deployment, state: DeploymentStatus['state'], fields: Partial<DeploymentStatus> = {}) => {
      const now = iso();
      const id = ++nextId;
      const status: DeploymentStatus = {
        id,
        url: `${target.url}/statuses/${id}`,
        state,
        description: fields.description ?? '',
        environment: target.environment,
        environment_url: fields.environment_url ?? '',
        log_url: fields.log_url ?? '',
        target_url: fields.log_url ?? '',
        deployment_url: target.url,
        creator: bot,
        created_at: now,
        updated_at: now,
      };
      target.statuses.push(status);
      target.updated_at = now;
      return status;
    };
    const created = addStatus(deployment, body.state, {
      description: body.description ?? '',
      environment_url: body.environment_url ?? '',
      log_url: body.log_url ?? body.target_url ?? '',
    });
    // GitHub's auto_inactive: prior successful deployments of the same environment, unless it is production or transient.
    if (body.state === 'success' && body.auto_inactive && !deployment.production_environment && !deployment.transient_environment) {
      for (const prior of deployments) {
        if (prior !== deployment && prior.environment === deployment.environment && latestState(prior) === 'success')
          addStatus(prior, 'inactive');
      }
    }
    return { status: 201, headers: { location: created.url }, body: created };
  }

  function api(method: string, path: string, query: URLSearchParams, token: string | undefined, bodyText: string): Reply {
    const grant = token === undefined ? undefined : tokens.get(token);
    if (!grant) return error(401, 'Bad credentials');
    const deploymentReply = deploymentsApi(method, path, query, grant, bodyText);
    if (deploymentReply) return deploymentReply;
    if (path === '/user' && method === 'GET') {
      // An installation token (the job's GITHUB_TOKEN) is no user: GitHub refuses it here.
      if (grant.type === 'Bot') return error(403, STATUS_MESSAGES[403]!);
      return { status: 200, headers: {}, body: { login: grant.login, id: 583231, type: 'User' } };
    }
    const commitPulls = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)\/pulls$/.exec(path);
    if (commitPulls && method === 'GET') {
      if (commitPulls[1]!.toLowerCase() !== repository.toLowerCase()) return error(404, 'Not Found');
      const sha = commitPulls[2]!.toLowerCase();
      if (!/^[0-9a-f]{7,40}$/.test(sha)) return error(422, `No commit found for SHA: ${commitPulls[2]}`);
      // GitHub lists the pull requests whose branch holds the commit, open and closed alike; the emulator knows heads only.
      const found = pullsOfCommit(pullRequests.values(), repository, sha, options.commitPullsListForks ?? false).map(pullAnswer);
      return page(path, query, found);
    }
    const pullList = /^\/repos\/([^/]+\/[^/]+)\/pulls$/.exec(path);
    if (pullList && method === 'GET') {
      if (pullList[1]!.toLowerCase() !== repository.toLowerCase()) return error(404, 'Not Found');
      return page(path, query, listPulls(pullRequests.values(), repository, query).map(pullAnswer));
    }
    const onePull = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/.exec(path);
    if (onePull && method === 'GET') {
      const pull = pullRequests.get(Number(onePull[2]));
      const here = (name: string) => name.toLowerCase() === repository.toLowerCase();
      if (!here(onePull[1]!) || !pull || !here(pull.baseRepository)) return error(404, 'Not Found');
      return { status: 200, headers: {}, body: pullAnswer(pull) };
    }
    const issue = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    const single = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    const repo = issue?.[1] ?? single?.[1];
    // A job token reaches its own repository only; another, for all it can tell, does not exist.
    if (!repo || repo.toLowerCase() !== repository.toLowerCase()) return error(404, 'Not Found');
    if (issue) {
      const comments = pulls.get(Number(issue[2]));
      if (!comments) return error(404, 'Not Found');
      if (method === 'GET') return page(path, query, comments);
      if (method === 'POST') {
        if (!grant.write) return error(403, STATUS_MESSAGES[403]!);
        const write = parseWrite(bodyText);
        if ('status' in write) return write;
        const created = comment(Number(issue[2]), write.body, grant.login, grant.type);
        comments.push(created);
        return { status: 201, headers: { location: created.url }, body: created };
      }
      return error(404, 'Not Found');
    }
    const id = Number(single![2]);
    const found = [...pulls.values()].flat().find((c) => c.id === id);
    if (!found) return error(404, 'Not Found');
    if (method === 'GET') return { status: 200, headers: {}, body: found };
    if (method === 'PATCH') {
      if (!grant.write) return error(403, STATUS_MESSAGES[403]!);
      const write = parseWrite(bodyText);
      if ('status' in write) return write;
      found.body = write.body;
      found.updated_at = iso();
      return { status: 200, headers: {}, body: found };
    }
    return error(404, 'Not Found');
  }

  /**
   * GraphQL, as far as a client asks it who the token is (`viewer { login }`): for every kind
   * of token the login its comments carry, `<app>[bot]` for an installation token.
   */
  function graphql(token: string | undefined, bodyText: string): Reply {
    const grant = token === undefined ? undefined : tokens.get(token);
    if (!grant) return { status: 401, headers: {}, body: { message: 'Bad credentials', documentation_url: DOCS } };
    let query = '';
    try {
      query = String((JSON.parse(bodyText) as { query?: unknown }).query ?? '');
    } catch {
      return error(400, 'Problems parsing JSON');
    }
    if (!/\bviewer\s*\{\s*login\s*\}/.test(query)) {
      return { status: 200, headers: {}, body: { errors: [{ message: 'The emulator answers `viewer { login }` only' }] } };
    }
    return { status: 200, headers: {}, body: { data: { viewer: { login: grant.login } } } };
  }

  function parseWrite(text: string): IssueCommentWrite | Reply {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return error(400, 'Problems parsing JSON');
    }
    const result = IssueCommentWrite.safeParse(parsed);
    if (!result.success) return error(422, 'Invalid request.\n\nNo subschema in "anyOf" matched.');
    if (result.data.body.length > MAX_COMMENT_BODY) {
      return error(422, 'Validation Failed', {
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${MAX_COMMENT_BODY} characters)`,
          },
        ],
      });
    }
    return result.data;
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {});
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bodyText = Buffer.concat(chunks).toString('utf8');
    const target = new URL(req.url ?? '/', 'http://github.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const authorization = req.headers.authorization ?? '';
    const token = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization)?.[1];
    const inApi = prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
    // GraphQL sits beside REST: /graphql, or /api/graphql beside Enterprise Server's /api/v3.
    const graphqlPath = prefix === '' ? '/graphql' : `${prefix.replace(/\/v3$/, '')}/graphql`;
    const path = target.pathname === OIDC_PATH ? OIDC_PATH : inApi ? target.pathname.slice(prefix.length) : target.pathname;
    const record: GitHubRequest = { method, path, query: Object.fromEntries(target.searchParams), token, status: 0 };
    requests.push(record);
    const fault = faults.take(method, path);
    // A dropped or hung request has no status: -1, as tests have always read it.
    if (fault?.kind === 'reset-before' || fault?.kind === 'hang') record.status = -1;
    const pipelineRecord: PipelineRecord = { status: null, outcome: 'pending' };
    await serveWithFaults({
      req,
      res,
      record: pipelineRecord,
      fault,
      closing: closing.signal,
      latencyMs,
      handle: () => {
        let reply: Reply;
        if (path === OIDC_PATH && method === 'GET') reply = oidcToken(target.searchParams, token);
        else if (path === '/_oidc/.well-known/jwks' && method === 'GET') reply = { status: 200, headers: {}, body: oidc.jwks() };
        else if (target.pathname === graphqlPath && method === 'POST') reply = graphql(token, bodyText);
        else if (!inApi) reply = error(404, 'Not Found');
        else reply = api(method, path, target.searchParams, token, bodyText);
        return wire(reply);
      },
      failure: { status: 500, headers: {}, body: '' },
      name: 'github emulator',
    });
    if (pipelineRecord.outcome === 'answered') record.status = pipelineRecord.status ?? -1;
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    apiUrl: `${url}${prefix}`,
    repository,
    writeToken,
    readOnlyToken,
    noDeploymentsToken,
    personalToken,
    requests,
    deployments() {
      return deployments.map((deployment) => ({ ...deployment, statuses: [...deployment.statuses] }));
    },
    oidc,
    openPullRequest(number, head = {}) {
      if (!pulls.has(number)) pulls.set(number, []);
      const pull: EmulatedPullRequest = {
        number,
        state: 'open',
        headSha: (head.sha ?? pullRequests.get(number)?.headSha ?? randomBytes(20).toString('hex')).toLowerCase(),
        headRef: head.ref ?? pullRequests.get(number)?.headRef ?? `feature-${number}`,
        headRepository: head.repository === undefined ? (pullRequests.get(number)?.headRepository ?? repository) : head.repository,
        baseRepository: head.base ?? pullRequests.get(number)?.baseRepository ?? repository,
      };
      pullRequests.set(number, pull);
      return { ...pull };
    },
    closePullRequest(number) {
      const pull = pullRequests.get(number);
      if (pull) pull.state = 'closed';
    },
    pullRequest(number) {
      const pull = pullRequests.get(number);
      return pull && { ...pull };
    },
    comments(number) {
      return [...(pulls.get(number) ?? [])];
    },
    addComments(number, bodies, login = 'octocat', type = 'User') {
      const list = pulls.get(number);
      if (!list) throw new Error(`pull request #${number} is not open in the emulator`);
      for (const body of bodies) list.push(comment(number, body, login, type));
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    inject(...added) {
      faults.add(...added.map(asFault));
    },
    oidcEnvironment(job = {}) {
      const requestToken = randomBytes(24).toString('hex');
      oidcRequests.set(requestToken, { ...job, repository: job.repository ?? repository });
      // The runner's URL carries a query already; @actions/core appends `&audience=`.
      return { ACTIONS_ID_TOKEN_REQUEST_URL: `${url}${OIDC_PATH}?api-version=2.0`, ACTIONS_ID_TOKEN_REQUEST_TOKEN: requestToken };
    },
    async close() {
      closing.abort();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A reply as GitHub sends it: JSON, with the reply's own headers last. */
function wire(reply: Reply): WireReply {
  return {
    status: reply.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers },
    body: JSON.stringify(reply.body),
  };
}

/** GitHub's failures in the emulator's one fault form; a string path is a prefix here. */
function asFault(fault: GitHubFault): Fault {
  const path = typeof fault.path === 'string' ? new RegExp(`^${escapeRegExp(fault.path)}`) : fault.path;
  const match = {
    ...(fault.method === undefined ? {} : { method: fault.method }),
    ...(path === undefined ? {} : { path }),
    ...(fault.times === undefined ? {} : { times: fault.times }),
  };
  if (fault.status === 'reset') return { ...match, kind: 'reset-before' };
  if (fault.status === 'hang') return { ...match, kind: 'hang' };
  if (fault.status === 'pass')
    return { ...match, kind: 'delay', ms: 0, ...(fault.release === undefined ? {} : { release: fault.release }) };
  const message = fault.message ?? (fault.rateLimit ? RATE_LIMIT_MESSAGES[fault.rateLimit] : undefined);
  const body =
    fault.rateLimit === 'graphql'
      ? { data: null, errors: [{ type: 'RATE_LIMITED', code: 'graphql_rate_limit', message }] }
      : (error(fault.status, message ?? STATUS_MESSAGES[fault.status] ?? 'Error').body as object);
  if (fault.after) return { ...match, kind: 'status-after', status: fault.status, body };
  const resetAt = fault.resetAt ?? Math.floor(Date.now() / 1000) + 3600;
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    ...(fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) }),
    ...(fault.rateLimit === 'primary' || fault.rateLimit === 'graphql'
      ? {
          'x-ratelimit-limit': '1000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '1000',
          'x-ratelimit-reset': String(resetAt),
          'x-ratelimit-resource': fault.rateLimit === 'graphql' ? 'graphql' : 'core',
        }
      : {}),
  };
  return { ...match, kind: 'status', status: fault.status, body, headers };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
