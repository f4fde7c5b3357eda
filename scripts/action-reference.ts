import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMMON_INPUTS,
  COMMON_OUTPUTS,
  operationActions,
  REPO_ROOT,
  type ActionMetadata,
  type OperationAction,
  type OperationOutputs,
} from './operation-actions.ts';

export {
  COMMON_INPUTS,
  readActionMetadata,
  readOperationOutputs,
  REPO_ROOT,
  type ActionMetadata,
  type OperationOutputs,
  type Requirement,
} from './operation-actions.ts';
import type { Requirement } from './operation-actions.ts';
import { readActionMetadata, readOperationOutputs } from './operation-actions.ts';

export const REFERENCE_PATH = join(REPO_ROOT, 'docs/reference.md');
export const README_PATH = join(REPO_ROOT, 'README.md');
/** The page the README's longer sections moved to, with the operations' inputs and outputs in one table. */
export const USAGE_PATH = join(REPO_ROOT, 'docs/using-the-action.md');
export const INTERFACE_LISTS_PATH = join(REPO_ROOT, 'src/inputs/action-interface.ts');
export const REGISTRY_PATH = join(REPO_ROOT, 'src/operations/registry.ts');

/** The alternatives of a requirement, each a list of inputs given together. */
export function alternativesOf(requirement: Requirement): string[][] {
  return typeof requirement === 'string' ? [[requirement]] : requirement['any-of'].map((alternative) => [alternative].flat());
}

