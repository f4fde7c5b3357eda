import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { pullRequestEnvironment } from '../support/pull-request-step.ts';
import { ACTION_ENTRY, spawnAction, type ActionRun } from '../support/run-action.ts';

/**
 * Which files of dist/ a spawned step loads, recorded by a module hook given through
 * NODE_OPTIONS: the proof that a step without pr-comment loads nothing of @actions/github.
 */
const RECORDER = [
  "import { registerHooks } from 'node:module';",
  'const loaded = new Set();',
  'registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });',
  "process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify([...loaded]) + '\\n'));",
].join('\n');
const NODE_OPTIONS = `--import=data:text/javascript,${encodeURIComponent(RECORDER)}`;

function loadedChunks(run: ActionRun): string[] {
  const line = run.stderr.split('\n').find((text) => text.startsWith('LOADED '));
  if (!line) throw new Error(`no record of the loaded modules:\n${run.stderr}`);
  const urls = JSON.parse(line.slice('LOADED '.length)) as string[];
  return urls.filter((url) => url.startsWith('file:')).map((url) => basename(fileURLToPath(url)));
}

/** The chunk that holds @actions/github's getOctokit. */
function octokitChunk(): string {
  const dist = dirname(ACTION_ENTRY);
  const holders = readdirSync(dist).filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('function getOctokit('),
  );
  expect(holders).toHaveLength(1);
  expect(holders).not.toContain('index.js');
  return holders[0] ?? '';
}

describe('dist/: @actions/github is loaded by a step that comments, and by no other', () => {
  const emulator = useEmulator();
  let github: GitHubEmulator;
  beforeAll(async () => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
    github = await startGitHubEmulator();
    github.openPullRequest(3);
  });
  afterAll(() => github.close());

  const step = async (inputs: Record<string, string>) =>
    spawnAction(
      {
        operation: 'search',
        query: 'preview',
        'api-key': DEFAULT_API_KEY,
        'api-url': emulator().url,
        'github-token': github.writeToken,
        ...inputs,
      },
      { env: { ...(await pullRequestEnvironment(github, { number: 3 })), NODE_OPTIONS } },
    );

  it('a step without pr-comment, on a pull request, loads none of it', async () => {
    const run = await step({});
    expect(run.exitCode, run.stdout).toBe(0);
    expect(loadedChunks(run)).not.toContain(octokitChunk());
    expect(github.requests).toEqual([]);
  });

  it('a step with pr-comment loads it and comments', async () => {
    const run = await step({ 'pr-comment': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(loadedChunks(run)).toContain(octokitChunk());
    expect(github.comments(3)).toHaveLength(1);
  });
});
