import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  BACKOFF_MIN_MS,
  backoffDelay,
} from '../../src/features/booking/outbox/outbox-policy';

describe('backoffDelay', () => {
  it('has a ceiling of 5 s after the first failure, doubling each time up to 5 minutes', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 20, 1000].map((attempts) =>
      backoffDelay(attempts, () => 0.999999),
    );
    expect(ceilings).toEqual([4999, 9999, 19999, 39999, 79999, 159999, 299999, 299999, 299999, 299999]);
  });

  it('never waits less than a second, even with the lowest jitter draw', () => {
    for (const attempts of [0, 1, 2, 10]) expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_MIN_MS);
  });

  it('spreads retries over the whole window (full jitter) and stays within bounds', () => {
    const delays = Array.from({ length: 500 }, () => backoffDelay(4));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
    expect(Math.max(...delays)).toBeLessThan(40_000);
    // 500 draws from a uniform spread land in both halves of the window.
    expect(delays.some((delay) => delay < 20_000)).toBe(true);
    expect(delays.some((delay) => delay >= 20_000)).toBe(true);
    expect(Math.max(...Array.from({ length: 200 }, () => backoffDelay(50)))).toBeLessThanOrEqual(
      BACKOFF_MAX_MS,
    );
  });
});
