import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const REFERENCE_PATH = join(REPO_ROOT, 'docs/reference.md');
export const INTERFACE_LISTS_PATH = join(REPO_ROOT, 'src/inputs/action-interface.ts');

export interface ActionMetadata {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

/** docs/operations.yml: per operation, the outputs it sets (and when) and its `result`. */
export type OperationOutputs = Record<string, { outputs: Record<string, string>; result: string }>;

export function readOperationOutputs(): OperationOutputs {
  return parse(readFileSync(join(REPO_ROOT, 'docs/operations.yml'), 'utf8')) as OperationOutputs;
}

export function readActionMetadata(): ActionMetadata {
  return parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionMetadata;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/reference.md, made from action.yml so the two cannot disagree. */
export function renderReference(
  metadata: ActionMetadata = readActionMetadata(),
  operations: OperationOutputs = readOperationOutputs(),
): string {
  const inputs = Object.entries(metadata.inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default === undefined ? '' : `\`${input.default}\``} | ${cell(input.description)} |`,
  );
  const outputs = Object.entries(metadata.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return [
    '# Inputs and outputs',
    '',
    '<!-- Generated from action.yml by `npm run docs`; a test fails when the two differ. -->',
    '',
    "Which inputs each operation takes is in the README's operations table.",
    '',
    '## Inputs',
    '',
    '| input | required | default | description |',
    '|---|---|---|---|',
    ...inputs,
    '',
    '## Outputs',
    '',
    '| output | description |',
    '|---|---|',
    ...outputs,
    '',
    '## What each operation sets',
    '',
    'Every operation also sets `result`, `status`, `summary-markdown`, and on failure `error-message` (and `error-key` when the API gave one). Outputs that are known are set even when the step fails.',
    '',
    ...Object.entries(operations).flatMap(([name, operation]) => [
      `### \`${name}\``,
      '',
      '| output | set |',
      '|---|---|',
      ...Object.entries(operation.outputs).map(([output, when]) => `| \`${output}\` | ${cell(when)} |`),
      '',
      `\`result\`: ${operation.result}`,
      '',
    ]),
  ].join('\n');
}

const list = (names: string[]) => names.map((name) => `  '${name}',`).join('\n');

/**
 * src/inputs/action-interface.ts: the names of action.yml's inputs and outputs as code, so that
 * start-up reads no YAML and a name outside them is a compile error.
 */
export function renderInterfaceLists(metadata: ActionMetadata = readActionMetadata()): string {
  return [
    '// Generated from action.yml by `npm run docs`; a test fails when the two differ. Do not edit.',
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
  ].join('\n');
}
