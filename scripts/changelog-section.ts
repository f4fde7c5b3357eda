import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The release notes of one version: the body of its `## [X.Y.Z]` section in a Keep a Changelog file.
export function changelogSection(changelog: string, version: string): string {
  const wanted = version.replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(wanted)) {
    throw new Error(`version must look like 1.2.3 or v1.2.3, got '${version}'`);
  }
  const lines = changelog.split(/\r?\n/);
  const heading = /^## \[([^\]]+)\]/;
  const start = lines.findIndex((line) => heading.exec(line)?.[1] === wanted);
  if (start === -1) throw new Error(`CHANGELOG.md has no '## [${wanted}]' section`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => heading.test(line) || /^\[[^\]]+\]:\s/.test(line));
  const body = (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
  if (body === '') throw new Error(`CHANGELOG.md's '## [${wanted}]' section is empty`);
  return `${body}\n`;
}

/**
 * The notes of a release, refused for the newest version while `## [Unreleased]` still lists a
 * change: its tag would ship the change and its notes leave it out (CONTRIBUTING.md, "Cutting a
 * release": the entries move under a new version's heading first). An older version's notes are
 * what was cut then, whatever has landed since.
 */
export function releaseNotes(changelog: string, version: string): string {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => /^## \[Unreleased\]/i.test(line));
  if (start !== -1) {
    const rest = lines.slice(start + 1);
    const end = rest.findIndex((line) => /^## \[/.test(line));
    const entries = (end === -1 ? rest : rest.slice(0, end)).filter((line) => /^\s*- /.test(line)).length;
    const newest = end === -1 ? undefined : /^## \[([^\]]+)\]/.exec(rest[end] ?? '')?.[1];
    if (entries > 0 && newest === version.replace(/^v/, ''))
      throw new Error(
        `CHANGELOG.md's '## [Unreleased]' lists ${entries} change(s) that ${version} would ship and its notes leave out: cut them as a new version (CONTRIBUTING.md, "Cutting a release"), or tag a commit before they landed`,
      );
  }
  return changelogSection(changelog, version);
}

// node scripts/changelog-section.ts v0.2.0 [CHANGELOG.md]: prints the notes, or fails naming what is missing.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [version, file = 'CHANGELOG.md'] = process.argv.slice(2);
  if (version === undefined) {
    console.error('usage: node scripts/changelog-section.ts <version> [changelog file]');
    process.exit(2);
  }
  try {
    process.stdout.write(releaseNotes(readFileSync(file, 'utf8'), version));
  } catch (error) {
    console.error(`changelog-section: ${(error as Error).message}`);
    process.exit(1);
  }
}
