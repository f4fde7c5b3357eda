import { describe, expect, it } from 'vitest';
import { commitMatches, matchRelease, parseExpectedCommit, shortSha } from '../../../src/operations/get-active-release/commit-sha.ts';
import { InputError } from '../../../src/inputs/inputs.ts';

const FULL = '4f2a9c81d0b37e65a1c8f40d9e2b7a6c3d5e8f10';

describe('parseExpectedCommit', () => {
  it('reads a full SHA as an exact match, lower-cased', () => {
    expect(parseExpectedCommit('expected-commit-sha', FULL.toUpperCase())).toEqual({ sha: FULL, prefix: false });
  });

  it('reads 7 to 39 digits as a prefix', () => {
    expect(parseExpectedCommit('x', '4f2a9c8')).toEqual({ sha: '4f2a9c8', prefix: true });
    expect(parseExpectedCommit('x', FULL.slice(0, 39))).toEqual({ sha: FULL.slice(0, 39), prefix: true });
  });

  it.each([
    ['too short', '4f2a9c'],
    ['too long', `${FULL}0`],
    ['not hex', '4f2a9cz'],
    ['a ref name', 'main'],
    ['inner space', '4f2a 9c81'],
    ['0x prefix', '0x4f2a9c81'],
  ])('refuses %s, naming the input', (_why, text) => {
    const attempt = () => parseExpectedCommit('expected-commit-sha', text);
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(/Input 'expected-commit-sha'.*7 to 40 hexadecimal digits/);
  });
});

describe('commitMatches', () => {
  const prefix = parseExpectedCommit('x', '4F2A9C8');
  const full = parseExpectedCommit('x', FULL);

  it('matches a prefix whatever the case', () => {
    expect(commitMatches(prefix, FULL)).toBe(true);
    expect(commitMatches(prefix, FULL.toUpperCase())).toBe(true);
  });

  it('matches a full SHA exactly, or the abbreviation of it a live value gives', () => {
    expect(commitMatches(full, FULL.toUpperCase())).toBe(true);
    expect(commitMatches(full, `${FULL}00`)).toBe(false);
    expect(commitMatches(full, FULL.slice(0, 12))).toBe(true);
    expect(commitMatches(full, FULL.slice(0, 7).toUpperCase())).toBe(true);
    // Fewer than 7 digits, or not hex, is no commit's abbreviation.
    expect(commitMatches(full, FULL.slice(0, 6))).toBe(false);
    expect(commitMatches(full, `${FULL.slice(0, 7)}-x`)).toBe(false);
    expect(commitMatches(full, `0${FULL.slice(1, 12)}`)).toBe(false);
  });

  it('does not match another commit, a prefix found elsewhere, or no commit at all', () => {
    expect(commitMatches(prefix, 'aaaa4f2a9c8bbbb')).toBe(false);
    expect(commitMatches(prefix, '1234567890abcdef')).toBe(false);
    expect(commitMatches(prefix, '')).toBe(false);
    expect(commitMatches(prefix, null)).toBe(false);
    expect(commitMatches(prefix, undefined)).toBe(false);
  });

  it('an expected value longer than an abbreviated live one matches when the live one begins it', () => {
    expect(commitMatches(parseExpectedCommit('x', '4f2a9c81d'), '4f2a9c8')).toBe(true);
    expect(commitMatches(parseExpectedCommit('x', '4f2a9c81d'), '4f2a9c9')).toBe(false);
    expect(commitMatches(parseExpectedCommit('x', '4f2a9c81d'), '4f2a9c81e')).toBe(false);
  });
});

describe('shortSha', () => {
  it('shows 12 characters, or says there is none', () => {
    expect(shortSha(FULL)).toBe('4f2a9c81d0b3');
    expect(shortSha('abc')).toBe('abc');
    expect(shortSha(null)).toBe('(none)');
  });
});

describe('matching a release', () => {
  const full = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
  it('matches the Note only when CommitSha is empty, and only the commit it says was deployed', () => {
    const expected = parseExpectedCommit('expected-commit-sha', full);
    expect(matchRelease(expected, { CommitSha: null, Note: `sha=${full}` })).toEqual({ matched: true, field: 'Note', noteCommit: full });
    expect(matchRelease(expected, { CommitSha: '', Note: 'manual' })).toMatchObject({ matched: false, field: 'Note' });
    expect(matchRelease(expected, { CommitSha: 'f'.repeat(40), Note: full })).toMatchObject({ matched: false, field: 'CommitSha' });
    // The commit a rollback's note names is the one rolled back from, or the one restored: never a deploy.
    const rolledBack = { CommitSha: null, Note: `Roll back after a failed publish of ${full} (https://github.com/a/b/actions/runs/1)` };
    expect(matchRelease(expected, rolledBack)).toMatchObject({ matched: false, noteCommit: undefined });
  });
});
