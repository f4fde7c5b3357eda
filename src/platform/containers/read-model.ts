/**
 * Converts the read model of GET /mc/apps/{appId} into the update model of PUT: the two
 * differ (endpoints are flat with a `type` in one and nested under `cdn` or `anycast` in the
 * other; `pullZoneId` is a string in one and an integer in the other; some members exist only
 * in the read model). Works on plain parsed values, so that a file saved from the API is
 * converted the same way as the live application.
 */

import { AppConfig, ContainerTemplate, RegionSettings } from '../../api/models/app-config.ts';
import { isObject } from './settings-comparison.ts';

type Json = Record<string, unknown>;

/*
 * Read tolerantly, write strictly: a member of the read model that the update model lacks
 * (regionSettings.provisioningType, and whatever the platform adds later) is left out and
 * named, never an error; what is sent is then checked strictly. The documented platform-only
 * members (the API's `Application` model) are told apart from members neither model has, so
 * that a file saved from a read can tell a misspelt setting from a member the platform added.
 */
const APP_MEMBERS = new Set(Object.keys(AppConfig.shape));
const TEMPLATE_MEMBERS = new Set(Object.keys(ContainerTemplate.shape));
const REGION_MEMBERS = new Set(Object.keys(RegionSettings.shape));

/** Members only the platform sets; the update refuses them. */
const READ_ONLY_APP_FIELDS = ['id', 'status', 'displayEndpoint', 'containerInstances', 'networkSettings', 'packageId'] as const;
const READ_ONLY_TEMPLATE_FIELDS = ['packageId', 'image'] as const;
/**
 * The template members only a read has: `image` is not one, since the update model has it too, and
 * taking a document that gives it for a read would read its unknown members tolerantly, leaving a
 * misspelt setting out (and the platform resetting it) where the update refuses it.
 */
const READ_ONLY_TEMPLATE_MARKS = ['packageId'] as const;
const READ_ONLY_REGION_FIELDS = ['provisioningType'] as const;
const READ_ONLY_ENDPOINT_FIELDS = ['id', 'publicHost', 'type', 'internalIpAddresses', 'publicIpAddresses', 'containerName', 'containerId'];

/** A member that neither the read model (as documented) nor the update model has, where it was found. */
export interface UnknownMember {
  /** Where, as `containerTemplates[web].enviromentVariables`, for the log. */
  where: string;
  /** The path in the document, for the line it is on. */
  path: Array<string | number>;
  key: string;
  /** The members that may be written at that place: what a misspelling was meant as. */
  members: readonly string[];
}

/** A setting the update model cannot carry, the container it belongs to, and where it is. */
export interface LostSetting {
  container: string;
  problem: string;
  /** The path in the document, for the line it is on. */
  path: Array<string | number>;
}

export interface Conversion {
  config: Json;
  /** What only the platform sets that was left out, as `containerTemplates[web].packageId`, for the log. */
  leftOut: string[];
  /** Members neither model has: left out, and the caller decides whether that is a misspelling. */
  unknown: UnknownMember[];
  /** Settings the update model cannot carry, left out: each a problem, so that the configuration is never sent without them. */
  unconvertible: LostSetting[];
}

/** Where the conversion writes what it left out, and what it does with a setting it cannot carry. */
interface Context {
  leftOut: string[];
  unknown: UnknownMember[];
  /** Each setting the update model cannot carry. */
  lost: LostSetting[];
  /** For a comparison (never sent), such a setting is kept as read, so that whatever a replacement sends in its place differs from it. */
  keepLost: boolean;
}

/**
 * Members of the update model that the read model never returns (api-facts: no
 * terminationGracePeriodSeconds, and no nodeSelectors in its RegionSettings). The read schema is
 * loose and partial, so it cannot say which are missing: they are named here, checked against the
 * update model's schema. Compared with a read, such a member always looks changed, so it is left
 * out of every comparison, and whether a replacement changes it is not known.
 */
const UNREAD_APP_MEMBERS = ['terminationGracePeriodSeconds'] as const satisfies ReadonlyArray<keyof typeof AppConfig.shape>;
const UNREAD_REGION_MEMBERS = ['nodeSelectors'] as const satisfies ReadonlyArray<keyof typeof RegionSettings.shape>;

