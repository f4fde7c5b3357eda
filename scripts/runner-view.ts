import { runnerLines, type RunnerAction } from './runner-commands.ts';

/*
 * The log of a step as the runner shows it. Shared by the leak scanner of the tests and the
 * demo and local-run scripts, which print a step's log as a reader would see it.
 */

export type RunnerCommand = RunnerAction;

export interface RunnerView {
  /** Commands the runner would act on: what stop-commands did not cover. */
  commands: RunnerCommand[];
  /** Values the runner was told to mask. */
  masks: string[];
  /** The log as a reader sees it: command lines removed, masks applied. */
  visible: string[];
}

/**
 * The log as the runner shows it (runner-commands.ts reads the commands): lines that are not
 * commands, annotation and group texts, with every `add-mask` value masked from then on.
 */
export function readAsRunner(stdout: string): RunnerView {
  const view: RunnerView = { commands: [], masks: [], visible: [] };
  for (const { text, action } of runnerLines(stdout)) {
    if (!action) {
      view.visible.push(mask(text, view.masks));
      continue;
    }
    view.commands.push(action);
    if (action.command === 'add-mask') {
      if (action.data) view.masks.push(action.data);
    } else if (['error', 'warning', 'notice', 'debug', 'group'].includes(action.command)) {
      view.visible.push(mask(action.data, view.masks));
    }
  }
  return view;
}

function mask(text: string, masks: readonly string[]): string {
  let result = text;
  for (const value of [...masks].sort((a, b) => b.length - a.length)) if (value) result = result.split(value).join('***');
  return result;
}
