import { describe, expect, it } from 'vitest';
import type { ScriptRelease } from '../../src/api/models/releases.ts';
import { pollUntil } from '../../src/api/polling.ts';
import { FakeClock } from '../support/fake-clock.ts';

const release = (sha: string): ScriptRelease => ({ Id: 1, CommitSha: sha });

/** Answers from a list, one per read (the last repeats); each read takes `readMs`. */
function reader(clock: FakeClock, answers: Array<ScriptRelease | undefined>, readMs = 0) {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    read: async () => {
      clock.time += readMs;
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads += 1;
      return answer;
    },
  };
}

const matches = (r: ScriptRelease | undefined) => r?.CommitSha === 'new';

type Options = Omit<Parameters<typeof pollUntil<ScriptRelease | undefined>>[0], 'settled'> & { matches: typeof matches };
/** The release wait's shape: reads until the release matches. */
const waitForRelease = async ({ matches: settled, ...options }: Options) => {
  const result = await pollUntil({ ...options, settled });
  return { ...result, matched: result.settled, release: result.last };
};

describe('pollUntil, as the release wait uses it', () => {
  it('reads once without a wait', async () => {
    const clock = new FakeClock();
    const source = reader(clock, [release('old')]);
    const result = await waitForRelease({ read: source.read, matches, waitMs: 0, intervalMs: 5000, clock });
    expect(result).toMatchObject({ matched: false, polls: 1, release: { CommitSha: 'old' } });
    expect(clock.sleeps).toEqual([]);
  });

  it('stops at the first match', async () => {
    const clock = new FakeClock();
    const source = reader(clock, [undefined, release('old'), release('new')]);
    const polls: Array<{ poll: number; value: ScriptRelease | undefined; settled: boolean; nextInMs: number | undefined }> = [];
    const result = await waitForRelease({
      read: source.read,
      matches,
      waitMs: 60_000,
      intervalMs: 5000,
      clock,
      onPoll: (p) => polls.push(p),
    });
    expect(result).toMatchObject({ matched: true, polls: 3, release: { CommitSha: 'new' }, elapsedMs: 10_000 });
    expect(clock.sleeps).toEqual([5000, 5000]);
    expect(polls.map((p) => [p.poll, p.value?.CommitSha, p.settled, p.nextInMs])).toEqual([
      [1, undefined, false, 5000],
      [2, 'old', false, 5000],
      [3, 'new', true, undefined],
    ]);
  });

  it('gives up on time, cutting the last sleep to the deadline', async () => {
    const clock = new FakeClock();
    const source = reader(clock, [release('old')]);
    const result = await waitForRelease({ read: source.read, matches, waitMs: 12_000, intervalMs: 5000, clock });
    expect(clock.sleeps).toEqual([5000, 5000, 2000]);
    expect(result).toMatchObject({ matched: false, polls: 4, elapsedMs: 12_000 });
  });

  it('counts the time reads take against the wait, not a number of attempts', async () => {
    const clock = new FakeClock();
    const source = reader(clock, [undefined], 1500);
    const result = await waitForRelease({ read: source.read, matches, waitMs: 10_000, intervalMs: 2000, clock });
    // Polls start every 2 s (0, 2, 4, 6, 8, 10 s) and each read takes 1.5 s of it; the poll
    // that starts at the 10 s deadline is the last.
    expect(clock.sleeps).toEqual([500, 500, 500, 500, 500]);
    expect(result.polls).toBe(6);
    expect(result.release).toBeUndefined();
    expect(clock.time).toBe(11_500);
  });

  it('starts polls one interval apart, so a release is seen within one interval plus one read', async () => {
    const clock = new FakeClock();
    const starts: number[] = [];
    const read = async () => {
      starts.push(clock.time);
      await clock.sleep(300);
      return undefined;
    };
    await waitForRelease({ read, matches, waitMs: 4000, intervalMs: 1000, clock });
    expect(starts).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('never sleeps past the deadline when the interval is longer than the wait', async () => {
    const clock = new FakeClock();
    const source = reader(clock, [undefined]);
    await waitForRelease({ read: source.read, matches, waitMs: 3000, intervalMs: 60_000, clock });
    expect(clock.sleeps).toEqual([3000]);
    expect(source.reads).toBe(2);
  });

  it('lets a read failure through', async () => {
    const clock = new FakeClock();
    const read = async () => {
      throw new Error('401');
    };
    await expect(waitForRelease({ read, matches, waitMs: 10_000, intervalMs: 1000, clock })).rejects.toThrow('401');
  });
});
