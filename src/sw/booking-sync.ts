import { checkEmailConfig } from '../config/env';
import {
  expireOutbox,
  flushOutbox,
  isOutboxAvailable,
  OUTBOX_SYNC_TAG,
} from '../features/booking/outbox/outbox';
import { sendEmailRest } from '../features/booking/outbox/send-email-rest';

declare const self: ServiceWorkerGlobalScope;

// Background Sync is not in TypeScript's WebWorker types (Chromium-only so far).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last retry of this sync. */
  readonly lastChance: boolean;
}

/**
 * Sends waiting bookings from the shared outbox, under the same lock as the pages, with one fetch
 * each (the SDK's exact body). Results go out on the outbox channel, so open pages update; a
 * refusal is kept in the outbox, where the next page of the site opened shows it to the visitor.
 * Throws while bookings still wait, so the browser retries the sync later with its own backoff.
 */
async function sendWaitingBookings(lastChance: boolean): Promise<void> {
  if (!(await isOutboxAvailable())) return;
  await expireOutbox().catch(() => undefined);
  const report = await flushOutbox(sendEmailRest, { wait: true });
  if (report.waiting.length > 0 && !lastChance) {
    throw new Error(`${report.waiting.length} booking(s) still waiting; the browser will retry this sync`);
  }
}

/** Registers the service worker's handler that sends queued bookings when the browser fires a sync. */
export function registerBookingSync(): void {
  checkEmailConfig();
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(sendWaitingBookings(sync.lastChance));
  });
}
