import type { ActionRun } from '../../scripts/action-step.ts';
import { readAsRunner, type RunnerCommand } from '../../scripts/runner-view.ts';

/** The forms a secret can take in text: itself, JSON-escaped, percent-escaped as in a command. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
  return [...forms].filter((form) => form.length > 0);
}

/**
 * Fails when any secret is visible: in stdout outside `::add-mask::` lines, in the log as
 * the runner would show it, in stderr, in an output or in the job summary.
 */
export function findLeaks(run: ActionRun, secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  const view = readAsRunner(run.stdout);
  const rawLines = run.stdout.split(/\r?\n/).filter((line) => !line.trimStart().startsWith('::add-mask::'));
  for (const secret of secrets) {
    for (const form of formsOf(secret)) {
      const label = `secret of length ${secret.length}`;
      if (rawLines.some((line) => line.includes(form))) leaks.push(`${label} in stdout`);
      if (view.visible.some((line) => line.includes(form))) leaks.push(`${label} in the log as shown`);
      if (run.stderr.includes(form)) leaks.push(`${label} in stderr`);
      if (run.summary.includes(form)) leaks.push(`${label} in the job summary`);
      for (const [name, value] of Object.entries(run.outputs)) if (value.includes(form)) leaks.push(`${label} in output ${name}`);
    }
  }
  return [...new Set(leaks)];
}

/** Commands the runner would act on other than the action's own bookkeeping. */
export function actedCommands(
  run: ActionRun,
  names: readonly string[] = ['error', 'warning', 'notice', 'add-mask', 'set-output', 'stop-commands', 'add-path', 'set-env'],
): RunnerCommand[] {
  return readAsRunner(run.stdout).commands.filter((command) => names.includes(command.command));
}
