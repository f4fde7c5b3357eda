import { pollLine } from '../../api/wait-log.ts';
import type { ProbeAttempt, ProbeOutcome, ProbeSettings } from '../../probe/probe.ts';
import { runProbe } from '../../probe/probe.ts';
import { showStatuses } from '../../probe/expectations.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import type { StepReport } from '../operation.ts';

/** Where the URL is shown: without its query (a token may ride in it) and never its headers. */
export const shownUrl = (url: URL) => `${url.origin}${url.pathname}`;

function attemptLine(a: ProbeAttempt, consecutive: number, log: ActionLog): string {
  const status = a.status === undefined ? 'no answer' : `status ${a.status}`;
  const verdict = a.error === undefined ? `matched (${a.streak} of ${consecutive} in a row)` : `${a.error}: ${a.why}`;
  // The probe's own last attempt says why it ended; "time is up" is the step's to say.
  return pollLine(
    { poll: a.attempt, elapsedMs: a.elapsedMs, nextInMs: a.nextInMs, settled: true },
    `${status}, ${inline(log.redact(verdict), 200)}`,
    'Attempt',
  );
}

/**
 * Runs the probe with its log lines, sets the probe outputs and writes its summary: probe-url is
 * nothing else, proveDeploy its verdict after a deploy. Never throws on a mismatch.
 */
export async function probeAndReport(settings: ProbeSettings, report: StepReport): Promise<ProbeOutcome> {
  const { log, setOutput, summary } = report;
  log.info(
    `Probing ${inline(shownUrl(settings.url))} (${settings.method}) up to ${settings.waitSeconds} s, every ${settings.pollIntervalSeconds} s, ` +
      `until it meets every expectation ${settings.consecutive} time(s) in a row: status ${showStatuses(settings.expect.statuses)}` +
      `${settings.expect.body ? ', a body expectation' : ''}${settings.expect.header ? `, header ${inline(settings.expect.header.name)}` : ''}${settings.expect.commit ? `, commit ${settings.expect.commit}` : ''}`,
  );
  const outcome = await runProbe(settings, {
    clock: report.clock,
    onAttempt: (a) => log.info(attemptLine(a, settings.consecutive, log)),
  });
  setOutput('matched', outcome.matched);
  setOutput('probe-status', outcome.status);
  setOutput('probe-error', outcome.error ?? '');
  setOutput('attempts', outcome.attempts);
  setOutput('elapsed-seconds', Math.round(outcome.elapsedMs / 1000));
  // Scrubbed before it is cut: a secret the page echoes, cut in half, would not be found after.
  if (!outcome.matched && outcome.excerpt) log.untrusted(`The last body began with: ${inline(log.redact(outcome.excerpt), 200)}`);
  summary.heading('Probe', 3).facts([
    ['URL', shownUrl(settings.url)],
    ['Matched', outcome.matched ? 'yes' : 'no'],
    ['Last status', outcome.status ?? 'no answer'],
    ['Why', outcome.why],
    ['Attempts', outcome.attempts],
  ]);
  return outcome;
}

export function probeResult(settings: ProbeSettings, outcome: ProbeOutcome): object {
  return {
    url: shownUrl(settings.url),
    matched: outcome.matched,
    status: outcome.status ?? null,
    attempts: outcome.attempts,
    elapsedSeconds: Math.round(outcome.elapsedMs / 1000),
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}

/** The failure a mismatch or a network error means, for the step's message. */
export function probeFailure(settings: ProbeSettings, outcome: ProbeOutcome): string {
  return `The probe of ${shownUrl(settings.url)} did not match within ${settings.waitSeconds} s (${outcome.attempts} attempt(s)): ${outcome.error === undefined ? '' : `${outcome.error}, `}${outcome.why}`;
}

/** Why a deploy does not work; `skipped` says why the rollback asked for is not made. */
export type DeployFailure = { reason: string; skipped?: string | undefined };

/**
 * The probe after a deploy, which the step rolls back on (or not): undefined when it matched.
 * A network failure may be the runner's, not the deploy's: with rollback-on-failure and
 * rollback-on-probe-error false, `skipped` says so, naming `whose` the failure may not be.
 */
export async function proveDeploy(
  settings: ProbeSettings,
  report: StepReport,
  rollback: { rollbackOnFailure: boolean; rollbackOnProbeError: boolean },
  options: { whose?: string } = {},
): Promise<DeployFailure | undefined> {
  const outcome = await probeAndReport(settings, report);
  if (outcome.matched) return undefined;
  const reason = probeFailure(settings, outcome);
  // A request refused before it was sent (`request`) is no network failure: the network never had
  // it, and rollback-on-probe-error, which spares the release the runner's network, does not spare it.
  const network = ['dns', 'connect', 'tls', 'timeout'].includes(outcome.error ?? '');
  if (!rollback.rollbackOnFailure || !network || rollback.rollbackOnProbeError) return { reason };
  const failed = `the probe failed on the network (${outcome.error ?? 'error'})`;
  const may = options.whose === undefined ? '' : `, which may be the runner's and not the ${options.whose}'s,`;
  return { reason, skipped: `${failed}${may} and rollback-on-probe-error is false` };
}
