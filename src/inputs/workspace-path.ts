import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isInside } from '../platform/local-files/path-inside.ts';
import { InputError, showValue } from './inputs.ts';

function linkTarget(path: string): string | undefined {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/** Links followed at most, as the kernel does (ELOOP), so that a loop of links ends. */
const MAX_LINKS = 40;

/**
 * The real path of `path`, or of its nearest existing ancestor joined with the rest. A link
 * whose target does not exist yet is followed too: writing through it would create the target.
 */
function realPathOf(path: string, links = 0): string {
  let existing = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return resolve(realpathSync(existing), ...[...rest].reverse());
    } catch {
      const target = links < MAX_LINKS ? linkTarget(existing) : undefined;
      // A relative target counts from the link's real directory, as the kernel reads it.
      if (target !== undefined)
        return realPathOf(resolve(realPathOf(dirname(existing), links + 1), target, ...[...rest].reverse()), links + 1);
      const parent = dirname(existing);
      if (parent === existing) return path;
      rest.push(existing.slice(parent.length + 1));
      existing = parent;
    }
  }
}

/** The one rule: `target`, and wherever its links lead, stays inside `root`. */
function staysInside(root: string, target: string): boolean {
  return isInside(root, target) && isInside(root, realPathOf(target));
}

/**
 * Whether `path` (relative to the workspace, or absolute), and wherever its links lead, stays
 * inside the workspace: a step should read and write only the checkout it works on.
 */
export function staysInWorkspace(path: string, workspace: string): boolean {
  const root = realPathOf(resolve(workspace));
  return staysInside(root, resolve(root, path));
}

/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link.
 */
export function workspacePath(input: string, value: string, workspace: string): string {
  if (value.includes('\0')) throw new InputError(input, 'contains a NUL character');
  const root = realPathOf(resolve(workspace));
  const target = resolve(root, value);
  if (!staysInside(root, target)) {
    throw new InputError(input, `path ${showValue(value)} leaves the workspace; give a path inside ${root}`);
  }
  return target;
}
