/** Every number the outbox decides by, with its reason. Imports nothing, so the tests and soak read it. */

// A request on a weak link or behind a captive portal can hang for minutes, holding the lock and the
// visitor on "Sending…"; 20 s is ample for a ~1 KB POST even on 2G. Past it, a transient failure.
export const SEND_TIMEOUT_MS = 20_000;

// EmailJS answers 429 to more than one request a second from a site. Counted from the end of the
// previous send (its request arrived before its answer); the extra 100 ms is room for EmailJS's clock.
export const MIN_SEND_INTERVAL_MS = 1_100;

// One transient failure may be the booking's own (a 500 to one request), so the next is still
// tried; two in a row mean EmailJS or the network is down: stop, and spare the data and rate limit.
export const TRANSIENT_FAILURES_BEFORE_STOP = 2;

// An IndexedDB open takes well under a second even on a cheap phone; one blocked by an older build's
// tab, or hung (Safari bugs), may never end. Past 5 s the outbox counts as unavailable, and the form says so.
export const OPEN_TIMEOUT_MS = 5_000;

// One failed send may be a blip; after two, or once a booking has waited this long, the visitor is
// told why it waits (no connection, or the booking service unreachable), and offered another way.
export const ATTEMPTS_BEFORE_REASON = 2;
export const REASON_AFTER_MS = 60_000;

// 5 s after the first failure (most are a brief gap in coverage), doubling to a 5-minute cap (a
// phone offline for hours wakes rarely: battery, data). 'online' and visibility retry at once anyway.
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
// Never retry sooner than this, so an unlucky jitter draw cannot make a busy loop.
export const BACKOFF_MIN_MS = 1_000;

// Long enough for a refused booking to be seen on a later visit (a phone used once a week), short
// enough that a shared or cyber-café computer does not keep a stranger's details for ever.
export const REFUSED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether a queued booking has waited long enough (failed twice, or for a minute) to say why. */
export function isWaitReasonKnown(
  { attempts, createdAt }: { attempts: number; createdAt: number },
  now: number,
) {
  return attempts >= ATTEMPTS_BEFORE_REASON || (attempts > 0 && now - createdAt >= REASON_AFTER_MS);
}

/** The delay after `attempts` failures, fully jittered: phones on one Wi-Fi must not retry in lockstep. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 16));
  return Math.max(BACKOFF_MIN_MS, Math.floor(random() * ceiling));
}

/** Wait before the next send: at most the interval, so a clock set back never holds the outbox longer. */
export function paceDelay(lastSendAt: unknown, now: number): number {
  if (typeof lastSendAt !== 'number' || !Number.isFinite(lastSendAt)) return 0;
  return Math.min(MIN_SEND_INTERVAL_MS, Math.max(0, lastSendAt + MIN_SEND_INTERVAL_MS - now));
}
