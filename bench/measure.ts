/** What every measure of `npm run bench` is and returns, and how it fails. */
import type { Emulator } from '../emulator/server.ts';
import type { ConnectionWatch } from './connection-watch.ts';
import { failureOf, type ActionRunResult } from './support.ts';

/** 'reported': a figure for the record, with no budget (start-up). */
type Verdict = 'met' | 'reported' | 'MISSED' | 'FAILED';

export interface Row {
  measure: string;
  baseline: string;
  action: string;
  figure: string;
  budget: string;
  verdict: Verdict;
  notes: string[];
}

export interface BenchContext {
  emulator: Emulator;
  watch: ConnectionWatch;
  quick: boolean;
  progress(message: string): void;
}

export interface Measure {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Row[]>;
}

/** A measure's own check failed: the row says FAILED with this message. */
export class MeasureFailure extends Error {}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new MeasureFailure(message);
}

export function checkAction(run: ActionRunResult, what: string, expectedExit = 0): void {
  check(run.exitCode === expectedExit && !run.timedOut, `${what}: expected exit ${expectedExit}, got ${failureOf(run)}`);
}
