import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import type { StepConnections } from '../../http/step-connections.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { CertificateMissing } from '../../platform/pull-zones/certificates.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { ruleFor, targetName, type SiteStorage, type SiteTarget } from '../../platform/pull-zones/site-rules.ts';
import { applySwitch, changeLine, decideSwitch, SwitchConflict, type SwitchDecision } from '../../platform/pull-zones/site-switch.ts';
import {
  browserCacheSeconds,
  EDGE_PROPAGATION_MS,
  homePageAnswers,
  HTML_BROWSER_CACHE_MAX_SECONDS,
  readHtmlCacheControl,
  verifySwitch,
  type VerifyOutcome,
} from '../../platform/pull-zones/switch-verification.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { isNetworkFailure, probeAndReport, probeFailure } from './probe-report.ts';

/*
 * The switch that deploy-site and promote-site share: show what it would write, write it with a
 * compare-and-swap, see the edge serve it, probe, and on failure (with rollback-on-failure)
 * switch back, compare-and-swap on this step's own switch.
 */

export interface SiteSwitchSettings {
  pullZoneId: number;
  target: SiteTarget;
  deployId: string;
  waitSeconds: number;
  pollIntervalSeconds: number;
  /** Limit for one request to the site while waiting for the header. */
  timeoutMs: number;
  probe: ProbeSettings | undefined;
  rollbackOnFailure: boolean;
  rollbackOnProbeError: boolean;
  /** html-cache-control: the Cache-Control of the site's HTML; undefined leaves it as it is. */
  htmlCacheControl: string | undefined;
  /** Whether `/` must answer 2xx for the deploy to count as live (require-index). */
  homePage: boolean;
  /** A page of the build served without an extension (`/about`), whose caching is read too. */
  extensionlessPage?: string | undefined;
  /** The step's connections, for the site's own address. */
  http: StepConnections;
}

const deployName = (deploy: string | undefined) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);

/** The outputs a switch decision already knows, set by a dry run and a run alike. */
export function showSwitch(decision: SwitchDecision, report: StepReport, mode: 'dry-run' | 'run'): void {
  const { log, setOutput } = report;
  const { request } = decision;
  setOutput('deploy-id', request.deployId);
  setOutput('previous-deploy-id', decision.previous ?? '');
  setOutput('url', decision.url);
  const where = `${targetName(request.target)} of pull zone ${request.pullZoneId}`;
  log.info(`Live on ${where}: ${deployName(decision.live)}; ${decision.ruleCount} edge rule(s), ${decision.hostnameCount} hostname(s)`);
  if (mode === 'dry-run') for (const refusal of decision.refusals) log.warning(`The step would fail before any write: ${refusal}`);
  for (const warning of decision.warnings) log.warning(warning);
  if (decision.wildcard !== undefined)
    log.info(`The wildcard hostname ${decision.wildcard} serves ${where}: no hostname to add, no certificate to ask for`);
  if (request.target.kind === 'preview' && request.htmlCacheControl !== undefined)
    log.info(
      "html-cache-control: the rule that sets the HTML's Cache-Control is the site's, written by production's deploys; a preview leaves it as it is",
    );
  if (decision.alreadyLive) {
    log.info(
      `Deploy ${request.deployId} is live on ${where} already: nothing to switch; it is verified again before the step reports success`,
    );
    log.info(
      decision.previousUnknown ??
        `previous-deploy-id: deploy ${decision.previous ?? ''}, live before deploy ${request.deployId} went live (recorded by that switch)`,
    );
  }
  const verb = mode === 'dry-run' ? 'Would' : 'Will';
  for (const change of decision.changes) log.info(`${verb} ${changeLine(change)}`);
  if (mode === 'dry-run') {
    log.info(
      `${verb} then purge, poll ${decision.url ?? 'the site'} until X-Bunny-Deploy is ${request.deployId}, wait ${EDGE_PROPAGATION_MS / 1000} s and purge again`,
    );
  }
}

