import * as z from 'zod/mini';
import './zod.ts';

/*
 * What GET /mc/apps/{appId} and GET /mc/apps/{appId}/overview return (`Application` and
 * `Overview` of the OpenAPI document 1.10.2). Read models: objects are loose, because a member
 * the platform adds later must not fail a deploy, and only what the action uses is typed.
 * Enum values are kept as strings: their casing changed between versions (`Active` became
 * `active`), so callers compare them without regard to case.
 */

const text = z.nullish(z.string());
const count = z.nullish(z.number());

/** The read shape of an endpoint: flat, with `type`, where the update nests `cdn` or `anycast`. */
const ReadEndpoint = z.looseObject({
  type: text,
  /** A string here, an integer in the update. */
  pullZoneId: z.nullish(z.union([z.string(), z.number()])),
});

export const ReadContainerTemplate = z.looseObject({
  id: z.string(),
  name: z.string(),
  imageName: z.string(),
  imageNamespace: z.string(),
  imageTag: z.string(),
  imageRegistryId: z.string(),
  imageDigest: text,
  endpoints: z.nullish(z.array(ReadEndpoint)),
});
export type ReadContainerTemplate = z.infer<typeof ReadContainerTemplate>;

export const Application = z.looseObject({
  name: z.string(),
  status: text,
  containerTemplates: z.array(ReadContainerTemplate),
  displayEndpoint: z.nullish(z.looseObject({ address: text })),
});
export type Application = z.infer<typeof Application>;

/*
 * The overview: the spec requires none of its members, so none is required here either; a
 * missing name or status reads as unknown, never as a failed deploy.
 */
export const OverviewContainer = z.looseObject({
  name: text,
  status: text,
  image: text,
  imageDisplay: text,
  numberOfRestarts: count,
  exitCode: count,
  reason: text,
  message: text,
});
export type OverviewContainer = z.infer<typeof OverviewContainer>;

const OverviewPod = z.looseObject({ name: text, status: text, containers: z.nullish(z.array(OverviewContainer)) });

export const Overview = z.looseObject({
  status: text,
  /*
   * Not read: `desiredInstances` and a region's `instances`. Neither the API's document nor what is
   * known of the platform says what they count (pods, or containers: the API's ContainerInstance is
   * one per container per pod) nor whether an autoscaled application's is its minimum, its maximum
   * or its current size, so no rollout is judged on them. `isRequired` is an undocumented boolean;
   * only `false` is taken to mark a region the application may run without.
   */
  regions: z.nullish(
    z.array(z.looseObject({ region: text, isRequired: z.nullish(z.boolean()), status: text, pods: z.nullish(z.array(OverviewPod)) })),
  ),
});
export type Overview = z.infer<typeof Overview>;

/** POST /mc/registries/digest: the digest a registry gives a tag now (`ImageTagInfo`). */
export const ImageTagInfo = z.looseObject({ digest: z.string() });
export type ImageTagInfo = z.infer<typeof ImageTagInfo>;

/**
 * GET /mc/registries/{registryId} (`ContainerRegistry`): what kind of registry a template's
 * `imageRegistryId` names. Its password members are never read. `isPublic` is nullable in both
 * documents; `isPlatformManaged` only 1.10.2 has (undescribed), so it may be missing.
 */
export const ContainerRegistry = z.looseObject({
  id: z.union([z.number(), z.string()]),
  displayName: text,
  hostName: text,
  userName: text,
  isPublic: z.nullish(z.boolean()),
  isPlatformManaged: z.nullish(z.boolean()),
});
export type ContainerRegistry = z.infer<typeof ContainerRegistry>;
