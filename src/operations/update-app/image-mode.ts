import { ApiError } from '../../api/api-error.ts';
import type { Application } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, type PlannedRequest } from '../../api/requests.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { readApplication } from '../../platform/containers/application.ts';
import { appResult, imageReference, repositoryOf } from '../../platform/containers/images.ts';
import {
  alreadyLive,
  backward,
  expectedOf,
  forward,
  patchImage,
  patchRequest,
  replacedBy,
  shownTarget,
  type ImagePatch,
  type ImageTarget,
  type PatchOutcome,
} from '../../platform/containers/image-patches.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import type { StepReport } from '../operation.ts';
import { tagDigests } from './tag-digest.ts';
import { unknownContainers, type ImageTag } from './image-tags.ts';
import { afterUpdate, emptyPreviousImages, type AfterSettings, type LiveChange } from './after-update.ts';
import { reportRollout, RolloutError, type RolloutEnd } from './rollout-report.ts';
import { firstLine } from '../../http/wording.ts';
import { unknownPreviousLine } from './previous-images.ts';

/*
 * The image mode of update-app (no app-config): each named container gets its new image by PATCH
 * of that container alone, with the digest the registry gives the tag; a failure after some went
 * through puts those back (rollback-on-failure) or names them; a rollback is compare-and-swap.
 */

/** Works out each container's new image; resolves tags to digests (reads only, so a dry run can). */
export async function planImagePatches(
  client: PlatformClient,
  application: Application,
  tags: readonly ImageTag[],
  log: ActionLog,
): Promise<ImagePatch[]> {
  const known = application.containerTemplates.map((candidate) => candidate.name);
  // Before any registry is asked: a misspelt name is the input's problem.
  const unknown = unknownContainers(tags, known, 'container of the live application', 'containers');
  if (unknown) throw unknown;
  const resolveDigest = tagDigests(client, log);
  const patches: ImagePatch[] = [];
  for (const tag of tags) {
    const template = application.containerTemplates.find((candidate) => candidate.name === tag.container);
    if (!template) throw new Error(`unreachable: container ${tag.container} was found above`);
    const digest = tag.digest ?? (await resolveDigest(template, tag.tag));
    patches.push({
      container: template.name,
      containerId: template.id,
      before: { tag: template.imageTag, digest: template.imageDigest ?? undefined },
      tag: tag.tag,
      digest,
      resolved: tag.digest === undefined,
      image: repositoryOf(template),
    });
  }
  return patches;
}

/** The patches a run sends: an image live already is not sent again (a re-run of the step). */
export const patchesToSend = (patches: readonly ImagePatch[]): ImagePatch[] => patches.filter((patch) => !alreadyLive(patch));

export const imageWrites = (appId: string, patches: readonly ImagePatch[]): PlannedRequest[] =>
  patchesToSend(patches).map((patch) => planned(patchRequest(appId, forward(patch))));

const pinned = (patch: ImagePatch) => `${patch.tag}@${patch.digest}`;

/** Only the images change: the log and the summary say which, before and after, and which were live already. */
export function showPatches(patches: readonly ImagePatch[], { log, summary }: StepReport, heading: string): void {
  for (const patch of patches) {
    const digestFrom = patch.resolved ? ' (the digest the registry gives the tag now)' : ' (pinned by image-tags)';
    log.info(
      alreadyLive(patch)
        ? `Container ${inline(patch.container)}: ${pinned(patch)}${digestFrom} is live already: nothing to write, not sent again`
        : `Container ${inline(patch.container)}: ${inline(shownTarget(backward(patch)))} -> ${pinned(patch)}${digestFrom}`,
    );
  }
  summary.heading(heading).table(
    ['Container', 'Image before', 'Image after'],
    patches.map((patch) => [
      patch.container,
      shownTarget(backward(patch)),
      alreadyLive(patch) ? `${pinned(patch)} (live already, not sent)` : pinned(patch),
    ]),
  );
  const note = unknownPreviousLine(patches);
  if (note !== undefined) {
    log.info(note);
    summary.paragraph(note);
  }
  summary.paragraph(
    patches.every(alreadyLive)
      ? 'Every image is live already: nothing is sent, and nothing else of the application changes.'
      : 'Only these images change: every other setting of the application is left as it is (nothing else is sent).',
  );
}

/** The step's result: the live containers, with the images this step sets. */
export function imageResult(id: string, application: Application, patches: readonly ImagePatch[], status?: string): object {
  return appResult(id, onImages(application, patches, forward), status);
}

