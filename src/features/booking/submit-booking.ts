import { createBookingReference } from './booking-reference';
import { toBookingParams, type BookingValues } from './booking-values';
import { scheduleRetry } from './outbox/page-outbox';
import {
  announceQueued,
  bookingState,
  enqueueBooking,
  flushOutbox,
  isOutboxAvailable,
  sendDirectly,
} from './outbox/outbox';
import { sendWithSdk } from './outbox/send-email-sdk';
import { requestBackgroundSync } from './request-background-sync';

/** How a submission ended, from the visitor's point of view. */
export type SubmitOutcome =
  /** EmailJS accepted it. `late`: its preferred date had passed (not on a direct send). */
  | { kind: 'sent'; reference: string }
  /**
   * Kept on this device; it is sent when the network (or EmailJS) is back. `backgroundSync`: the
   * browser took a Background Sync registration, so it is sent even if every tab is closed.
   */
  | { kind: 'queued'; reference: string; backgroundSync: boolean }
  /** Refused for good (bad request, bad configuration): the visitor must call or e-mail instead. */
  | { kind: 'failed'; reference: string }
  /** Not sent and not kept: this browser has no outbox. The visitor can try again. */
  | { kind: 'unsent'; reference: string }
  /** The honeypot was filled: a bot. Answered like a success, never sent. */
  | { kind: 'dropped'; reference: string };

/**
 * Submits a booking: written to the outbox first, then sent under the outbox lock, so a closed tab
 * or a lost connection never loses it. Without an outbox (no IndexedDB or Web Locks) it is sent
 * directly and nothing is kept. Throws only when the outbox failed to store it.
 */
export async function submitBooking(values: BookingValues, honeypot: string): Promise<SubmitOutcome> {
  const reference = createBookingReference();
  if (honeypot.trim() !== '') return { kind: 'dropped', reference };
  const params = toBookingParams(values, reference);

  if (!(await isOutboxAvailable())) {
    const result = await sendDirectly(sendWithSdk, params);
    if (result === 'sent') return { kind: 'sent', reference };
    return { kind: result === 'permanent' ? 'failed' : 'unsent', reference };
  }

  await enqueueBooking(params);
  const report = await flushOutbox(sendWithSdk, { wait: true });
  // The outbox says where it stands (another tab may have sent it meanwhile); a booking it
  // accepted counts as sent even if its record could not be removed (flush-outbox.ts).
  const state = report.sent.includes(reference) ? 'sent' : await bookingState(reference);
  if (state === 'sent') return { kind: 'sent', reference };
  if (state === 'refused') return { kind: 'failed', reference };

  announceQueued(reference);
  scheduleRetry(report.waiting.find((item) => item.reference === reference)?.attempts ?? 1);
  return { kind: 'queued', reference, backgroundSync: await requestBackgroundSync() };
}
