import { writeFileSync } from 'node:fs';

/**
 * Writes a file whose name is the Latin-1 bytes of `name` (`café.txt` as 63 61 66 E9), not UTF-8,
 * as an old archive unpacks it. False where the filesystem refuses such a name (APFS, which
 * stores UTF-8 only); Linux ext4 and tmpfs take any bytes but '/' and NUL.
 */
export function writeLatin1Name(folder: string, name: string, content: string): boolean {
  try {
    writeFileSync(Buffer.from(`${folder}/${name}`, 'latin1'), content);
    return true;
  } catch {
    return false;
  }
}
