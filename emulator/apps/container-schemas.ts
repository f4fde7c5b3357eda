import { z } from 'zod';

/*
 * The emulator's own request schemas for the Magic Containers writes beyond the full PUT,
 * written from the 1.10.2 document (PatchContainerRequest, GetContainerImageDigestByTagRequest),
 * never from the action's models: a drift between the action and the platform must fail here.
 */

const IMAGE_PART = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
const TAG = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;

/** PatchContainerRequest: every member optional and nullable; no other member allowed. */
export const PatchContainerRequest = z.strictObject({
  name: z.string().nullish(),
  image: z.string().nullish(),
  imageName: z.string().min(1).regex(IMAGE_PART).nullish(),
  imageNamespace: z.string().min(1).regex(IMAGE_PART).nullish(),
  imageTag: z.string().min(1).regex(TAG).nullish(),
  imageDigest: z
    .string()
    .regex(/^sha256:[a-z0-9]{64}$/)
    .nullish(),
  imageRegistryId: z.string().min(1).nullish(),
  imagePullPolicy: z.unknown().optional(),
  entryPoint: z.unknown().optional(),
  probes: z.unknown().optional(),
  environmentVariables: z.array(z.unknown()).nullish(),
  endpoints: z.array(z.unknown()).nullish(),
  volumeMounts: z.array(z.unknown()).nullish(),
});

/** GetContainerImageDigestByTagRequest. */
export const ImageDigestRequest = z.strictObject({
  registryId: z.string().min(1),
  imageNamespace: z.string().min(1).max(100),
  imageName: z.string().min(1).max(100),
  tag: z.string().min(1).max(100),
});
