// 5 s after the first failure (most are a brief gap in coverage), doubling to a 5-minute cap (a
// phone offline for hours wakes rarely: battery, data). 'online' and visibility retry at once anyway.
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
// Never retry sooner than this, so an unlucky jitter draw cannot make a busy loop.
export const BACKOFF_MIN_MS = 1_000;

/**
 * Delay before the next retry after `attempts` failed attempts, with full jitter: a random point
 * below the exponential ceiling, so many phones coming back on the same campus Wi-Fi do not retry
 * in lockstep and hit EmailJS's rate limit together.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 16));
  return Math.max(BACKOFF_MIN_MS, Math.floor(random() * ceiling));
}
