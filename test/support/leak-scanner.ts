import type { ActionRun } from '../../scripts/action-step.ts';
import { readAsRunner, type RunnerCommand } from '../../scripts/runner-view.ts';

/** The forms a secret can take in text: itself, JSON-escaped, percent-escaped as in a command. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1)]);
  return [...forms].filter((form) => form.length > 0);
}

/**
 * The shortest part of a secret that counts as a leak: a secret cut short (a body excerpt, a
 * line cut at a width) is still a leak. Every window of this many characters of each form is
 * looked for, which finds any longer part too; a secret shorter than this is looked for whole.
 */
export const LEAK_WINDOW = 8;

/** Every window of LEAK_WINDOW characters of each form of each secret, with the secret it belongs to. */
function windowsOf(secrets: readonly string[]): Map<string, string> {
  const windows = new Map<string, string>();
  for (const secret of secrets) {
    for (const form of formsOf(secret)) {
      if (form.length <= LEAK_WINDOW) windows.set(form, secret);
      else for (let at = 0; at + LEAK_WINDOW <= form.length; at++) windows.set(form.slice(at, at + LEAK_WINDOW), secret);
    }
  }
  return windows;
}

/** The window of a secret `text` shows, if any: a whole short secret, or LEAK_WINDOW characters of a longer one. */
function windowIn(text: string, windows: Map<string, string>): { window: string; secret: string } | undefined {
  for (const [window, secret] of windows) if (window.length < LEAK_WINDOW && text.includes(window)) return { window, secret };
  for (let at = 0; at + LEAK_WINDOW <= text.length; at++) {
    const window = text.slice(at, at + LEAK_WINDOW);
    const secret = windows.get(window);
    if (secret !== undefined) return { window, secret };
  }
  return undefined;
}

/**
 * Fails when any secret, or any part of one of LEAK_WINDOW characters, is visible: in stdout
 * outside `::add-mask::` lines, in the log as the runner would show it, in stderr, in an output
 * or in the job summary.
 */
export function findLeaks(run: ActionRun, secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  const windows = windowsOf(secrets.filter((secret) => secret.length > 0));
  if (windows.size === 0) return [];
  const view = readAsRunner(run.stdout);
  const rawLines = run.stdout.split(/\r?\n/).filter((line) => !line.trimStart().startsWith('::add-mask::'));
  const check = (where: string, text: string) => {
    const found = windowIn(text, windows);
    // Test secrets only: the part found is shown, so that a coincidence in test data is told from a leak.
    if (found) leaks.push(`${JSON.stringify(found.window)} of a secret of length ${found.secret.length} in ${where}`);
  };
  for (const line of rawLines) check('stdout', line);
  for (const line of view.visible) check('the log as shown', line);
  check('stderr', run.stderr);
  check('the job summary', run.summary);
  for (const [name, value] of Object.entries(run.outputs)) check(`output ${name}`, value);
  return [...new Set(leaks)];
}

/** Commands the runner would act on other than the action's own bookkeeping. */
export function actedCommands(
  run: ActionRun,
  names: readonly string[] = ['error', 'warning', 'notice', 'add-mask', 'set-output', 'stop-commands', 'add-path', 'set-env'],
): RunnerCommand[] {
  return readAsRunner(run.stdout).commands.filter((command) => names.includes(command.command));
}
