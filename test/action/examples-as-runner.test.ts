import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActionSpec } from '../../scripts/action-steps.ts';
import { actionStepsOf, documentationExamples, type ExampleStep } from '../../scripts/workflow-examples.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { REPO_ROOT, runAction } from '../support/run-action.ts';

/*
 * Every step of this action in the README's and docs/' workflow examples, run as the runner runs
 * it: with every action.yml default the step leaves out (test/support/run-action.ts adds them as
 * the runner does) and its `${{ }}` expressions given values of the kind they would have. None may
 * be refused by input validation. Every request goes to a proxy that closes each connection, so
 * nothing leaves this machine: a step that passes validation fails on its first request.
 */

/** A value of the kind each expression of the examples has on a runner; a new one is taught here. */
const EXPRESSION_VALUES: ReadonlyArray<[RegExp, string]> = [
  [/^secrets\.BUNNY_API_KEY$/, 'example-api-key-0123456789abcdef'],
  [/^secrets\.BUNNY_STORAGE_PASSWORD$/, 'example-storage-password-0123456789'],
  [/^secrets\.[A-Z0-9_]+$/, 'example-secret-value'],
  [/^github\.sha$|\.head\.sha$/, '0123456789abcdef0123456789abcdef01234567'],
  [/^github\.event\.pull_request\.number$/, '7'],
  [/^github\.token$/, 'ghs_exampleJobToken'],
  [/^vars\.BUNNY_PREVIEW_URL$/, 'https://pr-7.preview.example.com'],
  [/^vars\.BUNNY_STORAGE_ZONE$/, 'example-site'],
  [/^vars\.BUNNY_APP_ID$/, 'app-example-01'],
  [/^vars\.BUNNY_DATABASE_ID$/, 'db_01JEXAMPLE00000000000000'],
  [/^vars\.BUNNY_DATABASE_URL$/, 'libsql://db-01jexample.lite.bunnydb.net'],
  [/^vars\.BUNNY_[A-Z_]*ID$/, '1001'],
  [/^matrix\.(pull-zone|pull-zone-id|script-id|storage-zone-id)$/, '1001'],
  [/^matrix\.app-id$/, 'app-example-01'],
  [/^matrix\.[a-z-]+$/, 'example'],
  [/^vars\.[A-Z_]+$/, 'EXAMPLE'],
  [/^matrix\.region$/, 'eu'],
  [/^env\.HOST$/, 'pr-7'],
  [/^steps\.day\.outputs\.date$/, '2026-01-02'],
  [/^steps\.publish\.outputs\.(previous-)?release-uuid$/, 'b6f0c1de-0a8e-4c43-9e7b-6f1f3a9e2d10'],
  [/^fromJSON\(steps\.deploy\.outputs\.previous-images\)\.web$/, 'v1@sha256:' + 'a'.repeat(64)],
  [/^inputs\.(to|bad)$/, 'abcdef123456'],
];

function evaluate(text: string, where: string): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    const found = EXPRESSION_VALUES.find(([pattern]) => pattern.test(expression));
    if (!found) throw new Error(`${where}: no example value for \${{ ${expression} }}: add one to EXPRESSION_VALUES`);
    return found[1];
  });
}

/** Files the step's inputs name in the workspace, as the job's earlier steps would have made them. */
function workspaceFiles(inputs: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {};
  if (inputs['file']) files[inputs['file']] = 'export default { fetch: () => new Response("ok") };\n';
  if (inputs['source-dir']) files[join(inputs['source-dir'], 'index.html')] = '<!doctype html><p>example</p>\n';
  if (inputs['database-id'] || inputs['database-url'])
    files[join(inputs['dir'] ?? 'migrations', '0001_init.sql')] = 'CREATE TABLE example (id INTEGER);\n';
  if (inputs['app-config'] && /\.(ya?ml|json)$/.test(inputs['app-config'])) {
    files[inputs['app-config']] = readFileSync(join(REPO_ROOT, 'test/fixtures/app-config.yml'), 'utf8');
  }
  return files;
}

/** The runner's event for a pull request's run: its name and payload file. */
function pullRequestEvent(): Record<string, string> {
  const path = join(mkdtempSync(join(tmpdir(), 'example-event-')), 'event.json');
  writeFileSync(path, JSON.stringify({ number: 7, pull_request: { number: 7, head: { repo: { full_name: 'acme/site' } } } }));
  return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path };
}

let proxy: Server;
let proxyUrl: string;
beforeAll(async () => {
  // Takes each connection and closes it: every request of a step fails at once, on this machine.
  proxy = createServer((socket) => socket.destroy());
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('no proxy address');
  proxyUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((closed) => proxy.close(() => closed())));

const steps: ExampleStep[] = actionStepsOf(documentationExamples(REPO_ROOT), readActionSpec().repository);

describe('the documented examples, as the runner runs them', () => {
  it('finds the steps of this action in the README and docs/', () => {
    expect(steps.length).toBeGreaterThan(30);
    expect(steps.some((step) => step.where.startsWith('docs/pipelines/keyless-script.md'))).toBe(true);
  });

  it.each(steps.map((step) => [step.where, step] as const))('%s passes input validation with the runner defaults', async (where, step) => {
    const inputs = Object.fromEntries(Object.entries(step.inputs).map(([name, value]) => [name, evaluate(value, where)]));
    const env = Object.fromEntries(Object.entries(step.env).map(([name, value]) => [name, evaluate(value, where)]));
    const run = await runAction(inputs, {
      action: step.action || '.',
      files: workspaceFiles(inputs),
      clock: new FakeClock(),
      env: {
        ...env,
        HTTPS_PROXY: proxyUrl,
        HTTP_PROXY: proxyUrl,
        // A preview-hostname with {pr} is a pull request's step: its examples run on one (#7, from the repository itself).
        ...(Object.values(inputs).some((value) => value.includes('{pr}')) ? pullRequestEvent() : { GITHUB_EVENT_NAME: 'push' }),
        GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
        GITHUB_REPOSITORY: 'acme/site',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '1',
        GITHUB_WORKFLOW: 'example',
        GITHUB_JOB: 'example',
        ACTIONS_ID_TOKEN_REQUEST_URL: `${proxyUrl}/token`,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'example-request-token',
      },
    });
    const refused = run.exitCode !== 0 && !run.stdout.includes('Inputs are valid') ? run.outputs['error-message'] : undefined;
    expect(refused, `${where} is refused:\n${refused}`).toBeUndefined();
    expect(run.stdout).toContain('Inputs are valid');
  });
});
