import type { PlatformClient } from '../../api/platform-client.ts';
import type { PullRequestState } from '../../github/pull-request-state.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import {
  readDeployId,
  readHostnameTemplate,
  readHtmlCacheControl,
  resolveHostname,
  type HostnameTemplate,
} from '../../inputs/site-inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { CertificateMissing } from '../../platform/pull-zones/certificates.ts';
import { CertificateNotServed, EDGE_CERTIFICATE_WAIT_MS, waitForEdgeCertificate } from '../../platform/pull-zones/edge-certificate.ts';
import type { EdgeRule, PullZone } from '../../api/models/pull-zone.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { purgePreviewRequest } from '../../platform/pull-zones/preview-purge.ts';
import { HISTORY_MAX } from '../../platform/pull-zones/deploy-history.ts';
import { descriptionOf, liveDeploy, ruleFor, sameDeploy, targetName, type SiteStorage } from '../../platform/pull-zones/site-rules.ts';
import { planHtmlRule } from '../../platform/pull-zones/html-rule.ts';
import { pagesNotInDeploy } from '../../platform/pull-zones/deploy-pages.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import {
  applySwitch,
  changeLine,
  decideSwitch,
  namedRules,
  shadowingRules,
  deployName,
  SwitchConflict,
  SwitchUnsettled,
  type SwitchDecision,
  type SwitchRequest,
} from '../../platform/pull-zones/site-switch.ts';
import {
  browserCacheSeconds,
  homePageCheckLine,
  siteAnswerCause,
  siteAnswerProblem,
  HTML_BROWSER_CACHE_MAX_SECONDS,
  pageCaching,
  purgeUnverified,
  readPageCacheControl,
  verifySwitch,
  type VerifyOutcome,
  type VerifySettings,
} from '../../platform/pull-zones/switch-verification.ts';
import { EDGE_PROPAGATION_MS } from '../../platform/pull-zones/edge-propagation.ts';
import type { Cell } from '../../runner/job-summary.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { OperationContext, StepReport } from '../operation.ts';
import { PullRequestClosed, StepFailure } from '../step-failure.ts';
import { firstLine, messageOf } from '../../http/wording.ts';
import type { ApiError } from '../../api/api-error.ts';
import { proveDeploy, type DeployFailure } from './probe-report.ts';
import type { SiteStorageSettings } from './site-storage.ts';

/*
 * The switch that deploy-site and promote-site share: show what it would write, write it with a
 * compare-and-swap, see the edge serve it, probe, and on failure (with rollback-on-failure)
 * switch back, compare-and-swap on this step's own switch.
 */

export interface SiteSwitchSettings extends Omit<SwitchRequest, 'storage'>, VerifySettings {
  probe: ProbeSettings | undefined;
  rollbackOnFailure: boolean;
  /** Why nothing is switched back without rollbackOnFailure, in the step's own inputs' words. */
  noRollback: string;
  rollbackOnProbeError: boolean;
  /** A page of the build served without an extension (`/about`), whose caching is read too. */
  extensionlessPage?: string | undefined;
  /** Whether the run's pull request is open now (undefined: the run has none): a closed one's preview is not switched. */
  pullRequestState?: (() => Promise<PullRequestState | undefined>) | undefined;
}

/** The switch's inputs as read, before the preview hostname's `{pr}` is filled in. */
export interface SiteSwitchInputs {
  switching: Omit<SiteSwitchSettings, 'target'>;
  storage: SiteStorageSettings;
  previewHostname: HostnameTemplate;
}

/**
 * The inputs deploy-site and promote-site read alike: the zones, the deploy and where it goes,
 * the wait, the probe and html-cache-control (a site uploaded with promote: false and promoted
 * sets its HTML's Cache-Control at its promotion, or nowhere). The rest is promote-site's, which
 * deploy-site overrides from its own inputs: promote-site is how a site is rolled back, so it
 * does not roll itself back, and a deploy promoted is a site that works (its home page answers 2xx)
 * unless the step's require-index is false.
 * Where it goes is known from switchTarget, once the step's other inputs are read.
 */
export function readSiteSwitch(context: OperationContext, deployIdFromCommit: boolean): SiteSwitchInputs {
  const { inputs, env, http, settings } = context;
  const pullZoneId = inputs.id('pull-zone-id');
  const storageZoneId = inputs.id('storage-zone-id');
  const deployId = readDeployId(inputs, 'deploy-id', true, deployIdFromCommit ? env : undefined) ?? '';
  const previewHostname = readHostnameTemplate(inputs, false, env);
  const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
  const probe = readProbeSettings(inputs, env, http, 'probe-url', wait);
  const htmlCacheControl = readHtmlCacheControl(inputs);
  return {
    switching: {
      pullZoneId,
      deployId,
      ...wait,
      timeoutMs: settings.timeoutMs,
      probe,
      rollbackOnFailure: false,
      noRollback: 'promote-site does not switch itself back',
      rollbackOnProbeError: true,
      htmlCacheControl,
      homePage: true,
      http,
      pullRequestState: () => context.pullRequestState(),
    },
    storage: { storageZoneId, concurrency: 1, step: context },
    previewHostname,
  };
}

/**
 * The production or preview target of the switch. A preview hostname's `{pr}` can cost a request
 * to GitHub (on workflow_run): a step calls this last, once every other input is read, so that
 * an input problem fails the step without it, and a lookup that fails hides none.
 */
export async function switchTarget(context: OperationContext, read: SiteSwitchInputs): Promise<SiteSwitchSettings['target']> {
  const hostname = await resolveHostname(read.previewHostname, context);
  return hostname === undefined ? { kind: 'production' } : { kind: 'preview', hostname };
}

/** Why a step refuses before any write: the log's error, and the summary's verdict. */
export interface Refusal {
  message: string;
  verdict: string;
  /** The refusal is the run's pull request being closed: its Deployment ends inactive (PullRequestClosed). */
  pullRequestClosed?: boolean;
}

