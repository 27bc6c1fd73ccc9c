import { createBookingReference } from './booking-reference';
import { toBookingParams, type BookingValues } from './booking-values';
import { enqueueBooking, flushOutbox, sendDirectly } from './outbox/flush-outbox';
import { getRecord } from './outbox/outbox-db';
import { publishOutboxEvent } from './outbox/outbox-events';
import { isOutboxAvailable, scheduleRetry } from './outbox-retries';
import { requestBackgroundSync } from './request-background-sync';
import { sendWithSdk } from './send-email-sdk';

/** How a submission ended, from the visitor's point of view. */
export type SubmitOutcome =
  /** EmailJS accepted it. */
  | { kind: 'sent'; reference: string }
  /** Kept on this device; it is sent when the network (or EmailJS) is back. */
  | { kind: 'queued'; reference: string }
  /** Refused for good (bad request, bad configuration): the visitor must call or e-mail instead. */
  | { kind: 'failed'; reference: string }
  /** Not sent and not kept: this browser has no outbox. The visitor can try again. */
  | { kind: 'unsent'; reference: string }
  /** The honeypot was filled: a bot. Answered like a success, never sent. */
  | { kind: 'dropped'; reference: string };

/**
 * Submits a booking: written to the outbox first, then sent under the outbox lock, so a closed tab
 * or a lost connection never loses it. Without an outbox (no IndexedDB or Web Locks) it is sent
 * directly and nothing is kept.
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
  // Read back rather than trusting the report: another tab may have sent it meanwhile.
  const record = await getRecord(reference);
  if (!record) return { kind: 'sent', reference };
  if (record.status === 'failed') return { kind: 'failed', reference };

  publishOutboxEvent({ type: 'queued', reference });
  void requestBackgroundSync();
  scheduleRetry(report.waiting.find((item) => item.reference === reference)?.attempts ?? 1);
  return { kind: 'queued', reference };
}
