import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { pullRequestEnvironment } from '../support/pull-request-step.ts';
import { chunkHolding, loadedChunks, RECORD_LOADED_MODULES } from '../support/loaded-chunks.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';

describe('dist/: @actions/github is loaded by a step that comments, and by no other', () => {
  const emulator = useEmulator();
  let github: GitHubEmulator;
  beforeAll(async () => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
    github = await startGitHubEmulator();
    github.openPullRequest(3);
  });
  afterAll(() => github.close());

  // dist/ is minified, so @actions/github is found by a message of its getOctokit(), not by a name.
  const OCTOKIT_MARK = 'Parameter token or opts.auth is required';
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
      { env: { ...(await pullRequestEnvironment(github, { number: 3 })), NODE_OPTIONS: RECORD_LOADED_MODULES } },
    );

  it('a step without pr-comment, on a pull request, loads none of it', async () => {
    const run = await step({});
    expect(run.exitCode, run.stdout).toBe(0);
    expect(loadedChunks(run)).not.toContain(chunkHolding(OCTOKIT_MARK));
    expect(github.requests).toEqual([]);
  });

  it('a step with pr-comment loads it and comments', async () => {
    const run = await step({ 'pr-comment': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(loadedChunks(run)).toContain(chunkHolding(OCTOKIT_MARK));
    expect(github.comments(3)).toHaveLength(1);
  });
});
