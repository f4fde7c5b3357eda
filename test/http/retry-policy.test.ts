import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_TIMING, backoffDelay, limitedBackoffDelay, requestedRetryAfter } from '../../src/http/retry-policy.ts';

describe('retry policy', () => {
  it('draws a full-jitter wait below an exponential ceiling', () => {
    expect(backoffDelay(1, DEFAULT_RETRY_TIMING, () => 0.999)).toBe(499);
    expect(backoffDelay(3, DEFAULT_RETRY_TIMING, () => 0.5)).toBe(1000);
    expect(backoffDelay(30, DEFAULT_RETRY_TIMING, () => 0.999)).toBeLessThan(DEFAULT_RETRY_TIMING.maxDelayMs);
    expect(backoffDelay(2, DEFAULT_RETRY_TIMING, () => 0)).toBe(0);
  });

  it('draws the wait after limited answers in a row from the upper half of the same ceiling', () => {
    expect(limitedBackoffDelay(1, DEFAULT_RETRY_TIMING, () => 0)).toBe(250);
    expect(limitedBackoffDelay(1, DEFAULT_RETRY_TIMING, () => 0.999)).toBe(499);
    expect(limitedBackoffDelay(3, DEFAULT_RETRY_TIMING, () => 0)).toBe(1000);
    expect(limitedBackoffDelay(30, DEFAULT_RETRY_TIMING, () => 0)).toBe(DEFAULT_RETRY_TIMING.maxDelayMs / 2);
    expect(limitedBackoffDelay(30, DEFAULT_RETRY_TIMING, () => 0.999)).toBeLessThan(DEFAULT_RETRY_TIMING.maxDelayMs);
  });

  it('reads Retry-After in seconds and as an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(requestedRetryAfter('3', now)).toBe(3000);
    expect(requestedRetryAfter('Sat, 21 Nov 2026 10:00:02 GMT', now)).toBe(2000);
    expect(requestedRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(requestedRetryAfter(undefined, now)).toBeUndefined();
    expect(requestedRetryAfter('soon', now)).toBeUndefined();
    expect(requestedRetryAfter('86400', now)).toBe(86_400_000);
  });
});
