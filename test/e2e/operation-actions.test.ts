import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../../emulator/server.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { actionMain, spawnUses } from '../../scripts/action-uses.ts';
import { readActionMetadata } from '../../scripts/action-reference.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { useEmulator } from '../support/e2e.ts';
import { emulatorSecrets, findLeaks, stepSecrets } from '../support/leak-scanner.ts';
import { STAND_IN_GITHUB_TOKEN } from '../../scripts/runner-defaults.ts';
import { spawnAction } from '../support/run-action.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';

/**
 * `uses: ./<operation>` as the runner runs it: that folder's action.yml read, its defaults passed
 * for every input the step leaves out, its `main` (../dist/<operation>.js) run in a process of
 * its own. No `operation:` is given: the entry fixes it. This is the one spawn of the bundle per
 * operation: each entry is two lines beside dist/index.js, the root action's entry, which runs
 * here too (a search) and in dist.test.ts.
 */
describe('each operation as an action of its own, spawned as the runner does', () => {
  const emulator = useEmulator();

  it.each(OPERATION_NAMES)('uses: ./%s runs with its action.yml defaults, masks the key, sets no output by command', async (operation) => {
    const row = OPERATION_ROWS.find((candidate) => candidate.operation === operation)!;
    const given = {
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator().url,
      ...Object.fromEntries(Object.entries(row.inputs).map(([name, value]) => [name, value.replaceAll('{emulator}', emulator().url)])),
    };
    // No `operation:` input: the entry (dist/<operation>.js) fixes it.
    expect(readActionMetadata(operation).inputs).not.toHaveProperty('operation');
    row.arrange?.(emulator());
    const run = await spawnUses(operation, given, row.files ? { files: row.files } : {});
    expect(run.stderr).toBe('');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['result']).toBeTruthy();
    expect(run.summary).toContain(`bunny.net ${operation}`);
    const view = readAsRunner(run.stdout);
    expect(view.masks).toContain(DEFAULT_API_KEY);
    expect(view.commands.map((command) => command.command)).not.toContain('set-output');
    expect(
      findLeaks(run, [DEFAULT_API_KEY, STAND_IN_GITHUB_TOKEN, ...row.secrets, ...stepSecrets(row.inputs), ...emulatorSecrets(emulator())]),
    ).toEqual([]);
  });

  it("runs the one bundle: each action's main is a two-line entry beside dist/index.js", () => {
    for (const operation of OPERATION_NAMES) expect(actionMain(operation)).toMatch(new RegExp(`dist[\\\\/]${operation}\\.js$`));
  });

  it('the root action runs a search given record-name, warning that uses: ./search would refuse it', async () => {
    const given = { 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url, query: 'preview', 'record-name': 'pr-7' };
    const root = await spawnAction({ ...given, operation: 'search' });
    expect(root.exitCode, root.stdout).toBe(0);
    const warnings = readAsRunner(root.stdout).commands.filter((command) => command.command === 'warning');
    expect(warnings.map((warning) => warning.data)).toEqual([
      "Input 'record-name' is not read by the search operation and ignored: the search action (uses: bunny-deploy/bunny-platform-action/search@<ref>) would refuse it.",
    ]);
    const own = await spawnUses('search', given);
    expect(own.exitCode).toBe(1);
    expect(own.outputs['error-message']).toContain("Input 'record-name': is not an input of the search action");
  });

  it('a step that gives deploy-site an input its action.yml does not declare fails before any request', async () => {
    const run = await spawnUses('deploy-site', {
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator().url,
      'storage-zone-id': '1',
      'pull-zone-id': '2',
      'source-dir': 'dist',
      query: 'x',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain("Input 'query': is not an input of the deploy-site action");
    expect(emulator().requests).toHaveLength(0);
  });
});
