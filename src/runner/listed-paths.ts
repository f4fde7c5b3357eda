import { inline } from './untrusted-text.ts';

/** Paths a message or a summary names before it says "and N more". */
const LISTED_PATHS = 20;

/** Rows a job summary's table shows at most: the runner drops a step's summary over 1 MiB whole. */
export const SUMMARY_ROWS = 50;

/**
 * "a.txt, b/c.txt and 3 more": paths in a message, each shown by `show` (inline, cut at 200
 * characters, unless the caller has a form of its own), one limit for every message of a step.
 */
export const listPaths = (paths: readonly string[], show: (path: string) => string = (path) => inline(path, 200)) =>
  paths
    .slice(0, LISTED_PATHS)
    .map((path) => show(path))
    .join(', ') + (paths.length > LISTED_PATHS ? ` and ${paths.length - LISTED_PATHS} more` : '');

/** A message's lines, one per item, the first LISTED_PATHS of them, then how many more there are. */
export function listLines<T>(items: readonly T[], line: (item: T) => string): string[] {
  const lines = items.slice(0, LISTED_PATHS).map(line);
  if (items.length > LISTED_PATHS) lines.push(`...and ${items.length - LISTED_PATHS} more`);
  return lines;
}
