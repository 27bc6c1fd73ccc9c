/**
 * The booking outbox as the page uses it: the only module outside outbox/ may import (the service
 * worker's is worker-outbox.ts; eslint.config.js holds both to it). Store, send, follow, start.
 */
import type { BookingParams } from './booking-params';
import type { BookingState } from './booking-state';
import { classifyFailure } from './classify-failure';
import { flushOutbox } from './flush-outbox';
import { logSendError } from './log-send-error';
import { publishOutboxEvent, subscribeOutboxEvents, type OutboxEvent } from './outbox-events';
import { bookingState, enqueueBooking } from './outbox-records';
import { scheduleRetry, startRetries } from './page-retry';
import { preloadPageSender, sendFromPage } from './page-sender';

export type { BookingParams } from './booking-params';
export { toBookingParams } from './to-booking-params';
export type { BookingState } from './booking-state';
export type { OutboxEvent } from './outbox-events';
export { OUTBOX_SYNC_TAG } from './outbox-names';
export {
  bookingState,
  dismissRefusedBooking,
  isOutboxAvailable,
  readOutbox,
  removeRefusedBooking,
  type OutboxContents,
  type QueuedBooking,
  type RefusedBooking,
} from './outbox-records';

/** Starts the page's side once per page load, from the app shell: expiry, then retries of queued bookings. */
export function startOutbox(): void {
  startRetries();
}

/** Loads what sending needs ahead of the first press (the booking page calls it). */
export function prepareToSend(): void {
  preloadPageSender();
}

/**
 * Stores a new booking, then sends it under the outbox lock: stored first, so a closed tab or a
 * lost connection never loses it. Returns where it stands; a queued one is retried by this page.
 */
export async function submitToOutbox(params: BookingParams): Promise<BookingState> {
  const { reference } = params;
  await enqueueBooking(params);
  const report = await flushOutbox(sendFromPage, { wait: true });
  // Accepted is sent even if its record could not be removed; otherwise the record says (another
  // tab may have sent it meanwhile).
  const state = report.sent.includes(reference) ? 'sent' : await bookingState(reference);
  if (state === 'queued') {
    publishOutboxEvent({ type: 'queued', reference });
    scheduleRetry(report.queued.find((item) => item.reference === reference)?.attempts ?? 1);
  }
  return state;
}

/**
 * Sends a booking where no outbox can keep it (no IndexedDB or Web Locks). 'unsent' is not a
 * booking state: a transient failure with nowhere to keep the booking, for the visitor to retry.
 */
export async function sendWithoutOutbox(params: BookingParams): Promise<'sent' | 'refused' | 'unsent'> {
  try {
    await sendFromPage(params);
    return 'sent';
  } catch (error) {
    const failure = classifyFailure(error);
    logSendError(params.reference, failure, error);
    return failure.kind === 'permanent' ? 'refused' : 'unsent';
  }
}

/** Calls `listener` for every outbox event from any tab or the worker; returns the unsubscribe. */
export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  return subscribeOutboxEvents(listener);
}
