import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readActionMetadata, readmeReference, renderReference } from '../support/action-reference.ts';
import { REPO_ROOT } from '../support/run-action.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';

const metadata = readActionMetadata();
const interfaceInputs = [
  'operation',
  'api-key',
  'api-url',
  'timeout-seconds',
  'max-attempts',
  'dry-run',
  'zone-id',
  'record-type',
  'record-name',
  'record-value',
  'ttl',
  'priority',
  'weight',
  'port',
  'flags',
  'tag',
  'comment',
  'pull-zone-id',
  'script-id',
  'record',
  'secret-name',
  'secret-value',
  'secrets',
  'secret-id',
  'app-id',
  'app-config',
  'image-tags',
  'expected-commit-sha',
  'wait-seconds',
  'poll-interval-seconds',
  'date',
  'order',
  'limit',
  'continuation-token',
  'products',
  'resource-types',
  'resource-ids',
  'actor-ids',
  'all-pages',
  'max-entries',
  'output-file',
  'require-waf',
  'query',
  'from',
  'size',
  'result-type',
];
const interfaceOutputs = [
  'result',
  'status',
  'error-key',
  'error-message',
  'record-id',
  'secret-name',
  'secret-id',
  'last-modified',
  'created',
  'app-id',
  'release-id',
  'commit-sha',
  'release-uuid',
  'author',
  'date-released',
  'date-published',
  'matches',
  'entries',
  'has-more-data',
  'continuation-token',
  'start-token',
  'output-file',
  'shield-zone-id',
  'waf-enabled',
  'learning-mode',
  'total',
  'ids',
  'first-id',
];

describe('action.yml', () => {
  it('declares every input and output of the interface, each described', () => {
    expect(Object.keys(metadata.inputs)).toEqual(expect.arrayContaining(interfaceInputs));
    expect(Object.keys(metadata.outputs).sort()).toEqual([...interfaceOutputs].sort());
    for (const [name, input] of Object.entries(metadata.inputs)) expect(input.description.length, name).toBeGreaterThan(20);
    for (const [name, output] of Object.entries(metadata.outputs)) expect(output.description.length, name).toBeGreaterThan(20);
  });

  it('keeps the interface defaults', () => {
    const defaults = Object.fromEntries(Object.entries(metadata.inputs).map(([name, input]) => [name, input.default]));
    expect(defaults).toMatchObject({
      'api-url': 'https://api.bunny.net',
      'timeout-seconds': '30',
      'max-attempts': '3',
      'dry-run': 'false',
      'wait-seconds': '0',
      'poll-interval-seconds': '5',
      'all-pages': 'false',
      'require-waf': 'false',
      from: '0',
      size: '20',
    });
    expect(metadata.inputs['operation']?.required).toBe(true);
  });

  it('lists every operation the action dispatches', () => {
    for (const name of OPERATION_NAMES) expect(metadata.inputs['operation']?.description).toContain(name);
  });

  it('runs on node24 from dist/index.js', () => {
    const text = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');
    expect(text).toMatch(/using: 'node24'/);
    expect(text).toMatch(/main: 'dist\/index.js'/);
  });
});

describe('README', () => {
  it('documents every input and output exactly as action.yml does (run `npm run docs`)', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readmeReference(readme)).toBe(renderReference(metadata));
  });

  it('gives the two commands, and .ci/run runs the test one', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm test');
    expect(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });
});
