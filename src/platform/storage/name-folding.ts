/*
 * Whether a storage zone tells apart names that differ only in case (`Logo.PNG`, `logo.png`) or
 * in Unicode normalisation (a name in NFC, and the NFD a macOS runner may write) is unknown
 * (storage-and-deploy-facts 1.5). A write must be safe under either reading: on a zone that
 * folds them, an upload of one replaces the other, and a delete of one deletes the other.
 */

/** The one form every spelling of a name shares on a zone that folds: NFC, lower case (NFC again: lower-casing can undo it). */
export const foldedPath = (path: string): string => path.normalize('NFC').toLowerCase().normalize('NFC');

/** The paths that fold to one, two or more a group, each in the order given: an array is made for a collision only. */
export function foldCollisions(paths: Iterable<string>): string[][] {
  const first = new Map<string, string>();
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const key = foldedPath(path);
    const seen = first.get(key);
    const group = groups.get(key);
    if (seen === undefined) first.set(key, path);
    else if (group) group.push(path);
    else groups.set(key, [seen, path]);
  }
  return [...groups.values()];
}
