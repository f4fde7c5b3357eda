import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationActions, REPO_ROOT, type ActionMetadata, type OperationAction, type OperationOutputs } from './operation-actions.ts';

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
export const INTERFACE_LISTS_PATH = join(REPO_ROOT, 'src/inputs/action-interface.ts');

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

const list = (names: string[]) => names.map((name) => `  '${name}',`).join('\n');

/**
 * src/inputs/action-interface.ts: the names of action.yml's inputs and outputs as code, so that
 * start-up reads no YAML and a name outside them is a compile error.
 */
export function renderInterfaceLists(
  metadata: ActionMetadata = readActionMetadata(),
  operations: OperationOutputs = readOperationOutputs(),
): string {
  const actions = operationActions(metadata, operations);
  return [
    '// Generated from action.yml and docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.',
    '',
    '/** Every input action.yml declares, in its order. */',
    'export const DECLARED_INPUTS = [',
    list(Object.keys(metadata.inputs)),
    '] as const;',
    '',
    '/** Every output action.yml declares, in its order. */',
    'export const OUTPUT_NAMES = [',
    list(Object.keys(metadata.outputs)),
    '] as const;',
    '',
    "/** The inputs each operation's own action (`<operation>/action.yml`) declares: all it reads. */",
    'export const OPERATION_INPUTS = {',
    ...Object.entries(actions).flatMap(([name, action]) => [
      `  ${/^[a-z]+$/.test(name) ? name : `'${name}'`}: [`,
      ...Object.keys(action.inputs).map((input) => `    '${input}',`),
      '  ],',
    ]),
    '} as const satisfies Record<string, readonly (typeof DECLARED_INPUTS)[number][]>;',
    '',
  ].join('\n');
}
