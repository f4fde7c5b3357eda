import { releaseCommit, type CommitField } from '../../platform/edge-scripts/release-commit.ts';
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

/** A live commit named by its first digits, as a note's `Deploy a1b2c3d` may: too few to be a full SHA, enough to be git's short one. */
const ABBREVIATED = new RegExp(`^[0-9a-f]{${MIN_SHA_DIGITS},${FULL_SHA_DIGITS - 1}}$`);

/**
 * Whether the live commit is the expected one; case-insensitive, never for a missing SHA. Either
 * side may be abbreviated: they match when the shorter begins the longer, as two names of one
 * commit do. A live value too short or not hex to be a commit's abbreviation names none.
 */
export function commitMatches(expected: ExpectedCommit, actual: string | null | undefined): boolean {
  const live = actual?.trim().toLowerCase();
  if (!live) return false;
  if (ABBREVIATED.test(live) && expected.sha.startsWith(live)) return true;
  return expected.prefix ? live.startsWith(expected.sha) : live === expected.sha;
}

/** The first 12 characters, as a log line shows a commit; the full SHA stays in the outputs. */
export function shortSha(sha: string | null | undefined): string {
  if (!sha) return '(none)';
  // From the API: made a safe single line like any other API text.
  return inline(sha.length > 12 ? sha.slice(0, 12) : sha);
}

export interface ReleaseMatch {
  matched: boolean;
  /** The field that named the expected commit, or the one that was looked at. */
  field: CommitField;
  /** The commit the Note says was deployed, when the Note was looked at. */
  noteCommit: string | undefined;
}

/** Matches against the commit the release names (releaseCommit): its `CommitSha`, else the one its `Note` says was deployed. */
export function matchRelease(expected: ExpectedCommit, release: Parameters<typeof releaseCommit>[0]): ReleaseMatch {
  const commit = releaseCommit(release);
  const field = commit?.source ?? 'Note';
  return { matched: commitMatches(expected, commit?.sha), field, noteCommit: field === 'Note' ? commit?.sha : undefined };
}

/** Where a failed match looked, for its message. */
export function whereLooked(match: ReleaseMatch, commitSha: string | null | undefined): string {
  if (match.field === 'CommitSha') return `CommitSha is ${inline(commitSha ?? '', 64)}`;
  const named =
    match.noteCommit === undefined
      ? 'the Note names no deployed commit (only a full SHA, or "Deploy <sha>" as this action writes it, counts; a rollback note names none)'
      : `the Note names ${shortSha(match.noteCommit)}`;
  return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}
