import { readFileSync, statSync } from 'node:fs';
import type * as z from 'zod/mini';
import { AppConfig, OPTIONAL_APP_FIELDS } from '../../api/models/app-config.ts';
import { InputError, showValue } from '../../inputs/inputs.ts';
import { workspacePath } from '../../inputs/workspace-path.ts';
import {
  describeValue,
  formatPath,
  looksLikeJson,
  parseStructuredText,
  valueAt,
  type DocumentPath,
  type StructuredDocument,
} from '../../inputs/yaml-document.ts';

const CONFIG_FILE = /\.(json|ya?ml)$/i;
/** A configuration is a few kilobytes; a megabyte is a wrong file, not a configuration. */
const MAX_CONFIG_BYTES = 1_000_000;
/** Problems listed in one message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 25;

/**
 * Reads `app-config`: a path to a .json, .yaml or .yml file inside the workspace, or the
 * configuration itself as JSON or YAML. Parse errors name the input, the file and the line.
 */
export function readAppConfigDocument(input: string, value: string, workspace: string): StructuredDocument {
  const singleLine = !/[\r\n]/.test(value);
  if (singleLine && !looksLikeJson(value) && CONFIG_FILE.test(value)) {
    return readConfigFile(input, value, workspace);
  }
  const document = parseStructuredText(input, value);
  if (singleLine && (document.value === null || typeof document.value !== 'object')) {
    throw new InputError(
      input,
      `got ${showValue(value)}: neither a path to a .json, .yaml or .yml file in the workspace nor the configuration itself as JSON or YAML`,
    );
  }
  return document;
}

function readConfigFile(input: string, value: string, workspace: string): StructuredDocument {
  const path = workspacePath(input, value, workspace);
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new InputError(input, `${showValue(value)} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(
      input,
      `file ${showValue(value)} was not found in the workspace; give a path relative to the workspace (check out the repository first), or the configuration itself as JSON or YAML`,
    );
  }
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(input, `file ${showValue(value)} is ${size} bytes; an application configuration is at most ${MAX_CONFIG_BYTES}`);
  }
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new InputError(input, `file ${showValue(value)} is empty`);
  return parseStructuredText(input, text, { origin: `file ${value}`, json: /\.json$/i.test(value) });
}

/** Checks the configuration against the API's rules; every problem is listed with its path. */
export function checkAppConfig(input: string, document: StructuredDocument, config: unknown = document.value): AppConfig {
  const where = document.origin ? `${document.origin} ` : '';
  requireMapping(input, document, config);
  const parsed = AppConfig.safeParse(config);
  if (parsed.success) return parsed.data;
  // One problem per value: an empty name fails both its length and its pattern, and the first says it.
  const seen = new Set<string>();
  const issues = parsed.error.issues.filter((issue) => {
    if (issue.code === 'unrecognized_keys') return true;
    const key = formatPath(issue.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const imageOnly = templatesNamingImageAlone(document.value);
  const problems = [
    ...imageOnly.map(({ index, image }) => imageAloneProblem(index, image, document)),
    ...issues.filter((issue) => !isImagePartOf(issue, imageOnly)).flatMap((issue) => describeIssue(issue, document, config)),
  ];
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  const more = problems.length - listed.length;
  throw new InputError(
    input,
    `${where}is not a valid application configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
      listed.map((line) => `  - ${line}`).join('\n') +
      (more > 0 ? `\n  - … and ${more} more` : ''),
  );
}

const IMAGE_PARTS = ['imageRegistryId', 'imageNamespace', 'imageName', 'imageTag'] as const;

/**
 * Templates that name their image as `image: ns/name:tag`, as a compose file does, and give
 * none of the four members the update model names an image by. `image` is a read-model member,
 * left out on the way in; the four "required" problems it leaves behind become one that says
 * what to write instead.
 */
function templatesNamingImageAlone(value: unknown): Array<{ index: number; image: string }> {
  const templates = (value as { containerTemplates?: unknown } | null)?.containerTemplates;
  if (!Array.isArray(templates)) return [];
  return templates.flatMap((template: unknown, index) => {
    if (template === null || typeof template !== 'object') return [];
    const members = template as Record<string, unknown>;
    const image = members['image'];
    return typeof image === 'string' && !IMAGE_PARTS.some((part) => part in members) ? [{ index, image }] : [];
  });
}

function isImagePartOf(issue: Issue, templates: ReadonlyArray<{ index: number }>): boolean {
  const [top, index, member] = issue.path;
  return top === 'containerTemplates' && templates.some((t) => t.index === index) && IMAGE_PARTS.some((part) => part === member);
}

function imageAloneProblem(index: number, image: string, document: StructuredDocument): string {
  const parts = /^(?:(?<namespace>.+)\/)?(?<name>[^/:@]+)(?::(?<tag>[^@]+))?(?:@.*)?$/.exec(image)?.groups ?? {};
  const example = [
    `imageNamespace: ${parts['namespace'] ?? '<namespace>'}`,
    `imageName: ${parts['name'] ?? '<name>'}`,
    `imageTag: ${parts['tag'] ?? '<tag>'}`,
    'imageRegistryId: <the registry id that GET /mc/apps/{appId} shows>',
  ].join(', ');
  const path: DocumentPath = ['containerTemplates', index, 'image'];
  const line = document.lineOf(path);
  return `${formatPath(path)}: an update names an image by ${IMAGE_PARTS.join(', ')}, not by image (how a read shows it); write ${example}${line === undefined ? '' : ` (line ${line})`}`;
}

