import type { ActionLog } from './runner/action-log.ts';
import { StepConnections } from './http/step-connections.ts';
import { planned } from './api/requests.ts';
import { formatSeconds, messageOf } from './http/wording.ts';
import { PlatformClient } from './api/platform-client.ts';
import { Inputs, InputError, InputProblemsError, environmentInputs } from './inputs/inputs.ts';
import { undeclaredInputs } from './inputs/declared-inputs.ts';
import { givenInputs, unreadBy, unreadInputsWarning } from './inputs/unread-inputs.ts';
import { decides, type OperationContext, type StepReport } from './operations/operation.ts';
import { RunnerOutput } from './runner/runner-output.ts';
import type { Runner, RunnerEnv } from './runner/runner.ts';
import { StepOutputs } from './step-outputs.ts';
import { requestIdToken } from './runner/id-token.ts';
import { readCommonSettings, type CommonSettings } from './inputs/common-settings.ts';
import { asInputProblem, readProxyRoute } from './inputs/proxy-settings.ts';
import { KEYLESS_OPERATIONS, loadOperation, OPERATION_NAMES, PLATFORM_READERS, type OperationName } from './operations/registry.ts';
import { systemClock, type Clock } from './api/clock.ts';
import { USER_AGENT } from './runner/version.ts';
import { readCommentSettings } from './inputs/comment-settings.ts';
import { putsDeployLive, takesPullRequest } from './inputs/site-inputs.ts';
import { withHintText } from './inputs/hint-text.ts';
import type { CommentRequest } from './github/pull-request-comment.ts';
import { readDeploymentSettings } from './inputs/deployment-settings.ts';
import type { DeploymentRequest, DeploymentTracker } from './github/github-deployment.ts';
import type { GitHubContext } from './github/octokit.ts';
import type { RunPullRequest } from './github/run-pull-request.ts';
import { checkForkPolicy } from './github/fork-policy.ts';
import { PullRequestClosed, StepFailure } from './operations/step-failure.ts';
import { CANCEL_GRACE_MS, graceAfter, PAST_GRACE, RunnerCancelled, whenAborted, within } from './runner/cancel.ts';

/** What the step runs in: the entry point gives the process's own, a test its step's. */
export interface RunOptions {
  /** The runner's environment: inputs (INPUT_*), proxies, RUNNER_DEBUG, the workspace. */
  env: RunnerEnv;
  /** The runner's protocol: @actions/core from the entry point, a recording one in tests. */
  runner: Runner;
  /** Time for waits, calendar days and retries; tests pass a fake. */
  clock?: Clock;
  /** The operation of an operation's own action (`deploy-site/action.yml`), which has no `operation` input. */
  operation?: OperationName;
  /** The runner's cancel: the step stops waiting for its operation and ends through its final part. */
  signal?: AbortSignal;
}

/** The operation of that name, if there is one (an operation's own action runs `dist/<operation>.js`). */
export function operationNamed(name: string): OperationName | undefined {
  return OPERATION_NAMES.find((known) => known === name);
}

/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process.
 */
