import { z } from 'zod';
import { int32 } from './numbers.ts';

/*
 * Request body of PUT /mc/apps/{appId}: the complete configuration of a Magic Containers
 * application (`AddApplicationRequest` of the API's OpenAPI documents 1.9.7 and 1.10.2).
 *
 * - Every object is strict: the API declares `additionalProperties: false` throughout and
 *   refuses fields it does not know, so a typo is caught here, before the full replacement.
 * - Enum casing changed between the two versions (`Shared` became `shared`, `Tcp` became
 *   `tcp`); the API reads enum names without regard to case, so any casing is accepted and
 *   the value is sent as written.
 * - Patterns are matched against the whole value, as the API's validation does.
 * - A member that is an object (or enum) defined elsewhere in the OpenAPI document may be
 *   null: OpenAPI 3.0 cannot mark a reference nullable, and the API reads null as absent.
 *   Plain members are nullable exactly where the document says so.
 */

export const RUNTIME_TYPES = ['shared', 'reserved'] as const;
export const PROTOCOLS = ['tcp', 'udp', 'sctp'] as const;
export const IMAGE_PULL_POLICIES = ['always', 'ifNotPresent'] as const;
export const ANYCAST_IP_VERSIONS = ['iPv4'] as const;
export const HTTP_STATUS_CODES = [
  'continue',
  'switchingProtocols',
  'processing',
  'earlyHints',
  'ok',
  'created',
  'accepted',
  'nonAuthoritativeInformation',
  'noContent',
  'resetContent',
  'partialContent',
  'multiStatus',
  'alreadyReported',
  'imUsed',
  'multipleChoices',
  'movedPermanently',
  'found',
  'seeOther',
  'notModified',
  'useProxy',
  'unused',
  'temporaryRedirect',
  'permanentRedirect',
  'badRequest',
  'unauthorized',
  'paymentRequired',
  'forbidden',
  'notFound',
  'methodNotAllowed',
  'notAcceptable',
  'proxyAuthenticationRequired',
  'requestTimeout',
  'conflict',
  'gone',
  'lengthRequired',
  'preconditionFailed',
  'requestEntityTooLarge',
  'requestUriTooLong',
  'unsupportedMediaType',
  'requestedRangeNotSatisfiable',
  'expectationFailed',
  'misdirectedRequest',
  'unprocessableEntity',
  'locked',
  'failedDependency',
  'upgradeRequired',
  'preconditionRequired',
  'tooManyRequests',
  'requestHeaderFieldsTooLarge',
  'unavailableForLegalReasons',
  'internalServerError',
  'notImplemented',
  'badGateway',
  'serviceUnavailable',
  'gatewayTimeout',
  'httpVersionNotSupported',
  'variantAlsoNegotiates',
  'insufficientStorage',
  'loopDetected',
  'notExtended',
  'networkAuthenticationRequired',
] as const;

export const APP_NAME_MAX = 100;
export const CONTAINER_NAME_MAX = 50;
export const GRACE_PERIOD_MAX = 300;
export const AUTOSCALING_MAX = 1000;

/** The documented image patterns, anchored: an image tag such as `1.4.2` or a commit SHA. */
export const IMAGE_NAME_PATTERN = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
export const IMAGE_TAG_PATTERN = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_DIGEST_PATTERN = /^sha256:[a-z0-9]{64}$/;
const APP_NAME_PATTERN = /^[A-Za-z0-9\s-]+$/;
// The API's `^/(?!.*//)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+/?)+$`, written without the nested
// quantifier, which backtracks exponentially on a long path that fails near its end.
const MOUNT_PATH_CHARACTERS = /^\/[a-zA-Z0-9._/-]+$/;

/** Compares names as the API's enum reader does: any casing. */
export function matchesName(allowed: readonly string[], value: string): boolean {
  const lower = value.toLowerCase();
  return allowed.some((name) => name.toLowerCase() === lower);
}

const namedValue = (allowed: readonly string[]) =>
  z.string().refine((value) => matchesName(allowed, value), {
    error: (issue) => `expected one of ${allowed.join(', ')} (any casing), got ${JSON.stringify(issue.input)}`,
  });

const portNumber = z.int().min(1).max(65535);
const seconds = z.int().min(1).max(3600);
const threshold = z.int().min(1).max(1000);

export const RepositorySettings = z.strictObject({
  templateRepository: z.string().nullish(),
  repositoryName: z.string().nullish(),
  owner: z.string().nullish(),
});

export const AutoscalingSettings = z
  .strictObject({
    min: z.int().min(1).max(AUTOSCALING_MAX),
    max: z.int().min(1).max(AUTOSCALING_MAX),
  })
  .superRefine((value, context) => {
    if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
      context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
    }
  });

