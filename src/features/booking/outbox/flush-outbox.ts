import { isBookingParams, isPastPreferredDate, withRequestedAt, type BookingParams } from './booking-params';
import { classifyFailure } from './classify-failure';
import { InvalidBookingError, type EmailSender } from './email-sender';
import { logSendError } from './log-send-error';
import { deleteRecord, getRecord, listPending, putSentMark, recordFailedAttempt } from './outbox-db';
import { publishOutboxEvent, subscribeOutboxEvents } from './outbox-events';
import { withOutboxLock } from './outbox-lock';
import { pacedSend } from './send-pace';

/** What one flush did, by booking reference. */
export interface FlushReport {
  /** False when another tab or the service worker held the lock (only with `wait: false`). */
  ran: boolean;
  sent: string[];
  failed: string[];
  /** Still waiting after a transient failure (or not tried this time), with their attempt counts. */
  waiting: { reference: string; attempts: number }[];
}

/**
 * Transient failures in a row after which a flush stops. One failure may be the booking's own
 * (EmailJS answering 500 to one request), so the next booking is still tried; two in a row mean
 * the service or the network is down, and trying every other booking would only spend the
 * visitor's data and EmailJS's rate limit. The backoff timer tries again.
 */
export const TRANSIENT_FAILURES_BEFORE_STOP = 2;

/**
 * References this context knows EmailJS accepted, from its own sends and every other context's
 * 'sent' event. Never sent again by this context even if the record could not be deleted nor
 * marked (storage failing): that is what a 2xx means.
 */
const acceptedReferences = new Set<string>();
let following = false;
function followAccepted(): void {
  if (following) return;
  following = true;
  subscribeOutboxEvents((event) => {
    if (event.type === 'sent') acceptedReferences.add(event.reference);
  });
}

/** A new booking under this reference: whatever was known about the reference before is not about it. */
export function forgetAccepted(reference: string): void {
  acceptedReferences.delete(reference);
}

/**
 * After a 2xx: the record goes (nothing personal stays). If deleting fails, the record is replaced
 * by a sent mark (the reference only); if that fails too, the reference is kept in memory here and
 * in every open context (the 'sent' event), and the next start tries again. Never throws: the
 * booking was sent whatever storage does now.
 */
async function settleSent(reference: string, now: number): Promise<void> {
  acceptedReferences.add(reference);
  try {
    await deleteRecord(reference);
    return;
  } catch (error) {
    console.error(`Booking ${reference} was sent, but its record could not be deleted`, error);
  }
  await putSentMark(reference, now).catch((error: unknown) => {
    console.error(`Booking ${reference} was sent, but could not be marked sent either`, error);
  });
}

/** A record read inside the lock, checked and ready to send: the params, or why it cannot be. */
function paramsToSend(params: unknown, createdAt: number): BookingParams {
  // Records are read back from storage: one that is not a booking is refused, not sent.
  if (!isBookingParams(params)) throw new InvalidBookingError();
  return withRequestedAt(params, createdAt);
}

/**
 * Sends every waiting booking, oldest first, under the outbox Web Lock. Each record is read again
 * inside the lock, so one sent (and deleted) by another tab or the worker is never sent twice.
 * A 2xx removes the record (settleSent); a permanent failure marks it 'failed', kept for its
 * visitor; a transient one counts the attempt, and the flush goes on with the next booking until
 * TRANSIENT_FAILURES_BEFORE_STOP failures in a row. Sends are paced across every context (see
 * send-pace.ts), so EmailJS never sees more than one a second.
 */
export async function flushOutbox(
  send: EmailSender,
  { wait = true, now = () => Date.now() }: { wait?: boolean; now?: () => number } = {},
): Promise<FlushReport> {
  followAccepted();
  const report: FlushReport = { ran: false, sent: [], failed: [], waiting: [] };
  const result = await withOutboxLock(
    async () => {
      report.ran = true;
      const pending = await listPending();
      let transientInARow = 0;
      for (const [index, { reference }] of pending.entries()) {
        if (acceptedReferences.has(reference)) continue;
        const record = await getRecord(reference);
        if (!record || record.status !== 'pending') continue;
        let params: BookingParams | undefined;
        try {
          params = paramsToSend(record.params, record.createdAt);
          const toSend = params;
          await pacedSend(() => send(toSend));
        } catch (error) {
          const failure = classifyFailure(error);
          logSendError(reference, failure, error);
          const status = failure.kind === 'permanent' ? 'failed' : 'pending';
          const updated = await recordFailedAttempt(reference, failure.message, status, now());
          if (failure.kind === 'permanent') {
            report.failed.push(reference);
            publishOutboxEvent({ type: 'failed', reference });
            continue;
          }
          report.waiting.push({ reference, attempts: updated?.attempts ?? record.attempts + 1 });
          transientInARow++;
          if (transientInARow < TRANSIENT_FAILURES_BEFORE_STOP) continue;
          for (const rest of pending.slice(index + 1)) {
            report.waiting.push({ reference: rest.reference, attempts: rest.attempts });
          }
          break;
        }
        transientInARow = 0;
        const sentAt = now();
        await settleSent(reference, sentAt);
        report.sent.push(reference);
        publishOutboxEvent({ type: 'sent', reference, late: isPastPreferredDate(params, sentAt) });
      }
    },
    { wait },
  );
  report.ran = result.ran;
  return report;
}

/** Sends one booking with no outbox (no IndexedDB or Web Locks here): nothing is kept if it fails. */
export async function sendDirectly(
  send: EmailSender,
  params: BookingParams,
): Promise<'sent' | 'transient' | 'permanent'> {
  try {
    await send(params);
    return 'sent';
  } catch (error) {
    const failure = classifyFailure(error);
    logSendError(params.reference, failure, error);
    return failure.kind;
  }
}