export async function run(options?: RunOptions): Promise<number> {
  // Called with nothing, as @github/local-action calls an entry's run() (standing in its own
  // @actions/core, and ignoring what run() returns): this process's step, its exit code the process's.
  if (options === undefined) {
    const { actionsCoreRunner } = await import('./runner/actions-core-runner.ts');
    return (process.exitCode = await run({ env: process.env, runner: actionsCoreRunner }));
  }
  const { env } = options;
  const clock = options.clock ?? systemClock;
  const out = new RunnerOutput(env, options.runner);
  const outputs = new StepOutputs(out, clock);
  const source = environmentInputs(env);
  const mask = (value: string) => out.secrets.add(value);
  const inputs = new Inputs(source, mask, (value) => out.secrets.hide(value));
  const readInput = (input: string) => inputs.raw(input);
  const http = new StepConnections(env, mask, (line) => out.info(line), options.signal);
  let operation: OperationName | undefined;
  let client: PlatformClient | undefined;
  let comment: (CommentRequest & { pullRequest: RunPullRequest; github: GitHubContext }) | undefined;
  let deployment: DeploymentTracker | undefined;
  let tracking: Promise<DeploymentTracker> | undefined;
  // Said after what the operation wrote to the summary, whatever it ended with.
  let summaryWarning: string | undefined;
  let pullRequestClosed = false;
  const { signal } = options;
  const work = (async (): Promise<number> => {
    try {
      // The key is masked before any input is read or any line printed.
      inputs.maskSecretInputs();
      for (const problem of undeclaredInputs(env, options.operation)) inputs.problems.add(problem);
      // The root action takes every operation's inputs; an operation's own action refuses the others.
      const given = options.operation === undefined ? givenInputs(source) : [];
      operation = options.operation ?? inputs.choice('operation', OPERATION_NAMES, { required: true });
      const unread = operation === undefined ? [] : unreadBy(given, operation);
      if (operation !== undefined && unread.length > 0) out.warning(unreadInputsWarning(unread, operation));
      const step = readStep(operation, { ...options, clock }, inputs, out, http, (status) => outputs.sawStatus(status));
      const { name, context } = step;
      const { settings } = context;
      const planning = await out.group(`Validate inputs of ${name}`, () => planStep(name, context));
      const { chosen, plan } = planning;
      // Before any platform request: whose pull request this is decides what the step may do.
      const pullRequest = step.needsPullRequest ? await step.runPullRequest() : undefined;
      if (pullRequest?.known) outputs.report.setOutput('pull-request-number', String(pullRequest.target.number));
      const leftOut = checkForkPolicy({
        operation: name,
        env,
        pullRequest,
        allowFork: step.allowFork,
        readInput,
        comment: !!step.comment,
        deployment: step.deployment?.settings.mode,
        readsOnly: PLATFORM_READERS.has(name),
        dryRun: settings.dryRun,
      });
      if (leftOut.warning !== undefined) out.warning(leftOut.warning);
      if (leftOut.inSummary) summaryWarning = leftOut.warning;
      // A comment makes the step need its pull request: it was looked for above.
      if (step.comment && pullRequest && !leftOut.comment) comment = { ...step.comment, pullRequest, github: step.github };
      if (step.deploymentSkipped) out.info(`github-deployment: ${step.deploymentSkipped}.`);
      // Cancelled during the lookup or the validation: no Deployment is begun that nothing would end.
      if (signal?.aborted) return 1;
      if (step.deployment && !leftOut.deployment) {
        // Loaded by a step that records a Deployment only, as the comment is.
        const { trackDeployment } = await import('./github/github-deployment.ts');
        tracking = trackDeployment({ ...step.deployment, pullRequest: pullRequest?.known ? pullRequest.target : undefined }, step.github);
        deployment = await tracking;
      }
      // Cancelled meanwhile: the step has ended, and the operation does not begin.
      if (signal?.aborted) return 1;
      const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
      if (settings.dryRun && (!canRead || !decides(chosen))) return listRequests(planning, settings, outputs.report);

      client = new PlatformClient({
        connections: http,
        baseUrl: settings.apiUrl,
        apiKey: settings.apiKey ?? '',
        userAgent: USER_AGENT,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        maxConnections: chosen.concurrency?.(plan) ?? 1,
        onRetry: (message) => out.info(message),
        redact: (text) => out.redact(text),
        onResponse: context.onResponse,
        clock,
      });
      await act(planning, client, outputs.report, settings);
      return 0;
    } catch (error) {
      // After a cancel the step has ended already: what the abandoned operation meets later is not its failure.
      if (signal?.aborted) return 1;
      // Refused because its pull request is closed: its Deployment ends inactive, not failed.
      if (error instanceof PullRequestClosed) pullRequestClosed = true;
      fail(error, operation, outputs, out);
      return 1;
    }
  })();
  // Cancelled, the operation is not waited for (it may be mid-request) nor undone: the step fails
  // and its final part runs, bounded so that it ends before the runner kills the step.
  const cancelled = signal === undefined ? undefined : whenAborted(signal).then(() => 'cancelled' as const);
  const ended = cancelled === undefined ? await work : await Promise.race([work, cancelled]);
  const cutoff = signal === undefined ? undefined : graceAfter(signal, CANCEL_GRACE_MS);
  if (ended === 'cancelled') {
    const doing = out.currentGroup;
    const message = `The step was cancelled by the runner${doing === undefined ? '' : ` during "${doing}"`} (the run was cancelled or reached timeout-minutes); what it had already changed stays as it is.`;
    // The operation's outputs and summary rows of what it had done, and what it left the user to do.
    const undone = outputs.cancelled();
    // The operation may have written a verdict of what it had done before the cancel: the step's own comes after it.
    const { summary } = outputs.report;
    if (summary.isEmpty) summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
    summary.verdict(false, message);
    if (undone !== undefined) summary.paragraph(`⚠️ ${undone}`);
    fail(new RunnerCancelled(undone === undefined ? message : `${message}\n${undone}`), operation, outputs, out);
  }
  const code = ended === 'cancelled' ? 1 : ended;
  // What every step does last, failed or not: the rate limit's toll, the outputs (one the runner refuses fails the step too).
  const limits = client?.rateLimit;
  if (limits !== undefined && limits.limited > 0) {
    out.info(
      `Waited ${formatSeconds(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`,
    );
  }
  if (summaryWarning !== undefined) outputs.report.summary.paragraph(`⚠️ ${summaryWarning}`);
  await outputs.write();
  // What was written: the abandoned operation may still set an output after it, which the step did not give.
  const written = new Map(outputs.written);
  const { nothingLive } = outputs;
  // Cancelled while its Deployment was being created: that one is ended too, once known (in time).
  if (deployment === undefined && tracking !== undefined && cutoff !== undefined) {
    deployment = await within(
      cutoff,
      tracking.catch(() => undefined),
    );
    if (deployment === undefined && cutoff.aborted)
      out.warning(
        `github-deployment: a deployment may be left in_progress: creating it did not end ${PAST_GRACE}. A later run of this environment replaces it.`,
      );
  }
  await deployment?.finish({ failed: outputs.failed, outputs: written, nothingLive, pullRequestClosed }, cutoff);
  if (comment) {
    if (!cutoff?.aborted) {
      // Loaded by a step that comments only: every other step starts without Octokit.
      const { commentOnPullRequest } = await import('./github/pull-request-comment.ts');
      const found = comment.pullRequest;
      const step = { failed: outputs.failed, nothingLive, outputs: written, readInput, pullRequest: found.known ? found.target : found };
      const commented = commentOnPullRequest(comment, step, comment.github);
      await within(cutoff, commented);
    }
    if (cutoff?.aborted)
      out.warning(`The pull request comment may not be updated: ${CANCEL_GRACE_MS / 1000} s passed since the runner's cancel.`);
  }
  // A connection still held by the abandoned operation would keep its close waiting: the process ends it.
  if (ended === 'cancelled') void http.close().catch(() => {});
  else await http.close();
  return outputs.failed ? 1 : code;
}