/** `script-id`; `image-tags`, or `app-config`; `record-id`, or `record-type` and `record-name`. */
export function describeRequirement(requirement: Requirement): string {
  return alternativesOf(requirement)
    .map((inputs) => inputs.map((input) => `\`${input}\``).join(' and '))
    .join(', or ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** `owner/name` of this repository, from package.json. */
export function actionRepository(): string {
  const { repository } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { repository: { url: string } };
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(repository.url);
  if (!match?.[1]) throw new Error(`package.json: repository.url '${repository.url}' names no GitHub repository`);
  return match[1];
}

function inputRows(inputs: ActionMetadata['inputs'] | OperationAction['inputs']): string[] {
  return Object.entries(inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default === undefined ? '' : `\`${input.default}\``} | ${cell(input.description)} |`,
  );
}

/**
 * docs/reference.md, made from action.yml and docs/operations.yml so that it cannot disagree
 * with them: one section per operation's action, with exactly the inputs and outputs of its
 * action.yml, then the root action.
 */
export function renderReference(
  metadata: ActionMetadata = readActionMetadata(),
  operations: OperationOutputs = readOperationOutputs(),
): string {
  const actions = operationActions(metadata, operations);
  const repository = actionRepository();
  const outputs = Object.entries(metadata.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return [
    '# Inputs and outputs',
    '',
    '<!-- Generated from action.yml and docs/operations.yml by `npm run docs`; a test fails when they differ. -->',
    '',
    `Each operation is an action of its own, \`uses: ${repository}/<operation>@v0\`, whose \`action.yml\` declares exactly the inputs that operation reads and the outputs it sets: an editor and actionlint then know each step's inputs. The root action (\`uses: ${repository}@v0\` with \`operation:\`) takes every input, and is described last.`,
    '',
    'Every operation also sets `result`, `status`, `summary-markdown`, and on failure `error-message` (and `error-key` when the API gave one). Outputs that are known are set even when the step fails.',
    '',
    ...Object.entries(actions).flatMap(([name, action]) => {
      const operation = operations[name]!;
      const alternatives = (operation.required ?? []).filter((requirement) => typeof requirement !== 'string');
      return [
        `## \`${name}\``,
        '',
        `\`uses: ${repository}/${name}@v0\`: ${action.description}`,
        '',
        ...(alternatives.length > 0 ? [`Also required: ${alternatives.map(describeRequirement).join('; ')}.`, ''] : []),
        '| input | required | default | description |',
        '|---|---|---|---|',
        ...inputRows(action.inputs),
        '',
        '| output | set |',
        '|---|---|',
        ...Object.entries(operation.outputs).map(([output, when]) => `| \`${output}\` | ${cell(when)} |`),
        '',
        `\`result\`: ${operation.result}`,
        '',
      ];
    }),
    '## The root action',
    '',
    `\`uses: ${repository}@v0\` with \`operation:\` runs any operation; it declares every input of every operation.`,
    '',
    '### Inputs',
    '',
    '| input | required | default | description |',
    '|---|---|---|---|',
    ...inputRows(metadata.inputs),
    '',
    '### Outputs',
    '',
    '| output | description |',
    '|---|---|',
    ...outputs,
    '',
  ].join('\n');
}

/** Names as one `as const` line: the file is data, a line per list, and compiles against its literal names. */
const list = (names: string[]) => `[${names.map((name) => `'${name}'`).join(', ')}]`;
const key = (name: string) => (/^[a-z]+$/.test(name) ? name : `'${name}'`);

/**
 * src/inputs/action-interface.ts: the names of action.yml's inputs and outputs as code, so that
 * start-up reads no YAML and a name outside them is a compile error. Prettier leaves it as
 * written (.prettierignore): the test that compares it with this text is its format check.
 */
export function renderInterfaceLists(
  metadata: ActionMetadata = readActionMetadata(),
  operations: OperationOutputs = readOperationOutputs(),
): string {
  const actions = operationActions(metadata, operations);
  const defaults = Object.entries(metadata.inputs)
    .filter(([, input]) => input.default !== undefined)
    .map(([name, input]) => `${key(name)}: ${JSON.stringify(String(input.default)).replace(/^"|"$/g, "'")}`);
  return [
    '// Generated from action.yml and docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.',
    '',
    '/** Every input action.yml declares, in its order. */',
    `export const DECLARED_INPUTS = ${list(Object.keys(metadata.inputs))} as const;`,
    '',
    '/** Every output action.yml declares, in its order. */',
    `export const OUTPUT_NAMES = ${list(Object.keys(metadata.outputs))} as const;`,
    '',
    "/** The inputs each operation's own action (`<operation>/action.yml`) declares: all it reads. */",
    'export const OPERATION_INPUTS = {',
    ...Object.entries(actions).map(([name, action]) => `  ${key(name)}: ${list(Object.keys(action.inputs))},`),
    '} as const satisfies Record<string, readonly (typeof DECLARED_INPUTS)[number][]>;',
    '',
    "/** The root action's defaults as action.yml writes them (a `${{ }}` default is evaluated by the runner). */",
    `export const ROOT_DEFAULTS: Partial<Record<(typeof DECLARED_INPUTS)[number], string>> = { ${defaults.join(', ')} };`,
    '',
    "/** `owner/name` of the action's repository (package.json), as a workflow's `uses:` names it. */",
    `export const ACTION_REPOSITORY = '${actionRepository()}';`,
    '',
  ].join('\n');
}

/** A statement around one list (`items` written out) as Prettier writes it: one line when it fits, else an item a line. */
export function listAsPrettierWrites(head: string, items: string[], tail: string): string[] {
  const line = `${head}[${items.join(', ')}]${tail}`;
  return line.length <= 140 ? [line] : [`${head}[`, ...items.map((item) => `  ${item},`), `]${tail}`];
}

/**
 * src/operations/registry.ts: the operations of docs/operations.yml, in its order, each loaded
 * from its folder, so that a new operation is named in one file, not two that a test compares.
 */
export function renderRegistry(operations: OperationOutputs = readOperationOutputs()): string {
  const names = Object.keys(operations);
  const keyless = names.filter((name) => operations[name]?.keyless === true);
  const readers = names.filter((name) => operations[name]?.['reads-only'] === true);
  return [
    '// Generated from docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.',
    "import type { OperationModule } from './operation.ts';",
    '',
    '/**',
    ' * The one list of operations. Each loads only its own code, so a step pays start-up for',
    " * one operation; the operation-name type and the `operation` input's choices derive from it.",
    ' */',
    'const OPERATIONS = {',
    ...names.map((name) => `  ${key(name)}: () => import('./${name}/index.ts'),`),
    '} satisfies Record<string, () => Promise<OperationModule>>;',
    '',
    'export type OperationName = keyof typeof OPERATIONS;',
    '',
    '/**',
    ' * Operations that may run without api-key, their plan saying itself when it needs one',
    ' * (`keyless: true` in docs/operations.yml, which says what each takes instead).',
    ' */',
    ...listAsPrettierWrites(
      'export const KEYLESS_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>(',
      keyless.map((name) => `'${name}'`),
      ');',
    ),
    '',
    '/**',
    ' * Operations that write nothing to the platform (`reads-only: true` in docs/operations.yml): a',
    " * fork's pull request may run them without allow-fork.",
    ' */',
    ...listAsPrettierWrites(
      'export const PLATFORM_READERS: ReadonlySet<OperationName> = new Set<OperationName>(',
      readers.map((name) => `'${name}'`),
      ');',
    ),
    '',
    'export const OPERATION_NAMES = Object.keys(OPERATIONS) as readonly OperationName[];',
    '',
    'export function loadOperation(name: OperationName): Promise<OperationModule> {',
    '  return OPERATIONS[name]();',
    '}',
    '',
  ].join('\n');
}

/** Where docs/using-the-action.md's operations table starts and ends; `npm run docs` writes what lies between. */
const TABLE_START = '<!-- The operations table: generated from docs/operations.yml by `npm run docs`; a test fails when it differs. -->';
const TABLE_END = '<!-- End of the operations table. -->';

/** Where the README's list of operations, one line each, starts and ends. */
const LIST_START =
  '<!-- The operations, one line each: generated from docs/operations.yml by `npm run docs`; a test fails when it differs. -->';
const LIST_END = '<!-- End of the operations. -->';

/** The root action's row: what every operation takes and sets besides its own. */
const EVERY_OPERATION_ROW = `| every operation | \`operation\` (the root action only), \`api-key\` (unless \`dry-run\`, \`probe-url\`, \`sync-storage\` with the zone password, \`publish-script\` with \`deployment-key\` or \`github-oidc\`, or \`migrate-database\` with \`database-url\` and \`database-token\`) | ${COMMON_INPUTS.filter(
  (input) => input !== 'api-key',
)
  .map((input) => `\`${input}\``)
  .join(', ')} | ${COMMON_OUTPUTS.map((output) => `\`${output}\``).join(', ')} |`;

/**
 * The inputs a row names as a group, and the words it uses. The probe's inputs and outputs are
 * those of the `probe-url` operation, named as a group in the rows of the operations that probe
 * after they deploy (they read `probe-url`).
 */
function groupsOf(operations: OperationOutputs): { inputs: Map<string, string>; outputs: Map<string, string> } {
  const probe = operations['probe-url'];
  const inputs = new Map<string, string>([
    ['github-deployment', 'Deployment inputs'],
    ['github-environment', 'Deployment inputs'],
    ['probe-url', 'probe inputs'],
  ]);
  for (const input of Object.keys(probe?.inputs ?? {})) {
    if (!['url', 'wait-seconds', 'poll-interval-seconds'].includes(input)) inputs.set(input, 'probe inputs');
  }
  const outputs = new Map(
    Object.keys(probe?.outputs ?? {}).flatMap((output) => (output === 'url' ? [] : [[output, 'probe outputs'] as const])),
  );
  return { inputs, outputs };
}

/** Names, each in backticks, a group's words in place of its first member and none of the others. */
function namesWithGroups(names: string[], groups: Map<string, string>): string {
  const shown: string[] = [];
  for (const name of names) {
    const text = groups.get(name) ?? `\`${name}\``;
    if (!shown.includes(text)) shown.push(text);
  }
  return shown.join(', ');
}

