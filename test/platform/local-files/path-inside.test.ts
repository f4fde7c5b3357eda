import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from '../../../src/platform/local-files/path-inside.ts';

describe('isInside, the one rule of a path staying inside a folder (the workspace, for inputs and the storage walk alike)', () => {
  const root = resolve('/work/checkout');
  it('takes the folder itself and anything below it, a name that only starts with two dots included', () => {
    for (const target of [root, join(root, 'site'), join(root, 'a/b/c.txt'), join(root, '..hidden'), join(root, '...')])
      expect(isInside(root, target), target).toBe(true);
  });
  it('refuses its parent, a sibling whose name starts like it, and anything elsewhere', () => {
    for (const target of [resolve(root, '..'), `${root}-other`, resolve(root, '../other/x'), resolve('/etc/passwd')])
      expect(isInside(root, target), target).toBe(false);
  });
});
