import { z } from 'zod';

/*
 * What GET /mc/apps/{appId} and GET /mc/apps/{appId}/overview return (`Application` and
 * `Overview` of the OpenAPI document 1.10.2). Read models: objects are loose, because a member
 * the platform adds later must not fail a deploy, and only what the action uses is typed.
 * Enum values are kept as strings: their casing changed between versions (`Active` became
 * `active`), so callers compare them without regard to case.
 */

const text = z.string().nullish();
const count = z.number().nullish();

export const ReadPortMapping = z.looseObject({
  containerPort: z.number(),
  exposedPort: z.number().nullish(),
  protocols: z.array(z.string()).nullish(),
});

export const ReadStickySessions = z.looseObject({
  enabled: z.boolean().nullish(),
  sessionHeaders: z.array(z.string()).nullish(),
  cookieName: text,
});

/** The read shape of an endpoint: flat, with `type`, where the update nests `cdn` or `anycast`. */
export const ReadEndpoint = z.looseObject({
  id: text,
  displayName: z.string(),
  publicHost: text,
  type: text,
  isSslEnabled: z.boolean().nullish(),
  /** A string here, an integer in the update. */
  pullZoneId: z.union([z.string(), z.number()]).nullish(),
  portMappings: z.array(ReadPortMapping).nullish(),
  stickySessions: ReadStickySessions.nullish(),
});
export type ReadEndpoint = z.infer<typeof ReadEndpoint>;

export const ReadContainerTemplate = z.looseObject({
  id: z.string(),
  name: z.string(),
  packageId: text,
  image: text,
  imageName: z.string(),
  imageNamespace: z.string(),
  imageTag: z.string(),
  imageRegistryId: z.string(),
  imageDigest: text,
  imagePullPolicy: text,
  entryPoint: z.unknown().optional(),
  probes: z.unknown().optional(),
  environmentVariables: z.array(z.looseObject({ name: z.string(), value: z.string().nullish() })).nullish(),
  endpoints: z.array(ReadEndpoint).nullish(),
  volumeMounts: z.array(z.looseObject({ name: z.string(), mountPath: z.string() })).nullish(),
});
export type ReadContainerTemplate = z.infer<typeof ReadContainerTemplate>;

export const Application = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: text,
  runtimeType: z.string(),
  terminationGracePeriodSeconds: count,
  regionSettings: z.record(z.string(), z.unknown()).nullish(),
  autoScaling: z.looseObject({ min: z.number(), max: z.number() }).nullish(),
  repositorySettings: z.record(z.string(), z.unknown()).nullish(),
  containerTemplates: z.array(ReadContainerTemplate),
  volumes: z.array(z.looseObject({ name: z.string(), size: z.number() })).nullish(),
});
export type Application = z.infer<typeof Application>;

export const OverviewContainer = z.looseObject({
  id: text,
  name: z.string(),
  status: text,
  image: text,
  imageDisplay: text,
  numberOfRestarts: count,
  exitCode: count,
  reason: text,
  message: text,
});
export type OverviewContainer = z.infer<typeof OverviewContainer>;

export const OverviewPod = z.looseObject({
  name: z.string(),
  status: text,
  message: text,
  containers: z.array(OverviewContainer).nullish(),
});
export type OverviewPod = z.infer<typeof OverviewPod>;

export const OverviewRegion = z.looseObject({
  region: z.string(),
  status: text,
  instances: count,
  pods: z.array(OverviewPod).nullish(),
});
export type OverviewRegion = z.infer<typeof OverviewRegion>;

export const Overview = z.looseObject({
  status: text,
  desiredInstances: count,
  activeInstances: z.looseObject({ indicator: z.unknown().optional() }).nullish(),
  regions: z.array(OverviewRegion).nullish(),
});
export type Overview = z.infer<typeof Overview>;