/** The step's inputs beyond its operation's own, read at once: every problem of them is reported together. */
function readStep(
  operation: OperationName | undefined,
  options: RunOptions & { clock: Clock },
  inputs: Inputs,
  out: RunnerOutput,
  http: StepConnections,
  onResponse: (status: number) => void,
) {
  const { env, clock, runner } = options;
  const settings = readCommonSettings(inputs, operation === undefined || !KEYLESS_OPERATIONS.has(operation));
  // A bad proxy variable for the API is an input problem of the step, said with the others; a
  // bad api-url's stand-in is no address of the user's, and its route is not asked.
  if (!inputs.problems.list.some((problem) => problem.input === 'api-url')) inputs.check(() => readProxyRoute(http, settings.apiUrl));
  const commentSettings = readCommentSettings(inputs);
  const deploymentSettings = readDeploymentSettings(inputs, operation);
  // Only an unknown operation stops here: any other problem is named with its plan's.
  if (operation === undefined) {
    inputs.problems.throwIfAny();
    throw new Error('unreachable: no operation and no input problem');
  }
  const github: GitHubContext = { env, http, settings, log: out, clock };
  // Asked once, by the first that needs it: a preview's {pr}, the comment, the Deployment, the fork check.
  let found: Promise<RunPullRequest> | undefined;
  const pullRequest = () => {
    found ??= import('./github/run-pull-request.ts').then(({ resolveRunPullRequest }) =>
      resolveRunPullRequest(github, commentSettings.token),
    );
    return found;
  };
  const context: OperationContext = {
    inputs,
    secrets: out.secrets,
    log: out,
    workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
    env,
    http,
    clock,
    settings,
    onResponse,
    idToken: () =>
      requestIdToken(runner, {
        env,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        clock,
        onRetry: (line) => out.info(line),
        redact: (text) => out.redact(text),
      }),
    pullRequest,
    pullRequestState: async () => {
      // A lookup that failed was said where it was asked (a warning, or the step's failure): no pull request to ask about.
      const found = await pullRequest().catch(() => undefined);
      if (found === undefined || !found.known) return undefined;
      const { readPullRequestState } = await import('./github/pull-request-state.ts');
      return readPullRequestState(github, commentSettings.token, found.target);
    },
  };
  const comment = commentSettings.enabled ? { settings: commentSettings, operation } : undefined;
  const deployment: Omit<DeploymentRequest, 'pullRequest'> | undefined = deploymentSettings.mode
    ? { settings: deploymentSettings, operation, token: commentSettings.token, readInput: (input) => inputs.raw(input) }
    : undefined;
  // A preview of a pull request's run checks whose pull request it is, whether or not it comments.
  const preview = PREVIEW_OPERATIONS.has(operation) && (inputs.raw('preview-hostname') ?? '').trim() !== '';
  // On pull_request and pull_request_target the payload names the pull request: knowing it costs no request.
  const inPayload = ['pull_request', 'pull_request_target'].includes(env['GITHUB_EVENT_NAME'] ?? '');
  const needsPullRequest = comment !== undefined || deployment !== undefined || preview || inPayload;
  // A preview that goes live needs its pull request, {pr} or not: only an open one's preview may be
  // put up, and a closed one's was cleared by its close. deploy-site with promote: false only
  // uploads, and the removal of a preview is what a closed pull request's close runs: they need it
  // for {pr} only.
  const needsOpenPullRequest = () =>
    preview && (putsDeployLive(operation, (input) => inputs.raw(input)) || takesPullRequest(inputs.raw('preview-hostname') ?? ''));
  // Else a lookup that failed leaves out only what needs it: the comment, the Deployment's number.
  const runPullRequest = async (): Promise<RunPullRequest> => {
    if (needsOpenPullRequest()) return pullRequest();
    const { pullRequestIfFound } = await import('./github/run-pull-request.ts');
    return pullRequestIfFound(pullRequest(), { comment: comment !== undefined, deployment: deployment !== undefined }, out);
  };
  return {
    name: operation,
    context,
    github,
    comment,
    deployment,
    deploymentSkipped: deploymentSettings.skipped,
    allowFork: commentSettings.allowFork,
    needsPullRequest,
    runPullRequest,
  };
}