const failureLine = (error: ApiError) => {
  const head = firstLine(error);
  return error.details.length > 0 ? `${head}: ${error.details.join('; ')}` : head;
};

function outcomeText(outcome: Exclude<PatchOutcome, { kind: 'applied' }>): string {
  switch (outcome.kind) {
    case 'applied-unanswered':
      return `${failureLine(outcome.error)}; read back, the application asks for the image: the update went through`;
    case 'refused':
      return outcome.readBack
        ? `${failureLine(outcome.error)}; read back, the application does not ask for the image`
        : failureLine(outcome.error);
    case 'unknown':
      return outcome.readError === undefined
        ? `${failureLine(outcome.error)}; read back, the application does not ask for the image yet: the platform may still carry the update out`
        : `${failureLine(outcome.error)}; the application could not be read back (${outcome.readError}), so whether it changed is unknown`;
  }
}

/** What the step's settings say about a rollback; image mode is the only one that rolls back. */
export interface RollbackSettings extends AfterSettings {
  rollbackOnFailure: boolean;
  rollbackWaitSeconds: number;
}

/** What image mode carries out: the step's settings, the application as read, and each container's new image. */
export interface ImageChange extends LiveChange {
  plan: RollbackSettings;
  patches: readonly ImagePatch[];
}

/**
 * Sends the PATCHes in order, then waits, purges and probes. A PATCH whose answer is lost or 5xx
 * is read back before deciding. When one is refused after others went through, the ones that
 * went through are put back (rollback-on-failure) or named: the step never ends with some
 * containers on the new image without saying which, and the result says what the application
 * asks for whenever that is not the whole change.
 */
export async function applyImages(change: ImageChange, client: PlatformClient, report: StepReport): Promise<void> {
  const { plan, patches } = change;
  const sending = patchesToSend(patches);
  // Only what this run changed: a rollback puts back these, never an image that was live before the step.
  const applied: ImagePatch[] = [];
  // The result says what the application asks for now, not what the step meant to do, whatever ends the step next (a
  // cancelled step's PATCH may still land): while a PATCH is sent, its container's image is unknown; then the image it
  // set once it went through, the one as read when it was refused, and unknown still when its outcome is not known.
  const asked = () => report.setOutput('result', imageResult(plan.appId, change.application, applied));
  const wentThrough = (patch: ImagePatch) => {
    applied.push(patch);
    asked();
  };
  for (const patch of sending) {
    report.setOutput('result', resultWithUnknown(plan.appId, change.application, applied, [patch]));
    const outcome = await patchImage(client, plan.appId, forward(patch));
    if (outcome.kind === 'applied') {
      wentThrough(patch);
      continue;
    }
    const what = outcomeText(outcome);
    if (outcome.kind === 'applied-unanswered') {
      report.log.warning(`Container ${inline(patch.container)}: ${inline(what)}.`, {
        title: 'update-app: the answer was lost; the change was found',
      });
      wentThrough(patch);
      continue;
    }
    // Refused, its image is the one as read; otherwise it stays unknown in the result, as while it was sent: it may land still.
    if (outcome.kind === 'refused') asked();
    const notChanged = `container ${patch.container} ${notChangedWords(outcome)}: ${what}`;
    const rest = sending.slice(sending.indexOf(patch) + 1).map((later) => later.container);
    const untouched = rest.length > 0 ? ` Not sent: ${rest.join(', ')}.` : '';
    // A PATCH whose outcome is unknown may have gone through, or (late) go through later: the rollback reads the application
    // again, and puts it back or sends its previous image too.
    const maybe = outcome.kind === 'unknown' ? [{ patch, late: outcome.late }] : [];
    if (applied.length === 0) {
      const stopped = `The image update of application ${plan.appId} stopped: ${notChanged}.${untouched}`;
      if (plan.rollbackOnFailure && maybe.length > 0) await rollBack(change, applied, client, report, stopped, maybe);
      report.summary.verdict(false, `Application ${plan.appId}: ${notChanged}`);
      throw outcome.error.withMessage(stopped);
    }
    const went = applied.map((done) => `${done.container} (${done.tag}@${done.digest})`).join(', ');
    const reason = `The image update of application ${plan.appId} stopped: ${notChanged}. It went through for ${went} before.${untouched}`;
    if (plan.rollbackOnFailure) await rollBack(change, applied, client, report, reason, maybe);
    report.summary.verdict(false, `Partly updated: ${names(applied)} now run the new image`);
    // The API's failure with the step's message: its status and error key stay the outputs.
    throw outcome.error.withMessage(
      `${reason} Now on the new image: ${went}; they were not put back (rollback-on-failure is false). Run the step again to finish the update, or set the previous images back with image-tags (see previous-images).`,
    );
  }
  const live = patches.filter(alreadyLive).map((patch) => patch.container);
  const kept = live.length > 0 ? `; live already, not sent again: ${live.join(', ')}` : '';
  report.log.info(`Application ${inline(plan.appId)}: ${applied.length} container image(s) changed, nothing else sent${kept}`);
  // This step's images, each pinned by the digest it sent, with the one before: a digest that ran before tells no new pod apart.
  const named = patches.map((patch) => expectedOf(patch, 'forward'));
  // Waited on: the containers this run changed. One live already (a sidecar image-tags keeps as it is) changed nothing: its
  // pods from before the write look like new ones, and how they fare is not this change's. A run that sent nothing (a
  // re-run) has only an earlier run's rollout to check, so it waits on every container it names.
  const expected = applied.length === 0 ? named : applied.map((patch) => expectedOf(patch, 'forward'));
  await afterUpdate(
    {
      ...change,
      expected,
      sentNothing: applied.length === 0,
      rollBack: plan.rollbackOnFailure ? (reason) => rollBack(change, applied, client, report, reason) : undefined,
      // Every image the step asks for, changed or not: another deploy that replaces any of them supersedes this one.
      targets: named,
    },
    client,
    report,
  );
}

