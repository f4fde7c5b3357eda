import { planned, requests } from '../../api/requests.ts';
import { showValue } from '../../inputs/inputs.ts';
import { readDeployId } from '../../inputs/site-inputs.ts';
import { extensionlessPage, foldersWithHomePage, hasHomePage, noHomePage, pagesLikeFiles } from '../../platform/pull-zones/home-page.ts';
import { deploySegments, type SiteStorage } from '../../platform/pull-zones/site-rules.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { DecidingOperation } from '../operation.ts';
import { openSiteStorage, type SiteStorageSettings } from '../shared/site-storage.ts';
import {
  readSiteSwitch,
  siteHeading,
  SiteSwitch,
  switchTarget,
  type Refusal,
  type SiteSwitchSettings,
} from '../shared/site-switch-step.ts';

interface PromoteSitePlan {
  switching: SiteSwitchSettings;
  storage: SiteStorageSettings;
}

interface PromoteSiteDecision {
  plan: PromoteSitePlan;
  storage: SiteStorage;
  /** Files in deploys/<deploy-id>/: 0 when the folder is missing or empty. */
  deployFiles: number;
  /** The folders below deploys/<deploy-id>/ that hold an index.html; undefined when its root holds one, or with require-index: false. */
  homeFolders: string[] | undefined;
  switch: SiteSwitch;
}

/** The step's result before its switch (promoted is filled in by the switch): a refusal's as it is. */
function promoteResult(decision: PromoteSiteDecision) {
  const { previous, url } = decision.switch.decision;
  return { deployId: decision.plan.switching.deployId, previousDeployId: previous ?? null, promoted: false, url: url ?? null };
}

export const operation: DecidingOperation<PromoteSitePlan, PromoteSiteDecision> = {
  async plan(context) {
    const site = readSiteSwitch(context, false);
    const onlyIfLive = readDeployId(context.inputs, 'only-if-live-deploy-id', false);
    // As deploy-site's: false is how a site uploaded without a home page is promoted, or rolled back to.
    const homePage = context.inputs.boolean('require-index', true);
    // Last: it may ask GitHub, which a step with an input problem never does.
    const target = await switchTarget(context, site);
    return { storage: site.storage, switching: { ...site.switching, onlyIfLive, homePage, target } };
  },

  describe(plan) {
    const { deployId } = plan.switching;
    return [
      planned(requests.storageZone(plan.storage.storageZoneId), `then list deploys/${deployId}/ on the zone's storage host`),
      ...SiteSwitch.describe(plan.switching, plan.storage.storageZoneId, ''),
    ];
  },

  async inspect(plan, client, report) {
    // Known before any request: set even when a read fails.
    report.setOutput('deploy-id', plan.switching.deployId);
    const { storage, files } = await openSiteStorage(client, plan.storage);
    const listed = [...(await listRemoteTree(files, deploySegments(plan.switching.deployId))).files.keys()];
    const homeFolders = !plan.switching.homePage || hasHomePage(listed) ? undefined : foldersWithHomePage(listed);
    // The folder is the build being promoted: its page without an extension is read after the
    // switch, as deploy-site's is, and its pages that no shape covers are named in the HTML rule.
    const settings = { ...plan.switching, extensionlessPage: extensionlessPage(listed), htmlPages: pagesLikeFiles(listed) };
    const switching = await SiteSwitch.inspect(client, report, settings, storage, files);
    return { plan, storage, deployFiles: listed.length, homeFolders, switch: switching };
  },

  show(decision, report, mode) {
    const { switching } = decision.plan;
    const { setOutput } = report;
    report.summary.heading(siteHeading('promote-site', switching, mode));
    report.log.info(`deploys/${switching.deployId}/ holds ${decision.deployFiles} file(s)`);
    // An empty deploy, or one without a home page, fails before the switch's refusals, and either before any write.
    const folder = `deploys/${switching.deployId}`;
    const zone = `storage zone ${decision.storage.name} (${decision.storage.id})`;
    const empty: Refusal | undefined =
      decision.deployFiles === 0
        ? {
            message: `${folder}/ of ${zone} is missing or empty: nothing was switched. Upload it first (deploy-site with promote: false), or check deploy-id`,
            verdict: `${folder}/ is missing or empty`,
          }
        : decision.homeFolders !== undefined
          ? // Switched to, it would answer 404 at / and fail the verification with production on it: promote-site does not switch itself back.
            {
              message: `${folder}/ of ${zone} ${noHomePage(folder, decision.homeFolders, (path) => showValue(path, 200))}: nothing was switched. promote-site switches only to a deploy whose home page works; check deploy-id, or upload the build's right folder as another deploy (require-index: false switches to a site without a home page on purpose)`,
              verdict: `${folder}/ has no index.html at its root`,
            }
          : undefined;
    const refusal = empty ?? decision.switch.refusal;
    if (refusal) {
      setOutput('promoted', false);
      setOutput('result', promoteResult(decision));
      setOutput('rolled-back', false);
    }
    decision.switch.show(mode, refusal);
    if (mode === 'dry-run') {
      setOutput('promoted', false);
      setOutput('result', {
        dryRun: true,
        deployId: switching.deployId,
        previousDeployId: decision.switch.decision.previous ?? null,
        alreadyLive: decision.switch.decision.alreadyLive,
      });
    }
  },

  async apply(decision) {
    decision.switch.succeeded(await decision.switch.apply(promoteResult(decision)));
  },
};
