import type { PlatformClient } from '../api/platform-client.ts';
import type { ActionLog } from '../runner/action-log.ts';
import type { Inputs } from '../inputs/inputs.ts';
import type { JobSummary } from '../runner/job-summary.ts';
import type { ApiRequest } from '../api/requests.ts';
import type { Clock } from '../api/clock.ts';
import type { SecretRegistry } from '../runner/secret-registry.ts';

/**
 * Every output action.yml declares, the one list in code: a name outside it is a compile error,
 * and a test fails when it and action.yml differ.
 */
export const OUTPUT_NAMES = [
  'result',
  'status',
  'error-key',
  'error-message',
  'record-id',
  'secret-name',
  'secret-id',
  'last-modified',
  'created',
  'app-id',
  'app-status',
  'release-id',
  'commit-sha',
  'release-uuid',
  'author',
  'date-released',
  'date-published',
  'matches',
  'entries',
  'has-more-data',
  'continuation-token',
  'start-token',
  'output-file',
  'shield-zone-id',
  'waf-enabled',
  'learning-mode',
  'total',
  'ids',
  'first-id',
] as const;

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
  clock: Clock;
}

/** Where an operation reports: outputs are written at once, so they survive a later failure. */
export interface StepReport {
  setOutput(name: OutputName, value: OutputValue): void;
  readonly summary: JobSummary;
  readonly log: ActionLog;
  readonly clock: Clock;
}

/**
 * One operation of the action: inputs to a plan (no network), the plan to requests and
 * outputs. `execute` throws to fail the step, after reporting what it knows.
 */
export interface Operation<Plan> {
  /** Reads and checks this operation's inputs; throws InputError. Sends nothing. */
  plan(context: OperationContext): Plan | Promise<Plan>;
  /** The requests the plan would send, for dry-run: secret values already replaced by ***. */
  describe(plan: Plan): ApiRequest[];
  execute(plan: Plan, client: PlatformClient, report: StepReport): Promise<void>;
  /**
   * A dry run given an api-key: reads what it needs (never writes) and shows the change the
   * plan would make. Without it, or without a key, a dry run only describes the requests.
   */
  preview?(plan: Plan, client: PlatformClient, report: StepReport): Promise<void>;
  /** How many requests the plan sends at once, when more than one; sizes the connection pool. */
  concurrency?(plan: Plan): number;
}

/** A module under src/operations exports its operation under this name. */
export interface OperationModule {
  operation: Operation<unknown>;
}

export const REDACTED = '***';
