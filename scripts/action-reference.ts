import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
export const REFERENCE_PATH = join(REPO_ROOT, 'docs/reference.md');

export interface ActionMetadata {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export function readActionMetadata(): ActionMetadata {
  return parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionMetadata;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/reference.md, made from action.yml so the two cannot disagree. */
export function renderReference(metadata: ActionMetadata = readActionMetadata()): string {
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
  ].join('\n');
}
