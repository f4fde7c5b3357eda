import { ApiError } from '../../api/api-error.ts';
import { requests } from '../../api/requests.ts';
import type { AppConfig } from '../../api/models/app-config.ts';
import type { Application } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { InputError, showValue, trimAscii } from '../../inputs/inputs.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { explainNotFound } from '../api-error-context.ts';
import { REDACTED, type Operation, type StepReport } from '../operation.ts';
import { checkAppConfig, omittedOptionalFields, readAppConfigDocument, requireMapping } from './app-config-document.ts';
import { applicationChanges, containerChanges, imageReference, type ContainerChange } from './container-changes.ts';
import { keepContainerIdentities } from './container-identity.ts';
import { applyImageTags, readImageTags, type ImageTag, type ImageTagChange } from './image-tags.ts';
import { applyImagePatches, pinnedImage, planImagePatches, previousImages, replacedBy, type ImagePatch } from './image-update.ts';
import { liveTemplates } from './live-base.ts';
import { convertReadModel, isReadModel, Unconvertible } from './read-model.ts';
import { reportRollout, RolloutError } from './rollout-report.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { deployProbeWait, isNetworkFailure, probeAndReport, probeFailure } from '../probe-report.ts';
import { MAX_WAIT_SECONDS, readWaitSettings, type WaitSettings } from '../../inputs/wait-settings.ts';
import type { ExpectedImage } from './rollout-verdict.ts';

interface UpdateAppPlan {
  appId: string;
  /** The configuration from app-config with image-tags applied; undefined in live mode. */
  file: { config: AppConfig; changes: ImageTagChange[] } | undefined;
  tags: ImageTag[];
  allowRemoval: boolean;
  wait: WaitSettings;
  rollbackOnFailure: boolean;
  rollbackWaitSeconds: number;
  probe: ProbeSettings | undefined;
  rollbackOnProbeError: boolean;
}

/** The body of the update and what it does, worked out from the live application. */
interface Update {
  body: AppConfig;
  changes: ContainerChange[];
  applicationChanges: string[];
  expected: ExpectedImage[];
  /** The application status the read found. */
  liveStatus: string | undefined;
}

function withoutEnvironmentValues(config: AppConfig): AppConfig {
  return {
    ...config,
    containerTemplates: config.containerTemplates?.map((template) => ({
      ...template,
      environmentVariables: template.environmentVariables?.map((variable) => ({ ...variable, value: REDACTED })),
    })),
  };
}

function readFileMode(appId: string, raw: string, workspace: string, tags: ImageTag[], log: ActionLog) {
  const text = /[\r\n]/.test(trimAscii(raw)) ? raw : trimAscii(raw);
  const document = readAppConfigDocument('app-config', text, workspace);
  requireMapping('app-config', document);
  let value = document.value;
  let leftOut: string[] | undefined;
  if (isReadModel(value)) {
    try {
      const conversion = convertReadModel(value);
      value = conversion.config;
      leftOut = conversion.leftOut;
    } catch (error) {
      if (error instanceof Unconvertible) throw new InputError('app-config', error.message);
      throw error;
    }
  }
  const { config: tagged, changes } = applyImageTags('image-tags', value, tags);
  const config = checkAppConfig('app-config', document, tagged);
  // Said only of a configuration that converted into a valid one: otherwise the problems say it.
  if (leftOut) {
    log.notice(
      `app-config is in the shape GET /mc/apps/{appId} returns; it was converted to the update model, leaving out what only the platform sets: ${leftOut.join(', ') || '(nothing)'}`,
      { title: 'update-app: read model converted' },
    );
  }
  const byTags = new Set(changes.map((change) => change.container));
  for (const template of config.containerTemplates ?? []) {
    if (template.imageDigest && !byTags.has(template.name)) {
      log.warning(
        `Container ${inline(template.name)} gives imageTag ${inline(template.imageTag)} and imageDigest ${inline(template.imageDigest)}: the digest decides which image runs, whatever the tag says. ` +
          'Remove imageDigest to deploy the tag, or set the tag through image-tags, which leaves the digest out.',
        { title: 'update-app: a digest decides the image' },
      );
    }
  }
  const omitted = omittedOptionalFields(config);
  if (omitted.length > 0) {
    const them = omitted.length === 1 ? 'it' : 'them';
    log.warning(
      `update-app replaces the whole configuration of application ${appId}, and app-config leaves out ${omitted.join(', ')}: ` +
        `the platform resets ${them} to the default (none). Add ${them} to app-config to keep the current value${omitted.length === 1 ? '' : 's'}.`,
      { title: 'update-app: left-out fields are reset' },
    );
  }
  return { config, changes };
}

