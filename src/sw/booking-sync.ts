import { checkEmailConfig } from '../config/env';
import { OUTBOX_SYNC_TAG, sendQueuedBookings } from '../features/booking/outbox/worker-outbox';

declare const self: ServiceWorkerGlobalScope;

// Background Sync is not in TypeScript's WebWorker types (Chromium-only so far).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** True on the browser's last retry of this sync. */
  readonly lastChance: boolean;
}

/** Sends queued bookings when the browser fires a sync, even with every tab closed. */
export function registerBookingSync(): void {
  checkEmailConfig();
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      sendQueuedBookings().then((queued) => {
        // Rejected while some are still queued, so the browser retries the sync later with its own backoff.
        if (queued > 0 && !sync.lastChance)
          throw new Error(`${queued} booking(s) still queued; the browser will retry this sync`);
      }),
    );
  });
}
