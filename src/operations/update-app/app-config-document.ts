import { readFileSync, statSync, type Stats } from 'node:fs';
import { utf8Text } from '../../inputs/utf8-text.ts';
import type * as z from 'zod/mini';
import { AppConfig, OPTIONAL_APP_FIELDS } from '../../api/models/app-config.ts';
import { imageReference } from '../../platform/containers/images.ts';
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
  let stat: Stats;
  try {
    stat = statSync(path);
  } catch {
    throw new InputError(
      input,
      `file ${showValue(value)} was not found in the workspace; give a path relative to the workspace (check out the repository first), or the configuration itself as JSON or YAML`,
    );
  }
  if (!stat.isFile()) throw new InputError(input, `${showValue(value)} is not a file`);
  if (stat.size > MAX_CONFIG_BYTES) {
    throw new InputError(
      input,
      `file ${showValue(value)} is ${stat.size} bytes; an application configuration is at most ${MAX_CONFIG_BYTES}`,
    );
  }
  const text = utf8Text(readFileSync(path), 'drop-mark');
  if (text === undefined) {
    throw new InputError(input, `file ${showValue(value)} is not UTF-8: save it as UTF-8 (YAML and JSON files are read as UTF-8)`);
  }
  if (text.trim() === '') throw new InputError(input, `file ${showValue(value)} is empty`);
  // The extension decides, never the text: a .yaml file may open with `{` (YAML flow style, with comments JSON has not).
  const json = /\.json$/i.test(value);
  return parseStructuredText(input, text, { origin: `file ${value}`, json, yaml: !json });
}

/**
 * Checks the configuration against the API's rules; every problem is listed with its path, after
 * `found`: the problems the caller found before (in converting a read model), named at once with these.
 */
export function checkAppConfig(
  input: string,
  document: StructuredDocument,
  config: unknown = document.value,
  found: readonly string[] = [],
): AppConfig {
  const where = document.origin ? `${document.origin} ` : '';
  requireMapping(input, document, config);
  const parsed = AppConfig.safeParse(config);
  const disagreeing = imageDisagreements(config, document);
  if (parsed.success && found.length === 0 && disagreeing.length === 0) return parsed.data;
  const imageOnly = templatesNamingImageAlone(document.value);
  const issues = parsed.success ? [] : parsed.error.issues;
  const problems = [
    ...found,
    ...disagreeing,
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

/**
 * `image` beside the four members: sent as given, and what the platform does with one that names
 * another image than they do is not documented, so only one that agrees with them is sent.
 */
function imageDisagreements(config: Record<string, unknown>, document: StructuredDocument): string[] {
  const templates = config['containerTemplates'];
  if (!Array.isArray(templates)) return [];
  return templates.flatMap((template: unknown, index) => {
    const named = namedImage(template);
    if (named === undefined || named.image === named.reference) return [];
    const path: DocumentPath = ['containerTemplates', index, 'image'];
    const line = document.lineOf(path);
    return [
      `${formatPath(path)}: ${named.image} is not the image imageNamespace, imageName, imageTag and imageDigest name (${named.reference}); ` +
        `what the platform does with an image that disagrees with them is not documented: write image: ${named.reference}, or leave image out` +
        (line === undefined ? '' : ` (line ${line})`),
    ];
  });
}

/** A template's `image` and the reference its four members make, when it gives both (other problems are the model's to name). */
function namedImage(template: unknown): { image: string; reference: string } | undefined {
  if (template === null || typeof template !== 'object') return undefined;
  const members = template as Record<string, unknown>;
  const [image, imageNamespace, imageName, imageTag, imageDigest] = ['image', 'imageNamespace', 'imageName', 'imageTag', 'imageDigest'].map(
    (key) => members[key],
  );
  if (typeof image !== 'string' || typeof imageNamespace !== 'string' || typeof imageName !== 'string' || typeof imageTag !== 'string')
    return undefined;
  const digest = typeof imageDigest === 'string' ? imageDigest : undefined;
  return { image, reference: imageReference({ imageNamespace, imageName, imageTag, imageDigest: digest }) };
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

type Issue = z.core.$ZodIssue;

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
};

/**
 * A zod issue as the lines of the input's problem: the model words what is allowed; this adds
 * the path, the line, and what was given where the model cannot (a missing field, a wrong type,
 * a text that fails its pattern).
 */
function describeIssue(issue: Issue, document: StructuredDocument, root: unknown): string[] {
  const path = issue.path;
  const line = (at: DocumentPath) => {
    const number = at.length > 0 ? document.lineOf(at) : undefined;
    return number === undefined ? '' : ` (line ${number})`;
  };
  // The model words each unknown key on a line of its own, in the order of the keys.
  if (issue.code === 'unrecognized_keys') {
    const words = issue.message.split('\n');
    return issue.keys.map((key, index) => `${formatPath([...path, key])}: ${words[index]}${line([...path, key])}`);
  }
  const name = formatPath(path) || 'the configuration';
  const value = valueAt(root, path);
  // Environment variable values may be sensitive: they are described, never shown.
  const showStrings = !path.includes('environmentVariables');
  const shown = describeValue(value, { showStrings });
  if (issue.code === 'invalid_format') return [`${name}: ${issue.message}, got ${shown}${line(path)}`];
  if (issue.code !== 'invalid_type') return [`${name}: ${issue.message}${line(path)}`];
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
