import type { ActionRun } from './run-action.ts';

/** Command data as the runner unescapes it (%25, %0D, %0A; properties also %3A, %2C). */
function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
}

export interface RunnerCommand {
  command: string;
  properties: string;
  data: string;
  line: number;
}

export interface RunnerView {
  /** Commands the runner would act on: what stop-commands did not cover. */
  commands: RunnerCommand[];
  /** Values the runner was told to mask. */
  masks: string[];
  /** The log as a reader sees it: command lines removed, masks applied. */
  visible: string[];
}

/**
 * Reads stdout the way the runner does: `::name props::data` lines are commands unless
 * they fall between `::stop-commands::TOKEN` and `::TOKEN::`; `::add-mask::` masks from
 * then on.
 */
export function readAsRunner(stdout: string): RunnerView {
  const view: RunnerView = { commands: [], masks: [], visible: [] };
  let stopToken: string | undefined;
  stdout.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimStart();
    if (stopToken !== undefined) {
      if (line === `::${stopToken}::`) stopToken = undefined;
      else view.visible.push(mask(raw, view.masks));
      return;
    }
    const match = /^::([A-Za-z-]+)( [^:]*)?::(.*)$/.exec(line);
    if (!match) {
      view.visible.push(mask(raw, view.masks));
      return;
    }
    const command: RunnerCommand = { command: match[1] ?? '', properties: match[2]?.trim() ?? '', data: unescapeData(match[3] ?? ''), line: index + 1 };
    view.commands.push(command);
    if (command.command === 'add-mask') {
      if (command.data) view.masks.push(command.data);
    } else if (command.command === 'stop-commands') {
      stopToken = command.data;
    } else if (['error', 'warning', 'notice', 'debug', 'group'].includes(command.command)) {
      view.visible.push(mask(command.data, view.masks));
    }
  });
  return view;
}

function mask(text: string, masks: readonly string[]): string {
  let result = text;
  for (const value of [...masks].sort((a, b) => b.length - a.length)) if (value) result = result.split(value).join('***');
  return result;
}

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
export function actedCommands(run: ActionRun, names: readonly string[] = ['error', 'warning', 'notice', 'add-mask', 'set-output', 'stop-commands', 'add-path', 'set-env']): RunnerCommand[] {
  return readAsRunner(run.stdout).commands.filter((command) => names.includes(command.command));
}
