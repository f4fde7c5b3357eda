import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';

/** One entry of a folder's listing. */
export interface FolderEntry {
  /** As text: the name itself, or its printable form (U+FFFD for each byte that is not UTF-8) when it is not UTF-8. */
  name: string;
  /**
   * False for a name that is not UTF-8 (`caf\xe9.txt`, as an old archive unpacks it): its text
   * is not the name, so no path made of it reaches the entry, and no request can name it.
   */
  utf8: boolean;
  kind: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean };
}

/*
 * A name that is not UTF-8 is read as text with U+FFFD for each bad byte: only a folder whose
 * listing holds U+FFFD is listed again as bytes, to tell such a name from one that holds U+FFFD
 * itself (the cost of a second listing stays with the folders that need it).
 */
const asListed = (entries: readonly Dirent[]): FolderEntry[] | undefined =>
  entries.some((entry) => entry.name.includes('\uFFFD'))
    ? undefined
    : entries.map((entry) => ({ name: entry.name, utf8: true, kind: entry }));

const fromBytes = (entries: readonly Dirent<Buffer>[]): FolderEntry[] =>
  entries.map((entry) => {
    const name = entry.name.toString('utf8');
    return { name, utf8: Buffer.from(name, 'utf8').equals(entry.name), kind: entry };
  });

/** A folder's entries, each saying whether its name is UTF-8. */
export async function listFolder(path: string): Promise<FolderEntry[]> {
  return (
    asListed(await readdir(path, { withFileTypes: true })) ?? fromBytes(await readdir(path, { withFileTypes: true, encoding: 'buffer' }))
  );
}

/** listFolder, for a caller that reads its folder before anything else (the step's inputs). */
export function listFolderSync(path: string): FolderEntry[] {
  return asListed(readdirSync(path, { withFileTypes: true })) ?? fromBytes(readdirSync(path, { withFileTypes: true, encoding: 'buffer' }));
}