/** The images the updated containers must run: the tag set, or a digest that decides. */
function expectedImages(body: AppConfig, changes: readonly ContainerChange[]): ExpectedImage[] {
  const touched = new Set(changes.filter((change) => change.action !== 'deleted' && change.before !== change.after).map((c) => c.name));
  return (body.containerTemplates ?? [])
    .filter((template) => touched.has(template.name))
    .map((template) => ({ container: template.name, tag: template.imageTag, digest: template.imageDigest ?? undefined }));
}

async function readLive(client: PlatformClient, appId: string) {
  try {
    return (await client.send(requests.app(appId))).body;
  } catch (error) {
    throw explainNotFound(error, `No application has the id ${appId}: check app-id.`);
  }
}

/**
 * The live application in the update model, for comparison only (the log, the summary, the dry
 * run): read tolerantly, never sent. File mode needs nothing of the live application but the
 * containers' names and ids, so nothing else in the read model can fail it.
 */
function liveForComparison(application: Application): AppConfig {
  try {
    const converted = convertReadModel(application).config as AppConfig;
    return { ...converted, containerTemplates: converted.containerTemplates ?? [] };
  } catch (error) {
    if (!(error instanceof Unconvertible)) throw error;
    return {
      containerTemplates: application.containerTemplates.map((template) => ({
        id: template.id,
        name: template.name,
        imageName: template.imageName,
        imageNamespace: template.imageNamespace,
        imageTag: template.imageTag,
        imageRegistryId: template.imageRegistryId,
        imageDigest: template.imageDigest,
      })),
    } as AppConfig;
  }
}

/** File mode: the body from app-config, each template given its live id by name. Reads only, so a dry run can use it too. */
function prepareFile(
  plan: UpdateAppPlan & { file: NonNullable<UpdateAppPlan['file']> },
  application: Application,
  { log }: StepReport,
): Update {
  const live = liveForComparison(application);
  const identity = keepContainerIdentities(plan.file.config, application.containerTemplates, plan.allowRemoval);
  const body = identity.config;
  if (identity.kept.length > 0) log.info(`Containers kept with their live ids: ${identity.kept.map((name) => inline(name)).join(', ')}`);
  if (identity.created.length > 0) log.info(`Containers to be created: ${identity.created.map((name) => inline(name)).join(', ')}`);
  if (identity.removed.length > 0) {
    log.warning(`Containers to be deleted (allow-container-removal is true): ${identity.removed.map((name) => inline(name)).join(', ')}`);
  }
  for (const change of plan.file.changes) {
    log.info(
      `Container ${inline(change.container)}: image tag ${inline(change.previous ?? '(none)')} -> ${change.tag} (from image-tags)` +
        (change.droppedDigest ? `; the pinned digest ${inline(change.droppedDigest)} is left out, since it would decide the image` : ''),
    );
  }
  const changes = containerChanges(liveTemplates(live), body);
  return {
    body,
    changes,
    applicationChanges: applicationChanges(live, body),
    expected: expectedImages(body, changes),
    liveStatus: application.status?.toLowerCase() ?? undefined,
  };
}

/** Kept with its id and sent as it was: nothing about it changes. */
const unchanged = (change: ContainerChange) =>
  change.action === 'updated' && change.before === change.after && change.otherChanges.length === 0;

function showChanges(update: Update, report: StepReport, heading: string): void {
  const { log, summary } = report;
  for (const change of update.changes) {
    const more = change.otherChanges.length > 0 ? `; ${change.otherChanges.join('; ')}` : '';
    if (unchanged(change)) log.info(`Container ${inline(change.name)}: unchanged, ${inline(change.before ?? '')}`);
    else {
      const image = change.action === 'updated' ? `${change.before} -> ${change.after}` : (change.after ?? change.before ?? '');
      log.info(`Container ${inline(change.name)} (${change.action}): ${inline(image)}${inline(more)}`);
    }
  }
  if (update.applicationChanges.length > 0) log.info(`Application members that change: ${update.applicationChanges.join(', ')}`);
  summary.heading(heading).table(
    ['Container', 'Change', 'Image before', 'Image after', 'Other changes'],
    update.changes.map((change) => [
      change.name,
      unchanged(change) ? 'unchanged' : change.action,
      change.before ?? '',
      change.after ?? '',
      change.otherChanges.join('; ') || (change.action === 'updated' ? 'none' : ''),
    ]),
  );
  const variables = (update.body.containerTemplates ?? []).flatMap((template) =>
    (template.environmentVariables ?? []).map((variable) => `${template.name}: ${variable.name}`),
  );
  if (variables.length > 0) summary.paragraph(`Environment variables sent (names only): ${variables.join(', ')}`);
  if (update.applicationChanges.length > 0) summary.paragraph(`Application members that change: ${update.applicationChanges.join(', ')}`);
}

