import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { deployNote } from '../../platform/edge-scripts/notes.ts';
import { runUrl } from '../../runner/workflow-links.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import type { OperationContext } from '../operation.ts';
import { deployProbeWait } from '../probe-report.ts';
import { readScriptFile, type ScriptFile } from './script-file.ts';

export interface PublishScriptPlan {
  scriptId: number;
  file: ScriptFile;
  note: string;
  /** The run's address, for the note of a rollback after a failure. */
  runUrl: string | undefined;
  ifUnchanged: 'skip' | 'publish';
  waitSeconds: number;
  pollIntervalSeconds: number;
  purge: boolean;
  rollbackOnFailure: boolean;
  /** The URL to probe once the release is live, with its expectations. */
  probe: ProbeSettings | undefined;
  rollbackOnProbeError: boolean;
}

export function readPublishPlan({ inputs, workspace, env }: OperationContext): PublishScriptPlan {
  const scriptId = inputs.id('script-id');
  const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
  const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
  const run = runUrl(env);
  const note = inputs.optional('note') ?? deployNote(env['GITHUB_SHA'], run);
  const ifUnchanged = inputs.choice('if-unchanged', ['skip', 'publish'] as const) ?? 'skip';
  const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
  const { waitSeconds, pollIntervalSeconds } = wait;
  const purge = inputs.boolean('purge-linked-zones', true);
  const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
  const probe = readProbeSettings(inputs, env, 'probe-url', deployProbeWait(wait));
  const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', false);
  return {
    scriptId,
    // A placeholder only when a problem was recorded: the step then fails before any request.
    file: file ?? { given, code: '', bytes: 0, sha256: '' },
    note,
    runUrl: run,
    ifUnchanged,
    waitSeconds,
    pollIntervalSeconds,
    purge,
    rollbackOnFailure,
    probe,
    rollbackOnProbeError,
  };
}
