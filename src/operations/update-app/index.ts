import { explainNotFound } from '../../platform/not-found.ts';
import type { Application } from '../../api/models/app-read.ts';
import { placeholder, planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { InputError, showValue, trimAscii } from '../../inputs/inputs.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { MAX_WAIT_SECONDS, readWaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import {
  ApplicationMissing,
  cdnPullZones,
  displayUrl,
  isNotDeployed,
  noApplication,
  readApplication,
  statusOf,
} from '../../platform/containers/application.ts';
import type { ImagePatch } from '../../platform/containers/image-patches.ts';
import { appResult } from '../../platform/containers/images.ts';
import type { DecidingOperation } from '../operation.ts';
import { notDeployedMessage } from './after-update.ts';
import {
  applyFile,
  fileLookups,
  fileWrites,
  namedImages,
  planFileUpdate,
  readFileMode,
  showFile,
  type FileConfig,
  type FileUpdate,
} from './file-mode.ts';
import { readImageTags, type ImageTag } from './image-tags.ts';
import { imagesBeforeResolving, knownPreviousImages } from './previous-images.ts';
import {
  applyImages,
  imageResult,
  imageWrites,
  patchesToSend,
  planImagePatches,
  showPatches,
  type RollbackSettings,
} from './image-mode.ts';

interface UpdateAppPlan extends RollbackSettings {
  file: FileConfig | undefined;
  tags: ImageTag[];
  allowRemoval: boolean;
  /** max-attempts: whether file mode may send its replacement again after a lost answer (1 = no retry). */
  maxAttempts: number;
}

/** What one read of the application decided: the write, and what the step knows before making it. */
type UpdateAppDecision = {
  plan: UpdateAppPlan;
  application: Application;
} & ({ mode: 'file'; update: FileUpdate } | { mode: 'image'; patches: ImagePatch[] });

/** A 404 of the application says which input to check; the API's answer stays the outputs' status and key. */
function explainMissing(error: unknown, appId: string): unknown {
  return error instanceof ApplicationMissing ? explainNotFound(error.answer, noApplication(appId)) : error;
}

/** The step's `result`: the containers' images, and the status the rollout ended on once it was waited for. */
const resultOf = (decision: UpdateAppDecision, status?: string): object =>
  decision.mode === 'file'
    ? appResult(decision.plan.appId, decision.update.config.containerTemplates ?? [], status)
    : imageResult(decision.plan.appId, decision.application, decision.patches, status);

/** The writes the run sends, in order, as the dry run lists them; the purges only where a probe follows. */
function writesOf(decision: UpdateAppDecision): PlannedRequest[] {
  const { plan, application } = decision;
  const writes = decision.mode === 'file' ? fileWrites(plan.appId, decision.update.config) : imageWrites(plan.appId, decision.patches);
  const purges =
    plan.probe && !isNotDeployed(application)
      ? cdnPullZones(application).map((id) => planned(requests.purgePullZone(id), 'before the probe'))
      : [];
  return [...writes, ...purges];
}

/** What the dry run of image mode would send: an image live already is not sent again. */
function dryRunLine(patches: readonly ImagePatch[]): string {
  const sending = patchesToSend(patches).length;
  if (sending === 0) return 'Dry run: every image above is live already: no PATCH would be sent.';
  return sending === patches.length
    ? 'Dry run: each container above would be changed by PATCH of its image alone:'
    : 'Dry run: each container above that is not live already would be changed by PATCH of its image alone:';
}

