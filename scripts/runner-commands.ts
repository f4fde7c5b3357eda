import type { ActionRun } from './action-step.ts';

/**
 * The workflow commands the GitHub runner would carry out for a step's output, read the way
 * actions/runner reads them (ActionCommandManager.TryProcessCommand): each line is first tried
 * as `::name props::data` after trimming leading whitespace, then as the legacy form
 * `##[name props]data`, which the runner finds ANYWHERE in a line. Between
 * `stop-commands` and its token only the token (in either form) is acted on.
 *
 * The legacy form matters: text from the API can reach the middle of an ordinary log line.
 * The leak scanner reads the log through this model too.
 */

/** Commands the runner registers (ActionCommandManager and its extensions). */
const REGISTERED = new Set([
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
]);

export interface RunnerAction {
  command: string;
  /** The text between the name and the data: `title=...` of an annotation. */
  properties: string;
  data: string;
  form: 'v2' | 'legacy';
  /** 1-based line of stdout. */
  line: number;
}

// Whitespace as .NET's String.TrimStart() sees it: every Unicode space, not only ASCII.
const LEADING_SPACE = /^[\s\u0085]+/;

function unescapeV2(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeLegacy(text: string): string {
  return text.replace(/%3B/g, ';').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%5D/g, ']').replace(/%25/g, '%');
}

function parseV2(line: string, registered: ReadonlySet<string>): Omit<RunnerAction, 'line'> | undefined {
  const message = line.replace(LEADING_SPACE, '');
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  return {
    command: name.toLowerCase(),
    properties: space < 0 ? '' : info.slice(space + 1),
    data: unescapeV2(message.slice(end + 2)),
    form: 'v2',
  };
}

function parseLegacy(line: string, registered: ReadonlySet<string>): Omit<RunnerAction, 'line'> | undefined {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const close = line.indexOf(']', prefix);
  if (close < 0) return undefined;
  const info = line.slice(prefix + 3, close);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  return {
    command: name.toLowerCase(),
    properties: space < 0 ? '' : info.slice(space + 1),
    data: unescapeLegacy(line.slice(close + 1)),
    form: 'legacy',
  };
}

/** One line of a step's output, and the command the runner carries out for it, if any. */
export interface RunnerLine {
  text: string;
  action?: RunnerAction;
}

/** The output line by line as the runner reads it, stop-commands blocks included. */
export function runnerLines(stdout: string): RunnerLine[] {
  let stopToken: string | undefined;
  // .NET's line reader ends a line at \n, \r\n or a lone \r.
  return stdout.split(/\r\n|\r|\n/).map((text, index) => {
    const registered = stopToken === undefined ? REGISTERED : new Set([...REGISTERED, stopToken.toLowerCase()]);
    const parsed = parseV2(text, registered) ?? parseLegacy(text, registered);
    if (!parsed) return { text };
    if (stopToken !== undefined) {
      if (parsed.command !== stopToken.toLowerCase()) return { text };
      stopToken = undefined;
    } else if (parsed.command === 'stop-commands') {
      stopToken = parsed.data;
    }
    return { text, action: { ...parsed, line: index + 1 } };
  });
}

/** Every command the runner would act on, in order (stop-commands and its resume included). */
function runnerActions(stdout: string): RunnerAction[] {
  return runnerLines(stdout).flatMap((line) => (line.action ? [line.action] : []));
}

/**
 * Commands acted on whose data starts with `marker`: a command smuggled in by test input or
 * API text, never one of the action's own (those start with the action's words, or are the
 * stop/resume pair of an inert block, whose token the action draws at random).
 */
export function injectedActions(run: Pick<ActionRun, 'stdout' | 'stderr'>, marker: string): RunnerAction[] {
  // The runner reads commands on stderr too.
  const all = [...runnerActions(run.stdout), ...runnerActions(run.stderr)];
  return all.filter(
    (action) => action.data.startsWith(marker) || (action.command === 'stop-commands' && !/^bunny-[0-9a-f-]{36}$/.test(action.data)),
  );
}
