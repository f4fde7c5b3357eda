import * as z from 'zod/mini';
import './zod.ts';
import { INT32_MAX, INT32_MIN } from '../limits.ts';

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

/*
 * Each field says in its own checks what is allowed, in the words a user reads: the document's
 * reader adds only the path, the line and what was given.
 */

/** An integer from `min` to `max`; either end refused in the same words. */
function intFrom(min: number, max: number) {
  const error = (issue: { input?: unknown }) => `must be from ${min} to ${max}, got ${String(issue.input)}`;
  return z.int().check(z.minimum(min, { error }), z.maximum(max, { error }));
}

/** Text that is not empty; an empty value is refused for that alone, not for its pattern too. */
const filled = (...checks: Array<z.core.$ZodCheck<string>>) =>
  z.string().check(z.minLength(1, { error: 'must not be empty', abort: true }), ...checks);

const named = (max: number, ...checks: Array<z.core.$ZodCheck<string>>) =>
  filled(z.maxLength(max, { error: (issue) => `must be 1 to ${max} characters, got ${String(issue.input).length}` }), ...checks);

const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;
const given = (input: unknown) => (Array.isArray(input) ? input.length : 0);
const atLeast = (min: number) => z.minLength(min, { error: (issue) => `must have at least ${items(min)}, got ${given(issue.input)}` });
const atMost = (max: number) => z.maxLength(max, { error: (issue) => `must have at most ${items(max)}, got ${given(issue.input)}` });

/** A mapping the API reads strictly: each unknown key is refused (a line each, in order), naming the keys it knows. */
function strict<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code !== 'unrecognized_keys'
        ? undefined
        : issue.keys
            .map((key) => {
              const near = known.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
              return `unknown field${near ? ` (did you mean ${near}?)` : ''}; the API refuses fields it does not know. Allowed here: ${known.join(', ')}`;
            })
            .join('\n'),
  });
}

const portNumber = intFrom(1, 65535);
const seconds = intFrom(1, 3600);
const threshold = intFrom(1, 1000);
const int32 = intFrom(INT32_MIN, INT32_MAX);

const RepositorySettings = strict({
  templateRepository: z.nullish(z.string()),
  repositoryName: z.nullish(z.string()),
  owner: z.nullish(z.string()),
});

const AutoscalingSettings = strict({ min: intFrom(1, AUTOSCALING_MAX), max: intFrom(1, AUTOSCALING_MAX) }).check(
  z.superRefine((value, context) => {
    if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
      context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
    }
  }),
);

export const RegionSettings = strict({
  allowedRegionIds: z.nullish(z.array(z.string())),
  requiredRegionIds: z.nullish(z.array(z.string())),
  maxAllowedRegions: z.nullish(int32),
  nodeSelectors: z.nullish(z.record(z.string(), z.string())),
});

const ContainerEntryPoint = strict({
  command: z.nullish(z.string()),
  commandArray: z.nullish(z.array(z.string())),
  arguments: z.nullish(z.string()),
  argumentsArray: z.nullish(z.array(z.string())),
  workingDirectory: z.nullish(z.string()),
});

const ContainerProbe = strict({
  initialDelaySeconds: z.nullish(seconds),
  periodSeconds: z.nullish(seconds),
  timeoutSeconds: z.nullish(seconds),
  failureThreshold: z.nullish(threshold),
  successThreshold: z.nullish(threshold),
  httpGet: z.nullish(
    strict({
      request: z.nullish(strict({ path: z.optional(z.string()), portNumber: z.optional(portNumber) })),
      response: z.nullish(strict({ expectedStatusCode: z.nullish(namedValue(HTTP_STATUS_CODES)) })),
    }),
  ),
  tcpSocket: z.nullish(strict({ request: z.nullish(strict({ portNumber: z.optional(portNumber) })) })),
  grpc: z.nullish(
    strict({
      request: z.nullish(strict({ portNumber: z.optional(portNumber), serviceName: z.nullish(z.string()) })),
    }),
  ),
});

