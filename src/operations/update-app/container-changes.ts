import type { AppConfig, ContainerTemplate } from '../../api/models/app-config.ts';
import { imageReference } from '../../platform/containers/images.ts';
import { asRead } from '../../platform/containers/read-model.ts';
import { differingMembers } from '../../platform/containers/settings-comparison.ts';

/** What the update does to one container, for the log, the summary and the dry run. */
export interface ContainerChange {
  name: string;
  action: 'updated' | 'created' | 'deleted';
  before: string | undefined;
  after: string | undefined;
  /**
   * What happens to the image of a container the update keeps (see imageChange); `changed` for one
   * it creates or deletes. `before` and `after` are for display: the live one carries the digest
   * the platform resolved, which a file seldom gives, so they differ for an image that does not.
   */
  image: ImageChange;
  /** Other members that differ, by name; environment variables by name only, never value. */
  otherChanges: string[];
}

/**
 * `same`: the body asks for the live image (its repository and tag, and the digest when it pins
 * one). `tag-again`: the live repository and tag without the digest the platform resolved for
 * them: the same image unless the registry moved the tag since, which only the registry (before
 * the write) or the platform's new resolution (read after it) tells. `changed`: any other.
 */
type ImageChange = 'same' | 'tag-again' | 'changed';

/**
 * The one comparison of a kept container's image, in one form: the body's digest against the live
 * one only when the body gives a digest (a tag-only entry equal to the live tag is not a change).
 */
function imageChange(live: ContainerTemplate, sent: ContainerTemplate): ImageChange {
  const repository = (template: ContainerTemplate) => `${template.imageNamespace}/${template.imageName}`;
  if (repository(live) !== repository(sent) || live.imageTag !== sent.imageTag) return 'changed';
  const [liveDigest, sentDigest] = [live.imageDigest, sent.imageDigest].map((digest) => digest?.toLowerCase());
  if (sentDigest === liveDigest) return 'same';
  return sentDigest === undefined ? 'tag-again' : 'changed';
}

/**
 * Compared by imageChange. `image` is not compared: checkAppConfig refuses one that names another
 * image than the four members do, so it asks for nothing they do not, and no read in the update
 * model's form carries it, so compared alone it would always look changed.
 */
const IMAGE_FIELDS = new Set(['id', 'image', 'imageTag', 'imageDigest', 'imageName', 'imageNamespace']);

function environmentChanges(before: ContainerTemplate, after: ContainerTemplate): string[] {
  const old = new Map((before.environmentVariables ?? []).map((variable) => [variable.name, variable.value]));
  const now = new Map((after.environmentVariables ?? []).map((variable) => [variable.name, variable.value]));
  const parts: Array<[string, string[]]> = [
    ['environment variable(s) added', [...now.keys()].filter((name) => !old.has(name))],
    ['environment variable(s) removed', [...old.keys()].filter((name) => !now.has(name))],
    ['environment variable value(s) changed', [...now.keys()].filter((name) => old.has(name) && old.get(name) !== now.get(name))],
  ];
  return parts.filter(([, names]) => names.length > 0).map(([what, names]) => `${what}: ${names.join(', ')}`);
}

function otherChanges(before: ContainerTemplate, after: ContainerTemplate, afterWrite: boolean): string[] {
  const differing = differingMembers(before, after, (key) => IMAGE_FIELDS.has(key) || key === 'environmentVariables', afterWrite);
  return [...(differing.length > 0 ? [`${differing.join(', ')} changed`] : []), ...environmentChanges(before, after)];
}

/** Compares the live templates (already in the update model) with the body to be sent; `afterWrite`: read after it went through. */
export function containerChanges(live: readonly ContainerTemplate[], body: AppConfig, afterWrite = false): ContainerChange[] {
  const sent = body.containerTemplates ?? [];
  const changes: ContainerChange[] = sent.map((template) => {
    const before = live.find((candidate) => candidate.name === template.name);
    if (!before)
      return {
        name: template.name,
        action: 'created',
        before: undefined,
        after: imageReference(template),
        image: 'changed',
        otherChanges: [],
      };
    return {
      name: template.name,
      action: 'updated',
      before: imageReference(before),
      after: imageReference(template),
      image: imageChange(before, template),
      otherChanges: otherChanges(before, template, afterWrite),
    };
  });
  for (const template of live.filter((candidate) => !sent.some((kept) => kept.name === candidate.name))) {
    changes.push({
      name: template.name,
      action: 'deleted',
      before: imageReference(template),
      after: undefined,
      image: 'changed',
      otherChanges: [],
    });
  }
  return changes;
}

/**
 * Kept with its id and sent as it was: nothing about it changes. A live tag sent again without its
 * digest is the same image (planFileUpdate marks `changed` one the registry lookup did not find
 * unmoved). The one test of it: the plan, the log and the read after a lost answer must agree.
 */
export const unchanged = (change: ContainerChange): boolean =>
  change.action === 'updated' && change.image !== 'changed' && change.otherChanges.length === 0;

/**
 * Top-level members other than the containers that the body changes, as far as a read can tell:
 * the members no read returns are left out (unreadMembersSet names them).
 */
export function applicationChanges(live: AppConfig, body: AppConfig): string[] {
  return differingMembers(asRead(live), asRead(body), (key) => key === 'containerTemplates');
}

/**
 * Whether the live configuration asks for everything the body does, as far as a read can tell: the
 * same containers, each on the image sent (a tag sent without a digest counts as asked for) with
 * no other member differing, and the same application members. The members no read returns are
 * not compared (see unreadMembersSet). `live` is read after the body went through: what the body
 * left to the platform to create (a CDN endpoint's pull zone) is what the read shows.
 */
export function asksForAll(live: AppConfig, body: AppConfig): boolean {
  return containerChanges(live.containerTemplates ?? [], body, true).every(unchanged) && applicationChanges(live, body).length === 0;
}
