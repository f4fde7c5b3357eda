import type { Application } from '../../api/models/app-read.ts';
import type { ExpectedImage } from '../../platform/containers/rollout-verdict.ts';
import { alreadyLive, type StepImage } from '../../platform/containers/image-patches.ts';
import { previousImages } from '../../platform/containers/images.ts';

/*
 * previous-images of either mode. The platform keeps no earlier image of a container (no revision
 * history), so a container that already runs this step's image (a re-run after an earlier run set
 * it) has no image before the step that anything can tell: its image as read is this step's own,
 * and the documented rollback step fed it would "succeed" and restore nothing.
 */

const namesOf = (patches: readonly StepImage[]) => patches.filter(alreadyLive).map((patch) => patch.container);

/**
 * The images as read, less the containers of `patches` that already run this step's image; empty
 * when that is every container the step names: what is left was never this step's to put back.
 * `patches`: the containers the step names (image mode's patches; in file mode those of
 * image-tags, or without it every live container of the file).
 */
export function knownPreviousImages(application: Application, patches: readonly StepImage[]): Record<string, string> | '' {
  const unknown = namesOf(patches);
  if (patches.length > 0 && unknown.length === patches.length) return '';
  return Object.fromEntries(Object.entries(previousImages(application)).filter(([name]) => !unknown.includes(name)));
}

/**
 * The images the step gives by image-tags, before the registry is asked for their digests: a tag
 * not pinned by a digest is taken to be the live one when its name is, so a step that fails
 * resolving it (and then writes nothing) never gives what may be its own image back; once the
 * digests are known, knownPreviousImages refines it. (alreadyLive itself takes an unknown digest
 * as not live: file mode, which writes without one, keeps such a container to put back.)
 */
export function imagesBeforeResolving(application: Application, tags: readonly ExpectedImage[]): StepImage[] {
  return tags.flatMap((tag) => {
    const live = application.containerTemplates.find((template) => template.name === tag.container);
    if (!live) return [];
    const before = { tag: live.imageTag, digest: live.imageDigest ?? undefined };
    return [
      { container: tag.container, before, tag: tag.tag, digest: tag.digest ?? (live.imageTag === tag.tag ? before.digest : undefined) },
    ];
  });
}

/**
 * Why previous-images leaves out the containers that already ran this step's image; undefined
 * when none did. One wording for a first run and a re-run alike: the step cannot tell an image it
 * leaves as it was from one an earlier run of it set.
 */
export function unknownPreviousLine(patches: readonly StepImage[]): string | undefined {
  const unknown = namesOf(patches);
  if (unknown.length === 0) return undefined;
  const one = unknown.length === 1;
  const left = unknown.length === patches.length ? 'is left empty' : `leaves ${one ? 'it' : 'them'} out`;
  return (
    `${unknown.join(', ')} ${one ? 'asks for the image it already runs' : 'ask for the images they already run'} (unchanged, or set by an earlier run of this step): ` +
    `previous-images ${left}, as a rollback to ${one ? 'it' : 'them'} would restore nothing (the platform keeps no earlier image).`
  );
}