/** The members of `config` that no read returns and that it sets, by path, sorted. */
export function unreadMembersSet(config: AppConfig): string[] {
  const region: Json = config.regionSettings;
  const set = (value: unknown) => value !== undefined && value !== null;
  return [
    ...UNREAD_APP_MEMBERS.filter((key) => set(config[key])),
    ...UNREAD_REGION_MEMBERS.filter((key) => set(region[key])).map((key) => `regionSettings.${key}`),
  ].sort();
}

const without = (value: Json, keys: readonly string[]): Json =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

/** `config` as a read of it would return it: without the members no read returns. */
export function asRead(config: AppConfig): AppConfig {
  const copy = without(config, UNREAD_APP_MEMBERS);
  if (isObject(copy['regionSettings'])) copy['regionSettings'] = without(copy['regionSettings'], UNREAD_REGION_MEMBERS);
  return copy as AppConfig;
}

/** True when the value carries any member that only the read model has. */
export function isReadModel(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (READ_ONLY_APP_FIELDS.some((field) => field in value)) return true;
  const templates = Array.isArray(value['containerTemplates']) ? value['containerTemplates'] : [];
  return templates.some(
    (template) =>
      isObject(template) &&
      (READ_ONLY_TEMPLATE_MARKS.some((field) => field in template) ||
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

/** The members of a read endpoint, as documented; those a conversion carries are the ones a file may set. */
const READ_ENDPOINT_SETTINGS = ['displayName', 'isSslEnabled', 'pullZoneId', 'portMappings', 'stickySessions'];

function convertEndpoint(endpoint: Json, at: { where: string; path: Array<string | number>; container: string }, context: Context): Json {
  if (!isReadEndpoint(endpoint)) return withoutNulls(endpoint) as Json;
  const { where, path, container } = at;
  /** A setting the update model cannot carry: named, and kept as read only for a comparison (undefined otherwise: left out). */
  const cannotCarry = <T>(asRead: T, member: string | undefined, problem: string): T | undefined => {
    context.lost.push({ container, problem, path: member === undefined ? path : [...path, member] });
    return context.keepLost ? asRead : undefined;
  };
  const type = typeof endpoint['type'] === 'string' ? endpoint['type'].toLowerCase() : 'cdn';
  const name = endpoint['displayName'];
  const mappings = portMappings(endpoint['portMappings']);
  for (const field of Object.keys(endpoint)) {
    if (field === 'type' || READ_ENDPOINT_SETTINGS.includes(field)) continue;
    if (READ_ONLY_ENDPOINT_FIELDS.includes(field)) context.leftOut.push(`${where}.${field}`);
    else if (endpoint[field] !== null && endpoint[field] !== undefined) {
      context.unknown.push({ where: `${where}.${field}`, path: [...path, field], key: field, members: READ_ENDPOINT_SETTINGS });
    }
  }
  if (type === 'anycast') return { displayName: name, anycast: { type: 'iPv4', portMappings: mappings ?? [] } };
  if (type !== 'cdn') {
    // Sending the template without it would delete the endpoint: refuse rather than guess.
    return (
      cannotCarry(
        { displayName: name, [String(endpoint['type'])]: { portMappings: mappings ?? [] } },
        'type',
        `${where} is of type ${String(endpoint['type'])}, which the update model cannot express; sending the configuration would remove it`,
      ) ?? { displayName: name }
    );
  }
  const cdn: Json = {};
  if (typeof endpoint['isSslEnabled'] === 'boolean') cdn['isSslEnabled'] = endpoint['isSslEnabled'];
  const pullZone = endpoint['pullZoneId'];
  if (typeof pullZone === 'number') cdn['pullZoneId'] = pullZone;
  else if (typeof pullZone === 'string' && /^\d+$/.test(pullZone)) cdn['pullZoneId'] = Number(pullZone);
  else if (typeof pullZone === 'string' && pullZone !== '') {
    const kept = cannotCarry(
      pullZone,
      'pullZoneId',
      `${where}.pullZoneId is ${JSON.stringify(pullZone)}, not a number, which the update model needs; sending the configuration would detach the pull zone`,
    );
    if (kept !== undefined) cdn['pullZoneId'] = kept;
  }
  if (mappings && mappings.length > 0) cdn['portMappings'] = mappings;
  const sticky = endpoint['stickySessions'];
  // The update needs at least one session header; a read model with none has sessions off.
  if (isObject(sticky) && Array.isArray(sticky['sessionHeaders']) && sticky['sessionHeaders'].length > 0) {
    cdn['stickySessions'] = withoutNulls(sticky);
  } else if (isObject(sticky) && sticky['enabled'] === true) {
    const kept = cannotCarry(
      withoutNulls(sticky),
      'stickySessions',
      `${where}.stickySessions is on by cookie only (no sessionHeaders), which the update model cannot express (it needs 1 to 3 session headers); sending the configuration would switch sticky sessions off`,
    );
    if (kept !== undefined) cdn['stickySessions'] = kept;
  }
  return { displayName: name, cdn };
}

/** The declared members, null-free through `convert`; the read-only ones are named in `leftOut`, the undeclared in `unknown`. */
function copyMembers(
  value: Json,
  members: ReadonlySet<string>,
  readOnly: readonly string[],
  at: { prefix: string; path: Array<string | number> },
  context: Context,
  convert: (key: string, member: unknown) => unknown,
): Json {
  const copy: Json = {};
  for (const [key, member] of Object.entries(value)) {
    if (readOnly.includes(key)) context.leftOut.push(`${at.prefix}${key}`);
    else if (member === null || member === undefined) continue;
    else if (!members.has(key)) context.unknown.push({ where: `${at.prefix}${key}`, path: [...at.path, key], key, members: [...members] });
    else copy[key] = convert(key, member);
  }
  return copy;
}

function convertTemplate(template: Json, index: number, context: Context): Json {
  const name = typeof template['name'] === 'string' ? template['name'] : '?';
  const where = `containerTemplates[${name}]`;
  const path = ['containerTemplates', index];
  return copyMembers(template, TEMPLATE_MEMBERS, READ_ONLY_TEMPLATE_FIELDS, { prefix: `${where}.`, path }, context, (key, value) => {
    if (key !== 'endpoints' || !Array.isArray(value)) return withoutNulls(value);
    return value.map((endpoint, at) =>
      isObject(endpoint)
        ? convertEndpoint(
            endpoint,
            {
              where: `${where}.endpoints[${typeof endpoint['displayName'] === 'string' ? endpoint['displayName'] : at}]`,
              path: [...path, 'endpoints', at],
              container: name,
            },
            context,
          )
        : endpoint,
    );
  });
}

function convert(application: unknown, context: Context): Json {
  if (!isObject(application)) return {};
  return copyMembers(application, APP_MEMBERS, READ_ONLY_APP_FIELDS, { prefix: '', path: [] }, context, (key, value) => {
    if (key === 'regionSettings' && isObject(value)) {
      const at = { prefix: 'regionSettings.', path: ['regionSettings'] };
      return copyMembers(value, REGION_MEMBERS, READ_ONLY_REGION_FIELDS, at, context, (_, setting) => withoutNulls(setting));
    }
    if (key === 'containerTemplates' && Array.isArray(value)) {
      return value.map((template, index) => (isObject(template) ? convertTemplate(template, index, context) : template));
    }
    return withoutNulls(value);
  });
}

/** The update model of a read-model application; what it cannot carry is left out and named in `unconvertible`. */
export function convertReadModel(application: unknown): Conversion {
  const context: Context = { leftOut: [], unknown: [], lost: [], keepLost: false };
  const config = convert(application, context);
  return { config, leftOut: context.leftOut, unknown: context.unknown, unconvertible: context.lost };
}

/**
 * The live application in the update model, for a comparison only, never sent: each setting the
 * update model cannot carry is kept as read, so that a replacement differs from it, and named in
 * `lost` with its container; members neither model has are left out, as read tolerantly.
 */
export function liveInUpdateModel(application: unknown): { config: Json; lost: LostSetting[] } {
  const context: Context = { leftOut: [], unknown: [], lost: [], keepLost: true };
  return { config: convert(application, context), lost: context.lost };
}
