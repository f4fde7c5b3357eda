import { describe, expect, it } from 'vitest';
import { environmentInputs } from '../../src/inputs/inputs.ts';
import { givenInputs as givenIn, unreadBy } from '../../src/inputs/unread-inputs.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { runAgainst, useEmulator } from '../support/e2e.ts';
import type { ActionRun } from '../support/run-action.ts';

/**
 * The root action takes every operation's inputs, so `operation: search` with `record-name`
 * used to run the search and drop the name in silence, where `uses: .../search` refuses it.
 */
const emulator = useEmulator();
const warnings = (run: ActionRun) =>
  readAsRunner(run.stdout)
    .commands.filter((command) => command.command === 'warning')
    .map((command) => command.data);

describe('the root action warns of an input its operation does not read', () => {
  it('names the input and the operation action that would refuse it, and still runs the step', async () => {
    const run = await runAgainst(emulator(), { operation: 'search', query: 'preview', 'record-name': 'pr-7', ttl: '60' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(warnings(run)).toEqual([
      "Inputs 'record-name', 'ttl' are not read by the search operation and ignored: the search action (uses: bunny-deploy/bunny-platform-action/search@<ref>) would refuse them.",
    ]);
  });

  it('says nothing of the defaults the runner passes every step, nor of an input the operation reads', async () => {
    // runAgainst passes every action.yml default, as the runner does: if-exists, all-pages, size...
    const run = await runAgainst(emulator(), { operation: 'search', query: 'preview', size: '10' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(warnings(run)).toEqual([]);
  });

  it('counts a value other than the default, not one equal to it, which cannot be told from a default', () => {
    const givenInputs = (env: NodeJS.ProcessEnv) => givenIn(environmentInputs(env));
    const unread = (env: NodeJS.ProcessEnv) => unreadBy(givenInputs(env), 'search');
    expect(givenInputs({ 'INPUT_IF-EXISTS': 'skip', INPUT_QUERY: 'x', INPUT_OPERATION: 'search' })).toEqual(['query']);
    expect(unread({ 'INPUT_IF-EXISTS': 'skip', INPUT_QUERY: 'x' })).toEqual([]);
    expect(unread({ 'INPUT_IF-EXISTS': 'replace' })).toEqual(['if-exists']);
    expect(unread({ 'INPUT_RECORD-NAME': '' })).toEqual([]);
    // github-token's default is the job's token, evaluated: never counted.
    expect(givenInputs({ 'INPUT_GITHUB-TOKEN': 'ghs_other' })).toEqual([]);
  });

  it("an operation's own action refuses instead: no warning there", async () => {
    const run = await runAgainst(emulator(), { query: 'preview', 'record-name': 'pr-7' }, { action: 'search' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain("Input 'record-name': is not an input of the search action");
    expect(warnings(run)).toEqual([]);
  });
});
