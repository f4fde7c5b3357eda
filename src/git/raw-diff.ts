/*
 * `git diff --raw -z`'s records: the paths, and which of them is a submodule. A submodule's change
 * is one entry (its path, no slash after it) whatever changed inside it, so a caller that matches
 * folder patterns needs to know the entry is a folder.
 */

/** A path that differs between two trees, relative to the repository's root. */
export interface ChangedPath {
  path: string;
  /** A submodule (a gitlink, mode 160000) on either side: a folder, compared by its commit only. */
  submodule: boolean;
}

/** `:<old mode> <new mode> <old id> <new id> <status>[score]`, the header before each record's paths. */
const HEADER = /^:([0-7]{6}) ([0-7]{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])[0-9]*$/;

const GITLINK = '160000';

/**
 * The records of `stdout`; undefined when it is not the raw format. With -z each header and each
 * path ends in NUL; a copy or a rename has two paths, both listed, every other status one.
 */
export function parseRawDiff(stdout: string): ChangedPath[] | undefined {
  const fields = stdout.split('\0');
  const changed: ChangedPath[] = [];
  let i = 0;
  // The output ends in NUL, so the last field is empty.
  while (i < fields.length - 1) {
    const header = HEADER.exec(fields[i] as string);
    if (!header) return undefined;
    const submodule = header[1] === GITLINK || header[2] === GITLINK;
    const count = header[3] === 'R' || header[3] === 'C' ? 2 : 1;
    if (i + count >= fields.length) return undefined;
    for (let k = 1; k <= count; k++) {
      const path = fields[i + k] as string;
      if (path === '') return undefined;
      changed.push({ path, submodule });
    }
    i += count + 1;
  }
  return fields[fields.length - 1] === '' ? changed : undefined;
}
