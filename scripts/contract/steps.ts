import type { z } from 'zod';
import type { Answer, Method } from './http.ts';

/*
 * What the write round trips share: the scratch resources the user names, a step and its
 * outcome, and the small readers of answers. Values are compared in the halves and never
 * returned: a step says what it found in words.
 */

/** The scratch resources of `--write`, by id (the application's is a string). */
export interface ScratchIds {
  zone?: string | undefined;
  script?: string | undefined;
  app?: string | undefined;
  pullZone?: string | undefined;
  storageZone?: string | undefined;
  /** A Bunny Database (db_<ulid>) the round trip may add a table and a history row to, and drop them. */
  database?: string | undefined;
  /**
   * A host of the scratch pull zone for the URL purge; read from the pull zone when absent
   * (the emulator's seed gives it, as its pull zone read may not exist yet).
   */
  pullZoneHost?: string | undefined;
}

export interface Step {
  step: string;
  method: Method;
  template: string;
  expected: readonly number[];
  /** Kept for the comparison with the emulator's round trip; never written to the report. */
  answer: Answer;
  ok: boolean;
  /** What went wrong, in words (no values). */
  detail?: string;
  /** The read model of the answer's body, for the steps that answer one. */
  schema?: z.ZodType;
}

export interface RoundTrip {
  steps: Step[];
  /** What the cleanup did, one line each. */
  cleanup: string[];
  /** What could not be deleted: the maintainer must, by hand. */
  leftovers: string[];
}

export interface RouteUse {
  method: Method;
  template: string;
}

/** Runs one step: sends, checks the status is one expected, then `check` (a problem in words, or undefined). */
export type Runner = (
  step: string,
  route: RouteUse,
  expected: readonly number[],
  send: () => Promise<Answer>,
  check?: (answer: Answer) => string | undefined,
  schema?: z.ZodType,
) => Promise<Step>;

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
export const ok2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;
/** The request may have been carried out: an answer lost, or a 5xx after the fact. */
export const mayHaveActed = (answer: Answer) => answer.status === 0 || ok2xx(answer) || answer.status >= 500;

export function idOf(body: unknown): number | undefined {
  return isObject(body) && typeof body['Id'] === 'number' ? body['Id'] : undefined;
}

export function listOf(body: unknown, member: string): Json[] {
  return isObject(body) && Array.isArray(body[member]) ? body[member].filter(isObject) : [];
}
