import { RunnerLog, type ActionLog } from './runner/action-log.ts';
import { ApiError } from './api/api-error.ts';
import { planned } from './api/requests.ts';
import { formatDuration } from './api/wait-log.ts';
import type { PlatformClient } from './api/platform-client.ts';
import { Inputs, InputError, InputProblemsError, environmentInputs } from './inputs/inputs.ts';
import { undeclaredInputs } from './inputs/declared-inputs.ts';
import { JobSummary } from './runner/job-summary.ts';
import { decides, type OutputName, type OutputValue, type StepReport } from './operations/operation.ts';
import { RunnerOutput, type OutputSink, type RunnerEnv } from './runner/runner-output.ts';
import { readCommonSettings } from './inputs/common-settings.ts';
import { readProxySettings } from './inputs/proxy-settings.ts';
import { KEYLESS_OPERATIONS, loadOperation, OPERATION_NAMES, type OperationName } from './operations/registry.ts';
import { inline } from './runner/untrusted-text.ts';
import { systemClock, type Clock } from './api/clock.ts';
import { USER_AGENT } from './runner/version.ts';
import { workflowLinksHtml } from './runner/workflow-links.ts';
import { readCommentSettings } from './inputs/comment-settings.ts';
import type { CommentRequest } from './github/pull-request-comment.ts';
import { runAsThisProcess } from './runner/process-step.ts';

/** What the step runs in: the entry point gives the process's own, a test its step's. */
export interface RunOptions {
  /** The runner's environment: inputs (INPUT_*), GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, proxies. */
  env: RunnerEnv;
  /** Where the log and workflow commands go (the runner reads the process's stdout). */
  stdout: OutputSink;
  /** Time for waits, calendar days and retries; tests pass a fake. */
  clock?: Clock;
}