const names = (patches: readonly ImagePatch[]) => patches.map((patch) => patch.container).join(', ');

/** What a failed PATCH left of its container, as far as the step knows. */
const notChangedWords = (outcome: Exclude<PatchOutcome, { kind: 'applied' | 'applied-unanswered' }>): string => {
  if (outcome.kind === 'refused') return 'was not changed';
  return outcome.readError === undefined ? 'was not changed yet' : 'may or may not have been changed';
};

/** A PATCH whose outcome is unknown; `late`: it may still land (no answer came, or a gateway's). */
interface Unsure {
  patch: ImagePatch;
  late: boolean;
}

/**
 * What the read before the rollback found of the PATCHes whose outcome was unknown: `found` went
 * through, `missed` not yet (and may still), `gone` not (and never will).
 */
function maybeLine(found: readonly ImagePatch[], missed: readonly ImagePatch[], gone: readonly ImagePatch[]): string {
  const parts = [
    ...(found.length > 0 ? [`${names(found)} asked for this step's image, so the update went through there and is put back too`] : []),
    ...(missed.length > 0
      ? [`${names(missed)} did not ask for it yet, and the update may still land: the previous image is sent there too`]
      : []),
    ...(gone.length > 0 ? [`${names(gone)} did not ask for it: nothing to put back there`] : []),
  ];
  return parts.length > 0 ? ` Read again before the rollback: ${parts.join('; ')}.` : '';
}

/**
 * What the step cannot say of the containers whose PATCH may land after the rollback (`missed`):
 * their previous image was sent again, but the update of this step, carried out later, would
 * replace it. Empty when there are none.
 */
function mayStillLine(missed: readonly ImagePatch[]): string {
  if (missed.length === 0) return '';
  const one = missed.length === 1;
  return (
    ` ${names(missed)} may still change to this step's image: the update this step sent ${one ? 'it' : 'them'} was not answered, ` +
    `and the platform may carry it out after the rollback. Check which image ${one ? 'it asks' : 'they ask'} for before running again ` +
    `(result gives ${one ? 'it' : 'them'} as unknown).`
  );
}

/** The application's templates, each container of `patches` on the image `image` gives it (forward or backward). */
const onImages = (live: Application, patches: readonly ImagePatch[], image: (patch: ImagePatch) => ImageTarget) =>
  live.containerTemplates.map((template) => {
    const patch = patches.find((candidate) => candidate.container === template.name);
    if (!patch) return template;
    const { tag, digest } = image(patch);
    return { ...template, imageTag: tag, imageDigest: digest ?? null };
  });

/**
 * The result output while a PATCH is sent, after one whose outcome is unknown, and when the
 * rollback cannot read the application: the application as read before the step with `applied`
 * on this step's images, and the image of each of `unknown` (whose PATCH may or may not have gone
 * through, or land still) `unknown`, never the one it may have left.
 */
const resultWithUnknown = (appId: string, application: Application, applied: readonly ImagePatch[], unknown: readonly ImagePatch[]) =>
  unknownIn(appId, onImages(application, applied, forward), unknown);