/**
 * Raises a refusal that inspect's read decided, from `show` and before any Would or Will line:
 * a run refuses before it writes, and its dry run fails the same way, "Dry run: " before both.
 */
export function refuseBeforeWriting(refusal: Refusal | undefined, mode: 'dry-run' | 'run'): void {
  if (refusal === undefined) return;
  const prefix = mode === 'dry-run' ? 'Dry run: ' : '';
  const Failure = refusal.pullRequestClosed ? PullRequestClosed : StepFailure;
  throw new Failure(`${prefix}${refusal.message}`, `${prefix}${refusal.verdict}`);
}

/**
 * Why a switch does not work, and the API's failure behind it (its status and error key, the
 * inputs to check); `hint`: advice for a re-run, said after the reason unless the step switched
 * back, when a re-run would switch again.
 */
type SwitchFailure = DeployFailure & {
  cause?: ApiError | undefined;
  hint?: string | undefined;
  /** The switch was written (the platform answered it) and no read showed it: the platform may have lost it. */
  unread?: boolean;
};

/** A copy of the site's rule the platform kept after a switch (it lost the step's deletes of it), which the edge may run first. */
function copyKeptClause({ description, guid, serves }: NonNullable<SwitchConflict['switched']>): string {
  const serving = serves === undefined ? "serves none of this action's deploys" : `serves deploy ${serves}`;
  return `a copy of the site's rule, '${description}' (${guid}), which the platform kept (it lost both of this step's deletes of it: another writer is changing the zone's rules at the same time), ${serving}, and the edge may run it first`;
}

/** What failed after a switch written (SwitchUnsettled): a read or a write, before or after a read showed the switch. */
function failedAfterWrite({ readBack, failed }: SwitchUnsettled): string {
  if (!readBack)
    return failed === 'read' ? 'the read of the pull zone after the write failed' : 'a write after it failed, before a read showed it';
  return failed === 'read' ? 'a later read of the pull zone failed' : 'a write after it failed';
}

/** What failed after a switch written (SwitchUnsettled), from what the step knows of it. */
function unsettledWhat(unsettled: SwitchUnsettled): string {
  return unsettled.readBack ? `it was read back, but ${failedAfterWrite(unsettled)}` : failedAfterWrite(unsettled);
}

/** The summary's heading of a step that switches a site (or uploads it, with promote: false). */
export const siteHeading = (operation: string, { deployId, target, pullZoneId }: SiteSwitchSettings, mode: 'dry-run' | 'run') =>
  `bunny.net ${operation}: deploy ${deployId} to ${targetName(target)} of pull zone ${pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`;

const verifyLine = (outcome: VerifyOutcome) => `${outcome.polls} poll(s), ${(outcome.elapsedMs / 1000).toFixed(1)} s`;

/**
 * One step's switch of a site to a deploy: made by `inspect` from the zone as read, with the
 * step's client, settings, storage and report, so that showing it, carrying it out, verifying
 * it and rolling it back need nothing more. Each phase of `apply` is its own log group.
 */
export class SiteSwitch {
  readonly #client: PlatformClient;
  readonly #report: StepReport;
  readonly #settings: SiteSwitchSettings;
  /** What the step read and decided: what `show` reports and `apply` carries out. */
  readonly decision: SwitchDecision;
  /** The zone as `inspect` read it, which the step's own decisions (keep-deploys) read too. */
  readonly zone: PullZone;
  /** Whether a preview's pull request was open when `inspect` asked; undefined for production, or a run without one. */
  readonly #pullRequest: PullRequestState | undefined;
  /** `apply` warned that GitHub could not be asked: a later question that cannot either says nothing new. */
  #warnedNotAsked = false;
  /** The duplicate rules whose delete the platform kept losing, left for the next run: none can change which deploy is served. */
  readonly #leftOver: { description: string; guid: string; enabled: boolean }[] = [];

  private constructor(
    client: PlatformClient,
    report: StepReport,
    settings: SiteSwitchSettings,
    zone: PullZone,
    decision: SwitchDecision,
    pullRequest: PullRequestState | undefined,
  ) {
    this.#client = client;
    this.#report = report;
    this.#settings = settings;
    this.zone = zone;
    this.decision = decision;
    this.#pullRequest = pullRequest;
  }

  /** The requests of a switch, as a dry run without a key lists them. */
  static describe(settings: SiteSwitchSettings, storageZoneId: number, after: string): PlannedRequest[] {
    const { pullZoneId, deployId, target } = settings;
    const storage = { id: storageZoneId, name: '{storage zone name}' };
    return [
      planned(requests.pullZone(pullZoneId), 'read again right before each write'),
      ...(target.kind === 'preview'
        ? [
            planned(
              requests.removeHostname(pullZoneId, target.hostname),
              "when the zone has it without a certificate, claimed by the preview's rule, and a wildcard hostname of the zone with its certificate covers it: the wildcard then serves the preview",
            ),
            planned(
              requests.addHostname(pullZoneId, target.hostname),
              "when the zone lacks it and no wildcard hostname of the zone covers it, after the preview's rule (disabled) claims it",
            ),
            planned(
              requests.loadFreeCertificate(target.hostname),
              `when the hostname was added and has no certificate (asked once); then read the zone until HasCertificate, and try a TLS handshake with the edge until it serves the certificate (at most ${EDGE_CERTIFICATE_WAIT_MS / 1000} s); the handshakes alone when the hostname has its certificate and the preview is not live yet`,
            ),
          ]
        : []),
      planned(
        requests.addOrUpdateEdgeRule(pullZoneId, ruleFor(target, storage, deployId, ['{production hostnames}'])),
        "the switch, with the Guid of the site's rule when it has one; the /deploys/ block, any rule to heal and the HTML rule when it must change first, one write at a time (before the HTML rule's, the live deploy's folder is listed for each page the rule names that this deploy lacks)",
      ),
      planned(
        target.kind === 'preview' ? purgePreviewRequest(target.hostname) : requests.purgePullZone(pullZoneId),
        `then poll the site until X-Bunny-Deploy is ${deployId}, wait, purge again${homePageCheckLine(settings.homePage)}${after}`,
      ),
    ];
  }

