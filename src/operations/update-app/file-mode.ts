import { isDeepStrictEqual } from 'node:util';
import { explainNotFound } from '../../platform/not-found.ts';
import { ApiError } from '../../api/api-error.ts';
import type { AppConfig } from '../../api/models/app-config.ts';
import type { Application } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { InputError, trimAscii } from '../../inputs/inputs.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { ApplicationMissing, readApplication, noApplication } from '../../platform/containers/application.ts';
import { appResult, repositoryOf } from '../../platform/containers/images.ts';
import { ambiguousNames, keepContainerIdentities } from '../../platform/containers/identity.ts';
import { StepFailure } from '../step-failure.ts';
import { alreadyLive, type ImageTarget, type StepImage } from '../../platform/containers/image-patches.ts';
import { tagDigests } from './tag-digest.ts';
import { registryReadFirst } from '../../platform/containers/registry.ts';
import {
  convertReadModel,
  isReadModel,
  liveInUpdateModel,
  unreadMembersSet,
  type UnknownMember,
} from '../../platform/containers/read-model.ts';
import { closest } from '../../inputs/closest-word.ts';
import type { StructuredDocument } from '../../inputs/yaml-document.ts';
import type { ExpectedImage } from '../../platform/containers/rollout-verdict.ts';
import { REDACTED, type StepReport } from '../operation.ts';
import { checkAppConfig, omittedOptionalFields, readAppConfigDocument, requireMapping } from './app-config-document.ts';
import { applicationChanges, asksForAll, containerChanges, unchanged, type ContainerChange } from './container-changes.ts';
import { afterUpdate, type AfterSettings, type LiveChange } from './after-update.ts';
import { applyImageTags, type ImageTag, type ImageTagChange } from './image-tags.ts';
import { firstLine } from '../../http/wording.ts';
import { knownPreviousImages, unknownPreviousLine } from './previous-images.ts';

/*
 * The file mode of update-app: app-config is the whole configuration, sent as a full
 * replacement (PUT) with each container keeping its live id; after a lost answer the application
 * is read again before the replacement is sent once more, so no container is created twice.
 */

/** The configuration from app-config with image-tags applied. */
export interface FileConfig {
  config: AppConfig;
  changes: ImageTagChange[];
}