/** The result of these templates, with the image of each of `unknown` given as `unknown`. */
const unknownIn = (appId: string, templates: Application['containerTemplates'], unknown: readonly ImagePatch[]) => ({
  id: appId,
  containers: templates.map((template) => ({
    name: template.name,
    image: unknown.some((patch) => patch.container === template.name) ? 'unknown' : imageReference(template),
  })),
});

/**
 * Puts the images read before the change back, pinned by digest, for the containers this run
 * changed (`patches`, and those of `unsure`, whose PATCH may or may not have gone through: the
 * ones the application read again asks for this step's image, and the others too whose PATCH may
 * still land (`late`), though one carried out after the rollback would replace it; an image live
 * before the step has no earlier image to go back to), when the live configuration still asks
 * for this step's images, or for the previous one where a PATCH has not landed (compare-and-swap:
 * a later deploy is never undone), and waits for them within
 * rollback-wait-seconds. Always ends by failing the step; its message begins with `reason`, the
 * first reason the step failed. Its verdicts are written here, not thrown: the rollout's own may
 * be in the summary already, beside which the entry point writes none.
 */
async function rollBack(
  change: ImageChange,
  patches: readonly ImagePatch[],
  client: PlatformClient,
  report: StepReport,
  reason: string,
  unsure: readonly Unsure[] = [],
): Promise<never> {
  const maybe = unsure.map((entry) => entry.patch);
  const { plan } = change;
  const { log, setOutput, summary } = report;
  if (patches.length === 0 && maybe.length === 0) {
    summary.verdict(false, 'Not rolled back: this step changed nothing');
    throw new Error(`${reason} This step changed nothing (every image was live already before it), so nothing was rolled back.`);
  }
  const before = change.patches.filter(alreadyLive).map((patch) => patch.container);
  const stayed =
    before.length > 0
      ? ` Left on this step's image, which ${before.length === 1 ? 'it' : 'they'} ran before this step: ${before.join(', ')}.`
      : '';
  const scope = `Only images were rolled back: environment variables, volumes and data were not.${stayed}`;
  // Every image of this step that should be live now: the ones this run changed and the ones live before it.
  const held = change.patches.filter((patch) => alreadyLive(patch) || patches.includes(patch));
  // As late as possible: right before the first PATCH back.
  let live: Application;
  try {
    live = await readApplication(client, plan.appId);
  } catch (error) {
    if (maybe.length === 0 || !(error instanceof ApiError)) throw error;
    // Without this read nothing says whether those containers changed, nor whether a later deploy came.
    setOutput('result', resultWithUnknown(plan.appId, change.application, patches, maybe));
    summary.verdict(false, 'Not rolled back: the application could not be read');
    const runs = `${names(maybe)} ${maybe.length === 1 ? 'runs' : 'run'}`;
    const now =
      patches.length > 0
        ? `Now on the new image: ${names(patches)}; whether ${runs} it is unknown.`
        : `Whether ${runs} the new image is unknown.`;
    throw error.withMessage(
      `${reason} Not rolled back: the application could not be read again before the rollback (${firstLine(error)}). ${now} ` +
        'Run the step again to finish the update, or set the previous images back with image-tags (see previous-images).',
    );
  }
  // The live configuration asks for this step's image: the PATCH whose answer was lost went through. Where it does not yet,
  // the PATCH may land still: the previous image is sent there too (it is the one live, so sending it again changes nothing),
  // though an update carried out after it would replace it.
  const found = maybe.filter((patch) => replacedBy(live, [forward(patch)]) === undefined);
  const notFound = maybe.filter((patch) => !found.includes(patch));
  // Where a PATCH has not landed, the image read before the change is still asked for, or another deploy set one since.
  const other = replacedBy(live, [...held.map(forward), ...notFound.map(backward)]);
  if (other !== undefined) {
    summary.verdict(false, 'Not rolled back: another deploy came after this one');
    throw new Error(`${reason} Not rolled back: ${other}; a later deploy is never undone. ${emptyPreviousImages(report)}`);
  }
  const missed = unsure.filter((entry) => entry.late && notFound.includes(entry.patch)).map((entry) => entry.patch);
  const gone = notFound.filter((patch) => !missed.includes(patch));
  const back = [...patches, ...found, ...missed];
  const why = `${reason}${maybeLine(found, missed, gone)}`;
  const mayStill = mayStillLine(missed);
  if (back.length === 0) {
    // The only PATCH was answered by the API itself, and the read shows it did not land: nothing changed, nothing will.
    setOutput('result', appResult(plan.appId, live.containerTemplates));
    summary.verdict(false, 'Not rolled back: this step changed nothing');
    throw new Error(`${why} This step changed nothing, so nothing was rolled back.`);
  }
  log.warning(`${why} Rolling back to ${back.map((patch) => `${patch.container}=${shownTarget(backward(patch))}`).join(', ')}`);
  const putBack: ImagePatch[] = [];
  const notBack: string[] = [];
  for (const patch of back) {
    const outcome = await patchImage(client, plan.appId, backward(patch));
    if (outcome.kind === 'applied' || outcome.kind === 'applied-unanswered') putBack.push(patch);
    else notBack.push(`${patch.container} (${outcomeText(outcome)})`);
  }
  // A container whose update had not landed had nothing to put back: only the others say the step rolled back. With none
  // of them, the step only sent previous images again, and says so, never "rolled back".
  const rolledBack = putBack.filter((patch) => !missed.includes(patch));
  const resentOnly = back.every((patch) => missed.includes(patch));
  const resent = `The previous image, sent again to ${names(missed)},`;
  if (rolledBack.length > 0) setOutput('rolled-back', true);
  // What the application asks for now: the read before the rollback, with what went back on the images read before the change,
  // and unknown where an update may still land.
  setOutput('result', unknownIn(plan.appId, onImages(live, putBack, backward), missed));
  if (notBack.length > 0) {
    if (resentOnly) {
      summary.verdict(false, 'The previous image could not be sent again');
      throw new Error(`${why} The previous image could not be sent again: ${notBack.join('; ')}.${mayStill}`);
    }
    summary.verdict(false, 'The rollback is incomplete');
    const done = rolledBack.length > 0 ? `put back: ${names(rolledBack)}; ` : '';
    throw new Error(`${why} The rollback is incomplete: ${done}not put back: ${notBack.join('; ')}.${mayStill} ${scope}`);
  }
  let end: RolloutEnd;
  try {
    end = await reportRollout(
      {
        appId: plan.appId,
        wait: { ...plan.wait, waitSeconds: plan.rollbackWaitSeconds },
        purpose: 'rollback',
        // The failed rollout's status (failing, say) may be what the overview shows for a while after the rollback.
        statusBefore: live.status ?? undefined,
        // As the update's own: the pods of a reused tag look alike either way, and the image this step set is what they leave.
        expected: back.map((patch) => expectedOf(patch, 'backward')),
      },
      client,
      report,
    );
  } catch (error) {
    if (!(error instanceof RolloutError)) throw error;
    if (resentOnly) {
      summary.verdict(false, 'The previous image sent again is not live');
      throw new Error(`${why} ${resent} is not live: ${error.message}${mayStill}`);
    }
    summary.verdict(false, 'Rolled back, but the previous images are not live');
    throw new Error(`${why} Rolled back to the previous images, but the rollback is not live: ${error.message}${mayStill} ${scope}`);
  }
  if (end.unconfirmed.length > 0) {
    const tagOnly =
      `the overview names the image of ${end.unconfirmed.join(', ')} by its tag only, the same tag before and after, ` +
      `and never showed the rollback in progress.${mayStill}`;
    if (resentOnly) {
      summary.verdict(false, 'The overview could not confirm the previous image sent again is live');
      throw new Error(`${why} ${resent} could not be confirmed live: ${tagOnly}`);
    }
    summary.verdict(false, 'Rolled back, but the overview could not confirm the previous images are live');
    throw new Error(`${why} Rolled back to the previous images, but the rollback could not be confirmed: ${tagOnly} ${scope}`);
  }
  const leftOn = before.length > 0 ? `; left on this step's image, live before it: ${before.join(', ')}` : '';
  if (missed.length > 0) {
    // Never "the previous images are live again": an update carried out after the rollback would replace one of them.
    const backLive = rolledBack.length > 0 ? ` Rolled back: the previous images of ${names(rolledBack)} are live again.` : '';
    const done = resentOnly ? 'Previous image sent again:' : 'Rolled back, but';
    summary.verdict(false, `${done} ${names(missed)} may still change to this step's image${leftOn}`);
    // With nothing that went through put back, nothing was rolled back: no word of what was.
    throw new Error(`${why}${backLive}${mayStill}${rolledBack.length > 0 ? ` ${scope}` : ''}`);
  }
  summary.verdict(false, `Rolled back: the previous images are live again${leftOn}`);
  throw new Error(`${why} Rolled back: the previous images are live again. ${scope}`);
}
