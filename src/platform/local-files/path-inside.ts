import { isAbsolute, relative, sep } from 'node:path';

/**
 * The one rule of a path staying inside a folder, on paths as given (links are the caller's to
 * follow first): `target` is `root` or below it. Read from the relative path, so that a sibling
 * whose name starts like the folder's (`/work/checkout-other`) is not inside, and a name that
 * only starts with two dots (`..hidden`) is.
 */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}
