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

/**
 * An input an operation cannot run without, or `any-of` its alternatives, each one input or
 * several given together (`[record-type, record-name]`).
 */
export type Requirement = string | { 'any-of': Array<string | string[]> };

/**
 * docs/operations.yml: per operation, the inputs it requires whatever the other inputs say (the
 * workflow linter checks them; a test shows each is required), the outputs it sets (and when)
 * and its `result`.
 */
export type OperationOutputs = Record<string, { required?: Requirement[]; outputs: Record<string, string>; result: string }>;

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
    "Which inputs each operation takes is in the README's operations table; what each requires is under its name below.",
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
    '## What each operation requires and sets',
    '',
    'Every operation also sets `result`, `status`, `summary-markdown`, and on failure `error-message` (and `error-key` when the API gave one). Outputs that are known are set even when the step fails.',
    '',
    ...Object.entries(operations).flatMap(([name, operation]) => [
      `### \`${name}\``,
      '',
      ...(operation.required
        ? [`Required: ${operation.required.map(describeRequirement).join('; ') || 'nothing beyond `operation`'}.`, '']
        : []),
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
