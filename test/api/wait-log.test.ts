import { describe, expect, it } from 'vitest';
import { formatSeconds } from '../../src/http/wording.ts';
import { pollLine, waitedFor } from '../../src/api/wait-log.ts';

describe('the wait log', () => {
  it('writes a duration to a tenth of a second, without a trailing .0', () => {
    expect([0, 40, 50, 400, 1000, 2500, 2549, 60_000, -5].map(formatSeconds)).toEqual([
      '0 s',
      '0 s',
      '0.1 s',
      '0.4 s',
      '1 s',
      '2.5 s',
      '2.5 s',
      '60 s',
      '0 s',
    ]);
  });

  it('writes a poll with what comes next: another poll, the end of the time, or nothing once settled', () => {
    expect(pollLine({ poll: 3, elapsedMs: 4500, nextInMs: 2000, settled: false }, 'still old')).toBe(
      'Poll 3 at 4.5 s: still old; next poll in 2 s',
    );
    expect(pollLine({ poll: 4, elapsedMs: 6000, nextInMs: undefined, settled: false }, 'still old')).toBe(
      'Poll 4 at 6 s: still old; time is up',
    );
    expect(pollLine({ poll: 5, elapsedMs: 6000, nextInMs: undefined, settled: true }, 'live')).toBe('Poll 5 at 6 s: live');
    expect(pollLine({ poll: 1, elapsedMs: 0, nextInMs: 1000, settled: false }, '')).toBe('Poll 1 at 0 s; next poll in 1 s');
    expect(pollLine({ poll: 2, elapsedMs: 1200, nextInMs: 800, settled: false }, 'status 503', 'Attempt')).toBe(
      'Attempt 2 at 1.2 s: status 503; next attempt in 0.8 s',
    );
  });

  it('says how long a wait took and how many polls it made', () => {
    expect(waitedFor({ elapsedMs: 12_000, polls: 7 })).toBe('after 12 s (7 polls)');
    expect(waitedFor({ elapsedMs: 0, polls: 1 })).toBe('after 0 s (1 poll)');
  });
});