/**
 * The required inputs of an operation as the README says them: the account key goes without
 * saying (the last row says when it is not needed), so a requirement that the key fulfils
 * shows only its other ways.
 */
function requiredCell(requirements: Requirement[]): string {
  const inputs = requirements
    .filter((requirement): requirement is string => typeof requirement === 'string')
    .map((input) => `\`${input}\``);
  const choices = requirements.flatMap((requirement) => {
    if (typeof requirement === 'string') return [];
    const alternatives = alternativesOf(requirement);
    if (!alternatives.some((inputs) => inputs.includes('api-key'))) return [describeRequirement(requirement)];
    const others = alternatives.filter((inputs) => !inputs.includes('api-key') && !inputs.includes('dry-run'));
    return others.length === 0 ? [] : [`the account key, or ${describeRequirement({ 'any-of': others })}`];
  });
  return [inputs.join(', '), ...choices].filter((part) => part !== '').join('; ');
}

/** docs/using-the-action.md's operations table: one row per operation of docs/operations.yml, then the root's. */
export function renderOperationsTable(operations: OperationOutputs = readOperationOutputs()): string {
  const groups = groupsOf(operations);
  const rows = Object.entries(operations).map(([name, operation]) => {
    const requirements = operation.required ?? [];
    const required = new Set(requirements.flatMap(alternativesOf).flat());
    const read = Object.keys(operation.inputs ?? {});
    const probes = name !== 'probe-url' && read.includes('probe-url');
    const optional = namesWithGroups(
      read.filter((input) => !required.has(input)),
      probes ? groups.inputs : new Map([...groups.inputs].filter(([input]) => input.startsWith('github-'))),
    );
    const outputs = namesWithGroups(Object.keys(operation.outputs), probes ? groups.outputs : new Map());
    return `| \`${name}\` | ${requiredCell(requirements)} | ${optional} | ${outputs} |`;
  });
  return [
    TABLE_START,
    '| operation | required inputs | optional inputs | outputs |',
    '|---|---|---|---|',
    ...rows,
    EVERY_OPERATION_ROW,
    TABLE_END,
  ].join('\n');
}

