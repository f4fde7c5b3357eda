import { IMAGE_TAG_PATTERN } from '../../api/models/app-config.ts';
import { InputError, showValue, type NumberedLine } from '../../inputs/inputs.ts';
import { IMAGE_DIGEST, imageReference } from '../../platform/containers/images.ts';
import type { ExpectedImage } from '../../platform/containers/rollout-verdict.ts';

/** One line of `image-tags`: the container template's name and the tag it is to run; `TAG@sha256:...` pins the exact image (a rollback of previous-images does). */
export type ImageTag = ExpectedImage;

/** What setting a tag changed, for the log and the summary. */
export interface ImageTagChange {
  container: string;
  previous: string | undefined;
  tag: string;
  /** The digest the template pinned, left out of the update because it would decide the image. */
  droppedDigest: string | undefined;
}

/**
 * Reads `image-tags`: one `CONTAINER=TAG` a line. The usual deploy sets the tag to the commit
 * just built, so the configuration in the repository does not change for each release.
 */
export function readImageTags(input: string, lines: readonly NumberedLine[]): ImageTag[] {
  const tags: ImageTag[] = [];
  // Every bad line is named at once, each with its number in the input.
  const problems: string[] = [];
  for (const { text, line } of lines) {
    const where = lines.length > 1 ? `line ${line}: ` : '';
    const read = readImageTagLine(text, tags);
    if (typeof read === 'string') problems.push(`${where}${read}`);
    else tags.push(read);
  }
  if (problems.length > 0) throw new InputError(input, problems.join('\n'));
  return tags;
}

/** One `CONTAINER=TAG` line, or what is wrong with it; `tags`: the lines read before it. */
function readImageTagLine(line: string, tags: readonly ImageTag[]): ImageTag | string {
  const at = line.indexOf('=');
  if (at < 0) return `got ${showValue(line)}; expected CONTAINER=TAG, such as web=1.4.3`;
  const container = line.slice(0, at).trim();
  const value = line.slice(at + 1).trim();
  const pinned = value.indexOf('@');
  const tag = pinned < 0 ? value : value.slice(0, pinned);
  const digest = pinned < 0 ? undefined : value.slice(pinned + 1);
  if (digest !== undefined && !IMAGE_DIGEST.test(digest)) {
    return `the digest of container ${showValue(container)} is ${showValue(digest)}; expected sha256: and 64 lower-case hex digits (CONTAINER=TAG@sha256:...)`;
  }
  if (container === '') return `got ${showValue(line)}; the container name before = is empty`;
  if (tag === '')
    return `the tag of container ${showValue(container)} is empty; a tag that a workflow expression could not resolve arrives empty`;
  if (!IMAGE_TAG_PATTERN.test(tag)) {
    return `tag ${showValue(tag)} of container ${showValue(container)} is not an image tag: letters and digits, separated by . _ or - (such as 1.4.3 or a commit SHA)`;
  }
  if (tags.some((other) => other.container === container)) return `container ${showValue(container)} is given more than once`;
  return digest === undefined ? { container, tag } : { container, tag, digest };
}

/**
 * The names of image-tags that none of `known` carries, all in one error (one failure per run
 * would take a run per misspelt name): the names there are, and for each the one that differs
 * only in case when there is one (what a user most likely meant). Undefined when all are known.
 */
export function unknownContainers(
  tags: readonly ImageTag[],
  known: readonly string[],
  where: string,
  them: string,
  none = '(none)',
): InputError | undefined {
  const containers = tags.filter((tag) => !known.includes(tag.container)).map((tag) => tag.container);
  if (containers.length === 0) return undefined;
  const named = containers.map((container) => {
    const near = known.find((name) => name.toLowerCase() === container.toLowerCase());
    return `${showValue(container)}${near ? ` (names are case-sensitive: did you mean ${showValue(near)}?)` : ''}`;
  });
  const listed = named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : named.join('');
  return new InputError(
    'image-tags',
    `no ${where} is named ${listed}; the ${them} are: ${known.map((name) => showValue(name)).join(', ') || none}`,
  );
}

function templateName(template: unknown): string | undefined {
  if (template === null || typeof template !== 'object') return undefined;
  const name = (template as Record<string, unknown>)['name'];
  return typeof name === 'string' ? name : undefined;
}

const referenceOf = (template: Record<string, unknown>): string =>
  imageReference({
    imageNamespace: String(template['imageNamespace']),
    imageName: String(template['imageName']),
    imageTag: String(template['imageTag']),
    imageDigest: typeof template['imageDigest'] === 'string' ? template['imageDigest'] : undefined,
  });

/**
 * Sets `imageTag` of the named container templates in a copy of the parsed configuration,
 * before it is checked. Names that match no template are one error that lists the names.
 */
export function applyImageTags(input: string, config: unknown, tags: readonly ImageTag[]): { config: unknown; changes: ImageTagChange[] } {
  if (tags.length === 0) return { config, changes: [] };
  const templates = config !== null && typeof config === 'object' ? (config as Record<string, unknown>)['containerTemplates'] : undefined;
  if (!Array.isArray(templates) || templates.length === 0) {
    throw new InputError(input, `app-config has no containerTemplates, so there is no image tag to set`);
  }
  const copy = structuredClone(config) as Record<string, unknown> & { containerTemplates: unknown[] };
  const known = copy.containerTemplates.flatMap((template) => templateName(template) ?? []);
  const unknown = unknownContainers(tags, known, 'container template in app-config', 'templates', '(none has a name)');
  if (unknown) throw unknown;
  const changes: ImageTagChange[] = [];
  for (const { container, tag, digest: pinned } of tags) {
    const hits = copy.containerTemplates.filter((template) => templateName(template) === container);
    for (const template of hits as Record<string, unknown>[]) {
      const previous = template['imageTag'];
      const digest = template['imageDigest'];
      const agreed = typeof template['image'] === 'string' && template['image'] === referenceOf(template);
      template['imageTag'] = tag;
      // A digest decides which image runs: left in, it would keep the old image running.
      if (pinned) template['imageDigest'] = pinned;
      else delete template['imageDigest'];
      // An image that named what the four members did names the new tag too; one that did not is left for checkAppConfig to refuse.
      if (agreed) template['image'] = referenceOf(template);
      changes.push({
        container,
        previous: typeof previous === 'string' ? previous : undefined,
        tag,
        droppedDigest: typeof digest === 'string' && digest !== '' && digest !== pinned ? digest : undefined,
      });
    }
  }
  return { config: copy, changes };
}
