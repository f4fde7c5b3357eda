import type { PlatformClient } from '../api/platform-client.ts';
import type { ActionLog } from '../runner/action-log.ts';
import type { Inputs } from '../inputs/inputs.ts';
import type { JobSummary } from '../runner/job-summary.ts';
import type { ApiRequest } from '../api/requests.ts';
import type { Clock } from '../api/clock.ts';
import type { SecretRegistry } from '../runner/secret-registry.ts';

/** A name action.yml does not declare as an output is a compile error. */
import type { OUTPUT_NAMES } from '../inputs/action-interface.ts';

export type OutputName = (typeof OUTPUT_NAMES)[number];

export type OutputValue = string | number | boolean | object | null | undefined;

/** What an operation reads from the step besides its own inputs. */
interface OperationContext {
  inputs: Inputs;
  /** Register every secret value here before it could be printed. */
  secrets: SecretRegistry;
  log: ActionLog;
  /** GITHUB_WORKSPACE, or the working directory outside a runner. */
  workspace: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
}

/** Where an operation reports: an output set is written when the step ends, so it survives a later failure. */
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
