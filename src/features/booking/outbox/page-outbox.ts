import { checkEmailConfig } from '../../../config/env';
import { backoffDelay } from './backoff';
import { listPending } from './outbox-db';
import { expireOutbox, flushOutbox, isOutboxAvailable } from './outbox';

let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Retries after the backoff delay for a booking that has failed `attempts` times. */
export function scheduleRetry(attempts: number): void {
  clearTimeout(timer);
  timer = setTimeout(
    () => void retryWaitingBookings().catch(() => scheduleRetry(attempts + 1)),
    backoffDelay(attempts),
  );
}

/**
 * Sends waiting bookings now, unless another tab or the service worker is already at it. The SDK
 * is loaded only when something is waiting, so pages without a booking never download it.
 */
export async function retryWaitingBookings(): Promise<void> {
  clearTimeout(timer);
  if (!(await isOutboxAvailable())) return;
  const pending = await listPending();
  if (pending.length === 0) return;
  const { sendWithSdk } = await import('./send-email-sdk');
  const report = await flushOutbox(sendWithSdk, { wait: false });
  if (!report.ran) {
    // Someone else holds the lock and may have listed the outbox before our newest booking.
    scheduleRetry(1);
  } else if (report.waiting.length > 0) {
    // The least-tried waiting booking sets the pace: a booking that keeps failing on its own
    // (its attempts climbing) must not push a newer one's next try out to the 5-minute cap.
    scheduleRetry(Math.min(...report.waiting.map((item) => Math.max(1, item.attempts))));
  }
}

/**
 * Starts the page's side of the outbox, once per page load, from the app shell after hydration:
 * checks the EmailJS configuration (said in the console), removes what has expired, and sends
 * waiting bookings now, on 'online', whenever the page becomes visible again, and on the backoff
 * timer. `navigator.onLine` is only a hint, so nothing here trusts it: a failed send is what
 * counts, and the timer covers a recovery no event announces.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  checkEmailConfig();
  const retry = () =>
    void retryWaitingBookings().catch((error: unknown) => {
      // IndexedDB can fail (storage evicted, quota); the records that exist are kept for next time.
      console.error('Error sending email: the booking outbox could not be read', error);
    });
  void isOutboxAvailable().then(async (available) => {
    if (!available) return;
    await expireOutbox().catch(() => undefined);
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') retry();
    });
    retry();
  });
}
