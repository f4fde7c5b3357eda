import { z } from 'zod';

/*
 * The shape of a JSON answer: every member path with the JSON types seen there, arrays merged
 * over their items. Values never enter a shape, and member names that look like data (map keys,
 * ids, host names) are replaced by `*`, so a shape can be printed and attached to a pull request.
 *
 * Paths: `` is the body, `a.b` a member, `a[]` the items of an array, `a.*` any key of a map.
 */

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'any';
export type Shape = Map<string, Set<JsonType>>;

/** A documented shape, and the paths of its maps (objects keyed by data). */
export interface DocumentedShape {
  shape: Shape;
  maps: Set<string>;
}

const MEMBER_NAME = /^[A-Za-z_$][\w$-]{0,63}$/;

function memberPath(parent: string, key: string): string {
  const name = MEMBER_NAME.test(key) ? key : '*';
  return parent === '' ? name : `${parent}.${name}`;
}

function itemsPath(parent: string): string {
  return `${parent}[]`;
}

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'object';
  }
}

function add(shape: Shape, path: string, type: JsonType): void {
  let types = shape.get(path);
  if (!types) {
    types = new Set();
    shape.set(path, types);
  }
  types.add(type);
}

/** The shape of a parsed JSON value. Keys of the objects at `maps` paths become `*`. */
export function shapeOf(value: unknown, maps: ReadonlySet<string> = new Set()): Shape {
  const shape: Shape = new Map();
  const walk = (node: unknown, path: string): void => {
    const type = jsonType(node);
    add(shape, path, type);
    if (type === 'array') {
      for (const item of node as unknown[]) walk(item, itemsPath(path));
    } else if (type === 'object') {
      const isMap = maps.has(path);
      for (const [key, child] of Object.entries(node as Record<string, unknown>))
        walk(child, isMap ? `${path === '' ? '' : `${path}.`}*` : memberPath(path, key));
    }
  };
  walk(value, '');
  return shape;
}

type JsonSchemaNode = {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  properties?: Record<string, JsonSchemaNode>;
  additionalProperties?: boolean | JsonSchemaNode;
  items?: JsonSchemaNode | JsonSchemaNode[];
};

/** Every member path a zod schema documents, with its JSON types (through its JSON Schema). */
export function documentedShape(schema: z.ZodType): DocumentedShape {
  const shape: Shape = new Map();
  const maps = new Set<string>();
  const root = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchemaNode;
  const walk = (node: JsonSchemaNode, path: string): void => {
    const options = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
    for (const option of options) walk(option, path);
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    if (types.length === 0 && options.length === 0) add(shape, path, 'any');
    for (const type of types) {
      add(shape, path, type === 'integer' ? 'number' : (type as JsonType));
      if (type === 'array' && node.items !== undefined && !Array.isArray(node.items)) walk(node.items, itemsPath(path));
      if (type !== 'object') continue;
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, memberPath(path, key));
      const extra = node.additionalProperties;
      if (node.properties === undefined && typeof extra === 'object' && Object.keys(extra).length > 0) {
        maps.add(path);
        walk(extra, path === '' ? '*' : `${path}.*`);
      }
    }
  };
  walk(root, '');
  return { shape, maps };
}

/** Where a path hangs: the path it is a member or the items of. */
function parentOf(path: string): { parent: string; items: boolean } | null {
  if (path === '') return null;
  if (path.endsWith('[]')) return { parent: path.slice(0, -2), items: true };
  const dot = path.lastIndexOf('.');
  return { parent: dot < 0 ? '' : path.slice(0, dot), items: false };
}

function showTypes(types: ReadonlySet<JsonType> | undefined): string {
  return types === undefined || types.size === 0 ? '-' : [...types].sort().join('|');
}

/**
 * Whether `path`, present on one side, is missing from `other` for a reason worth reporting:
 * `missing` when `other` has its parent as an object (the member really is not there),
 * `not-compared` when `other` had only null or empty arrays there, `covered` when the parent
 * itself is missing (the parent is reported instead).
 */
function absence(path: string, other: Shape): 'missing' | 'not-compared' | 'covered' {
  const where = parentOf(path);
  if (!where) return 'covered';
  const parentTypes = other.get(where.parent);
  if (!parentTypes) return 'covered';
  if (parentTypes.has('any')) return 'covered';
  if (where.items) return 'not-compared';
  return parentTypes.has('object') ? 'missing' : 'not-compared';
}