  /**
   * Reads the zone and, for a preview, asks whether its pull request is still open: a closed
   * one is refused before any write (deploy-site's upload included) and in the dry run, not only
   * by `apply`'s later questions (before the switch's first write, and right before the switch
   * itself), which close the race with a close meanwhile.
   */
  static async inspect(
    client: PlatformClient,
    report: StepReport,
    settings: SiteSwitchSettings,
    storage: SiteStorage,
    files: StorageClient,
  ) {
    const zone = await readPullZone(client, settings.pullZoneId);
    const pullRequest = settings.target.kind === 'preview' ? await settings.pullRequestState?.() : undefined;
    const request = { ...settings, storage };
    // The HTML rule's next write keeps, of the pages it names, the live deploy's: its folder says which.
    const { toLookUp } = planHtmlRule(zone, request);
    const live = liveDeploy(zone, settings.target);
    const looked = toLookUp.length === 0 || live === undefined ? undefined : await pagesNotInDeploy(files, live, toLookUp);
    for (const warning of looked?.warnings ?? []) report.log.warning(warning);
    const htmlPagesNotLive = looked?.notServed;
    return new SiteSwitch(client, report, settings, zone, decideSwitch(zone, { ...request, htmlPagesNotLive }), pullRequest);
  }

  get #where(): string {
    return `${targetName(this.#settings.target)} of pull zone ${this.#settings.pullZoneId}`;
  }

  /** Text the site or a host said, scrubbed of the step's secrets before it is cut (half a secret is no longer found). */
  #said(text: string, max: number, firstLine = false): string {
    const scrubbed = this.#report.log.redact(text);
    return inline(firstLine ? (scrubbed.split('\n')[0] ?? '') : scrubbed, max);
  }

  /** Why the switch is refused before any write (a closed pull request; the decision's limits, hostname vary, only-if), or undefined. */
  get refusal(): Refusal | undefined {
    if (this.#pullRequest?.state === 'closed')
      return {
        message: `${this.#closed(this.#pullRequest.number)}, and the step wrote nothing (GitHub was asked before its first write)`,
        verdict: `Pull request #${this.#pullRequest.number} is closed: nothing was written`,
        pullRequestClosed: true,
      };
    const { refusals } = this.decision;
    return refusals.length === 0 ? undefined : { message: refusals.join('\n'), verdict: 'Refused before any write' };
  }

  #closed(number: number): string {
    return `pull request #${number} is closed: its preview is not put back. Nothing was switched on ${this.#where}`;
  }

  #notAsked({ number, why }: { number: number; why: string }, switched: string): string {
    return `Whether pull request #${number} is still open was not asked of GitHub (${why}): ${this.#where} ${switched} all the same. If the pull request was closed meanwhile, run remove-site-preview again`;
  }

  /**
   * The outputs the decision already knows and its log lines, set by a dry run and a run alike.
   * `refusal` (the step's own, or the switch's) fails the step once what was read is said.
   */
  show(mode: 'dry-run' | 'run', refusal = this.refusal): void {
    const { log, setOutput } = this.#report;
    const { decision } = this;
    const { request } = decision;
    setOutput('previous-deploy-id', decision.previous ?? '');
    setOutput('url', decision.url);
    if (decision.uncertified.length > 0) {
      const [one, names] = [decision.uncertified.length === 1, decision.uncertified.join(', ')];
      log.info(
        `url is ${decision.url ?? 'unset'}, passing over ${names}: ${one ? 'it has' : 'they have'} no certificate on pull zone ${request.pullZoneId} (HasCertificate false), so an https request to ${one ? 'it' : 'them'} fails the TLS handshake. The first that has one becomes the url`,
      );
    }
    const where = this.#where;
    log.info(`Live on ${where}: ${deployName(decision.live)}; ${decision.ruleCount} edge rule(s), ${decision.hostnameCount} hostname(s)`);
    refuseBeforeWriting(refusal, mode);
    for (const warning of decision.warnings) log.warning(warning);
    if (decision.foreignWarning !== undefined) {
      log.warning(decision.foreignWarning);
      this.#report.summary.paragraph(`⚠️ ${decision.foreignWarning}`);
    }
    if (decision.wildcard !== undefined)
      log.info(`The wildcard hostname ${decision.wildcard} serves ${where}: no hostname to add, no certificate to ask for`);
    for (const change of decision.changes)
      if (change.kind === 'remove-hostname')
        log.info(
          `The hostname ${change.hostname} is on pull zone ${request.pullZoneId} without a certificate (HasCertificate false): the edge answers it with its own certificate only, never the wildcard's, so it is removed and the wildcard serves the preview`,
        );
    if (request.target.kind === 'preview' && request.htmlCacheControl !== undefined)
      log.info(
        "html-cache-control: the rule that sets the HTML's Cache-Control is the site's, written by production's deploys; a preview leaves it as it is",
      );
    if (decision.alreadyLive) {
      // A re-run made no switch: previous is from the rule's record, not this step's to restore.
      const back = this.#settings.rollbackOnFailure
        ? `; rollback-on-failure switches nothing back on a re-run: this step makes no switch, so a verification that fails leaves deploy ${request.deployId} live and fails the step`
        : '';
      log.info(
        `Deploy ${request.deployId} is live on ${where} already: nothing to switch; it is verified again before the step reports success, purged, polled, waited for and purged again as a switch is (the step that switched to it may have failed before its purges, and the edge serves cached pages under the new header)${back}`,
      );
      log.info(
        decision.previousCutOff
          ? `previous-deploy-id is empty: deploy ${request.deployId} was live on ${targetName(request.target)} before this step, and its rule's record of the deploys live before it (the last ${HISTORY_MAX}) does not reach back to before it first went live`
          : decision.previous === undefined
            ? `previous-deploy-id is empty: deploy ${request.deployId} was live on ${targetName(request.target)} before this step, and its rule records no deploy live before it (it was the first deploy, or an earlier version of this action or a hand edit made it live)`
            : `previous-deploy-id: deploy ${decision.previous}, live before deploy ${request.deployId} went live the first time (recorded by the switches in its rule)`,
      );
    }
    // A run asks again right before its switch, and warns then if it still cannot.
    if (mode === 'dry-run' && this.#pullRequest?.state === 'unknown') log.warning(this.#notAsked(this.#pullRequest, 'would be switched'));
    const verb = mode === 'dry-run' ? 'Would' : 'Will';
    for (const change of decision.changes) log.info(`${verb} ${changeLine(change)}`);
    if (mode === 'dry-run')
      log.info(
        `${verb} then purge, poll ${decision.url ?? 'the site'} until X-Bunny-Deploy is ${request.deployId}, wait ${EDGE_PROPAGATION_MS / 1000} s and purge again${homePageCheckLine(this.#settings.homePage)}`,
      );
  }

  /**
   * Carries out the decision (`show` raised its refusals): writes, verifies and probes; a
   * failure after the switch goes to rollBack. Resolves with whether this step switched
   * (promoted); throws to fail the step. The output `promoted` and the step's
   * `result` (its promoted member) are set together, so that they never disagree.
   */
  async apply(result: { promoted: boolean }): Promise<boolean> {
    const { request } = this.decision;
    const announce = (promoted: boolean) => {
      result.promoted = promoted;
      this.#report.setOutput('promoted', promoted);
      this.#report.setOutput('result', result);
    };
    announce(false);
    this.#report.setOutput('rolled-back', false);
    const preview = request.target.kind === 'preview';
    if (preview) await this.#refuseClosedPullRequest('first-write');
    const switching = !this.decision.alreadyLive;
    // Why a switch this step wrote is not verified, known from the write (the read after it failed, or a write after it;
    // a copy of its rule kept, its delete lost): it goes on as a verification that failed, after the log group.
    let unverified: SwitchFailure | undefined;
    await this.#report.log.group(`Switch ${this.#where} to deploy ${request.deployId}`, async () => {
      try {
        await this.#write(this.decision, preview ? () => this.#refuseClosedPullRequest('switch') : undefined);
      } catch (error) {
        if (error instanceof SwitchUnsettled) {
          announce(true);
          unverified = await this.#unsettled(error);
          return;
        }
        if (error instanceof SwitchConflict) {
          // The switch itself reads back written (or the platform made a rule of its rewrite, which serves): promoted, however the step ends.
          if (error.switched !== undefined || error.servesOwnWrite) announce(true);
          // A preview's close may be what changed the zone (its remove-site-preview landing
          // during the step's writes): it ends as the same close a little earlier does.
          if (preview) await this.#refuseClosedPullRequest(error);
          // The copy kept may serve the old deploy first: with rollback-on-failure, that is a verification failed.
          if (error.switched !== undefined && this.#settings.rollbackOnFailure) {
            unverified = this.#copyKept(error.switched);
            return;
          }
          // A write the platform kept losing was repeated, and its message says so and what is live;
          // a hostname the step removed again (or could not) is said by the message too.
          const left =
            error.kind === 'lost' || error.saysWhatIsLeft
              ? ''
              : `. Nothing of this step's switch was rolled back or repeated${error.kind === 'another-writer' ? ': check which deploy should be live' : ''}`;
          throw new StepFailure(`${error.message}${left}`, error.verdict);
        }
        if (error instanceof CertificateMissing) throw new StepFailure(error.message, 'No TLS certificate for the preview hostname');
        if (error instanceof CertificateNotServed)
          throw new StepFailure(error.message, "The edge does not serve the preview hostname's new certificate yet");
        throw error;
      }
    });
    if (unverified !== undefined) return this.rollBack(unverified);
    if (switching) announce(true);
    const failure = await this.#verifyLive(switching);
    if (failure === undefined) return switching;
    return this.rollBack(failure);
  }

  /**
   * A switch written whose read-back failed: purged (purgeUnverified), not verified; the failure
   * of its verification, with a re-run's advice, which finds the deploy live and verifies it.
   */
  async #unsettled(unsettled: SwitchUnsettled): Promise<SwitchFailure> {
    const { failure, readBack } = unsettled;
    const { deployId } = this.decision.request;
    const written = readBack ? 'was written and read back' : 'was written (the platform answered the write)';
    const what = `${written}, but ${failedAfterWrite(unsettled)} (${firstLine(failure)})`;
    return {
      reason: `The switch to deploy ${deployId} on ${this.#where} ${what}: ${await this.#purgeUnverified()}, not verified`,
      cause: failure,
      hint: `. A re-run of this step finds deploy ${deployId} live, purges it and verifies it${readBack ? '' : ' (or switches again, if the platform lost the write)'}`,
      unread: !readBack,
    };
  }

  /** A switch written that no verification follows: purged once, or why not (the platform's failure; a fault of this code fails the step). */
  async #purgeUnverified(): Promise<string> {
    const { log, clock } = this.#report;
    log.info(`Not verified: purging ${this.#where} once, after ${EDGE_PROPAGATION_MS / 1000} s (one propagation interval)`);
    try {
      await purgeUnverified(this.#client, this.#settings, clock, (line) => log.warning(line));
      return 'purged once, after one propagation interval';
    } catch (error) {
      if (StepFailure.apiErrorOf(error) === undefined) throw error;
      return `not purged (its purge failed: ${firstLine(error)})`;
    }
  }

  /** A switch written, then a copy of the target's rule the platform kept (it lost the step's deletes of it), which the edge may run first. */
  #copyKept(switched: NonNullable<SwitchConflict['switched']>): SwitchFailure {
    const { deployId } = this.decision.request;
    return {
      reason: `The switch to deploy ${deployId} on ${this.#where} was written, but not verified: ${copyKeptClause(switched)}`,
      hint: '. A re-run reads the zone again and decides',
    };
  }

  /**
   * A preview for a pull request closed since the run was queued (its close workflow may have
   * removed the preview already) is not written: claimed again, it would serve for good, with a
   * certificate ordered for it. `inspect` asked before any write; this asks again before the
   * switch's first write, as a close may come while deploy-site uploads, and once more right
   * before the switch itself when the step wrote or waited before it, as a close may come while
   * a new preview's certificate is issued and reaches the edge (minutes). When GitHub cannot be
   * asked, the step says so (once) and switches, as it did before it asked. Asked after a
   * SwitchConflict, a closed pull request explains the conflict, and an answer that cannot be had
   * leaves the conflict's failure as it is.
   */
  async #refuseClosedPullRequest(when: 'first-write' | 'switch' | SwitchConflict): Promise<void> {
    const state = await this.#settings.pullRequestState?.();
    if (state === undefined || state.state === 'open') return;
    const { deployId } = this.decision.request;
    // The close workflow's remove-site-preview may have run before this step's writes, finding nothing to remove.
    const leftToRemoval = (changes: string) =>
      `what the pull zone has of the preview (its rule, its hostname) is left to remove-site-preview, which the close workflow runs; if that ran before ${changes}, run it again`;
    if (state.state === 'closed' && when instanceof SwitchConflict)
      throw new PullRequestClosed(
        `pull request #${state.number} is closed: its preview is not put back. ${when.message}. GitHub, asked once this failed, says the pull request is closed: nothing more is written on ${this.#where}; deploys/${deployId}/ is left to keep-deploys${when.saysWhatIsLeft ? '' : `, and ${leftToRemoval("this step's changes")}`}`,
        `Pull request #${state.number} is closed: its preview is not put back`,
      );
    if (state.state === 'closed')
      throw new PullRequestClosed(
        `${this.#closed(state.number)}; deploys/${deployId}/ is left to keep-deploys${when === 'switch' ? `. GitHub said so right before the switch, after the step's earlier changes: ${leftToRemoval('those changes')}` : ''}`,
        `Pull request #${state.number} is closed: nothing was switched`,
      );
    if (when instanceof SwitchConflict || this.#warnedNotAsked) return;
    this.#warnedNotAsked = true;
    this.#report.log.warning(this.#notAsked(state, 'is switched'));
  }

  /**
   * verify, with an error (a purge refused) as a failure of the deploy live now: thrown past
   * apply, it would skip the rollback and leave a summary that never says what is live.
   */
  async #verifyLive(switching: boolean): Promise<SwitchFailure | undefined> {
    try {
      return await this.verify(switching);
    } catch (error) {
      // Only the platform's or the network's failures are the deploy's; a fault of this code (a
      // TypeError, a zone without a hostname to poll) is no reason to switch anything back.
      const cause = StepFailure.apiErrorOf(error);
      if (cause === undefined) throw error;
      const { deployId } = this.decision.request;
      const what = switching
        ? `The switch to deploy ${deployId} on ${this.#where} went through, but it was not verified`
        : `Deploy ${deployId}, live already on ${this.#where}, was not verified`;
      return {
        reason: `${what}: ${firstLine(error)}`,
        cause,
      };
    }
  }

  /** The summary of a switch that works: its verdict, then its facts and the step's own after them. */
  succeeded(promoted: boolean, facts: readonly (readonly [string, Cell])[] = []): void {
    const { request, previous, url } = this.decision;
    const { deployId } = request;
    this.#report.summary
      .verdict(
        true,
        promoted ? `Deploy ${deployId} is live on ${targetName(request.target)}` : `Deploy ${deployId} was live already (verified again)`,
      )
      .facts([['Deploy', deployId], ['Previous', previous ?? ''], ['URL', url ?? ''], ...facts]);
  }

  /**
   * Sees the edge serve the deploy, reads the caching of its HTML and probes it: why the deploy
   * does not work, or undefined when it does. A deploy live already (`switching` false) is
   * verified all the same: an earlier step may have switched to it and failed before it saw the
   * edge serve it.
   */
  async verify(switching: boolean): Promise<SwitchFailure | undefined> {
    const { request, url } = this.decision;
    const { deployId } = request;
    if (url === undefined) throw new Error(`pull zone ${request.pullZoneId} has no hostname to verify the switch on`);
    const settings = this.#settings;
    return this.#report.log.group(`Verify deploy ${deployId} on ${url}`, async () => {
      const verified = await this.#poll(url, deployId, this.decision.siteHosts);
      if (!verified.shown) return { reason: this.#notShown(url, verified, switching), hint: this.#duplicateHint() };
      this.#report.log.info(`Live: ${url} serves deploy ${deployId} (${verifyLine(verified)})`);
      const pages = ['/', ...(settings.extensionlessPage === undefined ? [] : [settings.extensionlessPage])];
      // A page the switch warned about already is read, not warned about again (with advice that could contradict it).
      const warned = new Set(this.decision.htmlPagesUncovered.map((page) => page.toLowerCase()));
      for (const page of pages) await this.#checkPageCaching(new URL(page, url).href, warned.has(page.toLowerCase()));
      return settings.probe && proveDeploy(settings.probe, this.#report, settings);
    });
  }

  /**
   * With rollback-on-failure, switches the target back to the deploy live before this step's
   * switch, only while this step's deploy is live there (compare-and-swap), verified as a switch
   * is; the step fails either way, saying what happened. A re-run (this deploy live already)
   * made no switch, so it switches nothing back: another step may have switched to it since it
   * first went live (a promote-site back from a broken deploy), and the deploy live before that
   * first time, by the rule's record, is the workflow's to use, as previous-deploy-id.
   */
  async rollBack({ reason: why, skipped, cause, hint: advice, unread }: SwitchFailure): Promise<never> {
    const { log, setOutput } = this.#report;
    // Once switched back, or with another deploy live, a re-run would switch to the failed deploy again: the hint is left out.
    const reason = `${why}${advice ?? ''}`;
    const { decision } = this;
    const { previous } = decision;
    const { deployId } = decision.request;
    // A switch no read showed may be one the platform lost: the old deploy may be what serves.
    const stays = unread ? `deploy ${deployId} was written, not verified, and may not have held` : `deploy ${deployId} stays live`;
    const hint = previous === undefined ? '' : `; promote-site with deploy-id ${previous} (previous-deploy-id) switches back`;
    if (!this.#settings.rollbackOnFailure)
      throw new StepFailure(`${reason}. Nothing was switched back (${this.#settings.noRollback}): ${stays}${hint}`, reason, cause);
    if (skipped !== undefined) throw new StepFailure(`${reason}. Nothing was switched back: ${skipped}; ${stays}${hint}`, reason, cause);
    if (decision.alreadyLive)
      throw new StepFailure(
        `${reason}. Nothing was switched back: this step made no switch (deploy ${deployId} was live before it), so it switched nothing back; ${stays}${
          previous === undefined
            ? ` (previous-deploy-id is empty: its rule records no deploy live before it${decision.previousCutOff ? ' first went live' : ''})`
            : `. The deploy live before it is ${previous} (previous-deploy-id): a rollback step, or promote-site with deploy-id ${previous}, switches back to it`
        }`,
        reason,
        cause,
      );
    if (previous === undefined)
      throw new StepFailure(
        `${reason}. Nothing to switch back to: no deploy was live on ${targetName(decision.request.target)} before this step (a first deploy); ${stays}`,
        reason,
        cause,
      );
    log.warning(`${why}; switching back to deploy ${previous}`);
    // A failure of the platform while switching back keeps the reason, says what is live, and
    // carries the platform's error (its status and error key, the inputs to check).
    const notBack = (error: unknown, why: string, live: string) =>
      new StepFailure(
        `${reason}. Not switched back to deploy ${previous}: ${why} (${firstLine(error)}); ${live}${hint}`,
        `${reason}; not switched back to deploy ${previous}: ${live}`,
        StepFailure.apiErrorOf(error) ?? cause,
      );
    return log.group(`Roll back ${this.#where} to deploy ${previous}`, async () => {
      let zone: PullZone;
      try {
        zone = await readPullZone(this.#client, decision.request.pullZoneId);
      } catch (error) {
        throw notBack(error, 'the pull zone could not be read', stays);
      }
      // The HTML rule written before this step's switch names the pages of the deploy it switches back to as well: it is not written.
      const back = decideSwitch(zone, {
        ...decision.request,
        deployId: previous,
        onlyIfLive: undefined,
        htmlCacheControl: undefined,
        htmlPages: undefined,
        htmlPagesNotLive: undefined,
      });
      // A rule the action did not make that serves its own origin on the site's address is served
      // under the header of the deploy switched back to: the switch back restores the rule as it was
      // before the step all the same (a re-run of the failed deploy would put it live once that rule
      // goes), and says it is not verified.
      const found = shadowingRules(zone, back.request, back.url);
      const shadow = found === undefined || found.certain.length === 0 ? undefined : { url: found.url, rules: found.certain };
      // One that may serve some visitors only is said, as a switch says it: the switch back is verified all the same.
      if (back.foreignWarning !== undefined && back.live === deployId) {
        log.warning(back.foreignWarning);
        this.#report.summary.paragraph(`⚠️ ${back.foreignWarning}`);
      }
      // `promoted` stays true: the platform answered this step's write, and no read tells a write it
      // lost from one another step switched back after it held; the message says the switch did not hold.
      if (unread && sameDeploy(back.live, decision.live))
        throw new StepFailure(
          `${why}. Not switched back: deploy ${back.live}, live before this step, is live again: this step's switch did not hold (the platform lost the write, or another step switched back)`,
          why,
          cause,
        );
      if (back.live !== deployId)
        throw new StepFailure(
          `${why}. Not switched back: ${deployName(back.live)} is live now, not this step's deploy ${deployId} (another deploy switched it); it is left alone`,
          why,
          cause,
        );
      try {
        await this.#write(back, undefined, true);
      } catch (error) {
        // Switched back, but not verified: rolled back, and what to run to verify it.
        const notVerified = (what: string, next = `Run promote-site with deploy-id ${previous}, which verifies it`, failure = cause) => {
          setOutput('rolled-back', true);
          return new StepFailure(
            `${why}. Switched back to deploy ${previous} (written, not verified: ${what}). ${next}`,
            `${why}; switched back to deploy ${previous}, not verified`,
            failure,
          );
        };
        // Written, as the switch itself is taken when its read-back fails: purged, not verified.
        if (error instanceof SwitchUnsettled)
          throw notVerified(
            `${unsettledWhat(error)} (${firstLine(error.failure)}); ${await this.#purgeUnverified()}`,
            undefined,
            error.failure,
          );
        // The switch back reads back written; the copy the platform kept may serve before it, so it is not verified.
        if (error instanceof SwitchConflict && error.switched !== undefined)
          throw notVerified(
            copyKeptClause(error.switched),
            `Delete that rule by hand, or run promote-site with deploy-id ${previous}, which deletes it and verifies deploy ${previous}`,
          );
        // The rule switched back was removed meanwhile, and the platform made a new one of the rewrite: switched back, not verified.
        if (error instanceof SwitchConflict && error.servesOwnWrite) throw notVerified(error.message);
        // Only a write lost before the switch back leaves this step's deploy live, which a re-run finds.
        if (error instanceof SwitchConflict) {
          const said = error.kind === 'lost' ? reason : why;
          throw new StepFailure(`${said}. Not switched back: ${error.message}`, said, cause);
        }
        // A write whose answer failed may still have been carried out: only the zone's rules tell.
        throw notBack(
          error,
          'its write failed',
          `deploy ${deployId} stays live unless the platform carried out the write before it failed (the rules of pull zone ${decision.request.pullZoneId} say which)`,
        );
      }
      setOutput('rolled-back', true);
      const url = back.url ?? decision.url ?? '';
      let verified: VerifyOutcome;
      try {
        verified = await this.#poll(url, previous, back.siteHosts);
      } catch (error) {
        if (shadow !== undefined) throw this.#shadowedBack(why, previous, shadow, cause, `; its purges failed: ${firstLine(error)}`);
        throw new StepFailure(
          `${why}. Switched back to deploy ${previous}, but its verification failed: ${firstLine(error)}. Run promote-site with deploy-id ${previous}, which verifies it again`,
          `${why}; switched back to deploy ${previous}, not verified`,
          StepFailure.apiErrorOf(error) ?? cause,
        );
      }
      // Purged and polled all the same (the edge keeps the failed deploy's pages until a purge); the header proves nothing there.
      if (shadow !== undefined) throw this.#shadowedBack(why, previous, shadow, cause, '');
      if (verified.shown)
        throw new StepFailure(
          `${why}. Switched back: deploy ${previous} is live again on ${url} (${verifyLine(verified)})`,
          `${why}; switched back to deploy ${previous}, live again`,
          cause,
        );
      // Shown, but not working: the deploy switched back to fails on this site too, which its rules do not explain.
      const problem = this.#answerProblem(url, verified, previous, back.siteHosts);
      if (problem !== undefined)
        throw new StepFailure(
          `${why}. Switched back to deploy ${previous}: it is served on ${url}, but ${problem}`,
          `${why}; switched back to deploy ${previous}, which does not work either`,
          cause,
        );
      throw new StepFailure(
        `${why}. Switched back to deploy ${previous}, but ${url} did not show it within ${this.#settings.waitSeconds} s: check the pull zone's rules before running this step again`,
        `${why}; the switch back to deploy ${previous} did not show`,
        cause,
      );
    });
  }

  /**
   * A switch back written behind a rule the action did not make, which serves its own origin on
   * the site's address before the site's rule: under the header of the deploy switched back to,
   * which is all the verification reads, so it is not verified. The failed deploy is never
   * advised again: once that rule goes, it would be live.
   */
  #shadowedBack(
    why: string,
    previous: string,
    shadow: { url: string; rules: readonly EdgeRule[] },
    cause: ApiError | undefined,
    purges: string,
  ): StepFailure {
    const one = shadow.rules.length === 1;
    const { pullZoneId } = this.#settings;
    return new StepFailure(
      `${why}. Switched back to deploy ${previous} (written, not verified: pull zone ${pullZoneId} has ${one ? 'an enabled edge rule' : 'enabled edge rules'} this action did not make, ${namedRules(shadow.rules)}, whose origin action serves ${shadow.url} before the site's rule, so the edge serves ${one ? "that rule's" : "those rules'"} origin there under deploy ${previous}'s X-Bunny-Deploy header, and the verification cannot tell${purges}). Disable or delete ${one ? 'that rule' : 'those rules'}, then run promote-site with deploy-id ${previous}, which verifies it`,
      `${why}; switched back to deploy ${previous}, not verified`,
      cause,
    );
  }

  #write(decision: SwitchDecision, beforeSwitch?: () => Promise<void>, switchBack = false): Promise<void> {
    const { log, clock, summary } = this.#report;
    const { http, timeoutMs, waitSeconds, pollIntervalSeconds, pullZoneId } = this.#settings;
    const wait = {
      clock,
      waitMs: waitSeconds * 1000,
      intervalMs: pollIntervalSeconds * 1000,
      edgeServes: (hostname: string, fresh: boolean) =>
        waitForEdgeCertificate(hostname, pullZoneId, { clock, http, timeoutMs, log: (line) => log.info(line) }, fresh),
    };
    const report = {
      write: (line: string) => log.info(line),
      leftOver: (rule: { description: string; guid: string; enabled: boolean }, warning: string) => {
        this.#leftOver.push(rule);
        log.warning(warning);
        summary.paragraph(`⚠️ ${warning}`);
      },
    };
    return applySwitch(this.#client, decision, wait, report, beforeSwitch, switchBack);
  }

  /** Purges, polls the site until it names the deploy, waits one propagation interval, purges again. */
  async #poll(url: string, deployId: string, siteHosts: readonly string[]): Promise<VerifyOutcome> {
    const { log, clock } = this.#report;
    return verifySwitch(this.#client, this.#settings, {
      url,
      siteHosts,
      deployId,
      clock,
      onStage: (line) => log.info(line),
      onWarning: (line) => log.warning(line),
      onPoll: ({ value: read, ...poll }) =>
        log.info(
          `Poll ${poll.poll} at ${(poll.elapsedMs / 1000).toFixed(1)} s: ${read?.status === undefined ? `no answer${read?.error ? ` (${this.#said(read.error, 200)})` : ''}` : `status ${read.status}`}, X-Bunny-Deploy ${read?.seen === undefined ? 'absent' : this.#said(read.seen, 80)}${poll.nextInMs === undefined ? '' : `; next in ${(poll.nextInMs / 1000).toFixed(1)} s`}`,
        ),
    });
  }

  /** Why a verification failed: the switch never showed, or it showed and `/` does not answer as the site. */
  #notShown(url: string, verified: VerifyOutcome, switching: boolean): string {
    const { deployId } = this.decision.request;
    const subject = switching ? `The switch to deploy ${deployId}` : `Deploy ${deployId}, live already,`;
    const { seen, status, error } = verified.last ?? {};
    const problem = this.#answerProblem(url, verified, deployId, this.decision.siteHosts);
    if (problem !== undefined) return `${subject} is served on ${url}, but ${problem}`;
    const last = seen === undefined ? 'no X-Bunny-Deploy header' : `X-Bunny-Deploy ${this.#said(seen, 80)}`;
    return `${subject} did not show on ${url} within ${this.#settings.waitSeconds} s (${verifyLine(verified)}; last: ${last}${error ? `, ${this.#said(error, 200)}` : ''})${this.#wildcardHint(status, seen)}`;
  }

  /**
   * Why the last answer, which names `deployId`, is not the site working, with the advice for it;
   * undefined when the header never named it (or the answer is the site's).
   */
  #answerProblem(url: string, verified: VerifyOutcome, deployId: string, siteHosts: readonly string[]): string | undefined {
    const last = verified.last;
    if (last?.seen !== deployId) return undefined;
    const problem = siteAnswerProblem(last, { url, siteHosts }, this.#settings.homePage, (text) => this.#said(text, 200));
    return problem && `${problem} (${verifyLine(verified)}): the site does not work ${siteAnswerCause(last.status)}`;
  }

  /**
   * A copy of the target's rule that the step could not delete (enabled, serving the deploy by
   * its folder) answers for the site too, and the edge runs response headers of every rule that
   * matches: its X-Bunny-Deploy, edited by hand, may be what the edge says.
   */
  #duplicateHint(): string {
    const description = descriptionOf(this.decision.request.target).toLowerCase();
    const left = this.#leftOver.filter((rule) => rule.enabled && rule.description.toLowerCase() === description);
    if (left.length === 0) return '';
    const rules = left.map((rule, i) => `${i === 0 ? 'The' : 'the'} rule '${rule.description}' (${rule.guid})`).join(', ');
    return `. ${rules} left on pull zone ${this.#settings.pullZoneId} (the platform kept losing this step's deletes, as a warning said) also answers for the site and may be what the edge serves: a re-run deletes what is left and verifies again`;
  }

  /**
   * A preview served through a wildcard hostname that answers with no deploy at all (no
   * X-Bunny-Deploy header): the preview's rule names its own host, and whether the edge shows a
   * rule that host or the wildcard is unconfirmed (storage-and-deploy-facts 6.2). If it shows the
   * wildcard, no preview's rule ever matches there, however long the step waits. An answer naming
   * another deploy is a rule that matches, only slow to change: no hint. The way out costs every
   * other preview under the wildcard, so a longer wait comes first and the cost is said.
   */
  #wildcardHint(status: number | undefined, seen: string | undefined): string {
    const { wildcard, request } = this.decision;
    if (wildcard === undefined || status === undefined || seen !== undefined) return '';
    return `. The preview is served through the wildcard hostname ${wildcard}, and the edge answered with no deploy at all (no X-Bunny-Deploy header): the switch may only be slow to reach every edge location, so first run the step again with a longer wait-seconds. If it still does not show, the edge may show its rules the wildcard rather than the host asked for (the platform's docs do not say which), and then no preview's own rule matches under it: previews need hostnames of their own. To have them, remove ${wildcard} from pull zone ${request.pullZoneId} and run the step again, which adds the preview's hostname and asks for its certificate (the zone's hostname limit and the certificate authority's weekly limit then count each preview); removing the wildcard stops every other preview under it from answering until each is deployed again`;
  }

  /**
   * Returning visitors: the Cache-Control that the site's HTML carries at the edge decides how
   * long a browser keeps the old deploy's page. `/` and one page served without an extension
   * (`/about` from about/index.html) are read, since rules may treat them apart. Reading it is
   * advice: a failure to read is said, never fatal.
   */
  async #checkPageCaching(page: string, warned = false): Promise<void> {
    const { log, summary } = this.#report;
    let headers: string[];
    try {
      headers = await readPageCacheControl(page, this.#settings.http, this.#settings.timeoutMs);
    } catch (error) {
      log.info(`Could not read the Cache-Control of ${page}: ${this.#said(messageOf(error), 200, true)}`);
      return;
    }
    const { seconds, disagree } = pageCaching(headers);
    const { target, htmlCacheControl } = this.#settings;
    // What this step's html-cache-control asked for; a preview writes no such rule (production's deploys do).
    const asked = target.kind === 'production' && htmlCacheControl !== undefined ? browserCacheSeconds(htmlCacheControl) : undefined;
    const beyondAsked = seconds !== undefined && asked !== undefined && seconds > asked;
    const tooLong = seconds !== undefined && seconds > HTML_BROWSER_CACHE_MAX_SECONDS;
    const seen = headers.map((header) => `Cache-Control: ${this.#said(header, 200)}`);
    if (!disagree && !beyondAsked && !tooLong) {
      log.info(`The site's HTML (${page}) carries ${seen.length === 0 ? 'Cache-Control: (none)' : seen.join(' and ')}`);
      return;
    }
    if (warned) {
      log.info(
        `The site's HTML (${page}) carries ${seen.join(' and ')}: the pull zone's, as the warning about the site's HTML rule said before the switch`,
      );
      return;
    }
    const setting = `The pull zone's "Browser cache expiration time" (CacheControlPublicMaxAgeOverride) decides what browsers get`;
    const example = 'html-cache-control (for example public, max-age=0, must-revalidate)';
    // A preview's step writes no HTML rule: its own html-cache-control would change nothing.
    const htmlRuleAdvice =
      target.kind === 'production'
        ? `give ${example}`
        : `have production's deploy (deploy-site or promote-site without preview-hostname) set ${example}: the rule it writes sets the Cache-Control of the site's HTML on the pull zone's hostnames, the previews' included, where a preview's step writes no such rule`;
    const keeps = `a browser keeps it for ${seconds ?? 'an unknown number of'} s`;
    // One line whose max-ages differ is the same two headers, joined by a proxy on the way.
    const carried =
      seen.length > 1
        ? `${seen.length} Cache-Control headers (${seen.join('; ')})`
        : `${seen[0] ?? ''} (headers joined in one line: its max-ages differ)`;
    const warning =
      seen.length > 1 || disagree
        ? `The site's HTML (${page}) carries ${carried}: a rule's did not replace the pull zone's own, and as a browser may take the longest, ${keeps}, so returning visitors may see the old deploy. ` +
          `${setting}: set it to 0, as the platform's CLI does for sites, so that the zone's header no longer keeps the page`
        : tooLong
          ? `The site's HTML (${page}) carries ${seen[0] ?? ''}: ${keeps} (more than an hour), so returning visitors may see the old deploy. ` +
            `${setting}; or ${htmlRuleAdvice}`
          : `The site's HTML (${page}) carries ${seen[0] ?? ''}: ${keeps}, longer than html-cache-control asked for (${asked ?? 0} s), so the rule html-cache-control writes does not decide it. ${setting}`;
    log.warning(warning);
    summary.paragraph(`⚠️ ${warning}`);
  }
}
