/*
 * How a failed exchange is worded, whichever host it was with. Text a host sent is scrubbed of
 * every secret before any of it is cut to an excerpt: half a secret is no longer recognised
 * where text leaves for the runner.
 */

/** A duration to a tenth of a second, without a trailing ".0": "0 s", "0.4 s", "2.5 s", "60 s". */
export function formatSeconds(ms: number): string {
  return `${Math.round(Math.max(0, ms) / 100) / 10} s`;
}

/** What a thrown value says: an Error's message, anything else as text (a cast would print "undefined", or throw on null). */
export const messageOf = (thrown: unknown): string => (thrown instanceof Error ? thrown.message : String(thrown));

/** The first line of a failure, for a message that goes on to say what the step did about it. */
export const firstLine = (thrown: unknown): string => messageOf(thrown).split('\n')[0] ?? '';

/** Removes every secret the step knows from a text; the identity when the caller has none. */
export type Scrub = (text: string) => string;

/**
 * What a cutter leaves where it cut a text short. A text cut before it is scrubbed can end a
 * secret's start at this mark, whole no more: the scrub masks such a start there (SecretRegistry).
 */
export const CUT_MARK = '…';

/** At most `max` characters of `text`, and CUT_MARK where it was cut. */
export const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}${CUT_MARK}` : text);

/** A host's text as one line of at most `max` characters, scrubbed first, then cut. */
export function excerpt(text: string, scrub: Scrub, max: number): string {
  return cut(scrub(text).trim().replace(/\s+/g, ' '), max);
}

/**
 * What the person running the step should check, as a code: the HTTP layer and the clients
 * above it name no input, and the entry point words each code with the input it means.
 * `account-key-refused`: the account key was refused; `base-url`: the API's address (a
 * redirect, a certificate); `more-attempts`: a "not ready yet" that outlasted every attempt.
 */
export type Hint = 'account-key-refused' | 'base-url' | 'more-attempts';