/** The configuration is a mapping; anything else is reported before its fields are looked at. */
export function requireMapping(
  input: string,
  document: StructuredDocument,
  config: unknown = document.value,
): asserts config is Record<string, unknown> {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    const where = document.origin ? `${document.origin} ` : '';
    throw new InputError(
      input,
      `${where}holds ${describeValue(config)}; expected a mapping with the application configuration (name, runtimeType, autoScaling, regionSettings, containerTemplates, ...)`,
    );
  }
}

/**
 * Optional members the configuration leaves out: a full replacement resets them. Node selectors
 * are named too: a read never returns them, so nothing but the file can keep them.
 */
export function omittedOptionalFields(config: AppConfig): string[] {
  const omitted: string[] = OPTIONAL_APP_FIELDS.filter((field) => config[field] === undefined || config[field] === null);
  const selectors = config.regionSettings.nodeSelectors;
  if (selectors === undefined || selectors === null) omitted.push('regionSettings.nodeSelectors');
  return omitted;
}

// ---- messages --------------------------------------------------------------------------

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

/** The schema that checks the value at `path`, through optional, nullable and arrays. */
function schemaAt(path: DocumentPath): AnySchema | undefined {
  let schema: AnySchema | undefined = AppConfig;
  for (const part of [...path, undefined]) {
    for (;;) {
      const def = schema?._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema } | undefined;
      if (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) schema = def.innerType;
      else if (def?.type === 'pipe' && def.in) schema = def.in;
      else break;
    }
    if (part === undefined || schema === undefined) break;
    const def = schema._zod.def as { type: string; element?: AnySchema; shape?: Record<string, AnySchema>; valueType?: AnySchema };
    if (typeof part === 'number') schema = def.type === 'array' ? def.element : undefined;
    else if (def.type === 'object') schema = def.shape?.[String(part)];
    else if (def.type === 'record') schema = def.valueType;
    else schema = undefined;
  }
  return schema;
}

function allowedKeys(path: DocumentPath): string[] {
  const schema = schemaAt(path);
  const def = schema?._zod.def as { type: string; shape?: Record<string, unknown> } | undefined;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
};

/** The limits a value's checks set: a number's range, or a string's or list's length. */
function bounds(path: DocumentPath): { min: number | null; max: number | null } {
  type CheckDef = { check?: string; value?: unknown; minimum?: unknown; maximum?: unknown };
  const checks = (schemaAt(path)?._zod.def as { checks?: Array<{ _zod: { def: CheckDef } }> } | undefined)?.checks ?? [];
  let min: number | null = null;
  let max: number | null = null;
  for (const { _zod } of checks) {
    const def = _zod.def;
    if (def.check === 'greater_than' && typeof def.value === 'number') min = def.value;
    else if (def.check === 'less_than' && typeof def.value === 'number') max = def.value;
    else if (def.check === 'min_length' && typeof def.minimum === 'number') min = def.minimum;
    else if (def.check === 'max_length' && typeof def.maximum === 'number') max = def.maximum;
  }
  return { min, max };
}

function describeIssue(issue: Issue, document: StructuredDocument, root: unknown): string[] {
  const path = issue.path;
  const name = formatPath(path) || 'the configuration';
  // Environment variable values may be sensitive: they are described, never shown.
  const showStrings = !path.includes('environmentVariables');
  const value = valueAt(root, path);
  const line = (at: DocumentPath) => {
    const number = at.length > 0 ? document.lineOf(at) : undefined;
    return number === undefined ? '' : ` (line ${number})`;
  };
  const shown = describeValue(value, { showStrings });

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = allowedKeys(path);
      return issue.keys.map((key) => {
        const near = allowed.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
        const hint = near ? ` (did you mean ${near}?)` : '';
        return `${formatPath([...path, key])}: unknown field${hint}; the API refuses fields it does not know. Allowed here: ${allowed.join(', ')}${line([...path, key])}`;
      });
    }
    case 'invalid_type': {
      if (value === undefined) return [`${name}: is required${line(path)}`];
      let text = `${name}: expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${shown}`;
      const source = document.sourceOf(path);
      if (
        issue.expected === 'string' &&
        document.syntax === 'YAML' &&
        source !== undefined &&
        (typeof value === 'number' || typeof value === 'boolean')
      ) {
        text += showStrings
          ? `: YAML reads ${source} as a ${typeof value}; put it in quotes ("${source}")`
          : `: YAML reads it as a ${typeof value}; put it in quotes`;
      }
      return [text + line(path)];
    }
    case 'too_small':
    case 'too_big': {
      const { min, max } = bounds(path);
      if (issue.origin === 'string') {
        const length = typeof value === 'string' ? value.length : 0;
        if (issue.code === 'too_small' && issue.minimum === 1) return [`${name}: must not be empty${line(path)}`];
        const range =
          min !== null && max !== null
            ? `${min} to ${max} characters`
            : issue.code === 'too_small'
              ? `at least ${String(issue.minimum)} characters`
              : `at most ${String(issue.maximum)} characters`;
        return [`${name}: must be ${range}, got ${length}${line(path)}`];
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(value) ? value.length : 0;
        const limit = issue.code === 'too_small' ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`;
        return [
          `${name}: must have ${limit} item${Number(issue.code === 'too_small' ? issue.minimum : issue.maximum) === 1 ? '' : 's'}, got ${count}${line(path)}`,
        ];
      }
      const range =
        min !== null && max !== null
          ? `from ${min} to ${max}`
          : issue.code === 'too_small'
            ? `at least ${String(issue.minimum)}`
            : `at most ${String(issue.maximum)}`;
      return [`${name}: must be ${range}, got ${shown.replace(/^the number /, '')}${line(path)}`];
    }
    case 'invalid_format':
      return [`${name}: ${issue.message}, got ${shown}${line(path)}`];
    default:
      return [`${name}: ${issue.message}${line(path)}`];
  }
}
