import { inline } from '../../runner/untrusted-text.ts';
import { InputError, showValue } from '../../inputs/inputs.ts';

/** The commit a step expects to be live: lower-case hex, matched as a prefix when abbreviated. */
export interface ExpectedCommit {
  /** As given, lower-cased. */
  sha: string;
  /** True for 7 to 39 digits: an abbreviated SHA matches any commit it begins. */
  prefix: boolean;
}

const MIN_SHA_DIGITS = 7;
const FULL_SHA_DIGITS = 40;

/** Reads an expected commit SHA: 7 to 40 hex digits, any case. Throws InputError naming `input`. */
export function parseExpectedCommit(input: string, text: string): ExpectedCommit {
  if (!/^[0-9a-fA-F]+$/.test(text) || text.length < MIN_SHA_DIGITS || text.length > FULL_SHA_DIGITS) {
    throw new InputError(
      input,
      `got ${showValue(text)}; expected a commit SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS} hexadecimal digits ` +
        `(an abbreviated SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS - 1} digits matches as a prefix), e.g. \${{ github.sha }}`,
    );
  }
  return { sha: text.toLowerCase(), prefix: text.length < FULL_SHA_DIGITS };
}

/** Whether the live commit is the expected one; case-insensitive, never for a missing SHA. */
export function commitMatches(expected: ExpectedCommit, actual: string | null | undefined): boolean {
  const live = actual?.trim().toLowerCase();
  if (!live) return false;
  return expected.prefix ? live.startsWith(expected.sha) : live === expected.sha;
}

/** The first 12 characters, as a log line shows a commit; the full SHA stays in the outputs. */
export function shortSha(sha: string | null | undefined): string {
  if (!sha) return '(none)';
  // From the API: made a safe single line like any other API text.
  return inline(sha.length > 12 ? sha.slice(0, 12) : sha);
}

/** Where a release names its commit: the platform fills `CommitSha` only for its GitHub integration. */
type CommitField = 'CommitSha' | 'Note';

export interface ReleaseMatch {
  matched: boolean;
  /** The field that named the expected commit, or the one that was looked at. */
  field: CommitField;
  /** Commit SHAs the Note holds, when the Note was looked at. */
  noteCommits: string[];
}

// 7 to 40 hex digits standing alone: "deploy 3f2c1ab (main)" names 3f2c1ab; words like "deadbeef" count too,
// which is harmless: they only match an expected SHA that begins with them.
const SHA_IN_TEXT = /(?<![0-9a-z])[0-9a-f]{7,40}(?![0-9a-z])/gi;

/** The commit SHAs written in a release note, lower-cased, in order, once each. */
export function commitsInNote(note: string | null | undefined): string[] {
  const found = (note ?? '').match(SHA_IN_TEXT) ?? [];
  return [...new Set(found.map((sha) => sha.toLowerCase()))];
}

/**
 * Matches against `CommitSha`, and when that is empty (a release published with an API key)
 * against the commit SHAs written in the `Note`, the only place such a pipeline can put one.
 */
export function matchRelease(
  expected: ExpectedCommit,
  release: { CommitSha?: string | null | undefined; Note?: string | null | undefined },
): ReleaseMatch {
  if (release.CommitSha?.trim()) return { matched: commitMatches(expected, release.CommitSha), field: 'CommitSha', noteCommits: [] };
  const noteCommits = commitsInNote(release.Note);
  return { matched: noteCommits.some((sha) => commitMatches(expected, sha)), field: 'Note', noteCommits };
}

/** Where a failed match looked, for its message. */
export function whereLooked(match: ReleaseMatch, commitSha: string | null | undefined): string {
  if (match.field === 'CommitSha') return `CommitSha is ${inline(commitSha ?? '', 64)}`;
  const named =
    match.noteCommits.length === 0
      ? 'the Note names no commit SHA'
      : `the Note names ${match.noteCommits
          .slice(0, 5)
          .map((sha) => shortSha(sha))
          .join(', ')}${match.noteCommits.length > 5 ? ', …' : ''}`;
  return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}

/** The commit a release names, and the field that names it; undefined when it names none. */
export interface ReleaseCommit {
  sha: string;
  source: CommitField;
}

/**
 * The commit of a release: its `CommitSha`, or when that is empty (published with an API key)
 * a commit SHA written in its `Note`: the one that matched `expected` when given, else the first
 * full 40-digit SHA, else the first SHA-like word.
 */
export function releaseCommit(
  release: { CommitSha?: string | null | undefined; Note?: string | null | undefined },
  expected?: ExpectedCommit,
): ReleaseCommit | undefined {
  const field = release.CommitSha?.trim();
  if (field) return { sha: field, source: 'CommitSha' };
  const inNote = commitsInNote(release.Note);
  const sha =
    (expected && inNote.find((candidate) => commitMatches(expected, candidate))) ??
    inNote.find((candidate) => candidate.length === FULL_SHA_DIGITS) ??
    inNote[0];
  return sha === undefined ? undefined : { sha, source: 'Note' };
}
