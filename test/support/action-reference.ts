import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './run-action.ts';

interface ActionMetadata {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export const REFERENCE_START = '<!-- reference:start (generated from action.yml by `npm run docs`) -->';
export const REFERENCE_END = '<!-- reference:end -->';

export function readActionMetadata(): ActionMetadata {
  return parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionMetadata;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The README's input and output reference, made from action.yml so the two cannot disagree. */
export function renderReference(metadata: ActionMetadata = readActionMetadata()): string {
  const inputs = Object.entries(metadata.inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default === undefined ? '' : `\`${input.default}\``} | ${cell(input.description)} |`,
  );
  const outputs = Object.entries(metadata.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return [
    REFERENCE_START,
    '### Inputs',
    '',
    '| input | required | default | description |',
    '|---|---|---|---|',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| output | description |',
    '|---|---|',
    ...outputs,
    REFERENCE_END,
  ].join('\n');
}

export function readmeReference(readme: string): string | undefined {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  return start === -1 || end === -1 ? undefined : readme.slice(start, end + REFERENCE_END.length);
}