/**
 * The README's operations: one line each, what its action does, linked to its section of
 * docs/reference.md (GitHub's anchor of the heading `## \`name\`` is `#name`), so that the
 * README stays a minute's read and the inputs live in one place.
 */
export function renderOperationsList(
  metadata: ActionMetadata = readActionMetadata(),
  operations: OperationOutputs = readOperationOutputs(),
): string {
  const actions = operationActions(metadata, operations);
  return [
    LIST_START,
    '| operation | what it does |',
    '|---|---|',
    ...Object.entries(actions).map(([name, action]) => `| [\`${name}\`](docs/reference.md#${name}) | ${cell(action.description)} |`),
    LIST_END,
  ].join('\n');
}

/** `text` with what lies between `start` and `end` replaced by `generated` (which carries both markers). */
function withGenerated(text: string, file: string, start: string, end: string, generated: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: nothing generated between '${start}' and '${end}'`);
  return text.slice(0, from) + generated + text.slice(to + end.length);
}

/** docs/using-the-action.md with its operations table as `npm run docs` writes it. */
export function withOperationsTable(page: string, table: string = renderOperationsTable()): string {
  return withGenerated(page, 'docs/using-the-action.md', TABLE_START, TABLE_END, table);
}

/** `readme` with its list of operations as `npm run docs` writes it. */
export function withOperationsList(readme: string, list: string = renderOperationsList()): string {
  return withGenerated(readme, 'README.md', LIST_START, LIST_END, list);
}
