import { z } from 'zod';
import { HTTP_STATUS_NAMES } from '../read-models/mc.ts';

/*
 * The emulator's own schema of the body of PUT /mc/apps/{appId} (AddApplicationRequest), written
 * from the Magic Containers documents 1.9.7 and 1.10.2, never from the action's model: a drift
 * between the action and the platform must fail here. Where the two versions differ, the
 * emulator accepts what either accepts, as the platform reads enum names in any casing.
 */

/** An enum member as the platform reads it: the name in any casing. */
const named = (...names: readonly string[]) =>
  z.string().refine((value) => names.some((name) => name.toLowerCase() === value.toLowerCase()), {
    message: `must be one of ${names.join(', ')}`,
  });

const port = z.int().min(1).max(65_535);
const probeNumber = (max: number) => z.int().min(1).max(max).nullish();
// The documents' patterns are not anchored; the platform matches them against the whole value.
const IMAGE_PART = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
const TAG = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
// 1.9.7 allows a mount at "/" (its group is `*`), 1.10.2 does not (`+`): either is accepted.
const MOUNT_PATH = /^\/(?!.*\/\/)(?!.*\.\.)(?!.*\s)[a-zA-Z0-9._/-]*$/;

const PortMapping = z.strictObject({
  containerPort: port,
  exposedPort: port.nullish(),
  protocols: z.array(named('tcp', 'udp', 'sctp')).optional(),
});

const StickySessions = z.strictObject({
  enabled: z.boolean().optional(),
  sessionHeaders: z.array(z.string()).min(1).max(3),
  cookieName: z.string().optional(),
});

const Endpoint = z.strictObject({
  displayName: z.string().min(1).max(50),
  cdn: z
    .strictObject({
      isSslEnabled: z.boolean().optional(),
      stickySessions: StickySessions.nullish(),
      pullZoneId: z.int().nullish(),
      portMappings: z.array(PortMapping).min(1).max(1).optional(),
    })
    .nullish(),
  anycast: z.strictObject({ type: named('iPv4'), portMappings: z.array(PortMapping).min(1) }).nullish(),
});

const Probe = z.strictObject({
  initialDelaySeconds: probeNumber(3600),
  periodSeconds: probeNumber(3600),
  timeoutSeconds: probeNumber(3600),
  failureThreshold: probeNumber(1000),
  successThreshold: probeNumber(1000),
  httpGet: z
    .strictObject({
      request: z.strictObject({ path: z.string().optional(), portNumber: port.optional() }).nullish(),
      response: z.strictObject({ expectedStatusCode: named(...HTTP_STATUS_NAMES).optional() }).nullish(),
    })
    .nullish(),
  tcpSocket: z.strictObject({ request: z.strictObject({ portNumber: port.optional() }).nullish() }).nullish(),
  grpc: z.strictObject({ request: z.strictObject({ portNumber: port.optional(), serviceName: z.string().nullish() }).nullish() }).nullish(),
});

const ContainerRequest = z.strictObject({
  id: z.string().nullish(),
  name: z.string().min(1).max(50),
  image: z.string().nullish(),
  imageName: z.string().min(1).regex(IMAGE_PART),
  imageNamespace: z.string().min(1).regex(IMAGE_PART),
  imageTag: z.string().min(1).regex(TAG),
  imageDigest: z
    .string()
    .regex(/^sha256:[a-z0-9]{64}$/)
    .nullish(),
  imageRegistryId: z.string().min(1),
  imagePullPolicy: named('always', 'ifNotPresent').nullish(),
  entryPoint: z
    .strictObject({
      command: z.string().nullish(),
      commandArray: z.array(z.string()).nullish(),
      arguments: z.string().nullish(),
      argumentsArray: z.array(z.string()).nullish(),
      workingDirectory: z.string().nullish(),
    })
    .nullish(),
  probes: z.strictObject({ startup: Probe.nullish(), readiness: Probe.nullish(), liveness: Probe.nullish() }).nullish(),
  environmentVariables: z.array(z.strictObject({ name: z.string().min(1), value: z.string().optional() })).optional(),
  endpoints: z.array(Endpoint).optional(),
  volumeMounts: z.array(z.strictObject({ name: z.string().min(1).max(50), mountPath: z.string().min(1).regex(MOUNT_PATH) })).optional(),
});

export const AddApplicationRequest = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9\s-]+$/),
  runtimeType: named('shared', 'reserved'),
  terminationGracePeriodSeconds: z.int().min(1).max(300).optional(),
  repositorySettings: z
    .strictObject({ templateRepository: z.string().nullish(), repositoryName: z.string().nullish(), owner: z.string().nullish() })
    .nullish(),
  autoScaling: z.strictObject({ min: z.int().min(1).max(1000), max: z.int().min(1).max(1000) }),
  regionSettings: z.strictObject({
    allowedRegionIds: z.array(z.string()).nullish(),
    requiredRegionIds: z.array(z.string()).nullish(),
    maxAllowedRegions: z.int().nullish(),
    nodeSelectors: z.record(z.string(), z.string()).nullish(),
  }),
  containerTemplates: z.array(ContainerRequest).min(1).optional(),
  volumes: z.array(z.strictObject({ name: z.string().min(1).max(50), size: z.int().min(1).max(100) })).optional(),
});
