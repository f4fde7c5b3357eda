import type { Emulator } from '../../emulator/server.ts';
import { runAgainst } from './e2e.ts';
import type { ActionRun } from './run-action.ts';
import { FakeClock } from './fake-clock.ts';

/**
 * The rollback step of docs/pipelines/edge-script.md ("Two steps"), as users copied it: it runs
 * only when the publish step's previous-release-uuid is not empty, compare-and-swap on its
 * release-uuid. Undefined when its `if` skips it. `inputs` adds to the step's (a test that does
 * not follow the linked zones' purges turns them off).
 */
export function documentedScriptRollback(
  emulator: Emulator,
  scriptId: number,
  publishRun: ActionRun,
  inputs: Record<string, string> = {},
): Promise<ActionRun | undefined> {
  const previous = publishRun.outputs['previous-release-uuid'] ?? '';
  if (previous === '') return Promise.resolve(undefined);
  return runAgainst(
    emulator,
    {
      operation: 'rollback-script',
      'script-id': String(scriptId),
      ...inputs,
      'to-release-uuid': previous,
      'only-if-live-uuid': publishRun.outputs['release-uuid'] ?? '',
    },
    { clock: new FakeClock() },
  );
}
