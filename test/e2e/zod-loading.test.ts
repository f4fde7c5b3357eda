import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { SEED } from '../../emulator/seed.ts';
import { RESPONSE_SCHEMAS } from '../../src/api/response-schemas.ts';
import { DEFAULT_API_KEY, failureMessage, useEmulator } from '../support/e2e.ts';
import { chunkHolding, loadedChunks, RECORD_LOADED_MODULES } from '../support/loaded-chunks.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';

/** The message the transport words from zod's issues, as it did before the generated parsers. */
async function zodWording(request: string, model: keyof typeof RESPONSE_SCHEMAS, body: unknown): Promise<string> {
  const schema = (await RESPONSE_SCHEMAS[model]()) as z.ZodMiniType;
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('the wrong body is right');
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
  return `${request} answered 200 OK but the body is not of the documented shape: ${issues}`;
}

const STEPS = [
  {
    name: 'search',
    inputs: { operation: 'search', query: 'preview' },
    request: 'GET /search',
    model: 'searchPage',
    wrong: { Query: 'preview', Total: '3', SearchResults: [{ Id: 1.5, Name: 7 }] },
  },
  {
    name: 'get-active-release',
    inputs: { operation: 'get-active-release', 'script-id': String(SEED.scriptWithRelease) },
    request: `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
    model: 'scriptRelease',
    wrong: { Id: -1e300, Code: 42, Deleted: 'no' },
  },
] as const;

describe('dist/: zod is loaded by a step whose answer is wrong, and by no other', () => {
  const emulator = useEmulator();
  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  });

  const step = (inputs: Record<string, string>) =>
    spawnAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url, ...inputs }, { env: { NODE_OPTIONS: RECORD_LOADED_MODULES } });

  for (const { name, inputs, request, model, wrong } of STEPS) {
    it(`a ${name} step with a right answer loads no zod`, async () => {
      const run = await step(inputs);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(emulator().requests).toHaveLength(1);
      expect(loadedChunks(run)).not.toContain(chunkHolding('"$ZodType"'));
    });

    it(`a ${name} step with a wrong answer fails with zod's words, as before`, async () => {
      emulator().inject({ kind: 'wrong-shape', status: 200, body: wrong });
      const run = await step(inputs);
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toContain(await zodWording(request, model, wrong));
      expect(loadedChunks(run)).toContain(chunkHolding('"$ZodType"'));
    });
  }

  // The storage listing is checked in place; its schema (and zod) loads only for a wrong one.
  const sync = (files: Record<string, string>) =>
    spawnAction(
      {
        'api-key': DEFAULT_API_KEY,
        'api-url': emulator().url,
        operation: 'sync-storage',
        'storage-zone-id': String(SEED.storageZoneId),
        'source-dir': 'site',
        'replication-settle-seconds': '0',
      },
      { env: { NODE_OPTIONS: RECORD_LOADED_MODULES }, files },
    );
  const SITE = { 'site/index.html': '<h1>zod</h1>\n', 'site/app.js': 'console.log(1);\n' };

  it('a sync-storage step with right answers and listings loads no zod', async () => {
    const run = await sync(SITE);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['uploaded']).toBe('2');
    expect(loadedChunks(run)).not.toContain(chunkHolding('"$ZodType"'));
  });

  it("a sync-storage step with a wrong listing fails with zod's words, as before", async () => {
    emulator().storage.inject({
      method: 'GET',
      kind: 'wrong-shape',
      status: 200,
      body: [{ ObjectName: 'a', IsDirectory: 'no', Length: 1 }],
    });
    const run = await sync(SITE);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(failureMessage(run)).toContain(
      'answered 200 but the listing is not of the documented shape: 0.IsDirectory: Invalid input: expected boolean, received string',
    );
    expect(loadedChunks(run)).toContain(chunkHolding('"$ZodType"'));
  });
});
