import type { RunnerOutput } from './runner-output.ts';

/**
 * The step's log as operations see it. Text from the API is either made single-line by the
 * caller (`inline`) or printed as an inert block; scrubbing happens where the text leaves.
 */
export type ActionLog = Pick<
  RunnerOutput,
  'info' | 'debug' | 'notice' | 'warning' | 'error' | 'untrusted' | 'group' | 'redact' | 'isDebug'
>;
