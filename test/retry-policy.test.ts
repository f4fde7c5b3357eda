import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_TIMING, backoffDelay, retryAfterDelay } from '../src/api/retry-policy.ts';

describe('retry policy', () => {
  it('draws a full-jitter wait below an exponential ceiling', () => {
    expect(backoffDelay(1, DEFAULT_RETRY_TIMING, () => 0.999)).toBe(499);
    expect(backoffDelay(3, DEFAULT_RETRY_TIMING, () => 0.5)).toBe(1000);
    expect(backoffDelay(30, DEFAULT_RETRY_TIMING, () => 0.999)).toBeLessThan(DEFAULT_RETRY_TIMING.maxDelayMs);
    expect(backoffDelay(2, DEFAULT_RETRY_TIMING, () => 0)).toBe(0);
  });

  it('reads Retry-After in seconds and as an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterDelay('3', now, DEFAULT_RETRY_TIMING)).toBe(3000);
    expect(retryAfterDelay('Sat, 21 Nov 2026 10:00:02 GMT', now, DEFAULT_RETRY_TIMING)).toBe(2000);
    expect(retryAfterDelay('Sat, 21 Nov 2026 09:00:00 GMT', now, DEFAULT_RETRY_TIMING)).toBe(0);
    expect(retryAfterDelay(undefined, now, DEFAULT_RETRY_TIMING)).toBeUndefined();
    expect(retryAfterDelay('soon', now, DEFAULT_RETRY_TIMING)).toBeUndefined();
  });

  it('caps a Retry-After that would park the job', () => {
    expect(retryAfterDelay('86400', 0, DEFAULT_RETRY_TIMING)).toBe(DEFAULT_RETRY_TIMING.maxRetryAfterMs);
  });
});
