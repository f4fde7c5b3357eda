/**
 * A built site for the lines `npm run emulator` prints: a home page and one more page in `dist/`
 * of a new temporary folder, so that a line run as printed, from any folder (`--workspace`),
 * deploys a site and not whatever `dist/` the current folder holds (the repository root's is
 * the action's bundle, which has no index.html).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The site's build, relative to the folder: `source-dir` of the printed lines. */
export const SAMPLE_SITE_BUILD = 'dist';

const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>Sample site</title><link rel=stylesheet href=/style.css><h1>Hello from the emulator</h1>\n',
  'about/index.html': '<!doctype html><title>About</title><h1>About</h1>\n',
  'style.css': 'h1 { font-family: sans-serif; }\n',
};

/** Writes the sample site to a new temporary folder and returns that folder (the workspace). */
export async function writeSampleSite(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'emulator-sample-site-'));
  for (const [path, content] of Object.entries(PAGES)) {
    const file = join(folder, SAMPLE_SITE_BUILD, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return folder;
}