/** The body of the update (`config`, each template with its live id) and what it does, worked out from the live application. */
export interface FileUpdate extends ReturnType<typeof keepContainerIdentities> {
  changes: ContainerChange[];
  applicationChanges: string[];
  /**
   * Whether the write is taken to replace every pod: it changes the application's members, or which
   * containers run, or sends a member no read returns (which may change, and start a rollout).
   */
  replacesEveryPod: boolean;
  /** The members the body sets that no read returns: whether they change is not known. */
  unreadMembers: string[];
  /** The live settings of kept containers that the update model cannot carry: the replacement removes them. */
  lostSettings: string[];
  expected: ExpectedImage[];
  tagChanges: ImageTagChange[];
  /** namedImages, with the digests planFileUpdate looked up: what previous-images leaves out is decided on these. */
  named: StepImage[];
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

/** Where a problem of the document is, when its line is known. */
const onLine = (problem: string, line: number | undefined) => (line === undefined ? problem : `${problem} (line ${line})`);

/**
 * The members of a read-model file that neither model has: one close to a member that may be
 * written there is a misspelling, a problem (leaving it out would reset the setting it was meant
 * as); any other is taken for a member the platform added to its read model later, which is read
 * tolerantly and left out.
 */
function sortUnknown(unknown: readonly UnknownMember[], document: StructuredDocument): { misspelt: string[]; added: string[] } {
  const misspelt: string[] = [];
  const added: string[] = [];
  for (const member of unknown) {
    const near = closest(member.key, member.members);
    if (near === undefined) {
      added.push(member.where);
      continue;
    }
    misspelt.push(
      onLine(
        `${member.where}: unknown field (did you mean ${near}?): neither GET /mc/apps/{appId} nor the update has it, so it would be left out and ${near} reset`,
        document.lineOf(member.path),
      ),
    );
  }
  return { misspelt, added };
}

/**
 * Reads app-config (a file or the configuration itself) and applies image-tags; throws InputError.
 * Every problem of app-config is one list, and a problem of image-tags is named beside it (in
 * `problems`, the step's list of input problems): one run names them all.
 */
export function readFileMode(
  appId: string,
  raw: string,
  workspace: string,
  tags: ImageTag[],
  log: ActionLog,
  problems: { add(error: InputError): void },
): FileConfig {
  const text = /[\r\n]/.test(trimAscii(raw)) ? raw : trimAscii(raw);
  const document = readAppConfigDocument('app-config', text, workspace);
  requireMapping('app-config', document);
  const conversion = isReadModel(document.value) ? convertReadModel(document.value) : undefined;
  const converted = conversion?.config ?? document.value;
  let tagged: unknown = converted;
  let changes: ImageTagChange[] = [];
  let tagProblem: InputError | undefined;
  try {
    ({ config: tagged, changes } = applyImageTags('image-tags', converted, tags));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    tagProblem = error;
  }
  const { misspelt, added } = sortUnknown(conversion?.unknown ?? [], document);
  const unconvertible = (conversion?.unconvertible ?? []).map((setting) => onLine(setting.problem, document.lineOf(setting.path)));
  let config: AppConfig;
  try {
    config = checkAppConfig('app-config', document, tagged, [...unconvertible, ...misspelt]);
  } catch (error) {
    if (tagProblem && error instanceof InputError) problems.add(tagProblem);
    throw error;
  }
  if (tagProblem) throw tagProblem;
  // Said only of a configuration that converted into a valid one: otherwise the problems say it.
  if (conversion) {
    log.notice(
      `app-config is in the shape GET /mc/apps/{appId} returns; it was converted to the update model, leaving out what only the platform sets: ${conversion.leftOut.join(', ') || '(nothing)'}` +
        (added.length > 0
          ? `; and ${added.map((member) => inline(member)).join(', ')}, which neither the read model nor the update model has, taken for members the platform added later (a setting misspelt so would be reset)`
          : ''),
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

/**
 * The images the updated containers must run (the tag set, or a digest that decides), each with
 * the image it asked for before. A container whose settings change gets new pods as one whose
 * image changes does; a write that replaces every pod touches them all. One sent by its live tag
 * without a digest (`tag-again`) is not a change, unless the registry moved the tag: it is kept
 * here only for withResolvedDigests, whose read after the write leaves it out when the platform
 * resolved the tag to the digest the container ran (and keeps it, as the harsher reading, when
 * that read fails).
 */
function expectedImages(live: AppConfig, body: AppConfig, changes: readonly ContainerChange[], everyPod: boolean): ExpectedImage[] {
  const touched = changes.filter(
    (change) => change.action !== 'deleted' && (everyPod || change.image !== 'same' || change.otherChanges.length > 0),
  );
  return (body.containerTemplates ?? [])
    .filter((template) => touched.some((change) => change.name === template.name))
    .map((template) => {
      const before = live.containerTemplates?.find((candidate) => candidate.name === template.name);
      return {
        container: template.name,
        tag: template.imageTag,
        digest: template.imageDigest ?? undefined,
        image: repositoryOf(template),
        previous: before ? { tag: before.imageTag, digest: before.imageDigest ?? undefined, image: repositoryOf(before) } : undefined,
      };
    });
}

/**
 * The live containers the step names, with the image each asks for: those of image-tags, whose
 * images the file otherwise left as they were; without image-tags, every one the file keeps.
 */
export function namedImages(file: FileConfig, application: Application): StepImage[] {
  const byTags = new Set(file.changes.map((change) => change.container));
  return (file.config.containerTemplates ?? []).flatMap((template) => {
    const live = application.containerTemplates.find((candidate) => candidate.name === template.name);
    if (!live || (byTags.size > 0 && !byTags.has(template.name))) return [];
    const before = { tag: live.imageTag, digest: live.imageDigest ?? undefined };
    return [{ container: template.name, before, tag: template.imageTag, digest: template.imageDigest ?? undefined }];
  });
}

/** The pure decision of file mode: the body, each template given its live id by name; refuses a removal not allowed. */
function decideFile(file: FileConfig, application: Application, allowRemoval: boolean): FileUpdate {
  const ambiguous = ambiguousNames(application.containerTemplates);
  if (ambiguous.length > 0) {
    throw new StepFailure(
      `The live application has more than one container of the same name: ${ambiguous.map(({ name, ids }) => `${inline(name)} (ids ${ids.map((id) => inline(id)).join(', ')})`).join('; ')}. ` +
        'update-app matches the templates of app-config to the live containers by name, so which of them a template updates, and which it deletes, is ambiguous. ' +
        'Rename or remove all but one of each in the dashboard, then run the step again. Nothing was changed.',
      'Refused before any write: the live containers are ambiguous',
    );
  }
  // For comparison only (the log, the summary, the dry run), never sent: file mode needs nothing of the live application but
  // the containers' names and ids, so nothing else in the read model can fail it. A setting the update model cannot carry is
  // kept as read, so that the comparison shows the replacement changing it, and named in `lost`.
  const { config, lost } = liveInUpdateModel(application);
  const live = config as AppConfig;
  const identity = keepContainerIdentities(file.config, application.containerTemplates);
  const { removed, config: body } = identity;
  if (removed.length > 0 && !allowRemoval) {
    const one = removed.length === 1;
    throw new InputError(
      'app-config',
      `leaves out the live container${one ? '' : 's'} ${removed.join(', ')}: the update replaces the whole application, so ` +
        `${one ? 'it' : 'they'} would be deleted. Add ${one ? 'it' : 'them'} to app-config, or set allow-container-removal: true to delete ${one ? 'it' : 'them'}. Nothing was changed.`,
    );
  }
  const changes = containerChanges(live.containerTemplates ?? [], body);
  const members = applicationChanges(live, body);
  const unread = unreadMembersSet(body);
  // A change of the application's members (regions, scaling), or of which containers a pod runs, replaces every pod. Whether
  // sending the members no read returns changes anything, or starts a rollout, is not known: the harsher reading waits as for a change.
  const everyPod = members.length > 0 || changes.some((change) => change.action !== 'updated') || unread.length > 0;
  return {
    ...identity,
    changes,
    applicationChanges: members,
    replacesEveryPod: everyPod,
    unreadMembers: unread,
    // A container the replacement deletes loses them all, and is named so already.
    lostSettings: lost.filter((setting) => identity.kept.includes(setting.container)).map((setting) => setting.problem),
    expected: expectedImages(live, body, changes, everyPod),
    tagChanges: file.changes,
    named: namedImages(file, application),
  };
}

/**
 * File mode's decision (decideFile), with the digest the registry gives now each tag of `named`
 * that its container runs already and the file sends without a digest (reads only, so a dry run
 * can): the registry may have moved the tag since the container resolved it, and only the registry
 * tells before anything is written (the read after the write comes only with a wait, and not at
 * all when the write fails). A tag that moved changes the image, so previous-images gives the one
 * the container runs. A lookup that fails leaves the digest unknown, which never counts as live
 * already (alreadyLive): previous-images keeps the image as read, a rollback to it at worst a
 * no-op, never a false "nothing to restore", unless the read after the write settles it
 * (withReadDigests). That read comes only with a wait (`readsAfterWrite`), so the log says which
 * of the two decides.
 */
export async function planFileUpdate(
  file: FileConfig,
  application: Application,
  allowRemoval: boolean,
  client: PlatformClient,
  log: ActionLog,
  readsAfterWrite: boolean,
): Promise<FileUpdate> {
  const update = decideFile(file, application, allowRemoval);
  const resolve = tagDigests(client, log);
  const settle = async (image: StepImage): Promise<StepImage> => {
    const template = update.config.containerTemplates?.find((candidate) => candidate.name === image.container);
    const runs = image.before.digest;
    if (!template || image.digest !== undefined || image.before.tag !== image.tag || runs === undefined) return image;
    let digest: string;
    try {
      digest = await resolve(template, image.tag);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      log.info(
        `${firstLine(error).replace(/\.$/, '')}. Whether the tag moved since container ${inline(image.container)} resolved it is not known, ` +
          (readsAfterWrite
            ? "so the read after the write decides previous-images: it leaves the image out if that read shows the tag resolved to the digest the container ran before (this step's own image, as on a re-run), and otherwise keeps it as read (a rollback to it restores at worst the image it runs now)."
            : 'so previous-images keeps its image as read (a rollback to it restores at worst the image it runs now).'),
      );
      return image;
    }
    if (digest.toLowerCase() === runs.toLowerCase()) return { ...image, digest: runs };
    log.info(
      `Container ${inline(image.container)}: the registry now resolves tag ${inline(image.tag)} to ${inline(digest)}, not to the digest it runs (${inline(runs)}): ` +
        'the replacement changes its image, and previous-images gives the one it runs.',
    );
    return { ...image, digest };
  };
  // One lookup at a time, in the order of the containers, as the dry run lists them.
  const named: StepImage[] = [];
  for (const image of update.named) named.push(await settle(image));
  // A live tag sent again is the same image only where the lookup said the tag still resolves to the digest the container
  // runs. Where it says the tag moved, could not say (its digest still unknown), or was never asked (with image-tags, only the
  // containers it names are looked up), the platform's new resolution may change the image: the log and the summary show it
  // as they show a change, never as unchanged.
  const unmoved = (change: ContainerChange) => named.some((image) => image.container === change.name && alreadyLive(image));
  const changes = update.changes.map((change): ContainerChange =>
    change.image === 'tag-again' && !unmoved(change) ? { ...change, image: 'changed' } : change,
  );
  return { ...update, changes, named };
}

/**
 * The registry lookups of planFileUpdate, as a dry run without a key lists them: which
 * containers run their tag already is known only once the application is read, so each template
 * the step names without a digest is listed, its registry read first where it names one by id.
 */
export function fileLookups(file: FileConfig): PlannedRequest[] {
  const byTags = new Set(file.changes.map((change) => change.container));
  const registries = new Set<string>();
  return (file.config.containerTemplates ?? [])
    .filter((template) => !template.imageDigest && (byTags.size === 0 || byTags.has(template.name)))
    .flatMap((template) => {
      const byId = registryReadFirst(template.imageRegistryId);
      const first = byId && !registries.has(template.imageRegistryId);
      registries.add(template.imageRegistryId);
      const when = `only if container ${template.name} runs tag ${template.imageTag} already: whether the registry moved the tag decides previous-images`;
      return [
        ...(first
          ? [planned(requests.containerRegistry(template.imageRegistryId), 'whether it is public decides how the digest request names it')]
          : []),
        planned(
          requests.resolveImageDigest({
            registryId: byId ? `{dockerhub, github or ${template.imageRegistryId}}` : template.imageRegistryId,
            imageNamespace: template.imageNamespace,
            imageName: template.imageName,
            tag: template.imageTag,
          }),
          when,
        ),
      ];
    });
}

/** The write the run sends, as a dry run shows it (environment values hidden). */
export const fileWrites = (appId: string, config: AppConfig): PlannedRequest[] => [
  planned(requests.updateApp(appId, withoutEnvironmentValues(config))),
];

/**
 * The images the replacement asks for, each with the container's id where the body gave one: a
 * container the replacement created has none yet, and is found by name.
 */
const targetsOf = (sent: AppConfig, expected: readonly ExpectedImage[]): ImageTarget[] =>
  expected.map((image) => ({
    ...image,
    containerId: sent.containerTemplates?.find((template) => template.name === image.container)?.id ?? '',
  }));

const unreadLine = (members: readonly string[]) =>
  `Application members sent; not returned by a read, so whether they change is not known: ${members.join(', ')}`;

export function showFile(update: FileUpdate, report: StepReport, heading: string): void {
  const { log, summary } = report;
  if (update.kept.length > 0) log.info(`Containers kept with their live ids: ${update.kept.map((name) => inline(name)).join(', ')}`);
  if (update.created.length > 0) log.info(`Containers to be created: ${update.created.map((name) => inline(name)).join(', ')}`);
  if (update.removed.length > 0) {
    log.warning(`Containers to be deleted (allow-container-removal is true): ${update.removed.map((name) => inline(name)).join(', ')}`);
  }
  for (const change of update.tagChanges) {
    log.info(
      `Container ${inline(change.container)}: image tag ${inline(change.previous ?? '(none)')} -> ${change.tag} (from image-tags)` +
        (change.droppedDigest ? `; the pinned digest ${inline(change.droppedDigest)} is left out, since it would decide the image` : ''),
    );
  }
  for (const change of update.changes) {
    const more = change.otherChanges.length > 0 ? `; ${change.otherChanges.join('; ')}` : '';
    if (unchanged(change)) log.info(`Container ${inline(change.name)}: unchanged, ${inline(change.before ?? '')}`);
    else {
      const image = change.action === 'updated' ? `${change.before} -> ${change.after}` : (change.after ?? change.before ?? '');
      log.info(`Container ${inline(change.name)} (${change.action}): ${inline(image)}${inline(more)}`);
    }
  }
  if (update.applicationChanges.length > 0) log.info(`Application members that change: ${update.applicationChanges.join(', ')}`);
  if (update.unreadMembers.length > 0) log.info(unreadLine(update.unreadMembers));
  if (update.lostSettings.length > 0) log.warning(lostSettingsWarning(update.lostSettings), { title: 'update-app: live settings removed' });
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
  const variables = (update.config.containerTemplates ?? []).flatMap((template) =>
    (template.environmentVariables ?? []).map((variable) => `${template.name}: ${variable.name}`),
  );
  if (variables.length > 0) summary.paragraph(`Environment variables sent (names only): ${variables.join(', ')}`);
  if (update.applicationChanges.length > 0) summary.paragraph(`Application members that change: ${update.applicationChanges.join(', ')}`);
  if (update.unreadMembers.length > 0) summary.paragraph(unreadLine(update.unreadMembers));
  if (update.lostSettings.length > 0) summary.paragraph(lostSettingsWarning(update.lostSettings));
  const note = unknownPreviousLine(update.named);
  if (note !== undefined) {
    log.info(note);
    summary.paragraph(note);
  }
}

/**
 * Named, not refused: in file mode nothing of the live application but its containers' names and
 * ids can fail the step, and no file can keep such a setting, so a refusal would leave no way to
 * replace the configuration at all; image-tags alone keeps it.
 */
const lostSettingsWarning = (lost: readonly string[]) =>
  `The live application has ${lost.length === 1 ? 'a setting' : 'settings'} that the update model cannot express, so app-config cannot keep ${lost.length === 1 ? 'it' : 'them'} and the replacement removes ${lost.length === 1 ? 'it' : 'them'}: ` +
  `${lost.map((problem) => inline(problem, 400)).join('; ')}. To keep ${lost.length === 1 ? 'it' : 'them'}, change the images with image-tags and no app-config, which leaves every other setting as it is.`;

type FileChange = LiveChange & { plan: AfterSettings & { maxAttempts: number }; update: FileUpdate };

/**
 * A container of `named` whose registry lookup failed (planFileUpdate): sent by the tag it
 * runs, without a digest, its digest unknown. Only the read after the write can tell whether it
 * runs this step's image already.
 */
const unsettled = (image: StepImage): boolean =>
  image.digest === undefined && image.before.tag === image.tag && image.before.digest !== undefined;

/**
 * The images to wait for, with the digest the platform resolved (read after the write) for a
 * container sent again by the tag it ran before, without a digest: a tag that moved tells the new
 * pods from the old by that digest; one that did not, on a container nothing else of changes, in
 * a write that replaces not every pod (nor sends a member no read returns), starts no new pods, so
 * there is nothing of it to wait for (the usual re-run of the same app-config, whose tags carry no
 * digest, would otherwise hold on the status from before the write). A container whose registry
 * lookup failed is read for too: the read settles previous-images (withReadDigests). A failed read
 * leaves the images as they were: the wait then holds as it would.
 */
async function withResolvedDigests(client: PlatformClient, change: FileChange, report: StepReport): Promise<ExpectedImage[]> {
  const { update } = change;
  const byTag = update.expected.filter((image) => image.digest === undefined && image.previous?.tag === image.tag);
  if (byTag.length === 0 && !update.named.some(unsettled)) return update.expected;
  let application: Application;
  try {
    application = await readApplication(client, change.plan.appId);
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ApplicationMissing)) throw error;
    const kept = update.named.filter(unsettled).map((image) => inline(image.container));
    // The lookup's line left previous-images to this read: say how it ends.
    const keeps =
      kept.length === 0
        ? ''
        : ` Nothing tells whether ${kept.join(', ')}, whose registry lookup failed, ${kept.length === 1 ? 'runs' : 'run'} this step's image already, so previous-images keeps ${kept.length === 1 ? 'its image' : 'their images'} as read.`;
    report.log.info(
      `Could not read the digests the platform resolved (${inline(firstLine(error))}): waiting for the tags as sent.${keeps}`,
    );
    return update.expected;
  }
  const expected = update.expected.flatMap((image) => {
    if (!byTag.includes(image)) return [image];
    const digest = resolvedDigest(application, image.container, image.tag);
    if (!digest) return [image];
    const settings = update.changes.find((candidate) => candidate.name === image.container)?.otherChanges ?? [];
    const sameDigest = digest.toLowerCase() === image.previous?.digest?.toLowerCase();
    if (sameDigest && settings.length === 0 && !update.replacesEveryPod) {
      report.log.info(
        `Container ${inline(image.container)}: tag ${inline(image.tag)} still resolves to ${inline(digest)}, the digest it ran before, and nothing else of it changes: no new pods to wait for.`,
      );
      return [];
    }
    return [{ ...image, digest }];
  });
  withReadDigests(change, application, report);
  return expected;
}

/** The digest the platform resolved for the tag this step sent a container; another write may have come between, so only that tag's counts. */
function resolvedDigest(application: Application, container: string, tag: string): string | undefined {
  const live = application.containerTemplates.find((template) => template.name === container);
  return live?.imageTag === tag ? (live.imageDigest ?? undefined) : undefined;
}

/**
 * previous-images once the read after the write (`after`, see withResolvedDigests) has shown the
 * digest each tag sent without one resolved to, in both directions: a tag the registry moved
 * between its lookup before the write and the write itself was not live already after all, so its
 * image before the step is known, and given; a tag whose lookup failed and that resolved to the
 * digest the container ran before was live already (this step's own image, as on a re-run), so it
 * is left out. Without the read (no wait, or it failed), a failed lookup keeps its image as read.
 */
function withReadDigests({ update, application }: FileChange, after: Application, report: StepReport): void {
  const pairs = update.named.map((image) => {
    const pinned = update.config.containerTemplates?.find((template) => template.name === image.container)?.imageDigest;
    const digest = (unsettled(image) || alreadyLive(image)) && !pinned ? resolvedDigest(after, image.container, image.tag) : undefined;
    return [image, digest === undefined ? image : { ...image, digest }] as const;
  });
  const resolved = pairs.map(([, after]) => after);
  const moved = pairs.filter(([before, after]) => alreadyLive(before) && !alreadyLive(after)).map(([image]) => image);
  const live = pairs.filter(([before, after]) => !alreadyLive(before) && alreadyLive(after));
  if (moved.length === 0 && live.length === 0) return;
  report.setOutput('previous-images', knownPreviousImages(application, resolved));
  const notes: string[] = [];
  if (moved.length > 0) {
    const one = moved.length === 1;
    notes.push(
      `${moved.map((image) => inline(image.container)).join(', ')}: the platform resolved the tag to another digest than the one ${one ? 'it' : 'they'} ran, which the registry still gave before the write, ` +
        `so ${one ? 'its image' : 'their images'} before this step ${one ? 'is' : 'are'} known after all, and previous-images gives ${one ? 'it' : 'them'}.`,
    );
  }
  const unchangedNote = live.length > 0 ? unknownPreviousLine(resolved) : undefined;
  if (unchangedNote !== undefined) notes.push(unchangedNote);
  for (const note of notes) {
    report.log.info(note);
    report.summary.paragraph(note);
  }
}

/**
 * The result output while the outcome of the replacement is not known: each container whose image
 * it changes, or that it creates or deletes, `unknown`; the others as read.
 */
const resultWithUnknown = (appId: string, changes: readonly ContainerChange[]) => ({
  id: appId,
  containers: changes.map((change) => ({
    name: change.name,
    image: change.before !== undefined && change.image === 'same' ? change.before : 'unknown',
  })),
});

/**
 * Why the application, read after a replacement whose answer was lost, does not show it went
 * through; undefined when it does (it asks for everything the body does). Whether the body asks for
 * a change is the plan's decision, never worked out again from the read: a read after the write
 * fills in what the body left to the platform (a new pull zone) and cannot tell a tag the registry
 * moved from the one the container ran, so it would take a write never carried out for one that
 * went through. A read that equals the one before the write then shows none of it. A body the plan
 * found asking for nothing a read returns shows nothing when it sets a member no read returns.
 */
function readBackProblem(after: Application, change: FileChange): string | undefined {
  const { config: body, unreadMembers, changes, named, applicationChanges: members } = change.update;
  const cannotTell = 'a read cannot tell whether it went through';
  if (!asksForChange(change) && unreadMembers.length > 0) {
    return `${cannotTell}: the configuration sent differs only in members no read returns (${unreadMembers.join(', ')})`;
  }
  const notShown = 'read back, the application does not show the configuration sent';
  const read = liveInUpdateModel(after).config;
  const before = liveInUpdateModel(change.application).config;
  if (asksForChange(change) && isDeepStrictEqual(read, before)) {
    // The plan's only change a live tag sent again without a digest that no registry lookup answered (never asked, or failing):
    // if the registry did not move it, the read after the write is the read before, whether it went through or not. One the
    // lookup found moved would show the new digest.
    const asked = changes.filter((container) => !unchanged(container)).map((container) => container.name);
    const resolved = new Set(named.filter((image) => image.digest !== undefined).map((image) => image.container));
    const tagAgain = new Set(
      containerChanges((before as AppConfig).containerTemplates ?? [], body)
        .filter((container) => container.image === 'tag-again' && container.otherChanges.length === 0 && !resolved.has(container.name))
        .map((container) => container.name),
    );
    if (members.length === 0 && asked.every((name) => tagAgain.has(name))) {
      return `${cannotTell}: the registry may not have moved the tag of ${asked.join(', ')}`;
    }
    return notShown;
  }
  return asksForAll(read as AppConfig, body) ? undefined : notShown;
}

/** Whether the plan found the replacement asking for a change a read shows. */
const asksForChange = (change: FileChange): boolean =>
  !change.update.changes.every(unchanged) || change.update.applicationChanges.length > 0;

/**
 * Sends the full replacement, then waits, purges and probes (a full replacement is never rolled
 * back: refused at plan). After a lost answer or a server error, reads the application and gives
 * a container the first attempt created its id before sending once more, so that a retry never
 * creates a container twice (a template without id is a new container); with max-attempts 1 (no
 * retry) it only reads, and goes on when the application asks for the replacement. On failure,
 * says in the summary whether anything may have changed.
 */
export async function applyFile(change: FileChange, client: PlatformClient, report: StepReport): Promise<void> {
  const { summary, log } = report;
  const { appId } = change.plan;
  const { config: body } = change.update;
  // The first attempt's failure when it may have been carried out: whatever the second attempt says, the application may have changed.
  let landed: ApiError | undefined;
  // The body of the second attempt once it is sent: the read before it may fail first.
  let resent: AppConfig | undefined;
  // The result says what the application asks for now, whatever ends the step next (a cancelled step's PUT may still land):
  // while the PUT is sent, each container it changes is unknown; then the images sent once it went through, the ones as
  // read when it was refused, and unknown still when its outcome is not known.
  report.setOutput('result', resultWithUnknown(appId, change.update.changes));
  // max-attempts 1 is no retry: the replacement is sent once whatever its answer.
  const resends = change.plan.maxAttempts > 1;
  // Set when the read after a lost answer, without a retry, does not show the application asking for the replacement: why.
  let notShown: string | undefined;
  try {
    await client.send(requests.updateApp(appId, body)).catch(async (error: unknown) => {
      if (!(error instanceof ApiError && error.mayHaveLanded)) throw error;
      landed = error;
      if (!resends) {
        log.warning(
          `${firstLine(error)}; the update may have been carried out. max-attempts is 1, so it is not sent again: reading the application to see whether it went through.`,
        );
        notShown = readBackProblem(await readApplication(client, appId), change);
        if (notShown === undefined) {
          // Asked for no change a read shows, the read is the same whether the write went through or not.
          log.info(
            asksForChange(change)
              ? 'Read back, the application asks for the configuration sent: the update went through.'
              : 'Read back, the application asks for the configuration sent (it asked for no change a read shows).',
          );
          return;
        }
        throw error;
      }
      log.warning(
        `${firstLine(error)}; the update may have been carried out. Reading the application before sending it again, so that a container it created keeps its id.`,
      );
      const after = await readApplication(client, appId);
      // Removal was decided on the first read: containers this update created are not "left out".
      resent = keepContainerIdentities(body, after.containerTemplates).config;
      return client.send(requests.updateApp(appId, resent));
    });
  } catch (caught) {
    // Only the read after a lost answer throws ApplicationMissing: the API's 404 is its answer.
    const error = caught instanceof ApplicationMissing ? caught.answer : caught;
    if (!(error instanceof ApiError)) throw error;
    // The client knows whether this attempt may have been carried out (ApiError.mayHaveLanded); an earlier one may have been too.
    const mayHave = error.mayHaveLanded || landed !== undefined;
    const outcome = mayHave ? 'may or may not have been updated: check it before running again' : 'was not updated';
    const second = !resends
      ? 'reading the application to see whether it went through failed'
      : resent
        ? 'sent again after reading the application'
        : 'reading the application before sending it again failed';
    const first = landed && landed !== error ? `The first attempt: ${firstLine(landed)}; ${second}: ` : '';
    const readBack = notShown === undefined ? '' : `; ${notShown}; max-attempts is 1, so it was not sent again`;
    summary.heading(`bunny.net update-app: application ${appId} ${outcome}`).paragraph(`${first}${firstLine(error)}${readBack}`);
    if (error.details.length > 0)
      summary.table(
        ['Problem reported by the API'],
        error.details.map((detail) => [detail]),
      );
    if (mayHave)
      summary.paragraph(
        'The result output gives the image of each container the update changes as unknown: whether the application asks for the images sent is unknown.',
      );
    else report.setOutput('result', appResult(appId, change.application.containerTemplates));
    // The second answer's status and error key stay the outputs; the message names the first failure too.
    const failure = first || readBack ? error.withMessage(`Application ${appId} ${outcome}. ${first}${error.message}${readBack}`) : error;
    throw explainNotFound(failure, noApplication(appId));
  }
  report.setOutput('result', appResult(appId, (resent ?? body).containerTemplates ?? []));
  log.info(`Application ${inline(appId)} (${inline(body.name)}) updated: ${body.containerTemplates?.length ?? 0} container template(s)`);
  const expected = change.plan.wait.waitSeconds > 0 ? await withResolvedDigests(client, change, report) : change.update.expected;
  await afterUpdate(
    {
      ...change,
      expected,
      deleted: change.update.removed,
      targets: targetsOf(resent ?? body, change.update.expected),
    },
    client,
    report,
  );
}