/** Paths below `path` in `shape`, with their types: what a missing member would have held. */
function below(path: string, shape: Shape): string[] {
  const prefixes = path === '' ? [''] : [`${path}.`, `${path}[]`];
  return [...shape]
    .filter(([candidate]) => candidate !== path && prefixes.some((prefix) => candidate.startsWith(prefix)))
    .map(([candidate, types]) => `${candidate}: ${showTypes(types)}`);
}

export interface ShapeDifference {
  kind: 'platform-only' | 'emulator-only' | 'type';
  member: string;
  platform: string;
  emulator: string;
  /** Members under it, with their types, when the member is an object or array. */
  below?: string[];
}

export interface ShapeNote {
  kind: 'not-compared' | 'null-on-one-side';
  member: string;
  detail: string;
}

const nonNull = (types: ReadonlySet<JsonType>) => new Set([...types].filter((type) => type !== 'null'));
const sameSet = (a: ReadonlySet<JsonType>, b: ReadonlySet<JsonType>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Members only one side sent, and types that differ, of two shapes of the same read. */
export function compareShapes(platform: Shape, emulator: Shape): { differences: ShapeDifference[]; notes: ShapeNote[] } {
  const differences: ShapeDifference[] = [];
  const notes: ShapeNote[] = [];
  const oneSided = (from: Shape, other: Shape, kind: 'platform-only' | 'emulator-only') => {
    for (const [path, types] of from) {
      if (other.has(path)) continue;
      const why = absence(path, other);
      if (why === 'covered') continue;
      if (why === 'not-compared') {
        const side = kind === 'platform-only' ? 'the emulator' : 'the platform';
        notes.push({ kind: 'not-compared', member: path, detail: `${side} sent null or an empty array where this hangs` });
        continue;
      }
      const under = below(path, from);
      const shown = showTypes(types);
      differences.push({
        kind,
        member: path,
        platform: kind === 'platform-only' ? shown : '-',
        emulator: kind === 'emulator-only' ? shown : '-',
        ...(under.length > 0 ? { below: under } : {}),
      });
    }
  };
  oneSided(platform, emulator, 'platform-only');
  oneSided(emulator, platform, 'emulator-only');
  for (const [path, platformTypes] of platform) {
    const emulatorTypes = emulator.get(path);
    if (!emulatorTypes || platformTypes.has('any') || emulatorTypes.has('any')) continue;
    const p = nonNull(platformTypes);
    const e = nonNull(emulatorTypes);
    if (p.size > 0 && e.size > 0 && !sameSet(p, e)) {
      differences.push({ kind: 'type', member: path, platform: showTypes(platformTypes), emulator: showTypes(emulatorTypes) });
    } else if (platformTypes.has('null') !== emulatorTypes.has('null') && p.size + e.size > 0) {
      const who = platformTypes.has('null') ? 'the platform' : 'the emulator';
      notes.push({
        kind: 'null-on-one-side',
        member: path,
        detail: `only ${who} sent null here (the schema decides whether null is allowed)`,
      });
    }
  }
  return { differences, notes };
}

/** Documented members that `sent` never carried, where it did send the object they belong to. */
export function documentedNotSent(documented: Shape, sent: Shape): string[] {
  return [...documented.keys()].filter((path) => !sent.has(path) && absence(path, sent) === 'missing');
}

/** Members `sent` carried that the documents do not name, where they document the object. */
export function undocumented(documented: Shape, sent: Shape): string[] {
  return [...sent.keys()].filter((path) => !documented.has(path) && absence(path, documented) === 'missing');
}

export interface SchemaIssue {
  member: string;
  detail: string;
  /** How many times (array items) the same issue came up. */
  count: number;
}

/**
 * What the schema refuses in `body`, by member path and zod's message. zod's messages say what
 * was expected and the type received, never the value (the schemas' own messages neither).
 */
export function schemaIssues(schema: z.ZodType, body: unknown, maps: ReadonlySet<string> = new Set()): SchemaIssue[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const byKey = new Map<string, SchemaIssue>();
  for (const issue of parsed.error.issues) {
    let path = '';
    for (const part of issue.path) {
      if (typeof part === 'number') path = itemsPath(path);
      else path = maps.has(path) ? (path === '' ? '*' : `${path}.*`) : memberPath(path, String(part));
    }
    const key = `${path}\u0000${issue.message}`;
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, { member: path, detail: issue.message, count: 1 });
  }
  return [...byKey.values()];
}
