import * as z from 'zod/mini';
import './zod.ts';
import { int32 } from './numbers.ts';

/*
 * Request body of PUT /mc/apps/{appId}: the complete configuration of a Magic Containers
 * application (`AddApplicationRequest` of the API's OpenAPI documents 1.9.7 and 1.10.2).
 *
 * - Every object is strict: the API declares `additionalProperties: false` throughout and
 *   refuses fields it does not know, so a typo is caught here, before the full replacement.
 * - Enum casing changed between the two versions (`Shared` became `shared`, `Tcp` became
 *   `tcp`); the API reads enum names without regard to case, so any casing is accepted and
 *   the 1.10.2 spelling is sent.
 * - Where the two versions differ otherwise, what either accepts is accepted: a volume mount
 *   at `/` (1.9.7's pattern allows it; 1.10.2's needs a segment).
 * - Patterns are matched against the whole value, as the API's validation does.
 * - A member that is an object (or enum) defined elsewhere in the OpenAPI document may be
 *   null: OpenAPI 3.0 cannot mark a reference nullable, and the API reads null as absent.
 *   Plain members are nullable exactly where the document says so.
 */

const RUNTIME_TYPES = ['shared', 'reserved'] as const;
const PROTOCOLS = ['tcp', 'udp', 'sctp'] as const;
const IMAGE_PULL_POLICIES = ['always', 'ifNotPresent'] as const;
const ANYCAST_IP_VERSIONS = ['iPv4'] as const;
const HTTP_STATUS_CODES = [
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

const APP_NAME_MAX = 100;
const CONTAINER_NAME_MAX = 50;
const GRACE_PERIOD_MAX = 300;
const AUTOSCALING_MAX = 1000;

/** The documented image patterns, anchored: an image tag such as `1.4.2` or a commit SHA. */
const IMAGE_NAME_PATTERN = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
export const IMAGE_TAG_PATTERN = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_DIGEST_PATTERN = /^sha256:[a-z0-9]{64}$/;
const APP_NAME_PATTERN = /^[A-Za-z0-9\s-]+$/;
// 1.9.7's `^/(?!.*//)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+/?)*$` (1.10.2 has `+`, refusing `/`),
// written without the nested quantifier, which backtracks exponentially on a long path that
// fails near its end.
const MOUNT_PATH_CHARACTERS = /^\/[a-zA-Z0-9._/-]*$/;

/** The name as the 1.10.2 document spells it, for a value written in any casing; undefined when none. */
function canonicalName(allowed: readonly string[], value: string): string | undefined {
  const lower = value.toLowerCase();
  return allowed.find((name) => name.toLowerCase() === lower);
}

/**
 * An enum member. 1.9.7 spells `Shared`, `Tcp`, `OK`; 1.10.2 `shared`, `tcp`, `ok`; the API reads
 * either without regard to case. Any casing is accepted, and the 1.10.2 spelling is sent.
 */
const namedValue = (allowed: readonly string[]) =>
  z.pipe(
    z.string().check(
      z.refine((value) => canonicalName(allowed, value) !== undefined, {
        error: (issue) => `expected one of ${allowed.join(', ')} (any casing), got ${JSON.stringify(issue.input)}`,
      }),
    ),
    z.transform((value: string) => canonicalName(allowed, value) ?? value),
  );

const portNumber = z.int().check(z.minimum(1), z.maximum(65535));
const seconds = z.int().check(z.minimum(1), z.maximum(3600));
const threshold = z.int().check(z.minimum(1), z.maximum(1000));

const RepositorySettings = z.strictObject({
  templateRepository: z.nullish(z.string()),
  repositoryName: z.nullish(z.string()),
  owner: z.nullish(z.string()),
});

const AutoscalingSettings = z
  .strictObject({
    min: z.int().check(z.minimum(1), z.maximum(AUTOSCALING_MAX)),
    max: z.int().check(z.minimum(1), z.maximum(AUTOSCALING_MAX)),
  })
  .check(
    z.superRefine((value, context) => {
      if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
        context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
      }
    }),
  );

export const RegionSettings = z.strictObject({
  allowedRegionIds: z.nullish(z.array(z.string())),
  requiredRegionIds: z.nullish(z.array(z.string())),
  maxAllowedRegions: z.nullish(int32),
  nodeSelectors: z.nullish(z.record(z.string(), z.string())),
});

const ContainerEntryPoint = z.strictObject({
  command: z.nullish(z.string()),
  commandArray: z.nullish(z.array(z.string())),
  arguments: z.nullish(z.string()),
  argumentsArray: z.nullish(z.array(z.string())),
  workingDirectory: z.nullish(z.string()),
});