function serialise(value: OutputValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process. Nothing is read from or
 * written to the process itself: environment and output are the ones given.
 */
export async function run(options?: RunOptions): Promise<number> {
  // Called with nothing (@github/local-action calls an entry's run() so): this process's step.
  if (options === undefined) return runAsThisProcess(run);
  const { env } = options;
  const clock = options.clock ?? systemClock;
  let exitCode = 0;
  const out = new RunnerOutput(env, options.stdout);
  const secrets = out.secrets;
  const log = new RunnerLog(out);
  const summary = new JobSummary();
  const inputs = new Inputs(environmentInputs(env), (value) => secrets.add(value));
  /** Each output's last value, written to the runner once when the step ends. */
  const written = new Map<OutputName, string>();
  const report: StepReport = {
    // Kept until the step ends, then written once each, failed or not: an operation that learns
    // more later (a result with the rollout's status) replaces its value instead of appending.
    setOutput(name: OutputName, value: OutputValue) {
      if (value === undefined) return;
      written.set(name, serialise(value));
    },
    summary,
    log,
    clock,
  };
  let operation: OperationName | undefined;
  let lastStatus: number | undefined;
  let client: PlatformClient | undefined;
  /** Set once the inputs are valid and the step will act: a pull request comment reports what it did. */
  let comment: CommentRequest | undefined;
  try {
    // The key is masked before any input is read or any line printed.
    inputs.maskSecretInputs();
    // Every input problem of the step is gathered, and the step fails once naming them all.
    for (const problem of undeclaredInputs(env)) inputs.problems.add(problem);
    operation = inputs.choice('operation', OPERATION_NAMES, { required: true });
    const keyRequired = operation === undefined || !KEYLESS_OPERATIONS.has(operation);
    const settings = inputs.check(() => readCommonSettings(inputs, keyRequired));
    const proxy = settings && inputs.check(() => readProxySettings(env, settings.apiUrl));
    // A proxy's credentials are as secret as the key.
    for (const part of proxy?.credentials ?? []) inputs.mask(part);
    const commentSettings = readCommentSettings(inputs);
    const name = operation;
    if (name === undefined || settings === undefined) {
      inputs.problems.throwIfAny();
      throw new Error('unreachable: no operation and no input problem');
    }
    const { chosen, plan } = await log.group(`Validate inputs of ${name}`, async () => {
      const { operation: chosen } = await loadOperation(name);
      const context = {
        inputs,
        secrets,
        log,
        workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
        env,
        clock,
      };
      let plan: unknown;
      try {
        plan = await chosen.plan(context);
      } catch (error) {
        // Once a problem is recorded, a later failure is most likely its consequence.
        if (!(error instanceof InputError) && inputs.problems.list.length === 0) throw error;
        if (error instanceof InputError) inputs.problems.add(error);
      }
      inputs.problems.throwIfAny();
      log.info(
        `Inputs are valid; API ${settings.apiUrl.origin}, timeout ${settings.timeoutMs / 1000} s, up to ${settings.maxAttempts} attempt(s) a request.`,
      );
      return { chosen, plan };
    });
    if (commentSettings.enabled)
      comment = { settings: commentSettings, operation: name, timeoutMs: settings.timeoutMs, dryRun: settings.dryRun };

    const reads = decides(chosen) || chosen.preview !== undefined;
    const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
    if (settings.dryRun && (!canRead || !reads)) {
      // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
      const requests = chosen.describe(plan).map((request) => planned(request, request.note));
      log.info(`Dry run of ${operation}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
      log.untrusted(JSON.stringify(requests, null, 2));
      report.setOutput('result', { dryRun: true, requests });
      summary.heading(`bunny.net ${operation}: dry run`).table(
        ['Method', 'Path', 'Note'],
        requests.map((r) => [r.method, r.path, r.note ?? '']),
      );
      return exitCode;
    }

    const { PlatformClient } = await import('./api/platform-client.ts');
    if (proxy) log.info(`Requests to ${settings.apiUrl.host} go through the proxy ${proxy.label}.`);
    client = new PlatformClient({
      ...(proxy ? { proxyUrl: proxy.url, proxyLabel: proxy.label } : {}),
      baseUrl: settings.apiUrl,
      apiKey: settings.apiKey ?? '',
      userAgent: USER_AGENT,
      timeoutMs: settings.timeoutMs,
      maxAttempts: settings.maxAttempts,
      maxConnections: chosen.concurrency?.(plan) ?? 1,
      onRetry: (message) => log.info(message),
      // Not the scrubbing point: the transport cuts API text short, and a secret cut in half
      // would no longer be recognised where the text leaves for the runner.
      redact: (text) => secrets.scrub(text),
      onResponse: (status) => {
        lastStatus = status;
      },
      clock,
    });
    const ready = client;
    if (decides(chosen)) {
      // One decision, made once: the dry run shows exactly what the run would then carry out.
      const mode = settings.dryRun ? 'dry-run' : 'run';
      const decision = await log.group(`Read the API${settings.dryRun ? ' (dry run)' : ''}: ${name}`, () =>
        chosen.inspect(plan, ready, report),
      );
      chosen.show(decision, report, mode);
      if (settings.dryRun) log.info(`Dry run of ${name} with an api-key: reads only, no change was sent.`);
      else await log.group(`Call the API: ${name}`, () => chosen.apply(decision, ready, report));
    } else if (settings.dryRun && chosen.preview) {
      log.info(`Dry run of ${name} with an api-key: reads only, no change is sent.`);
      const preview = chosen.preview.bind(chosen);
      await log.group(`Read the API (dry run): ${name}`, () => preview(plan, ready, report));
    } else {
      await log.group(`Call the API: ${name}`, () => chosen.execute(plan, ready, report));
    }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (status !== undefined) lastStatus = status;
    fail(error, operation, report, log);
    exitCode = 1;
  } finally {
    // An operation that sends a batch sets its own status (the first failure's); others report the last answer.
    if (lastStatus !== undefined && !written.has('status')) report.setOutput('status', lastStatus);
    const limits = client?.rateLimit;
    if (limits !== undefined && limits.limited > 0) {
      log.info(
        `Waited ${formatDuration(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`,
      );
    }
    await client?.close();
    const links = summary.isEmpty ? undefined : workflowLinksHtml(env);
    if (links) summary.trustedHtml(links);
    if (!summary.isEmpty) report.setOutput('summary-markdown', summary.toString());
    if (written.size > 0) {
      await log.group('Outputs', async () => {
        for (const [output, value] of written) log.info(`${output}: ${inline(out.setOutput(output, value), 160)}`);
      });
    }
    if (!summary.isEmpty && env['GITHUB_STEP_SUMMARY']) {
      try {
        out.appendSummary(summary.toString());
      } catch (error) {
        log.warning(`Could not write the job summary: ${(error as Error).message}`);
      }
    }
    if (comment) {
      // Loaded by a step that comments only: every other step starts as it did before.
      const { commentOnPullRequest } = await import('./github/pull-request-comment.ts');
      await commentOnPullRequest(
        comment,
        { failed: exitCode !== 0, outputs: written, readInput: (input) => inputs.raw(input) },
        { env, log, out, clock },
      );
    }
  }
  return exitCode;
}

function fail(error: unknown, operation: OperationName | undefined, report: StepReport, log: ActionLog): void {
  let message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && error.errorKey) report.setOutput('error-key', error.errorKey);
  if (!(error instanceof InputError) && !(error instanceof ApiError) && log.isDebug && error instanceof Error && error.stack) {
    message = error.stack;
  }
  report.setOutput('error-message', message);
  // Every failed step's summary says so, whether or not the operation had begun its own.
  if (report.summary.isEmpty) report.summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
  if (!report.summary.hasVerdict) report.summary.verdict(false, message.split('\n')[0] ?? message);
  if (error instanceof InputProblemsError) {
    report.summary.table(
      ['Input', 'Problem'],
      error.problems.map((problem) => [problem.input, problem.message]),
    );
  }
  log.error(message, { title: `bunny.net ${operation ?? 'action'} failed` });
}
