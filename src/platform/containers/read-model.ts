/**
 * Converts the read model of GET /mc/apps/{appId} into the update model of PUT: the two
 * differ (endpoints are flat with a `type` in one and nested under `cdn` or `anycast` in the
 * other; `pullZoneId` is a string in one and an integer in the other; some members exist only
 * in the read model). Works on plain parsed values, so that a file saved from the API is
 * converted the same way as the live application.
 */

import { AppConfig, ContainerTemplate, RegionSettings } from '../../api/models/app-config.ts';

type Json = Record<string, unknown>;

/*
 * Read tolerantly, write strictly: a member of the read model that the update model lacks
 * (regionSettings.provisioningType, and whatever the platform adds later) is left out and
 * named, never an error; what is sent is then checked strictly.
 */
const APP_MEMBERS = new Set(Object.keys(AppConfig.shape));
const TEMPLATE_MEMBERS = new Set(Object.keys(ContainerTemplate.shape));
const REGION_MEMBERS = new Set(Object.keys(RegionSettings.shape));

/** Members only the platform sets; the update refuses them. */
const READ_ONLY_APP_FIELDS = ['id', 'status', 'displayEndpoint', 'containerInstances', 'networkSettings', 'packageId'] as const;
const READ_ONLY_TEMPLATE_FIELDS = ['packageId', 'image'] as const;
const READ_ONLY_ENDPOINT_FIELDS = ['id', 'publicHost', 'type', 'internalIpAddresses', 'publicIpAddresses', 'containerName', 'containerId'];

export interface Conversion {
  config: Json;
  /** What was left out, as `containerTemplates[web].packageId`, for the log. */
  leftOut: string[];
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** True when the value carries any member that only the read model has. */
export function isReadModel(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (READ_ONLY_APP_FIELDS.some((field) => field in value)) return true;
  const templates = Array.isArray(value['containerTemplates']) ? value['containerTemplates'] : [];
  return templates.some(
    (template) =>
      isObject(template) &&
      (READ_ONLY_TEMPLATE_FIELDS.some((field) => field in template) ||
        (Array.isArray(template['endpoints']) && template['endpoints'].some((endpoint) => isObject(endpoint) && isReadEndpoint(endpoint)))),
  );
}

function isReadEndpoint(endpoint: Json): boolean {
  return !('cdn' in endpoint) && !('anycast' in endpoint) && ('type' in endpoint || 'portMappings' in endpoint || 'publicHost' in endpoint);
}

/** The API reads null as absent, but the update model refuses null where it is not declared. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  const copy: Json = {};
  for (const [key, member] of Object.entries(value)) if (member !== null && member !== undefined) copy[key] = withoutNulls(member);
  return copy;
}

function portMappings(value: unknown): Json[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((mapping) => withoutNulls(mapping) as Json);
}

/** A member of the read model that the update model cannot carry, and that would be lost in silence. */
export class Unconvertible extends Error {}

function convertEndpoint(endpoint: Json, where: string, leftOut: string[]): Json {
  if (!isReadEndpoint(endpoint)) return withoutNulls(endpoint) as Json;
  const type = typeof endpoint['type'] === 'string' ? endpoint['type'].toLowerCase() : 'cdn';
  const name = endpoint['displayName'];
  for (const field of READ_ONLY_ENDPOINT_FIELDS) if (field in endpoint && field !== 'type') leftOut.push(`${where}.${field}`);
  if (type === 'anycast') {
    return { displayName: name, anycast: { type: 'iPv4', portMappings: portMappings(endpoint['portMappings']) ?? [] } };
  }
  if (type !== 'cdn') {
    // Sending the template without it would delete the endpoint: refuse rather than guess.
    throw new Unconvertible(
      `${where} is of type ${String(endpoint['type'])}, which the update model cannot express; sending the configuration would remove it`,
    );
  }
  const cdn: Json = {};
  if (typeof endpoint['isSslEnabled'] === 'boolean') cdn['isSslEnabled'] = endpoint['isSslEnabled'];
  const pullZone = endpoint['pullZoneId'];
  if (typeof pullZone === 'number') cdn['pullZoneId'] = pullZone;
  else if (typeof pullZone === 'string' && /^\d+$/.test(pullZone)) cdn['pullZoneId'] = Number(pullZone);
  else if (typeof pullZone === 'string' && pullZone !== '') {
    throw new Unconvertible(
      `${where}.pullZoneId is ${JSON.stringify(pullZone)}, not a number, which the update model needs; sending the configuration would detach the pull zone`,
    );
  }
  const mappings = portMappings(endpoint['portMappings']);
  if (mappings && mappings.length > 0) cdn['portMappings'] = mappings;
  const sticky = endpoint['stickySessions'];
  // The update needs at least one session header; a read model with none has sessions off.
  if (isObject(sticky) && Array.isArray(sticky['sessionHeaders']) && sticky['sessionHeaders'].length > 0) {
    cdn['stickySessions'] = withoutNulls(sticky);
  } else if (isObject(sticky) && sticky['enabled'] === true) {
    throw new Unconvertible(
      `${where}.stickySessions is on by cookie only (no sessionHeaders), which the update model cannot express (it needs 1 to 3 session headers); sending the configuration would switch sticky sessions off`,
    );
  }
  return { displayName: name, cdn };
}

/** The declared members, null-free through `convert`; the read-only and undeclared ones are named in `leftOut`. */
function copyMembers(
  value: Json,
  members: ReadonlySet<string>,
  readOnly: readonly string[],
  prefix: string,
  leftOut: string[],
  convert: (key: string, member: unknown) => unknown,
): Json {
  const copy: Json = {};
  for (const [key, member] of Object.entries(value)) {
    if (readOnly.includes(key)) leftOut.push(`${prefix}${key}`);
    else if (member === null || member === undefined) continue;
    else if (!members.has(key)) leftOut.push(`${prefix}${key}`);
    else copy[key] = convert(key, member);
  }
  return copy;
}

function convertTemplate(template: Json, leftOut: string[]): Json {
  const name = typeof template['name'] === 'string' ? template['name'] : '?';
  const where = `containerTemplates[${name}]`;
  return copyMembers(template, TEMPLATE_MEMBERS, READ_ONLY_TEMPLATE_FIELDS, `${where}.`, leftOut, (key, value) => {
    if (key !== 'endpoints' || !Array.isArray(value)) return withoutNulls(value);
    return value.map((endpoint, index) =>
      isObject(endpoint)
        ? convertEndpoint(
            endpoint,
            `${where}.endpoints[${typeof endpoint['displayName'] === 'string' ? endpoint['displayName'] : index}]`,
            leftOut,
          )
        : endpoint,
    );
  });
}

/** The update model of a read-model application; throws Unconvertible. */
export function convertReadModel(application: unknown): Conversion {
  if (!isObject(application)) return { config: {}, leftOut: [] };
  const leftOut: string[] = [];
  const config = copyMembers(application, APP_MEMBERS, READ_ONLY_APP_FIELDS, '', leftOut, (key, value) => {
    if (key === 'regionSettings' && isObject(value)) {
      return copyMembers(value, REGION_MEMBERS, [], 'regionSettings.', leftOut, (_, setting) => withoutNulls(setting));
    }
    if (key === 'containerTemplates' && Array.isArray(value)) {
      return value.map((template) => (isObject(template) ? convertTemplate(template, leftOut) : template));
    }
    return withoutNulls(value);
  });
  return { config, leftOut };
}