/** The requests of a switch, as a dry run without a key lists them. */
export function describeSwitch(settings: SiteSwitchSettings, storageZoneId: number, after: string): PlannedRequest[] {
  const { pullZoneId, deployId, target } = settings;
  const storage = { id: storageZoneId, name: '{storage zone name}' };
  return [
    planned(requests.pullZone(pullZoneId), 'read again right before each write'),
    ...(target.kind === 'preview'
      ? [
          planned(
            requests.addHostname(pullZoneId, target.hostname),
            "when the zone lacks it and no wildcard hostname of the zone covers it, after the preview's rule (disabled) claims it",
          ),
          planned(
            requests.loadFreeCertificate(target.hostname),
            'when the hostname was added and has no certificate (asked once); then read the zone until HasCertificate',
          ),
        ]
      : []),
    planned(
      requests.addOrUpdateEdgeRule(pullZoneId, ruleFor(target, storage, deployId, ['{production hostnames}'])),
      "the switch, with the Guid of the site's rule when it has one; the /deploys/ block and any rule to heal first, one write at a time",
    ),
    planned(
      target.kind === 'preview' ? requests.purgeUrl(`https://${target.hostname}/*`) : requests.purgePullZone(pullZoneId),
      `then poll the site until X-Bunny-Deploy is ${deployId}, wait, purge again${after}`,
    ),
  ];
}

/** The switch's decision from the zone as read. */
export async function inspectSwitch(
  client: PlatformClient,
  settings: SiteSwitchSettings,
  storage: SiteStorage,
  onlyIfLive?: string,
): Promise<SwitchDecision> {
  const zone = await readPullZone(client, settings.pullZoneId);
  return decideSwitch(zone, {
    pullZoneId: settings.pullZoneId,
    storage,
    target: settings.target,
    deployId: settings.deployId,
    onlyIfLive,
    htmlCacheControl: settings.htmlCacheControl,
  });
}

function verifyLine(outcome: VerifyOutcome): string {
  return `${outcome.polls} poll(s), ${(outcome.elapsedMs / 1000).toFixed(1)} s`;
}

async function verify(
  client: PlatformClient,
  settings: SiteSwitchSettings,
  report: StepReport,
  url: string,
  deployId: string,
  liveAlready = false,
): Promise<VerifyOutcome> {
  const { log } = report;
  return verifySwitch({
    client,
    pullZoneId: settings.pullZoneId,
    previewHostname: settings.target.kind === 'preview' ? settings.target.hostname : undefined,
    url,
    deployId,
    connections: settings.http,
    clock: report.clock,
    waitMs: settings.waitSeconds * 1000,
    intervalMs: settings.pollIntervalSeconds * 1000,
    timeoutMs: settings.timeoutMs,
    liveAlready,
    homePage: settings.homePage,
    onStage: (line) => log.info(line),
    onPoll: (poll) =>
      log.info(
        `Poll ${poll.poll} at ${(poll.elapsedMs / 1000).toFixed(1)} s: ${poll.status === undefined ? `no answer${poll.error ? ` (${inline(poll.error, 200)})` : ''}` : `status ${poll.status}`}, X-Bunny-Deploy ${poll.seen === undefined ? 'absent' : inline(poll.seen, 80)}${poll.nextInMs === undefined ? '' : `; next in ${(poll.nextInMs / 1000).toFixed(1)} s`}`,
      ),
  });
}

/**
 * Returning visitors: the Cache-Control that the site's HTML carries at the edge decides how
 * long a browser keeps the old deploy's page. `/` and one page served without an extension
 * (`/about` from about/index.html) are read, since rules may treat them apart. Reading it is
 * advice: a failure to read is said, never fatal.
 */
async function checkHtmlCaching(settings: SiteSwitchSettings, report: StepReport, url: string): Promise<void> {
  const paths = ['/', ...(settings.extensionlessPage === undefined ? [] : [settings.extensionlessPage])];
  for (const path of paths) await checkPageCaching(settings, report, new URL(path, url).href);
}

