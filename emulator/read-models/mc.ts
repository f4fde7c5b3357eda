import { z } from 'zod';
import { dateTime, int32, stringEnum, text } from './common.ts';

/*
 * Magic Containers read models: `Application` (GET /mc/apps/{appId}) and `Overview`
 * (GET /mc/apps/{appId}/overview) of the documents 1.10.2 and 1.9.7. Where the two differ,
 * what either accepts is accepted: enum case (compared without regard to case), an endpoint's
 * `id` (required in 1.10.2, absent in 1.9.7), `exitCode` and the pod's storage and connection
 * members (1.10.2 only, optional anyway). `required` as documented; a bare `$ref` member is
 * nullable (see common.ts).
 *
 * The read model is NOT the update model: it has `provisioningType`, `packageId`, `image`,
 * `imageDigest`, `status`, `displayEndpoint`, `containerInstances`, `networkSettings` and flat
 * endpoints with a string `pullZoneId`; it has no `terminationGracePeriodSeconds` and no
 * `nodeSelectors`.
 */

const APPLICATION_STATUSES = ['unknown', 'active', 'progressing', 'inactive', 'failing', 'suspended'];
const ENDPOINT_TYPES = ['cdn', 'anycast', 'publicIp'];

/** HttpStatusCode: the names of the HTTP statuses, camelCase in 1.10.2, PascalCase in 1.9.7. */
export const HTTP_STATUS_NAMES = [
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
];

const port = z.int().min(1).max(65_535);
const seconds = (max: number) => z.int().min(1).max(max).nullish();

/** DisplayEndpoint. */
const DisplayEndpoint = z.looseObject({
  id: text,
  address: text,
  type: stringEnum(ENDPOINT_TYPES).nullable(),
});

/** RegionSettings (read). `provisioningType` is in both versions; the update model refuses it. */
const RegionSettings = z.looseObject({
  allowedRegionIds: z.array(z.string()),
  requiredRegionIds: z.array(z.string()),
  maxAllowedRegions: int32.nullish(),
  /** RegionProvisioningType. */
  provisioningType: stringEnum(['static', 'dynamic']).nullish(),
});

/** ContainerEntryPoint. */
const ContainerEntryPoint = z.looseObject({
  command: z.string().nullish(),
  commandArray: z.array(z.string()).nullish(),
  arguments: z.string().nullish(),
  argumentsArray: z.array(z.string()).nullish(),
  workingDirectory: z.string().nullish(),
});