export const operation: DecidingOperation<UpdateAppPlan, UpdateAppDecision> = {
  plan({ inputs, workspace, log, env, http, settings }) {
    const appId = inputs.line('app-id', { required: true, expected: 'the id of the application' });
    // Recorded, not thrown: the step names every problem of its inputs at once.
    if (!/^[\x21-\x7e]+$/.test(appId)) {
      inputs.problems.refuse('app-id', `got ${showValue(appId)}; an application id holds visible ASCII characters only, without spaces`);
    }
    // A URL reads these as "this folder" and "the folder above": the PUT would replace something else.
    if (appId === '.' || appId === '..') {
      inputs.problems.refuse('app-id', `got ${showValue(appId)}; expected the id of the application`);
    }
    const tags = inputs.check(() => readImageTags('image-tags', inputs.numberedLines('image-tags'))) ?? [];
    const allowRemoval = inputs.boolean('allow-container-removal', false);
    const wait = readWaitSettings(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    const rollbackWaitSeconds = Math.max(
      1,
      inputs.integer('rollback-wait-seconds', { min: 1, max: MAX_WAIT_SECONDS, default: wait.waitSeconds }) ?? wait.waitSeconds,
    );
    if (rollbackOnFailure && wait.waitSeconds === 0) {
      inputs.problems.refuse(
        'rollback-on-failure',
        'needs wait-seconds greater than 0: a rollback follows a rollout that failed or timed out, which only a wait can see',
      );
    }
    const probe = readProbeSettings(inputs, env, http, 'probe-url', wait);
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
    // Untrimmed: the indentation of inline YAML is part of its meaning.
    const raw = inputs.raw('app-config');
    const given = raw !== undefined && trimAscii(raw) !== '';
    if (!given && tags.length === 0) {
      throw new InputError(
        'image-tags',
        'is required without app-config: give CONTAINER=TAG lines (such as web=${{ github.sha }}) to change those images of the live application, or give app-config with the whole configuration',
      );
    }
    if (given && rollbackOnFailure) {
      // A full replacement changes more than images, and putting back only the images would
      // leave the rest of the new configuration live under the old images: refused, never ignored.
      inputs.problems.refuse(
        'rollback-on-failure',
        'is not available with app-config: a full replacement changes more than images, and only images can be put back. Use image-tags without app-config for a deploy that rolls back, or set rollback-on-failure: false',
      );
    }
    const file = given ? readFileMode(appId, raw, workspace, tags, log, inputs.problems) : undefined;
    return {
      appId,
      file,
      tags,
      allowRemoval,
      maxAttempts: settings.maxAttempts,
      wait,
      rollbackOnFailure,
      rollbackWaitSeconds,
      probe,
      rollbackOnProbeError,
    };
  },

  describe(plan) {
    const read = planned(requests.app(plan.appId));
    const wait = plan.wait.waitSeconds > 0 ? [planned(requests.appOverview(plan.appId), 'polled until the rollout is done')] : [];
    const purge = plan.probe
      ? [planned(requests.purgePullZone(placeholder('pull zone of each CDN endpoint')), 'before the probe, for each CDN endpoint')]
      : [];
    if (plan.file) return [read, ...fileLookups(plan.file), ...fileWrites(plan.appId, plan.file.config), ...wait, ...purge];
    // Without a key the containers' ids and registries are unknown: say what each request will be.
    const images = plan.tags.flatMap((tag) => [
      ...(tag.digest
        ? []
        : [
            planned(
              requests.containerRegistry(placeholder(`registry of ${tag.container}`)),
              'a public registry is named by its kind (dockerhub, github) in the digest request, a private one by its id',
            ),
            planned(
              requests.resolveImageDigest({
                registryId: `{dockerhub, github or the registry of ${tag.container}}`,
                imageNamespace: `{image namespace of ${tag.container}}`,
                imageName: `{image name of ${tag.container}}`,
                tag: tag.tag,
              }),
            ),
          ]),
      planned(
        requests.patchContainerImage(plan.appId, placeholder(`id of ${tag.container}`), {
          imageTag: tag.tag,
          imageDigest: tag.digest ?? '{resolved digest}',
        }),
      ),
    ]);
    return [read, ...images, ...wait, ...purge];
  },

  async inspect(plan, client, report) {
    // Known whatever the read says: a failed step still names the application it was about, and
    // nothing is rolled back before anything is written.
    report.setOutput('app-id', plan.appId);
    report.setOutput('rolled-back', false);
    const application = await readApplication(client, plan.appId).catch((error: unknown) => {
      throw explainMissing(error, plan.appId);
    });
    report.log.info(
      `Read application ${inline(plan.appId)} (${inline(application.name)}), status ${inline(application.status ?? 'unknown')}`,
    );
    // Set as read before anything else: a tag the registry cannot resolve fails the step after this, and these are known already.
    report.setOutput('app-status', statusOf(application));
    const named = plan.file ? namedImages(plan.file, application) : imagesBeforeResolving(application, plan.tags);
    report.setOutput('previous-images', knownPreviousImages(application, named));
    report.setOutput('url', displayUrl(application));
    // What is live as read, not the plan: each write that goes through sets it again, so a step that stops before a write
    // (a tag the registry cannot resolve, a container the application lacks, cancelled, refused) never lists an image it did
    // not send, and still says what is live.
    report.setOutput('result', appResult(plan.appId, application.containerTemplates));
    // The write changes a configuration nothing runs: a Deployment of it would say "live" of what is not.
    if (isNotDeployed(application)) report.putNothingLive('the application is not deployed, so nothing this step changed went live');
    const decision: UpdateAppDecision = plan.file
      ? {
          plan,
          application,
          mode: 'file',
          update: await planFileUpdate(plan.file, application, plan.allowRemoval, client, report.log, plan.wait.waitSeconds > 0),
        }
      : { plan, application, mode: 'image', patches: await planImagePatches(client, application, plan.tags, report.log) };
    // Set again once the step knows which containers already run its image: theirs before it cannot be known.
    report.setOutput(
      'previous-images',
      knownPreviousImages(application, decision.mode === 'file' ? decision.update.named : decision.patches),
    );
    return decision;
  },

  show(decision, report, mode) {
    const { plan, application } = decision;
    const { setOutput, log } = report;
    const dryRun = mode === 'dry-run';
    if (isNotDeployed(application)) log.warning(notDeployedMessage(plan.appId), { title: 'update-app: the application is not deployed' });
    const heading = dryRun
      ? `bunny.net update-app: dry run for application ${plan.appId} (nothing sent)`
      : `bunny.net update-app: application ${plan.appId}`;
    if (decision.mode === 'file') showFile(decision.update, report, heading);
    else showPatches(decision.patches, report, heading);
    // A run's result stays the application as read (set by inspect) until a write that goes through sets it again.
    if (!dryRun) return;
    const result = resultOf(decision);
    const writes = writesOf(decision);
    log.info(
      decision.mode === 'file'
        ? 'Dry run: the full replacement below would be sent (environment values hidden):'
        : dryRunLine(decision.patches),
    );
    log.untrusted(JSON.stringify(writes, null, 2));
    setOutput('result', { dryRun: true, ...result, requests: writes });
  },

  async apply(decision, client, report) {
    const onLive = (status: string | undefined) => report.setOutput('result', resultOf(decision, status));
    try {
      if (decision.mode === 'file') await applyFile({ ...decision, onLive }, client, report);
      else await applyImages({ ...decision, onLive }, client, report);
    } catch (error) {
      throw explainMissing(error, decision.plan.appId);
    }
  },
};
