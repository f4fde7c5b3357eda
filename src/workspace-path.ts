import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError, showValue } from './inputs.ts';

function inside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** The real path of `path`, or of its nearest existing ancestor joined with the rest. */
function realPathOf(path: string): string {
  let existing = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return resolve(realpathSync(existing), ...rest.reverse());
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return path;
      rest.push(existing.slice(parent.length + 1));
      existing = parent;
    }
  }
}

/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link: a step should read and write only the checkout it works on.
 */
export function workspacePath(input: string, value: string, workspace: string): string {
  if (value.includes('\0')) throw new InputError(input, 'contains a NUL character');
  const root = realPathOf(resolve(workspace));
  const target = resolve(root, value);
  if (!inside(root, target) || !inside(root, realPathOf(target))) {
    throw new InputError(input, `path ${showValue(value)} leaves the workspace; give a path inside ${root}`);
  }
  return target;
}