const ContainerProbe = z.strictObject({
  initialDelaySeconds: z.nullish(seconds),
  periodSeconds: z.nullish(seconds),
  timeoutSeconds: z.nullish(seconds),
  failureThreshold: z.nullish(threshold),
  successThreshold: z.nullish(threshold),
  httpGet: z.nullish(
    z.strictObject({
      request: z.nullish(z.strictObject({ path: z.optional(z.string()), portNumber: z.optional(portNumber) })),
      response: z.nullish(z.strictObject({ expectedStatusCode: z.nullish(namedValue(HTTP_STATUS_CODES)) })),
    }),
  ),
  tcpSocket: z.nullish(z.strictObject({ request: z.nullish(z.strictObject({ portNumber: z.optional(portNumber) })) })),
  grpc: z.nullish(
    z.strictObject({
      request: z.nullish(z.strictObject({ portNumber: z.optional(portNumber), serviceName: z.nullish(z.string()) })),
    }),
  ),
});

const ContainerProbes = z.strictObject({
  startup: z.nullish(ContainerProbe),
  readiness: z.nullish(ContainerProbe),
  liveness: z.nullish(ContainerProbe),
});

const EnvironmentVariable = z.strictObject({
  name: z.string().check(z.minLength(1)),
  value: z.optional(z.string()),
});

const PortMapping = z.strictObject({
  containerPort: portNumber,
  exposedPort: z.nullish(portNumber),
  protocols: z.optional(z.array(namedValue(PROTOCOLS))),
});

const StickySessionSettings = z.strictObject({
  enabled: z.optional(z.boolean()),
  sessionHeaders: z.array(z.string()).check(z.minLength(1), z.maxLength(3)),
  cookieName: z.optional(z.string()),
});

const CdnEndpoint = z.strictObject({
  isSslEnabled: z.optional(z.boolean()),
  stickySessions: z.nullish(StickySessionSettings),
  pullZoneId: z.nullish(int32),
  portMappings: z.optional(z.array(PortMapping).check(z.minLength(1), z.maxLength(1))),
});

const AnycastEndpoint = z.strictObject({
  type: namedValue(ANYCAST_IP_VERSIONS),
  portMappings: z.array(PortMapping).check(z.minLength(1)),
});

const Endpoint = z.strictObject({
  displayName: z.string().check(z.minLength(1), z.maxLength(50)),
  cdn: z.nullish(CdnEndpoint),
  anycast: z.nullish(AnycastEndpoint),
});

const VolumeMount = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  mountPath: z.string().check(
    z.refine((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
      error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
    }),
  ),
});

const Volume = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  size: z.int().check(z.minimum(1), z.maximum(100)),
});

export const ContainerTemplate = z.strictObject({
  /** Absent for a new container; present to update the existing one. */
  id: z.nullish(z.string()),
  name: z.string().check(z.minLength(1), z.maxLength(CONTAINER_NAME_MAX)),
  image: z.nullish(z.string()),
  imageName: z
    .string()
    .check(z.minLength(1), z.regex(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' })),
  imageNamespace: z.string().check(z.minLength(1), z.regex(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' })),
  imageTag: z.string().check(
    z.minLength(1),
    z.regex(IMAGE_TAG_PATTERN, {
      error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
    }),
  ),
  imageDigest: z.nullish(
    z.string().check(z.regex(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' })),
  ),
  imageRegistryId: z.string().check(z.minLength(1)),
  imagePullPolicy: z.nullish(namedValue(IMAGE_PULL_POLICIES)),
  entryPoint: z.nullish(ContainerEntryPoint),
  probes: z.nullish(ContainerProbes),
  environmentVariables: z.optional(z.array(EnvironmentVariable)),
  endpoints: z.optional(z.array(Endpoint)),
  volumeMounts: z.optional(z.array(VolumeMount)),
});
export type ContainerTemplate = z.infer<typeof ContainerTemplate>;

/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
export const AppConfig = z.strictObject({
  name: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(APP_NAME_MAX),
      z.regex(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' }),
    ),
  runtimeType: namedValue(RUNTIME_TYPES),
  terminationGracePeriodSeconds: z.optional(z.int().check(z.minimum(1), z.maximum(GRACE_PERIOD_MAX))),
  repositorySettings: z.nullish(RepositorySettings),
  autoScaling: AutoscalingSettings,
  regionSettings: RegionSettings,
  containerTemplates: z.optional(z.array(ContainerTemplate).check(z.minLength(1))),
  volumes: z.optional(z.array(Volume)),
});
export type AppConfig = z.infer<typeof AppConfig>;

/** Top-level members a configuration may leave out; the platform resets each one left out. */
export const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'] as const;
