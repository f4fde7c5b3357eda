import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changelogSection, releaseNotes } from '../../scripts/changelog-section.ts';

const changelog = `# Changelog

## [Unreleased]

### Added
- Something not yet released.

## [0.2.0] - 2026-12-01

### Fixed
- A fix.

## [0.1.0] - 2026-11-21

### Added
- The first release.

[0.2.0]: https://example.test/compare/v0.1.0...v0.2.0
`;

describe('changelogSection', () => {
  it('returns the body of the section between its heading and the next', () => {
    expect(changelogSection(changelog, '0.2.0')).toBe('### Fixed\n- A fix.\n');
  });

  it('accepts the tag form and stops at link references after the last section', () => {
    expect(changelogSection(changelog, 'v0.1.0')).toBe('### Added\n- The first release.\n');
  });

  it('reads CRLF files', () => {
    expect(changelogSection(changelog.replaceAll('\n', '\r\n'), '0.2.0')).toBe('### Fixed\n- A fix.\n');
  });

  it('fails naming the version when it has no section', () => {
    expect(() => changelogSection(changelog, '0.3.0')).toThrow("no '## [0.3.0]' section");
  });

  it('does not take a version that is a prefix of another', () => {
    expect(() => changelogSection(changelog, '0.2')).toThrow('version must look like 1.2.3');
  });

  it('refuses release notes while Unreleased still lists a change: the tagged commit ships it, the notes would leave it out', () => {
    expect(() => releaseNotes(changelog, 'v0.2.0')).toThrow("'## [Unreleased]' lists 1 change(s) that v0.2.0 would ship");
    const folded = changelog.replace('### Added\n- Something not yet released.\n', '');
    expect(releaseNotes(folded, 'v0.2.0')).toBe('### Fixed\n- A fix.\n');
  });

  it("gives an older version's notes whatever Unreleased lists: they are what was cut then", () => {
    expect(releaseNotes(changelog, 'v0.1.0')).toBe('### Added\n- The first release.\n');
  });

  it('refuses an empty section rather than publishing empty notes', () => {
    expect(() => changelogSection('## [1.0.0]\n\n## [0.9.0]\n- x\n', '1.0.0')).toThrow('is empty');
  });

  it("has no dated release section before its tag exists: Unreleased until a version is cut, then that version's notes", () => {
    const changelog = readFileSync('CHANGELOG.md', 'utf8');
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    if (changelog.includes('No release is published yet')) {
      // A dated section claims a release that users would look for and not find.
      expect(changelog.match(/^## \[(?!Unreleased\])[^\]]*\].*$/gm) ?? []).toEqual([]);
      expect(changelogSection(changelog.replace('## [Unreleased]', `## [${version}]`), version)).toMatch(/^### /);
    } else {
      expect(changelogSection(changelog, version)).toMatch(/^### /);
    }
  });
});