/** ContainerProbe: an HTTP, TCP or gRPC probe with its timings. */
const ContainerProbe = z.looseObject({
  initialDelaySeconds: seconds(3600),
  periodSeconds: seconds(3600),
  timeoutSeconds: seconds(3600),
  failureThreshold: seconds(1000),
  successThreshold: seconds(1000),
  httpGet: z
    .looseObject({
      request: z.looseObject({ path: z.string().optional(), portNumber: port.optional() }).nullish(),
      response: z.looseObject({ expectedStatusCode: stringEnum(HTTP_STATUS_NAMES).nullish() }).nullish(),
    })
    .nullish(),
  tcpSocket: z.looseObject({ request: z.looseObject({ portNumber: port.optional() }).nullish() }).nullish(),
  grpc: z
    .looseObject({
      request: z.looseObject({ portNumber: port.optional(), serviceName: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** ContainerProbes. */
const ContainerProbes = z.looseObject({
  startup: ContainerProbe.nullish(),
  readiness: ContainerProbe.nullish(),
  liveness: ContainerProbe.nullish(),
});

/** EnvironmentVariable. */
const EnvironmentVariable = z.looseObject({
  name: text,
  value: z.string().optional(),
});

/** EndpointPortMapping (read): `exposedPort` is required here. */
const EndpointPortMapping = z.looseObject({
  containerPort: int32,
  exposedPort: int32,
  /** ProtocolV3 (1.10.2) / Protocol (1.9.7). */
  protocols: z.array(stringEnum(['tcp', 'udp', 'sctp'])),
});

/** EndpointStickySession (read): `sessionHeaders` may be empty (a cookie-only sticky session). */
const EndpointStickySession = z.looseObject({
  enabled: z.boolean(),
  sessionHeaders: z.array(z.string()),
  cookieName: text,
});

/** EndpointInternalIp (also the items of `publicIpAddresses`). */
const EndpointInternalIp = z.looseObject({
  address: text,
  region: text,
});

/** ContainerEndpoint (read): flat, with `type`, where the update nests `cdn` or `anycast`. */
const ContainerEndpoint = z.looseObject({
  /** Required in 1.10.2, absent from 1.9.7. */
  id: text.optional(),
  displayName: text,
  publicHost: text,
  type: stringEnum(ENDPOINT_TYPES).nullable(),
  isSslEnabled: z.boolean(),
  /** A string here; the update wants an integer. */
  pullZoneId: text,
  portMappings: z.array(EndpointPortMapping),
  stickySessions: EndpointStickySession.nullish(),
  internalIpAddresses: z.array(EndpointInternalIp).nullish(),
  publicIpAddresses: z.array(EndpointInternalIp).nullish(),
});

/** ContainerVolumeMount. */
const ContainerVolumeMount = z.looseObject({
  name: text,
  mountPath: text,
});

/** ContainerTemplate (read): with `id`, `packageId`, `image` and the resolved `imageDigest`. */
const ContainerTemplate = z.looseObject({
  id: text,
  name: text,
  packageId: text,
  image: text,
  imageName: text,
  imageNamespace: text,
  imageTag: text,
  imageRegistryId: text,
  imageDigest: text,
  /** ImagePullPolicy. */
  imagePullPolicy: stringEnum(['always', 'ifNotPresent']).nullable(),
  entryPoint: ContainerEntryPoint.nullable(),
  probes: ContainerProbes.nullable(),
  environmentVariables: z.array(EnvironmentVariable),
  endpoints: z.array(ContainerEndpoint),
  volumeMounts: z.array(ContainerVolumeMount),
});

/** ContainerInstance. */
const ContainerInstance = z.looseObject({
  id: text,
  templateId: text,
  podId: text,
  nodeIpAddress: text,
});

/** VolumeTemplate. */
const VolumeTemplate = z.looseObject({
  name: text,
  size: z.number(),
});

/** AutoscalingSettings. */
const AutoscalingSettings = z.looseObject({
  min: z.int().min(1).max(1000),
  max: z.int().min(1).max(1000),
});

/** NetworkLimits. */
const NetworkLimits = z.looseObject({
  ingressBandwidthLimit: z.int().optional(),
  egressBandwidthLimit: z.int().optional(),
});

/** RepositorySettings. */
const RepositorySettings = z.looseObject({
  templateRepository: z.string().nullish(),
  repositoryName: z.string().nullish(),
  owner: z.string().nullish(),
});

/** Application: GET /mc/apps/{appId}. */
export const Application = z.looseObject({
  id: text,
  name: text,
  displayEndpoint: DisplayEndpoint.nullish(),
  status: stringEnum(APPLICATION_STATUSES).nullable(),
  /** ApplicationRuntimeType. */
  runtimeType: stringEnum(['shared', 'reserved']).nullable(),
  regionSettings: RegionSettings.nullable(),
  containerTemplates: z.array(ContainerTemplate),
  containerInstances: z.array(ContainerInstance),
  volumes: z.array(VolumeTemplate),
  autoScaling: AutoscalingSettings.nullish(),
  networkSettings: NetworkLimits.nullish(),
  repositorySettings: RepositorySettings.nullish(),
});

/** Grade. */
const grade = stringEnum(['couldBeBetter', 'notBad', 'doingGreat']).nullish();

/** DoubleStatusIndicator. */
const DoubleStatusIndicator = z.looseObject({ indicator: z.number().optional(), statusGrade: grade });

/** Int32StatusIndicator. */
const Int32StatusIndicator = z.looseObject({ indicator: int32.optional(), statusGrade: grade });

/** OverviewContainer. `reason` and `message` are strings, not documented as nullable. */
const OverviewContainer = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  cpuUsage: z.number().optional(),
  ramUsage: z.number().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
  /** ContainerStatus. */
  status: stringEnum(['notStarted', 'started', 'ready']).nullish(),
  /** Its format is not documented: by tag, or by digest with the tag in imageDisplay. */
  image: z.string().nullish(),
  imageDisplay: z.string().nullish(),
  numberOfRestarts: int32.nullish(),
  /** 1.10.2 only. */
  exitCode: int32.nullish(),
});

/** OverviewPod. */
const OverviewPod = z.looseObject({
  name: z.string().optional(),
  /** PodStatus. */
  status: stringEnum(['notScheduled', 'scheduled', 'ready', 'deleting']).nullish(),
  lastHeartBeat: dateTime.nullish(),
  outboundTrafficChart: z.record(z.string(), z.int().nullable()).nullish(),
  cpuUsage: z.number().optional(),
  ramUsage: z.number().optional(),
  containers: z.array(OverviewContainer).optional(),
  message: z.string().nullish(),
  volumesUtilizationPercentage: z.record(z.string(), z.number()).optional(),
  ephemeralStorageUsageBytes: z.int().nullish(),
  ephemeralStorageLimitBytes: z.int().nullish(),
  ephemeralStorageUsageRatio: z.number().nullish(),
  outboundConnectionsLimit: int32.nullish(),
  outboundConnectionsRejectedDiff: z.int().nullish(),
});

/** OverviewRegion. */
const OverviewRegion = z.looseObject({
  region: z.string().optional(),
  isRequired: z.boolean().optional(),
  instances: int32.optional(),
  /** DeploymentStatus. */
  status: stringEnum(['unknown', 'active', 'progressing', 'inactive', 'failing']).nullish(),
  averageCPU: z.number().optional(),
  averageRAM: z.number().optional(),
  averageVolumesUsagePercentage: z.number().optional(),
  requests: z.number().optional(),
  anycastTraffic: z.number().optional(),
  pods: z.array(OverviewPod).optional(),
});

/** Overview: GET /mc/apps/{appId}/overview. Nothing in it is required. */
export const Overview = z.looseObject({
  targetLatency: DoubleStatusIndicator.nullish(),
  currentLatency: DoubleStatusIndicator.nullish(),
  activeRegions: Int32StatusIndicator.nullish(),
  activeInstances: Int32StatusIndicator.nullish(),
  desiredInstances: int32.optional(),
  status: stringEnum(APPLICATION_STATUSES).nullish(),
  averageCPU: DoubleStatusIndicator.nullish(),
  averageRAM: DoubleStatusIndicator.nullish(),
  averageVolumesUsage: DoubleStatusIndicator.nullish(),
  regions: z.array(OverviewRegion).optional(),
  averageLatency: z.number().optional(),
  totalVolumeSizeInGb: z.number().optional(),
  monthlyCost: z.number().optional(),
  latencyChart: z.record(z.string(), z.number()).optional(),
});

/**
 * ContainerRegistry: GET /mc/registries/{registryId}. No member is required; `isPlatformManaged`
 * is 1.10.2 only. The password is never returned, only its first and last symbols.
 */
export const ContainerRegistry = z.looseObject({
  id: z.number().int().optional(),
  accountId: z.string().nullish(),
  userId: z.string().nullish(),
  namespaceId: z.string().optional(),
  displayName: z.string().optional(),
  hostName: z.string().optional(),
  userName: z.string().nullish(),
  firstPasswordSymbols: z.string().nullish(),
  lastPasswordSymbols: z.string().nullish(),
  createdAt: dateTime.optional(),
  isPublic: z.boolean().nullish(),
  isPlatformManaged: z.boolean().optional(),
  lastUpdatedAt: dateTime.nullish(),
});