const PREVIEW_OPERATIONS: ReadonlySet<string> = new Set(['deploy-site', 'promote-site', 'remove-site-preview']);

/** Loads the operation and reads its inputs into a plan: every input problem of the step at once. */
async function planStep(name: OperationName, context: OperationContext) {
  const { inputs, log } = context;
  const { operation: chosen } = await loadOperation(name);
  let plan: unknown;
  try {
    plan = await chosen.plan(context);
  } catch (error) {
    // Once a problem is recorded, a later failure is most likely its consequence.
    if (!(error instanceof InputError) && inputs.problems.list.length === 0) throw error;
    if (error instanceof InputError) inputs.problems.add(error);
  }
  inputs.problems.throwIfAny();
  const { apiUrl, timeoutMs, maxAttempts } = context.settings;
  log.info(`Inputs are valid; API ${apiUrl.origin}, timeout ${timeoutMs / 1000} s, up to ${maxAttempts} attempt(s) a request.`);
  return { name, chosen, plan };
}

type PlannedStep = Awaited<ReturnType<typeof planStep>>;

/** A dry run that cannot read: the requests the plan would send, and nothing sent. */
function listRequests({ name, chosen, plan }: PlannedStep, settings: CommonSettings, report: StepReport) {
  // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
  const requests = chosen.describe(plan).map((request) => planned(request, request.note));
  // A request that names its own origin (probe-url's URL) does not go to the API.
  const origins = [...new Set(requests.map((r) => r.origin ?? settings.apiUrl.origin))].join(', ');
  report.log.info(`Dry run of ${name}: ${requests.length} request(s) would be sent to ${origins}; nothing is sent.`);
  report.log.untrusted(JSON.stringify(requests, null, 2));
  report.setOutput('result', { dryRun: true, requests });
  report.summary.heading(`bunny.net ${name}: dry run`).table(
    ['Method', 'Path', 'Note'],
    requests.map((r) => [r.method, `${r.origin ?? ''}${r.path}`, r.note ?? '']),
  );
  return 0;
}