export const RegionSettings = z.strictObject({
  allowedRegionIds: z.array(z.string()).nullish(),
  requiredRegionIds: z.array(z.string()).nullish(),
  maxAllowedRegions: int32.nullish(),
  nodeSelectors: z.record(z.string(), z.string()).nullish(),
});

export const ContainerEntryPoint = z.strictObject({
  command: z.string().nullish(),
  commandArray: z.array(z.string()).nullish(),
  arguments: z.string().nullish(),
  argumentsArray: z.array(z.string()).nullish(),
  workingDirectory: z.string().nullish(),
});

export const ContainerProbe = z.strictObject({
  initialDelaySeconds: seconds.nullish(),
  periodSeconds: seconds.nullish(),
  timeoutSeconds: seconds.nullish(),
  failureThreshold: threshold.nullish(),
  successThreshold: threshold.nullish(),
  httpGet: z
    .strictObject({
      request: z.strictObject({ path: z.string().optional(), portNumber: portNumber.optional() }).nullish(),
      response: z.strictObject({ expectedStatusCode: namedValue(HTTP_STATUS_CODES).nullish() }).nullish(),
    })
    .nullish(),
  tcpSocket: z.strictObject({ request: z.strictObject({ portNumber: portNumber.optional() }).nullish() }).nullish(),
  grpc: z
    .strictObject({
      request: z.strictObject({ portNumber: portNumber.optional(), serviceName: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

export const ContainerProbes = z.strictObject({
  startup: ContainerProbe.nullish(),
  readiness: ContainerProbe.nullish(),
  liveness: ContainerProbe.nullish(),
});

export const EnvironmentVariable = z.strictObject({
  name: z.string().min(1),
  value: z.string().optional(),
});

export const PortMapping = z.strictObject({
  containerPort: portNumber,
  exposedPort: portNumber.nullish(),
  protocols: z.array(namedValue(PROTOCOLS)).optional(),
});

export const StickySessionSettings = z.strictObject({
  enabled: z.boolean().optional(),
  sessionHeaders: z.array(z.string()).min(1).max(3),
  cookieName: z.string().optional(),
});

export const CdnEndpoint = z.strictObject({
  isSslEnabled: z.boolean().optional(),
  stickySessions: StickySessionSettings.nullish(),
  pullZoneId: int32.nullish(),
  portMappings: z.array(PortMapping).min(1).max(1).optional(),
});

export const AnycastEndpoint = z.strictObject({
  type: namedValue(ANYCAST_IP_VERSIONS),
  portMappings: z.array(PortMapping).min(1),
});

export const Endpoint = z.strictObject({
  displayName: z.string().min(1).max(50),
  cdn: CdnEndpoint.nullish(),
  anycast: AnycastEndpoint.nullish(),
});

export const VolumeMount = z.strictObject({
  name: z.string().min(1).max(50),
  mountPath: z.string().refine((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
    error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
  }),
});

export const Volume = z.strictObject({
  name: z.string().min(1).max(50),
  size: z.int().min(1).max(100),
});

export const ContainerTemplate = z.strictObject({
  /** Absent for a new container; present to update the existing one. */
  id: z.string().nullish(),
  name: z.string().min(1).max(CONTAINER_NAME_MAX),
  image: z.string().nullish(),
  imageName: z.string().min(1).regex(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' }),
  imageNamespace: z.string().min(1).regex(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' }),
  imageTag: z.string().min(1).regex(IMAGE_TAG_PATTERN, {
    error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
  }),
  imageDigest: z.string().regex(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' }).nullish(),
  imageRegistryId: z.string().min(1),
  imagePullPolicy: namedValue(IMAGE_PULL_POLICIES).nullish(),
  entryPoint: ContainerEntryPoint.nullish(),
  probes: ContainerProbes.nullish(),
  environmentVariables: z.array(EnvironmentVariable).optional(),
  endpoints: z.array(Endpoint).optional(),
  volumeMounts: z.array(VolumeMount).optional(),
});
export type ContainerTemplate = z.infer<typeof ContainerTemplate>;

/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
export const AppConfig = z.strictObject({
  name: z.string().min(1).max(APP_NAME_MAX).regex(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' }),
  runtimeType: namedValue(RUNTIME_TYPES),
  terminationGracePeriodSeconds: z.int().min(1).max(GRACE_PERIOD_MAX).optional(),
  repositorySettings: RepositorySettings.nullish(),
  autoScaling: AutoscalingSettings,
  regionSettings: RegionSettings,
  containerTemplates: z.array(ContainerTemplate).min(1).optional(),
  volumes: z.array(Volume).optional(),
});
export type AppConfig = z.infer<typeof AppConfig>;

/** Top-level members a configuration may leave out; the platform resets each one left out. */
export const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'] as const;

export const AppUpdateResponse = z.object({ id: z.string() });
export type AppUpdateResponse = z.infer<typeof AppUpdateResponse>;
