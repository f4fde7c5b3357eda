import { ApiError } from '../../api/api-error.ts';
import { requests } from '../../api/requests.ts';
import { AppConfig as AppConfigSchema, type AppConfig } from '../../api/models/app-config.ts';
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
import { liveTemplates, liveUpdateModel } from './live-base.ts';
import { convertReadModel, isReadModel, UnconvertibleEndpoint } from './read-model.ts';
import { reportRollout } from './rollout-report.ts';
import { readWaitSettings, type WaitSettings } from '../../inputs/wait-settings.ts';
import type { ExpectedImage } from './rollout-verdict.ts';

export { imageReference };

interface UpdateAppPlan {
  appId: string;
  /** The configuration from app-config with image-tags applied; undefined in live mode. */
  file: { config: AppConfig; changes: ImageTagChange[] } | undefined;
  tags: ImageTag[];
  allowRemoval: boolean;
  wait: WaitSettings;
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
  if (isReadModel(value)) {
    try {
      const conversion = convertReadModel(value);
      value = conversion.config;
      log.notice(
        `app-config is in the shape GET /mc/apps/{appId} returns; it was converted to the update model, leaving out what only the platform sets: ${conversion.leftOut.join(', ') || '(nothing)'}`,
        { title: 'update-app: read model converted' },
      );
    } catch (error) {
      if (error instanceof UnconvertibleEndpoint) throw new InputError('app-config', error.message);
      throw error;
    }
  }
  const { config: tagged, changes } = applyImageTags('image-tags', value, tags);
  const config = checkAppConfig('app-config', document, tagged);
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

/** Reads the live application and builds the body: reads only, so a dry run can use it too. */
async function prepare(plan: UpdateAppPlan, client: PlatformClient, { log }: StepReport): Promise<Update> {
  const application = await readLive(client, plan.appId);
  log.info(`Read application ${inline(plan.appId)} (${inline(application.name)}), status ${inline(application.status ?? 'unknown')}`);
  const live = liveUpdateModel(plan.appId, application);
  let body: AppConfig;
  let tagChanges: ImageTagChange[];
  if (plan.file) {
    const identity = keepContainerIdentities(plan.file.config, liveTemplates(live.config), plan.allowRemoval);
    body = identity.config;
    tagChanges = plan.file.changes;
    if (identity.kept.length > 0) log.info(`Containers kept with their live ids: ${identity.kept.map((name) => inline(name)).join(', ')}`);
    if (identity.created.length > 0) log.info(`Containers to be created: ${identity.created.map((name) => inline(name)).join(', ')}`);
    if (identity.removed.length > 0) {
      log.warning(`Containers to be deleted (allow-container-removal is true): ${identity.removed.map((name) => inline(name)).join(', ')}`);
    }
  } else {
    const applied = applyImageTags('image-tags', live.config, plan.tags, 'the live application');
    body = AppConfigSchema.parse(applied.config);
    tagChanges = applied.changes;
  }
  for (const change of tagChanges) {
    log.info(
      `Container ${inline(change.container)}: image tag ${inline(change.previous ?? '(none)')} -> ${change.tag} (from image-tags)` +
        (change.droppedDigest ? `; the pinned digest ${inline(change.droppedDigest)} is left out, since it would decide the image` : ''),
    );
  }
  const changes = containerChanges(liveTemplates(live.config), body);
  return {
    body,
    changes,
    applicationChanges: applicationChanges(live.config, body),
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
  plan({ inputs, workspace, log }) {
    const appId = inputs.line('app-id', { required: true, expected: 'the id of the application' });
    if (!/^[\x21-\x7e]+$/.test(appId)) {
      throw new InputError('app-id', `got ${showValue(appId)}; an application id holds visible ASCII characters only, without spaces`);
    }
    // A URL reads these as "this folder" and "the folder above": the PUT would replace something else.
    if (appId === '.' || appId === '..') {
      throw new InputError('app-id', `got ${showValue(appId)}; expected the id of the application`);
    }
    const tags = readImageTags('image-tags', inputs.lines('image-tags'));
    const allowRemoval = inputs.boolean('allow-container-removal', false);
    const wait = readWaitSettings(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
    // Untrimmed: the indentation of inline YAML is part of its meaning.
    const raw = inputs.raw('app-config');
    if (raw === undefined || trimAscii(raw) === '') {
      if (tags.length === 0) {
        throw new InputError(
          'image-tags',
          'is required without app-config: give CONTAINER=TAG lines (such as web=${{ github.sha }}) to change those images of the live application, or give app-config with the whole configuration',
        );
      }
      return { appId, file: undefined, tags, allowRemoval, wait };
    }
    return { appId, file: readFileMode(appId, raw, workspace, tags, log), tags, allowRemoval, wait };
  },

  describe(plan) {
    const update = plan.file
      ? requests.updateApp(plan.appId, withoutEnvironmentValues(plan.file.config))
      : {
          ...requests.updateApp(plan.appId, {} as AppConfig),
          // Without a key the live configuration is unknown: say what the body will be.
          body: `the live configuration, with image tags ${plan.tags.map((tag) => `${tag.container}=${tag.tag}`).join(', ')} and their digests left out`,
        };
    const wait = plan.wait.waitSeconds > 0 ? [requests.appOverview(plan.appId)] : [];
    return [requests.app(plan.appId), update, ...wait];
  },

  async preview(plan, client, report) {
    report.setOutput('app-id', plan.appId);
    const update = await prepare(plan, client, report);
    report.setOutput('app-status', update.liveStatus);
    report.log.info(`Dry run: PUT ${requests.updateApp(plan.appId, update.body).path} would send (environment values hidden):`);
    report.log.untrusted(JSON.stringify(withoutEnvironmentValues(update.body), null, 2));
    showChanges(update, report, `bunny.net update-app: dry run for application ${plan.appId} (nothing sent)`);
    report.setOutput('result', { dryRun: true, ...resultOf(plan.appId, update.body) });
  },

  async execute(plan, client, report) {
    const { setOutput, summary, log } = report;
    setOutput('app-id', plan.appId);
    const update = await prepare(plan, client, report);
    let id: string;
    try {
      const response = await client.send(requests.updateApp(plan.appId, update.body));
      id = response.body.id;
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
    if (plan.wait.waitSeconds <= 0) return;
    const status = await reportRollout(plan, update.expected, client, report, report.clock);
    setOutput('result', resultOf(id, update.body, status));
  },
};
