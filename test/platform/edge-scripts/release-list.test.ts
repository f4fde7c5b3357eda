import { describe, expect, it } from 'vitest';
import type { PlatformClient } from '../../../src/api/platform-client.ts';
import type { ScriptRelease } from '../../../src/api/models/releases.ts';
import { codeSha256 } from '../../../src/platform/edge-scripts/code-hash.ts';
import { rollbackNote } from '../../../src/platform/edge-scripts/notes.ts';
import { releaseBeforeCode } from '../../../src/platform/edge-scripts/release-list.ts';

/** A client whose release list is `releases`, on one page. */
function listing(releases: ScriptRelease[]): PlatformClient {
  const page = JSON.stringify({ Items: releases, CurrentPage: 1, TotalItems: releases.length, HasMoreItems: false });
  const client: Pick<PlatformClient, 'stream'> = {
    stream: async (_request, consume) => {
      async function* body(): AsyncIterable<Uint8Array> {
        yield Buffer.from(page, 'utf8');
      }
      return { status: 200, body: await consume(body(), { describe: 'GET /compute/script/7/releases', status: 200, attempt: 1 }) };
    },
  };
  return client as PlatformClient;
}

/** Release `id`, made and published at minute `id`. */
const release = (id: number, code: string, extra: Partial<ScriptRelease> = {}): ScriptRelease => ({
  Id: id,
  Uuid: `00000000-0000-4000-8000-00000000000${id}`,
  Code: code,
  Note: `Deploy ${id}`,
  Deleted: false,
  DateReleased: new Date(Date.UTC(2026, 11, 7, 6, id)).toISOString(),
  DatePublished: new Date(Date.UTC(2026, 11, 7, 6, id)).toISOString(),
  ...extra,
});

// A, then B (commit X's code), then C (bad), then B′: this action's rollback copy of B, live.
const a = release(1, 'a');
const b = release(2, 'x');
const c = release(3, 'bad');
const copy = release(4, 'x', { Note: rollbackNote({ Id: b.Id, Uuid: b.Uuid ?? '' }, undefined) });

describe('releaseBeforeCode when the live release is a rollback copy', () => {
  it('walks through the deleted release it restores: A, never C made between B and its copy', async () => {
    const found = await releaseBeforeCode(listing([a, { ...b, Deleted: true }, c, copy]), 7, copy, codeSha256('x'));
    expect(found).toEqual({ uuid: a.Uuid, id: a.Id });
  });

  it('cannot know it when the release it restores is not in the list at all', async () => {
    const found = await releaseBeforeCode(listing([a, c, copy]), 7, copy, codeSha256('x'));
    expect(found.uuid).toBeUndefined();
    expect('reason' in found && found.reason).toContain(`restores release ${b.Uuid}, which the release list does not hold`);
  });

  it('never names a deleted release itself', async () => {
    const deletedNewest = await releaseBeforeCode(listing([a, { ...c, Deleted: true }]), 7, release(5, 'new'), codeSha256('new'));
    expect(deletedNewest).toEqual({ uuid: a.Uuid, id: a.Id });
  });
});