const ContainerProbes = strict({
  startup: z.nullish(ContainerProbe),
  readiness: z.nullish(ContainerProbe),
  liveness: z.nullish(ContainerProbe),
});

const EnvironmentVariable = strict({
  name: filled(),
  value: z.optional(z.string()),
});

const PortMapping = strict({
  containerPort: portNumber,
  exposedPort: z.nullish(portNumber),
  protocols: z.optional(z.array(namedValue(['tcp', 'udp', 'sctp']))),
});

const StickySessionSettings = strict({
  enabled: z.optional(z.boolean()),
  sessionHeaders: z.array(z.string()).check(atLeast(1), atMost(3)),
  cookieName: z.optional(z.string()),
});

const CdnEndpoint = strict({
  isSslEnabled: z.optional(z.boolean()),
  stickySessions: z.nullish(StickySessionSettings),
  pullZoneId: z.nullish(int32),
  portMappings: z.optional(z.array(PortMapping).check(atLeast(1), atMost(1))),
});

const AnycastEndpoint = strict({
  type: namedValue(['iPv4']),
  portMappings: z.array(PortMapping).check(atLeast(1)),
});

const Endpoint = strict({
  displayName: named(50),
  cdn: z.nullish(CdnEndpoint),
  anycast: z.nullish(AnycastEndpoint),
});

const VolumeMount = strict({
  name: named(50),
  mountPath: z.string().check(
    z.refine((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
      error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
    }),
  ),
});

const Volume = strict({
  name: named(50),
  size: intFrom(1, 100),
});

export const ContainerTemplate = strict({
  /** Absent for a new container; present to update the existing one. */
  id: z.nullish(z.string()),
  name: named(50),
  image: z.nullish(z.string()),
  imageName: filled(z.regex(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' })),
  imageNamespace: filled(z.regex(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' })),
  imageTag: filled(
    z.regex(IMAGE_TAG_PATTERN, {
      error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
    }),
  ),
  imageDigest: z.nullish(
    z.string().check(z.regex(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' })),
  ),
  imageRegistryId: filled(),
  imagePullPolicy: z.nullish(namedValue(['always', 'ifNotPresent'])),
  entryPoint: z.nullish(ContainerEntryPoint),
  probes: z.nullish(ContainerProbes),
  environmentVariables: z.optional(z.array(EnvironmentVariable)),
  endpoints: z.optional(z.array(Endpoint)),
  volumeMounts: z.optional(z.array(VolumeMount)),
});
export type ContainerTemplate = z.infer<typeof ContainerTemplate>;

/**
 * Each template's name once: containers are matched to the live ones by name, so two of one name
 * would both take the same live container's id. The later one is named, with the first.
 */
const uniqueNames = z.superRefine((templates: ReadonlyArray<{ name?: unknown }>, context) => {
  const first = new Map<unknown, number>();
  templates.forEach((template, index) => {
    const name = template.name;
    if (typeof name !== 'string') return;
    const earlier = first.get(name);
    if (earlier === undefined) first.set(name, index);
    else
      context.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: `${JSON.stringify(name)} is the name of containerTemplates[${earlier}] too; each container needs a name of its own (templates are matched to the live containers by name)`,
      });
  });
});

/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
export const AppConfig = strict({
  name: named(100, z.regex(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' })),
  runtimeType: namedValue(['shared', 'reserved']),
  terminationGracePeriodSeconds: z.optional(intFrom(1, 300)),
  repositorySettings: z.nullish(RepositorySettings),
  autoScaling: AutoscalingSettings,
  regionSettings: RegionSettings,
  containerTemplates: z.optional(z.array(ContainerTemplate).check(atLeast(1), uniqueNames)),
  volumes: z.optional(z.array(Volume)),
});
export type AppConfig = z.infer<typeof AppConfig>;

/** Top-level members a configuration may leave out; the platform resets each one left out. */
export const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'] as const;
