import { describe, expect, it } from 'vitest';
import { parseRawDiff } from '../../src/git/raw-diff.ts';

const record = (header: string, ...paths: string[]) => [header, ...paths].map((field) => `${field}\0`).join('');

describe('parseRawDiff', () => {
  it('reads each path, marking those with a gitlink on either side as submodules', () => {
    const stdout =
      record(':100644 100644 587be6b 975fbec M', 'site/index.html') +
      record(':160000 160000 1111111 2222222 M', 'themes/mytheme') +
      record(':000000 160000 0000000 2222222 A', 'themes/new') +
      record(':160000 000000 1111111 0000000 D', 'themes/old') +
      record(':100644 160000 587be6b 2222222 T', 'vendor/lib');
    expect(parseRawDiff(stdout)).toEqual([
      { path: 'site/index.html', submodule: false },
      { path: 'themes/mytheme', submodule: true },
      { path: 'themes/new', submodule: true },
      { path: 'themes/old', submodule: true },
      { path: 'vendor/lib', submodule: true },
    ]);
  });

  it('keeps a path that looks like a header, and lists both paths of a rename', () => {
    const stdout =
      record(':100644 100644 587be6b 975fbec M', ':100644 a b c M') +
      record(':100644 100644 587be6b 587be6b R100', 'old/a.txt', 'new/a.txt');
    expect(parseRawDiff(stdout)).toEqual([
      { path: ':100644 a b c M', submodule: false },
      { path: 'old/a.txt', submodule: false },
      { path: 'new/a.txt', submodule: false },
    ]);
  });

  it('reads no output as no change, and refuses what is not the raw format', () => {
    expect(parseRawDiff('')).toEqual([]);
    expect(parseRawDiff('site/index.html\0')).toBeUndefined();
    expect(parseRawDiff(':100644 100644 587be6b 975fbec M\0')).toBeUndefined();
    expect(parseRawDiff(':100644 100644 587be6b 975fbec M\0site/index.html')).toBeUndefined();
  });
});