function resultOf(id: string, body: AppConfig, status?: string): object {
  return {
    id,
    ...(status === undefined ? {} : { status }),
    containers: (body.containerTemplates ?? []).map((template) => ({ name: template.name, image: imageReference(template) })),
  };
}

export const operation: Operation<UpdateAppPlan> = {
  plan({ inputs, workspace, log, env }) {
    const appId = inputs.line('app-id', { required: true, expected: 'the id of the application' });
    if (!/^[\x21-\x7e]+$/.test(appId)) {
      throw new InputError('app-id', `got ${showValue(appId)}; an application id holds visible ASCII characters only, without spaces`);
    }
    // A URL reads these as "this folder" and "the folder above": the PUT would replace something else.
    if (appId === '.' || appId === '..') {
      throw new InputError('app-id', `got ${showValue(appId)}; expected the id of the application`);
    }
    const tags = inputs.check(() => readImageTags('image-tags', inputs.lines('image-tags'))) ?? [];
    const allowRemoval = inputs.boolean('allow-container-removal', false);
    const wait = readWaitSettings(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    const rollbackWaitSeconds =
      inputs.integer('rollback-wait-seconds', { min: 1, max: MAX_WAIT_SECONDS, default: wait.waitSeconds }) ?? wait.waitSeconds;
    if (rollbackOnFailure && wait.waitSeconds === 0) {
      inputs.problems.add(
        new InputError(
          'rollback-on-failure',
          'needs wait-seconds greater than 0: a rollback follows a rollout that failed or timed out, which only a wait can see',
        ),
      );
    }
    const probe = readProbeSettings(inputs, env, 'probe-url', deployProbeWait(wait));
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', false);
    const base = {
      appId,
      tags,
      allowRemoval,
      wait,
      rollbackOnFailure,
      rollbackWaitSeconds: Math.max(1, rollbackWaitSeconds),
      probe,
      rollbackOnProbeError,
    };
    // Untrimmed: the indentation of inline YAML is part of its meaning.
    const raw = inputs.raw('app-config');
    if (raw === undefined || trimAscii(raw) === '') {
      if (tags.length === 0) {
        throw new InputError(
          'image-tags',
          'is required without app-config: give CONTAINER=TAG lines (such as web=${{ github.sha }}) to change those images of the live application, or give app-config with the whole configuration',
        );
      }
      return { ...base, file: undefined };
    }
    return { ...base, file: readFileMode(appId, raw, workspace, tags, log) };
  },

  describe(plan) {
    const wait = plan.wait.waitSeconds > 0 ? [requests.appOverview(plan.appId)] : [];
    if (plan.file) return [requests.app(plan.appId), requests.updateApp(plan.appId, withoutEnvironmentValues(plan.file.config)), ...wait];
    // Without a key the containers' ids and registries are unknown: say what each request will be.
    const images = plan.tags.flatMap((tag) => [
      ...(tag.digest
        ? []
        : [{ ...requests.resolveImageDigest({ registryId: '(live)', imageNamespace: '(live)', imageName: '(live)', tag: tag.tag }) }]),
      {
        ...requests.patchContainerImage(plan.appId, `(id of ${tag.container})`, {
          imageTag: tag.tag,
          imageDigest: tag.digest ?? '(resolved)',
        }),
      },
    ]);
    return [requests.app(plan.appId), ...images, ...wait];
  },

  async preview(plan, client, report) {
    report.setOutput('app-id', plan.appId);
    const application = await readLive(client, plan.appId);
    report.setOutput('app-status', application.status?.toLowerCase() ?? undefined);
    report.setOutput('previous-images', previousImages(application));
    if (!plan.file) {
      const patches = await planImagePatches(client, application, plan.tags);
      showPatches(patches, report, `bunny.net update-app: dry run for application ${plan.appId} (nothing sent)`);
      report.log.info('Dry run: nothing was sent; each container above would be changed by PATCH of its image alone.');
      report.setOutput('result', { dryRun: true, ...imageResult(plan.appId, application, patches) });
      return;
    }
    const update = prepareFile({ ...plan, file: plan.file }, application, report);
    report.log.info(`Dry run: PUT ${requests.updateApp(plan.appId, update.body).path} would send (environment values hidden):`);
    report.log.untrusted(JSON.stringify(withoutEnvironmentValues(update.body), null, 2));
    showChanges(update, report, `bunny.net update-app: dry run for application ${plan.appId} (nothing sent)`);
    report.setOutput('result', { dryRun: true, ...resultOf(plan.appId, update.body) });
  },

  async execute(plan, client, report) {
    const { setOutput, log } = report;
    setOutput('app-id', plan.appId);
    setOutput('rolled-back', false);
    const application = await readLive(client, plan.appId);
    log.info(`Read application ${inline(plan.appId)} (${inline(application.name)}), status ${inline(application.status ?? 'unknown')}`);
    setOutput('previous-images', previousImages(application));
    const address = application.displayEndpoint?.address;
    if (address) setOutput('url', /^https?:\/\//.test(address) ? address : `https://${address}`);
    if (plan.file) return executeFile({ ...plan, file: plan.file }, application, client, report);

    const patches = await planImagePatches(client, application, plan.tags);
    showPatches(patches, report, `bunny.net update-app: application ${plan.appId}`);
    await applyImagePatches(client, plan.appId, patches);
    log.info(`Application ${inline(plan.appId)}: ${patches.length} container image(s) changed, nothing else sent`);
    setOutput('result', imageResult(plan.appId, application, patches));
    if (plan.wait.waitSeconds <= 0 && !plan.probe) return;
    const expected = patches.map((patch) => ({ container: patch.container, tag: patch.tag, digest: patch.digest }));
    const superseded = async () => replacedBy(await readLive(client, plan.appId), patches);
    if (plan.wait.waitSeconds > 0) {
      try {
        const status = await reportRollout(plan, expected, client, report, report.clock, superseded);
        setOutput('result', imageResult(plan.appId, application, patches, status));
      } catch (error) {
        if (!(error instanceof RolloutError) || !plan.rollbackOnFailure) throw error;
        await rollBack(plan, patches, client, report, error.message);
      }
    }
    if (!plan.probe) return;
    const outcome = await probeAndReport(plan.probe, report, { urlOutput: false });
    if (outcome.matched) return;
    const reason = `${probeFailure(plan.probe, outcome)}.`;
    // A network failure may be the runner's, not the deploy's: it rolls back only when asked.
    if (plan.rollbackOnFailure && (!isNetworkFailure(outcome) || plan.rollbackOnProbeError))
      await rollBack(plan, patches, client, report, reason);
    report.summary.verdict(false, reason);
    throw new Error(reason);
  },
};

/** Only the images change: the summary says which, before and after. */
function showPatches(patches: readonly ImagePatch[], { log, summary }: StepReport, heading: string): void {
  for (const patch of patches) {
    log.info(
      `Container ${inline(patch.container)}: ${inline(pinnedImage({ imageTag: patch.before.tag, imageDigest: patch.before.digest }))} -> ${patch.tag}@${patch.digest}` +
        (patch.resolved ? ' (the digest the registry gives the tag now)' : ' (pinned by image-tags)'),
    );
  }
  summary.heading(heading).table(
    ['Container', 'Image before', 'Image after'],
    patches.map((patch) => [
      patch.container,
      pinnedImage({ imageTag: patch.before.tag, imageDigest: patch.before.digest }),
      `${patch.tag}@${patch.digest}`,
    ]),
  );
  summary.paragraph('Only these images change: every other setting of the application is left as it is (nothing else is sent).');
}

function imageResult(id: string, application: Application, patches: readonly ImagePatch[], status?: string): object {
  return {
    id,
    ...(status === undefined ? {} : { status }),
    containers: application.containerTemplates.map((template) => {
      const patch = patches.find((candidate) => candidate.container === template.name);
      const tag = patch?.tag ?? template.imageTag;
      const digest = patch?.digest ?? template.imageDigest;
      return { name: template.name, image: `${template.imageNamespace}/${template.imageName}:${tag}${digest ? `@${digest}` : ''}` };
    }),
  };
}

/**
 * Puts the images read before the change back, pinned by digest, when the live configuration
 * still asks for this step's images (compare-and-swap: a later deploy is never undone), and
 * waits for them within rollback-wait-seconds. Always ends by failing the step with `reason`.
 */
async function rollBack(
  plan: UpdateAppPlan,
  patches: readonly ImagePatch[],
  client: PlatformClient,
  report: StepReport,
  reason: string,
): Promise<never> {
  const { log, setOutput, summary } = report;
  const scope = 'Only images were rolled back: environment variables, volumes and data were not.';
  const live = await readLive(client, plan.appId);
  const other = replacedBy(live, patches);
  if (other !== undefined) {
    throw new Error(`${reason} Not rolled back: ${other}; a later deploy is never undone.`);
  }
  const previous = patches.map((patch) => ({ containerId: patch.containerId, tag: patch.before.tag, digest: patch.before.digest }));
  log.warning(
    `${reason} Rolling back to ${patches.map((patch) => `${patch.container}=${pinnedImage({ imageTag: patch.before.tag, imageDigest: patch.before.digest })}`).join(', ')}`,
  );
  await applyImagePatches(client, plan.appId, previous);
  setOutput('rolled-back', true);
  const expected = patches.map((patch) => ({ container: patch.container, tag: patch.before.tag, digest: patch.before.digest }));
  try {
    await reportRollout(
      { appId: plan.appId, wait: { waitSeconds: plan.rollbackWaitSeconds, pollIntervalSeconds: plan.wait.pollIntervalSeconds } },
      expected,
      client,
      report,
      report.clock,
    );
  } catch (error) {
    if (!(error instanceof RolloutError)) throw error;
    summary.verdict(false, 'Rolled back, but the previous images are not live');
    throw new Error(`${reason} Rolled back to the previous images, but the rollback is not live: ${error.message} ${scope}`);
  }
  summary.verdict(false, 'Rolled back: the previous images are live again');
  throw new Error(`${reason} Rolled back: the previous images are live again. ${scope}`);
}

/** Whether a failed PUT may still have been carried out (its answer was lost, or a gateway gave up). */
function mayHaveLanded(error: ApiError): boolean {
  if (error.kind === 'outcome-unknown' || error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status !== undefined && [502, 503, 504].includes(error.status);
}

async function executeFile(
  plan: UpdateAppPlan & { file: NonNullable<UpdateAppPlan['file']> },
  application: Application,
  client: PlatformClient,
  report: StepReport,
): Promise<void> {
  const { setOutput, summary, log } = report;
  const update = prepareFile(plan, application, report);
  let id: string;
  try {
    id = await putOnce(plan, update.body, client, report);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A refusal (4xx) changed nothing; after a lost answer or a server error nobody knows.
    const refused = error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
    const outcome = refused ? 'was not updated' : 'may or may not have been updated: check it before running again';
    summary.heading(`bunny.net update-app: application ${plan.appId} ${outcome}`).paragraph(error.message.split('\n')[0] ?? '');
    if (error.details.length > 0)
      summary.table(
        ['Problem reported by the API'],
        error.details.map((detail) => [detail]),
      );
    throw explainNotFound(error, `No application has the id ${plan.appId}: check app-id.`);
  }
  setOutput('app-id', id);
  setOutput('result', resultOf(id, update.body));
  log.info(
    `Application ${inline(id)} (${inline(update.body.name)}) updated: ${update.body.containerTemplates?.length ?? 0} container template(s)`,
  );
  showChanges(update, report, `bunny.net update-app: application ${id}`);
  if (plan.wait.waitSeconds > 0) {
    const status = await reportRollout(plan, update.expected, client, report, report.clock);
    setOutput('result', resultOf(id, update.body, status));
  }
  if (!plan.probe) return;
  const outcome = await probeAndReport(plan.probe, report, { urlOutput: false });
  if (outcome.matched) return;
  // A full replacement is not rolled back: rollback-on-failure puts images back, which needs image-tags.
  const reason = probeFailure(plan.probe, outcome);
  summary.verdict(false, reason);
  throw new Error(reason);
}

/**
 * Sends the full replacement; after a lost answer or a gateway error, reads the application
 * and gives a container the first attempt created its id before sending once more, so that a
 * retry never creates a container twice (a template without id is a new container).
 */
async function putOnce(
  plan: UpdateAppPlan & { file: NonNullable<UpdateAppPlan['file']> },
  body: AppConfig,
  client: PlatformClient,
  { log }: StepReport,
): Promise<string> {
  try {
    return (await client.send(requests.updateApp(plan.appId, body))).body.id;
  } catch (error) {
    if (!(error instanceof ApiError) || !mayHaveLanded(error)) throw error;
    log.warning(
      `${error.message.split('\n')[0] ?? ''}; the update may have been carried out. Reading the application before sending it again, so that a container it created keeps its id.`,
    );
    const after = await readLive(client, plan.appId);
    // Removal was decided on the first read: containers this update created are not "left out".
    const again = keepContainerIdentities(body, after.containerTemplates, true).config;
    return (await client.send(requests.updateApp(plan.appId, again))).body.id;
  }
}
