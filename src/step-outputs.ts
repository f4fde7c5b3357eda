import type { Clock } from './http/clock.ts';
import type { OutputName, OutputValue, StepReport } from './operations/operation.ts';
import { JobSummary } from './runner/job-summary.ts';
import type { RunnerOutput } from './runner/runner-output.ts';
import { inline } from './runner/untrusted-text.ts';
import { workflowLinksHtml } from './runner/workflow-links.ts';
import { messageOf } from './http/wording.ts';
import type { ActionLog } from './runner/action-log.ts';

/**
 * The operation's log, silent once the step has ended on a cancel: the abandoned operation is not
 * waited for, and what it meets after (requests refused, a failure path, a rollback that sends
 * nothing) would print after the step's verdict and contradict it.
 */
function quietOnceEnded(out: RunnerOutput, ended: () => boolean): ActionLog {
  return {
    get isDebug() {
      return out.isDebug;
    },
    info: (message) => void (ended() || out.info(message)),
    untrusted: (text) => void (ended() || out.untrusted(text)),
    debug: (message) => void (ended() || out.debug(message)),
    notice: (message, properties) => void (ended() || out.notice(message, properties)),
    warning: (message, properties) => void (ended() || out.warning(message, properties)),
    error: (message, properties) => void (ended() || out.error(message, properties)),
    group: (name, body) => (ended() ? body() : out.group(name, body)),
    redact: (text) => out.redact(text),
  };
}

/**
 * The step's outputs and summary, kept until the step ends and then written once each, failed
 * or not: an operation that learns more later (a result with the rollout's status) replaces its
 * value instead of appending.
 */
export class StepOutputs {
  readonly #out: RunnerOutput;
  /** Each output's last value. */
  readonly written = new Map<OutputName, string>();
  /** How each output is scrubbed when written (RunnerOutput.setOutput). */
  readonly #kinds = new Map<OutputName, 'text' | 'json' | 'own'>();
  readonly report: StepReport;
  failed = false;
  /** Why the step put nothing live, when it said so (StepReport.putNothingLive). */
  nothingLive: string | undefined;
  #lastStatus: number | undefined;
  #soFar: (() => string | undefined) | undefined;
  /** The runner cancelled the step, which has reported what it did: the abandoned operation's log goes quiet. */
  #ended = false;

  constructor(out: RunnerOutput, clock: Clock) {
    this.#out = out;
    const { written } = this;
    const kinds = this.#kinds;
    this.report = {
      setOutput(name: OutputName, value: OutputValue) {
        if (value === undefined) return;
        written.set(name, value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
        kinds.set(
          name,
          typeof value === 'boolean' || typeof value === 'number' ? 'own' : value !== null && typeof value === 'object' ? 'json' : 'text',
        );
      },
      summary: new JobSummary(),
      log: quietOnceEnded(out, () => this.#ended),
      clock,
      putNothingLive: (reason: string) => {
        this.nothingLive ??= reason;
      },
      onCancel: (soFar) => {
        this.#soFar = soFar;
      },
    };
  }

  /** Has the operation report its work up to the runner's cancel (StepReport.onCancel); what the user must still do. */
  cancelled(): string | undefined {
    this.#ended = true;
    try {
      return this.#soFar?.();
    } catch (error) {
      // The step's final part goes on: its failure, summary and Deployment matter more than these outputs.
      this.#out.warning(`Could not set the outputs of the work done before the cancel: ${messageOf(error)}`);
      return undefined;
    }
  }

  /** The status of the last answer: the `status` output of a step whose operation sets none. */
  sawStatus(status: number): void {
    this.#lastStatus = status;
  }

  async write(): Promise<void> {
    const { summary } = this.report;
    if (this.#lastStatus !== undefined && !this.written.has('status')) this.report.setOutput('status', this.#lastStatus);
    const links = summary.isEmpty ? undefined : workflowLinksHtml(this.#out.env);
    if (links) summary.trustedHtml(links);
    if (!summary.isEmpty) this.report.setOutput('summary-markdown', summary.toString());
    if (this.written.size > 0) {
      try {
        await this.#out.group('Outputs', async () => {
          for (const [output, value] of this.written) {
            const shown = inline(this.#out.setOutput(output, value, this.#kinds.get(output)), 160);
            // The failure was just printed as the step's error: a second copy here read as a second refusal.
            this.#out.info(`${output}: ${output === 'error-message' ? '(the error above)' : shown}`);
          }
        });
      } catch (error) {
        // Later steps would read outputs that were never set: the step fails, saying why.
        this.failed = true;
        this.#out.error(`Could not set the step's outputs (GITHUB_OUTPUT): ${inline(messageOf(error), 300)}`);
      }
    }
    if (summary.isEmpty) return;
    try {
      await this.#out.appendSummary(summary.toString());
    } catch (error) {
      this.#out.warning(`Could not write the job summary: ${messageOf(error)}`);
    }
  }
}