async function checkPageCaching(settings: SiteSwitchSettings, report: StepReport, page: string): Promise<void> {
  const { log, summary } = report;
  let header: string | undefined;
  try {
    header = await readHtmlCacheControl(page, new URL(page).pathname, settings.http, settings.timeoutMs);
  } catch (error) {
    log.info(`Could not read the Cache-Control of ${page}: ${inline((error as Error).message.split('\n')[0] ?? '', 200)}`);
    return;
  }
  const seconds = browserCacheSeconds(header);
  if (seconds === undefined || seconds <= HTML_BROWSER_CACHE_MAX_SECONDS) {
    log.info(`The site's HTML (${page}) carries Cache-Control: ${header === undefined ? '(none)' : inline(header, 200)}`);
    return;
  }
  const warning =
    `The site's HTML (${page}) carries Cache-Control: ${inline(header ?? '', 200)}: a browser keeps it for ${seconds} s (more than an hour), so returning visitors may see the old deploy. ` +
    `The pull zone's "Browser cache expiration time" (CacheControlPublicMaxAgeOverride) decides what browsers get; or give html-cache-control (for example public, max-age=0, must-revalidate)`;
  log.warning(warning);
  summary.paragraph(`⚠️ ${warning}`);
}

export interface SwitchResult {
  promoted: boolean;
  verified: VerifyOutcome | undefined;
}

/**
 * Carries out the decision: refuses (before any write) what the decision refused, writes,
 * verifies and probes; a failure after the switch goes to rollBack. Throws to fail the step.
 * `announce` sets `promoted` and the result's promoted together, so that they never disagree.
 */
export async function applySiteSwitch(
  decision: SwitchDecision,
  client: PlatformClient,
  report: StepReport,
  settings: SiteSwitchSettings,
  storage: SiteStorage,
  announce: (promoted: boolean) => void,
): Promise<SwitchResult> {
  const { log, setOutput, summary } = report;
  const { request } = decision;
  announce(false);
  setOutput('rolled-back', false);
  if (decision.refusals.length > 0) {
    summary.verdict(false, 'Refused before any write');
    throw new Error(decision.refusals.join('\n'));
  }
  const switching = !decision.alreadyLive;
  try {
    await applySwitch(
      client,
      decision,
      { clock: report.clock, waitMs: settings.waitSeconds * 1000, intervalMs: settings.pollIntervalSeconds * 1000 },
      (line) => (line.startsWith('Warning: ') ? log.warning(line.slice('Warning: '.length)) : log.info(line)),
    );
  } catch (error) {
    if (error instanceof SwitchConflict) {
      summary.verdict(false, 'Another deploy switched the site meanwhile');
      throw new Error(`${error.message}. Nothing of this step's switch was rolled back or repeated: check which deploy should be live`);
    }
    if (error instanceof CertificateMissing) summary.verdict(false, 'No TLS certificate for the preview hostname');
    throw error;
  }
  if (switching) announce(true);
  const url = decision.url;
  if (url === undefined) throw new Error(`pull zone ${request.pullZoneId} has no hostname to verify the switch on`);
  // A deploy live already is verified all the same: an earlier step may have switched to it
  // and failed before it saw the edge serve it.
  const verified = await verify(client, settings, report, url, request.deployId, !switching);
  if (!verified.shown) {
    const reason = notShown(settings, request.deployId, url, verified, switching);
    if (!switching) return failUnswitched(report, reason);
    return rollBack(decision, client, report, settings, storage, reason, undefined);
  }
  log.info(`Live: ${url} serves deploy ${request.deployId} (${verifyLine(verified)})`);
  await checkHtmlCaching(settings, report, url);
  if (settings.probe) {
    const outcome = await probeAndReport(settings.probe, report, { urlOutput: false });
    if (!outcome.matched) {
      const reason = probeFailure(settings.probe, outcome);
      if (!switching) return failUnswitched(report, reason);
      // A network failure may be the runner's, not the deploy's: with rollback-on-probe-error false it does not switch back.
      const skip =
        settings.rollbackOnFailure && isNetworkFailure(outcome) && !settings.rollbackOnProbeError
          ? `the probe failed on the network (${outcome.error ?? 'error'}) and rollback-on-probe-error is false`
          : undefined;
      return rollBack(decision, client, report, settings, storage, reason, skip);
    }
  }
  return { promoted: switching, verified };
}

