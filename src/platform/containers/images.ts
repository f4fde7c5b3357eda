import type { ContainerTemplate } from '../../api/models/app-config.ts';
import type { Application } from '../../api/models/app-read.ts';

export const IMAGE_DIGEST = /^sha256:[0-9a-f]{64}$/;

type ImageTemplate = Pick<ContainerTemplate, 'imageNamespace' | 'imageName' | 'imageTag' | 'imageDigest'>;

/** "example/demo-web": the repository a template names, as the overview's image may show it (an empty namespace left out). */
export const repositoryOf = (template: Pick<ImageTemplate, 'imageNamespace' | 'imageName'>): string =>
  template.imageNamespace ? `${template.imageNamespace}/${template.imageName}` : template.imageName;

/** "example/demo-web:1.4.3", with the digest when one is pinned (it decides what runs). */
export function imageReference(template: ImageTemplate): string {
  const image = `${template.imageNamespace}/${template.imageName}:${template.imageTag}`;
  return template.imageDigest ? `${image}@${template.imageDigest}` : image;
}

/** The step's `result`: each container's image, and the status the rollout ended on when it was waited for. */
export const appResult = (id: string, templates: ReadonlyArray<ImageTemplate & { name: string }>, status?: string): object => ({
  id,
  ...(status === undefined ? {} : { status }),
  containers: templates.map((template) => ({ name: template.name, image: imageReference(template) })),
});

/** `TAG@sha256:...` (or the tag alone): what image-tags takes back to pin exactly this image. */
export const pinnedImage = (template: { imageTag: string; imageDigest?: string | null | undefined }): string =>
  template.imageDigest ? `${template.imageTag}@${template.imageDigest}` : template.imageTag;

/** Every container's image as read, pinned by digest; image references only, never environment values. */
export function previousImages(application: Application): Record<string, string> {
  return Object.fromEntries(application.containerTemplates.map((template) => [template.name, pinnedImage(template)]));
}
