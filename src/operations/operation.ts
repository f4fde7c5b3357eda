import type { PlatformClient } from '../api/platform-client.ts';
import type { StepConnections } from '../http/step-connections.ts';
import type { RunPullRequest } from '../github/run-pull-request.ts';
import type { PullRequestState } from '../github/pull-request-state.ts';
import type { ActionLog } from '../runner/action-log.ts';
import type { Inputs } from '../inputs/inputs.ts';
import type { JobSummary } from '../runner/job-summary.ts';
import type { PlannedRequest } from '../api/requests.ts';
import type { Clock } from '../api/clock.ts';
import type { SecretRegistry } from '../runner/secret-registry.ts';
import type { CommonSettings } from '../inputs/common-settings.ts';

/** A name action.yml does not declare as an output is a compile error. */
import type { OUTPUT_NAMES } from '../inputs/action-interface.ts';

export type OutputName = (typeof OUTPUT_NAMES)[number];

export type OutputValue = string | number | boolean | object | null | undefined;

/** What an operation reads from the step besides its own inputs. */
export interface OperationContext {
  inputs: Inputs;
  /** Register every secret value here before it could be printed. */
  secrets: SecretRegistry;
  log: ActionLog;
  /** GITHUB_WORKSPACE, or the working directory outside a runner. */
  workspace: string;
  env: NodeJS.ProcessEnv;
  http: StepConnections;
  clock: Clock;
  /** A GitHub OIDC token for this job (see requestIdToken). */
  idToken(): Promise<string>;
  /** The inputs every operation shares (api-url, timeout-seconds, max-attempts, dry-run), read once. */
  settings: CommonSettings;
  /** Told the status of every answer of every client of the step: the `status` output is the last one's. */
  onResponse: (status: number) => void;
  /** The pull request the run is for (a preview's `{pr}`), asked once (see resolveRunPullRequest). */
  pullRequest(): Promise<RunPullRequest>;
  /** Whether the run's pull request is open now, asked of GitHub each time; undefined when the run has none. */
  pullRequestState(): Promise<PullRequestState | undefined>;
}

/** Where an operation reports: an output set is written when the step ends, so it survives a later failure. */
export interface StepReport {
  setOutput(name: OutputName, value: OutputValue): void;
  /**
   * The step puts nothing live, though it may succeed (update-app of an application that is not
   * deployed): its GitHub Deployment then ends `inactive`, saying `reason`, and replaces none. A
   * step that fails records `failure` all the same.
   */
  putNothingLive(reason: string): void;
  /**
   * What the operation has done so far, for a step the runner cancels while it works: the step
   * does not wait for the operation then, and runs the last one given once, before the outputs are
   * written. It sets the outputs (and summary rows) of the work up to the cancel; what it returns
   * is what the user must still do (the cancel left it undone), added to the step's failure.
   */
  onCancel(soFar: () => string | undefined): void;
  readonly summary: JobSummary;
  readonly log: ActionLog;
  readonly clock: Clock;
}

/** What every operation has: its inputs read into a plan, and the requests a keyless dry run lists. */
interface OperationBase<Plan> {
  /** Reads and checks this operation's inputs; throws InputError. Sends nothing. */
  plan(context: OperationContext): Plan | Promise<Plan>;
  /**
   * What a dry run without a key shows: the requests the plan would send, secret values already
   * replaced by ***, ids the step would only learn by reading shown as placeholders. Built from
   * the request descriptions, never written by hand; an operation that sends no API request
   * (probe-url) describes none.
   */
  describe(plan: Plan): PlannedRequest[];
  /** How many requests the plan sends at once, when more than one; sizes the connection pool. */
  concurrency?(plan: Plan): number;
  /** True when the plan carries credentials of its own (a storage zone's password) that let a dry run read without api-key. */
  readsWithoutKey?(plan: Plan): boolean;
  /**
   * The log's title of the phase that acts, when it calls no API (probe-url only fetches its
   * URL): a title saying "Call the API" over nothing the API received misleads.
   */
  actTitle?: string;
}

/** An operation that only reads, or writes without reading first: `execute` throws to fail the step. */
interface DirectOperation<Plan> extends OperationBase<Plan> {
  execute(plan: Plan, client: PlatformClient, report: StepReport): Promise<void>;
}

/**
 * An operation that reads before it writes decides once: `inspect` reads and returns the
 * Decision a pure function made of the plan and what was read; `show` reports that decision (log
 * lines, summary rows, the outputs of the intended change); `apply` carries it out. A dry run
 * with a key is inspect + show, a run is all three, so the dry run cannot disagree with the run.
 */
export interface DecidingOperation<Plan, Decision> extends OperationBase<Plan> {
  inspect(plan: Plan, client: PlatformClient, report: StepReport): Promise<Decision>;
  show(decision: Decision, report: StepReport, mode: 'dry-run' | 'run'): void;
  apply(decision: Decision, client: PlatformClient, report: StepReport): Promise<void>;
}

export type Operation<Plan, Decision = never> = DirectOperation<Plan> | DecidingOperation<Plan, Decision>;

export function decides<Plan, Decision>(operation: Operation<Plan, Decision>): operation is DecidingOperation<Plan, Decision> {
  return 'inspect' in operation;
}

/** A module under src/operations exports its operation under this name. */
export interface OperationModule {
  operation: Operation<unknown, unknown>;
}

export const REDACTED = '***';