/** Runs the operation: one decision, made once, so a dry run shows exactly what the run would carry out. */
async function act({ name, chosen, plan }: PlannedStep, client: PlatformClient, report: StepReport, settings: CommonSettings) {
  const { log } = report;
  const { dryRun } = settings;
  if (!decides(chosen)) {
    await log.group(`${chosen.actTitle ?? 'Call the API'}: ${name}`, () => chosen.execute(plan, client, report));
    return;
  }
  const decision = await log.group(`Read the API${dryRun ? ' (dry run)' : ''}: ${name}`, () => chosen.inspect(plan, client, report));
  chosen.show(decision, report, dryRun ? 'dry-run' : 'run');
  // Without api-key, the step read with a credential of its plan (a storage zone's password).
  if (dryRun)
    log.info(`Dry run of ${name} ${settings.apiKey === undefined ? 'without' : 'with'} an api-key: reads only, no change was sent.`);
  else await log.group(`Call the API: ${name}`, () => chosen.apply(decision, client, report));
}

function fail(thrown: unknown, operation: OperationName | undefined, outputs: StepOutputs, log: ActionLog): void {
  // A proxy variable a connection could not use (a host first reached while running) is the step's input problem.
  const error = asInputProblem(thrown);
  const { report } = outputs;
  outputs.failed = true;
  const api = StepFailure.apiErrorOf(error);
  if (api?.status !== undefined) outputs.sawStatus(api.status);
  let message = messageOf(error);
  // The HTTP layer names no input: the codes of what to check become the inputs they mean here.
  if (api) message = withHintText(message, api.hints);
  if (api?.errorKey) report.setOutput('error-key', api.errorKey);
  if (
    !(error instanceof InputError) &&
    !(error instanceof RunnerCancelled) &&
    !api &&
    log.isDebug &&
    error instanceof Error &&
    error.stack
  ) {
    message = error.stack;
  }
  report.setOutput('error-message', message);
  // Every failed step's summary says so, whether or not the operation had begun its own.
  if (report.summary.isEmpty) report.summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
  // The summary's line, which a pull request comment shows: the message's first line, and for an
  // API failure the sentences after it too (the input to check, as the log says).
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  const headline = error instanceof StepFailure ? error.verdict : api ? lines.join(' ') : (lines[0] ?? message);
  if (!report.summary.hasVerdict) report.summary.verdict(false, headline);
  if (error instanceof InputProblemsError) {
    report.summary.table(
      ['Input', 'Problem'],
      error.problems.map((problem) => [problem.input, problem.message]),
    );
  }
  log.error(message, { title: `bunny.net ${operation ?? 'action'} failed` });
}