/** Why a verification failed: the switch never showed, or it showed and the home page does not work. */
function notShown(settings: SiteSwitchSettings, deployId: string, url: string, verified: VerifyOutcome, switching: boolean): string {
  const subject = switching ? `The switch to deploy ${deployId}` : `Deploy ${deployId}, live already,`;
  if (verified.lastSeen === deployId && !homePageAnswers(verified.lastStatus))
    return `${subject} is served on ${url}, but its home page answers ${verified.lastStatus ?? 'nothing'} (${verifyLine(verified)}): the site does not work (a deploy without index.html at its root, or storage replicas that do not have it yet)`;
  const seen = verified.lastSeen === undefined ? 'no X-Bunny-Deploy header' : `X-Bunny-Deploy ${inline(verified.lastSeen, 80)}`;
  return `${subject} did not show on ${url} within ${settings.waitSeconds} s (${verifyLine(verified)}; last: ${seen}${verified.lastError ? `, ${inline(verified.lastError, 200)}` : ''})`;
}

/** A deploy live already that does not verify: nothing of this step to switch back. */
function failUnswitched(report: StepReport, reason: string): never {
  report.summary.verdict(false, reason);
  throw new Error(`${reason}. This step switched nothing (the deploy was live already), so nothing was switched back`);
}

/**
 * With rollback-on-failure, switches the target back to the deploy live before this step, only
 * while this step's deploy is live there (compare-and-swap), verified as a switch is; the step
 * fails either way, saying what happened. `skipped` says why a rollback asked for was not made.
 */
async function rollBack(
  decision: SwitchDecision,
  client: PlatformClient,
  report: StepReport,
  settings: SiteSwitchSettings,
  storage: SiteStorage,
  reason: string,
  skipped: string | undefined,
): Promise<never> {
  const { log, setOutput, summary } = report;
  const previous = decision.live;
  const { deployId } = decision.request;
  const hint = previous === undefined ? '' : `; promote-site with deploy-id ${previous} (previous-deploy-id) switches back`;
  if (!settings.rollbackOnFailure) {
    summary.verdict(false, reason);
    throw new Error(`${reason}. Nothing was switched back (rollback-on-failure is false)${hint}`);
  }
  if (skipped !== undefined) {
    summary.verdict(false, reason);
    throw new Error(`${reason}. Nothing was switched back: ${skipped}${hint}`);
  }
  if (previous === undefined) {
    summary.verdict(false, reason);
    throw new Error(
      `${reason}. Nothing to switch back to: no deploy was live on ${targetName(decision.request.target)} before this step (a first deploy)`,
    );
  }
  log.warning(`${reason}; switching back to deploy ${previous}`);
  const back = await inspectSwitch(client, { ...settings, deployId: previous }, storage);
  if (back.live !== deployId) {
    summary.verdict(false, reason);
    throw new Error(
      `${reason}. Not switched back: ${deployName(back.live)} is live now, not this step's deploy ${deployId} (another deploy switched it); it is left alone`,
    );
  }
  try {
    await applySwitch(
      client,
      back,
      { clock: report.clock, waitMs: settings.waitSeconds * 1000, intervalMs: settings.pollIntervalSeconds * 1000 },
      (line) => log.info(line),
    );
  } catch (error) {
    summary.verdict(false, reason);
    if (error instanceof SwitchConflict) throw new Error(`${reason}. Not switched back: ${error.message}`);
    throw error;
  }
  setOutput('rolled-back', true);
  const url = back.url ?? decision.url ?? '';
  const verified = await verify(client, settings, report, url, previous);
  if (verified.shown) {
    summary.verdict(false, `${reason}; switched back to deploy ${previous}, live again`);
    throw new Error(`${reason}. Switched back: deploy ${previous} is live again on ${url} (${verifyLine(verified)})`);
  }
  summary.verdict(false, `${reason}; the switch back to deploy ${previous} did not show`);
  throw new Error(
    `${reason}. Switched back to deploy ${previous}, but ${url} did not show it within ${settings.waitSeconds} s: check the pull zone's rules before running this step again`,
  );
}
