import { backoffDelay } from './outbox/backoff';
import { flushOutbox } from './outbox/flush-outbox';
import { isOutboxStorageUsable, listPending } from './outbox/outbox-db';
import { hasOutboxLock } from './outbox/outbox-lock';

/** Whether bookings can wait on this device: IndexedDB for the records, Web Locks so tabs take turns. */
export async function isOutboxAvailable(): Promise<boolean> {
  return hasOutboxLock() && (await isOutboxStorageUsable());
}

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
    scheduleRetry(Math.max(...report.waiting.map((item) => item.attempts)));
  }
}

/**
 * Starts the page's retries, once per page load: now (app start), on 'online', and whenever the page
 * becomes visible again. `navigator.onLine` is only a hint, so nothing here trusts it: a failed
 * send is what counts, and the backoff timer covers a recovery no event announces.
 */
export function startOutboxRetries(): void {
  if (started) return;
  started = true;
  const retry = () =>
    void retryWaitingBookings().catch((error: unknown) => {
      // IndexedDB can fail (storage evicted, quota); the records that exist are kept for next time.
      console.error('Error sending email: the booking outbox could not be read', error);
    });
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retry();
  });
  retry();
}
