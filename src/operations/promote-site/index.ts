import { planned, requests } from '../../api/requests.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { readDeployId, readHostnameTemplate, resolveHostname, readHtmlCacheControl } from '../../inputs/site-inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { targetName, type SiteStorage, type SiteTarget } from '../../platform/pull-zones/site-rules.ts';
import type { SwitchDecision } from '../../platform/pull-zones/site-switch.ts';
import type { DecidingOperation } from '../operation.ts';
import { deployProbeWait } from '../shared/probe-report.ts';
import { deployFolderFiles, openSiteFiles, readSiteStorage, siteStorageOf, type SiteStorageSettings } from '../shared/site-storage.ts';
import { applySiteSwitch, describeSwitch, inspectSwitch, showSwitch, type SiteSwitchSettings } from '../shared/site-switch-step.ts';

interface PromoteSitePlan {
  switching: SiteSwitchSettings;
  storage: SiteStorageSettings;
  onlyIfLive: string | undefined;
}

interface PromoteSiteDecision {
  plan: PromoteSitePlan;
  storage: SiteStorage;
  /** Files in deploys/<deploy-id>/: 0 when the folder is missing or empty. */
  deployFiles: number;
  switch: SwitchDecision;
}

export const operation: DecidingOperation<PromoteSitePlan, PromoteSiteDecision> = {
  async plan({ inputs, env, http, secrets, settings, pullRequest }) {
    const pullZoneId = inputs.id('pull-zone-id');
    const storageZoneId = inputs.id('storage-zone-id');
    const deployId = readDeployId(inputs, 'deploy-id', { required: true }) ?? '';
    const onlyIfLive = readDeployId(inputs, 'only-if-live-deploy-id', { required: false });
    const previewHostname = readHostnameTemplate(inputs, 'preview-hostname', false, env);
    const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
    const probe = readProbeSettings(inputs, env, http, 'probe-url', deployProbeWait(wait));
    const { timeoutMs, maxAttempts } = settings;
    const htmlCacheControl = readHtmlCacheControl(inputs);
    const hostname = await resolveHostname(previewHostname, { inputs, pullRequest });
    const target: SiteTarget = hostname === undefined ? { kind: 'production' } : { kind: 'preview', hostname };
    return {
      switching: {
        pullZoneId,
        target,
        deployId,
        waitSeconds: wait.waitSeconds,
        pollIntervalSeconds: wait.pollIntervalSeconds,
        timeoutMs,
        probe,
        // promote-site is how a site is rolled back: it does not roll itself back.
        rollbackOnFailure: false,
        rollbackOnProbeError: true,
        // promote-site switches as deploy-site does: a site uploaded with promote: false and
        // promoted here sets its HTML's Cache-Control here, or nowhere.
        htmlCacheControl,
        // A deploy promoted is a site that works: its home page answers 2xx.
        homePage: true,
        http,
      },
      storage: { storageZoneId, timeoutMs, maxAttempts, concurrency: 1, http, registerSecret: (value) => secrets.add(value) },
      onlyIfLive,
    };
  },

  describe(plan) {
    const { deployId } = plan.switching;
    return [
      planned(requests.storageZone(plan.storage.storageZoneId), `then list deploys/${deployId}/ on the zone's storage host`),
      ...describeSwitch(plan.switching, plan.storage.storageZoneId, ''),
    ];
  },

  async inspect(plan, client, report) {
    // Known before any request: set even when a read fails.
    report.setOutput('deploy-id', plan.switching.deployId);
    const access = await readSiteStorage(client, plan.storage);
    const files = openSiteFiles(access, plan.storage, report);
    let deployFiles: number;
    try {
      deployFiles = await deployFolderFiles(files, plan.switching.deployId);
    } finally {
      await files.close();
    }
    const storage = siteStorageOf(access);
    return { plan, storage, deployFiles, switch: await inspectSwitch(client, plan.switching, storage, plan.onlyIfLive) };
  },

  show(decision, report, mode) {
    const { switching } = decision.plan;
    report.summary.heading(
      `bunny.net promote-site: deploy ${switching.deployId} to ${targetName(switching.target)} of pull zone ${switching.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`,
    );
    if (decision.deployFiles === 0 && mode === 'dry-run')
      report.log.warning(
        `The step would fail: deploys/${switching.deployId}/ of storage zone ${decision.storage.name} is missing or empty`,
      );
    else report.log.info(`deploys/${switching.deployId}/ holds ${decision.deployFiles} file(s)`);
    showSwitch(decision.switch, report, mode);
    if (mode === 'dry-run') {
      report.setOutput('promoted', false);
      report.setOutput('result', {
        dryRun: true,
        deployId: switching.deployId,
        previousDeployId: decision.switch.previous ?? null,
        alreadyLive: decision.switch.alreadyLive,
      });
    }
  },

  async apply(decision, client, report) {
    const { switching } = decision.plan;
    const { setOutput, summary } = report;
    if (decision.deployFiles === 0) {
      setOutput('promoted', false);
      summary.verdict(false, `deploys/${switching.deployId}/ is missing or empty`);
      throw new Error(
        `deploys/${switching.deployId}/ of storage zone ${decision.storage.name} (${decision.storage.id}) is missing or empty: nothing was switched. Upload it first (deploy-site with promote: false), or check deploy-id`,
      );
    }
    const shown = {
      deployId: switching.deployId,
      previousDeployId: decision.switch.previous ?? null,
      promoted: false,
      url: decision.switch.url ?? null,
    };
    const announce = (promoted: boolean) => {
      shown.promoted = promoted;
      setOutput('promoted', promoted);
      setOutput('result', shown);
    };
    const result = await applySiteSwitch(decision.switch, client, report, switching, decision.storage, announce);
    summary.verdict(
      true,
      result.promoted
        ? `Deploy ${switching.deployId} is live on ${targetName(switching.target)}`
        : `Deploy ${switching.deployId} was live already (verified again)`,
    );
    summary.facts([
      ['Deploy', switching.deployId],
      ['Previous', decision.switch.previous ?? ''],
      ['URL', decision.switch.url ?? ''],
    ]);
  },
};
