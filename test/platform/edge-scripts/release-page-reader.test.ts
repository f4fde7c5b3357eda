import { describe, expect, it } from 'vitest';
import type { ScriptRelease } from '../../../src/api/models/releases.ts';
import { releasePageReader } from '../../../src/platform/edge-scripts/release-page-reader.ts';

/** A body that arrives in chunks of `size` bytes. */
async function* chunks(text: string, size: number): AsyncIterable<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const context = { describe: 'GET /compute/script/7/releases', status: 200, attempt: 1 };
const release = (id: number, code = `// ${id}`) => ({ Id: id, Uuid: `r-${id}`, Code: code, Note: `note "${id}" {é}`, Deleted: false });

async function readPage(text: string, options: { size?: number; max?: number; stopAt?: number } = {}) {
  const seen: ScriptRelease[] = [];
  const visit = (found: ScriptRelease) => {
    seen.push(found);
    return found.Id === options.stopAt;
  };
  const tail = await releasePageReader(visit, options.max)(chunks(text, options.size ?? 7), context);
  return { seen, tail };
}

describe('releasePageReader', () => {
  it('hands over each release, parsed, whatever the chunking, and reads the tail', async () => {
    const page = JSON.stringify({
      Items: [release(1), release(2, 'a "quoted" \\ [{'), release(3)],
      CurrentPage: 1,
      TotalItems: 9,
      HasMoreItems: true,
    });
    for (const size of [1, 3, 64, page.length]) {
      const { seen, tail } = await readPage(page, { size });
      expect(seen).toEqual([release(1), release(2, 'a "quoted" \\ [{'), release(3)]);
      expect(tail).toEqual({ items: 3, TotalItems: 9, HasMoreItems: true, stopped: false });
    }
  });

  it('caps each release, not the page: a page past the cap is read, one release past it is refused', async () => {
    const code = 'x'.repeat(900);
    const page = JSON.stringify({ Items: [1, 2, 3, 4, 5].map((id) => release(id, code)), TotalItems: 5, HasMoreItems: false });
    expect(page.length).toBeGreaterThan(4000);
    const { seen } = await readPage(page, { size: 100, max: 1000 });
    expect(seen.map((found) => found.Id)).toEqual([1, 2, 3, 4, 5]);

    const big = JSON.stringify({ Items: [release(1), release(2, 'x'.repeat(1200))], HasMoreItems: false });
    await expect(readPage(big, { size: 100, max: 1000 })).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('the body is not of the documented shape: a release spans more than'),
    });
  });

  it('stops parsing once the release looked for is found, but reads the page to its end', async () => {
    const page = JSON.stringify({ Items: [release(1), release(2), release(3)], HasMoreItems: true });
    const { seen, tail } = await readPage(page, { stopAt: 2 });
    expect(seen.map((found) => found.Id)).toEqual([1, 2]);
    expect(tail).toMatchObject({ items: 3, stopped: true });
  });

  it('refuses a body that is not a release page, naming where', async () => {
    const invalid = (text: string) =>
      readPage(text).then(
        () => 'read',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(await invalid('{"Items": [{"Id": "one"}]}')).toMatch(/documented shape: Items\.0\.Id: /);
    expect(await invalid('{"Items": [1]}')).toContain('documented shape: Items.0: expected a release');
    expect(await invalid('{"Items": {}}')).toContain('documented shape: Items: expected an array');
    expect(await invalid('{"Items": [], "HasMoreItems": "yes"}')).toMatch(/documented shape: HasMoreItems: /);
    expect(await invalid('{"Items": [{"Id": 1}')).toContain('the body is not JSON');
    expect(await invalid('  ')).toContain('the body is empty');
  });
});
