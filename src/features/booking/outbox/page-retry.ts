import { checkEmailConfig } from '../../../config/env';
import { backoffDelay } from './backoff';
import { flushOutbox } from './flush-outbox';
import { listQueued } from './outbox-db';
import { expireOutbox, isOutboxAvailable } from './outbox-records';
import { sendFromPage } from './page-sender';

let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Retries after the backoff delay for a booking that has failed `attempts` times. */
export function scheduleRetry(attempts: number): void {
  clearTimeout(timer);
  timer = setTimeout(
    () => void retryQueuedBookings().catch(() => scheduleRetry(attempts + 1)),
    backoffDelay(attempts),
  );
}

/** Sends queued bookings now, unless another tab or the service worker is already at it. */
export async function retryQueuedBookings(): Promise<void> {
  clearTimeout(timer);
  if (!(await isOutboxAvailable())) return;
  // Nothing queued: no lock to take (the SDK is loaded only by a send, page-sender.ts).
  if ((await listQueued()).length === 0) return;
  const report = await flushOutbox(sendFromPage, { wait: false });
  if (!report.ran) {
    // Someone else holds the lock and may have listed the outbox before our newest booking.
    scheduleRetry(1);
  } else if (report.queued.length > 0) {
    // The least-tried booking sets the pace: one that keeps failing on its own must not push a
    // newer one's next try out to the 5-minute cap.
    scheduleRetry(Math.min(...report.queued.map((item) => Math.max(1, item.attempts))));
  }
}

/**
 * The page's side of the outbox, once per page load: expires what is due, then sends queued
 * bookings now, on 'online', when the page is shown again and on the backoff timer. `onLine` is
 * only a hint: a failed send is what counts, and the timer covers a recovery no event announces.
 */
export function startRetries(): void {
  if (started) return;
  started = true;
  checkEmailConfig();
  const retry = () =>
    retryQueuedBookings().catch((error: unknown) => {
      // IndexedDB can fail (storage evicted, quota); the records that exist are kept for next time.
      console.error('Error sending email: the booking outbox could not be read', error);
    });
  void isOutboxAvailable()
    .then(async (available) => {
      if (!available) return;
      await expireOutbox().catch(() => undefined);
      window.addEventListener('online', () => void retry());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void retry();
      });
      await retry();
    })
    // The end-to-end tests wait for this before they check that nothing (more) was sent: from here
    // a send needs a booking waiting in the outbox (tests/support/outbox-at-rest.ts).
    .finally(() => {
      document.documentElement.dataset.outbox = 'started';
    });
}
